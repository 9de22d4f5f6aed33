//! The command line's global allocator: mimalloc, asked for plain allocations whenever
//! the alignment allows.
//!
//! The reducer allocates many small, short-lived objects (environment chunks, argument
//! arrays, strict frames' values); mimalloc serves them faster than glibc's allocator
//! (measured with bench/run.py). Only the command line sets it; the static library
//! linked into GHC keeps the host's allocator.
//!
//! Note [Plain mimalloc allocations]
//! ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//! The `mimalloc` crate's allocator calls `mi_malloc_aligned` for every allocation,
//! which checks and adjusts the alignment before it reaches the fast path; measured
//! with callgrind on fib 22, about 60 instructions per allocation, a twentieth of the
//! run. `mi_malloc` returns memory aligned to the size's natural alignment up to 16
//! bytes (`MI_MAX_ALIGN_SIZE`), as glibc's does, so the same condition as Rust's
//! `System` allocator picks it: an alignment of at most 16 and at most the size.
//! Anything else still goes through the aligned functions.
//!
//! Note [No transparent huge pages]
//! ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//! mimalloc asks the kernel for transparent huge pages on its arenas (madvise
//! MADV_HUGEPAGE). Where the kernel's THP defrag setting is `madvise` (Debian's
//! default), a fault in such a region compacts memory to find a free 2 MB page, at
//! once, and clears all of it. On bench/programs/Mixed.hs (17 M steps, no search),
//! which touches about 100 MB, the engine's time was bimodal: 0.41 s with 0.1 s of
//! system time, or 0.61 s with 0.3-0.4 s of it (28% of its samples in the kernel's
//! clear_page), in 7 runs against 0.47 s every time with huge pages off (medians of 7,
//! interleaved); a search with many states (Peano multiply, 3.3 s) was the same either
//! way, and a little faster on two threads (1.80 against 1.86 s). So mimalloc is built
//! with `no_thp`: it never asks for them.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// The largest alignment `mi_malloc` guarantees for every size at least as large.
const MAX_PLAIN_ALIGN: usize = 16;

pub struct MiMalloc;

fn plain(align: usize, size: usize) -> bool {
    align <= MAX_PLAIN_ALIGN && align <= size
}

// SAFETY: each function forwards to mimalloc's counterpart, which meets GlobalAlloc's
// contract; the plain ones only for layouts whose alignment they guarantee.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if plain(layout.align(), layout.size()) {
            mi::mi_malloc(layout.size()) as *mut u8
        } else {
            mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if plain(layout.align(), layout.size()) {
            mi::mi_zalloc(layout.size()) as *mut u8
        } else {
            mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi::mi_free(ptr as *mut c_void);
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if plain(layout.align(), new_size) {
            mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}
