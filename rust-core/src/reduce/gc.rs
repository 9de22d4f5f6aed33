//! Garbage collection of a state's heap.
//!
//! Without it the heap only grows: a long concrete run allocates a cell every few
//! steps, and memory (and the kernel's zeroing of fresh pages) grows with the run.
//! The collector marks what the state can still reach and puts every other cell on the
//! heap's free list, dropping its contents; `Heap::alloc` reuses those cells.
//!
//! Addresses never move, so nothing has to be rewritten. The price is the invariant
//! this module exists to keep: **every address the engine may still use is a root**.
//! The core's roots are the control and stack, the entered top-level bindings, and
//! `State::pinned` (addresses held outside the state, such as a query's inputs and
//! output, read after the run); every feature adds what its data holds
//! (`state::Extension::roots`: parked conjunct threads, counterfactual calls and blame,
//! generator results and the chosen higher-order inputs, the arguments and results of
//! symbolic functions).

use super::env::Env;
use super::state::{Control, Extension, Frame, Guard, State};
use super::value::{Addr, HeapObj, Value};

/// Below this many allocations since the last collection, collecting costs more than
/// it saves. `G2_GC_MIN_ALLOCS` overrides it (the tests set it tiny, so that every root
/// is exercised).
fn min_allocs() -> usize {
    static MIN: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MIN.get_or_init(|| {
        std::env::var("G2_GC_MIN_ALLOCS").ok().and_then(|s| s.parse().ok()).unwrap_or(1 << 20)
    })
}

/// Allocations between collections, per cell live after the last full collection: a
/// collection marks the young live cells and sweeps the heap, so this bounds its cost
/// per allocation (as GHC's `-F`), at the price of up to `GROWTH` times the live data
/// in young cells (besides the old ones: [`FULL_GROWTH`]).
const GROWTH: usize = 3;

/// A full collection comes when the cells live after the last collection are this many
/// times those live after the last full one (Note [Old cells] in `reduce::env`).
const FULL_GROWTH: usize = 2;

/// Collects `st`'s heap once it allocated [`GROWTH`] times as many cells since the last
/// collection as were live after the last full one, and at least [`min_allocs`]: its
/// young cells, or all of it when the old ones have grown by [`FULL_GROWTH`].
///
/// Measured on the independent programs (bench/run.py --independent), against full
/// collections every `GROWTH` times the live cells: 5-12% faster (WordFreq 7.45 s ->
/// 6.5 s), peak memory within 6% (Sorting 175 -> 186 MB, Printf 560 -> 527 MB).
/// Counting young allocations against the live cells after the *last* collection,
/// old garbage included, took up to 60% more memory.
pub fn maybe_collect(st: &mut State) {
    let heap = &st.heap;
    if heap.allocated_since_gc() >= min_allocs().max(GROWTH * heap.live_after_full_gc()) {
        if heap.live_after_gc() >= FULL_GROWTH * heap.live_after_full_gc() {
            collect(st);
        } else {
            collect_young(st);
        }
    }
}

/// Frees every cell `st` cannot reach from its roots.
pub fn collect(st: &mut State) {
    let marks = Roots { bits: st.heap.initial_marks(false), work: Vec::new() };
    mark_and_sweep(st, marks, true);
}

/// Frees every young cell `st` cannot reach from its roots or from the old cells
/// written since the last collection (Note [Old cells] in `reduce::env`).
pub fn collect_young(st: &mut State) {
    let mut marks = Roots { bits: st.heap.initial_marks(true), work: Vec::new() };
    for &a in st.heap.remembered() {
        heap_obj(st.heap.get(a), &mut marks);
    }
    mark_and_sweep(st, marks, false);
}

// Note [Marking ahead of the reads]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Marking reads every reachable young cell, and the cells of a long run are scattered
// over hundreds of megabytes: most reads are a cache miss, which was 80% of the
// marker's time. A cell taken from the work stack first waits in a small queue
// (`AHEAD` cells) after the processor was asked to load it, and is read when it leaves
// the queue, by which time the load has had `AHEAD` cells' scans to arrive.

/// How many marked cells wait, their loads started, before they are scanned.
const AHEAD: usize = 8;

fn mark_and_sweep(st: &mut State, mut marks: Roots, full: bool) {
    roots(st, &mut marks);
    let mut queue = std::collections::VecDeque::with_capacity(AHEAD);
    loop {
        while queue.len() < AHEAD {
            let Some(a) = marks.work.pop() else { break };
            st.heap.prefetch(a);
            queue.push_back(a);
        }
        let Some(a) = queue.pop_front() else { break };
        heap_obj(st.heap.get(a), &mut marks);
    }
    st.heap.sweep(&marks.bits, full);
}

/// The collector's marks: what a feature's [`Extension::roots`] adds its addresses to.
pub struct Roots {
    bits: Vec<u64>,
    work: Vec<Addr>,
}

impl Roots {
    pub fn addr(&mut self, a: Addr) {
        let (word, bit) = (a as usize / 64, 1u64 << (a % 64));
        if let Some(w) = self.bits.get_mut(word) {
            if *w & bit == 0 {
                *w |= bit;
                self.work.push(a);
            }
        }
    }

    pub fn addrs(&mut self, xs: &[Addr]) {
        xs.iter().for_each(|&a| self.addr(a));
    }

    fn env(&mut self, env: &Env) {
        env.values().for_each(|&a| self.addr(a));
    }

    /// A thread of the state (the running one, or a parked conjunct: `reduce::conjunct`).
    pub fn thread(&mut self, control: &Control, stack: &[Frame]) {
        match control {
            Control::Eval(_, env) => self.env(env),
            Control::Enter(a) => self.addr(*a),
            Control::Return(v) => value(v, self),
        }
        stack.iter().for_each(|f| frame(f, self));
    }
}

/// The core's roots; every feature adds its own (`Extension::roots`).
fn roots(st: &State, m: &mut Roots) {
    m.thread(&st.control, &st.stack);
    st.globals.values().for_each(|&a| m.addr(a));
    m.addrs(&st.pinned);
    st.ext.roots(m);
}

fn frame(f: &Frame, m: &mut Roots) {
    match f {
        Frame::Apply(a)
        | Frame::Update(a)
        | Frame::Then(a)
        | Frame::Raise(_, a)
        | Frame::Tabulate(_, a) => m.addr(*a),
        Frame::Case { env, .. } => m.env(env),
        Frame::Strict(strict) => {
            m.addrs(&strict.types);
            m.addrs(&strict.args);
            strict.values.iter().for_each(|v| value(v, m));
        }
        Frame::Guard(Guard::Callee(_, args)) | Frame::Array(_, args) => m.addrs(args),
        Frame::Guard(_)
        | Frame::AssumeChecked
        | Frame::OutputForced
        | Frame::Conjunct
        | Frame::Crash(_)
        | Frame::Fail(_) => {}
        Frame::Deep(pending, _) => m.addrs(pending),
    }
}

fn heap_obj(obj: &HeapObj, m: &mut Roots) {
    match obj {
        HeapObj::Thunk { env, .. } => m.env(env),
        HeapObj::Value(v) => value(v, m),
        HeapObj::Apply { fun, args } => {
            m.addr(*fun);
            m.addrs(args);
        }
        HeapObj::Blackhole
        | HeapObj::Remote(_)
        | HeapObj::Symbolic(_)
        | HeapObj::Spine { .. }
        | HeapObj::Tree(_)
        | HeapObj::Free(_) => {}
    }
}

fn value(v: &Value, m: &mut Roots) {
    match v {
        Value::Con { fields, .. } => m.addrs(fields),
        Value::Lam { env, .. } => m.env(env),
        Value::Pap { args, .. } => m.addrs(args),
        Value::Prim(crate::reduce::Prim::MutVar(cell)) => m.addr(*cell),
        Value::Prim(crate::reduce::Prim::Array(cells)) => m.addrs(cells),
        Value::Prim(_) | Value::Sym(_) | Value::Type(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::reduce::Prim;

    fn int(n: i64) -> HeapObj {
        HeapObj::Value(Value::Prim(Prim::Int(n)))
    }

    #[test]
    fn frees_what_no_root_reaches_and_reuses_it() {
        let mut st = State::new(Control::Enter(0));
        let root = st.alloc(int(1));
        let garbage = st.alloc(int(2));
        let arg = st.alloc(int(3));
        let pinned = st.alloc(HeapObj::Apply { fun: root, args: Arc::from([arg]) });
        let on_stack = st.alloc(int(4));
        st.pinned = Arc::from([pinned]);
        st.stack.push(Frame::Update(on_stack));
        collect(&mut st);
        assert!(matches!(st.heap.get(garbage), HeapObj::Free(_)));
        for (a, n) in [(root, 1), (arg, 3), (on_stack, 4)] {
            assert!(matches!(st.heap.get(a), HeapObj::Value(Value::Prim(Prim::Int(m))) if *m == n));
        }
        assert!(matches!(st.heap.get(pinned), HeapObj::Apply { .. }));
        assert_eq!(st.heap.live_after_gc(), 4);
        // The freed cell is the next one allocated; the heap does not grow.
        assert_eq!(st.alloc(int(5)), garbage);
        assert_eq!(st.heap.len(), 5);
    }

    /// Note [Constant cells] in `reduce::env`: a constant cell that live cells point to
    /// is neither marked nor freed, collections young and full leave it readable, and
    /// a freed cell's reuse never hands out its address.
    #[test]
    fn constant_cells_outlive_every_collection() {
        let mut st = State::new(Control::Enter(0));
        let c = st.alloc_value(Value::Prim(Prim::Char('A' as u32)));
        assert!(st.heap.is_constant(c) && st.heap.is_empty());
        let dc = crate::ir::NameId(0);
        let boxed =
            st.alloc_value(Value::Con { dc, fields: crate::reduce::value::Fields::from([c]) });
        let garbage = st.alloc(int(1000));
        st.control = Control::Enter(boxed);
        collect(&mut st);
        collect_young(&mut st);
        assert_eq!(st.heap.live_after_gc(), 1);
        assert!(matches!(st.heap.get(c), HeapObj::Value(Value::Prim(Prim::Char(0x41)))));
        assert_eq!(st.alloc(int(1001)), garbage);
    }

    #[test]
    fn a_young_collection_keeps_what_a_written_old_cell_reaches() {
        // `cell` survives a collection (old), then is overwritten to point to a young
        // cell that nothing else reaches: the young collection must keep that cell,
        // through the written old cell alone.
        let mut st = State::new(Control::Enter(0));
        let _control = st.alloc(int(-1));
        let cell = st.alloc(int(0));
        st.pinned = Arc::from([cell]);
        collect(&mut st);
        let young = st.alloc(int(7));
        let young_garbage = st.alloc(int(8));
        st.heap.set(
            cell,
            HeapObj::Value(Value::Con {
                dc: crate::ir::NameId(0),
                fields: crate::reduce::value::Fields::from([young]),
            }),
        );
        collect_young(&mut st);
        assert!(matches!(st.heap.get(young), HeapObj::Value(Value::Prim(Prim::Int(7)))));
        assert!(matches!(st.heap.get(young_garbage), HeapObj::Free(_)));
        // Old garbage stays until a full collection: now nothing reaches `cell` or
        // `young` (both old), and only a full collection frees them.
        st.pinned = Arc::from([]);
        collect_young(&mut st);
        assert!(matches!(st.heap.get(young), HeapObj::Value(_)));
        collect(&mut st);
        assert!(matches!(st.heap.get(young), HeapObj::Free(_)));
        assert!(matches!(st.heap.get(cell), HeapObj::Free(_)));
        assert_eq!(st.heap.live_after_gc(), 1);
    }
}
