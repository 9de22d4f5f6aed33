//! Types as Core has them, allocated in the program's arenas.

use super::arena::{Idx, IdxRange};
use super::name::{NameId, Symbol};

pub type TypeId = Idx<Type>;

/// A type. Children are ids into the program's arenas (Note [Typed ids]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Type {
    Var(NameId),
    /// A saturated or unsaturated type constructor application.
    Con(NameId, IdxRange<TypeId>),
    /// A function arrow, including constraint arrows (`Eq a => ...` takes a dictionary).
    Fun(TypeId, TypeId),
    ForAll(NameId, TypeId),
    /// Application of a type variable (`m a`).
    App(TypeId, TypeId),
    NumLit(i128),
    StrLit(Symbol),
    /// A coercion type or a kind we do not represent.
    Other,
}

#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum TyConFlavour {
    Data,
    Newtype,
    Class,
    /// Primitive or abstract: no constructors are visible.
    Abstract,
    /// A type synonym or family.
    Synonym,
}

#[derive(Debug)]
pub struct TyCon {
    pub name: NameId,
    pub flavour: TyConFlavour,
    pub tyvars: Box<[NameId]>,
    /// Data constructor names, in tag order; look them up in `Program::datacons`.
    pub datacons: Box<[NameId]>,
}

#[derive(Copy, Clone, Debug)]
pub struct Field {
    pub ty: TypeId,
    pub strict: bool,
    /// The record field's name, interned in the program's names.
    pub label: Option<Symbol>,
}

#[derive(Debug)]
pub struct DataCon {
    pub name: NameId,
    pub tycon: NameId,
    /// 1-based, as in GHC.
    pub tag: u32,
    /// Universal type variables are `tyvars[..n_univ]`, existential ones the rest.
    pub n_univ: u32,
    pub tyvars: Box<[NameId]>,
    /// Representation arguments, in order.
    pub fields: Box<[Field]>,
    /// The leading `fields[..n_theta]` are the constructor's constraints (class
    /// dictionaries, GADT equalities), not fields of its source declaration; `show`
    /// prints only the rest.
    pub n_theta: u32,
    /// Declared infix (`a :+: b`, or ``a `Foo` b``): derived `Show` writes it between
    /// its arguments.
    pub infix: bool,
    /// The precedence of the constructor's fixity declaration (9 without one).
    pub prec: u8,
}

impl DataCon {
    /// Number of arguments a worker application takes: type arguments then fields.
    pub fn arity(&self) -> usize {
        self.tyvars.len() + self.fields.len()
    }

    /// The fields of the source declaration: the representation arguments after the
    /// constraints.
    pub fn source_fields(&self) -> &[Field] {
        &self.fields[(self.n_theta as usize).min(self.fields.len())..]
    }
}
