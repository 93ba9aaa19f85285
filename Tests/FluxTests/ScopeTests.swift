import Flux
import TestSupport
import Testing

/// Features written on their own action types, composed into one dispatcher with scopes.
@MainActor
@Suite struct ScopeTests {
    @Test func aScopedStoreReducesOnlyItsFeaturesActions() throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let counter = Store(name: "counter", initialState: 0, scope: .counter) { (count: inout Int, action) in
            if case .add(let amount) = action { count += amount }
        }
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos, counter)
        dispatcher.send(.list(.added("milk")))
        dispatcher.send(.counter(.add(2)))
        dispatcher.send(.list(.added("eggs")))
        #expect(todos.state == ["milk", "eggs"])
        #expect(counter.state == 2)
    }

    @Test func theSameReducerMakesAStoreOfTheFeaturesOwnType() throws {
        let todos = Store(name: "todos", initialState: [String](), reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ListAction>()
        try dispatcher.register(todos)
        dispatcher.send(.added("milk"))
        #expect(todos.state == ["milk"])
    }

    @Test func aScopedDispatcherSendsEmbeddedActions() throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        var seen: [ComposedAction] = []
        let token = dispatcher.addObserver { _, action in seen.append(action) }
        dispatcher.scope(.list).send(.added("milk"))
        #expect(seen == [.list(.added("milk"))])
        #expect(todos.state == ["milk"])
        token.cancel()
    }

    @Test func featureMiddlewareSeesOnlyItsActionsAndItsEffectsSendThemEmbedded() async throws {
        let trace = Trace()
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        var seen: [ComposedAction] = []
        let token = dispatcher.addObserver { _, action in seen.append(action) }
        dispatcher.scope(.list).addMiddleware(ListSaving(todos: { todos.state }, trace: trace))
        dispatcher.send(.counter(.add(1)))
        dispatcher.send(.list(.added("milk")))
        #expect(dispatcher.effects.inFlight.map(\.id) == ["save"])
        await dispatcher.effects.settle()
        #expect(trace.events == ["before added(\"milk\")", "before saved(count: 1)"])
        #expect(seen == [.counter(.add(1)), .list(.added("milk")), .list(.saved(count: 1))])
        token.cancel()
    }

    @Test func aFeatureMiddlewareThatStopsItsActionStopsTheAppAction() throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        dispatcher.scope(.list).addMiddleware(ListSaving(todos: { todos.state }))
        var seen: [ComposedAction] = []
        let token = dispatcher.addObserver { _, action in seen.append(action) }
        dispatcher.send(.list(.cleared))
        #expect(seen == [])
        #expect(dispatcher.sequence == 0)
        token.cancel()
    }

    @Test func aReplacementChosenByAFeatureMiddlewareIsEmbedded() throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        dispatcher.scope(.list).addMiddleware(Shouting())
        dispatcher.send(.list(.added("milk")))
        #expect(todos.state == ["MILK"])
    }

    @Test func cancellingThroughTheScopeCancelsTheParentsEffect() async throws {
        let dispatcher = Dispatcher<ComposedAction>()
        let scoped = dispatcher.scope(.list)
        scoped.effects.run(id: ListEffect.save) { _ in
            while !Task.isCancelled { await Task.yield() }
        }
        #expect(dispatcher.effects.inFlight.map(\.id) == ["save"])
        #expect(!scoped.effects.isEmpty)
        scoped.effects.cancel(id: ListEffect.save)
        #expect(dispatcher.effects.isEmpty)
        #expect(await scoped.effects.settle(timeout: nil))
    }

    @Test func aScopedObserverSeesTheFeaturesActionsWithTheAppsSequence() throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        var seen: [String] = []
        let token = dispatcher.scope(.list).addObserver { sequence, action in seen.append("\(sequence) \(action)") }
        dispatcher.send(.counter(.add(1)))
        dispatcher.send(.list(.added("milk")))
        #expect(seen == ["2 added(\"milk\")"])
        #expect(dispatcher.scope(.list).sequence == 2)
        token.cancel()
    }

    @Test func aScopedEffectDeliversNothingOnceCancelled() async throws {
        let todos = Store(name: "todos", initialState: [String](), scope: .list, reducer: ListReducer.reduce)
        let dispatcher = Dispatcher<ComposedAction>()
        try dispatcher.register(todos)
        let scoped = dispatcher.scope(.list)
        let (started, resume, finished) = (Gate(), Gate(), Gate())
        let wasActive = Flag()
        let isActiveAfterCancel = Flag()
        scoped.effects.run(id: ListEffect.save) { send in
            await wasActive.set(send.isActive)
            started.open()
            await resume.wait()
            await isActiveAfterCancel.set(send.isActive)
            await send(.added("late"))
            finished.open()
        }
        await started.wait()
        scoped.effects.cancel(id: ListEffect.save)
        resume.open()
        await finished.wait()
        // Actions posted by effects are dispatched in the order they were posted: had "late" been
        // taken, it would come before "after".
        scoped.effects.run { send in await send(.added("after")) }
        await dispatcher.effects.settle()
        #expect(await wasActive.wait() == true)
        #expect(await isActiveAfterCancel.wait() == false)
        #expect(todos.state == ["after"])
    }

    @Test func registeringWithAScopedDispatcherIsRefusedNamingTheFix() {
        let dispatcher = Dispatcher<ComposedAction>()
        let todos = Store(name: "todos", initialState: [String](), reducer: ListReducer.reduce)
        #expect(throws: DispatcherError.registeredOnScope("todos")) { try dispatcher.scope(.list).register(todos) }
        #expect(
            DispatcherError.registeredOnScope("todos").description
                == "store 'todos' cannot be registered with a scoped dispatcher: register it with the app's "
                + "dispatcher, giving it the scope (Store(name:initialState:scope:reducer:))")
    }

    @Test func scopesCompose() {
        let inner = ActionScope<TestAction, Int>(embed: TestAction.add) { action in
            if case .add(let amount) = action { amount } else { nil }
        }
        let both = ActionScope<ComposedAction, TestAction>.counter.appending(inner)
        #expect(both.embed(3) == .counter(.add(3)))
        #expect(both.extract(.counter(.add(4))) == 4)
        #expect(both.extract(.counter(.reset)) == nil)
        #expect(both.extract(.list(.cleared)) == nil)
    }

    @Test func aScopedDispatcherOfAReleasedParentDropsWhatItIsSent() {
        var dispatcher: Dispatcher<ComposedAction>? = Dispatcher()
        let scoped = dispatcher?.scope(.list)
        dispatcher = nil
        scoped?.send(.added("milk"))
        #expect(scoped?.sequence == 0)
        #expect(scoped?.effects.isEmpty == true)
    }
}

/// Replaces every added title by its upper-case form.
@MainActor
private struct Shouting: Middleware {
    func before(_ action: ListAction, dispatcher: Dispatcher<ListAction>) -> MiddlewareDecision<ListAction> {
        if case .added(let title) = action { return .replace(with: .added(title.uppercased())) }
        return .proceed
    }
}
