//! Core expressions, allocated in the program arena and immutable after decoding.

use super::name::{NameId, Span};
use super::ty::Type;

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

#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lit<'a> {
    Char(char),
    /// A numeric literal within i128 (every Int#/Word# literal, most Integers).
    Num(NumTy, i128),
    /// An Integer or Natural literal beyond i128, as its decimal text (checked syntax,
    /// optional `-`).
    BigNum(NumTy, &'a str),
    /// An `Addr#` string literal: raw bytes (GHC's modified UTF-8, no terminator).
    Str(&'a [u8]),
    Float(f32),
    Double(f64),
    NullAddr,
    Rubbish,
    Label(&'a str),
}

#[derive(Copy, Clone, Debug)]
pub struct Binder<'a> {
    pub name: NameId,
    pub ty: &'a Type<'a>,
}

/// A binding group: one non-recursive pair, or a recursive group of any size.
#[derive(Copy, Clone, Debug)]
pub struct Bind<'a> {
    pub is_rec: bool,
    pub pairs: &'a [(Binder<'a>, &'a Expr<'a>)],
}

#[derive(Copy, Clone, Debug)]
pub enum AltCon<'a> {
    Data(NameId),
    Lit(Lit<'a>),
    Default,
}

#[derive(Copy, Clone, Debug)]
pub struct Alt<'a> {
    pub con: AltCon<'a>,
    pub binders: &'a [Binder<'a>],
    pub rhs: &'a Expr<'a>,
}

#[derive(Copy, Clone, Debug)]
pub enum Expr<'a> {
    Var(NameId),
    Lit(Lit<'a>),
    App(&'a Expr<'a>, &'a Expr<'a>),
    Lam(Binder<'a>, &'a Expr<'a>),
    Let(Bind<'a>, &'a Expr<'a>),
    /// Scrutinee, case binder, result type, alternatives.
    Case(&'a Expr<'a>, Binder<'a>, &'a Type<'a>, &'a [Alt<'a>]),
    /// A cast, keeping only the coercion's target type: casts are erased at run time.
    Cast(&'a Expr<'a>, &'a Type<'a>),
    Tick(Option<Span>, &'a Expr<'a>),
    Type(&'a Type<'a>),
    Coercion,
}

impl<'a> Expr<'a> {
    /// The variable at the head of this expression under type abstractions, applications,
    /// ticks, casts and lets: `\@a -> div @a $d` is `div`.
    pub fn head_var(&'a self) -> Option<&'a Expr<'a>> {
        let mut e = self;
        loop {
            match e {
                Expr::Var(_) => return Some(e),
                Expr::App(f, _) => e = f,
                Expr::Lam(_, b) | Expr::Tick(_, b) | Expr::Cast(b, _) | Expr::Let(_, b) => e = b,
                _ => return None,
            }
        }
    }

    /// Calls `f` on this expression and every expression inside it (pre-order, with an
    /// explicit stack, so deep Core cannot overflow the call stack).
    pub fn walk(&'a self, mut f: impl FnMut(&'a Expr<'a>)) {
        let mut stack: Vec<&'a Expr<'a>> = vec![self];
        while let Some(e) = stack.pop() {
            f(e);
            match e {
                Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
                Expr::App(a, b) => stack.extend([*a, *b]),
                Expr::Lam(_, b) | Expr::Cast(b, _) | Expr::Tick(_, b) => stack.push(b),
                Expr::Let(bind, body) => {
                    stack.push(body);
                    stack.extend(bind.pairs.iter().map(|(_, rhs)| *rhs));
                }
                Expr::Case(scrut, _, _, alts) => {
                    stack.push(scrut);
                    stack.extend(alts.iter().map(|a| a.rhs));
                }
            }
        }
    }
}
