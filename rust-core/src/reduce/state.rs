//! An execution state: what runs next, the stack, the heap and the path constraint.
//!
//! Forking clones a `State` ([`State::fork`]). The heap, globals and path are persistent
//! structures, so a clone shares them; only the stack (usually short) is copied. A
//! feature's data lives in the state's extension slot ([`Ext`]).

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use imbl::{GenericHashMap, Vector};
use rustc_hash::FxBuildHasher;

use super::conjunct::Threads;
use super::contract::Counterfactuals;
use super::env::{Env, Heap};
use super::gc::Roots;
use super::higher_order::SymFuns;
use super::trace::Trace;
use super::value::{Addr, Head, HeapObj, Value};
use crate::ir::{Alt, Binder, ExprId, IdxRange, NameId};
use crate::smt::term::{Op, Sort, Term, TermRef};

/// What the machine does next.
#[derive(Clone, Debug)]
pub enum Control {
    /// Evaluate an expression in an environment.
    Eval(ExprId, Env),
    /// Force the heap object at an address.
    Enter(Addr),
    /// A value in SWHNF is handed to the top frame.
    Return(Value),
}

/// What a `Guard` frame does with a `False`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// The path is infeasible: `assume False`.
    Assume,
    /// The left side of an assumed `a && b` whose right side runs as a thread: as
    /// `Assume`, and on True the running thread, now past the conjunction, takes this
    /// key, after the right side's (Note [Past a conjunction] in `reduce::conjunct`).
    Conjunction(Arc<[u8]>),
    /// The path crashes: `assert False`.
    Assert,
    /// The path goes on but is marked as violating the user's `--assert` predicate.
    Record,
    /// A symbolic function input's specification (`reduce::higher_order`): False makes
    /// the path infeasible, and so does a crash while it is evaluated.
    Spec,
    /// The path crashes, blaming a call of this function with these arguments: its
    /// contract was violated (in a counterfactual left branch).
    Callee(NameId, Arc<[Addr]>),
    /// A trusted callee's postcondition on its real result (a counterfactual left
    /// branch): False makes the path infeasible, and so does a crash while it is
    /// evaluated (`reduce::contract::Contract::trusted`).
    Trusted,
}

// Note [Frames built in place]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `stack.push(Frame::Apply(a))` builds the frame in a temporary on the native stack
// (a byte for its tag, four for the address) before the capacity check, and then copies
// all 32 bytes into the vector with two 16-byte loads: loads that span several
// smaller stores still in the store buffer cannot be forwarded from it, and each waits
// for them to retire (perf annotate: a fifth of the samples of the fast call path sat
// on that one load). Building the frame after the vector has room (`push_frame`,
// `extend` with a mapped iterator) writes it straight to its place. Used where frames
// are pushed on every call, case and update; measured on the independent programs
// (medians of 3): Sorting 3.19 -> 3.12 s for the call path alone.

#[derive(Clone, Debug)]
pub enum Frame {
    /// Apply the returned function to the argument at this address.
    Apply(Addr),
    Case {
        binder: Binder,
        alts: IdxRange<Alt>,
        env: Env,
    },
    /// Overwrite the thunk at this address with the returned value (call-by-need).
    Update(Addr),
    /// Force the value arguments of a saturated strict call one after another (boxed:
    /// Note [Small frames]).
    Strict(Box<Strict>),
    /// Check the returned Bool.
    Guard(Guard),
    /// Discard the returned value and force this address instead.
    Then(Addr),
    /// Force the returned value to normal form: these addresses are still to be forced;
    /// with `true`, a query's result while checking contracts, untouched input cells
    /// are left as they are (Note [Untouched inputs in a checked result]).
    Deep(Vec<Addr>, bool),
    /// Symbolic function `n` applied to the argument at this address, now in normal
    /// form: pick or make its result (Note [Symbolic functions]).
    Tabulate(u32, Addr),
    /// Marks that the user's assumption has been checked (crashes before it are dropped).
    AssumeChecked,
    /// Marks that a query's result is in normal form and its assertion runs next: a
    /// crash from here on is the assertion's (Note [Crashing predicates] in
    /// `search::query`).
    OutputForced,
    /// Run this array operation on these arguments again: one of its index operands,
    /// a thunk, was just evaluated (Note [Arrays] in `machine/arrays.rs`).
    Array(super::primop::ArrayOp, Arc<[Addr]>),
    /// Crash with the message of an error call, whose argument at this address was
    /// just evaluated (`Machine::raise`).
    Raise(super::builtin::ErrorKind, Addr),
    /// The bottom of a conjunct's thread (`reduce::conjunct`): False ends the path, True
    /// ends the thread.
    Conjunct,
    /// The main thread crashed while conjuncts were running: crash when resumed.
    Crash(String),
    /// A thread reached something the engine cannot run while others were running:
    /// fail with this error when resumed (`reduce::conjunct`).
    Fail(Box<crate::error::Error>),
}

// Note [Small frames]
// ~~~~~~~~~~~~~~~~~~~
// Every step pushes or pops a frame, and a lazy program's stack can be deep (forcing
// the thunk chain of a lazy accumulator pushes frames per element), so a frame is
// kept to 32 bytes: the two large ones, a strict call's arguments and a parked
// thread's error, are boxed. A strict call already allocates (its values), and the
// box is reused as its arguments are forced one after another.

/// A saturated strict call whose value arguments are being forced: `values` holds the
/// values of the first `values.len()` of `args`.
#[derive(Clone, Debug)]
pub struct Strict {
    pub head: Head,
    pub types: Arc<[Addr]>,
    pub args: Arc<[Addr]>,
    pub values: Vec<Value>,
}

/// How a finished path ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The run returned normally.
    Value,
    /// The program crashed (`error`, a failed `assert`, an incomplete pattern, `<<loop>>`).
    /// Boxed, so that a step's result is two words (Note [Small step results]).
    Crash(Box<String>),
    /// An assumption failed: the path is discarded.
    Infeasible,
}

/// An execution state.
///
/// The core is what every run needs: the machine's control and stack, the heap, the
/// path constraint and its symbolic variables, and the run's own flags. What a feature
/// keeps per state is its own type in [`State::ext`], behind [`Extension`]. A clone
/// shares the persistent parts (heap, globals, path, the features' vectors) and copies
/// the stack; a state splits only through [`State::fork`].
#[derive(Clone, Debug)]
pub struct State {
    pub control: Control,
    pub stack: Vec<Frame>,
    pub heap: Heap,
    /// Heap cells of top-level bindings that have been entered (CAFs are shared).
    pub globals: GenericHashMap<NameId, Addr, FxBuildHasher, imbl::shared_ptr::DefaultSharedPtr>,
    /// Path constraint: a conjunction of Bool terms.
    pub path: Vector<TermRef>,
    /// Symbolic machine integers the path fixes to a literal (`x == 3`), by variable
    /// number: Note [Fixed variables] in `reduce::machine::fixed`. Shared until written.
    pub fixed: Arc<crate::smt::Model>,
    /// Whether constraints were added since the last satisfiability check.
    pub unchecked: bool,
    /// Set while the path runs past a split before its solver check: a search may run
    /// a branch before checking it (Note [Speculative branches] in `search::explore`).
    pub speculation: Option<Speculation>,
    /// Set on the branches of a split on an input's size (a list of a symbolic length,
    /// a map of a symbolic size), which a search checks at once even where it
    /// speculates (Note [Speculative branches] in `search::explore`).
    pub sized_split: bool,
    /// The model of the last satisfiable check and the path length it covered; a child
    /// whose newer constraints hold under it needs no solver call.
    pub model: Option<(Arc<crate::smt::Model>, usize)>,
    pub n_steps: u64,
    /// The step count at which the caller next looks at the path (the end of its
    /// quantum, or its budget): a transition that bundles an unbounded number of steps
    /// stops there (Note [Returns through update frames] in `reduce::machine::fast`).
    pub pause_at: u64,
    /// Next fresh symbolic variable; variables are numbered per path.
    pub next_sym: u32,
    /// Sort and type constructor (`Int#`, `Char#`, `Integer` ...) of each symbolic
    /// variable created so far, by number.
    pub sym_types: Vector<(Sort, NameId)>,
    /// How many constructor (or function) choices concretizing symbolic inputs made on
    /// this path: with `next_sym`, the size of the part of the inputs it has fixed.
    pub n_choices: u32,
    /// Symbolic heap cells not yet concretized.
    pub holes: u32,
    /// Set by a `Record` guard that saw `False`.
    pub assert_failed: bool,
    /// Set once the user's assumption held; a crash before that discards the path.
    pub assume_checked: bool,
    /// Set once a query's result is in normal form (`Frame::OutputForced`).
    pub output_forced: bool,
    /// Addresses held outside the state (a query's inputs and output): roots for the
    /// collector (`reduce::gc`).
    pub pinned: Arc<[Addr]>,
    /// Evaluate error messages before crashing (concrete runs only: `Machine::raise`).
    pub explain_crashes: bool,
    /// The features' data.
    pub ext: Ext,
}

/// What a feature keeps in every state: copied when the state splits, and asked by the
/// collector for the heap addresses it holds.
pub trait Extension {
    /// Adds every heap address this feature's data holds to the collector's roots.
    fn roots(&self, roots: &mut Roots);
}

/// The extension slot of a [`State`]: one field per feature, each a type of the
/// feature's own module.
#[derive(Clone, Debug, Default)]
pub struct Ext {
    /// Conjuncts running as threads of the state (`reduce::conjunct`).
    pub threads: Threads,
    /// Counterfactual choices and blame (`reduce::contract`).
    pub contract: Counterfactuals,
    /// What validation needs to replay the path (`reduce::trace`).
    pub trace: Trace,
    /// Symbolic function inputs and their applications (`reduce::higher_order`).
    pub funs: SymFuns,
}

impl Extension for Ext {
    fn roots(&self, roots: &mut Roots) {
        self.threads.roots(roots);
        self.contract.roots(roots);
        self.trace.roots(roots);
        self.funs.roots(roots);
    }
}

/// A branch that runs before its solver check: the step count at the split where its
/// unchecked stretch began, and a count of the live states of its unchecked subtree (the
/// branches of that split and of the splits below it that are neither checked nor gone).
/// The count is kept by the token itself: a clone (a fork, or a copy queued) adds one,
/// a drop (the state ended, was dropped, or was checked) takes one away. Used only to
/// decide when to check (Note [Speculative branches]); no result depends on it.
#[derive(Debug)]
pub struct Speculation {
    pub since: u64,
    live: Arc<AtomicU32>,
}

impl Speculation {
    /// The first state of a new unchecked subtree.
    pub fn start(since: u64) -> Self {
        Speculation { since, live: Arc::new(AtomicU32::new(1)) }
    }

    /// The live states of this state's unchecked subtree, itself included.
    pub fn live(&self) -> u32 {
        self.live.load(Ordering::Relaxed)
    }
}

impl Clone for Speculation {
    fn clone(&self) -> Self {
        self.live.fetch_add(1, Ordering::Relaxed);
        Speculation { since: self.since, live: self.live.clone() }
    }
}

impl Drop for Speculation {
    fn drop(&mut self) {
        self.live.fetch_sub(1, Ordering::Relaxed);
    }
}

impl State {
    pub fn new(control: Control) -> Self {
        State {
            control,
            stack: Vec::new(),
            heap: Heap::default(),
            globals: GenericHashMap::with_hasher(FxBuildHasher),
            path: Vector::new(),
            fixed: Arc::default(),
            unchecked: false,
            speculation: None,
            sized_split: false,
            model: None,
            n_steps: 0,
            pause_at: u64::MAX,
            next_sym: 0,
            sym_types: Vector::new(),
            n_choices: 0,
            holes: 0,
            assert_failed: false,
            assume_checked: true,
            output_forced: false,
            pinned: Arc::from([]),
            explain_crashes: false,
            ext: Ext::default(),
        }
    }

    /// A successor of this state where it splits: every split of the machine makes its
    /// branches with this. The clone shares the persistent parts and copies the stack
    /// and every feature's data.
    pub fn fork(&self) -> Self {
        self.clone()
    }

    /// Pushes the frame `make` builds, written straight into the stack (Note [Frames
    /// built in place]).
    #[inline(always)]
    pub fn push_frame(&mut self, make: impl FnOnce() -> Frame) {
        // `once_with` is a trusted length: `extend` reserves, then calls `make`.
        self.stack.extend(std::iter::once_with(make));
    }

    pub fn alloc(&mut self, obj: HeapObj) -> Addr {
        self.holes += u32::from(obj.is_unforced_input());
        self.heap.alloc(obj)
    }

    /// A lower bound on the size of any input this path can end with: the constructors
    /// and primitive variables fixed so far, plus one for each part not yet looked at.
    pub fn input_size(&self) -> u32 {
        self.n_choices + self.next_sym + self.holes
    }

    /// A cell holding `v`: a constant cell if there is one (Note [Constant cells]).
    pub fn alloc_value(&mut self, v: Value) -> Addr {
        if let Some(a) = Heap::constant_of(&v) {
            return a;
        }
        self.heap.alloc(HeapObj::Value(v))
    }

    pub fn fresh_sym(&mut self, sort: Sort, tycon: NameId) -> TermRef {
        let id = self.next_sym;
        self.next_sym += 1;
        self.sym_types.push_back((sort, tycon));
        Arc::new(Term::Var(id, sort))
    }

    /// Marks the path as satisfiable: it was checked, or follows from a check.
    pub fn checked(&mut self) {
        self.unchecked = false;
        self.speculation = None;
    }

    pub fn constrain(&mut self, t: TermRef) {
        match &*t {
            Term::Bool(true) => {}
            _ => {
                if let Some((var, value)) = fixes(&t) {
                    Arc::make_mut(&mut self.fixed).values.entry(var).or_insert(value);
                }
                self.path.push_back(t);
                self.unchecked = true;
            }
        }
    }
}

/// The machine integer variable a constraint `x == literal` (or `x + c == literal`: a
/// length of an input past its first cells, Note [Lengths of inputs]) fixes, and its
/// literal.
fn fixes(t: &Term) -> Option<(u32, crate::smt::ModelValue)> {
    let Term::App(Op::Eq, _, args) = t else { return None };
    let (x, k) = match (&*args[0], &*args[1]) {
        (x, Term::Bv64(k)) | (Term::Bv64(k), x) => (x, *k),
        _ => return None,
    };
    match crate::smt::interval::affine(x)? {
        // Machine arithmetic wraps, and so does the solver's.
        (Some(x), c) => Some((x, crate::smt::ModelValue::Bits(k.wrapping_sub(c)))),
        (None, _) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::Speculation;

    /// The count of a subtree follows its tokens: two branches of a split, one of which
    /// splits in two and the other ends, leave two live states.
    #[test]
    fn a_subtree_counts_its_live_tokens() {
        let parent = Speculation::start(7);
        let (left, right) = (parent.clone(), parent.clone());
        drop(parent);
        assert_eq!(left.live(), 2);
        let (left_a, left_b) = (left.clone(), left.clone());
        drop(left);
        assert_eq!(right.live(), 3);
        drop(right);
        assert_eq!((left_a.live(), left_b.since), (2, 7));
    }
}
