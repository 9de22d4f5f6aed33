//! Functions of the models the engine computes itself when their arguments are concrete
//! (Note [Native functions]).

// Note [Native functions]
// ~~~~~~~~~~~~~~~~~~~~~~~
// Some model functions are pure loops over Integers whose every call, in a concrete
// run, costs thousands of transitions: the shortest decimal digits of a Double (behind
// `show`, `printf`'s `%f`/`%e`/`%g` and `showFFloat`: ~3,400 transitions for one
// `show`) and the correctly rounded quotient behind `fromRational` and `read` at
// Double (`fromRatDigits`, whose `log2` halves the numerator bit by bit). GHCi runs
// them compiled; interpreted, they dominate any program that prints or reads
// Doubles. So each has a Rust twin here, a line-by-line port of the model (same
// Integer arithmetic, so the same digits: GHC's `floatToDigits`, which never takes a
// boundary, shows 1.0e23 as 9.999999999999999e22, where Rust's own formatter prints
// 1e23). A call whose arguments are all concrete is computed by the twin, in one
// transition; any other call (a symbolic argument) runs the model's Core, so the
// semantics are the model's either way. The twins are checked against GHC's answers
// (unit tests here) and the engine's output against GHC on a corpus of Doubles
// (`test-suite/programs/diff/ShowReadDouble.hs`).
//
// The classification and case mapping of `Data.Char` (`isSpace`, `isAlpha`, `toLower`
// ...) are twins of the other kind: cheap, but called once per character of every
// text a program scans. Their models decide Latin-1 by a cascade of comparisons (so a
// symbolic character splits into the familiar cases) and call base's C function
// beyond it; on a concrete character the twin asks the C function's table
// (`crate::unicode`, generated from GHC) for any code point, in one transition instead
// of ten to thirty. base itself asks the C function for every code point (`isSpace`
// excepted, whose rule is written out below), so twin, model and GHC agree; the
// differential programs `UnicodeClasses.hs` and `UnicodeCase.hs` check it on every
// Latin-1 character and a stride through the rest.

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive};

use crate::unicode::CharFn;

/// A model function with a native twin, named by its original module and occurrence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NativeFn {
    /// `G2.Models.Float.digitsBinary :: Integer -> Int -> Int -> Int -> ([Int], Int)`:
    /// `floatToDigits 10` of a positive number of radix 2.
    DigitsBinary,
    /// `G2.Models.Float.fromRatDigits :: Int -> Int -> Integer -> Integer -> (Integer, Int)`:
    /// the mantissa and exponent of `n / d`, rounded to nearest, ties to even.
    FromRatDigits,
    /// A `Data.Char` function that is base's C function on every code point
    /// (`isAlpha` is `u_iswalpha`, `toLower` is `u_towlower` ...): `Char -> Bool` or
    /// `Char -> Char`.
    Char(CharFn),
    /// `isSpace :: Char -> Bool`: the Space category (`u_iswspace`) and `\t`..`\r`.
    IsSpace,
}

/// A concrete argument of a native function.
#[derive(Clone, Debug)]
pub enum Arg {
    Int(i64),
    Integer(BigInt),
    Char(u32),
}

/// What a native function returns, for the machine to build.
#[derive(Clone, Debug, PartialEq)]
pub enum NativeResult {
    /// `([Int], Int)`
    IntsAndInt(Vec<i64>, i64),
    /// `(Integer, Int)`
    IntegerAndInt(BigInt, i64),
    Bool(bool),
    /// A `Char`: a code point.
    Char(u32),
}

impl NativeFn {
    pub fn lookup(module: &str, occ: &str) -> Option<NativeFn> {
        match (module, occ) {
            ("G2.Models.Float", "digitsBinary") => Some(NativeFn::DigitsBinary),
            ("G2.Models.Float", "fromRatDigits") => Some(NativeFn::FromRatDigits),
            // The models' names, and base's, whose Core is the model's (`G2.Models.Table`).
            ("G2.Models.Char" | "GHC.Unicode", "isSpace") => Some(NativeFn::IsSpace),
            ("G2.Models.Char" | "GHC.Unicode", occ) => Some(NativeFn::Char(match occ {
                "isUpper" => CharFn::IsUpper,
                "isLower" => CharFn::IsLower,
                "isAlpha" => CharFn::IsAlpha,
                "isAlphaNum" => CharFn::IsAlphaNum,
                "isPrint" => CharFn::IsPrint,
                "isControl" => CharFn::IsControl,
                "toUpper" => CharFn::ToUpper,
                "toLower" => CharFn::ToLower,
                "toTitle" => CharFn::ToTitle,
                _ => return None,
            })),
            _ => None,
        }
    }

    /// Value arguments (there are no type arguments).
    pub fn arity(self) -> usize {
        match self {
            NativeFn::DigitsBinary | NativeFn::FromRatDigits => 4,
            NativeFn::Char(_) | NativeFn::IsSpace => 1,
        }
    }

    /// The twin's answer, or `None` when an argument is out of the range the twin
    /// handles (the model's Core runs instead).
    pub fn apply(self, args: &[Arg]) -> Option<NativeResult> {
        match (self, args) {
            (
                NativeFn::DigitsBinary,
                [Arg::Integer(f0), Arg::Int(e0), Arg::Int(p), Arg::Int(min_exp0)],
            ) => {
                digits_binary(f0, *e0, *p, *min_exp0).map(|(ds, k)| NativeResult::IntsAndInt(ds, k))
            }
            (
                NativeFn::FromRatDigits,
                [Arg::Int(min_ex), Arg::Int(mant_digs), Arg::Integer(n), Arg::Integer(d)],
            ) => from_rat_digits(*min_ex, *mant_digs, n, d)
                .map(|(m, e)| NativeResult::IntegerAndInt(m, e)),
            (NativeFn::Char(f), [Arg::Char(c)]) => {
                let r = f.apply(u64::from(*c));
                Some(if f.is_predicate() {
                    NativeResult::Bool(r != 0)
                } else {
                    NativeResult::Char(u32::try_from(r).ok()?)
                })
            }
            (NativeFn::IsSpace, [Arg::Char(c)]) => Some(NativeResult::Bool(
                (0x9..=0xd).contains(c) || CharFn::IsSpace.apply(u64::from(*c)) != 0,
            )),
            _ => None,
        }
    }
}

/// Exponents beyond this are not a float's: the model would build numbers of that many
/// bits, so the twin declines (and the model runs, as it would anyway).
const MAX_EXPONENT: i64 = 1 << 16;

fn small(xs: &[i64]) -> bool {
    xs.iter().all(|x| x.abs() <= MAX_EXPONENT)
}

/// `b ^ n`, 1 for `n <= 0` (the model's `expt`).
fn expt(b: u32, n: i64) -> BigInt {
    if n <= 0 {
        BigInt::one()
    } else {
        num_traits::pow(BigInt::from(b), n as usize)
    }
}

/// `G2.Models.Float.digitsBinary f0 e0 p minExp0` (GHC's `floatToDigits 10` for radix
/// 2, Burger and Dybvig's free-format algorithm), line by line.
fn digits_binary(f0: &BigInt, e0: i64, p: i64, min_exp0: i64) -> Option<(Vec<i64>, i64)> {
    if !small(&[e0, p, min_exp0]) || !f0.is_positive() {
        return None;
    }
    let lx = p - 1 + e0;
    let k1 = (lx * 8651) / 28738; // `quot`: truncates, as Rust's `/`
    let k0 = if lx >= 0 { k1 + 1 } else { k1 };
    let base = 10u32;
    let b = 2u32;
    let min_exp = min_exp0 - p;
    let (f, e) = {
        let n = min_exp - e0;
        if n > 0 {
            (f0 / expt(b, n), e0 + n)
        } else {
            (f0.clone(), e0)
        }
    };
    let big_b = BigInt::from(b);
    let two = BigInt::from(2);
    let (r, s, m_up, m_dn) = if e >= 0 {
        let be = expt(b, e);
        if f == expt(b, p - 1) {
            (&f * &be * &big_b * &two, &two * &big_b, &be * &big_b, be)
        } else {
            (&f * &be * &two, two.clone(), be.clone(), be)
        }
    } else if e > min_exp && f == expt(b, p - 1) {
        (&f * &big_b * &two, expt(b, -e + 1) * &two, big_b.clone(), BigInt::one())
    } else {
        (&f * &two, expt(b, -e) * &two, BigInt::one(), BigInt::one())
    };
    // fixup: the least k >= k0 with r + mUp <= base^k * s.
    let mut k = k0;
    let sum = &r + &m_up;
    loop {
        let done = if k >= 0 { sum <= expt(base, k) * &s } else { expt(base, -k) * &sum <= s };
        if done {
            break;
        }
        k += 1;
        if k > k0 + MAX_EXPONENT {
            return None;
        }
    }
    let (mut rn, sn, mut m_up_n, mut m_dn_n) = if k >= 0 {
        (r, &s * expt(base, k), m_up, m_dn)
    } else {
        let bk = expt(base, -k);
        (r * &bk, s, m_up * &bk, m_dn * &bk)
    };
    let big_base = BigInt::from(base);
    let mut ds = Vec::new();
    loop {
        let rb = &rn * &big_base;
        let (dn, rn1) = rb.div_rem(&sn); // `quot` and `rem`: both positive here
        m_up_n *= &big_base;
        m_dn_n *= &big_base;
        let dn = dn.to_i64()?;
        match (rn1 < m_dn_n, &rn1 + &m_up_n > sn) {
            (true, false) => ds.push(dn),
            (false, true) => ds.push(dn + 1),
            (true, true) => ds.push(if &rn1 * &two < sn { dn } else { dn + 1 }),
            (false, false) => {
                ds.push(dn);
                rn = rn1;
                continue;
            }
        }
        return Some((ds, k));
    }
}

/// `G2.Models.Float.fromRatDigits minEx mantDigs n d`, line by line.
fn from_rat_digits(min_ex: i64, mant_digs: i64, n: &BigInt, d: &BigInt) -> Option<(BigInt, i64)> {
    if !small(&[min_ex, mant_digs]) || !n.is_positive() || !d.is_positive() {
        return None;
    }
    // `log2 x = if x < 2 then 0 else 1 + log2 (x `quot` 2)`: the highest set bit.
    let log2 = |x: &BigInt| x.bits() as i64 - 1;
    let pow2 = |k: i64| if k <= 0 { BigInt::one() } else { BigInt::one() << k as usize };
    let p0 = min_ex.max(log2(n) - log2(d));
    let n1 = if p0 < mant_digs { n * pow2(mant_digs - p0) } else { n.clone() };
    let d1 = if p0 > mant_digs { d * pow2(p0 - mant_digs) } else { d.clone() };
    let (p1, d2) = if &d1 * pow2(mant_digs) <= n1 {
        (p0 - mant_digs + 1, d1 * BigInt::from(2))
    } else {
        (p0 - mant_digs, d1)
    };
    let (q, r) = n1.div_rem(&d2);
    let rdq = match (&r * BigInt::from(2)).cmp(&d2) {
        std::cmp::Ordering::Less => q,
        std::cmp::Ordering::Equal if q.is_even() => q,
        _ => q + 1,
    };
    Some((rdq, p1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(x: f64) -> (Vec<i64>, i64) {
        let (m, e) = crate::reduce::primop::decode_double(x);
        digits_binary(&BigInt::from(m), e, 53, -1021).unwrap()
    }

    fn digits_float(x: f32) -> (Vec<i64>, i64) {
        // As the model's `digitsFloat`: widened, decoded, the mantissa cut to 24 bits.
        let (m, e) = crate::reduce::primop::decode_double(x as f64);
        digits_binary(&(BigInt::from(m) / (1 << 29)), e + 29, 24, -125).unwrap()
    }

    fn ds(s: &str) -> Vec<i64> {
        s.bytes().map(|c| (c - b'0') as i64).collect()
    }

    fn char_twin(occ: &str, c: char) -> NativeResult {
        let f = NativeFn::lookup("GHC.Unicode", occ).expect("a twin");
        assert_eq!(NativeFn::lookup("G2.Models.Char", occ), Some(f));
        f.apply(&[Arg::Char(c as u32)]).expect("a concrete character")
    }

    // Expected values: GHC 9.0.2's, `(map isSpace "\t\r \x85\xa0\x1680\x2028\x3000",
    // toUpper '\xff', toUpper '\xb5', toLower '\x130', isAlpha '\xaa', toTitle '\x1c6',
    // isUpper '\x1c5', isPrint '\xad')` in GHCi.
    #[test]
    fn character_twins_are_ghcs() {
        let spaces: Vec<_> = "\t\r \u{85}\u{a0}\u{1680}\u{2028}\u{3000}"
            .chars()
            .map(|c| char_twin("isSpace", c))
            .collect();
        let b = NativeResult::Bool;
        assert_eq!(
            spaces,
            [b(true), b(true), b(true), b(false), b(true), b(true), b(false), b(true)]
        );
        assert_eq!(char_twin("toUpper", '\u{ff}'), NativeResult::Char(376));
        assert_eq!(char_twin("toUpper", '\u{b5}'), NativeResult::Char(924));
        assert_eq!(char_twin("toLower", '\u{130}'), NativeResult::Char('i' as u32));
        assert_eq!(char_twin("isAlpha", '\u{aa}'), b(true));
        assert_eq!(char_twin("toTitle", '\u{1c6}'), NativeResult::Char(453));
        assert_eq!(char_twin("isUpper", '\u{1c5}'), b(true));
        assert_eq!(char_twin("isPrint", '\u{ad}'), b(false));
        // Not a twin: decided by the model (its Core) as written.
        assert_eq!(NativeFn::lookup("GHC.Unicode", "generalCategory"), None);
    }

    // Expected values: `floatToDigits 10 x` in GHC 9.0.2.
    #[test]
    fn shortest_digits_are_ghcs() {
        assert_eq!(digits(0.1), (ds("1"), 0));
        assert_eq!(digits(1.0 / 3.0), (ds("3333333333333333"), 0));
        assert_eq!(digits(5.0e-324), (ds("5"), -323));
        assert_eq!(digits(f64::MAX), (ds("17976931348623157"), 309));
        assert_eq!(digits(9007199254740992.0), (ds("9007199254740992"), 16));
        // GHC never takes a boundary: Rust's formatter would print 1e23.
        assert_eq!(digits(1.0e23), (ds("9999999999999999"), 23));
        assert_eq!(digits(123.456), (ds("123456"), 3));
        assert_eq!(digits(2.2250738585072014e-308), (ds("22250738585072014"), -307));
        assert_eq!(digits(9.5367431640625e-7), (ds("95367431640625"), -6));
        assert_eq!(digits_float(0.1), (ds("1"), 0));
        assert_eq!(digits_float(1.0 / 3.0), (ds("33333334"), 0));
        assert_eq!(digits_float(1.0e-45), (ds("1"), -44));
        assert_eq!(digits_float(f32::MAX), (ds("34028235"), 39));
        assert_eq!(digits_float(16777216.0), (ds("16777216"), 8));
    }

    fn ratio(n: BigInt, d: BigInt) -> (BigInt, i64) {
        from_rat_digits(-1021 - 53, 53, &n, &d).unwrap()
    }

    // Expected values: the model's `fromRatDigits (-1074) 53 n d` run by GHC 9.0.2 (and
    // `encodeFloat` of each is `fromRational (n / d) :: Double` there: 0.3333333333333333,
    // 123.25, 123456.789, 1.0e-323, 5.0e-324, 0.0, Infinity, 2.5).
    #[test]
    fn rounded_quotients_are_ghcs() {
        let big = |n: i64| BigInt::from(n);
        let ten_400 = num_traits::pow(big(10), 400);
        let cases = [
            (big(1), big(3), 6004799503160661, -54),
            (big(12325), big(100), 8672947719897088, -46),
            (big(123456789), big(1000), 8483885939586761, -36),
            (big(3), BigInt::one() << 1075usize, 6755399441055744, -1126),
            (big(1), BigInt::one() << 1074usize, 4503599627370496, -1126),
            // Below half the least subnormal: a zero mantissa.
            (big(1), ten_400.clone(), 0, -1127),
            (ten_400, big(7), 8784508749532598, 1273),
            (big(5), big(2), 5629499534213120, -51),
        ];
        for (n, d, m, e) in cases {
            assert_eq!(ratio(n.clone(), d.clone()), (big(m), e), "{n} / {d}");
        }
    }
}
