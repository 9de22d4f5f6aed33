//! Symbolic terms: what primitive operations on symbolic values build, and what path
//! constraints are made of. Independent of Z3; `smt::z3` translates them.
//!
//! Sorts follow GHC exactly: `Int#`/`Word#`/`Char#` are 64-bit bit-vectors (Char# kept in
//! 0..=0x10FFFF by a side condition when it is created), `Double#`/`Float#` are IEEE
//! floats, Integer is a mathematical integer.

use num_bigint::BigInt;
use rustc_hash::FxHashSet;
use std::sync::Arc;

use crate::unicode::CharFn;

#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Sort {
    Bool,
    /// 64-bit two's complement (Int#, Word#, Char#).
    Bv64,
    /// Unbounded integer (Integer, Natural).
    Int,
    Double,
    Float,
}

#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Op {
    // Bool
    Not,
    And,
    Or,
    // Generic comparisons; their meaning follows the operand sort (signed for Bv64).
    Eq,
    Lt,
    Le,
    // Unsigned comparisons on Bv64 (Word#).
    ULt,
    ULe,
    // Arithmetic on Bv64, Int, Double, Float.
    Add,
    Sub,
    Mul,
    Neg,
    /// Truncating division and remainder (Haskell's quot/rem); on Bv64 signed.
    Quot,
    Rem,
    UQuot,
    URem,
    /// Floor division and modulus on unbounded integers (div/mod).
    Div,
    Mod,
    /// Floating division.
    FDiv,
    /// IEEE square root (correctly rounded).
    FSqrt,
    BitAnd,
    BitOr,
    BitXor,
    BitNot,
    Shl,
    /// Arithmetic (signed) and logical right shifts.
    AShr,
    LShr,
    /// if-then-else; the first argument is Bool.
    Ite,
    // Conversions.
    Bv64ToInt,
    /// A Bv64 read as an unsigned integer (Word# to Integer).
    WordToInt,
    IntToBv64,
    Bv64ToDouble,
    DoubleToBv64,
    IntToDouble,
    FloatToDouble,
    DoubleToFloat,
    // IEEE classification of a Double or Float (Bool-valued).
    FIsNaN,
    FIsInfinite,
    FIsNegativeZero,
    FIsSubnormal,
    /// A Unicode function of base's C code on a code point (`Bv64`): Bool for the
    /// predicates, `Bv64` for the category and the case mappings. The solver expands
    /// it to a tree over the function's segments (`crate::unicode`).
    Char(CharFn),
}

/// A term. Shared structurally through `Arc`, so building a term never copies its operands.
#[derive(Clone, PartialEq, Debug)]
pub enum Term {
    Var(u32, Sort),
    Bool(bool),
    Bv64(u64),
    /// An unbounded integer (Haskell's Integer).
    Int(BigInt),
    Double(f64),
    Float(f32),
    App(Op, Sort, Arc<[Arc<Term>]>),
}

pub type TermRef = Arc<Term>;

impl Term {
    pub fn sort(&self) -> Sort {
        match self {
            Term::Var(_, s) | Term::App(_, s, _) => *s,
            Term::Bool(_) => Sort::Bool,
            Term::Bv64(_) => Sort::Bv64,
            Term::Int(_) => Sort::Int,
            Term::Double(_) => Sort::Double,
            Term::Float(_) => Sort::Float,
        }
    }

    pub fn app(op: Op, sort: Sort, args: Vec<TermRef>) -> TermRef {
        // An Int# taken to Integer and back is itself (`fromIntegral :: Int16 -> Int`
        // goes through Integer): without this, Z3 sees bv2int/int2bv and often answers
        // "unknown" on what is linear bit-vector arithmetic.
        if let (Op::IntToBv64, [x]) = (op, args.as_slice()) {
            if let Term::App(Op::Bv64ToInt | Op::WordToInt, _, inner) = &**x {
                return inner[0].clone();
            }
        }
        if let Some(t) = Term::integral_sign(op, &args) {
            return t;
        }
        if let Some(t) = Term::tested_flag(op, &args) {
            return t;
        }
        if let Some(t) = Term::power_of_two_division(op, sort, &args) {
            return t;
        }
        Arc::new(Term::App(op, sort, args.into()))
    }

    /// `quot` and `rem` of a 64-bit integer by a constant power of two 2^k, as bit
    /// operations: truncation toward zero adds 2^k - 1 to a negative dividend before
    /// the arithmetic shift (the compilers' rewrite; exact, with no overflow), and the
    /// remainder is the low k bits, less 2^k (the high bits set) for a negative dividend
    /// that is not a multiple. Z3 handles these far better than its divider circuit: a
    /// midpoint `l + (h - l) `div` 2` took its incremental core 7.4 s, and 1.0 s as
    /// shifts.
    fn power_of_two_division(op: Op, sort: Sort, args: &[TermRef]) -> Option<TermRef> {
        if sort != Sort::Bv64 || !matches!(op, Op::Quot | Op::Rem) {
            return None;
        }
        let [x, d] = args else { return None };
        let Term::Bv64(d) = **d else { return None };
        if !d.is_power_of_two() || d > 1 << 62 {
            return None;
        }
        let k = u64::from(d.trailing_zeros());
        let c = |n: u64| Arc::new(Term::Bv64(n));
        let bv = |op, args| Term::app(op, Sort::Bv64, args);
        let quot = if k == 0 {
            x.clone()
        } else {
            let sign = bv(Op::AShr, vec![x.clone(), c(63)]);
            let bias = bv(Op::LShr, vec![sign, c(64 - k)]);
            bv(Op::AShr, vec![bv(Op::Add, vec![x.clone(), bias]), c(k)])
        };
        if op == Op::Quot {
            return Some(quot);
        }
        // The remainder from the low bits, not as `x - (quot << k)`: on the test
        // `rem m 2 == 0` of an odd `3 * m + 1` Z3 took 2.7 s with the subtraction and
        // 0.03 s with this (its own `bvsrem`: 0.03 s too).
        let mask = d - 1;
        let low = bv(Op::BitAnd, vec![x.clone(), c(mask)]);
        let negative = Term::app(Op::Lt, Sort::Bool, vec![x.clone(), c(0)]);
        let inexact = Term::not(Term::eq(low.clone(), c(0)));
        let below_zero = Term::app(Op::And, Sort::Bool, vec![negative, inexact]);
        Some(Term::app(
            Op::Ite,
            Sort::Bv64,
            vec![below_zero, bv(Op::BitOr, vec![low.clone(), c(!mask)]), low],
        ))
    }

    /// A comparison's 0/1 result compared with a constant, `ite(c, 1, 0) == 1`, as the
    /// comparison itself (`c`, or its negation for `== 0`): GHC's comparisons on
    /// machine integers return an `Int#` that code tests with `isTrue#`, so a path on
    /// `n < 100` carried `ite(n < 100, 1, 0) == 1`, which interval reasoning did not
    /// recognise (and Z3 had to see through). Exact for any constants.
    fn tested_flag(op: Op, args: &[TermRef]) -> Option<TermRef> {
        let test = |ite: &TermRef, k: &TermRef| {
            let (Term::App(Op::Ite, _, parts), Term::Bv64(k)) = (&**ite, &**k) else {
                return None;
            };
            let (Term::Bv64(then), Term::Bv64(otherwise)) = (&*parts[1], &*parts[2]) else {
                return None;
            };
            Some(match (then == k, otherwise == k) {
                (true, false) => parts[0].clone(),
                (false, true) => Term::not(parts[0].clone()),
                (same, _) => Arc::new(Term::Bool(same)),
            })
        };
        match (op, args) {
            (Op::Eq, [a, b]) => test(a, b).or_else(|| test(b, a)),
            _ => None,
        }
    }

    /// An integer converted to Double compared with zero (`fromIntegral n /= 0`, the
    /// divisor of an average): the integer compared with zero. Exact: the conversion
    /// rounds only a nonzero integer, never to zero, and keeps its sign. Z3 often
    /// answers "unknown" on the conversion itself (int2real, to_fp).
    fn integral_sign(op: Op, args: &[TermRef]) -> Option<TermRef> {
        if !matches!(op, Op::Eq | Op::Lt | Op::Le) {
            return None;
        }
        let integral = |t: &TermRef| match &**t {
            Term::App(Op::Bv64ToDouble | Op::IntToDouble, _, inner) => Some(inner[0].clone()),
            _ => None,
        };
        let zero_of = |x: &TermRef| match x.sort() {
            Sort::Bv64 => Some(Arc::new(Term::Bv64(0))),
            Sort::Int => Some(Term::int(0)),
            _ => None,
        };
        let is_zero = |t: &TermRef| matches!(&**t, Term::Double(d) if *d == 0.0);
        match args {
            [a, b] if is_zero(b) => {
                let x = integral(a)?;
                let zero = zero_of(&x)?;
                Some(Term::app(op, Sort::Bool, vec![x, zero]))
            }
            [a, b] if is_zero(a) => {
                let x = integral(b)?;
                let zero = zero_of(&x)?;
                Some(Term::app(op, Sort::Bool, vec![zero, x]))
            }
            _ => None,
        }
    }

    /// The negation of `t`, simplified. (An associated function: `TermRef` is an `Arc`,
    /// so `std::ops::Not` cannot be implemented for it here.)
    #[allow(clippy::should_implement_trait)]
    pub fn not(t: TermRef) -> TermRef {
        match &*t {
            Term::Bool(b) => Arc::new(Term::Bool(!b)),
            Term::App(Op::Not, _, args) => args[0].clone(),
            _ => Term::app(Op::Not, Sort::Bool, vec![t]),
        }
    }

    /// The integer constant `n`.
    pub fn int(n: impl Into<BigInt>) -> TermRef {
        Arc::new(Term::Int(n.into()))
    }

    /// The machine integer constant `n` (its two's complement bits).
    pub fn bv64(n: i64) -> TermRef {
        Arc::new(Term::Bv64(n as u64))
    }

    pub fn eq(a: TermRef, b: TermRef) -> TermRef {
        Term::app(Op::Eq, Sort::Bool, vec![a, b])
    }

    /// Whether this Bool compares one variable, plus or minus a constant, with a
    /// constant (or is a Bool variable): a bound, which interval reasoning decides on
    /// machine integers and linear arithmetic on Integers.
    pub fn is_bound(&self) -> bool {
        let t = match self {
            Term::App(Op::Not, _, args) => &*args[0],
            t => t,
        };
        match t {
            Term::Var(_, Sort::Bool) => true,
            Term::App(Op::Eq | Op::Lt | Op::Le | Op::ULt | Op::ULe, Sort::Bool, args) => {
                matches!(&args[..], [a, b] if (a.is_offset_var() && b.is_constant())
                    || (a.is_constant() && b.is_offset_var()))
            }
            _ => false,
        }
    }

    /// Whether this is a variable plus or minus a constant.
    pub fn is_offset_var(&self) -> bool {
        match self {
            Term::Var(..) => true,
            Term::App(Op::Add, _, args) => matches!(&args[..], [a, b]
                if (a.is_offset_var() && b.is_constant()) || (a.is_constant() && b.is_offset_var())),
            Term::App(Op::Sub, _, args) => {
                matches!(&args[..], [a, b] if a.is_offset_var() && b.is_constant())
            }
            _ => false,
        }
    }

    pub fn is_constant(&self) -> bool {
        !matches!(self, Term::Var(..) | Term::App(..))
    }

    /// Collects the symbolic variables of a term.
    pub fn vars(&self, out: &mut Vec<(u32, Sort)>) {
        let mut unlimited = usize::MAX;
        let _ = Term::vars_within([self], &mut unlimited, out);
    }

    /// The variables of `terms`, one unit of `budget` a node, each subterm they share
    /// visited once (as `eval` does: walked as a tree, a term with much sharing costs
    /// exponential time); `None` when the budget runs out.
    pub fn vars_within<'t>(
        terms: impl IntoIterator<Item = &'t Term>,
        budget: &mut usize,
        out: &mut Vec<(u32, Sort)>,
    ) -> Option<()> {
        Term::visit_within(terms, budget, |t| {
            if let Term::Var(v, s) = t {
                if !out.contains(&(*v, *s)) {
                    out.push((*v, *s));
                }
            }
        })
    }

    /// Calls `f` on every node of `terms`, as a graph: a subterm shared through an `Arc`
    /// held more than once is visited once. `None` if there are more than `budget` nodes.
    pub fn visit_within<'t>(
        terms: impl IntoIterator<Item = &'t Term>,
        budget: &mut usize,
        mut f: impl FnMut(&Term),
    ) -> Option<()> {
        let mut seen = FxHashSet::default();
        for t in terms {
            t.visit_once(&mut seen, budget, &mut f)?;
        }
        Some(())
    }

    fn visit_once(
        &self,
        seen: &mut FxHashSet<*const Term>,
        budget: &mut usize,
        f: &mut impl FnMut(&Term),
    ) -> Option<()> {
        *budget = budget.checked_sub(1)?;
        f(self);
        if let Term::App(_, _, args) = self {
            for a in args.iter() {
                if Arc::strong_count(a) == 1 || seen.insert(Arc::as_ptr(a)) {
                    a.visit_once(seen, budget, f)?;
                }
            }
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::eval::eval;
    use crate::smt::solver::{Model, ModelValue};

    #[test]
    fn an_integer_converted_to_double_is_compared_with_zero_as_an_integer() {
        let n = Arc::new(Term::Var(0, Sort::Int));
        let d = Term::app(Op::IntToDouble, Sort::Double, vec![n.clone()]);
        let zero = Arc::new(Term::Double(-0.0));
        // fromIntegral n == 0 is n == 0; 0 < fromIntegral n is 0 < n.
        assert_eq!(Term::eq(d.clone(), zero.clone()), Term::eq(n.clone(), Term::int(0)));
        assert_eq!(
            Term::app(Op::Lt, Sort::Bool, vec![zero.clone(), d.clone()]),
            Arc::new(Term::App(Op::Lt, Sort::Bool, vec![Term::int(0), n.clone()].into()))
        );
        // Not against another constant: 0.5 is no integer's image.
        let half = Arc::new(Term::Double(0.5));
        assert!(matches!(&*Term::eq(d, half), Term::App(Op::Eq, _, args)
            if matches!(&*args[0], Term::App(Op::IntToDouble, ..))));
    }

    #[test]
    fn a_comparisons_flag_compared_with_a_constant_is_the_comparison() {
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        let bits = |v: u64| Arc::new(Term::Bv64(v));
        let lt = Term::app(Op::Lt, Sort::Bool, vec![x.clone(), bits(100)]);
        let flag = Term::app(Op::Ite, Sort::Bv64, vec![lt.clone(), bits(1), bits(0)]);
        assert_eq!(Term::eq(flag.clone(), bits(1)), lt);
        assert_eq!(Term::eq(bits(1), flag.clone()), lt);
        assert_eq!(Term::eq(flag.clone(), bits(0)), Term::not(lt.clone()));
        assert_eq!(Term::eq(flag.clone(), bits(2)), Arc::new(Term::Bool(false)));
        // The same values as the unsimplified term, for every x around the bound.
        for v in [0u64, 99, 100, 101, u64::MAX] {
            let mut model = Model::default();
            model.values.insert(0, ModelValue::Bits(v));
            for k in [0u64, 1, 2] {
                let plain =
                    Arc::new(Term::App(Op::Eq, Sort::Bool, vec![flag.clone(), bits(k)].into()));
                assert_eq!(eval(&Term::eq(flag.clone(), bits(k)), &model), eval(&plain, &model));
            }
        }
    }

    #[test]
    fn quot_and_rem_by_a_power_of_two_are_bit_operations_with_the_same_values() {
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        for d in [1u64, 2, 8, 1 << 30, 1 << 62] {
            for op in [Op::Quot, Op::Rem] {
                let t = Term::app(op, Sort::Bv64, vec![x.clone(), Arc::new(Term::Bv64(d))]);
                assert!(!matches!(&*t, Term::App(Op::Quot | Op::Rem, ..)), "{op:?} {d}");
                for v in [0i64, 1, -1, 7, -7, 8, -8, 9, -9, i64::MAX, i64::MIN, i64::MIN + 1] {
                    let mut model = Model::default();
                    model.values.insert(0, ModelValue::Bits(v as u64));
                    let want = match op {
                        Op::Quot => v.wrapping_div(d as i64),
                        _ => v.wrapping_rem(d as i64),
                    };
                    assert_eq!(
                        eval(&t, &model),
                        Some(ModelValue::Bits(want as u64)),
                        "{v} {op:?} {d}"
                    );
                }
            }
        }
        // Not by other constants.
        let t = Term::app(Op::Quot, Sort::Bv64, vec![x, Arc::new(Term::Bv64(10))]);
        assert!(matches!(&*t, Term::App(Op::Quot, ..)));
    }
}
