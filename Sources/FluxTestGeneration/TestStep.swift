/// One action of a generated test: its sequence number, its Swift expression and the state
/// changes it made, store by store in reduce order.
struct TestStep {
    /// A statement on one store's state.
    struct Change {
        let store: String
        let statement: StateAssignments.Statement
    }

    let sequence: UInt64
    let action: SwiftExpression
    let changes: [Change]
}
