//! Core expressions, allocated in the program's arenas and immutable after decoding.

use std::sync::Arc;

use super::arena::{Idx, IdxRange};
use super::name::{NameId, Span, Symbol};
use super::ty::TypeId;

/// The representation of a numeric literal.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum NumTy {
    Integer,
    Natural,
    Int,
    Int64,
    Word,
    Word64,
}

/// A string literal's bytes, in [`super::Nodes::bytes`].
pub type BytesId = Idx<Arc<[u8]>>;

#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lit {
    Char(char),
    /// A numeric literal within i128 (every Int#/Word# literal, most Integers).
    Num(NumTy, i128),
    /// An Integer or Natural literal beyond i128, as its decimal text (checked syntax,
    /// optional `-`), interned in the program's names.
    BigNum(NumTy, Symbol),
    /// An `Addr#` string literal: raw bytes (GHC's modified UTF-8, no terminator).
    Str(BytesId),
    Float(f32),
    Double(f64),
    NullAddr,
    Rubbish,
    Label(Symbol),
}

pub type ExprId = Idx<Expr>;

#[derive(Copy, Clone, Debug)]
pub struct Binder {
    pub name: NameId,
    pub ty: TypeId,
}

/// A binding group: one non-recursive pair, or a recursive group of any size.
#[derive(Copy, Clone, Debug)]
pub struct Bind {
    pub is_rec: bool,
    pub pairs: IdxRange<(Binder, ExprId)>,
}

#[derive(Copy, Clone, Debug)]
pub enum AltCon {
    Data(NameId),
    Lit(Lit),
    Default,
}

#[derive(Copy, Clone, Debug)]
pub struct Alt {
    pub con: AltCon,
    pub binders: IdxRange<Binder>,
    pub rhs: ExprId,
}

/// An expression. Children are ids into the program's arenas (Note [Typed ids]).
#[derive(Copy, Clone, Debug)]
pub enum Expr {
    Var(NameId),
    Lit(Lit),
    App(ExprId, ExprId),
    Lam(Binder, ExprId),
    Let(Bind, ExprId),
    /// Scrutinee, case binder, result type, alternatives.
    Case(ExprId, Binder, TypeId, IdxRange<Alt>),
    /// A cast, keeping only the coercion's target type: casts are erased at run time.
    Cast(ExprId, TypeId),
    Tick(Option<Span>, ExprId),
    Type(TypeId),
    Coercion,
}
