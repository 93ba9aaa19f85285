// The heap-call counter of flux-alloc-gate: replacements of the C library's allocation
// functions that count, then forward to the C library's own.
//
// Invariants (the C code of this file is the package's one global mutable state, on purpose):
//
// A1 (resolution): the C library's functions are looked up with dlsym(RTLD_NEXT, ...) once, by
//    the first heap call of the process (before main, by a dynamic library's initializer, while
//    the process has one thread) or at the latest by this file's constructor. Each pointer is
//    stored with an atomic store and read with an atomic load, so a thread that finds it set
//    sees a whole pointer; two threads resolving at once would store the same values.
// A2 (re-entrancy during resolution): dlsym may allocate (glibc keeps its error state on the
//    heap). While a thread resolves, its own heap calls are served from `bootstrap_arena`, a
//    static buffer: they are never counted, never passed to the C library, and free() and
//    realloc() recognise the arena's pointers by address and never hand them to the C library.
// A3 (the thread-local flags): `resolving` and `tracing_now` use the initial-exec TLS model, a
//    fixed offset from the thread pointer in the executable's static TLS block: reading them
//    never calls __tls_get_addr, so never allocates.
// A4 (counting): the counters and the on/off switch are relaxed atomics. A count is read only
//    after flux_allocation_counter_stop(); the work counted has been awaited by then (the
//    caller's synchronisation orders it before the stop), so every counted call is included.
// A5 (tracing): a traced call prints with backtrace() and backtrace_symbols_fd(), which write
//    straight to a file descriptor; backtrace() itself may allocate on its first call (it loads
//    the unwinder), so tracing_now makes the calls it makes uncounted and untraced, and
//    flux_allocation_counter_set_tracing() calls it once before counting starts.
// A6 (excluded callers): the code ranges of the libraries whose calls are counted apart (see
//    flux_allocation_counter_exclude_library) are written before counting starts and only read
//    while counting; a library is never unloaded while counting (the ones excluded are loaded
//    at start-up and never unloaded).

#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef void *(*malloc_function)(size_t);
typedef void *(*calloc_function)(size_t, size_t);
typedef void *(*realloc_function)(void *, size_t);
typedef void (*free_function)(void *);
typedef int (*posix_memalign_function)(void **, size_t, size_t);
typedef void *(*aligned_alloc_function)(size_t, size_t);
typedef void *(*valloc_function)(size_t);

// A1: the C library's functions, set once.
static _Atomic(malloc_function) real_malloc;
static _Atomic(calloc_function) real_calloc;
static _Atomic(realloc_function) real_realloc;
static _Atomic(free_function) real_free;
static _Atomic(posix_memalign_function) real_posix_memalign;
static _Atomic(aligned_alloc_function) real_aligned_alloc;
static _Atomic(aligned_alloc_function) real_memalign;
static _Atomic(valloc_function) real_valloc;

// A2: the allocations dlsym makes while resolving. Each block starts with its size.
#define BOOTSTRAP_SIZE 65536
static _Alignas(16) unsigned char bootstrap_arena[BOOTSTRAP_SIZE];
static atomic_size_t bootstrap_used;

// A3: the thread-local flags.
static __thread bool resolving __attribute__((tls_model("initial-exec")));
static __thread bool tracing_now __attribute__((tls_model("initial-exec")));

// A4: the switch and the counters.
static atomic_bool counting;
static atomic_bool tracing;
static atomic_llong malloc_count;
static atomic_llong calloc_count;
static atomic_llong realloc_count;
static atomic_llong aligned_count;
static atomic_llong free_count;
static atomic_llong excluded_allocation_count;
static atomic_llong excluded_free_count;

// A6: the executable code of the excluded libraries.
#define MAXIMUM_EXCLUDED_RANGES 8
static uintptr_t excluded_start[MAXIMUM_EXCLUDED_RANGES];
static uintptr_t excluded_end[MAXIMUM_EXCLUDED_RANGES];
static int excluded_range_count;

static bool in_bootstrap_arena(const void *pointer) {
    const unsigned char *byte = pointer;
    return byte >= bootstrap_arena && byte < bootstrap_arena + BOOTSTRAP_SIZE;
}

/// A block of the arena (A2), 16-byte aligned, zeroed (the arena is static and never reused).
static void *bootstrap_allocate(size_t size) {
    size_t rounded = (size + 15) & ~(size_t)15;
    size_t start = atomic_fetch_add(&bootstrap_used, rounded + 16);
    if (start + rounded + 16 > BOOTSTRAP_SIZE) {
        static const char message[] = "AllocationCounter: bootstrap arena exhausted\n";
        (void)write(STDERR_FILENO, message, sizeof message - 1);
        return NULL;
    }
    memcpy(bootstrap_arena + start, &size, sizeof size);
    return bootstrap_arena + start + 16;
}

static size_t bootstrap_block_size(const void *pointer) {
    size_t size;
    memcpy(&size, (const unsigned char *)pointer - 16, sizeof size);
    return size;
}

static void resolve(void) {
    if (atomic_load(&real_free) != NULL) return;
    resolving = true;
    atomic_store(&real_malloc, (malloc_function)dlsym(RTLD_NEXT, "malloc"));
    atomic_store(&real_calloc, (calloc_function)dlsym(RTLD_NEXT, "calloc"));
    atomic_store(&real_realloc, (realloc_function)dlsym(RTLD_NEXT, "realloc"));
    atomic_store(&real_posix_memalign, (posix_memalign_function)dlsym(RTLD_NEXT, "posix_memalign"));
    atomic_store(&real_aligned_alloc, (aligned_alloc_function)dlsym(RTLD_NEXT, "aligned_alloc"));
    atomic_store(&real_memalign, (aligned_alloc_function)dlsym(RTLD_NEXT, "memalign"));
    atomic_store(&real_valloc, (valloc_function)dlsym(RTLD_NEXT, "valloc"));
    // Last: a non-NULL real_free says that every pointer is set.
    atomic_store(&real_free, (free_function)dlsym(RTLD_NEXT, "free"));
    resolving = false;
}

__attribute__((constructor)) static void resolve_at_load(void) { resolve(); }

static bool is_excluded(const void *caller) {
    uintptr_t address = (uintptr_t)caller;
    for (int index = 0; index < excluded_range_count; index++) {
        if (address >= excluded_start[index] && address < excluded_end[index]) return true;
    }
    return false;
}

/// Counts one call when counting is on and the call is not the tracer's own (A4, A5): in
/// `counter`, or apart when `caller` is in an excluded library (A6).
__attribute__((noinline)) static void note_call(atomic_llong *counter, size_t size, const void *caller) {
    if (!atomic_load_explicit(&counting, memory_order_relaxed) || tracing_now) return;
    if (is_excluded(caller)) {
        bool is_free = counter == &free_count;
        atomic_fetch_add_explicit(is_free ? &excluded_free_count : &excluded_allocation_count, 1, memory_order_relaxed);
        return;
    }
    atomic_fetch_add_explicit(counter, 1, memory_order_relaxed);
    if (!atomic_load_explicit(&tracing, memory_order_relaxed)) return;
    tracing_now = true;
    char line[96];
    int length = snprintf(line, sizeof line, "--- heap call, %zu bytes:\n", size);
    if (length > 0) (void)write(STDERR_FILENO, line, (size_t)length);
    void *frames[32];
    int depth = backtrace(frames, 32);
    backtrace_symbols_fd(frames + 2, depth > 2 ? depth - 2 : 0, STDERR_FILENO);
    tracing_now = false;
}

void *malloc(size_t size) {
    if (resolving) return bootstrap_allocate(size);
    resolve();
    note_call(&malloc_count, size, __builtin_return_address(0));
    return atomic_load(&real_malloc)(size);
}

void *calloc(size_t number, size_t size) {
    if (resolving) return number != 0 && size > SIZE_MAX / number ? NULL : bootstrap_allocate(number * size);
    resolve();
    note_call(&calloc_count, number * size, __builtin_return_address(0));
    return atomic_load(&real_calloc)(number, size);
}

void *realloc(void *pointer, size_t size) {
    if (resolving || in_bootstrap_arena(pointer)) {
        // A2: a block of the arena moves to the C library's heap (or a new arena block).
        void *moved = resolving ? bootstrap_allocate(size) : malloc(size);
        if (moved != NULL && pointer != NULL) {
            size_t old = bootstrap_block_size(pointer);
            memcpy(moved, pointer, old < size ? old : size);
        }
        return moved;
    }
    resolve();
    note_call(&realloc_count, size, __builtin_return_address(0));
    return atomic_load(&real_realloc)(pointer, size);
}

void free(void *pointer) {
    if (pointer == NULL || in_bootstrap_arena(pointer)) return;
    resolve();
    note_call(&free_count, 0, __builtin_return_address(0));
    atomic_load(&real_free)(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    resolve();
    note_call(&aligned_count, size, __builtin_return_address(0));
    return atomic_load(&real_posix_memalign)(result, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    resolve();
    note_call(&aligned_count, size, __builtin_return_address(0));
    return atomic_load(&real_aligned_alloc)(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    resolve();
    note_call(&aligned_count, size, __builtin_return_address(0));
    return atomic_load(&real_memalign)(alignment, size);
}

void *valloc(size_t size) {
    resolve();
    note_call(&aligned_count, size, __builtin_return_address(0));
    return atomic_load(&real_valloc)(size);
}

void flux_allocation_counter_start(void) {
    atomic_store(&malloc_count, 0);
    atomic_store(&calloc_count, 0);
    atomic_store(&realloc_count, 0);
    atomic_store(&aligned_count, 0);
    atomic_store(&free_count, 0);
    atomic_store(&excluded_allocation_count, 0);
    atomic_store(&excluded_free_count, 0);
    atomic_store(&counting, true);
}

FluxAllocationCounts flux_allocation_counter_stop(void) {
    atomic_store(&counting, false);
    FluxAllocationCounts counts = {
        .mallocs = atomic_load(&malloc_count),
        .callocs = atomic_load(&calloc_count),
        .reallocs = atomic_load(&realloc_count),
        .alignedAllocations = atomic_load(&aligned_count),
        .frees = atomic_load(&free_count),
        .excludedAllocations = atomic_load(&excluded_allocation_count),
        .excludedFrees = atomic_load(&excluded_free_count),
    };
    return counts;
}

void flux_allocation_counter_set_tracing(int enabled) {
    if (enabled) {
        // A5: backtrace() loads the unwinder (and allocates) on its first call: not while counting.
        void *frames[4];
        tracing_now = true;
        (void)backtrace(frames, 4);
        tracing_now = false;
    }
    atomic_store(&tracing, enabled != 0);
}

/// dl_iterate_phdr's callback: records the executable segments of the library whose path
/// contains `data` (A6); stops at the first one found.
static int record_library(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    const char *name = data;
    if (info->dlpi_name == NULL || strstr(info->dlpi_name, name) == NULL) return 0;
    for (int index = 0; index < info->dlpi_phnum && excluded_range_count < MAXIMUM_EXCLUDED_RANGES; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD || (header->p_flags & PF_X) == 0) continue;
        excluded_start[excluded_range_count] = info->dlpi_addr + header->p_vaddr;
        excluded_end[excluded_range_count] = info->dlpi_addr + header->p_vaddr + header->p_memsz;
        excluded_range_count++;
    }
    return 1;
}

int flux_allocation_counter_exclude_library(const char *name) {
    return dl_iterate_phdr(record_library, (void *)name);
}
