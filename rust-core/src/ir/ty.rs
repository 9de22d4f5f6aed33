//! Types as Core has them, allocated in the program arena.

use super::name::NameId;

#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Type<'a> {
    Var(NameId),
    /// A saturated or unsaturated type constructor application.
    Con(NameId, &'a [Type<'a>]),
    /// A function arrow, including constraint arrows (`Eq a => ...` takes a dictionary).
    Fun(&'a Type<'a>, &'a Type<'a>),
    ForAll(NameId, &'a Type<'a>),
    /// Application of a type variable (`m a`).
    App(&'a Type<'a>, &'a Type<'a>),
    NumLit(i128),
    StrLit(&'a str),
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
pub struct TyCon<'a> {
    pub name: NameId,
    pub flavour: TyConFlavour,
    pub tyvars: &'a [NameId],
    /// Data constructor names, in tag order; look them up in `Program::datacons`.
    pub datacons: &'a [NameId],
}

#[derive(Copy, Clone, Debug)]
pub struct Field<'a> {
    pub ty: Type<'a>,
    pub strict: bool,
    pub label: Option<&'a str>,
}

#[derive(Debug)]
pub struct DataCon<'a> {
    pub name: NameId,
    pub tycon: NameId,
    /// 1-based, as in GHC.
    pub tag: u32,
    /// Universal type variables are `tyvars[..n_univ]`, existential ones the rest.
    pub n_univ: u32,
    pub tyvars: &'a [NameId],
    /// Representation arguments, in order.
    pub fields: &'a [Field<'a>],
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

impl<'a> DataCon<'a> {
    /// Number of arguments a worker application takes: type arguments then fields.
    pub fn arity(&self) -> usize {
        self.tyvars.len() + self.fields.len()
    }

    /// The fields of the source declaration: the representation arguments after the
    /// constraints.
    pub fn source_fields(&self) -> &'a [Field<'a>] {
        &self.fields[(self.n_theta as usize).min(self.fields.len())..]
    }
}
