/// A value in a class box, so that a `FrozenList` can hold it and hot loops can borrow it.
@usableFromInline
final class Boxed<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
