//! The foreign functions the engine implements itself, by their C symbol: base's
//! floating-point classification (`isDoubleNaN` ...) and its Unicode functions
//! (`u_gencat`, `u_iswupper` ...; `crate::unicode`), on concrete and symbolic arguments.
//! A foreign call is the primop `PrimOp::Foreign`.

use super::value::Prim;
use crate::smt::term::{Op, Sort, Term, TermRef};
use crate::unicode::CharFn;

/// The foreign functions the engine implements (by their C symbol).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ForeignFn {
    IsNegativeZero,
    IsNaN,
    IsInfinite,
    IsDenormalized,
    /// Neither infinite nor NaN (`isDoubleFinite`, behind `scaleFloat`).
    IsFinite,
    /// base's Unicode functions (`u_gencat`, `u_iswupper`, `u_towupper` ...) on a code
    /// point, concrete or symbolic.
    Char(CharFn),
}

impl ForeignFn {
    pub fn lookup(symbol: &str) -> Option<ForeignFn> {
        Some(match symbol {
            "isDoubleNegativeZero" | "isFloatNegativeZero" => ForeignFn::IsNegativeZero,
            "isDoubleNaN" | "isFloatNaN" => ForeignFn::IsNaN,
            "isDoubleInfinite" | "isFloatInfinite" => ForeignFn::IsInfinite,
            "isDoubleDenormalized" | "isFloatDenormalized" => ForeignFn::IsDenormalized,
            "isDoubleFinite" | "isFloatFinite" => ForeignFn::IsFinite,
            _ => ForeignFn::Char(CharFn::of_symbol(symbol)?),
        })
    }

    /// The `Int#` result on a concrete argument, if it has the type the function takes.
    pub fn apply(self, arg: &Prim) -> Option<i64> {
        let x = match (self, arg) {
            (ForeignFn::Char(f), Prim::Int(c)) => return Some(f.apply(*c as u64) as i64),
            (ForeignFn::Char(_), _) => return None,
            // A Float is subnormal as a Float, not once widened.
            (ForeignFn::IsDenormalized, Prim::Float(x)) => return Some(x.is_subnormal() as i64),
            (_, Prim::Double(x)) => *x,
            (_, Prim::Float(x)) => *x as f64,
            _ => return None,
        };
        let truth = match self {
            ForeignFn::IsNegativeZero => x == 0.0 && x.is_sign_negative(),
            ForeignFn::IsNaN => x.is_nan(),
            ForeignFn::IsInfinite => x.is_infinite(),
            ForeignFn::IsDenormalized => x.is_subnormal(),
            ForeignFn::IsFinite => x.is_finite(),
            ForeignFn::Char(_) => return None,
        };
        Some(truth as i64)
    }

    /// The result on a symbolic argument, if the solver can express it: a Bool term for
    /// the predicates (whose `Int#` result, 1/0 as the C function's, is
    /// `primop::one_zero` of it), a bit-vector for the category and the case mappings.
    pub fn symbolic(self, arg: &TermRef) -> Option<TermRef> {
        let (op, sort) = match (self, arg.sort()) {
            (ForeignFn::Char(f), Sort::Bv64) => {
                (Op::Char(f), if f.is_predicate() { Sort::Bool } else { Sort::Bv64 })
            }
            (ForeignFn::Char(_), _) => return None,
            (_, Sort::Double | Sort::Float) => {
                let op = match self {
                    ForeignFn::IsNegativeZero => Op::FIsNegativeZero,
                    ForeignFn::IsNaN => Op::FIsNaN,
                    ForeignFn::IsInfinite => Op::FIsInfinite,
                    ForeignFn::IsDenormalized => Op::FIsSubnormal,
                    ForeignFn::IsFinite => {
                        let is = |op| Term::app(op, Sort::Bool, vec![arg.clone()]);
                        let infinite_or_nan = Term::app(
                            Op::Or,
                            Sort::Bool,
                            vec![is(Op::FIsInfinite), is(Op::FIsNaN)],
                        );
                        return Some(Term::app(Op::Not, Sort::Bool, vec![infinite_or_nan]));
                    }
                    ForeignFn::Char(_) => return None,
                };
                (op, Sort::Bool)
            }
            _ => return None,
        };
        Some(Term::app(op, sort, vec![arg.clone()]))
    }
}
