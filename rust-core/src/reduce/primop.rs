//! GHC primitive operations on concrete and symbolic operands.
//!
//! Concrete operands compute exactly as GHC does (Int# and Word# wrap at 64 bits,
//! Double# and Float# are IEEE); as soon as one operand is symbolic the result is a
//! term. Comparisons return `Int#` 1/0, as in GHC; on symbolic operands that is
//! `ite(c, 1, 0)`, which `tagToEnum#` and `case` later split on.

use std::sync::Arc;

use super::foreign::ForeignFn;
use super::value::{Prim, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    /// Whether two values in the given order compare this way; `None` (unordered, a
    /// NaN) satisfies only `Ne`, as IEEE comparisons do.
    pub fn holds(self, ord: Option<std::cmp::Ordering>) -> bool {
        let Some(ord) = ord else { return self == Cmp::Ne };
        match self {
            Cmp::Eq => ord.is_eq(),
            Cmp::Ne => ord.is_ne(),
            Cmp::Lt => ord.is_lt(),
            Cmp::Le => ord.is_le(),
            Cmp::Gt => ord.is_gt(),
            Cmp::Ge => ord.is_ge(),
        }
    }

    /// The Bool term `a cmp b`, given the sort's strict and non-strict order operators.
    pub fn term(self, a: TermRef, b: TermRef, lt: Op, le: Op) -> TermRef {
        match self {
            Cmp::Eq => Term::eq(a, b),
            Cmp::Ne => Term::not(Term::eq(a, b)),
            Cmp::Lt => Term::app(lt, Sort::Bool, vec![a, b]),
            Cmp::Le => Term::app(le, Sort::Bool, vec![a, b]),
            Cmp::Gt => Term::app(lt, Sort::Bool, vec![b, a]),
            Cmp::Ge => Term::app(le, Sort::Bool, vec![b, a]),
        }
    }
}

/// The representation an operation works on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rep {
    Int,
    Word,
    Char,
    Double,
    Float,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PrimOp {
    Arith(Rep, Op),
    Neg(Rep),
    Compare(Rep, Cmp),
    /// Conversions between representations (`chr#`, `ord#`, `int2Double#` ...).
    Convert(Rep, Rep),
    /// `narrow8Int#` ... `narrow32Word#`: the low `bits` bits, sign-extended for `Int`,
    /// zero-extended for `Word` (how GHC 9.0 keeps `Int8`, `Word16` ... in an `Int#`).
    Narrow(Rep, u32),
    TagToEnum,
    DataToTag,
    Raise,
    /// `seq :: a -> b -> b` as a primop (rare in desugared Core).
    Seq,
    /// `indexCharOffAddr# :: Addr# -> Int# -> Char#`: a byte of a string literal; past
    /// the end it is the C terminator '\0'.
    IndexCharOffAddr,
    /// `plusAddr# :: Addr# -> Int# -> Addr#`
    PlusAddr,
    /// `cstringLength# :: Addr# -> Int#`
    CStringLength,
    /// A unary floating function, computed concretely (IEEE `sqrt` is exact in Z3 too,
    /// but the others are not expressible there).
    Float1(Rep, FloatFn),
    /// `**##` and `powerFloat#`.
    Pow(Rep),
    /// `quotRemInt# :: Int# -> Int# -> (# Int#, Int# #)`, `quotRemWord#` at `Word#`.
    QuotRem(Rep),
    /// `decodeDouble_Int64# :: Double# -> (# Int64#, Int# #)`: mantissa and exponent.
    DecodeDouble,
    /// `decodeFloat_Int# :: Float# -> (# Int#, Int# #)`.
    DecodeFloat,
    /// `newMutVar#`, `readMutVar#`, `writeMutVar#`: lazy in the value stored
    /// (`Machine::mutvar`).
    MutVar(MutVarOp),
    /// The operations on boxed arrays (`Array#`, `MutableArray#`: `Machine::array`).
    Array(ArrayOp),
    /// `noDuplicate# :: State# s -> State# s` (in `unsafePerformIO`): nothing to do in
    /// a single-threaded run.
    NoDuplicate,
    /// `reallyUnsafePtrEquality# :: a -> a -> Int#`: always `0#` ("not known to be the
    /// same object"), which GHC allows; Data.Map only uses it to skip rebuilding.
    PtrEq,
    /// `sameMutVar#`, `sameMutableArray# :: ref s a -> ref s a -> Int#`: whether two
    /// references are one (`Eq` on `IORef`, `STRef`, `STArray`): the same cell, the
    /// same array.
    SameRef,
    /// A C function of base's run-time system that GHC calls through the FFI, run by the
    /// engine: `f :: Double# (Float#, Int#) -> State# s -> (# State# s, Int# #)`.
    Foreign(ForeignFn),
    /// `clz#`, `ctz#`, `popCnt#` and their sized forms (`popCnt8#` ... `clz64#`: of the
    /// low 8, 16, 32 or 64 bits, as `popCount` on `Word8` calls them): `Word# -> Word#`.
    /// Data.IntMap and Data.IntSet find the highest differing bit of two keys with `clz#`.
    BitCount(BitCount, u32),
}

/// What a [`PrimOp::BitCount`] counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BitCount {
    LeadingZeros,
    TrailingZeros,
    Ones,
}

impl BitCount {
    /// `clz#`, `ctz#`, `popCnt#` and their sized forms (`clz8#` ... `popCnt64#`) by
    /// name: what they count, and in how many low bits.
    fn of_name(occ: &str) -> Option<(BitCount, u32)> {
        let name = occ.strip_suffix('#')?;
        let (count, width) = [
            ("clz", BitCount::LeadingZeros),
            ("ctz", BitCount::TrailingZeros),
            ("popCnt", BitCount::Ones),
        ]
        .into_iter()
        .find_map(|(prefix, count)| name.strip_prefix(prefix).map(|width| (count, width)))?;
        let width = match width {
            "" => 64,
            w => w.parse().ok().filter(|w| matches!(w, 8 | 16 | 32 | 64))?,
        };
        Some((count, width))
    }

    /// The count in the low `width` bits of `x` (64 when none is set, for `width` 64).
    fn apply(self, x: u64, width: u32) -> u64 {
        let x = if width >= 64 { x } else { x & ((1u64 << width) - 1) };
        u64::from(match self {
            BitCount::LeadingZeros => x.leading_zeros() - (64 - width),
            BitCount::TrailingZeros => x.trailing_zeros().min(width),
            BitCount::Ones => x.count_ones(),
        })
    }

    /// The count of a symbolic word's low `width` bits, in operations Z3 has: an
    /// if-then-else over the position of the first set bit (from the top or the
    /// bottom), or a sum of bits.
    fn term(self, x: &TermRef, width: u32) -> TermRef {
        let bv = |v: u64| Arc::new(Term::Bv64(v));
        let bit = |i: u32| {
            let masked = Term::app(Op::BitAnd, Sort::Bv64, vec![x.clone(), bv(1u64 << i)]);
            Term::not(Term::eq(masked, bv(0)))
        };
        match self {
            BitCount::Ones => (0..width).fold(bv(0), |sum, i| {
                let b = Term::app(Op::Ite, Sort::Bv64, vec![bit(i), bv(1), bv(0)]);
                Term::app(Op::Add, Sort::Bv64, vec![sum, b])
            }),
            BitCount::LeadingZeros | BitCount::TrailingZeros => {
                // Innermost first: no bit set gives the width.
                (0..width).rev().fold(bv(u64::from(width)), |rest, n| {
                    let i = if self == BitCount::LeadingZeros { width - 1 - n } else { n };
                    Term::app(Op::Ite, Sort::Bv64, vec![bit(i), bv(u64::from(n)), rest])
                })
            }
        }
    }
}

/// The operations on boxed arrays, `Array#` and `MutableArray#` (Note [Arrays] in
/// `machine/arrays.rs`), by their primops' names without `Array#`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArrayOp {
    /// `newArray# :: Int# -> a -> State# s -> (# State# s, MutableArray# s a #)`
    New,
    /// `readArray# :: MutableArray# s a -> Int# -> State# s -> (# State# s, a #)`
    Read,
    /// `writeArray# :: MutableArray# s a -> Int# -> a -> State# s -> State# s`
    Write,
    /// `indexArray# :: Array# a -> Int# -> (# a #)`
    Index,
    /// `sizeofArray# :: Array# a -> Int#`
    Size,
    /// `sizeofMutableArray# :: MutableArray# s a -> Int#`
    SizeMutable,
    /// `unsafeFreezeArray# :: MutableArray# s a -> State# s -> (# State# s, Array# a #)`
    UnsafeFreeze,
    /// `unsafeThawArray# :: Array# a -> State# s -> (# State# s, MutableArray# s a #)`
    UnsafeThaw,
    /// `freezeArray#`, `thawArray#`, `cloneMutableArray# :: arr -> Int# -> Int# ->
    /// State# s -> (# State# s, arr' #)`: a copy of a slice.
    CopyOfSlice,
    /// `cloneArray# :: Array# a -> Int# -> Int# -> Array# a`
    Clone,
    /// `copyArray#`, `copyMutableArray# :: src -> Int# -> MutableArray# s a -> Int# ->
    /// Int# -> State# s -> State# s`
    Copy,
}

impl ArrayOp {
    fn named(occ: &str) -> Option<ArrayOp> {
        use ArrayOp::*;
        Some(match occ {
            "newArray#" => New,
            "readArray#" => Read,
            "writeArray#" => Write,
            "indexArray#" => Index,
            "sizeofArray#" => Size,
            "sizeofMutableArray#" => SizeMutable,
            "unsafeFreezeArray#" => UnsafeFreeze,
            "unsafeThawArray#" => UnsafeThaw,
            "freezeArray#" | "thawArray#" | "cloneMutableArray#" => CopyOfSlice,
            "cloneArray#" => Clone,
            "copyArray#" | "copyMutableArray#" => Copy,
            _ => return None,
        })
    }

    /// (type arguments, value arguments), the state token included.
    fn arity(self) -> (usize, usize) {
        use ArrayOp::*;
        match self {
            Size => (1, 1),
            SizeMutable => (2, 1),
            Index => (1, 2),
            UnsafeFreeze | UnsafeThaw => (2, 2),
            New | Read => (2, 3),
            Write | CopyOfSlice => (2, 4),
            Clone => (1, 3),
            Copy => (2, 6),
        }
    }
}

/// The operations on a `MutVar#`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MutVarOp {
    New,
    Read,
    Write,
}

/// GHC's `decodeDouble_Int64#`: `(m, e)` with `m * 2^e == x` and `|m|` of 53 bits
/// (0 for zero).
pub fn decode_double(x: f64) -> (i64, i64) {
    decode_bits(x.to_bits(), 52, 11)
}

/// GHC's `decodeFloat_Int#`: `(m, e)` with `m * 2^e == x` and `|m|` of 24 bits.
pub fn decode_float(x: f32) -> (i64, i64) {
    decode_bits(x.to_bits() as u64, 23, 8)
}

/// The mantissa and exponent of an IEEE number of `frac_bits` fraction bits and
/// `exp_bits` exponent bits, as GHC's `__decodeDouble_Int64` and `__decodeFloat_Int`
/// (StgPrimFloat.c) compute them: from the bits alone, so an infinity or a NaN decodes
/// as the number its bits would be with the largest exponent (`decodeFloat (1/0 ::
/// Double)` is `(2^52, 972)`), and a subnormal is normalised.
fn decode_bits(bits: u64, frac_bits: u32, exp_bits: u32) -> (i64, i64) {
    let sign_bit = 1u64 << (frac_bits + exp_bits);
    if bits & !sign_bit == 0 {
        return (0, 0);
    }
    let bias = (1i64 << (exp_bits - 1)) - 1 + frac_bits as i64;
    let exp = ((bits >> frac_bits) & ((1 << exp_bits) - 1)) as i64;
    let frac = (bits & ((1u64 << frac_bits) - 1)) as i64;
    let hidden = 1i64 << frac_bits;
    let (mut m, mut e) = if exp == 0 { (frac, 1 - bias) } else { (frac | hidden, exp - bias) };
    while m & hidden == 0 {
        m <<= 1;
        e -= 1;
    }
    (if bits & sign_bit != 0 { -m } else { m }, e)
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatFn {
    Sqrt,
    Abs,
    Exp,
    Expm1,
    Log,
    Log1p,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
}

/// The C library's functions that GHC calls and Rust has no equal of: the inverse
/// hyperbolics (Rust's `asinh`, `acosh` and `atanh` are formulas of its own, which
/// differ from them in the last bit: `acosh 1.5 :: Float`), and `ldexp` (one rounding,
/// where scaling by powers of 2 in steps may round twice). The library is linked
/// already (Rust's standard library uses it).
pub(crate) mod libm {
    extern "C" {
        pub fn ldexp(x: f64, e: i32) -> f64;
        pub fn asinh(x: f64) -> f64;
        pub fn acosh(x: f64) -> f64;
        pub fn atanh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn acoshf(x: f32) -> f32;
        pub fn atanhf(x: f32) -> f32;
    }
}

impl FloatFn {
    /// The function of a `Double#` primop's name without its suffix (`sin` of
    /// `sinDouble#`); `Float#`'s are the same names with `Float#`.
    fn named(stem: &str) -> Option<FloatFn> {
        use FloatFn::*;
        Some(match stem {
            "sqrt" => Sqrt,
            "fabs" => Abs,
            "exp" => Exp,
            "expm1" => Expm1,
            "log" => Log,
            "log1p" => Log1p,
            "sin" => Sin,
            "cos" => Cos,
            "tan" => Tan,
            "asin" => Asin,
            "acos" => Acos,
            "atan" => Atan,
            "sinh" => Sinh,
            "cosh" => Cosh,
            "tanh" => Tanh,
            "asinh" => Asinh,
            "acosh" => Acosh,
            "atanh" => Atanh,
            _ => return None,
        })
    }

    /// In double precision: the C library's `sin` ..., which GHC's primops call.
    fn double(self, x: f64) -> f64 {
        // SAFETY: the C library's functions of one double, defined for every argument.
        match self {
            FloatFn::Asinh => unsafe { libm::asinh(x) },
            FloatFn::Acosh => unsafe { libm::acosh(x) },
            FloatFn::Atanh => unsafe { libm::atanh(x) },
            _ => self.std(x),
        }
    }

    /// In single precision: the C library's `sinf` ..., which GHC's `Float#` primops
    /// call (not the double function rounded: the results may differ in the last bit).
    fn float(self, x: f32) -> f32 {
        // SAFETY: the C library's functions of one float, defined for every argument.
        match self {
            FloatFn::Asinh => unsafe { libm::asinhf(x) },
            FloatFn::Acosh => unsafe { libm::acoshf(x) },
            FloatFn::Atanh => unsafe { libm::atanhf(x) },
            _ => self.std(x),
        }
    }

    /// Rust's functions, which call the C library's (all but the inverse hyperbolics,
    /// which `double` and `float` take from it themselves).
    fn std<F: num_traits::Float>(self, x: F) -> F {
        use FloatFn::*;
        match self {
            Sqrt => x.sqrt(),
            Abs => x.abs(),
            Exp => x.exp(),
            Expm1 => x.exp_m1(),
            Log => x.ln(),
            Log1p => x.ln_1p(),
            Sin => x.sin(),
            Cos => x.cos(),
            Tan => x.tan(),
            Asin => x.asin(),
            Acos => x.acos(),
            Atan => x.atan(),
            Sinh => x.sinh(),
            Cosh => x.cosh(),
            Tanh => x.tanh(),
            Asinh => x.asinh(),
            Acosh => x.acosh(),
            Atanh => x.atanh(),
        }
    }
}

impl PrimOp {
    /// (type arguments, value arguments).
    pub fn arity(self) -> (usize, usize) {
        match self {
            PrimOp::Arith(_, Op::BitNot) => (0, 1),
            PrimOp::Arith(..) | PrimOp::Compare(..) => (0, 2),
            PrimOp::Neg(_) | PrimOp::Convert(..) | PrimOp::Narrow(..) => (0, 1),
            PrimOp::TagToEnum | PrimOp::DataToTag => (1, 1),
            PrimOp::Raise => (3, 1),
            PrimOp::Seq => (2, 2),
            PrimOp::IndexCharOffAddr | PrimOp::PlusAddr => (0, 2),
            PrimOp::CStringLength | PrimOp::Float1(..) => (0, 1),
            PrimOp::Pow(_) | PrimOp::QuotRem(_) | PrimOp::Foreign(_) => (0, 2),
            PrimOp::DecodeDouble | PrimOp::DecodeFloat | PrimOp::BitCount(..) => (0, 1),
            PrimOp::MutVar(MutVarOp::New | MutVarOp::Read) => (2, 2),
            PrimOp::MutVar(MutVarOp::Write) => (2, 3),
            PrimOp::Array(op) => op.arity(),
            PrimOp::NoDuplicate => (1, 1),
            PrimOp::PtrEq => (1, 2),
            PrimOp::SameRef => (2, 2),
        }
    }

    pub fn lookup(occ: &str) -> Option<PrimOp> {
        use Cmp::*;
        use Rep::*;
        let arith = |r, op| Some(PrimOp::Arith(r, op));
        let cmp = |r, c| Some(PrimOp::Compare(r, c));
        if let Some((count, width)) = BitCount::of_name(occ) {
            return Some(PrimOp::BitCount(count, width));
        }
        match occ {
            "+#" => arith(Int, Op::Add),
            "-#" => arith(Int, Op::Sub),
            "*#" => arith(Int, Op::Mul),
            "quotInt#" => arith(Int, Op::Quot),
            "remInt#" => arith(Int, Op::Rem),
            // Not GHC's: base's `GHC.Classes.divInt#` and `modInt#` (functions) as the
            // simplified programs of concrete runs run them (Note [Specialised
            // dictionaries]: `crate::simplify::primitives`).
            "divInt#" => arith(Int, Op::Div),
            "modInt#" => arith(Int, Op::Mod),
            "andI#" => arith(Int, Op::BitAnd),
            "orI#" => arith(Int, Op::BitOr),
            "xorI#" => arith(Int, Op::BitXor),
            "uncheckedIShiftL#" => arith(Int, Op::Shl),
            "uncheckedIShiftRA#" => arith(Int, Op::AShr),
            "uncheckedIShiftRL#" => arith(Int, Op::LShr),
            "negateInt#" => Some(PrimOp::Neg(Int)),
            "notI#" => Some(PrimOp::Arith(Int, Op::BitNot)),
            "==#" => cmp(Int, Eq),
            "/=#" => cmp(Int, Ne),
            "<#" => cmp(Int, Lt),
            "<=#" => cmp(Int, Le),
            ">#" => cmp(Int, Gt),
            ">=#" => cmp(Int, Ge),
            "plusWord#" => arith(Word, Op::Add),
            "minusWord#" => arith(Word, Op::Sub),
            "timesWord#" => arith(Word, Op::Mul),
            "quotWord#" => arith(Word, Op::UQuot),
            "remWord#" => arith(Word, Op::URem),
            "and#" => arith(Word, Op::BitAnd),
            "or#" => arith(Word, Op::BitOr),
            "xor#" => arith(Word, Op::BitXor),
            "not#" => Some(PrimOp::Arith(Word, Op::BitNot)),
            "uncheckedShiftL#" => arith(Word, Op::Shl),
            "uncheckedShiftRL#" => arith(Word, Op::LShr),
            "eqWord#" => cmp(Word, Eq),
            "neWord#" => cmp(Word, Ne),
            "ltWord#" => cmp(Word, Lt),
            "leWord#" => cmp(Word, Le),
            "gtWord#" => cmp(Word, Gt),
            "geWord#" => cmp(Word, Ge),
            "eqChar#" => cmp(Char, Eq),
            "neChar#" => cmp(Char, Ne),
            "ltChar#" => cmp(Char, Lt),
            "leChar#" => cmp(Char, Le),
            "gtChar#" => cmp(Char, Gt),
            "geChar#" => cmp(Char, Ge),
            "+##" => arith(Double, Op::Add),
            "-##" => arith(Double, Op::Sub),
            "*##" => arith(Double, Op::Mul),
            "/##" => arith(Double, Op::FDiv),
            "negateDouble#" => Some(PrimOp::Neg(Double)),
            "**##" => Some(PrimOp::Pow(Double)),
            "powerFloat#" => Some(PrimOp::Pow(Float)),
            "quotRemInt#" => Some(PrimOp::QuotRem(Int)),
            "quotRemWord#" => Some(PrimOp::QuotRem(Word)),
            "decodeDouble_Int64#" => Some(PrimOp::DecodeDouble),
            "decodeFloat_Int#" => Some(PrimOp::DecodeFloat),
            "==##" => cmp(Double, Eq),
            "/=##" => cmp(Double, Ne),
            "<##" => cmp(Double, Lt),
            "<=##" => cmp(Double, Le),
            ">##" => cmp(Double, Gt),
            ">=##" => cmp(Double, Ge),
            "plusFloat#" => arith(Float, Op::Add),
            "minusFloat#" => arith(Float, Op::Sub),
            "timesFloat#" => arith(Float, Op::Mul),
            "divideFloat#" => arith(Float, Op::FDiv),
            "negateFloat#" => Some(PrimOp::Neg(Float)),
            "eqFloat#" => cmp(Float, Eq),
            "neFloat#" => cmp(Float, Ne),
            "ltFloat#" => cmp(Float, Lt),
            "leFloat#" => cmp(Float, Le),
            "gtFloat#" => cmp(Float, Gt),
            "geFloat#" => cmp(Float, Ge),
            "narrow8Int#" => Some(PrimOp::Narrow(Int, 8)),
            "narrow16Int#" => Some(PrimOp::Narrow(Int, 16)),
            "narrow32Int#" => Some(PrimOp::Narrow(Int, 32)),
            "narrow8Word#" => Some(PrimOp::Narrow(Word, 8)),
            "narrow16Word#" => Some(PrimOp::Narrow(Word, 16)),
            "narrow32Word#" => Some(PrimOp::Narrow(Word, 32)),
            "newMutVar#" => Some(PrimOp::MutVar(MutVarOp::New)),
            "readMutVar#" => Some(PrimOp::MutVar(MutVarOp::Read)),
            "writeMutVar#" => Some(PrimOp::MutVar(MutVarOp::Write)),
            "noDuplicate#" => Some(PrimOp::NoDuplicate),
            "reallyUnsafePtrEquality#" => Some(PrimOp::PtrEq),
            "sameMutVar#" | "sameMutableArray#" => Some(PrimOp::SameRef),
            "chr#" => Some(PrimOp::Convert(Int, Char)),
            "ord#" => Some(PrimOp::Convert(Char, Int)),
            "int2Word#" => Some(PrimOp::Convert(Int, Word)),
            "word2Int#" => Some(PrimOp::Convert(Word, Int)),
            "int2Double#" => Some(PrimOp::Convert(Int, Double)),
            "double2Int#" => Some(PrimOp::Convert(Double, Int)),
            "int2Float#" => Some(PrimOp::Convert(Int, Float)),
            "float2Int#" => Some(PrimOp::Convert(Float, Int)),
            "float2Double#" => Some(PrimOp::Convert(Float, Double)),
            "double2Float#" => Some(PrimOp::Convert(Double, Float)),
            "tagToEnum#" => Some(PrimOp::TagToEnum),
            "dataToTag#" => Some(PrimOp::DataToTag),
            "raise#" => Some(PrimOp::Raise),
            "seq" => Some(PrimOp::Seq),
            "indexCharOffAddr#" => Some(PrimOp::IndexCharOffAddr),
            "plusAddr#" => Some(PrimOp::PlusAddr),
            "cstringLength#" => Some(PrimOp::CStringLength),
            _ => {
                if let Some(op) = ArrayOp::named(occ) {
                    return Some(PrimOp::Array(op));
                }
                let (stem, rep) = occ
                    .strip_suffix("Double#")
                    .map(|stem| (stem, Double))
                    .or_else(|| occ.strip_suffix("Float#").map(|stem| (stem, Float)))?;
                FloatFn::named(stem).map(|f| PrimOp::Float1(rep, f))
            }
        }
    }
}

/// Why a primitive could not be computed.
#[derive(Debug, PartialEq)]
pub enum PrimError {
    /// The program divided by zero in a primop (GHC's behaviour is undefined; Haskell
    /// code checks first, so reaching this is a crash of the analysed program).
    DivZero,
    /// The operands were not of the representation the primop expects.
    Ill(String),
    /// The operation has no solver encoding and an operand is symbolic.
    NoSymbolic(String),
}

fn sort_of(rep: Rep) -> Sort {
    match rep {
        Rep::Int | Rep::Word | Rep::Char => Sort::Bv64,
        Rep::Double => Sort::Double,
        Rep::Float => Sort::Float,
    }
}

/// A primitive operand as a term.
pub fn to_term(v: &Value) -> Option<TermRef> {
    Some(Arc::new(match v {
        Value::Prim(Prim::Int(i)) => Term::Bv64(*i as u64),
        Value::Prim(Prim::Word(w)) => Term::Bv64(*w),
        Value::Prim(Prim::Char(c)) => Term::Bv64(*c as u64),
        Value::Prim(Prim::Double(d)) => Term::Double(*d),
        Value::Prim(Prim::Float(f)) => Term::Float(*f),
        Value::Prim(Prim::Integer(n)) => Term::Int(n.clone()),
        Value::Sym(t) => return Some(t.clone()),
        _ => return None,
    }))
}

fn bits(v: &Value) -> Option<u64> {
    match v {
        Value::Prim(Prim::Int(i)) => Some(*i as u64),
        Value::Prim(Prim::Word(w)) => Some(*w),
        Value::Prim(Prim::Char(c)) => Some(*c as u64),
        _ => None,
    }
}

fn from_bits(rep: Rep, b: u64) -> Result<Value, PrimError> {
    Ok(Value::Prim(match rep {
        Rep::Int => Prim::Int(b as i64),
        Rep::Word => Prim::Word(b),
        Rep::Char => {
            if b > 0x10FFFF {
                return Err(PrimError::Ill(format!("chr# of {b}, which is not a code point")));
            }
            Prim::Char(b as u32)
        }
        _ => return Err(PrimError::Ill("bit pattern for a float".into())),
    }))
}

fn float_of(v: &Value) -> Option<f64> {
    match v {
        Value::Prim(Prim::Double(d)) => Some(*d),
        Value::Prim(Prim::Float(f)) => Some(*f as f64),
        _ => None,
    }
}

fn from_float(rep: Rep, x: f64) -> Value {
    match rep {
        Rep::Float => Value::Prim(Prim::Float(x as f32)),
        _ => Value::Prim(Prim::Double(x)),
    }
}

fn bool_int(b: bool) -> Value {
    Value::Prim(Prim::Int(b as i64))
}

/// Concrete evaluation; `None` when an operand is symbolic.
fn concrete(op: PrimOp, args: &[Value]) -> Option<Result<Value, PrimError>> {
    match op {
        PrimOp::BitCount(count, width) => {
            Some(from_bits(Rep::Word, count.apply(bits(&args[0])?, width)))
        }
        PrimOp::Arith(rep @ (Rep::Int | Rep::Word | Rep::Char), o) => {
            let a = bits(&args[0])?;
            let b = if o == Op::BitNot { 0 } else { bits(&args[1])? };
            let r = match word_arith(o, a, b) {
                Ok(r) => r,
                Err(PrimError::Ill(_)) => {
                    return Some(Err(PrimError::Ill(format!("{o:?} on {rep:?}"))))
                }
                Err(e) => return Some(Err(e)),
            };
            Some(from_bits(rep, r))
        }
        PrimOp::Arith(rep, o) => {
            let (a, b) = (float_of(&args[0])?, float_of(&args[1])?);
            let r = match (rep, o) {
                (Rep::Float, _) => {
                    let (a, b) = (a as f32, b as f32);
                    (match o {
                        Op::Add => a + b,
                        Op::Sub => a - b,
                        Op::Mul => a * b,
                        Op::FDiv => a / b,
                        _ => return Some(Err(PrimError::Ill(format!("{o:?} on Float#")))),
                    }) as f64
                }
                _ => match o {
                    Op::Add => a + b,
                    Op::Sub => a - b,
                    Op::Mul => a * b,
                    Op::FDiv => a / b,
                    _ => return Some(Err(PrimError::Ill(format!("{o:?} on Double#")))),
                },
            };
            Some(Ok(from_float(rep, r)))
        }
        PrimOp::Neg(rep @ (Rep::Double | Rep::Float)) => {
            Some(Ok(from_float(rep, -float_of(&args[0])?)))
        }
        PrimOp::Float1(rep, f) => {
            let x = float_of(&args[0])?;
            let r = match rep {
                Rep::Float => f.float(x as f32) as f64,
                _ => f.double(x),
            };
            Some(Ok(from_float(rep, r)))
        }
        PrimOp::Pow(rep) => {
            let (x, y) = (float_of(&args[0])?, float_of(&args[1])?);
            let r = match rep {
                Rep::Float => (x as f32).powf(y as f32) as f64,
                _ => x.powf(y),
            };
            Some(Ok(from_float(rep, r)))
        }
        PrimOp::Neg(rep) => Some(from_bits(rep, (bits(&args[0])? as i64).wrapping_neg() as u64)),
        PrimOp::Narrow(rep, n) => {
            let shift = 64 - n;
            let x = bits(&args[0])? << shift;
            Some(from_bits(
                rep,
                if rep == Rep::Int { ((x as i64) >> shift) as u64 } else { x >> shift },
            ))
        }
        PrimOp::Compare(Rep::Double | Rep::Float, c) => {
            let (a, b) = (float_of(&args[0])?, float_of(&args[1])?);
            Some(Ok(bool_int(c.holds(a.partial_cmp(&b)))))
        }
        PrimOp::Compare(rep, c) => {
            let (a, b) = (bits(&args[0])?, bits(&args[1])?);
            let ord = if rep == Rep::Int { (a as i64).cmp(&(b as i64)) } else { a.cmp(&b) };
            Some(Ok(bool_int(c.holds(Some(ord)))))
        }
        PrimOp::Convert(from, to) => {
            let v = &args[0];
            Some(match (from, to) {
                (Rep::Int | Rep::Word | Rep::Char, Rep::Int | Rep::Word | Rep::Char) => {
                    from_bits(to, bits(v)?)
                }
                (Rep::Int, Rep::Double | Rep::Float) => Ok(from_float(to, bits(v)? as i64 as f64)),
                (Rep::Double | Rep::Float, Rep::Int) => {
                    Ok(from_bits(Rep::Int, float_of(v)? as i64 as u64).ok()?)
                }
                (Rep::Double | Rep::Float, Rep::Double | Rep::Float) => {
                    Ok(from_float(to, float_of(v)?))
                }
                _ => Err(PrimError::Ill(format!("conversion {from:?} to {to:?}"))),
            })
        }
        _ => Some(Err(PrimError::Ill(format!("{op:?} is not an arithmetic primop")))),
    }
}

/// A bit-level arithmetic operation on `Int#`, `Word#` or `Char#` operands (their bits).
fn word_arith(o: Op, a: u64, b: u64) -> Result<u64, PrimError> {
    let (ai, bi) = (a as i64, b as i64);
    Ok(match o {
        Op::Add => a.wrapping_add(b),
        Op::Sub => a.wrapping_sub(b),
        Op::Mul => a.wrapping_mul(b),
        Op::Quot if b == 0 => return Err(PrimError::DivZero),
        Op::Rem if b == 0 => return Err(PrimError::DivZero),
        Op::UQuot | Op::URem if b == 0 => return Err(PrimError::DivZero),
        Op::Div | Op::Mod if b == 0 => return Err(PrimError::DivZero),
        Op::Div => floor_div(ai, bi).ok_or(PrimError::DivZero)? as u64,
        Op::Mod => floor_mod(ai, bi).ok_or(PrimError::DivZero)? as u64,
        Op::Quot => ai.wrapping_div(bi) as u64,
        Op::Rem => ai.wrapping_rem(bi) as u64,
        Op::UQuot => a / b,
        Op::URem => a % b,
        Op::BitAnd => a & b,
        Op::BitOr => a | b,
        Op::BitXor => a ^ b,
        Op::BitNot => !a,
        Op::Shl => {
            if b >= 64 {
                0
            } else {
                a << b
            }
        }
        Op::AShr => {
            if b >= 64 {
                (ai >> 63) as u64
            } else {
                (ai >> b) as u64
            }
        }
        Op::LShr => {
            if b >= 64 {
                0
            } else {
                a >> b
            }
        }
        _ => return Err(PrimError::Ill(format!("{o:?}"))),
    })
}

/// `op` on two concrete `Int#`s, if it is `Int#` arithmetic or comparison: the machine's
/// most frequent primitive call, computed without building `Value`s
/// (`Machine::prim_value`). None if it fails (a zero divisor) or is another operation.
#[inline]
pub fn int_binary(op: PrimOp, a: i64, b: i64) -> Option<i64> {
    match op {
        PrimOp::Arith(Rep::Int, o) if o != Op::BitNot => {
            word_arith(o, a as u64, b as u64).ok().map(|r| r as i64)
        }
        PrimOp::Compare(Rep::Int, c) => Some(c.holds(Some(a.cmp(&b))) as i64),
        _ => None,
    }
}

/// The bytes of the C string at `off` in a literal: up to its NUL, or the end.
pub fn c_string(bytes: &[u8], off: usize) -> &[u8] {
    let rest = &bytes[off.min(bytes.len())..];
    &rest[..rest.iter().position(|&b| b == 0).unwrap_or(rest.len())]
}

/// Operations on `Addr#` string literals; always concrete.
fn addr_op(op: PrimOp, args: &[Value]) -> Option<Result<Value, PrimError>> {
    let ill = || Some(Err(PrimError::Ill(format!("{op:?} on {args:?}"))));
    let (bytes, off) = match args.first() {
        Some(Value::Prim(Prim::Addr(bytes, off))) => (bytes, *off),
        _ if matches!(op, PrimOp::IndexCharOffAddr | PrimOp::PlusAddr | PrimOp::CStringLength) => {
            return ill()
        }
        _ => return None,
    };
    let index = |v: &Value| match v {
        Value::Prim(Prim::Int(i)) => usize::try_from(off as i64 + *i).ok(),
        _ => None,
    };
    Some(Ok(match op {
        PrimOp::IndexCharOffAddr => {
            let Some(i) = index(&args[1]) else { return ill() };
            Value::Prim(Prim::Char(bytes.get(i).map_or(0, |&b| b as u32)))
        }
        PrimOp::PlusAddr => {
            let Some(i) = index(&args[1]) else { return ill() };
            Value::Prim(Prim::Addr(bytes.clone(), i))
        }
        PrimOp::CStringLength => Value::Prim(Prim::Int(c_string(bytes, off).len() as i64)),
        _ => return ill(),
    }))
}

/// Evaluates an arithmetic, comparison or conversion primop.
pub fn eval(op: PrimOp, args: &[Value]) -> Result<Value, PrimError> {
    if op == PrimOp::SameRef {
        return match args {
            [Value::Prim(Prim::MutVar(a)), Value::Prim(Prim::MutVar(b))] => Ok(bool_int(a == b)),
            [Value::Prim(Prim::Array(a)), Value::Prim(Prim::Array(b))] => {
                Ok(bool_int(Arc::ptr_eq(a, b)))
            }
            _ => Err(PrimError::Ill(format!("{op:?} of {args:?}"))),
        };
    }
    if let Some(res) = addr_op(op, args) {
        return res;
    }
    if let Some(res) = concrete(op, args) {
        return res;
    }
    let terms: Vec<TermRef> = args
        .iter()
        .map(|a| to_term(a).ok_or_else(|| PrimError::Ill(format!("operand {a:?} of {op:?}"))))
        .collect::<Result<_, _>>()?;
    Ok(Value::Sym(symbolic(op, terms)?))
}

/// Haskell's `div` on 64-bit integers (`GHC.Classes.divInt#`): the quotient rounded
/// towards negative infinity; `minBound` divided by -1 wraps, as `quotInt#` does. None
/// for a zero divisor.
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y).or_else(|| (y == -1).then_some(x.wrapping_neg()))?;
    Some(if x.wrapping_rem(y) != 0 && ((x < 0) != (y < 0)) { q - 1 } else { q })
}

/// Haskell's `mod` on 64-bit integers (`GHC.Classes.modInt#`): the remainder with the
/// divisor's sign. None for a zero divisor.
fn floor_mod(x: i64, y: i64) -> Option<i64> {
    let r = x.checked_rem(y).or_else(|| (y == -1).then_some(0))?;
    Some(if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r })
}

fn symbolic(op: PrimOp, t: Vec<TermRef>) -> Result<TermRef, PrimError> {
    Ok(match op {
        // Base's `divInt#` and `modInt#` are primitives only in programs simplified for
        // concrete runs (Note [Specialised dictionaries]), which have no symbolic values.
        PrimOp::Arith(Rep::Int, o @ (Op::Div | Op::Mod)) => {
            return Err(PrimError::Ill(format!("{o:?} on a symbolic Int#")))
        }
        PrimOp::Arith(rep, o) => Term::app(o, sort_of(rep), t),
        PrimOp::Neg(rep) => Term::app(Op::Neg, sort_of(rep), t),
        PrimOp::BitCount(count, width) => count.term(&t[0], width),
        PrimOp::Narrow(rep, n) => {
            let shift = Arc::new(Term::Bv64(u64::from(64 - n)));
            let up = Term::app(Op::Shl, Sort::Bv64, vec![t[0].clone(), shift.clone()]);
            let down = if rep == Rep::Int { Op::AShr } else { Op::LShr };
            Term::app(down, Sort::Bv64, vec![up, shift])
        }
        PrimOp::Float1(rep, FloatFn::Abs) => {
            let zero =
                Arc::new(if rep == Rep::Float { Term::Float(0.0) } else { Term::Double(0.0) });
            let neg = Term::app(Op::Lt, Sort::Bool, vec![t[0].clone(), zero]);
            Term::app(
                Op::Ite,
                sort_of(rep),
                vec![neg, Term::app(Op::Neg, sort_of(rep), t.clone()), t[0].clone()],
            )
        }
        PrimOp::Float1(rep, FloatFn::Sqrt) => Term::app(Op::FSqrt, sort_of(rep), t),
        PrimOp::Float1(_, f) => {
            return Err(PrimError::NoSymbolic(format!("{f:?} of a symbolic floating-point value")))
        }
        PrimOp::Compare(rep, c) => {
            let (lt, le) = if rep == Rep::Word { (Op::ULt, Op::ULe) } else { (Op::Lt, Op::Le) };
            one_zero(c.term(t[0].clone(), t[1].clone(), lt, le))
        }
        PrimOp::Convert(from, to) => {
            let conv = match (from, to) {
                (Rep::Int | Rep::Word | Rep::Char, Rep::Int | Rep::Word | Rep::Char) => {
                    return Ok(t[0].clone())
                }
                (Rep::Int, Rep::Double) => Op::Bv64ToDouble,
                (Rep::Double, Rep::Int) => Op::DoubleToBv64,
                (Rep::Float, Rep::Double) => Op::FloatToDouble,
                (Rep::Double, Rep::Float) => Op::DoubleToFloat,
                _ => {
                    return Err(PrimError::Ill(format!(
                        "symbolic conversion {from:?} to {to:?} is not supported"
                    )))
                }
            };
            Term::app(conv, sort_of(to), t)
        }
        // No solver encoding (`**` on a symbolic Double): the search says so, by name.
        PrimOp::Pow(rep) => {
            return Err(PrimError::NoSymbolic(format!("`**` on a symbolic {rep:?}")))
        }
        _ => {
            return Err(PrimError::NoSymbolic(format!("the primitive {op:?} on a symbolic value")))
        }
    })
}

/// A Bool term as GHC's comparison result: `ite(c, 1#, 0#)`; `is_one` undoes it.
pub fn one_zero(c: TermRef) -> TermRef {
    Term::app(Op::Ite, Sort::Bv64, vec![c, Arc::new(Term::Bv64(1)), Arc::new(Term::Bv64(0))])
}

/// `c == 1` where `c` is an Int#-valued 0/1 term, simplified when `c` is `ite(b, 1, 0)`.
pub fn is_one(t: &TermRef) -> TermRef {
    if let Term::App(Op::Ite, _, args) = &**t {
        if matches!(*args[1], Term::Bv64(1)) && matches!(*args[2], Term::Bv64(0)) {
            return args[0].clone();
        }
    }
    Term::eq(t.clone(), Arc::new(Term::Bv64(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(i: i64) -> Value {
        Value::Prim(Prim::Int(i))
    }

    #[test]
    fn bit_counts_are_named_with_their_widths() {
        // GHC.Prim's names: clz#, ctz#, popCnt# of 64 bits, and of 8, 16, 32, 64.
        use BitCount::*;
        for (occ, op) in [
            ("clz#", Some((LeadingZeros, 64))),
            ("ctz64#", Some((TrailingZeros, 64))),
            ("popCnt8#", Some((Ones, 8))),
            ("clz16#", Some((LeadingZeros, 16))),
            ("ctz32#", Some((TrailingZeros, 32))),
            ("popCnt7#", None),
            ("clz8", None),
        ] {
            let found = match PrimOp::lookup(occ) {
                Some(PrimOp::BitCount(c, w)) => Some((c, w)),
                _ => None,
            };
            assert_eq!(found, op, "{occ}");
        }
        // popCount on a Word8 counts its low 8 bits only; clz8# of 1 is 7.
        assert_eq!(Ones.apply(0x1ff, 8), 8);
        assert_eq!(LeadingZeros.apply(1, 8), 7);
        assert_eq!(TrailingZeros.apply(0x100, 8), 8);
    }

    #[test]
    fn narrowing_keeps_the_low_bits_like_ghc() {
        // GHC: I8# (narrow8Int# 200#) is -56 :: Int8; I16# of -40000 is 25536;
        // W8# (narrow8Word# 300##) is 44.
        let narrow = |op, v| eval(op, &[v]).unwrap();
        assert!(matches!(
            narrow(PrimOp::Narrow(Rep::Int, 8), int(200)),
            Value::Prim(Prim::Int(-56))
        ));
        assert!(matches!(
            narrow(PrimOp::Narrow(Rep::Int, 16), int(-40000)),
            Value::Prim(Prim::Int(25536))
        ));
        assert!(matches!(
            narrow(PrimOp::Narrow(Rep::Word, 8), Value::Prim(Prim::Word(300))),
            Value::Prim(Prim::Word(44))
        ));
    }

    #[test]
    fn int_arithmetic_wraps_like_ghc() {
        // maxBound + 1 == minBound for Int in GHC.
        let r = eval(PrimOp::Arith(Rep::Int, Op::Add), &[int(i64::MAX), int(1)]).unwrap();
        assert!(matches!(r, Value::Prim(Prim::Int(i64::MIN))));
        // quot truncates toward zero: (-7) `quot` 2 == -3, (-7) `rem` 2 == -1.
        assert!(matches!(
            eval(PrimOp::Arith(Rep::Int, Op::Quot), &[int(-7), int(2)]).unwrap(),
            Value::Prim(Prim::Int(-3))
        ));
        assert!(matches!(
            eval(PrimOp::Arith(Rep::Int, Op::Rem), &[int(-7), int(2)]).unwrap(),
            Value::Prim(Prim::Int(-1))
        ));
        assert_eq!(
            eval(PrimOp::Arith(Rep::Int, Op::Quot), &[int(1), int(0)]).unwrap_err(),
            PrimError::DivZero
        );
    }

    #[test]
    fn int_binary_agrees_with_eval() {
        // The machine's `Int#` fast path (`int_binary`) and the general evaluation give
        // the same result (or both none) for every arithmetic and comparison, on
        // operands at the edges (0, ±1, the bounds, shift widths) and between.
        let ops: Vec<PrimOp> = [
            Op::Add,
            Op::Sub,
            Op::Mul,
            Op::Quot,
            Op::Rem,
            Op::Div,
            Op::Mod,
            Op::BitAnd,
            Op::BitOr,
            Op::BitXor,
            Op::Shl,
            Op::AShr,
            Op::LShr,
        ]
        .into_iter()
        .map(|o| PrimOp::Arith(Rep::Int, o))
        .chain(
            [Cmp::Eq, Cmp::Ne, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge]
                .into_iter()
                .map(|c| PrimOp::Compare(Rep::Int, c)),
        )
        .collect();
        let operands = [0, 1, -1, 2, -7, 63, 64, 1000, i64::MAX, i64::MIN, i64::MIN + 1];
        for op in ops {
            for a in operands {
                for b in operands {
                    let general = eval(op, &[int(a), int(b)]).ok().map(|v| match v {
                        Value::Prim(Prim::Int(r)) => r,
                        other => panic!("{op:?} gave {other:?}"),
                    });
                    assert_eq!(int_binary(op, a, b), general, "{op:?} {a} {b}");
                }
            }
        }
    }

    #[test]
    fn div_and_mod_floor_like_ghc() {
        // Haskell's div rounds towards negative infinity and mod takes the divisor's
        // sign: (-7) `div` 2 == -4, (-7) `mod` 2 == 1, 7 `div` (-2) == -4,
        // 7 `mod` (-2) == -1, (-6) `div` (-3) == 2 and `mod` 0; in GHC,
        // minBound `div` (-1) wraps to minBound and minBound `mod` (-1) is 0.
        let cases = [
            (-7, 2, -4, 1),
            (7, -2, -4, -1),
            (7, 2, 3, 1),
            (-7, -2, 3, -1),
            (-6, -3, 2, 0),
            (i64::MIN, -1, i64::MIN, 0),
        ];
        for (x, y, d, m) in cases {
            let div = eval(PrimOp::Arith(Rep::Int, Op::Div), &[int(x), int(y)]).unwrap();
            let rem = eval(PrimOp::Arith(Rep::Int, Op::Mod), &[int(x), int(y)]).unwrap();
            assert!(matches!(div, Value::Prim(Prim::Int(q)) if q == d), "{x} div {y}: {div:?}");
            assert!(matches!(rem, Value::Prim(Prim::Int(r)) if r == m), "{x} mod {y}: {rem:?}");
        }
        assert_eq!(
            eval(PrimOp::Arith(Rep::Int, Op::Div), &[int(1), int(0)]).unwrap_err(),
            PrimError::DivZero
        );
    }

    #[test]
    fn string_literal_bytes_end_in_a_terminator() {
        let addr = Value::Prim(Prim::Addr(Arc::from(&b"hi"[..]), 0));
        let at = |i| eval(PrimOp::IndexCharOffAddr, &[addr.clone(), int(i)]).unwrap();
        assert!(matches!(at(1), Value::Prim(Prim::Char(0x69)))); // 'i'
        assert!(matches!(at(2), Value::Prim(Prim::Char(0))));
        assert!(matches!(
            eval(PrimOp::CStringLength, std::slice::from_ref(&addr)).unwrap(),
            Value::Prim(Prim::Int(2))
        ));
    }

    #[test]
    fn decode_double_matches_ghc_decode_float() {
        // GHCi: decodeFloat (1.0 :: Double) == (4503599627370496,-52),
        // decodeFloat (0.1 :: Double) == (7205759403792794,-56),
        // decodeFloat (5.0e-324 :: Double) == (4503599627370496,-1126).
        assert_eq!(decode_double(1.0), (4503599627370496, -52));
        assert_eq!(decode_double(0.1), (7205759403792794, -56));
        assert_eq!(decode_double(-0.1), (-7205759403792794, -56));
        assert_eq!(decode_double(5.0e-324), (4503599627370496, -1126));
        assert_eq!(decode_double(0.0), (0, 0));
        assert_eq!(decode_double(-0.0), (0, 0));
        // GHCi: decodeFloat (1/0 :: Double) == (4503599627370496,972),
        // decodeFloat (0/0 :: Double) == (-6755399441055744,972) (x86's NaN is negative).
        assert_eq!(decode_double(f64::INFINITY), (4503599627370496, 972));
        assert_eq!(decode_double(f64::from_bits(0xfff8_0000_0000_0000)), (-6755399441055744, 972));
    }

    #[test]
    fn float_functions_are_the_c_librarys() {
        // GHCi: acosh 1.5 :: Float == 0.9624237 (Rust's own acosh gives 0.9624236),
        // asinh 0.5 :: Float == 0.48121184, atanh 0.5 :: Double == 0.5493061443340548.
        let float = |f: FloatFn, x: f32| f.float(x);
        assert_eq!(float(FloatFn::Acosh, 1.5), 0.9624237);
        assert_eq!(float(FloatFn::Asinh, 0.5), 0.48121184);
        assert_eq!(FloatFn::Atanh.double(0.5), 0.5493061443340548);
        assert_eq!(PrimOp::lookup("acoshFloat#"), Some(PrimOp::Float1(Rep::Float, FloatFn::Acosh)));
        assert_eq!(
            PrimOp::lookup("expm1Double#"),
            Some(PrimOp::Float1(Rep::Double, FloatFn::Expm1))
        );
        assert_eq!(PrimOp::lookup("sinhInt#"), None);
    }

    #[test]
    fn decode_float_matches_ghc_decode_float() {
        // GHCi: decodeFloat (0.1 :: Float) == (13421773,-27), decodeFloat (-3.5 :: Float)
        // == (-14680064,-22), decodeFloat (1.0e-40 :: Float) == (9134336,-156),
        // decodeFloat (1/0 :: Float) == (8388608,105).
        assert_eq!(decode_float(0.1), (13421773, -27));
        assert_eq!(decode_float(-3.5), (-14680064, -22));
        assert_eq!(decode_float(1.0e-40), (9134336, -156));
        assert_eq!(decode_float(f32::INFINITY), (8388608, 105));
        assert_eq!(decode_float(0.0), (0, 0));
    }

    #[test]
    fn comparisons_return_int_hash() {
        assert!(matches!(
            eval(PrimOp::Compare(Rep::Int, Cmp::Lt), &[int(-1), int(0)]).unwrap(),
            Value::Prim(Prim::Int(1))
        ));
        // Word comparison is unsigned: (-1 :: Word#) is the largest word.
        let w = |x: u64| Value::Prim(Prim::Word(x));
        assert!(matches!(
            eval(PrimOp::Compare(Rep::Word, Cmp::Lt), &[w(u64::MAX), w(0)]).unwrap(),
            Value::Prim(Prim::Int(0))
        ));
    }

    #[test]
    fn symbolic_operand_builds_a_term() {
        let x = Value::Sym(Arc::new(Term::Var(0, Sort::Bv64)));
        let r = eval(PrimOp::Compare(Rep::Int, Cmp::Eq), &[x, int(3)]).unwrap();
        let Value::Sym(t) = r else { panic!("expected a term") };
        // ite(x == 3, 1, 0) == 1 simplifies back to x == 3.
        assert!(matches!(&*is_one(&t), Term::App(Op::Eq, Sort::Bool, _)));
    }
}
