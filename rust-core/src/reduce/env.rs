//! Environments and heaps. Both are persistent structures so that forking a state is
//! O(1) and branches share everything they have not changed.

use std::sync::Arc;

use super::value::{Addr, HeapObj};
use crate::ir::NameId;

/// Maps the local variables in scope to heap addresses. Captured by closures and thunks.
///
/// A persistent list of small chunks, newest binding last in the newest chunk. See
/// Note [Chunked environments].
#[derive(Clone, Default)]
pub struct Env(Option<Arc<Chunk>>);

// Note [Chunked environments]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Every application of a lambda, every `let` and every case alternative extends an
// environment, and every variable reference looks one up, so these two operations are
// most of what the machine does. A persistent hash map (imbl's HAMT, used before) copies
// a 32-slot node of about 800 bytes on each extension; measured on fib 22, zeroing the
// fresh pages for those nodes alone was a quarter of the run.
//
// Here an environment is a linked list of chunks of at most `CHUNK` bindings. Extending
// copies the newest chunk (at most `CHUNK` pairs of u32) into one new allocation, or
// writes in place when nothing else shares it; when the chunk is full, a new chunk
// points to it. A lookup scans the chunks newest first, so a shadowing binding wins.
// Environments hold only the locals of one top-level function, rarely more than a few
// dozen, so a lookup is a short scan of contiguous memory.

/// Bindings per chunk: small enough that copying one is cheap, large enough that most
/// environments are one or two chunks.
const CHUNK: usize = 8;

#[derive(Clone)]
struct Chunk {
    len: u8,
    entries: [(NameId, Addr); CHUNK],
    /// Older bindings.
    parent: Env,
}

pub fn empty_env() -> Env {
    Env(None)
}

impl Env {
    /// The address bound to `x`, the newest binding if several are.
    pub fn get(&self, x: &NameId) -> Option<&Addr> {
        let mut env = self;
        while let Some(chunk) = &env.0 {
            let entries = &chunk.entries[..chunk.len as usize];
            if let Some((_, a)) = entries.iter().rev().find(|(n, _)| n == x) {
                return Some(a);
            }
            env = &chunk.parent;
        }
        None
    }

    /// Binds `x` to `addr` in this environment (shadowing an older binding of `x`).
    pub fn insert(&mut self, x: NameId, addr: Addr) {
        if let Some(chunk) = &mut self.0 {
            if (chunk.len as usize) < CHUNK {
                // In place if nobody else holds this chunk, else on a copy of it.
                let chunk = Arc::make_mut(chunk);
                chunk.entries[chunk.len as usize] = (x, addr);
                chunk.len += 1;
                return;
            }
        }
        let parent = std::mem::take(self);
        let mut entries = [(NameId(0), 0); CHUNK];
        entries[0] = (x, addr);
        self.0 = Some(Arc::new(Chunk { len: 1, entries, parent }));
    }

    /// This environment with `x` bound to `addr`.
    pub fn update(&self, x: NameId, addr: Addr) -> Env {
        let mut env = self.clone();
        env.insert(x, addr);
        env
    }

    /// Every address bound (shadowed bindings included: they may be reached no more,
    /// but keeping them is only conservative for the collector).
    pub fn values(&self) -> impl Iterator<Item = &Addr> {
        let mut env = self;
        std::iter::from_fn(move || {
            let chunk = env.0.as_ref()?;
            env = &chunk.parent;
            Some(chunk.entries[..chunk.len as usize].iter().map(|(_, a)| a))
        })
        .flatten()
    }
}

impl std::fmt::Debug for Env {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut map = f.debug_map();
        let mut env = self;
        while let Some(chunk) = &env.0 {
            for (x, a) in chunk.entries[..chunk.len as usize].iter().rev() {
                map.entry(x, a);
            }
            env = &chunk.parent;
        }
        map.finish()
    }
}

/// The heap: address `a` is the `a`-th object. Cells the collector freed
/// (`reduce::gc`) are reused by later allocations.
///
/// A two-level table: a shared vector of pages of `PAGE` cells each. Forking clones
/// one pointer; the first write to a shared page copies that page (and the table of
/// page pointers), so states share every page neither has written since they split.
/// A state that runs alone (every concrete run) owns all of it and writes in place.
/// See Note [The heap's pages].
#[derive(Clone, Debug, Default)]
pub struct Heap {
    pages: Arc<Vec<Arc<Page>>>,
    /// Cells in use or freed; the next fresh address.
    len: usize,
    /// The most recently freed cell: freed cells form a list through
    /// `HeapObj::Free(next)`, so the free list is persistent at no cost.
    free: Option<Addr>,
    n_free: usize,
    allocated_since_gc: usize,
    live_after_gc: usize,
}

// Note [The heap's pages]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// The heap was an `imbl::Vector` (an RRB tree of 64-wide nodes). Reading a cell walked
// three or four levels of the tree, and writing one made each level's node unique
// first; measured on 6-queens (callgrind), indexing alone was 11% of the
// instructions. Pages make a read two indexings and a write two `Arc::make_mut`s,
// both free of copies when the state is alone. The price is at a fork: the first
// write of each child copies the table, one pointer per 64 cells (a 64k-cell heap:
// 8 KB), and a page of 64 cells.

const PAGE_BITS: u32 = 6;
const PAGE: usize = 1 << PAGE_BITS;

type Page = [HeapObj; PAGE];

impl Heap {
    pub fn alloc(&mut self, obj: HeapObj) -> Addr {
        self.allocated_since_gc += 1;
        if let Some(a) = self.free {
            let HeapObj::Free(next) = self.replace(a, obj) else {
                unreachable!("the free list holds free cells only")
            };
            self.free = next;
            self.n_free -= 1;
            return a;
        }
        let a = self.len;
        if a.is_multiple_of(PAGE) {
            Arc::make_mut(&mut self.pages)
                .push(Arc::new(std::array::from_fn(|_| HeapObj::Free(None))));
        }
        self.len += 1;
        self.set(a as Addr, obj);
        a as Addr
    }

    pub fn allocated_since_gc(&self) -> usize {
        self.allocated_since_gc
    }

    pub fn live_after_gc(&self) -> usize {
        self.live_after_gc
    }

    /// Frees every cell that is not `live` (and not free already).
    /// Page by page: a page with nothing to free is not written (nor copied, if
    /// shared), and one that is made unique once, not once per cell.
    pub fn sweep(&mut self, live: impl Fn(Addr) -> bool) {
        let dead = |a: usize, cell: &HeapObj| !matches!(cell, HeapObj::Free(_)) && !live(a as Addr);
        for p in 0..self.pages.len() {
            let base = p << PAGE_BITS;
            let n = PAGE.min(self.len.saturating_sub(base));
            let Some(first) = (0..n).find(|&i| dead(base + i, &self.pages[p][i])) else {
                continue;
            };
            let page = Arc::make_mut(&mut Arc::make_mut(&mut self.pages)[p]);
            for (i, cell) in page.iter_mut().enumerate().take(n).skip(first) {
                if dead(base + i, cell) {
                    *cell = HeapObj::Free(self.free);
                    self.free = Some((base + i) as Addr);
                    self.n_free += 1;
                }
            }
        }
        self.allocated_since_gc = 0;
        self.live_after_gc = self.len - self.n_free;
    }

    pub fn get(&self, addr: Addr) -> &HeapObj {
        let a = addr as usize;
        assert!(a < self.len, "heap address {a} out of bounds");
        &self.pages[a >> PAGE_BITS][a & (PAGE - 1)]
    }

    fn cell_mut(&mut self, addr: Addr) -> &mut HeapObj {
        let a = addr as usize;
        assert!(a < self.len, "heap address {a} out of bounds");
        let page = &mut Arc::make_mut(&mut self.pages)[a >> PAGE_BITS];
        &mut Arc::make_mut(page)[a & (PAGE - 1)]
    }

    /// Overwrites a cell, returning what it held.
    pub fn replace(&mut self, addr: Addr, obj: HeapObj) -> HeapObj {
        std::mem::replace(self.cell_mut(addr), obj)
    }

    pub fn set(&mut self, addr: Addr, obj: HeapObj) {
        *self.cell_mut(addr) = obj;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}
