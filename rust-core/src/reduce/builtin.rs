//! Functions the engine implements itself rather than running their Core: the
//! `G2.Symbolic` API, GHC's error functions, and Integer arithmetic (ghc-bignum's
//! definitions work on limbs, which would hide the arithmetic from Z3).
//!
//! They are recognised by their original module and occurrence name.

use super::native::NativeFn;
use super::primop::Cmp;
use crate::ir::{NameId, Program};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `G2.Symbolic.assume :: Bool -> a -> a`
    Assume,
    /// `G2.Symbolic.assert :: Bool -> a -> a`
    Assert,
    /// `G2.Symbolic.symbolic :: a`: a fresh symbolic value.
    Symbolic,
    /// `G2.Symbolic.choose :: a -> a -> a`: both, as separate paths.
    Choose,
    /// `error`, `undefined`, `patError` and friends: the path crashes.
    Error(&'static ErrorKind),
    /// A binary Integer operation returning Integer.
    IntegerBin(IntegerOp),
    /// An Integer comparison returning `Bool` (`returns_bool`) or `Int#`.
    IntegerCmp(Cmp, bool),
    IntegerNegate,
    IntegerAbs,
    IntegerSignum,
    /// `integerToInt#`
    IntegerToInt,
    /// `integerToWord#`: the low 64 bits, as `Word#`.
    IntegerToWord,
    /// `integerFromInt#`, `IS` and friends taking an `Int#`.
    IntegerFromInt,
    IntegerFromWord,
    /// `integerToDouble#`
    IntegerToDouble,
    /// `integerToFloat#`
    IntegerToFloat,
    /// `integerEncodeDouble# :: Integer -> Int# -> Double#`: `m * 2^e`.
    IntegerEncodeDouble,
    /// `integerEncodeFloat# :: Integer -> Int# -> Float#`: `m * 2^e`.
    IntegerEncodeFloat,
    /// `GHC.Magic.runRW# :: (State# RealWorld -> o) -> o`: its argument applied to the
    /// state token, which is how `runST` and `unsafePerformIO` run state threads.
    RunRW,
    /// `GHC.Magic.lazy`, `inline`, `noinline`, `oneShot`: hints to GHC's optimizer, the
    /// identity on their (first) value argument.
    Identity,
    /// A model function the engine computes itself on concrete arguments, and runs
    /// the Core of (named here) on others (Note [Native functions]).
    Native(NativeFn, NameId),
}

/// How an error function's message is made: GHC's text, as its program would print it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The `String` argument, the value argument with this index (`error`'s comes after
    /// its `HasCallStack` dictionary).
    Message(usize),
    /// `"Prelude." ++ fun ++ ": empty list"` for the `String` argument `fun`.
    EmptyList,
    /// The `Addr#` argument `"location|details"` as `location: text details`
    /// (`Control.Exception.Base.untangle`).
    Located(&'static str),
    /// This text, then the `Addr#` argument.
    Prefixed(&'static str),
    /// A fixed text.
    Fixed(&'static str),
}

impl ErrorKind {
    /// (type, value) arguments of the error function, as GHC 9.0's base declares it:
    /// `error :: forall (r :: RuntimeRep) (a :: TYPE r). HasCallStack => [Char] -> a`,
    /// `patError :: forall r (a :: TYPE r). Addr# -> a`, `errorEmptyList :: forall a.
    /// [Char] -> a`. So a partial application (`either error id`) is a function value,
    /// and the call runs once the message is there. A fixed text needs none: the call
    /// crashes as soon as it is reached.
    pub fn arity(self) -> (usize, usize) {
        match self {
            ErrorKind::Fixed(_) => (0, 0),
            ErrorKind::Message(index) => (2, index + 1),
            ErrorKind::EmptyList => (1, 1),
            ErrorKind::Located(_) | ErrorKind::Prefixed(_) => (2, 1),
        }
    }

    /// Whether the message argument is a C string (`Addr#`) rather than a `String`.
    pub fn takes_c_string(self) -> bool {
        matches!(self, ErrorKind::Located(_) | ErrorKind::Prefixed(_))
    }

    /// GHC's text for this error, given the text of its message argument.
    pub fn message(self, arg: &str) -> String {
        match self {
            ErrorKind::Message(_) => arg.to_string(),
            ErrorKind::EmptyList => format!("Prelude.{arg}: empty list"),
            ErrorKind::Located(text) => match arg.split_once('|') {
                Some((location, details)) => format!("{location}: {text} {details}"),
                None => format!("{arg}: {text}"),
            },
            ErrorKind::Prefixed(text) => format!("{text}{arg}"),
            ErrorKind::Fixed(text) => text.to_string(),
        }
    }

    /// Which value argument (type arguments not counted) the message is made from;
    /// None for a fixed text.
    pub fn argument(self) -> Option<usize> {
        match self {
            ErrorKind::Fixed(_) => None,
            ErrorKind::Message(index) => Some(index),
            _ => Some(0),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntegerOp {
    Add,
    Sub,
    Mul,
    Quot,
    Rem,
    Div,
    Mod,
}

impl Builtin {
    /// (type arguments, value arguments) a call needs before it runs.
    pub fn arity(self) -> (usize, usize) {
        use Builtin::*;
        match self {
            Assume | Assert | Choose => (1, 2),
            Symbolic => (1, 0),
            Error(kind) => kind.arity(),
            IntegerBin(_) | IntegerCmp(..) | IntegerEncodeDouble | IntegerEncodeFloat => (0, 2),
            IntegerNegate | IntegerAbs | IntegerSignum | IntegerToInt | IntegerToWord
            | IntegerFromInt | IntegerFromWord | IntegerToDouble | IntegerToFloat => (0, 1),
            // Extra type arguments (levity, representation) are ignored when applied.
            RunRW | Identity => (1, 1),
            Native(f, _) => (0, f.arity()),
        }
    }

    pub fn lookup(module: &str, occ: &str) -> Option<Builtin> {
        use self::IntegerOp as O;
        use super::primop::Cmp as C;
        use Builtin::{
            Assert, Assume, Error, IntegerAbs, IntegerBin, IntegerFromInt, IntegerFromWord,
            IntegerNegate, IntegerSignum, IntegerToDouble, IntegerToInt, Symbolic,
        };
        Some(match (module, occ) {
            ("G2.Symbolic", "assume") => Assume,
            ("G2.Symbolic", "assert") => Assert,
            ("G2.Symbolic", "symbolic") => Symbolic,
            ("G2.Symbolic", "choose") => Builtin::Choose,
            ("GHC.Magic", "runRW#") => Builtin::RunRW,
            ("GHC.Magic", "lazy" | "inline" | "noinline" | "oneShot") => Builtin::Identity,
            ("GHC.Err", "error") => Error(&ErrorKind::Message(1)),
            ("GHC.Err", "errorWithoutStackTrace") => Error(&ErrorKind::Message(0)),
            ("GHC.Err", "undefined") => Error(&ErrorKind::Fixed("Prelude.undefined")),
            ("Control.Exception.Base", "patError") => {
                Error(&ErrorKind::Located("Non-exhaustive patterns in"))
            }
            ("Control.Exception.Base", "nonExhaustiveGuardsError") => {
                Error(&ErrorKind::Located("Non-exhaustive guards in"))
            }
            ("Control.Exception.Base", "recConError") => {
                Error(&ErrorKind::Located("Missing field in record construction"))
            }
            ("Control.Exception.Base", "noMethodBindingError") => {
                Error(&ErrorKind::Located("No instance nor default method for class operation"))
            }
            ("Control.Exception.Base", "recSelError") => {
                Error(&ErrorKind::Prefixed("No match in record selector "))
            }
            ("Control.Exception.Base", "runtimeError") => Error(&ErrorKind::Prefixed("")),
            ("Control.Exception.Base", "absentError") => {
                Error(&ErrorKind::Prefixed("Oops!  Entered absent arg "))
            }
            ("Control.Exception.Base", "absentSumFieldError")
            | ("GHC.Prim.Panic", "absentError" | "panicError") => Error(&ErrorKind::Fixed("panic")),
            ("GHC.Real" | "GHC.Err", "divZeroError") => Error(&ErrorKind::Fixed("divide by zero")),
            ("GHC.Real" | "GHC.Err", "overflowError") => {
                Error(&ErrorKind::Fixed("arithmetic overflow"))
            }
            ("GHC.Real" | "GHC.Err", "underflowError")
            | ("GHC.Prim.Exception", "raiseUnderflow") => {
                Error(&ErrorKind::Fixed("arithmetic underflow"))
            }
            ("GHC.Real", "ratioZeroDenominatorError") => {
                Error(&ErrorKind::Fixed("Ratio has zero denominator"))
            }
            ("GHC.List", "errorEmptyList") => Error(&ErrorKind::EmptyList),
            ("GHC.List", "badHead") => Error(&ErrorKind::Fixed("Prelude.head: empty list")),
            ("GHC.Num.Integer", name) => match name {
                "integerAdd" => IntegerBin(O::Add),
                "integerSub" => IntegerBin(O::Sub),
                "integerMul" => IntegerBin(O::Mul),
                "integerQuot" => IntegerBin(O::Quot),
                "integerRem" => IntegerBin(O::Rem),
                "integerDiv" => IntegerBin(O::Div),
                "integerMod" => IntegerBin(O::Mod),
                "integerEq" => Builtin::IntegerCmp(C::Eq, true),
                "integerNe" => Builtin::IntegerCmp(C::Ne, true),
                "integerLt" => Builtin::IntegerCmp(C::Lt, true),
                "integerLe" => Builtin::IntegerCmp(C::Le, true),
                "integerGt" => Builtin::IntegerCmp(C::Gt, true),
                "integerGe" => Builtin::IntegerCmp(C::Ge, true),
                "integerEq#" => Builtin::IntegerCmp(C::Eq, false),
                "integerNe#" => Builtin::IntegerCmp(C::Ne, false),
                "integerLt#" => Builtin::IntegerCmp(C::Lt, false),
                "integerLe#" => Builtin::IntegerCmp(C::Le, false),
                "integerGt#" => Builtin::IntegerCmp(C::Gt, false),
                "integerGe#" => Builtin::IntegerCmp(C::Ge, false),
                "integerNegate" => IntegerNegate,
                "integerAbs" => IntegerAbs,
                "integerSignum" => IntegerSignum,
                "integerToInt#" => IntegerToInt,
                "integerToWord#" => Builtin::IntegerToWord,
                "integerFromInt#" | "IS" => IntegerFromInt,
                "integerFromWord#" => IntegerFromWord,
                "integerToDouble#" => IntegerToDouble,
                "integerEncodeDouble#" => Builtin::IntegerEncodeDouble,
                // Natural is an Integer here (Note [Naturals as Integers]): the
                // conversions from Natural are the identity, to Natural `abs`.
                "integerFromNatural" | "integerToNatural" => IntegerAbs,
                "integerToFloat#" => Builtin::IntegerToFloat,
                "integerEncodeFloat#" => Builtin::IntegerEncodeFloat,
                _ => return None,
            },
            // Note [Naturals as Integers]
            // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            // A Natural is held as an Integer (`Prim::Integer`, a solver `Int` at least 0:
            // `Machine::prim_sort`), as its literals already were: `NS w` makes one from
            // a `Word#` and a case on `NS`/`NB` sees the `Word#` of a small one
            // (`Machine::integer_case`); ghc-bignum's Natural functions without
            // unfoldings are the Integer builtins, or models (G2.Models.Base) where a
            // Natural must not go below zero (`naturalSubThrow`, `integerToNaturalThrow`).
            ("GHC.Num.Natural", name) => match name {
                "NS" => IntegerFromWord,
                "naturalAdd" => IntegerBin(O::Add),
                "naturalSubUnsafe" => IntegerBin(O::Sub),
                "naturalMul" => IntegerBin(O::Mul),
                "naturalQuot" => IntegerBin(O::Quot),
                "naturalRem" => IntegerBin(O::Rem),
                "naturalEq" => Builtin::IntegerCmp(C::Eq, true),
                "naturalNe" => Builtin::IntegerCmp(C::Ne, true),
                "naturalLt" => Builtin::IntegerCmp(C::Lt, true),
                "naturalLe" => Builtin::IntegerCmp(C::Le, true),
                "naturalGt" => Builtin::IntegerCmp(C::Gt, true),
                "naturalGe" => Builtin::IntegerCmp(C::Ge, true),
                "naturalEq#" => Builtin::IntegerCmp(C::Eq, false),
                "naturalNe#" => Builtin::IntegerCmp(C::Ne, false),
                "naturalLt#" => Builtin::IntegerCmp(C::Lt, false),
                "naturalLe#" => Builtin::IntegerCmp(C::Le, false),
                "naturalGt#" => Builtin::IntegerCmp(C::Gt, false),
                "naturalGe#" => Builtin::IntegerCmp(C::Ge, false),
                "naturalSignum" => IntegerSignum,
                "naturalFromWord#" => IntegerFromWord,
                "naturalToWord#" => Builtin::IntegerToWord,
                "naturalToDouble#" => IntegerToDouble,
                "naturalToFloat#" => Builtin::IntegerToFloat,
                _ => return None,
            },
            _ => return None,
        })
    }

    pub fn of_name(program: &Program, name: NameId) -> Option<Builtin> {
        let module = program.names.module(name)?;
        let occ = program.names.occ(name);
        match NativeFn::lookup(module, occ) {
            // Without its Core there is nothing to run on symbolic arguments.
            Some(f) if program.globals.contains_key(&name) => Some(Builtin::Native(f, name)),
            Some(_) => None,
            None => Builtin::lookup(module, occ),
        }
    }
}
