//! Evaluating terms under a model, without Z3.
//!
//! The search keeps the model of each state's last satisfiable check. A child whose new
//! constraints already hold under its parent's model is satisfiable with that same
//! model, so no solver call is needed (a counterexample cache in the sense of KLEE).
//! `None` means "cannot tell here" (an unknown variable, an operation not modelled):
//! the caller then asks Z3.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::solver::{Model, ModelValue};
use super::term::{Op, Sort, Term, TermRef};

/// 2^63: Doubles in [-2^63, 2^63) truncate to an Int#.
const TWO_TO_63: f64 = (1u64 << 63) as f64;

/// The largest Integer operands (in bits, together) evaluated here.
const MAX_BITS: u64 = 1 << 16;

/// The value of `t` under `model`.
///
/// Terms share their subterms (`iterate (\x -> x * x + x) x !! 18` is a term of 37
/// nodes whose tree has 2^18 leaves), so a subterm reached from more than one place is
/// evaluated once: the work is the term's size as a graph, never its size as a tree.
pub fn eval(t: &Term, model: &Model) -> Option<ModelValue> {
    Evaluation { model, shared: FxHashMap::default() }.value(t)
}

/// Whether every one of `constraints` holds under `model` (`None`: cannot tell here),
/// a subterm they share evaluated once.
pub fn all_hold<'t>(
    constraints: impl IntoIterator<Item = &'t Term>,
    model: &Model,
) -> Option<bool> {
    let mut evaluation = Evaluation { model, shared: FxHashMap::default() };
    for c in constraints {
        match evaluation.value(c)? {
            ModelValue::Bool(true) => {}
            ModelValue::Bool(false) => return Some(false),
            _ => return None,
        }
    }
    Some(true)
}

struct Evaluation<'m> {
    model: &'m Model,
    /// Values of the shared subterms evaluated so far, by address (the term is borrowed
    /// for the whole evaluation, so addresses are stable).
    shared: FxHashMap<*const Term, Option<ModelValue>>,
}

impl Evaluation<'_> {
    fn value(&mut self, t: &Term) -> Option<ModelValue> {
        use ModelValue::*;
        Some(match t {
            Term::Var(id, _) => self.model.values.get(id)?.clone(),
            Term::Bool(b) => Bool(*b),
            Term::Bv64(v) => Bits(*v),
            Term::Int(i) => Int(i.clone()),
            Term::Double(d) => Double(*d),
            Term::Float(f) => Float(*f),
            Term::App(op, sort, args) => {
                let mut values = Vec::with_capacity(args.len());
                for a in args.iter() {
                    values.push(self.argument(a)?);
                }
                app(*op, *sort, &values)?
            }
        })
    }

    /// The value of an argument, remembered when it may be reached again. An `Arc`
    /// held once has one parent in this term, and that parent is itself reached once
    /// (by the same argument) or remembered, so it is reached once: only application
    /// nodes held more than once need remembering.
    fn argument(&mut self, a: &TermRef) -> Option<ModelValue> {
        if !matches!(**a, Term::App(..)) || Arc::strong_count(a) == 1 {
            return self.value(a);
        }
        let key = Arc::as_ptr(a);
        if let Some(v) = self.shared.get(&key) {
            return v.clone();
        }
        let v = self.value(a);
        self.shared.insert(key, v.clone());
        v
    }
}

fn app(op: Op, sort: Sort, a: &[ModelValue]) -> Option<ModelValue> {
    use ModelValue::*;
    Some(match (op, a) {
        (Op::Not, [Bool(x)]) => Bool(!x),
        (Op::And, xs) => Bool(xs.iter().all(|x| matches!(x, Bool(true)))),
        (Op::Or, xs) => Bool(xs.iter().any(|x| matches!(x, Bool(true)))),
        (Op::Ite, [Bool(c), x, y]) => {
            if *c {
                x.clone()
            } else {
                y.clone()
            }
        }
        (Op::Eq, [Double(x), Double(y)]) => Bool(x == y),
        (Op::Eq, [Float(x), Float(y)]) => Bool(x == y),
        (Op::Eq, [x, y]) => Bool(x == y),
        (Op::Lt, [Bits(x), Bits(y)]) => Bool((*x as i64) < (*y as i64)),
        (Op::Le, [Bits(x), Bits(y)]) => Bool((*x as i64) <= (*y as i64)),
        (Op::ULt, [Bits(x), Bits(y)]) => Bool(x < y),
        (Op::ULe, [Bits(x), Bits(y)]) => Bool(x <= y),
        (Op::Lt, [Int(x), Int(y)]) => Bool(x < y),
        (Op::Le, [Int(x), Int(y)]) => Bool(x <= y),
        (Op::Lt, [Double(x), Double(y)]) => Bool(x < y),
        (Op::Le, [Double(x), Double(y)]) => Bool(x <= y),
        (op, [Bits(x), Bits(y)]) if sort == Sort::Bv64 => {
            let (xi, yi) = (*x as i64, *y as i64);
            Bits(match op {
                Op::Add => x.wrapping_add(*y),
                Op::Sub => x.wrapping_sub(*y),
                Op::Mul => x.wrapping_mul(*y),
                // Division by zero is left to Z3's own convention.
                Op::Quot if *y != 0 => xi.wrapping_div(yi) as u64,
                Op::Rem if *y != 0 => xi.wrapping_rem(yi) as u64,
                Op::UQuot if *y != 0 => x / y,
                Op::URem if *y != 0 => x % y,
                Op::BitAnd => x & y,
                Op::BitOr => x | y,
                Op::BitXor => x ^ y,
                Op::Shl => {
                    if *y >= 64 {
                        0
                    } else {
                        x << y
                    }
                }
                Op::LShr => {
                    if *y >= 64 {
                        0
                    } else {
                        x >> y
                    }
                }
                Op::AShr => {
                    if *y >= 64 {
                        (xi >> 63) as u64
                    } else {
                        (xi >> y) as u64
                    }
                }
                _ => return None,
            })
        }
        // IEEE arithmetic rounding to nearest, ties to even, as Z3's `fp.*` with RNE and
        // GHC's primops.
        (op, [Double(x), Double(y)]) if sort == Sort::Double => Double(match op {
            Op::Add => x + y,
            Op::Sub => x - y,
            Op::Mul => x * y,
            Op::FDiv => x / y,
            _ => return None,
        }),
        (Op::Neg, [Double(x)]) => Double(-x),
        (Op::FSqrt, [Double(x)]) => Double(x.sqrt()),
        (Op::FIsNaN, [Double(x)]) => Bool(x.is_nan()),
        (Op::FIsInfinite, [Double(x)]) => Bool(x.is_infinite()),
        (Op::Bv64ToDouble, [Bits(x)]) if sort == Sort::Double => Double(*x as i64 as f64),
        // An Integer within Int's range (`fromIntegral` goes through Integer); larger ones
        // are left to Z3 rather than rounded here.
        (Op::IntToDouble, [Int(x)]) if sort == Sort::Double => {
            Double(i64::try_from(x).ok()? as f64)
        }
        // Truncation, where it fits (Z3 leaves the rest unspecified: its own to decide).
        (Op::DoubleToBv64, [Double(x)]) if (-TWO_TO_63..TWO_TO_63).contains(x) => {
            Bits(x.trunc() as i64 as u64)
        }
        (Op::Char(f), [Bits(x)]) if sort == Sort::Bool => Bool(f.apply(*x) == 1),
        (Op::Char(f), [Bits(x)]) => Bits(f.apply(*x)),
        (Op::Neg, [Bits(x)]) => Bits(x.wrapping_neg()),
        (Op::BitNot, [Bits(x)]) => Bits(!x),
        // Unbounded, but not without limit: a product of huge numbers is left to Z3
        // (which has a timeout) rather than computed here.
        (op, [Int(x), Int(y)]) if sort == Sort::Int && x.bits() + y.bits() <= MAX_BITS => {
            Int(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
                _ => return None,
            })
        }
        (Op::Neg, [Int(x)]) => Int(-x),
        (Op::Bv64ToInt, [Bits(x)]) => Int((*x as i64).into()),
        (Op::WordToInt, [Bits(x)]) => Int((*x).into()),
        // Modulo 2^64, as Z3's int2bv.
        (Op::IntToBv64, [Int(x)]) => Bits(low_bits(x)),
        _ => return None,
    })
}

/// The low 64 bits of `x` in two's complement.
fn low_bits(x: &num_bigint::BigInt) -> u64 {
    let digits = x.to_signed_bytes_le();
    let mut bytes = [if x.sign() == num_bigint::Sign::Minus { 0xff } else { 0 }; 8];
    for (b, d) in bytes.iter_mut().zip(digits) {
        *b = d;
    }
    u64::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluates_bitvector_constraints_like_z3() {
        let mut model = Model::default();
        model.values.insert(0, ModelValue::Bits(u64::MAX)); // x = -1
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        let sum = Term::app(Op::Add, Sort::Bv64, vec![x.clone(), Arc::new(Term::Bv64(11))]);
        let gt = Term::app(Op::Lt, Sort::Bool, vec![Arc::new(Term::Bv64(100)), sum]);
        assert_eq!(eval(&gt, &model), Some(ModelValue::Bool(false))); // -1 + 11 > 100 is false
        let unsigned = Term::app(Op::ULt, Sort::Bool, vec![Arc::new(Term::Bv64(100)), x]);
        assert_eq!(eval(&unsigned, &model), Some(ModelValue::Bool(true)));
        let unknown = Arc::new(Term::Var(7, Sort::Bv64));
        assert_eq!(eval(&unknown, &model), None);
    }

    /// `iterate (\y -> y * y + y) x !! 64`: a term of 129 nodes whose tree has 2^64
    /// leaves. Evaluated as a tree, neither this nor `vars` would end.
    #[test]
    fn shared_subterms_are_evaluated_once() {
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        let mut y = x.clone();
        let mut expected = 3u64;
        for _ in 0..64 {
            let square = Term::app(Op::Mul, Sort::Bv64, vec![y.clone(), y.clone()]);
            y = Term::app(Op::Add, Sort::Bv64, vec![square, y]);
            expected = expected.wrapping_mul(expected).wrapping_add(expected);
        }
        let mut model = Model::default();
        model.values.insert(0, ModelValue::Bits(3));
        assert_eq!(eval(&y, &model), Some(ModelValue::Bits(expected)));
        let mut vars = Vec::new();
        y.vars(&mut vars);
        assert_eq!(vars, vec![(0, Sort::Bv64)]);
        assert_eq!(eval(&y, &Model::default()), None);
    }

    #[test]
    fn doubles_round_as_ieee_and_convert_where_they_fit() {
        let model = Model::default();
        let d = |x: f64| Arc::new(Term::Double(x));
        let bits = |x: i64| Arc::new(Term::Bv64(x as u64));
        let to_double = |t| Term::app(Op::Bv64ToDouble, Sort::Double, vec![t]);
        let to_int = |t| Term::app(Op::DoubleToBv64, Sort::Bv64, vec![t]);
        let sqrt = Term::app(Op::FSqrt, Sort::Double, vec![to_double(bits(49))]);
        assert_eq!(eval(&sqrt, &model), Some(ModelValue::Double(7.0)));
        // 2^53 + 1 is no Double: the nearest, ties to even, is 2^53.
        let big = to_double(bits((1 << 53) + 1));
        assert_eq!(eval(&big, &model), Some(ModelValue::Double(9007199254740992.0)));
        let sum = Term::app(Op::Add, Sort::Double, vec![d(0.1), d(0.2)]);
        assert_eq!(eval(&sum, &model), Some(ModelValue::Double(0.30000000000000004)));
        let integer = Term::app(Op::IntToDouble, Sort::Double, vec![Term::int((1i64 << 53) + 1)]);
        assert_eq!(eval(&integer, &model), Some(ModelValue::Double(9007199254740992.0)));
        assert_eq!(eval(&to_int(d(-3.7)), &model), Some(ModelValue::Bits(-3i64 as u64)));
        assert_eq!(eval(&to_int(d(-TWO_TO_63)), &model), Some(ModelValue::Bits(i64::MIN as u64)));
        for outside in [TWO_TO_63, f64::NAN, f64::INFINITY] {
            assert_eq!(eval(&to_int(d(outside)), &model), None);
        }
    }

    #[test]
    fn unbounded_integers_and_their_low_bits() {
        use num_bigint::BigInt;
        let model = Model::default();
        let big = BigInt::from(10).pow(44);
        let square = Term::app(
            Op::Mul,
            Sort::Int,
            vec![Term::int(BigInt::from(10).pow(22)), Term::int(BigInt::from(10).pow(22))],
        );
        assert_eq!(eval(&Term::eq(square, Term::int(big)), &model), Some(ModelValue::Bool(true)));
        let bits = |n: BigInt| {
            eval(&Term::App(Op::IntToBv64, Sort::Bv64, vec![Term::int(n)].into()), &model)
        };
        assert_eq!(bits(BigInt::from(-1)), Some(ModelValue::Bits(u64::MAX)));
        assert_eq!(bits((BigInt::from(1) << 64u32) + 5), Some(ModelValue::Bits(5)));
        assert_eq!(bits(-(BigInt::from(1) << 64u32) - 1), Some(ModelValue::Bits(u64::MAX)));
    }
}
