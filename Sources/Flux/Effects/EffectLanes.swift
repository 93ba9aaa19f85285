/// An effect executor that gives each effect an executor of its own: for a tool that must tell
/// one effect's jobs from another's (an explorer naming the job it runs by the effect it belongs
/// to, so that a replay with fewer effects still runs the same effect's work).
///
/// When ``Effects/executor`` conforms, each new effect's task (and every task it starts) prefers
/// the executor this returns for the effect's token, instead of the installed one.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
package protocol EffectLanes: TaskExecutor {
    /// The executor of the effect numbered `token`, called once as the effect starts, on the
    /// main actor, inside the dispatch or step that starts it.
    func lane(forEffect token: UInt64) -> any TaskExecutor
}
