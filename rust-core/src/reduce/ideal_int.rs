//! LiquidHaskell's reading of `Int`: a mathematical integer (LIQUID-SPECS.md section 7).
//!
//! A refinement-type user asks whether `inc x = x + 1` meets `{v:Int | v > x}` for the
//! integers, not whether 64-bit wraparound breaks it. When checking refinement types
//! (`Machine::with_ideal_ints`), the machine keeps every `Int#` computation exactly where
//! 64-bit and mathematical arithmetic agree:
//! - a fresh symbolic `Int#` lies in `[-2^62, 2^62]` (so `minBound`, whose `negate` and
//!   ``div` (-1)`` are special in GHC, is not an input);
//! - every `+#`, `-#`, `*#`, `negateInt#` and `uncheckedIShiftL#` (`shiftL`, `x * 2^k`)
//!   requires that its result does not wrap: on
//!   symbolic operands this joins the path constraint, on concrete ones a wrapping
//!   result ends the path as infeasible.
//!
//! So a path that needs wraparound does not exist in this reading, and a counterexample
//! found is one for mathematical integers too. Validation replays with the same machine,
//! so the concrete replay makes the same cut.

use std::sync::Arc;

use super::primop::{PrimOp, Rep};
use super::value::{Prim, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};

/// What a primitive step needs to stay within mathematical integers.
pub enum Verdict {
    Holds,
    Wraps,
    Requires(TermRef),
}

const BOUND: i64 = 1 << 62;

fn bv(n: i64) -> TermRef {
    Arc::new(Term::Bv64(n as u64))
}

fn le(a: TermRef, b: TermRef) -> TermRef {
    Term::app(Op::Le, Sort::Bool, vec![a, b])
}

fn lt(a: TermRef, b: TermRef) -> TermRef {
    Term::app(Op::Lt, Sort::Bool, vec![a, b])
}

fn and(ts: Vec<TermRef>) -> TermRef {
    Term::app(Op::And, Sort::Bool, ts)
}

fn or(ts: Vec<TermRef>) -> TermRef {
    Term::app(Op::Or, Sort::Bool, ts)
}

/// `-2^62 <= x <= 2^62` for a fresh symbolic `Int#`.
pub fn input_range(x: &TermRef) -> TermRef {
    and(vec![le(bv(-BOUND), x.clone()), le(x.clone(), bv(BOUND))])
}

fn term(v: &Value) -> Option<TermRef> {
    match v {
        Value::Prim(Prim::Int(i)) => Some(bv(*i)),
        Value::Sym(t) => Some(t.clone()),
        _ => None,
    }
}

/// The condition under which `op` on `args` giving `result` does not wrap.
pub fn no_wrap(op: PrimOp, args: &[Value], result: &Value) -> Verdict {
    let checked = matches!(
        op,
        PrimOp::Arith(Rep::Int, Op::Add | Op::Sub | Op::Mul | Op::Shl) | PrimOp::Neg(Rep::Int)
    );
    if !checked {
        return Verdict::Holds;
    }
    if let (Some(a), Value::Prim(Prim::Int(_))) = (int_of(&args[0]), result) {
        let b = args.get(1).and_then(int_of);
        let exact = match (op, b) {
            (PrimOp::Arith(_, Op::Add), Some(b)) => a.checked_add(b),
            (PrimOp::Arith(_, Op::Sub), Some(b)) => a.checked_sub(b),
            (PrimOp::Arith(_, Op::Mul), Some(b)) => a.checked_mul(b),
            // What GHC shifts by (0 to 63; base's shiftL checks), exactly.
            (PrimOp::Arith(_, Op::Shl), Some(b @ 0..=63)) => i64::try_from(i128::from(a) << b).ok(),
            (PrimOp::Neg(_), _) => a.checked_neg(),
            _ => return Verdict::Holds,
        };
        return if exact.is_some() { Verdict::Holds } else { Verdict::Wraps };
    }
    let (Some(a), Some(r)) = (term(&args[0]), term(result)) else { return Verdict::Holds };
    let zero = bv(0);
    let nonneg = |t: &TermRef| le(zero.clone(), t.clone());
    let neg = |t: &TermRef| lt(t.clone(), zero.clone());
    let cond = match op {
        PrimOp::Neg(_) => Term::not(Term::eq(a, bv(i64::MIN))),
        PrimOp::Arith(_, o) => {
            let Some(b) = args.get(1).and_then(term) else { return Verdict::Holds };
            match o {
                // Same signs in, the same sign out.
                Op::Add => and(vec![
                    or(vec![Term::not(and(vec![nonneg(&a), nonneg(&b)])), nonneg(&r)]),
                    or(vec![Term::not(and(vec![neg(&a), neg(&b)])), neg(&r)]),
                ]),
                // a - b with a >= 0 > b is positive; with a < 0 <= b negative.
                Op::Sub => and(vec![
                    or(vec![Term::not(and(vec![nonneg(&a), neg(&b)])), nonneg(&r)]),
                    or(vec![Term::not(and(vec![neg(&a), nonneg(&b)])), neg(&r)]),
                ]),
                // Shifting the result back gives a: no bit (nor the sign) was lost.
                Op::Shl => Term::eq(Term::app(Op::AShr, Sort::Bv64, vec![r, b]), a),
                // b == 0, or r / b == a without the one quotient that itself wraps.
                _ => or(vec![
                    Term::eq(b.clone(), zero.clone()),
                    and(vec![
                        Term::eq(Term::app(Op::Quot, Sort::Bv64, vec![r, b.clone()]), a.clone()),
                        Term::not(and(vec![Term::eq(b, bv(-1)), Term::eq(a, bv(i64::MIN))])),
                    ]),
                ]),
            }
        }
        _ => return Verdict::Holds,
    };
    Verdict::Requires(cond)
}

fn int_of(v: &Value) -> Option<i64> {
    match v {
        Value::Prim(Prim::Int(i)) => Some(*i),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(i: i64) -> Value {
        Value::Prim(Prim::Int(i))
    }

    #[test]
    fn concrete_wraparound_is_cut() {
        // GHC: maxBound + 1 :: Int wraps to minBound; as integers it is 2^63.
        let add = PrimOp::Arith(Rep::Int, Op::Add);
        assert!(matches!(no_wrap(add, &[int(i64::MAX), int(1)], &int(i64::MIN)), Verdict::Wraps));
        assert!(matches!(no_wrap(add, &[int(2), int(3)], &int(5)), Verdict::Holds));
        assert!(matches!(
            no_wrap(PrimOp::Neg(Rep::Int), &[int(i64::MIN)], &int(i64::MIN)),
            Verdict::Wraps
        ));
        let shl = PrimOp::Arith(Rep::Int, Op::Shl);
        assert!(matches!(no_wrap(shl, &[int(1 << 62), int(1)], &int(i64::MIN)), Verdict::Wraps));
        assert!(matches!(no_wrap(shl, &[int(-(1 << 62)), int(1)], &int(i64::MIN)), Verdict::Holds));
        assert!(matches!(no_wrap(shl, &[int(3), int(4)], &int(48)), Verdict::Holds));
        let mul = PrimOp::Arith(Rep::Int, Op::Mul);
        assert!(matches!(no_wrap(mul, &[int(1 << 32), int(1 << 32)], &int(0)), Verdict::Wraps));
        // Word# arithmetic is not Int's: untouched.
        let wadd = PrimOp::Arith(Rep::Word, Op::Add);
        let w = |x: u64| Value::Prim(Prim::Word(x));
        assert!(matches!(no_wrap(wadd, &[w(u64::MAX), w(1)], &w(0)), Verdict::Holds));
    }

    #[test]
    fn symbolic_operands_give_a_constraint() {
        let x = Value::Sym(Arc::new(Term::Var(0, Sort::Bv64)));
        let r = Value::Sym(Arc::new(Term::Var(1, Sort::Bv64)));
        assert!(matches!(
            no_wrap(PrimOp::Arith(Rep::Int, Op::Add), &[x, int(1)], &r),
            Verdict::Requires(_)
        ));
    }
}
