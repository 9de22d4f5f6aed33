//! Division of a 64-bit integer by a constant, for Z3: a fresh quotient and remainder
//! and the constraints that define them, instead of Z3's divider circuit.

use z3_sys::*;

use super::term::Op;

// Note [Division by a constant]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `show n`, digit sums, `n `mod` 3`, a sieve's `n `rem` d` over concrete `d`: code on
// a symbolic Int divides by constants, and Z3 bit-blasts `bvsdiv x 10` into a 64-step
// restoring divider, in which propagation between `x` and the result is a search.
// Nested (`show`'s digits are `quot (quot x 10) 10`, ...), a check took 18 s. Instead
// `quot x d` and `rem x d` are fresh `q` and `r`, defined by constraints whose only
// arithmetic is a multiplication by the constant (shifts and adds in the circuit):
//
// * signed (`quotInt#`, `remInt#`), `d >= 3`: `x = q * d + r`, `lo <= q <= hi` with
//   `lo = -(2^63 div d)` and `hi = (2^63 - 1) div d`, and `0 <= r < d` if `x >= 0`,
//   else `-d < r <= 0`;
// * unsigned (`quotWord#`, `remWord#`), `d >= 3`: `x = q * d + r`,
//   `q <= (2^64 - 1) div d`, `q * d <= x` and `r < d`.
//
// Exact: the bounds keep `q * d` in range, and `q * d + r` cannot wrap (signed: past
// the top it would be negative while `r > 0` asks `x >= 0`, past the bottom positive
// while `r < 0` asks `x < 0`; unsigned: a wrap would make `x < q * d`); the tests check
// values at the edges against Rust's division. Measured on the checks of `show` over a
// symbolic Int: the slowest took 18 s with `bvsdiv`, 0.18 s so (5 conflicts); with `r`
// written as the term `x - q * d` instead of a fresh constant, 0.45-1.6 s (47,000
// conflicts on one check).
//
// The definitions go with every assertion whose term contains the division
// (`Solver::assertion`), not once: a term's translation is cached across push and pop,
// so the quotient may be reused by a later assertion after the one that first defined
// it has been popped. Signed divisions by powers of two never get here (`Term::app`
// makes them shifts); unsigned ones stay Z3's `bvudiv`, as do divisions by 0, 1, 2 and
// by negative constants.

/// A division of a `Bv64` by a constant that gets a defined quotient: `d >= 3` and not a
/// power of two (those are shifts), as a positive signed value for the signed ops.
pub(super) fn by_constant(op: Op, d: u64) -> bool {
    let signed = matches!(op, Op::Quot | Op::Rem);
    let unsigned = matches!(op, Op::UQuot | Op::URem);
    (signed && (3..=i64::MAX as u64).contains(&d) || unsigned && d >= 3) && !d.is_power_of_two()
}

/// The quotient and remainder of `x` by `d` and the constraint that defines them (Note
/// [Division by a constant]).
pub(super) struct Quotient {
    q: Z3_ast,
    r: Z3_ast,
    pub definition: Z3_ast,
}

impl Quotient {
    /// `quot x d` and `rem x d` (signed if `signed`): fresh constants and their
    /// definition.
    pub(super) unsafe fn new(ctx: Z3_context, x: Z3_ast, d: u64, signed: bool) -> Option<Quotient> {
        unsafe {
            let sort = Z3_mk_bv_sort(ctx, 64)?;
            let c = |v: u64| Z3_mk_unsigned_int64(ctx, v, sort);
            let q = Z3_mk_fresh_const(ctx, c"quot".as_ptr(), sort)?;
            let r = Z3_mk_fresh_const(ctx, c"rem".as_ptr(), sort)?;
            let qd = Z3_mk_bvmul(ctx, q, c(d)?)?;
            let and = |parts: &[Z3_ast]| Z3_mk_and(ctx, parts.len() as u32, parts.as_ptr());
            let sum = Z3_mk_eq(ctx, x, Z3_mk_bvadd(ctx, qd, r)?)?;
            let definition = if signed {
                let lo = (-((1i128 << 63) / i128::from(d))) as i64 as u64;
                let hi = i64::MAX as u64 / d;
                let zero = c(0)?;
                let nonnegative = and(&[Z3_mk_bvsle(ctx, zero, r)?, Z3_mk_bvslt(ctx, r, c(d)?)?])?;
                let nonpositive =
                    and(&[Z3_mk_bvslt(ctx, c(d.wrapping_neg())?, r)?, Z3_mk_bvsle(ctx, r, zero)?])?;
                and(&[
                    sum,
                    Z3_mk_bvsle(ctx, c(lo)?, q)?,
                    Z3_mk_bvsle(ctx, q, c(hi)?)?,
                    Z3_mk_ite(ctx, Z3_mk_bvsle(ctx, zero, x)?, nonnegative, nonpositive)?,
                ])?
            } else {
                and(&[
                    sum,
                    Z3_mk_bvule(ctx, q, c(u64::MAX / d)?)?,
                    Z3_mk_bvule(ctx, qd, x)?,
                    Z3_mk_bvult(ctx, r, c(d)?)?,
                ])?
            };
            Some(Quotient { q, r, definition })
        }
    }

    /// The quotient for `Quot`/`UQuot`, the remainder for `Rem`/`URem`.
    pub(super) fn result(&self, op: Op) -> Z3_ast {
        match op {
            Op::Quot | Op::UQuot => self.q,
            _ => self.r,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::smt::term::{Sort, Term, TermRef};
    use crate::smt::{ModelValue, SatResult, Solver};

    use super::*;

    fn bits(v: u64) -> TermRef {
        Arc::new(Term::Bv64(v))
    }

    fn var(i: u32) -> TermRef {
        Arc::new(Term::Var(i, Sort::Bv64))
    }

    fn div(op: Op, x: TermRef, d: TermRef) -> TermRef {
        Term::app(op, Sort::Bv64, vec![x, d])
    }

    /// Rust's own quot/rem, wrapping where Haskell's primops wrap.
    fn expected(op: Op, x: u64, d: u64) -> u64 {
        match op {
            Op::Quot => (x as i64).wrapping_div(d as i64) as u64,
            Op::Rem => (x as i64).wrapping_rem(d as i64) as u64,
            Op::UQuot => x / d,
            _ => x % d,
        }
    }

    /// At the edges of the range (and around multiples of the divisor) the defined
    /// quotient and remainder are the only values the solver allows, and Rust's.
    #[test]
    fn quotients_of_edge_values_are_exact_and_unique() {
        let mut solver = Solver::new(10_000).unwrap();
        let x = var(0);
        let divisors = [3u64, 7, 10, 1000, 1 << 32 | 1, i64::MAX as u64, u64::MAX - 1];
        for op in [Op::Quot, Op::Rem, Op::UQuot, Op::URem] {
            for &d in &divisors {
                if !by_constant(op, d) {
                    continue;
                }
                let edges = [0u64, 1, 9, 10, 11, d - 1, d, d + 1, i64::MAX as u64, 1 << 63];
                let more = [(1u64 << 63) + 1, u64::MAX, u64::MAX - 9, 12345u64.wrapping_neg()];
                // And pseudo-random values (a fixed linear congruential sequence).
                let random = (0..6u64).scan(d, |s, _| {
                    *s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    Some(*s)
                });
                for v in edges.into_iter().chain(more).chain(random) {
                    let want = expected(op, v, d);
                    let result = div(op, x.clone(), bits(d));
                    let at_v = Term::eq(x.clone(), bits(v));
                    let path = [at_v.clone(), Term::eq(result.clone(), bits(want))];
                    assert_eq!(solver.check(&path).unwrap(), SatResult::Sat, "{op:?} {v} {d}");
                    let path = [at_v, Term::not(Term::eq(result, bits(want)))];
                    assert_eq!(solver.check(&path).unwrap(), SatResult::Unsat, "{op:?} {v} {d}");
                }
            }
        }
    }

    /// A search over quotients finds what division would: the x whose quotient by 7 is
    /// 13 and remainder 6 is 97, and the only x whose unsigned quotient by 10 is
    /// u64::MAX / 10 with remainder 5 is u64::MAX.
    #[test]
    fn a_search_over_quotients_finds_the_dividend() {
        let mut solver = Solver::new(10_000).unwrap();
        let x = var(0);
        let q = div(Op::Quot, x.clone(), bits(7));
        let r = div(Op::Rem, x.clone(), bits(7));
        let path = [Term::eq(q, bits(13)), Term::eq(r, bits(6))];
        assert_eq!(solver.check(&path).unwrap(), SatResult::Sat);
        assert_eq!(solver.model(&[(0, Sort::Bv64)]).unwrap().values[&0], ModelValue::Bits(97));
        let q = div(Op::UQuot, x.clone(), bits(10));
        let r = div(Op::URem, x.clone(), bits(10));
        let path = [Term::eq(q, bits(u64::MAX / 10)), Term::eq(r, bits(5))];
        assert_eq!(solver.check(&path).unwrap(), SatResult::Sat);
        let found = solver.model(&[(0, Sort::Bv64)]).unwrap().values[&0].clone();
        assert_eq!(found, ModelValue::Bits(u64::MAX));
        let path = [path[0].clone(), path[1].clone(), Term::not(Term::eq(x, bits(u64::MAX)))];
        assert_eq!(solver.check(&path).unwrap(), SatResult::Unsat);
    }
}
