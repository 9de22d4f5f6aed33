//! Assumed conjunctions run in parallel: an order-insensitive `&&`.
//!
//! Where a path only goes on if a Bool is True (under an `assume` guard: a G2Q
//! predicate, a `--assume` predicate), `a && b` is True exactly when both `a` and `b`
//! are. So with [`Threads::enabled`] set, evaluating `case a of {False -> False; True
//! -> b}` in such a place does not wait for `a`: `a` goes on in the running thread under
//! an assume guard, and `b` becomes a new *thread* of the same state, with its own
//! control and stack and the state's heap. A thread that returns False ends the path
//! (`Outcome::Infeasible`); one that returns True is done. `all p xs`, `and`, derived
//! `==` on constructors, all reach `&&`, so every conjunct of a predicate becomes a
//! thread.
//!
//! A thread runs until it would split the state; then a more urgent thread runs first:
//! 0. a thread that can run without splitting (it may end the path at no cost),
//! 1. a thread about to choose a constructor of a symbolic input (no solver call),
//! 2. a thread about to filter: branch where one side ends the path (Note [Filters go
//!    first]),
//! 3. a thread about to branch on a symbolic primitive (a solver call per branch).
//!
//! The split happens when no parked thread is more urgent; among equally urgent threads
//! the leftmost conjunct splits first, as in sequential evaluation (a range check
//! before a recursive computation on the same variable). So a path is cut as soon as
//! any conjunct is False, and the shape of the inputs (a list's length) is fixed before
//! the primitive constraints on them are explored, whatever the order of the
//! conjuncts. A thread is preempted after [`SLICE`] steps, so one that runs for a long
//! time without splitting cannot hold up the others' splits forever.
//!
//! Invariants:
//! - Only the value True flows past a spawning point, and only paths on which every
//!   thread returned True finish: the result of a finished path is the one sequential
//!   evaluation gives (paths on which sequential evaluation gives False, crashes or
//!   loops are infeasible either way). A crash in a conjunct thread ends the path as
//!   infeasible; a crash of the main thread waits for the conjuncts. A thread that
//!   reaches something the engine cannot run waits too: its error stands unless another
//!   thread returns False (then the conjunction is not True whatever it would do).
//! - Threads share thunks. Entering a blackhole that a parked thread is evaluating (its
//!   stack holds the `Update`) blocks until that thread updates it; when only blocked
//!   threads remain they wait on each other, which sequential evaluation would report as
//!   `<<loop>>`: the path is infeasible.
//! - Concrete runs (validation) never set `enabled`, and programs that use
//!   `G2.Symbolic`'s generators or `choose` never do (their replay follows creation
//!   order, which threads would change): concrete semantics are untouched.

use std::sync::Arc;

use super::builtin::Builtin;
use super::gc::Roots;
use super::machine::{Machine, Step};
use super::primop::PrimOp;
use super::state::{Control, Extension, Frame, Guard, Outcome, State};
use super::value::{Addr, Head, HeapObj, Value};
use crate::ir::{AltCon, Expr, ExprId};
use crate::smt::eval::eval;
use crate::smt::term::{Op, Sort, Term};

/// A state's conjunct threads: the running thread is the state's own control and
/// stack; these are the others, and how the running one is scheduled.
#[derive(Clone, Debug, Default)]
pub struct Threads {
    /// Whether an assumed `a && b` runs its conjuncts as threads.
    pub enabled: bool,
    /// The threads that are not running.
    pub parked: Vec<Parked>,
    /// The step at which the running thread is preempted, while others are parked.
    pub preempt_at: u64,
    /// The running thread's place in the conjunction: spawning appends 0 to it and 1 to
    /// the new thread's, so keys order threads left to right; past the conjunction the
    /// running thread takes `k ++ [2]` (Note [Past a conjunction]).
    pub key: Vec<u8>,
    /// The path's last split was a constructor choice: a branch waits no longer
    /// (Note [Choices do not starve branches]).
    pub after_choice: bool,
    /// The splits the path has made (Note [Splits take turns]).
    pub splits: u64,
    /// The split count when the running thread last split or was spawned: how long it
    /// has waited to split, kept across parking and resuming.
    pub since: u64,
}

impl Extension for Threads {
    /// Each parked thread's control and stack, and the address it waits to enter.
    fn roots(&self, roots: &mut Roots) {
        for parked in &self.parked {
            roots.thread(&parked.control, &parked.stack);
            if let Wait::Enter(a) = parked.wait {
                roots.addr(a);
            }
        }
    }
}

/// Steps a thread runs before it is preempted while others are parked.
pub const SLICE: u64 = 2_000;

/// A thread that is not running.
#[derive(Clone, Debug)]
pub struct Parked {
    pub control: Control,
    pub stack: Vec<Frame>,
    pub wait: Wait,
    /// The thread's place in the conjunction, left to right (see [`Threads::key`]).
    pub key: Vec<u8>,
    /// The path's split count when it parked (Note [Splits take turns]).
    pub since: u64,
}

/// What a parked thread is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wait {
    /// Nothing: it can run.
    Ready,
    /// Preempted: it runs when no other thread can, and after the next split.
    Busy,
    /// Entering this address: a symbolic input whose constructor is to be chosen, or a
    /// blackhole another thread is evaluating (then it cannot run yet).
    Enter(Addr),
    /// A branch on a symbolic primitive.
    Branch,
    /// The main thread, finished: its result waits for the conjuncts.
    Finished,
}

/// Urgency of a split (ranked by `Threads::rank`): a constructor choice, a filter
/// (Note [Filters go first]), a branch on a symbolic primitive.
pub const CHOICE: u8 = 2;
pub const FILTER: u8 = 3;
pub const BRANCH: u8 = 4;
/// Urgency of a preempted thread, and of a finished main thread.
const BUSY: u8 = 5;
const FINISHED: u8 = 6;

// Note [Choices do not starve branches]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Choices go before branches so that inputs take their shape first. But a conjunct
// that only grows an input (`sum ys == 10` choosing cons after cons) would then starve
// the conjunct that bounds it (`isPerm ys [1,2]`, whose bound is a branch on each
// element): its path grew until the step limit, so an unsatisfiable query never ended,
// while `(p ys) == True`, which is no conjunction, ended in 19 states. So right after
// a choice, a waiting branch goes first, and then choices again: when both wait, they
// alternate, and a bounding conjunct keeps up with a growing one, whatever their order.

// Note [Splits take turns]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// Among threads as urgent the leftmost went first, always. Two conjuncts walking the
// same list, `all (> 200) xs && all (< 100) xs`, each split per element into a branch on
// the element and the rest of the list: the left conjunct's branch on x1, its choice of
// the next cell, its branch on x2 ... each came from a thread to the left of the right
// conjunct's branch on x1, which would have ended the path at once but never ran: the
// path grew until the step limit, and an unsatisfiable predicate never ended (a length
// bound in a third conjunct did not help). So a thread that has waited through
// STARVED splits of the path goes before those as urgent that have not: left to right,
// unless a thread has been passed over that often.
//
// The left-to-right order is what makes most searches fast (a cheap range check splits
// before an expensive `nub`), so STARVED only breaks a wait that would otherwise last
// forever. Measured on bench/run.py --g2q: with 4, 8-queens written with `nub` took 6.4 s
// instead of 0.14 s, with 16 20 s (the waiting thread that goes first is the expensive
// one); from 64 on, every row as before, and the list above is none-exist in 131
// states (6,331 steps; it was cut at the step limit, 20,000 per path).

// Note [Past a conjunction]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// The running thread evaluates the left side `a` of `a && b` (key `k ++ [0]`) while `b`
// waits as a thread (`k ++ [1]`). When `a` returns True the running thread goes on past
// the conjunction, with what follows it: after a `--assume` predicate, the function
// itself. Keeping `k ++ [0]` there put everything after the conjunction before `b`, so
// with `--assume '\n r -> n > 1 && n < 100'` the function's splits on an unbounded `n`
// came before the bound (each check a Z3 call with a quotient per divisor in a
// perfect-number test: none within 20 s), where `n < 100 && n > 1` bounded it first
// (both perfect numbers and every path in 0.8 s). So the guard of `a` carries the key
// `k ++ [2]`, which the thread takes on True: what follows a conjunction comes after
// both its sides, as in sequential evaluation.

// Note [Filters go first]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// A conjunct `n < 100` branches on a symbolic comparison whose Bool goes straight to
// the conjunction: its False side ends the path at once, so the split only cuts, and
// never adds a state. Ranked as a branch, it waited behind the branches of conjuncts to
// its left: with `--assume '\n r -> r && n < 100 && n > 1'` (the function's result
// first) the perfect-number test split on an unbounded n, each split a solver call with
// a quotient per divisor, and found one of the two below 100 in 30 s, where `n < 100 &&
// n > 1 && r` found both and explored every path in 1 s.
//
// So a *filter* on one variable goes before the other branches: a branch on the value
// of `tagToEnum#` or of an Integer comparison, or a case with at most one alternative
// that is not a Bool the rest of the thread drops, where the rest takes the Bool to a
// guard (`assumed`: only True goes on), possibly through cases that map Bools to Bools
// (`not (n >= 100)`: only False goes on), and whose condition has at most one variable.
// Such bounds are what interval reasoning decides without Z3, and they cut the splits
// of the other conjuncts as they do when written first. Choices still go first (the
// shape of the inputs before constraints on them), and after a choice a filter goes
// before the branch that would go first (Note [Choices do not starve branches]); a
// filter leaves that alternation as it was, since it adds no state. As urgent as a
// thread that runs without splitting, a filter split before the other conjuncts had
// taken their shape: the CLI's n-queens with `n == 4 && ...` took 693 states where it
// took 139.
//
// Filters relating two variables stay branches: `abs (q - p) /= d` in n-queens is
// cheap once another conjunct's `q `elem` [1 .. n]` has fixed q and p, and a solver
// constraint before.

/// Splits a parked thread may be passed over by threads as urgent to its right.
const STARVED: u64 = 64;

impl Threads {
    /// The urgency a split of this kind has now: after a choice, branches go first.
    fn rank(&self, urgency: u8) -> u8 {
        match urgency {
            FILTER if self.after_choice => 1,
            CHOICE if self.after_choice => BRANCH,
            BRANCH if self.after_choice => CHOICE,
            u => u,
        }
    }

    /// The order of a thread of this urgency and key that has waited since the path's
    /// split `since` (parked or not), among those waiting: more urgent first, then one
    /// that has waited through STARVED splits, then the leftmost (Note [Splits take
    /// turns]).
    fn order<'k>(&self, urgency: u8, since: u64, key: &'k [u8]) -> (u8, bool, &'k [u8]) {
        (urgency, self.splits - since < STARVED, key)
    }

    /// A split by the running thread happens now.
    fn split(&mut self, urgency: u8) {
        // A filter adds no state: what comes after it is what came before.
        if urgency != FILTER {
            self.after_choice = urgency == CHOICE;
        }
        self.splits += 1;
        self.since = self.splits;
    }
}

impl<'p> Machine<'p> {
    /// If `alts` are those of `a && b` (`False -> False`, `True -> b`), the `True` side.
    pub(super) fn conjunction(&self, alts: &[crate::ir::Alt]) -> Option<ExprId> {
        let (t, f) = (self.known.true_con?, self.known.false_con?);
        let is_false = |e: ExprId| self.bool_literal(e) == Some(false);
        let mut rest = None;
        let mut false_dead = false;
        for alt in alts {
            match alt.con {
                AltCon::Data(d) if d == t => rest = Some(alt.rhs),
                AltCon::Data(d) if d == f => false_dead = is_false(alt.rhs),
                AltCon::Default => {
                    if rest.is_none()
                        && !alts.iter().any(|a| matches!(a.con, AltCon::Data(d) if d == t))
                    {
                        rest = Some(alt.rhs);
                    } else {
                        false_dead = is_false(alt.rhs);
                    }
                }
                _ => return None,
            }
        }
        let rest = rest?;
        // `case a of True -> True` is just `a`.
        (false_dead && self.bool_literal(rest) != Some(true)).then_some(rest)
    }

    /// Starts `rest` as a new thread; the running thread goes on with `first` under an
    /// assume guard. Called only where the stack is [`assumed`].
    pub(super) fn spawn(&self, st: &mut State, first: Control, rest: Control) {
        if st.ext.threads.parked.is_empty() {
            st.ext.threads.preempt_at = st.n_steps + SLICE;
        }
        // Note [Past a conjunction]
        let prefix = st.ext.threads.key.clone();
        let key = [&prefix[..], &[1]].concat();
        let past: Arc<[u8]> = [&prefix[..], &[2]].concat().into();
        st.ext.threads.key.push(0);
        st.ext.threads.parked.push(Parked {
            control: rest,
            stack: vec![Frame::Conjunct],
            wait: Wait::Ready,
            key,
            since: st.ext.threads.splits,
        });
        st.stack.push(Frame::Guard(Guard::Conjunction(past)));
        st.control = first;
    }

    /// The urgency of a parked thread; `None` if it cannot run (blocked on a blackhole).
    fn urgency(&self, st: &State, t: &Parked) -> Option<u8> {
        self.base_urgency(st, t).map(|u| st.ext.threads.rank(u))
    }

    fn base_urgency(&self, st: &State, t: &Parked) -> Option<u8> {
        Some(match t.wait {
            Wait::Ready => 0,
            Wait::Enter(a) => match st.heap.get(a) {
                HeapObj::Blackhole => return None,
                HeapObj::Symbolic(_) => CHOICE,
                // A length the path fixed: entering it does not split.
                HeapObj::Spine { len, .. } if crate::smt::eval::eval(len, &st.fixed).is_some() => 0,
                HeapObj::Spine { .. } => CHOICE,
                HeapObj::Tree(t) if crate::smt::eval::eval(&t.size, &st.fixed).is_some() => 0,
                HeapObj::Tree(_) => CHOICE,
                _ => 0,
            },
            // A branch on a value the path has fixed since it parked runs without
            // splitting (Note [Fixed variables] in `reduce::machine::fixed`).
            Wait::Branch => match (&t.control, t.stack.split_last()) {
                (Control::Return(Value::Sym(v)), _) if eval(v, &st.fixed).is_some() => 0,
                // Note [Filters go first]
                (Control::Return(v), Some((frame, rest))) if self.filters(frame, rest, v) => FILTER,
                _ => BRANCH,
            },
            Wait::Busy => BUSY,
            Wait::Finished => FINISHED,
        })
    }

    /// The parked thread to run next: the most urgent; among equals, one passed over
    /// too often, the leftmost (Note [Splits take turns]).
    fn most_urgent(&self, st: &State) -> Option<(usize, u8)> {
        let threads = &st.ext.threads;
        let order = |i: usize, u: u8| {
            let t = &threads.parked[i];
            threads.order(u, t.since, &t.key)
        };
        let mut best: Option<(usize, u8)> = None;
        for (i, t) in threads.parked.iter().enumerate() {
            if let Some(u) = self.urgency(st, t) {
                if best.is_none_or(|(j, b)| order(i, u) < order(j, b)) {
                    best = Some((i, u));
                }
            }
        }
        best
    }

    fn park(st: &mut State, control: Control, wait: Wait) {
        let stack = std::mem::take(&mut st.stack);
        let key = std::mem::take(&mut st.ext.threads.key);
        let since = st.ext.threads.since;
        st.ext.threads.parked.push(Parked { control, stack, wait, key, since });
    }

    /// Runs the most urgent parked thread (the running one has been parked or ended).
    /// When none can run but a finished main thread, and others are blocked, the
    /// threads wait on each other: the path is infeasible.
    pub(super) fn switch(&self, st: &mut State) -> Step {
        // A thread that failed, else one that crashed.
        let failed = || {
            let parked = &st.ext.threads.parked;
            let ended =
                |f: fn(&Frame) -> bool| parked.iter().position(|t| t.stack.last().is_some_and(f));
            ended(|f| matches!(f, Frame::Fail(_)))
                .or_else(|| ended(|f| matches!(f, Frame::Crash(_))))
        };
        match self.most_urgent(st) {
            Some((i, u)) if u < FINISHED || st.ext.threads.parked.len() == 1 => self.resume(st, i),
            // Nothing can run, and a thread failed: whether the conjunction is True is
            // unknown, so the failure stands (never a silent "infeasible"); else a crash
            // stands, every other thread True or waiting for a thunk the crash left.
            _ => match failed() {
                Some(i) => {
                    // The failure ends the path: with the threads that cannot run gone,
                    // its error is not parked again (it was, back and forth between two
                    // failed threads, to the step limit).
                    st.ext.threads.parked.swap(0, i);
                    st.ext.threads.parked.truncate(1);
                    self.resume(st, 0)
                }
                None => Step::Done(Outcome::Infeasible),
            },
        }
    }

    fn resume(&self, st: &mut State, i: usize) -> Step {
        let t = st.ext.threads.parked.remove(i);
        st.control = t.control;
        st.stack = t.stack;
        st.ext.threads.key = t.key;
        st.ext.threads.since = t.since;
        st.ext.threads.preempt_at = st.n_steps + SLICE;
        Step::Continue
    }

    /// Before the running thread splits with this urgency (`control` redoes the step
    /// that splits): parks it and returns true if a parked thread is more urgent, or as
    /// urgent and to its left (so that, when every thread waits to split, they split in
    /// the order sequential evaluation would). Otherwise the split happens, and
    /// preempted threads may run again after it.
    pub(super) fn defer_split(
        &self,
        st: &mut State,
        urgency: u8,
        control: Control,
        wait: Wait,
    ) -> bool {
        if st.ext.threads.parked.is_empty() {
            st.ext.threads.split(urgency);
            return false;
        }
        let threads = &st.ext.threads;
        let rank = threads.rank(urgency);
        let running = threads.order(rank, threads.since, &threads.key);
        let before = |(i, u): (usize, u8)| {
            let t = &threads.parked[i];
            threads.order(u, t.since, &t.key) < running
        };
        if self.most_urgent(st).is_some_and(before) {
            Self::park(st, control, wait);
            let _ = self.switch(st);
            return true;
        }
        for t in st.ext.threads.parked.iter_mut().filter(|t| t.wait == Wait::Busy) {
            t.wait = Wait::Ready;
        }
        st.ext.threads.split(urgency);
        false
    }

    /// Whether a branch on the symbolic `v`, returned to `frame`, waits while another
    /// thread runs (`defer_split` at `BRANCH` urgency); if so, `frame` is back on the
    /// stack for when it resumes.
    pub(super) fn defer_branch(&self, st: &mut State, frame: Frame, v: &Value) -> bool {
        // Note [Filters go first]
        let urgency = if self.filters(&frame, &st.stack, v) { FILTER } else { BRANCH };
        st.stack.push(frame);
        if self.defer_split(st, urgency, Control::Return(v.clone()), Wait::Branch) {
            return true;
        }
        st.stack.pop();
        false
    }

    /// Whether a branch on `v`, the symbolic value `frame` receives with `rest` below it,
    /// is a filter that bounds one variable (Note [Filters go first]): at most one of
    /// its sides can let the path go on.
    fn filters(&self, frame: &Frame, rest: &[Frame], v: &Value) -> bool {
        let Value::Sym(t) = v else { return false };
        let Some(live) = self.live_bools(rest) else { return false };
        match frame {
            // The Bool of a comparison's Int# (`isTrue# (x <# 100#)`, a Bool since
            // `rest` takes one), or of a comparison of Integers.
            Frame::Strict(strict) => {
                let bound = match strict.head {
                    Head::PrimOp(PrimOp::TagToEnum) => {
                        matches!(&**t, Term::App(Op::Ite, _, parts) if parts[0].is_bound())
                    }
                    Head::Builtin(Builtin::IntegerCmp(..)) => {
                        let operands = || strict.values.iter().chain([v]);
                        operands().filter(|o| matches!(o, Value::Prim(_))).count() == 1
                            && operands().any(|o| matches!(o, Value::Sym(x) if x.is_offset_var()))
                    }
                    _ => false,
                };
                bound && !(live[0] && live[1])
            }
            Frame::Case { alts, .. } => {
                let bound = match t.sort() {
                    Sort::Bool => t.is_bound(),
                    // Literal alternatives: each compares `t` with a constant.
                    _ => t.is_offset_var(),
                };
                let alts = &self.program[*alts];
                let live_alts = alts
                    .iter()
                    .filter(|a| self.bool_literal(a.rhs).is_none_or(|b| live[b as usize]))
                    .count();
                bound && live_alts <= 1 && alts.len() > 1
            }
            _ => false,
        }
    }

    /// Which Bools returned into `stack` can let the path go on, as `[False, True]`:
    /// only True into a guard (`assumed`), and through a case on the Bool whose
    /// alternatives are Bools (`not`), what they map to. `None` when the stack takes
    /// other values, or does more with them.
    fn live_bools(&self, stack: &[Frame]) -> Option<[bool; 2]> {
        if assumed(stack) {
            return Some([false, true]);
        }
        let top = stack.iter().rposition(|f| !matches!(f, Frame::Update(_)))?;
        let Frame::Case { alts, .. } = &stack[top] else { return None };
        let below = self.live_bools(&stack[..top])?;
        let (t, f) = (self.known.true_con?, self.known.false_con?);
        let alts = &self.program[*alts];
        let on_bool = |a: &crate::ir::Alt| match a.con {
            AltCon::Data(d) => d == t || d == f,
            AltCon::Default => true,
            _ => false,
        };
        if !alts.iter().all(on_bool) {
            return None;
        }
        let mut live = [false; 2];
        for (b, con) in [(false, f), (true, t)] {
            let alt = alts
                .iter()
                .find(|a| matches!(a.con, AltCon::Data(d) if d == con))
                .or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)))?;
            live[b as usize] = self.bool_literal(alt.rhs).is_none_or(|c| below[c as usize]);
        }
        Some(live)
    }

    /// The Bool `e` is, if it is the constructor `True` or `False`.
    fn bool_literal(&self, e: ExprId) -> Option<bool> {
        let program = self.program;
        match program[program.nodes.under_ticks_and_casts(e)] {
            Expr::Var(x) if Some(x) == self.known.true_con => Some(true),
            Expr::Var(x) if Some(x) == self.known.false_con => Some(false),
            _ => None,
        }
    }

    /// Preempts the running thread when its slice is over; returns the step if it did.
    pub(super) fn preempt(&self, st: &mut State) -> Option<Step> {
        if st.ext.threads.parked.is_empty() || st.n_steps < st.ext.threads.preempt_at {
            return None;
        }
        let control = std::mem::replace(
            &mut st.control,
            Control::Return(Value::Prim(super::value::Prim::Int(0))),
        );
        Self::park(st, control, Wait::Busy);
        Some(self.switch(st))
    }

    /// Entering a blackhole: if a parked thread is evaluating it, wait for that thread.
    pub(super) fn wait_for(&self, st: &mut State, addr: Addr) -> Option<Step> {
        let owned = st
            .ext
            .threads
            .parked
            .iter()
            .any(|t| t.stack.iter().any(|f| matches!(f, Frame::Update(a) if *a == addr)));
        if !owned {
            return None;
        }
        Self::park(st, Control::Enter(addr), Wait::Enter(addr));
        Some(self.switch(st))
    }

    /// The main thread returned `v` with conjuncts still running: it waits for them.
    pub(super) fn main_finished(&self, st: &mut State, v: Value) -> Step {
        Self::park(st, Control::Return(v), Wait::Finished);
        self.switch(st)
    }

    /// A thread reached something the engine cannot run while threads exist. Sequential
    /// evaluation might never have got there (a conjunct to its left False), and if any
    /// thread returns False the conjunction is not True whatever this one would do: the
    /// error stands only once every other thread returned True, so it waits for them.
    pub(super) fn failed(&self, st: &mut State, e: crate::error::Error) -> Step {
        self.end_later(st, Frame::Fail(Box::new(e)))
    }

    /// A crash while threads exist stands only if every other thread returns True, so
    /// it waits for them: a conjunct's crash on the right of `&&` is one Haskell reaches
    /// only when the left is True (`length xs <= 3 && minimum xs >= 0` on `[]` crashes,
    /// `not (null xs) && minimum xs >= 0` is False). It made the path infeasible at once,
    /// and an --assert search whose assumption crashed so said "no violation exists"
    /// (Note [Crashing predicates] in `search::query`).
    pub(super) fn crashed(&self, st: &mut State, msg: String) -> Step {
        self.end_later(st, Frame::Crash(msg))
    }

    /// Parks the running thread so that it ends the path through `end` (a crash or a
    /// failure) once no other thread can run.
    fn end_later(&self, st: &mut State, end: Frame) -> Step {
        // On top of its stack, which still holds the update frames of the thunks it was
        // evaluating: another thread that needs one of them waits for it (`wait_for`),
        // rather than entering a blackhole nobody owns, GHC's `<<loop>>`, a crash that
        // made the conjunction False (a G2Q query whose conjuncts both reached a function
        // without code said "no answer" where answers exist).
        st.stack.push(end);
        Self::park(st, Control::Return(Value::Prim(super::value::Prim::Int(0))), Wait::Finished);
        self.switch(st)
    }
}

/// Whether the value of the expression being evaluated only matters if it is True:
/// below the update frames of the thunks it will fill, an assume guard or a conjunct's
/// end.
pub(super) fn assumed(stack: &[Frame]) -> bool {
    for f in stack.iter().rev() {
        match f {
            Frame::Update(_) => continue,
            Frame::Guard(Guard::Assume | Guard::Conjunction(_)) | Frame::Conjunct => return true,
            _ => return false,
        }
    }
    false
}
