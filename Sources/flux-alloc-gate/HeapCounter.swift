import AllocationCounter

/// The heap calls some work made: what the C counter saw while it counted.
struct HeapCalls: Equatable, Sendable {
    /// malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and valloc calls.
    var allocations: Int
    /// free calls (of pointers other than NULL).
    var frees: Int

    /// No call.
    static let none = HeapCalls(allocations: 0, frees: 0)

    /// The calls of `self` beyond those of `baseline`.
    func subtracting(_ baseline: HeapCalls) -> HeapCalls {
        HeapCalls(allocations: allocations - baseline.allocations, frees: frees - baseline.frees)
    }

    /// `self` once per operation, for `count` operations.
    func times(_ count: Int) -> HeapCalls {
        HeapCalls(allocations: allocations * count, frees: frees * count)
    }
}

/// Counts the heap calls of the whole process (every thread) around some work, through the C
/// target `AllocationCounter`, which replaces the C library's allocation functions in this
/// executable. Its counters are the package's one global mutable state, kept in C on purpose
/// (see the invariants at the top of `AllocationCounter.c`).
@MainActor
enum HeapCounter {
    /// The heap calls `work` makes.
    @inline(never)
    static func counting(_ work: () throws -> Void) rethrows -> HeapCount {
        flux_allocation_counter_start()
        defer { _ = flux_allocation_counter_stop() }
        try work()
        return HeapCount(flux_allocation_counter_stop())
    }

    /// The heap calls `work` makes, on every thread, until it returns.
    @inline(never)
    static func countingAsync(_ work: () async throws -> Void) async rethrows -> HeapCount {
        flux_allocation_counter_start()
        defer { _ = flux_allocation_counter_stop() }
        try await work()
        return HeapCount(flux_allocation_counter_stop())
    }

    /// Counts libdispatch's own calls apart (see ``HeapCount/libdispatch``); call it before
    /// counting. Returns false when libdispatch is not loaded.
    static func separateLibdispatch() -> Bool {
        flux_allocation_counter_exclude_library("libdispatch.so") == 1
    }

    /// Prints each counted call's size and backtrace to stderr from now on.
    static func startTracing() {
        flux_allocation_counter_set_tracing(1)
    }
}

/// What the counter saw around some work: the calls the gate checks, and libdispatch's own,
/// counted apart.
struct HeapCount: Sendable {
    /// The calls of every library but libdispatch: Flux, the Swift runtime, the C library.
    var checked: HeapCalls
    /// The calls libdispatch's own code makes. Its per-thread caches of continuations (one per
    /// job it queues) make them vary from run to run, so the gate prints them and checks nothing.
    var libdispatch: HeapCalls

    /// The calls the C counter reports.
    init(_ counts: FluxAllocationCounts) {
        checked = HeapCalls(
            allocations: Int(counts.mallocs + counts.callocs + counts.reallocs + counts.alignedAllocations),
            frees: Int(counts.frees))
        libdispatch = HeapCalls(allocations: Int(counts.excludedAllocations), frees: Int(counts.excludedFrees))
    }
}
