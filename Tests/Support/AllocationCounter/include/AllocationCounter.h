#ifndef FLUX_ALLOCATION_COUNTER_H
#define FLUX_ALLOCATION_COUNTER_H

// Counts the C heap calls of this process between flux_allocation_counter_start() and
// flux_allocation_counter_stop(), on every thread. The counting functions replace malloc,
// calloc, realloc, free, posix_memalign, aligned_alloc, memalign and valloc in the executable
// that links this target (and forward to the C library's through dlsym(RTLD_NEXT, ...)), so
// link it only into a program made for counting: flux-alloc-gate. Not for sanitizer builds:
// AddressSanitizer and ThreadSanitizer replace the same functions, and a program that runs with
// both stops at its first allocation (the sanitizer passes of .ci/run build it, never run it).

#include <stdint.h>

/// The calls counted between a start and a stop.
typedef struct {
    /// malloc calls.
    int64_t mallocs;
    /// calloc calls.
    int64_t callocs;
    /// realloc calls (each one may allocate, move or free).
    int64_t reallocs;
    /// posix_memalign, aligned_alloc, memalign and valloc calls.
    int64_t alignedAllocations;
    /// free calls with a pointer other than NULL.
    int64_t frees;
    /// The allocating calls above made by the code of an excluded library, counted apart.
    int64_t excludedAllocations;
    /// The free calls made by the code of an excluded library, counted apart.
    int64_t excludedFrees;
} FluxAllocationCounts;

/// Sets every count to zero and starts counting, on every thread.
void flux_allocation_counter_start(void);

/// Stops counting and returns the counts since the last start.
FluxAllocationCounts flux_allocation_counter_stop(void);

/// Whether a counted call prints its size and a backtrace to stderr (0: no, else yes): for
/// finding where an allocation comes from. Call it before starting to count.
void flux_allocation_counter_set_tracing(int enabled);

/// Counts the calls made directly by the code of the loaded library whose path contains `name`
/// apart from the others (in `excludedAllocations` and `excludedFrees`), e.g. "libdispatch.so",
/// whose per-thread caches make its own calls vary from run to run. Call it before starting to
/// count. Returns 1 when the library was found, else 0.
int flux_allocation_counter_exclude_library(const char *name);

#endif
