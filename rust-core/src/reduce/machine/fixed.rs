//! Symbolic values the path has fixed to one literal, used as that literal: Note [Fixed
//! variables].

use super::Machine;
use crate::ir::{Alt, AltCon};
use crate::reduce::primop::{PrimOp, Rep};
use crate::reduce::state::State;
use crate::reduce::value::{Head, Prim, Value};
use crate::smt::eval::eval;
use crate::smt::ModelValue;

// Note [Fixed variables]
// ~~~~~~~~~~~~~~~~~~~~~~
// A branch that takes `x == 3` (a case alternative `3#`, or the True side of `x ==# 3#`)
// fixes the symbolic machine integer x to 3 on its path: `State::constrain` records it
// in `State::fixed`. From then on a primitive operation or a `case` whose symbolic
// operand has only fixed variables runs on the literal it equals, concretely, instead
// of building a term and splitting the state on it. `all (`elem` [1 .. n]) qs` splits
// each queen over the columns, and a later `nub qs == qs` or `abs (qs !! i - qs !! j)`
// compared each pair of such queens symbolically: a split per comparison, one side
// decided only by Z3 (6-queens written so gave up at 20 s). With fixed variables the
// comparisons are concrete, and a column clash ends the path at once: a backtracking
// search. Only machine integers (`Int#`, `Word#`, `Char#`) are fixed: equality on them
// is identity, so the literal is the value (a Double equal to 0.0 may be -0.0). The
// constraint stays in the path, so models and replays are unchanged, and a path that
// fixes a variable twice is infeasible whichever literal it runs on: every result is
// checked before it counts.

impl Machine<'_> {
    /// `values` with each symbolic operand of a primitive operation on machine integers
    /// that the path has fixed replaced by its literal. On the path of every strict
    /// head: inlined down to one test when nothing is fixed (concrete runs).
    #[inline]
    pub(super) fn fixed_operands(&self, st: &State, head: &Head, values: &mut [Value]) {
        if !st.fixed.values.is_empty() {
            self.replace_fixed_operands(st, head, values);
        }
    }

    fn replace_fixed_operands(&self, st: &State, head: &Head, values: &mut [Value]) {
        let rep = match head {
            Head::PrimOp(
                PrimOp::Arith(rep, _)
                | PrimOp::Neg(rep)
                | PrimOp::Compare(rep, _)
                | PrimOp::Convert(rep, _)
                | PrimOp::Narrow(rep, _),
            ) => *rep,
            Head::PrimOp(PrimOp::TagToEnum) => Rep::Int,
            _ => return,
        };
        for v in values.iter_mut() {
            if let Some(p) = fixed_value(st, v).and_then(|m| prim_of(rep, m)) {
                *v = Value::Prim(p);
            }
        }
    }

    /// The scrutinee `v` of a case on literals as the literal the path fixed it to, if it
    /// did: the literal alternatives say which kind of primitive it is.
    pub(super) fn fixed_scrutinee(&self, st: &State, v: &Value, alts: &[Alt]) -> Option<Value> {
        if st.fixed.values.is_empty() {
            return None;
        }
        let m = fixed_value(st, v)?;
        let lit = alts.iter().find_map(|a| match &a.con {
            AltCon::Lit(l) => self.lit_value(l).ok(),
            _ => None,
        })?;
        let p = match (lit, m) {
            (Value::Prim(Prim::Int(_)), m) => prim_of(Rep::Int, m)?,
            (Value::Prim(Prim::Word(_)), m) => prim_of(Rep::Word, m)?,
            (Value::Prim(Prim::Char(_)), m) => prim_of(Rep::Char, m)?,
            _ => return None,
        };
        Some(Value::Prim(p))
    }
}

/// The value of a symbolic `v` whose variables the path has all fixed.
fn fixed_value(st: &State, v: &Value) -> Option<ModelValue> {
    let Value::Sym(t) = v else { return None };
    eval(t, &st.fixed)
}

fn prim_of(rep: Rep, m: ModelValue) -> Option<Prim> {
    Some(match (rep, m) {
        (Rep::Int, ModelValue::Bits(b)) => Prim::Int(b as i64),
        (Rep::Word, ModelValue::Bits(b)) => Prim::Word(b),
        (Rep::Char, ModelValue::Bits(b)) => Prim::Char(u32::try_from(b).ok()?),
        _ => return None,
    })
}
