//! Fast paths for concrete values, each one transition counted as the steps the
//! general rules take for it: a saturated primitive call whose operands are all
//! concrete (Note [Concrete primitive calls]), a `case` on a variable already
//! evaluated (Note [Case of an evaluated variable]), a call of a constructor,
//! selector or primitive with all its arguments (Note [Saturated calls of heads], Note
//! [Saturated constructors and selectors]), a call of a function already evaluated
//! (Note [Calls of evaluated functions]), the operands of a strict head already
//! evaluated (Note [Evaluated operands of strict heads]), a top-level binding already
//! evaluated and a function of several arguments applied to them (Note [Evaluated
//! globals and applied lambdas]), a selected method applied to its arguments (Note
//! [Methods applied at once]), a thunk entered by the transition that evaluates its
//! variable (Note [Thunks entered at once]) and a value returned through update frames
//! and into a `case` that matches it (Note [Returns through update frames]). Which
//! application is a call site of which is found once, when the machine is built (Note
//! [Call sites by id]).

use rustc_hash::FxHashMap;

use super::{Global, Machine, Step};
use crate::ir::{Alt, AltCon, Expr, ExprId, Lit, NameId, Program};
use crate::reduce::env::Env;
use crate::reduce::machine::Result;
use crate::reduce::primop::PrimOp;
use crate::reduce::state::{Control, Frame, State};
use crate::reduce::value::{Addr, Head, HeapObj, Prim, Value};

// Note [Concrete primitive calls]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Base's `Int`, `Char` and `Word` code is primitive calls on unboxed operands:
// `(+#) x y`, `(<#) x 0#`, `remInt# a b`. By the general rules, `op a b` takes 4n+1
// steps for n operands: one per application node (which allocates the operand's cell
// and pushes an `Apply` frame), one for the head (a partial application), one per
// `Apply` frame (each building a longer partial application; the last one pushes a
// `Strict` frame), and two per operand to force it (enter its cell, return its value to
// the `Strict` frame), the last of which runs the primitive. On concrete operands all
// but that last step only move the operands around.
//
// So a call site of that shape is recognised once, when the machine is built
// (`PrimCall`), and when such a site is evaluated with every operand a literal, a
// variable bound to a concrete primitive value or such a call on them (which the
// general rules compute when they make the operand's cell: Note [Unlifted
// arguments]), the primitive runs at once and the
// step count grows by the 4n steps the general rules would have taken besides this
// one. What a step is does not change: step budgets, the scheduler's keys and every
// count in a report are as before. The fast path is taken only where the general
// rules do nothing else on the way:
// - every operand is already a value (entering it is one step): a thunk operand, or
//   a symbolic one, goes the general way, so symbolic execution is untouched;
// - the primitive is one that `run_strict` only computes (`primop::eval`), not one
//   with type arguments, several results or effects (`tagToEnum#`, `quotRemInt#`,
//   `MutVar#` operations, foreign calls);
// - it succeeds: a division by zero or an ill-typed operand goes the general way, which
//   crashes or fails exactly where it did;
// - no `Int` is read as a mathematical integer (`reduce::ideal_int` checks each
//   result), no contracts are in force (a call site may be counterfactual), and no
//   conjunct thread is parked (threads are preempted at a step count, which must not
//   fall inside the call).
// A step that jumps over a budget's limit ends the path exactly as if it had stopped
// inside the call: the call cannot finish a path (its value returns to a frame). Only
// the count differs, which Note [Steps past a budget] mends.

// Note [Steps past a budget]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// A transition that stands for several steps may end past a path's step budget, where
// the general rules stop exactly at it. The path ends out of steps either way, with
// the same outcome; but `--stats` counts the steps the search took, so a path cut short
// counts its steps up to the budget, not past it (`Worker::run_quantum`, and the
// single run of `search::policy`). Without that, each fast path that crosses a budget
// adds a few steps to the total, and the counts with and without `G2_NO_FAST_PATHS`
// differ on every search with paths out of steps.

/// Whether the fast paths are on: unless `G2_NO_FAST_PATHS` is set, which runs every
/// step by the general rules (the tests compare the two).
pub(super) fn enabled() -> bool {
    std::env::var_os("G2_NO_FAST_PATHS").is_none()
}

/// The most operands of a primitive the fast path takes.
pub(super) const MAX_OPERANDS: usize = 3;

/// A call site `op a1 .. an` of a primitive with n value operands and no type
/// arguments, n its arity.
#[derive(Clone, Copy, Debug)]
pub(super) struct PrimCall {
    pub(super) op: PrimOp,
    pub(super) head: NameId,
    pub(super) operands: [ExprId; MAX_OPERANDS],
    pub(super) n: u8,
}

/// Whether `run_strict` does nothing for `op` but `primop::eval` on its operands.
fn computed(op: PrimOp) -> bool {
    matches!(
        op,
        PrimOp::Arith(..)
            | PrimOp::Neg(_)
            | PrimOp::Compare(..)
            | PrimOp::Convert(..)
            | PrimOp::Narrow(..)
            | PrimOp::BitCount(..)
            | PrimOp::Float1(..)
            | PrimOp::Pow(_)
            | PrimOp::IndexCharOffAddr
            | PrimOp::PlusAddr
            | PrimOp::CStringLength
    )
}

/// `e` as a saturated call of a computed primitive, if it is one.
pub(super) fn prim_call(
    program: &Program,
    globals: &FxHashMap<NameId, Global>,
    e: ExprId,
) -> Option<PrimCall> {
    let (x, args, n) = spine(program, e)?;
    let Some(Global::Head(Head::PrimOp(op), (0, arity))) = globals.get(&x) else {
        return None;
    };
    if !computed(*op) || *arity != n || n == 0 || n > MAX_OPERANDS {
        return None;
    }
    let mut operands = [e; MAX_OPERANDS];
    operands[..n].copy_from_slice(&args[..n]);
    Some(PrimCall { op: *op, head: x, operands, n: n as u8 })
}

/// The variable at the head of the applications `e` and their arguments, first first,
/// if there are at most `MAX_ARGS`.
fn spine(program: &Program, e: ExprId) -> Option<(NameId, [ExprId; MAX_ARGS], usize)> {
    let mut args = [e; MAX_ARGS];
    let mut n = 0;
    let mut head = e;
    while let Expr::App(f, a) = program[head] {
        if n == MAX_ARGS {
            return None;
        }
        args[n] = a;
        n += 1;
        head = f;
    }
    let Expr::Var(x) = program[head] else { return None };
    args[..n].reverse();
    Some((x, args, n))
}

// Note [Call sites by id]
// ~~~~~~~~~~~~~~~~~~~~~~~
// Every application the machine evaluates or makes into an argument asks whether it is
// a call site of a fast path (`PrimCall`, `HeadCall`) or a constructor application
// (`ConApp`, built at once by `atom`). These are properties of the expression alone,
// so the walk over the program that builds the machine records them, in a table
// indexed by the expression's id (ids are dense: Note [Typed ids]): one bounds-checked
// read per application, where two hash lookups and a walk down the application's spine
// were before. An expression not in the table (one made after the machine, or not an
// application) has no entry and takes the general way. The table also holds the `case`s
// of loops over lists (Note [Walks of evaluated lists] in `walks.rs`), asked of every
// `case` the machine evaluates.

/// What the machine knows about one application node, or one `case` (Note [Call sites
/// by id]).
#[derive(Clone, Debug, Default)]
pub(super) struct CallSite {
    pub(super) prim: Option<PrimCall>,
    pub(super) head: Option<HeadCall>,
    pub(super) fun: Option<FunCall>,
    pub(super) con: Option<ConApp>,
    /// The case of a loop over a list (Note [Walks of evaluated lists] in `walks.rs`).
    pub(super) walk: Option<super::walks::ListWalk>,
}

/// The call sites of a program by expression id (Note [Call sites by id]).
#[derive(Default)]
pub(super) struct CallSites {
    /// For each expression id: `UNSCANNED`, `NO_SITE`, or `FIRST_SITE` + its index in
    /// `sites`.
    index: Vec<u32>,
    sites: Vec<CallSite>,
}

const UNSCANNED: u32 = 0;
const NO_SITE: u32 = 1;
const FIRST_SITE: u32 = 2;

impl CallSites {
    /// A table for the expressions of a program of `n_exprs` expressions.
    pub(super) fn new(n_exprs: usize) -> Self {
        CallSites { index: vec![UNSCANNED; n_exprs], sites: Vec::new() }
    }

    /// Records what the application `e` is.
    pub(super) fn insert(&mut self, e: ExprId, site: CallSite) {
        let Some(slot) = self.index.get_mut(e.into_raw() as usize) else { return };
        if site.prim.is_none()
            && site.head.is_none()
            && site.fun.is_none()
            && site.con.is_none()
            && site.walk.is_none()
        {
            *slot = NO_SITE;
            return;
        }
        *slot = FIRST_SITE + self.sites.len() as u32;
        self.sites.push(site);
    }

    /// What the application `e` is, if the scan saw it and it is a call site.
    #[inline]
    pub(super) fn get(&self, e: ExprId) -> Option<&CallSite> {
        let i = *self.index.get(e.into_raw() as usize)?;
        self.sites.get(i.checked_sub(FIRST_SITE)? as usize)
    }

    /// Whether the scan saw the application `e` (the engine may evaluate expressions
    /// outside the program's bindings, which it did not).
    pub(super) fn scanned(&self, e: ExprId) -> bool {
        self.index.get(e.into_raw() as usize).is_some_and(|&i| i != UNSCANNED)
    }
}

/// A saturated application of a global constructor (`Tip @a`, `Bin n k x l r`), which
/// `atom` and `let` build as a value (Note [Constructor applications are values]): the
/// constructor and its value arguments, first first (`Machine::constructor_application`).
#[derive(Clone, Debug)]
pub(super) struct ConApp {
    pub(super) head: NameId,
    pub(super) dc: NameId,
    pub(super) values: Box<[ExprId]>,
}

/// `e` as a saturated constructor application (the value arguments; type arguments are
/// skipped), if it is one.
pub(super) fn con_app(
    program: &Program,
    globals: &FxHashMap<NameId, Global>,
    e: ExprId,
) -> Option<ConApp> {
    let mut head = e;
    while let Expr::App(f, _) = program[head] {
        head = f;
    }
    let Expr::Var(x) = program[head] else { return None };
    let Some(Global::Head(Head::DataCon(dc), (_, n_values))) = globals.get(&x) else {
        return None;
    };
    // The value arguments, last first; each becomes a cell as `atom` makes it (Note
    // [Constructor applications are values]).
    let mut values = Vec::with_capacity(*n_values);
    let mut app = e;
    while let Expr::App(f, a) = program[app] {
        match program[a] {
            Expr::Type(_) => {}
            _ if values.len() < *n_values => values.push(a),
            _ => return None,
        }
        app = f;
    }
    if values.len() != *n_values {
        return None;
    }
    values.reverse();
    Some(ConApp { head: x, dc: *dc, values: values.into() })
}

impl<'p> Machine<'p> {
    /// The value of the primitive call `call` if it can run at once (Note [Concrete
    /// primitive calls]); the step count then already includes the steps it stands for.
    #[inline]
    pub(super) fn run_prim_call(
        &self,
        st: &mut State,
        call: &PrimCall,
        env: &Env,
    ) -> Option<Value> {
        if !self.fast_paths
            || self.ideal_ints
            || self.contracts.is_some()
            || !st.ext.threads.parked.is_empty()
        {
            return None;
        }
        let result = self.prim_value(st, call, env)?;
        let n = call.n as usize;
        st.n_steps += 4 * n as u64;
        Some(result)
    }
}

// Note [Case of an evaluated variable]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `case x of I# y -> ..` on a variable bound to a value is most of the `case`s of
// base's code (every unboxing). By the general rules it takes three steps: the `case`
// pushes its frame, the variable returns its value, the value returns to the frame,
// which picks the alternative. When the value is a constructor or a concrete primitive
// (not an Integer, whose alternatives are its representation) and an alternative
// matches it, one transition picks that alternative at once and counts three steps.
// Like the primitive calls (Note [Concrete primitive calls]), this is only where the
// general rules do nothing else on the way: not for a symbolic value (it may split or
// merge), not where a `case` may start a conjunct thread or a thread is parked, and
// not when no alternative matches (the general rules crash there, at the third step,
// which a budget may not reach).

// Note [Case binders of evaluated variables]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `case x of wild { I# n -> .. wild .. }` binds `wild` to the scrutinee's value, which
// the general rules put in a new cell. When the fast path above took that value from
// `x`'s cell, `wild` is bound to that cell instead: the value is concrete, and a concrete
// value's cell is never written (ARCHITECTURE's invariants), so the two cells could
// never differ; one allocation less per such `case` (base's code is full of them).

/// The steps the general rules take for a `case` on an evaluated variable, besides the
/// one transition that stands for them.
const CASE_OF_VALUE_EXTRA: u64 = 2;

impl<'p> Machine<'p> {
    /// The value of the scrutinee `scrut` if a `case` on it can pick its alternative at
    /// once (Note [Case of an evaluated variable]), with the cell it was read from if
    /// it is a variable's (Note [Case binders of evaluated variables]); the step count
    /// then already includes the steps the transition stands for.
    #[inline]
    pub(super) fn evaluated_scrutinee(
        &self,
        st: &mut State,
        scrut: ExprId,
        alts: &[Alt],
        env: &Env,
    ) -> Option<(Value, Option<Addr>)> {
        if !self.fast_paths || st.ext.threads.enabled || !st.ext.threads.parked.is_empty() {
            return None;
        }
        match self.program[scrut] {
            Expr::Var(x) => {
                let addr = *self.local(env, x)?;
                let HeapObj::Value(v) = st.heap.get(addr) else { return None };
                if !self.has_alternative(v, alts) {
                    return None;
                }
                let v = v.clone();
                st.n_steps += CASE_OF_VALUE_EXTRA;
                Some((v, Some(addr)))
            }
            // A primitive call computed at once (Note [Concrete primitive calls]): its
            // own transition and steps, and the return to the `case`.
            Expr::App(..) => {
                let call = self.call_sites.get(scrut)?.prim.as_ref()?;
                if self.ideal_ints || self.contracts.is_some() {
                    return None;
                }
                let v = self.prim_value(st, call, env)?;
                if !self.has_alternative(&v, alts) {
                    return None;
                }
                st.n_steps += 4 * call.n as u64 + CASE_OF_VALUE_EXTRA;
                Some((v, None))
            }
            _ => None,
        }
    }

    /// Whether `case` picks an alternative for `v` without splitting, merging or
    /// crashing.
    fn has_alternative(&self, v: &Value, alts: &[Alt]) -> bool {
        self.picked_alternative(v, alts).is_some()
    }

    /// The alternative `case` picks for `v` without splitting or merging: a
    /// constructor's or a concrete primitive's (not an Integer's, whose alternatives are
    /// its representation), or the default; None for a symbolic value or no match.
    pub(super) fn picked_alternative<'a>(&self, v: &Value, alts: &'a [Alt]) -> Option<&'a Alt> {
        let default = || alts.iter().find(|a| matches!(a.con, AltCon::Default));
        match v {
            Value::Con { dc, .. } => {
                alts.iter().find(|a| matches!(a.con, AltCon::Data(d) if d == *dc)).or_else(default)
            }
            Value::Prim(Prim::Integer(_)) | Value::Sym(_) => None,
            Value::Prim(p) => alts
                .iter()
                .find(|a| match &a.con {
                    AltCon::Lit(l) => self.lit_matches(l, p),
                    _ => false,
                })
                .or_else(default),
            Value::Lam { .. } | Value::Pap { .. } | Value::Type(_) => default(),
        }
    }
}

// Note [Saturated calls of heads]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Code compiled without optimisation calls class methods, constructors and primitives
// through chains of applications: `(==) @a $dEq x y` is four application nodes. By the
// general rules each node is a step (its argument's cell, an `Apply` frame), the head
// is a step (a partial application with no arguments), and each `Apply` frame is a
// step that copies the partial application's arguments into a longer array, until the
// head has all it needs (`saturate_if_ready`); arguments beyond that wait in their
// `Apply` frames.
//
// A call site whose head is a global constructor, selector or primitive is recognised
// once (`HeadCall`). When it is evaluated, one transition does what those steps do:
// it makes the arguments' cells in the same order (last first, as the application
// nodes are evaluated outermost first), follows the same rules for type arguments
// (`apply`: one the head no longer needs is dropped, a value argument ends its type
// arguments), pushes the `Apply` frames of the arguments beyond saturation, and
// saturates the head. It counts the steps it stands for: one per application node,
// one for the head, one per argument consumed. It is taken only where the general
// rules do nothing else on the way: no contracts (an application may be a
// counterfactual call site), no parked conjunct thread (preemption counts steps), every
// argument one whose cell cannot fail to be made (a variable in scope or a global, a
// literal other than a label, a type, or any other expression, which becomes a
// thunk), the head saturated by these arguments, and a head whose saturation only
// pushes frames or returns a value (not `error`, `raise#`, `assume`, `assert`,
// `choose` or `symbolic`, which end or split the path: the general rules may run out
// of steps first).

/// The most arguments of a call the fast path takes.
const MAX_ARGS: usize = 8;

// Note [Saturated constructors and selectors]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// At saturation a constructor becomes a value at once, and a selector is a strict head:
// `saturate_if_ready` splits the partial application's arguments into types and values
// (two new arrays), pushes a `Strict` frame (a third, for the values), enters the
// dictionary (a step) and, when it returns (a step), `run_strict` enters the method's
// cell. The fast path of Note [Saturated calls of heads] knows which of its arguments
// are types, so it builds the constructor's fields directly; and when the dictionary's
// cell already holds a value (every dictionary after its first use) it enters the
// method at once and counts the two steps; and a method already evaluated returns its
// value at once, as entering its cell does (a third step). A dictionary not yet
// evaluated goes the general way. No array is built for a selector, none but the fields for a
// constructor.

/// The steps of the general rules between a selector's saturation and entering the
/// method: entering the evaluated dictionary, and returning it to the `Strict` frame.
const SELECT_EXTRA: u64 = 2;

// Note [Methods applied at once]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `(+) @Int $fNumInt x y` selects a method that is a lambda already (every method
// after its first use), with `x` and `y` waiting in `Apply` frames. By the general
// rules the method returns to the first frame (a step), which applies it. Nothing
// else happens on the way, so the transition that selects the method also applies it
// (`apply`, which binds the arguments waiting for its lambdas, Note [Evaluated globals
// and applied lambdas]) and counts that step.

/// The step of the general rules that returns a selected method to its first argument.
const METHOD_APPLY_EXTRA: u64 = 1;

/// A call site `h a1 .. an` of a global head `h`: its name, what it is and its
/// (type, value) arity.
#[derive(Clone, Debug)]
pub(super) struct HeadCall {
    name: NameId,
    head: Head,
    arity: (usize, usize),
    args: [ExprId; MAX_ARGS],
    kinds: [ArgKind; MAX_ARGS],
    n: u8,
}

/// What the cell `atom` makes for an argument of a `HeadCall` holds, as far as the
/// argument's expression says (Note [Arguments of head calls]).
#[derive(Clone, Copy, Debug)]
enum ArgKind {
    /// A type or a coercion.
    Type,
    /// Never a type, and making its cell cannot fail.
    Value,
    /// A variable: a type if it is bound to one.
    Var(NameId),
    /// Never a type; making its cell needs these local variables (the first `.1` of
    /// them) bound.
    Locals([NameId; MAX_LOCALS], u8),
    /// Asked of the environment (`Machine::type_atom`).
    Ask,
}

/// The most local variables an `ArgKind::Locals` names.
const MAX_LOCALS: usize = 3;

// Note [Arguments of head calls]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The fast path of Note [Saturated calls of heads] must know, before it makes any
// cell, which arguments are types and that every cell can be made. Most of that is in
// the expression alone: a type argument is one, a literal is none, an application of
// globals and literals is a value or a thunk; only a variable needs its environment.
// So each argument's `ArgKind` is found when the machine is built, and a variable bound
// in the environment is looked up once, its address kept for the call (a local
// variable's cell is not made, so skipping `atom` for it changes no allocation).

/// `e` as a call of a global constructor, selector or primitive, if it is one.
pub(super) fn head_call(
    program: &Program,
    globals: &FxHashMap<NameId, Global>,
    e: ExprId,
) -> Option<HeadCall> {
    let (x, args, n) = spine(program, e)?;
    let Some(Global::Head(h, arity)) = globals.get(&x) else { return None };
    let plain = match h {
        Head::DataCon(_) | Head::Selector { .. } => true,
        // With no value argument, a primitive runs as soon as it is saturated.
        Head::PrimOp(op) => !matches!(op, PrimOp::Raise) && arity.1 > 0,
        _ => false,
    };
    if !plain || *arity == (0, 0) {
        return None;
    }
    let kinds = arg_kinds(program, globals, &args[..n])?;
    Some(HeadCall { name: x, head: h.clone(), arity: *arity, args, kinds, n: n as u8 })
}

/// The kinds of a call's arguments `args` (Note [Arguments of head calls]); None if
/// making one of their cells always fails.
fn arg_kinds(
    program: &Program,
    globals: &FxHashMap<NameId, Global>,
    args: &[ExprId],
) -> Option<[ArgKind; MAX_ARGS]> {
    let mut kinds = [ArgKind::Value; MAX_ARGS];
    for (kind, &a) in kinds.iter_mut().zip(args) {
        *kind = arg_kind(program, globals, a)?;
    }
    Some(kinds)
}

/// The kind of the argument `e` (Note [Arguments of head calls]); None if making its
/// cell always fails (`type_atom` is None whatever the environment).
fn arg_kind(program: &Program, globals: &FxHashMap<NameId, Global>, e: ExprId) -> Option<ArgKind> {
    Some(match program[e] {
        Expr::Type(_) => ArgKind::Type,
        Expr::Coercion => ArgKind::Value,
        Expr::Var(x) => ArgKind::Var(x),
        Expr::Lit(Lit::Label(_) | Lit::BigNum(..)) => return None,
        Expr::Lit(_) => ArgKind::Value,
        Expr::Tick(_, inner) | Expr::Cast(inner, _) => arg_kind(program, globals, inner)?,
        Expr::App(..) => {
            let mut app = e;
            let (mut locals, mut n) = ([NameId(0); MAX_LOCALS], 0);
            while let Expr::App(f, a) = program[app] {
                match program[a] {
                    Expr::Lit(Lit::Label(_) | Lit::BigNum(..)) => return None,
                    // A global is made whether or not it is shadowed; a local must be
                    // bound.
                    Expr::Var(x) if !globals.contains_key(&x) => {
                        if n == MAX_LOCALS {
                            return Some(ArgKind::Ask);
                        }
                        locals[n] = x;
                        n += 1;
                    }
                    _ => {}
                }
                app = f;
            }
            if n == 0 {
                ArgKind::Value
            } else {
                ArgKind::Locals(locals, n as u8)
            }
        }
        _ => ArgKind::Value,
    })
}

impl<'p> Machine<'p> {
    /// Runs the call `call` of a head up to its saturation in one transition, if it can
    /// (Note [Saturated calls of heads]).
    pub(super) fn run_head_call(
        &self,
        st: &mut State,
        call: &HeadCall,
        env: &Env,
    ) -> Option<Result<Step>> {
        if !self.calls_merge(st) || self.local(env, call.name).is_some() {
            return None;
        }
        let n = call.n as usize;
        let args = &call.args[..n];
        // Which arguments `apply` keeps, and how many it takes to saturate the head.
        let mut addrs = [0; MAX_ARGS];
        let (is_type, bound) =
            self.check_args::<true>(st, args, &call.kinds[..n], env, &mut addrs)?;
        let (mut need_ty, mut need_val) = call.arity;
        let mut kept = [false; MAX_ARGS];
        let mut used = None;
        for i in 0..n {
            if is_type[i] {
                if need_ty > 0 {
                    need_ty -= 1;
                    kept[i] = true;
                }
            } else {
                need_ty = 0;
                need_val = need_val.saturating_sub(1);
                kept[i] = true;
            }
            if (need_ty, need_val) == (0, 0) {
                used = Some(i + 1);
                break;
            }
        }
        let used = used?;
        // The cells, made in the order the application nodes make them: last first.
        if let Err(e) = self.make_args(st, args, &bound, &mut addrs, env) {
            return Some(Err(e));
        }
        st.stack.extend(addrs[used..n].iter().rev().map(|&a| Frame::Apply(a)));
        st.n_steps += (n + used) as u64;
        // What `saturate_if_ready` does for constructors and selectors, without the
        // partial application (Note [Saturated constructors and selectors]).
        let mut values = [0; MAX_ARGS];
        let mut n_values = 0;
        for i in 0..used {
            if kept[i] && !is_type[i] {
                values[n_values] = addrs[i];
                n_values += 1;
            }
        }
        match call.head {
            Head::DataCon(dc) => {
                let fields = crate::reduce::value::Fields::from(&values[..n_values]);
                st.control = Control::Return(Value::Con { dc, fields });
                return Some(Ok(Step::Continue));
            }
            Head::Selector { index, record } if n_values == 1 => {
                if let Some((control, extra)) = self.select_evaluated(st, index, record, values[0])
                {
                    st.n_steps += extra;
                    // An evaluated method applied to the arguments waiting for it
                    // (Note [Methods applied at once]).
                    if let (Control::Return(m @ Value::Lam { .. }), Some(&Frame::Apply(arg))) =
                        (&control, st.stack.last())
                    {
                        let m = m.clone();
                        st.stack.pop();
                        st.n_steps += METHOD_APPLY_EXTRA;
                        return Some(self.apply(st, m, arg));
                    }
                    st.control = control;
                    return Some(Ok(Step::Continue));
                }
            }
            _ => {}
        }
        let mut kept_addrs = [0; MAX_ARGS];
        let mut n_kept = 0;
        for i in 0..used {
            if kept[i] {
                kept_addrs[n_kept] = addrs[i];
                n_kept += 1;
            }
        }
        st.control = Control::Return(Value::Pap {
            head: call.head.clone(),
            args: std::sync::Arc::from(&kept_addrs[..n_kept]),
            arity: (0, 0),
        });
        Some(self.saturate_if_ready(st))
    }

    /// Whether a call may run in one transition (Note [Saturated calls of heads]): not
    /// under contracts (an application may be a counterfactual call site) nor with a
    /// parked conjunct thread (preemption counts steps).
    #[inline]
    fn calls_merge(&self, st: &State) -> bool {
        self.contracts.is_none() && st.ext.threads.parked.is_empty()
    }

    /// Which of the arguments `args` (of kinds `kinds`) are types (if `TYPES`: a variable's
    /// cell is read for it, often a cache miss, which a call of a lambda, binding types
    /// and values alike, does not need), and which are variables bound in `env`, whose
    /// addresses go into `addrs`; None unless every cell can be made (Note [Arguments of
    /// head calls]). The addresses are written into the caller's array, not returned:
    /// copying an array returned through memory stalled on the stores that wrote it
    /// (Note [Frames built in place] in `reduce::state`).
    #[inline]
    fn check_args<const TYPES: bool>(
        &self,
        st: &State,
        args: &[ExprId],
        kinds: &[ArgKind],
        env: &Env,
        addrs: &mut [Addr; MAX_ARGS],
    ) -> Option<([bool; MAX_ARGS], [bool; MAX_ARGS])> {
        let mut is_type = [false; MAX_ARGS];
        let mut bound = [false; MAX_ARGS];
        for (i, (&kind, &arg)) in kinds.iter().zip(args).enumerate() {
            is_type[i] = match kind {
                ArgKind::Type => true,
                ArgKind::Value => false,
                ArgKind::Var(x) => match self.local(env, x) {
                    Some(&a) => {
                        addrs[i] = a;
                        bound[i] = true;
                        TYPES && matches!(st.heap.get(a), HeapObj::Value(Value::Type(_)))
                    }
                    None if self.globals.contains_key(&x) => false,
                    None => return None,
                },
                ArgKind::Locals(locals, n) => {
                    for x in &locals[..n as usize] {
                        self.local(env, *x)?;
                    }
                    false
                }
                ArgKind::Ask => self.type_atom(st, arg, env)?,
            };
        }
        Some((is_type, bound))
    }

    /// The cells of the arguments `args` into `addrs`, made last first as the
    /// application nodes make them; those `bound` are variables already bound, whose
    /// addresses `check_args` wrote, and whose cells are not made.
    #[inline]
    fn make_args(
        &self,
        st: &mut State,
        args: &[ExprId],
        bound: &[bool; MAX_ARGS],
        addrs: &mut [Addr; MAX_ARGS],
        env: &Env,
    ) -> Result<()> {
        for i in (0..args.len()).rev() {
            if !bound[i] {
                addrs[i] = self.atom(st, args[i], env)?;
            }
        }
        Ok(())
    }

    /// What a selector does with the dictionary in the cell `dict` if it holds a value:
    /// enter the method's cell (or return the method itself, for a class whose
    /// dictionary is its one method), as `run_strict` does; a method's cell that holds a
    /// value returns it at once. With the steps of the general rules this stands for.
    fn select_evaluated(
        &self,
        st: &State,
        index: u32,
        record: Option<NameId>,
        dict: Addr,
    ) -> Option<(Control, u64)> {
        match st.heap.get(dict) {
            HeapObj::Value(Value::Con { dc, fields }) if record.is_none_or(|r| r == *dc) => {
                let method = *fields.get(index as usize)?;
                Some(match st.heap.get(method) {
                    HeapObj::Value(v) => (Control::Return(v.clone()), SELECT_EXTRA + 1),
                    _ => (Control::Enter(method), SELECT_EXTRA),
                })
            }
            HeapObj::Value(method @ (Value::Lam { .. } | Value::Pap { .. })) => {
                Some((Control::Return(method.clone()), SELECT_EXTRA))
            }
            _ => None,
        }
    }

    /// Whether the cell `atom` makes for `e` holds a type; None if making it might
    /// fail (Note [Saturated calls of heads]).
    fn type_atom(&self, st: &State, e: ExprId, env: &Env) -> Option<bool> {
        match self.program[e] {
            Expr::Type(_) => Some(true),
            Expr::Coercion => Some(false),
            Expr::Var(x) => match self.local(env, x) {
                Some(&a) => Some(matches!(st.heap.get(a), HeapObj::Value(Value::Type(_)))),
                None => self.globals.contains_key(&x).then_some(false),
            },
            Expr::Lit(Lit::Label(_) | Lit::BigNum(..)) => None,
            Expr::Lit(_) => Some(false),
            Expr::Tick(_, inner) | Expr::Cast(inner, _) => self.type_atom(st, inner, env),
            // A constructor application's fields are atoms too; anything else is a thunk.
            Expr::App(..) => {
                let mut app = e;
                while let Expr::App(f, a) = self.program[app] {
                    if matches!(self.program[a], Expr::Var(_) | Expr::Lit(_)) {
                        self.type_atom(st, a, env)?;
                    }
                    app = f;
                }
                Some(false)
            }
            _ => Some(false),
        }
    }
}

// Note [Calls of evaluated functions]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A call `f a1 .. an` of a variable (a local, or a top-level binding) takes, by the
// general rules, one step per application node (each makes its argument's cell and
// pushes an `Apply` frame), the steps of evaluating `f` (one for a local bound to a
// value; two for a top-level binding whose cell holds one, Note [Evaluated globals and
// applied lambdas]) and one to return its value to the first `Apply` frame, which binds
// the lambda's first argument (`apply`). When `f` is bound to a lambda already, none of
// these steps does anything else: one transition makes the cells in the same order
// (last first), pushes the frames of the arguments after the first, applies the lambda
// to the first argument and counts the steps it stands for. As for head calls (Note
// [Saturated calls of heads]), it is taken only with no contracts, no parked conjunct
// thread and arguments whose cells cannot fail to be made (Note [Arguments of head
// calls]); a function not yet evaluated (a thunk, or a top-level binding not yet
// entered) goes the general way.

/// A call site `f a1 .. an` of a variable `f` that is not a head.
#[derive(Clone, Debug)]
pub(super) struct FunCall {
    name: NameId,
    /// Whether `f` is a top-level binding (unless a local shadows it).
    global: bool,
    args: [ExprId; MAX_ARGS],
    kinds: [ArgKind; MAX_ARGS],
    n: u8,
}

/// `e` as a call of a variable that is not a head, if it is one.
pub(super) fn fun_call(
    program: &Program,
    globals: &FxHashMap<NameId, Global>,
    e: ExprId,
) -> Option<FunCall> {
    let (x, args, n) = spine(program, e)?;
    let global = match globals.get(&x) {
        Some(Global::Binding) => true,
        None => false,
        Some(_) => return None,
    };
    let kinds = arg_kinds(program, globals, &args[..n])?;
    Some(FunCall { name: x, global, args, kinds, n: n as u8 })
}

impl<'p> Machine<'p> {
    /// Runs the call `call` of an evaluated function up to binding its first argument,
    /// if it can (Note [Calls of evaluated functions]).
    pub(super) fn run_fun_call(
        &self,
        st: &mut State,
        call: &FunCall,
        env: &Env,
    ) -> Option<Result<Step>> {
        if !self.calls_merge(st) {
            return None;
        }
        // Where evaluating `f` finds it, and the steps that takes.
        let (fun, var_steps) = match self.local(env, call.name) {
            Some(&a) => (a, 1),
            None if call.global => (*st.globals.get(&call.name)?, 2),
            None => return None,
        };
        if !matches!(st.heap.get(fun), HeapObj::Value(Value::Lam { .. })) {
            return None;
        }
        let n = call.n as usize;
        let args = &call.args[..n];
        // Only whether the cells can be made: a lambda binds types and values alike.
        let mut addrs = [0; MAX_ARGS];
        let (_, bound) = self.check_args::<false>(st, args, &call.kinds[..n], env, &mut addrs)?;
        if let Err(e) = self.make_args(st, args, &bound, &mut addrs, env) {
            return Some(Err(e));
        }
        st.stack.extend(addrs[1..n].iter().rev().map(|&a| Frame::Apply(a)));
        let HeapObj::Value(f) = st.heap.get(fun) else { return None };
        let f = f.clone();
        st.n_steps += (n + var_steps) as u64;
        Some(self.apply(st, f, addrs[0]))
    }
}

// Note [Evaluated operands of strict heads]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A saturated strict head (a primitive, a selector, an Integer builtin) forces its
// value arguments one after another from a `Strict` frame: by the general rules each
// argument is entered (a step) and returns its value to the frame (a step). An
// argument whose cell already holds a value does nothing else on the way, so the
// transition that pushes the frame, or that returns a value to it, also takes the
// values of the arguments after it that are evaluated, in order, stopping at the first
// that is not, and counts two steps for each; with all of them, it runs the head at
// once, as the step that returns the last one does. A symbolic value is not taken (the
// general rules replace one the path fixed, Note [Fixed variables], and may split on
// it), nor is any value while a conjunct thread is parked.

/// The steps of the general rules per evaluated operand `take_evaluated_operands` takes.
const OPERAND_EXTRA: u64 = 2;

impl<'p> Machine<'p> {
    /// Adds to `values` the values of the operands `args[values.len()..]` that are
    /// evaluated, up to the first that is not (Note [Evaluated operands of strict
    /// heads]).
    #[inline]
    pub(super) fn take_evaluated_operands(
        &self,
        st: &mut State,
        args: &[Addr],
        values: &mut Vec<Value>,
    ) {
        if !self.fast_paths || !st.ext.threads.parked.is_empty() {
            return;
        }
        while let Some(&a) = args.get(values.len()) {
            match st.heap.get(a) {
                HeapObj::Value(v) if !matches!(v, Value::Sym(_)) => {
                    values.push(v.clone());
                    st.n_steps += OPERAND_EXTRA;
                }
                _ => break,
            }
        }
    }
}

// Note [Thunks entered at once]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A variable bound to a thunk is evaluated by entering its cell: by the general rules
// the variable is a step (its control becomes `Enter`), and entering the thunk is a
// step that pushes its update frame and evaluates its expression. A `case` on such a
// variable is a step before both (it pushes its frame). Entering a thunk does nothing
// else (it cannot crash, split or end the path), so one transition does the two steps,
// or the three of a `case`, and counts them; only with no parked conjunct thread
// (preemption counts steps). A cell that is not a thunk (a blackhole, a symbolic input,
// a caller's input) goes the general way.

impl<'p> Machine<'p> {
    /// Whether evaluating a variable bound to the cell `addr` may enter it in the same
    /// transition (Note [Thunks entered at once]).
    #[inline]
    pub(super) fn enters_at_once(&self, st: &State, addr: Addr) -> bool {
        self.fast_paths
            && st.ext.threads.parked.is_empty()
            && matches!(st.heap.get(addr), HeapObj::Thunk { .. })
    }
}

// Note [Returns through update frames]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A transition that ends returning a value (a constructor built, a primitive's result,
// a value written to an update frame's cell) leaves the next step to the frame on top
// of the stack. When that frame is an update frame (which writes the cell: a step), or
// a `case` that picks an alternative for the value at once (as in Note [Case of an
// evaluated variable]: not a symbolic value, not where a conjunct thread may start or
// is parked, and an alternative matches), the general rules do nothing else on the
// way: the same transition returns the value to those frames, one after another, and
// counts a step for each (`Machine::step`). Returns to other frames (an argument
// waiting in an `Apply` frame, a strict head, a guard) go the general way.
//
// A chain of update frames may be as long as the stack, so unlike the other fast
// paths this one has no bound of its own: it stops at `State::pause_at`, the step at
// which the search ends the path's quantum or budget, so that a quantum ends where
// the general rules end it and `G2_NO_FAST_PATHS=1` interleaves the states alike.
// (The other fast paths stand for a few steps each and may still end a quantum a few
// steps late.)

impl<'p> Machine<'p> {
    /// Whether returning `v` to the frame on top of the stack may happen in the
    /// transition that made `v` (Note [Returns through update frames]).
    #[inline]
    pub(super) fn returns_at_once(&self, st: &State, v: &Value) -> bool {
        if !self.fast_paths || !st.ext.threads.parked.is_empty() {
            return false;
        }
        match st.stack.last() {
            Some(Frame::Update(_)) => true,
            Some(Frame::Case { alts, .. }) => {
                !st.ext.threads.enabled
                    && !matches!(v, Value::Sym(_))
                    && self.has_alternative(v, &self.program[*alts])
            }
            _ => false,
        }
    }

    /// Returns the value in the control to the frames on top of the stack while
    /// `returns_at_once` allows, a step each (Note [Returns through update frames]).
    pub(super) fn return_at_once(&self, st: &mut State) -> Result<Step> {
        loop {
            match &st.control {
                Control::Return(v) if st.n_steps < st.pause_at && self.returns_at_once(st, v) => {}
                _ => return Ok(Step::Continue),
            }
            let Control::Return(v) = std::mem::replace(&mut st.control, Control::Enter(0)) else {
                unreachable!("matched above")
            };
            st.n_steps += 1;
            match self.ret(st, v) {
                // Owns nothing to drop (dropping a `Step` is a call).
                Ok(s @ Step::Continue) => std::mem::forget(s),
                other => return other,
            }
        }
    }
}

// Note [Evaluated globals and applied lambdas]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Two more pairs of steps that do nothing on the way, each one transition counted as
// its steps (as in Note [Concrete primitive calls], and only with no parked conjunct
// thread):
// - A top-level name whose cell holds a value (a function, a dictionary, an evaluated
//   constant): the general rules enter the cell (a step), which returns the value (a
//   step). One transition returns it and counts both.
// - A function of several arguments, `\x -> \y -> body` applied to `a` with `b` in the
//   next `Apply` frame: the general rules evaluate the inner lambda to a value (a step)
//   and return it to the frame (a step), which binds `y`. One transition binds every
//   argument waiting in `Apply` frames for the lambdas the body starts with, into an
//   environment no value holds yet (so extending it copies nothing), and counts two
//   steps per argument. A lambda with no argument waiting still becomes a value by
//   the general rules.

/// The steps of the general rules per argument bound by `enter_lambdas`.
const LAMBDA_EXTRA: u64 = 2;

impl<'p> Machine<'p> {
    /// The value in the cell of a top-level binding, if it holds one and the fast path
    /// may return it (Note [Evaluated globals and applied lambdas]); the step count then
    /// includes the entering step.
    #[inline]
    pub(super) fn evaluated_global(
        &self,
        st: &mut State,
        addr: crate::reduce::value::Addr,
    ) -> Option<Value> {
        if !self.fast_paths || !st.ext.threads.parked.is_empty() {
            return None;
        }
        let HeapObj::Value(v) = st.heap.get(addr) else { return None };
        let v = v.clone();
        st.n_steps += 1;
        Some(v)
    }

    /// `body` in `env`, past the lambdas it starts with that have an argument waiting
    /// in the `Apply` frames on top of the stack, each bound to its argument (Note
    /// [Evaluated globals and applied lambdas]).
    #[inline]
    pub(super) fn enter_lambdas(
        &self,
        st: &mut State,
        mut body: ExprId,
        mut env: Env,
    ) -> (ExprId, Env) {
        if !self.fast_paths || !st.ext.threads.parked.is_empty() {
            return (body, env);
        }
        while let Expr::Lam(binder, inner) = self.program[body] {
            let Some(&Frame::Apply(arg)) = st.stack.last() else { break };
            st.stack.pop();
            env.insert(binder.name, arg);
            body = inner;
            st.n_steps += LAMBDA_EXTRA;
        }
        (body, env)
    }
}
