//! Integer arithmetic: the engine's own implementation of ghc-bignum's Integer
//! functions (`reduce::builtin`), on concrete `BigInt`s and on solver terms.

use num_bigint::BigInt;

use super::builtin::{Builtin, IntegerOp};
use super::machine::Machine;
use super::primop;
use super::value::{Prim, Value};
use crate::error::{Error, Result};
use crate::smt::term::{Op, Sort, Term, TermRef};

pub(super) enum IntResult {
    Value(Value),
    DivZero,
}

pub(super) fn integer_op(b: Builtin, values: &[Value], m: &Machine<'_>) -> Result<IntResult> {
    let big = |v: &Value| match v {
        Value::Prim(Prim::Integer(n)) => Some(n.clone()),
        _ => None,
    };
    let bool_val = |t: bool| Value::Con {
        dc: if t { m.known.true_con.unwrap() } else { m.known.false_con.unwrap() },
        fields: crate::reduce::value::Fields::NONE,
    };
    let ill = || Error::Internal(format!("{b:?} applied to {values:?}"));
    // Concrete.
    if values.iter().all(|v| big(v).is_some() || matches!(v, Value::Prim(_))) {
        use num_integer::Integer as _;
        use num_traits::{Signed, Zero};
        let r = match b {
            Builtin::IntegerBin(op) => {
                let (x, y) = (big(&values[0]).ok_or_else(ill)?, big(&values[1]).ok_or_else(ill)?);
                let zero_div = matches!(
                    op,
                    IntegerOp::Quot | IntegerOp::Rem | IntegerOp::Div | IntegerOp::Mod
                ) && y.is_zero();
                if zero_div {
                    return Ok(IntResult::DivZero);
                }
                Value::Prim(Prim::Integer(match op {
                    IntegerOp::Add => x + y,
                    IntegerOp::Sub => x - y,
                    IntegerOp::Mul => x * y,
                    IntegerOp::Quot => x / y,
                    IntegerOp::Rem => x % y,
                    IntegerOp::Div => x.div_floor(&y),
                    IntegerOp::Mod => x.mod_floor(&y),
                }))
            }
            Builtin::IntegerCmp(c, returns_bool) => {
                let (x, y) = (big(&values[0]).ok_or_else(ill)?, big(&values[1]).ok_or_else(ill)?);
                let t = c.holds(Some(x.cmp(&y)));
                if returns_bool {
                    bool_val(t)
                } else {
                    Value::Prim(Prim::Int(t as i64))
                }
            }
            Builtin::IntegerNegate => Value::Prim(Prim::Integer(-big(&values[0]).ok_or_else(ill)?)),
            Builtin::IntegerAbs => {
                Value::Prim(Prim::Integer(big(&values[0]).ok_or_else(ill)?.abs()))
            }
            Builtin::IntegerSignum => {
                Value::Prim(Prim::Integer(big(&values[0]).ok_or_else(ill)?.signum()))
            }
            Builtin::IntegerToInt | Builtin::IntegerToWord => {
                let n = big(&values[0]).ok_or_else(ill)?;
                let low = low_word(&n);
                Value::Prim(if b == Builtin::IntegerToInt {
                    Prim::Int(low as i64)
                } else {
                    Prim::Word(low)
                })
            }
            Builtin::IntegerFromInt => match &values[0] {
                Value::Prim(Prim::Int(i)) => Value::Prim(Prim::Integer(BigInt::from(*i))),
                _ => return Err(ill()),
            },
            Builtin::IntegerFromWord => match &values[0] {
                Value::Prim(Prim::Word(w)) => Value::Prim(Prim::Integer(BigInt::from(*w))),
                _ => return Err(ill()),
            },
            // ghc-bignum 1.1 makes a Float from the Double: `integerToFloat# i =
            // double2Float# (integerToDouble# i)`, and so `integerEncodeFloat#` (two
            // roundings, as GHC does).
            Builtin::IntegerToDouble
            | Builtin::IntegerToFloat
            | Builtin::IntegerEncodeDouble
            | Builtin::IntegerEncodeFloat => {
                let m = big(&values[0]).ok_or_else(ill)?;
                let e = match (b, values.get(1)) {
                    (Builtin::IntegerEncodeDouble | Builtin::IntegerEncodeFloat, Some(v)) => {
                        let Value::Prim(Prim::Int(e)) = v else { return Err(ill()) };
                        *e
                    }
                    _ => 0,
                };
                let x = encode_double(&m, e);
                Value::Prim(match b {
                    Builtin::IntegerToFloat | Builtin::IntegerEncodeFloat => Prim::Float(x as f32),
                    _ => Prim::Double(x),
                })
            }
            _ => return Err(ill()),
        };
        return Ok(IntResult::Value(r));
    }
    // Symbolic.
    let terms: Vec<TermRef> =
        values.iter().map(|v| primop::to_term(v).ok_or_else(ill)).collect::<Result<_>>()?;
    let int = |op: Op, ts: Vec<TermRef>| Value::Sym(Term::app(op, Sort::Int, ts));
    let r = match b {
        Builtin::IntegerBin(op) => int(
            match op {
                IntegerOp::Add => Op::Add,
                IntegerOp::Sub => Op::Sub,
                IntegerOp::Mul => Op::Mul,
                IntegerOp::Quot => Op::Quot,
                IntegerOp::Rem => Op::Rem,
                IntegerOp::Div => Op::Div,
                IntegerOp::Mod => Op::Mod,
            },
            terms,
        ),
        Builtin::IntegerCmp(c, _) => {
            Value::Sym(primop::one_zero(c.term(terms[0].clone(), terms[1].clone(), Op::Lt, Op::Le)))
        }
        Builtin::IntegerNegate => int(Op::Neg, terms),
        Builtin::IntegerAbs => {
            let x = terms[0].clone();
            let neg = Term::app(Op::Lt, Sort::Bool, vec![x.clone(), Term::int(0)]);
            Value::Sym(Term::app(
                Op::Ite,
                Sort::Int,
                vec![neg, Term::app(Op::Neg, Sort::Int, vec![x.clone()]), x],
            ))
        }
        Builtin::IntegerSignum => {
            let x = terms[0].clone();
            let neg = Term::app(Op::Lt, Sort::Bool, vec![x.clone(), Term::int(0)]);
            let zero = Term::eq(x, Term::int(0));
            let inner = Term::app(Op::Ite, Sort::Int, vec![zero, Term::int(0), Term::int(1)]);
            Value::Sym(Term::app(Op::Ite, Sort::Int, vec![neg, Term::int(-1), inner]))
        }
        Builtin::IntegerToInt | Builtin::IntegerToWord => {
            Value::Sym(Term::app(Op::IntToBv64, Sort::Bv64, terms))
        }
        Builtin::IntegerFromInt => Value::Sym(Term::app(Op::Bv64ToInt, Sort::Int, terms)),
        Builtin::IntegerFromWord => Value::Sym(Term::app(Op::WordToInt, Sort::Int, terms)),
        Builtin::IntegerToDouble => Value::Sym(to_double(&terms[0])),
        // `ldexp (fromInteger m) e`: for 2^e a normal double, one multiplication rounds
        // as ldexp does (the product of a double and a power of two is exact unless it
        // leaves the normal range, where both round once, to nearest).
        Builtin::IntegerEncodeDouble => match &values[1] {
            Value::Prim(Prim::Int(e)) if (-1022..=1023).contains(e) => {
                let m = to_double(&terms[0]);
                let scale = std::sync::Arc::new(Term::Double(2f64.powi(*e as i32)));
                Value::Sym(Term::app(Op::Mul, Sort::Double, vec![m, scale]))
            }
            _ => {
                return Err(Error::Unsupported {
                    what: "encodeFloat of a symbolic mantissa beyond the normal exponents".into(),
                    at: None,
                })
            }
        },
        _ => {
            return Err(Error::Unsupported {
                what: format!("{b:?} of a symbolic Integer"),
                at: None,
            })
        }
    };
    Ok(IntResult::Value(r))
}

/// The nearest Double of an Integer term; of an `Int#` made an Integer, the `Int#`'s
/// own conversion (the same number, and bit-vector to float is what Z3 decides well,
/// where the mathematical integer to float often is "unknown").
fn to_double(m: &TermRef) -> TermRef {
    match &**m {
        Term::App(Op::Bv64ToInt, _, inner) => {
            Term::app(Op::Bv64ToDouble, Sort::Double, vec![inner[0].clone()])
        }
        _ => Term::app(Op::IntToDouble, Sort::Double, vec![m.clone()]),
    }
}

/// `m * 2^e` as ghc-bignum computes it: a small Integer (`IS`) converted to the
/// nearest double and scaled by C's `ldexp`; a big one (`IP`, `IN`) as GMP's `mpn_get_d`
/// does, its magnitude truncated to 53 bits (`fromInteger (2^64 - 1) :: Double` is
/// 1.844674407370955e19, not the nearest 1.8446744073709552e19), so a mantissa of any
/// size gives a finite double when `e` scales it back.
fn encode_double(m: &BigInt, e: i64) -> f64 {
    if let Ok(i) = i64::try_from(m) {
        return ldexp(i as f64, e);
    }
    let magnitude = m.magnitude();
    let extra = magnitude.bits().saturating_sub(53);
    let top = (magnitude >> extra).iter_u64_digits().next().unwrap_or(0);
    let x = ldexp(top as f64, e.saturating_add(extra as i64));
    if m.sign() == num_bigint::Sign::Minus {
        -x
    } else {
        x
    }
}

/// `x * 2^e`, rounded once: C's `ldexp` (an exponent beyond ±4000 over- or underflows
/// any double alike).
fn ldexp(x: f64, e: i64) -> f64 {
    // SAFETY: `ldexp` is defined for every double and int.
    unsafe { super::primop::libm::ldexp(x, e.clamp(-4000, 4000) as i32) }
}

/// `n` modulo 2^64, as GHC's `integerToInt#` and `integerToWord#` wrap it: the low word
/// of its two's complement. (Read off the magnitude's low digit rather than printed and
/// parsed: every `fromInteger` of a literal at `Int` comes here.)
pub(super) fn low_word(n: &BigInt) -> u64 {
    let magnitude = n.iter_u64_digits().next().unwrap_or(0);
    if n.sign() == num_bigint::Sign::Minus {
        magnitude.wrapping_neg()
    } else {
        magnitude
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn low_word_is_twos_complement_modulo_2_to_64() {
        let two64: BigInt = BigInt::from(u64::MAX) + 1;
        let cases: [(BigInt, u64); 7] = [
            (BigInt::from(0), 0),
            (BigInt::from(42), 42),
            (BigInt::from(-1), u64::MAX),
            (BigInt::from(i64::MIN), 1 << 63),
            (&two64 + 5u64, 5),
            (-(&two64 + 5u64), 5u64.wrapping_neg()),
            (-(&two64 * 3u64), 0),
        ];
        for (n, low) in cases {
            assert_eq!(low_word(&n), low, "{n}");
        }
    }
}
