//! An execution state: what runs next, the stack, the heap and the path constraint.
//!
//! Forking clones a `State`. The heap, globals and path are persistent structures, so a
//! clone shares them; only the stack (usually short) is copied.

use std::sync::Arc;

use imbl::{GenericHashMap, Vector};
use rustc_hash::FxBuildHasher;

use super::env::{Env, Heap};
use super::value::{Addr, Concrete, Head, HeapObj, Value};
use crate::ir::{Alt, Binder, Expr, NameId};
use crate::smt::term::{Sort, Term, TermRef};

/// What the machine does next.
#[derive(Clone, Debug)]
pub enum Control<'a> {
    /// Evaluate an expression in an environment.
    Eval(&'a Expr<'a>, Env),
    /// Force the heap object at an address.
    Enter(Addr),
    /// A value in SWHNF is handed to the top frame.
    Return(Value<'a>),
}

/// What a `Guard` frame does with a `False`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// The path is infeasible: `assume False`.
    Assume,
    /// The path crashes: `assert False`.
    Assert,
    /// The path goes on but is marked as violating the user's `--assert` predicate.
    Record,
    /// The path crashes, blaming a call of this function with these arguments: its
    /// contract was violated (in a counterfactual left branch).
    Callee(NameId, Arc<[Addr]>),
}

#[derive(Clone, Debug)]
pub enum Frame<'a> {
    /// Apply the returned function to the argument at this address.
    Apply(Addr),
    Case {
        binder: Binder<'a>,
        alts: &'a [Alt<'a>],
        env: Env,
    },
    /// Overwrite the thunk at this address with the returned value (call-by-need).
    Update(Addr),
    /// Force the value arguments of a saturated strict call one after another.
    Strict {
        head: Head,
        types: Arc<[Addr]>,
        args: Arc<[Addr]>,
        values: Vec<Value<'a>>,
    },
    /// Check the returned Bool.
    Guard(Guard),
    /// Discard the returned value and force this address instead.
    Then(Addr),
    /// Force the returned value to normal form: these addresses are still to be forced.
    Deep(Vec<Addr>),
    /// Marks that the user's assumption has been checked (crashes before it are dropped).
    AssumeChecked,
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
    Fail(crate::error::Error),
}

/// How a finished path ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The run returned normally.
    Value,
    /// The program crashed (`error`, a failed `assert`, an incomplete pattern, `<<loop>>`).
    Crash(String),
    /// An assumption failed: the path is discarded.
    Infeasible,
}

#[derive(Clone, Debug)]
pub struct State<'a> {
    pub control: Control<'a>,
    pub stack: Vec<Frame<'a>>,
    pub heap: Heap<'a>,
    /// Heap cells of top-level bindings that have been entered (CAFs are shared).
    pub globals: GenericHashMap<NameId, Addr, FxBuildHasher, imbl::shared_ptr::DefaultSharedPtr>,
    /// Path constraint: a conjunction of Bool terms.
    pub path: Vector<TermRef>,
    /// Whether constraints were added since the last satisfiability check.
    pub unchecked: bool,
    /// The model of the last satisfiable check and the path length it covered; a child
    /// whose newer constraints hold under it needs no solver call.
    pub model: Option<(Arc<crate::smt::Model>, usize)>,
    pub n_steps: u64,
    /// Next fresh symbolic variable; variables are numbered per path.
    pub next_sym: u32,
    /// Sort and type constructor (`Int#`, `Char#`, `Integer` ...) of each symbolic
    /// variable created so far, by number.
    pub sym_types: Vector<(Sort, NameId)>,
    /// Set by a `Record` guard that saw `False`.
    pub assert_failed: bool,
    /// Set once the user's assumption held; a crash before that discards the path.
    pub assume_checked: bool,
    /// Symbolic generator results, in the order the path created them.
    pub generated: Vector<Addr>,
    /// Right choices of counterfactual calls on this path, in order.
    pub abstractions: Vector<super::contract::Abstraction>,
    /// The call whose contract this path violated, if it crashed that way.
    pub blame: Option<(NameId, Arc<[Addr]>)>,
    /// The top-level binding most recently entered, for error messages.
    pub last_global: Option<NameId>,
    /// Higher-order symbolic inputs and the top-level function each was resolved to.
    pub chosen_functions: Vector<(Addr, NameId)>,
    /// The branch each `choose` on this path took (0 left, 1 right), in order.
    pub choices: Vector<u8>,
    /// In a concrete replay: the values the generators take, in creation order.
    pub replay: Option<Arc<[Concrete]>>,
    /// In a concrete replay: the branches `choose` takes, in order.
    pub replay_choices: Option<Arc<[u8]>>,
    /// How many counterfactual right choices this path made (reserved for refinement checking).
    pub n_abstractions: u32,
    /// Addresses held outside the state (a query's inputs and output): roots for the
    /// collector (`reduce::gc`).
    pub pinned: Arc<[Addr]>,
    /// Evaluate error messages before crashing (concrete runs only: `Machine::raise`).
    pub explain_crashes: bool,
    /// How many constructor (or function) choices concretizing symbolic inputs made on
    /// this path: with `next_sym`, the size of the part of the inputs it has fixed.
    pub n_choices: u32,
    /// Symbolic heap cells not yet concretized.
    pub holes: u32,
    /// Whether an assumed `a && b` runs its conjuncts as threads (`reduce::conjunct`).
    pub conjunctive: bool,
    /// The threads that are not running.
    pub threads: Vec<super::conjunct::Parked<'a>>,
    /// The step at which the running thread is preempted, while others are parked.
    pub preempt_at: u64,
    /// The running thread's place in the conjunction: spawning appends 0 to it and 1 to
    /// the new thread's, so keys order threads left to right.
    pub thread_key: Vec<u8>,
}

impl<'a> State<'a> {
    pub fn new(control: Control<'a>) -> Self {
        State {
            control,
            stack: Vec::new(),
            heap: Heap::default(),
            globals: GenericHashMap::with_hasher(FxBuildHasher),
            path: Vector::new(),
            unchecked: false,
            model: None,
            n_steps: 0,
            next_sym: 0,
            sym_types: Vector::new(),
            assert_failed: false,
            assume_checked: true,
            generated: Vector::new(),
            chosen_functions: Vector::new(),
            last_global: None,
            abstractions: Vector::new(),
            blame: None,
            replay: None,
            choices: Vector::new(),
            replay_choices: None,
            n_abstractions: 0,
            pinned: Arc::from([]),
            explain_crashes: false,
            n_choices: 0,
            holes: 0,
            conjunctive: false,
            threads: Vec::new(),
            preempt_at: 0,
            thread_key: Vec::new(),
        }
    }

    pub fn alloc(&mut self, obj: HeapObj<'a>) -> Addr {
        self.holes += u32::from(matches!(obj, HeapObj::Symbolic(_)));
        self.heap.alloc(obj)
    }

    /// A lower bound on the size of any input this path can end with: the constructors
    /// and primitive variables fixed so far, plus one for each part not yet looked at.
    pub fn input_size(&self) -> u32 {
        self.n_choices + self.next_sym + self.holes
    }

    pub fn alloc_value(&mut self, v: Value<'a>) -> Addr {
        self.heap.alloc(HeapObj::Value(v))
    }

    pub fn fresh_sym(&mut self, sort: Sort, tycon: NameId) -> TermRef {
        let id = self.next_sym;
        self.next_sym += 1;
        self.sym_types.push_back((sort, tycon));
        Arc::new(Term::Var(id, sort))
    }

    pub fn constrain(&mut self, t: TermRef) {
        match &*t {
            Term::Bool(true) => {}
            _ => {
                self.path.push_back(t);
                self.unchecked = true;
            }
        }
    }
}
