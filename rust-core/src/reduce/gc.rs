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

/// Allocations since the last collection, per cell live after it, before the next: a
/// collection marks the live cells, so this bounds its cost per allocation (as GHC's
/// `-F`), at the price of up to `GROWTH + 1` times the live data in memory.
const GROWTH: usize = 3;

/// Collects `st`'s heap if it allocated at least [`GROWTH`] times as many cells since
/// the last collection as were live after it, and at least [`min_allocs`].
pub fn maybe_collect(st: &mut State) {
    if st.heap.allocated_since_gc() >= min_allocs().max(GROWTH * st.heap.live_after_gc()) {
        collect(st);
    }
}

/// Frees every cell `st` cannot reach from its roots.
pub fn collect(st: &mut State) {
    let mut marks = Roots { bits: vec![0; st.heap.len().div_ceil(64)], work: Vec::new() };
    roots(st, &mut marks);
    while let Some(a) = marks.work.pop() {
        heap_obj(st.heap.get(a), &mut marks);
    }
    st.heap.sweep(|a| marks.is_marked(a));
}

/// The collector's marks: what a feature's [`Extension::roots`] adds its addresses to.
pub struct Roots {
    bits: Vec<u64>,
    work: Vec<Addr>,
}

impl Roots {
    fn is_marked(&self, a: Addr) -> bool {
        self.bits.get(a as usize / 64).is_some_and(|w| w & (1 << (a % 64)) != 0)
    }

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
        HeapObj::Blackhole | HeapObj::Remote(_) | HeapObj::Symbolic(_) | HeapObj::Free(_) => {}
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
}
