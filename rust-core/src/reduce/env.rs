//! Environments and heaps. Both are persistent structures so that forking a state is
//! O(1) and branches share everything they have not changed.

use std::sync::atomic::{fence, Ordering};
use std::sync::Arc;

use super::value::{Addr, HeapObj, Prim, Value};
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
                let chunk = unique_mut(chunk);
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

    /// This environment with `x` bound to `addr`, for an environment that stays in use.
    /// An owned one that does not should `insert`: a clone makes its chunk shared, so
    /// the insert copies it even when nothing else held it.
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

/// What `Arc::make_mut` returns: the value behind `arc`, copied first if another `Arc`
/// shares it. Without the atomic read-modify-write `Arc::make_mut` pays even when
/// `arc` is the only reference (Note [Writes without atomics]).
#[inline]
fn unique_mut<T: Clone>(arc: &mut Arc<T>) -> &mut T {
    // The weak count is read before the fence, so a `Weak` made and dropped elsewhere
    // could be missed: the check is enough only because none of these types is ever
    // made a `Weak` of (their `Arc`s are private to this module). Debug builds check.
    if Arc::strong_count(arc) == 1 && Arc::weak_count(arc) == 0 {
        debug_assert!(Arc::get_mut(arc).is_some());
        // Pairs with the release decrement of a clone dropped on another thread, so
        // that thread's reads of the value happen before our writes.
        fence(Ordering::Acquire);
        // SAFETY: `arc` is the only `Arc` of its value and no `Weak` exists, so no
        // other reference to the value exists or can be made while we hold `&mut arc`
        // (a clone or a `Weak` needs an `&Arc` of it); the pointer is the allocation's,
        // with its permission to write. This is `Arc::get_mut_unchecked`.
        unsafe { &mut *Arc::as_ptr(arc).cast_mut() }
    } else {
        shared_mut(arc)
    }
}

/// `unique_mut`'s other case, kept out of line so that the writes stay short.
#[cold]
#[inline(never)]
fn shared_mut<T: Clone>(arc: &mut Arc<T>) -> &mut T {
    Arc::make_mut(arc)
}

// Note [Writes without atomics]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Every heap write (two levels: the page table and the page) and most extensions of an
// environment make an `Arc` unique first. `Arc::make_mut` does that with a `lock
// cmpxchg` on the strong count (it locks out a concurrent `Weak::upgrade`), even when
// the state is alone and owns everything: profiled on the independent Printf program,
// the heap's two `Arc::make_mut`s were 10% of the run, nearly all of it that one
// instruction. `unique_mut` reads the counts with plain loads instead: when the strong
// count is 1 and there is no `Weak` (none of these types ever makes one), the `Arc` we
// hold mutably is the value's only handle, so no other thread can read the value or
// change the counts while we write. A value another `Arc` shares (after a fork) takes
// `Arc::make_mut`'s path, which copies it, as before. Measured (session 23, A/B, medians
// of 3): the fifteen independent programs 61.9 -> 55.0 s wall, 11% less, every one
// faster (Printf 7.6 -> 6.7 s), the same steps.

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
///
/// Cells that survived a collection are *old*; a write to an old cell is remembered
/// until the next collection, which need not trace old cells (Note [Old cells]).
#[derive(Clone, Debug)]
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
    /// Old cells written since the last collection, each once.
    remembered: Vec<Addr>,
    /// Cells live after the last full collection (Note [Old cells]).
    live_after_full: usize,
    /// The constant cells, at `CONST_BASE` onwards (Note [Constant cells]).
    consts: Arc<[HeapObj]>,
}

/// The address of the first constant cell (Note [Constant cells]). No heap grows this
/// far: 4 billion cells of 40 bytes would be 160 GB.
pub const CONST_BASE: Addr = 0xFFF0_0000;

/// Characters below this are constant cells (Note [Constant cells]).
const CONST_CHARS: u32 = 256;
/// `Int#`s in this range are constant cells.
const CONST_INTS: std::ops::Range<i64> = -16..256;

// Note [Constant cells]
// ~~~~~~~~~~~~~~~~~~~~~
// Most cells a concrete run allocates hold a value that never changes and that many
// cells hold alike: a type argument (`@Int`, half of all values allocated on the
// independent Printf program), a small `Int#`, a Latin-1 `Char#` (every character of
// a String is a `C#` box pointing to one). GHC keeps static closures for small Ints and
// Chars; here each was a fresh cell, to allocate, mark at every collection and sweep.
//
// Constant cells sit at addresses from `CONST_BASE` on, outside the heap's pages, in a
// table shared by every state (one `Arc`): the small characters and `Int#`s first
// (`Heap::constant_of`), then whatever the machine adds (its closed type arguments:
// `Machine::prepare`). Reading one is `Heap::get`'s out-of-range branch. Nothing
// writes them (the heap's writes go to thunks, blackholes, holes of inputs and
// indirections, never to a value's cell: `cell_mut` would stop at the bounds check),
// and the collector neither marks them (`Roots::addr` ignores addresses past the heap)
// nor frees them.

/// The constant cells every heap starts with: the small characters, then the small
/// `Int#`s.
fn standard_consts() -> Arc<[HeapObj]> {
    static CONSTS: std::sync::OnceLock<Arc<[HeapObj]>> = std::sync::OnceLock::new();
    CONSTS
        .get_or_init(|| {
            let chars = (0..CONST_CHARS).map(|c| Value::Prim(Prim::Char(c)));
            let ints = CONST_INTS.map(|i| Value::Prim(Prim::Int(i)));
            chars.chain(ints).map(HeapObj::Value).collect()
        })
        .clone()
}

// Note [The heap's pages]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// The heap was an `imbl::Vector` (an RRB tree of 64-wide nodes). Reading a cell walked
// three or four levels of the tree, and writing one made each level's node unique
// first; measured on 6-queens (callgrind), indexing alone was 11% of the
// instructions. Pages make a read two indexings and a write two `unique_mut`s,
// both free of copies when the state is alone. The price is at a fork: the first
// write of each child copies the table, one pointer per 64 cells (a 64k-cell heap:
// 8 KB), and a page of 64 cells.

// Note [Old cells]
// ~~~~~~~~~~~~~~~~
// Every collection marked the whole live heap, and a long run keeps much of it live
// (a 60,000-word text, a Map of it): 14-21% of the independent programs' time was the
// collector. Most cells die young, and a cell that survived a collection mostly stays
// (a generational collector's bet, GHC's too). So a collection's survivors are marked
// *old* (a bit per cell, `Page::old`), and the next collection starts with the old
// cells marked: it traces only what the roots reach through young cells, and frees
// only young ones. That is sound because an old cell points only to old cells, except
// one written since it became old (an update of a thunk, a `writeMutVar#`): every
// write goes through `Heap::cell_mut`, which remembers a written old cell
// (`Heap::remembered`, once per cell: `Page::written`), and the collection traces the
// remembered cells as roots. Old cells that died stay until a *full* collection, which
// marks from the roots alone; `gc::maybe_collect` runs one when the old cells have
// grown to twice what the last full collection left.

const PAGE_BITS: u32 = 6;
const PAGE: usize = 1 << PAGE_BITS;

#[derive(Clone, Debug)]
struct Page {
    cells: [HeapObj; PAGE],
    /// Bit i: cell i survived the last collection (Note [Old cells]).
    old: u64,
    /// Bit i: cell i is old and was written since the last collection.
    written: u64,
    /// Bit i: cell i is on the free list, so a sweep need not read it to know.
    free: u64,
}

impl Default for Heap {
    fn default() -> Heap {
        Heap {
            pages: Arc::default(),
            len: 0,
            free: None,
            n_free: 0,
            allocated_since_gc: 0,
            live_after_gc: 0,
            remembered: Vec::new(),
            live_after_full: 0,
            consts: standard_consts(),
        }
    }
}

impl Heap {
    /// The constant cell holding `v`, if there is one (Note [Constant cells]).
    #[inline]
    pub fn constant_of(v: &Value) -> Option<Addr> {
        let i = match *v {
            Value::Prim(Prim::Char(c)) if c < CONST_CHARS => c,
            Value::Prim(Prim::Int(i)) if CONST_INTS.contains(&i) => {
                CONST_CHARS + (i - CONST_INTS.start) as u32
            }
            _ => return None,
        };
        Some(CONST_BASE + i)
    }

    /// Replaces the constant cells by `consts`, a table made by `consts_with` (the
    /// standard ones first, so that the addresses of those already used stay right).
    pub fn set_consts(&mut self, consts: Arc<[HeapObj]>) {
        debug_assert!(consts.len() >= self.consts.len());
        self.consts = consts;
    }

    /// Whether `addr` is one of this heap's constant cells.
    #[inline]
    pub fn is_constant(&self, addr: Addr) -> bool {
        addr.checked_sub(CONST_BASE).is_some_and(|i| (i as usize) < self.consts.len())
    }

    /// The standard constant cells followed by `extra`, and the address of the first
    /// of `extra`: a table for `set_consts`.
    pub fn consts_with(extra: impl IntoIterator<Item = HeapObj>) -> (Arc<[HeapObj]>, Addr) {
        let standard = standard_consts();
        let first = CONST_BASE + standard.len() as Addr;
        (standard.iter().cloned().chain(extra).collect(), first)
    }

    pub fn alloc(&mut self, obj: HeapObj) -> Addr {
        self.allocated_since_gc += 1;
        if let Some(a) = self.free {
            // A free cell is not old (the sweep that freed it made only the live cells
            // old), so there is nothing to remember.
            let i = a as usize;
            let page = unique_mut(&mut unique_mut(&mut self.pages)[i >> PAGE_BITS]);
            page.free &= !(1u64 << (i & (PAGE - 1)));
            let HeapObj::Free(next) = std::mem::replace(&mut page.cells[i & (PAGE - 1)], obj)
            else {
                unreachable!("the free list holds free cells only")
            };
            self.free = next;
            self.n_free -= 1;
            return a;
        }
        let a = self.len;
        if a.is_multiple_of(PAGE) {
            assert!(a < CONST_BASE as usize, "the heap reached its constant cells");
            unique_mut(&mut self.pages).push(Arc::new(Page {
                cells: std::array::from_fn(|_| HeapObj::Free(None)),
                old: 0,
                written: 0,
                free: 0,
            }));
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

    pub fn live_after_full_gc(&self) -> usize {
        self.live_after_full
    }

    /// The marks a collection starts from: one word per page, the old cells set for a
    /// collection of the young cells (Note [Old cells]), none for a full one.
    pub fn initial_marks(&self, young_only: bool) -> Vec<u64> {
        self.pages.iter().map(|p| if young_only { p.old } else { 0 }).collect()
    }

    /// The old cells written since the last collection.
    pub fn remembered(&self) -> &[Addr] {
        &self.remembered
    }

    /// Frees every cell whose bit in `marks` (a word per page) is clear (and that is
    /// not free already); the marked cells become old. `full`: the marks are those of a
    /// full collection.
    /// Page by page: a page with nothing to free and no change of its old cells is not
    /// written (nor copied, if shared), and one that is made unique once, not once per
    /// cell.
    pub fn sweep(&mut self, marks: &[u64], full: bool) {
        for p in 0..self.pages.len() {
            let base = p << PAGE_BITS;
            let n = PAGE.min(self.len.saturating_sub(base));
            let used = if n == PAGE { u64::MAX } else { (1u64 << n) - 1 };
            let live = marks.get(p).copied().unwrap_or(0) & used;
            let page = &self.pages[p];
            // Reading the cells to tell free from dead was half of the sweep's time
            // (a cache miss each): the page's free bits say it.
            let mut dead = used & !live & !page.free;
            if dead == 0 && page.old == live && page.written == 0 {
                continue;
            }
            let page = unique_mut(&mut unique_mut(&mut self.pages)[p]);
            page.old = live;
            page.written = 0;
            page.free |= dead;
            while dead != 0 {
                let i = dead.trailing_zeros() as usize;
                dead &= dead - 1;
                page.cells[i] = HeapObj::Free(self.free);
                self.free = Some((base + i) as Addr);
                self.n_free += 1;
            }
        }
        self.remembered.clear();
        self.allocated_since_gc = 0;
        self.live_after_gc = self.len - self.n_free;
        if full {
            self.live_after_full = self.live_after_gc;
        }
    }

    #[inline]
    pub fn get(&self, addr: Addr) -> &HeapObj {
        let a = addr as usize;
        if a < self.len {
            &self.pages[a >> PAGE_BITS].cells[a & (PAGE - 1)]
        } else {
            self.constant(addr)
        }
    }

    /// Asks the processor to start loading the cell at `addr` (a page's, not a
    /// constant), which will be read soon (Note [Marking ahead of the reads] in
    /// `reduce::gc`).
    #[inline]
    pub fn prefetch(&self, addr: Addr) {
        let a = addr as usize;
        if a < self.len {
            let cell: *const HeapObj = &self.pages[a >> PAGE_BITS].cells[a & (PAGE - 1)];
            #[cfg(target_arch = "x86_64")]
            // SAFETY: a prefetch has no effect on memory or on what the program
            // computes; it is a hint, valid for any address (this one is a live cell's).
            unsafe {
                std::arch::x86_64::_mm_prefetch(cell.cast::<i8>(), std::arch::x86_64::_MM_HINT_T0)
            };
            #[cfg(not(target_arch = "x86_64"))]
            let _ = cell;
        }
    }

    /// A constant cell (Note [Constant cells]).
    #[cold]
    fn constant(&self, addr: Addr) -> &HeapObj {
        match addr.checked_sub(CONST_BASE).and_then(|i| self.consts.get(i as usize)) {
            Some(obj) => obj,
            None => panic!("heap address {addr} out of bounds"),
        }
    }

    /// The cell at `addr`, to write: remembered if it is old (Note [Old cells]).
    fn cell_mut(&mut self, addr: Addr) -> &mut HeapObj {
        let a = addr as usize;
        assert!(a < self.len, "heap address {a} out of bounds");
        let page = unique_mut(&mut unique_mut(&mut self.pages)[a >> PAGE_BITS]);
        let bit = 1u64 << (a & (PAGE - 1));
        if page.old & bit != 0 && page.written & bit == 0 {
            page.written |= bit;
            self.remembered.push(addr);
        }
        &mut page.cells[a & (PAGE - 1)]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::value::{Prim, Value};

    fn int(n: i64) -> HeapObj {
        HeapObj::Value(Value::Prim(Prim::Int(n)))
    }

    fn read(heap: &Heap, a: Addr) -> i64 {
        match heap.get(a) {
            HeapObj::Value(Value::Prim(Prim::Int(n))) => *n,
            other => panic!("not an Int: {other:?}"),
        }
    }

    /// A write in place when the heap is alone, a copy when a clone shares its page: the
    /// clone never sees the other's writes (Note [Writes without atomics]).
    #[test]
    fn writes_to_a_shared_heap_stay_its_own() {
        let mut heap = Heap::default();
        let a = heap.alloc(int(1));
        heap.set(a, int(2));
        let mut fork = heap.clone();
        heap.set(a, int(3));
        fork.set(a, int(4));
        let b = fork.alloc(int(5));
        assert_eq!((read(&heap, a), read(&fork, a), read(&fork, b)), (3, 4, 5));
        assert_eq!(heap.len(), 1);
        // A clone moved to another thread and dropped there leaves the page unique.
        let other = heap.clone();
        std::thread::spawn(move || drop(other)).join().unwrap();
        heap.set(a, int(6));
        assert_eq!((read(&heap, a), read(&fork, a)), (6, 4));
    }

    /// Note [Constant cells]: the small characters and `Int#`s are cells of every heap,
    /// the same address for the same value, and nothing else is; a machine's own
    /// constants come after them and leave their addresses as they were.
    #[test]
    fn small_values_are_constant_cells_of_every_heap() {
        let heap = Heap::default();
        let a = Heap::constant_of(&Value::Prim(Prim::Char('a' as u32))).expect("'a' is constant");
        assert!(matches!(heap.get(a), HeapObj::Value(Value::Prim(Prim::Char(0x61)))));
        assert!(Heap::constant_of(&Value::Prim(Prim::Char(0x100))).is_none());
        for (i, constant) in [(-17, false), (-16, true), (0, true), (255, true), (256, false)] {
            let v = Value::Prim(Prim::Int(i));
            assert_eq!(Heap::constant_of(&v).is_some(), constant, "{i}");
            if let Some(c) = Heap::constant_of(&v) {
                assert_eq!(read(&heap, c), i);
            }
        }
        assert!(Heap::constant_of(&Value::Prim(Prim::Word(1))).is_none());
        let (consts, first) = Heap::consts_with([int(1000)]);
        let mut heap = Heap::default();
        heap.set_consts(consts);
        assert_eq!(read(&heap, first), 1000);
        assert!(matches!(heap.get(a), HeapObj::Value(Value::Prim(Prim::Char(0x61)))));
        assert!(heap.is_constant(first) && !heap.is_constant(first + 1));
        // Allocation is unaffected: the first cell is still address 0.
        assert_eq!((heap.alloc(int(5)), heap.len()), (0, 1));
        assert!(!heap.is_constant(0));
    }

    #[test]
    fn extending_a_shared_environment_copies_its_chunk() {
        let x = NameId(1);
        let mut env = empty_env().update(x, 10);
        let shared = env.clone();
        env.insert(NameId(2), 20);
        env.insert(x, 30);
        assert_eq!((env.get(&x), env.get(&NameId(2))), (Some(&30), Some(&20)));
        assert_eq!((shared.get(&x), shared.get(&NameId(2))), (Some(&10), None));
    }
}
