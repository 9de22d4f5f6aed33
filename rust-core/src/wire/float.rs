//! Exact rationals to and from binary floating point.
//!
//! `Float#` and `Double#` literals travel as exact rationals (GHC keeps them as
//! `Rational`). Decoding rounds `num/den` to the nearest `f32`/`f64`, ties to even,
//! with subnormals and overflow to infinity, exactly as `fromRational` does; encoding
//! writes the exact value of a finite float as a reduced fraction, so encode then
//! decode is the identity on finite floats (except that `-0.0` becomes `0.0`).

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

/// An IEEE binary format: `p` significand bits (including the hidden one), the least
/// normal exponent and the greatest one.
struct Format {
    p: u32,
    emin: i64,
    emax: i64,
}

const BINARY32: Format = Format { p: 24, emin: -126, emax: 127 };
const BINARY64: Format = Format { p: 53, emin: -1022, emax: 1023 };

/// The rounded value as sign, significand and the exponent of its last bit; or infinity.
enum Rounded {
    Finite { neg: bool, mantissa: u64, lsb_exp: i64 },
    Infinite { neg: bool },
}

/// Rounds `num/den` to nearest, ties to even, in format `f`. `None` when `den` is zero.
fn round(num: &BigInt, den: &BigInt, f: &Format) -> Option<Rounded> {
    if den.is_zero() {
        return None;
    }
    let neg = !num.is_zero() && (num.sign() == Sign::Minus) != (den.sign() == Sign::Minus);
    let n = num.magnitude();
    let d = den.magnitude();
    if n.is_zero() {
        return Some(Rounded::Finite { neg: false, mantissa: 0, lsb_exp: 0 });
    }
    let p = i64::from(f.p);
    // n/d lies in [2^(e-1), 2^(e+1)).
    let e = n.bits() as i64 - d.bits() as i64;
    if e < f.emin - p {
        // n/d < 2^(e+1) <= 2^(emin-p), half the least subnormal: rounds to zero.
        return Some(Rounded::Finite { neg, mantissa: 0, lsb_exp: 0 });
    }
    if e - 1 > f.emax {
        return Some(Rounded::Infinite { neg });
    }
    // Scale so that the integer quotient has p + 2 or p + 3 bits: p for the significand,
    // one to round on, and the remainder as the sticky bit.
    let s = p + 2 - e;
    let (q, r) = if s >= 0 {
        let scaled: BigUint = n << (s as u64);
        (&scaled / d, &scaled % d)
    } else {
        let scaled: BigUint = d << ((-s) as u64);
        (n / &scaled, n % &scaled)
    };
    let b = q.bits() as i64;
    let exp = b - 1 - s;
    let mut lsb_exp = (exp - (p - 1)).max(f.emin - (p - 1));
    let shift = (lsb_exp + s) as u64; // at least 2
    let mut mantissa = u64::try_from(&q >> shift).unwrap_or(u64::MAX);
    let half = q.bit(shift - 1);
    let sticky = !r.is_zero() || q.trailing_zeros().is_some_and(|tz| tz < shift - 1);
    if half && (sticky || mantissa & 1 == 1) {
        mantissa += 1;
        if mantissa == 1 << f.p {
            mantissa >>= 1;
            lsb_exp += 1;
        }
    }
    if mantissa >= 1 << (f.p - 1) && lsb_exp + p - 1 > f.emax {
        return Some(Rounded::Infinite { neg });
    }
    Some(Rounded::Finite { neg, mantissa, lsb_exp })
}

/// Assembles IEEE bits for a rounded value in format `f` with `bits` total bits.
fn assemble(r: Rounded, f: &Format, bits: u32) -> u64 {
    let exp_bits = bits - f.p;
    let sign_bit = |neg: bool| if neg { 1u64 << (bits - 1) } else { 0 };
    match r {
        Rounded::Infinite { neg } => sign_bit(neg) | (((1u64 << exp_bits) - 1) << (f.p - 1)),
        Rounded::Finite { neg, mantissa, lsb_exp } => {
            let hidden = 1u64 << (f.p - 1);
            if mantissa >= hidden {
                let biased = (lsb_exp + i64::from(f.p) - 1 + f.emax) as u64;
                sign_bit(neg) | (biased << (f.p - 1)) | (mantissa - hidden)
            } else {
                // Zero or subnormal: the exponent field is 0 and lsb_exp is the least one.
                sign_bit(neg) | mantissa
            }
        }
    }
}

/// The `f64` nearest to `num/den`; `None` when `den` is zero.
pub fn rational_to_f64(num: &BigInt, den: &BigInt) -> Option<f64> {
    round(num, den, &BINARY64).map(|r| f64::from_bits(assemble(r, &BINARY64, 64)))
}

/// The `f32` nearest to `num/den` (rounded once, not through `f64`); `None` when `den`
/// is zero.
pub fn rational_to_f32(num: &BigInt, den: &BigInt) -> Option<f32> {
    round(num, den, &BINARY32).map(|r| f32::from_bits(assemble(r, &BINARY32, 32) as u32))
}

/// The exact value of a finite float `(-1)^neg * mantissa * 2^exp` as a reduced fraction.
fn exact(neg: bool, mantissa: u64, exp: i64) -> (BigInt, BigInt) {
    if mantissa == 0 {
        return (BigInt::zero(), BigInt::one());
    }
    let tz = mantissa.trailing_zeros();
    let (m, e) = (mantissa >> tz, exp + i64::from(tz));
    let sign = if neg { Sign::Minus } else { Sign::Plus };
    if e >= 0 {
        (BigInt::from_biguint(sign, BigUint::from(m) << (e as u64)), BigInt::one())
    } else {
        (
            BigInt::from_biguint(sign, BigUint::from(m)),
            BigInt::from(BigUint::one() << ((-e) as u64)),
        )
    }
}

/// The exact rational value of a finite `f64`; `None` for infinities and NaN.
pub fn f64_to_rational(x: f64) -> Option<(BigInt, BigInt)> {
    if !x.is_finite() {
        return None;
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    let (mantissa, exp) =
        if biased == 0 { (frac, -1074) } else { (frac | (1 << 52), biased - 1075) };
    Some(exact(x.is_sign_negative(), mantissa, exp))
}

/// The exact rational value of a finite `f32`; `None` for infinities and NaN.
pub fn f32_to_rational(x: f32) -> Option<(BigInt, BigInt)> {
    if !x.is_finite() {
        return None;
    }
    let bits = x.to_bits();
    let biased = ((bits >> 23) & 0xff) as i64;
    let frac = u64::from(bits & ((1 << 23) - 1));
    let (mantissa, exp) = if biased == 0 { (frac, -149) } else { (frac | (1 << 23), biased - 150) };
    Some(exact(x.is_sign_negative(), mantissa, exp))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn big(s: &str) -> BigInt {
        s.parse().unwrap()
    }

    /// `digits * 10^exp` as a fraction.
    fn decimal(digits: &str, exp: i32) -> (BigInt, BigInt) {
        let ten = BigInt::from(10u32);
        if exp >= 0 {
            (big(digits) * num_traits::pow(ten, exp as usize), BigInt::one())
        } else {
            (big(digits), num_traits::pow(ten, (-exp) as usize))
        }
    }

    #[test]
    fn simple_values() {
        assert_eq!(rational_to_f64(&big("5"), &big("2")), Some(2.5));
        assert_eq!(rational_to_f64(&big("1"), &big("10")), Some(0.1));
        assert_eq!(rational_to_f32(&big("1"), &big("10")), Some(0.1f32));
        assert_eq!(rational_to_f64(&big("-3"), &big("4")), Some(-0.75));
        assert_eq!(rational_to_f64(&big("3"), &big("-4")), Some(-0.75));
        assert_eq!(rational_to_f64(&big("0"), &big("7")), Some(0.0));
        assert_eq!(rational_to_f64(&big("1"), &big("0")), None);
    }

    #[test]
    fn extremes() {
        let (n, d) = decimal("1", 400);
        assert_eq!(rational_to_f64(&n, &d), Some(f64::INFINITY));
        assert_eq!(rational_to_f64(&-n, &d), Some(f64::NEG_INFINITY));
        let (n, d) = decimal("1", -400);
        assert_eq!(rational_to_f64(&n, &d), Some(0.0));
        // The least subnormal, and exactly half of it (a tie that rounds to even, 0).
        let (n, d) = f64_to_rational(f64::from_bits(1)).unwrap();
        assert_eq!(rational_to_f64(&n, &d), Some(f64::from_bits(1)));
        assert_eq!(rational_to_f64(&n, &(d.clone() * 2)), Some(0.0));
        // Three quarters of the least subnormal rounds up to it.
        assert_eq!(rational_to_f64(&(n * 3), &(d * 4)), Some(f64::from_bits(1)));
        let (n, d) = f64_to_rational(f64::MAX).unwrap();
        assert_eq!(rational_to_f64(&n, &d), Some(f64::MAX));
        assert_eq!(rational_to_f32(&n, &d), Some(f32::INFINITY));
        // 2^1024 - 2^970 is the midpoint between MAX and 2^1024: ties to even overflow.
        let mid = (BigInt::one() << 1024u32) - (BigInt::one() << 970u32);
        assert_eq!(rational_to_f64(&mid, &BigInt::one()), Some(f64::INFINITY));
        let below = mid - 1;
        assert_eq!(rational_to_f64(&below, &BigInt::one()), Some(f64::MAX));
    }

    #[test]
    fn f32_rounds_once() {
        // 1 + 2^-24 + 2^-60: through f64 it would become 1 + 2^-24 and then tie to 1.0;
        // rounded once it is above the midpoint and rounds up.
        let n = (BigInt::one() << 60u32) + (BigInt::one() << 36u32) + 1;
        let d = BigInt::one() << 60u32;
        assert_eq!(rational_to_f32(&n, &d), Some(1.0 + f32::EPSILON));
    }

    proptest! {
        #[test]
        fn decimal_agrees_with_std_parse(digits in "[1-9][0-9]{0,25}", exp in -340i32..320) {
            let (n, d) = decimal(&digits, exp);
            let text = format!("{digits}e{exp}");
            prop_assert_eq!(rational_to_f64(&n, &d), Some(text.parse::<f64>().unwrap()));
            prop_assert_eq!(rational_to_f32(&n, &d), Some(text.parse::<f32>().unwrap()));
        }

        #[test]
        fn f64_round_trips(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            prop_assume!(x.is_finite());
            let (n, d) = f64_to_rational(x).unwrap();
            prop_assert_eq!(rational_to_f64(&n, &d).unwrap().to_bits(), if x == 0.0 { 0 } else { bits });
        }

        #[test]
        fn f32_round_trips(bits in any::<u32>()) {
            let x = f32::from_bits(bits);
            prop_assume!(x.is_finite());
            let (n, d) = f32_to_rational(x).unwrap();
            prop_assert_eq!(rational_to_f32(&n, &d).unwrap().to_bits(), if x == 0.0 { 0 } else { bits });
        }
    }
}
