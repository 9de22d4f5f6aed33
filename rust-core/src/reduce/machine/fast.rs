//! Fast paths for concrete values, each one transition counted as the steps the
//! general rules take for it: a saturated primitive call whose operands are all
//! concrete (Note [Concrete primitive calls]), and a `case` on a variable already
//! evaluated (Note [Case of an evaluated variable]).

use rustc_hash::FxHashMap;

use super::{Global, Machine};
use crate::ir::{Alt, AltCon, Expr, ExprId, NameId, Program};
use crate::reduce::env::Env;
use crate::reduce::primop::{self, PrimOp};
use crate::reduce::state::State;
use crate::reduce::value::{Head, HeapObj, Prim, Value};

// Note [Concrete primitive calls]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Base's `Int`, `Char` and `Word` code is primitive calls on unboxed operands:
// `(+#) x y`, `(<#) x 0#`, `remInt# a b`. By the general rules, `op a b` takes 4n+1
// steps for n operands: one per application node (which allocates the operand's cell
// and pushes an `Apply` frame), one for the head (a partial application), one per
// `Apply` frame (each building a longer partial application; the last one pushes a
// `Strict` frame), and two per operand to force it (enter its cell, return its value to
// the `Strict` frame), the last of which runs the primitive. On concrete operands that
// is a tenth of the work repeated nine times over.
//
// So a call site of that shape is recognised once, when the machine is built
// (`PrimCall`), and when such a site is evaluated with every operand a literal or a
// variable bound to a concrete primitive value, the primitive runs at once and the
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
// inside the call: the call cannot finish a path (its value returns to a frame).

/// The most operands of a primitive the fast path takes.
const MAX_OPERANDS: usize = 3;

/// A call site `op a1 .. an` of a primitive with n value operands and no type
/// arguments, n its arity.
#[derive(Clone, Copy, Debug)]
pub(super) struct PrimCall {
    op: PrimOp,
    head: NameId,
    operands: [ExprId; MAX_OPERANDS],
    n: u8,
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
            | PrimOp::BitCount(_)
            | PrimOp::Float1(..)
            | PrimOp::Pow
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
    let mut operands = [e; MAX_OPERANDS];
    let mut n = 0;
    let mut head = e;
    while let Expr::App(f, a) = program[head] {
        if n == MAX_OPERANDS {
            return None;
        }
        operands[n] = a;
        n += 1;
        head = f;
    }
    let Expr::Var(x) = program[head] else { return None };
    let Some(Global::Head(Head::PrimOp(op), (0, arity))) = globals.get(&x) else {
        return None;
    };
    if !computed(*op) || *arity != n || n == 0 {
        return None;
    }
    operands[..n].reverse();
    Some(PrimCall { op: *op, head: x, operands, n: n as u8 })
}

impl<'p> Machine<'p> {
    /// The value of the primitive call `e` if it can run at once (Note [Concrete
    /// primitive calls]); the step count then already includes the steps it stands for.
    #[inline]
    pub(super) fn concrete_prim_call(&self, st: &mut State, e: ExprId, env: &Env) -> Option<Value> {
        if self.prim_calls.is_empty() {
            return None;
        }
        let call = self.prim_calls.get(&e)?;
        self.run_prim_call(st, call, env)
    }

    fn run_prim_call(&self, st: &mut State, call: &PrimCall, env: &Env) -> Option<Value> {
        if self.ideal_ints || self.contracts.is_some() || !st.ext.threads.parked.is_empty() {
            return None;
        }
        if env.get(&call.head).is_some() {
            return None;
        }
        let n = call.n as usize;
        let mut values: [Value; MAX_OPERANDS] =
            std::array::from_fn(|_| Value::Prim(Prim::Int(0)));
        for (value, &operand) in values.iter_mut().zip(&call.operands[..n]) {
            *value = match self.program[operand] {
                Expr::Lit(lit) => self.lit_value(&lit).ok()?,
                Expr::Var(x) => match st.heap.get(*env.get(&x)?) {
                    HeapObj::Value(v @ Value::Prim(_)) => v.clone(),
                    _ => return None,
                },
                _ => return None,
            };
        }
        let result = primop::eval(call.op, &values[..n]).ok()?;
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

/// The steps the general rules take for a `case` on an evaluated variable, besides the
/// one transition that stands for them.
const CASE_OF_VALUE_EXTRA: u64 = 2;

impl<'p> Machine<'p> {
    /// The value of the scrutinee `scrut` if a `case` on it can pick its alternative at
    /// once (Note [Case of an evaluated variable]); the step count then already
    /// includes the steps the transition stands for.
    #[inline]
    pub(super) fn evaluated_scrutinee(
        &self,
        st: &mut State,
        scrut: ExprId,
        alts: &[Alt],
        env: &Env,
    ) -> Option<Value> {
        let Expr::Var(x) = self.program[scrut] else { return None };
        if st.ext.threads.enabled || !st.ext.threads.parked.is_empty() {
            return None;
        }
        let HeapObj::Value(v) = st.heap.get(*env.get(&x)?) else { return None };
        if !self.has_alternative(v, alts) {
            return None;
        }
        let v = v.clone();
        st.n_steps += CASE_OF_VALUE_EXTRA;
        Some(v)
    }

    /// Whether `case` picks an alternative for `v` without splitting, merging or
    /// crashing.
    fn has_alternative(&self, v: &Value, alts: &[Alt]) -> bool {
        let default = || alts.iter().any(|a| matches!(a.con, AltCon::Default));
        match v {
            Value::Con { dc, .. } => {
                alts.iter().any(|a| matches!(a.con, AltCon::Data(d) if d == *dc)) || default()
            }
            Value::Prim(Prim::Integer(_)) | Value::Sym(_) => false,
            Value::Prim(p) => {
                default()
                    || alts.iter().any(|a| match &a.con {
                        AltCon::Lit(l) => matches!(
                            self.lit_value(l),
                            Ok(Value::Prim(lp)) if super::case::lit_eq(&lp, p)
                        ),
                        _ => false,
                    })
            }
            Value::Lam { .. } | Value::Pap { .. } | Value::Type(_) => default(),
        }
    }
}
