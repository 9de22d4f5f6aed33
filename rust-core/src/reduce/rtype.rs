//! Run-time types: IR types with type variables substituted. Only symbolic inputs and
//! generators need them (to know which constructors a value may have).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{NameId, Program, TyConFlavour, Type};

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum RType {
    Con(NameId, Arc<[RType]>),
    Fun(Arc<RType>, Arc<RType>),
    Var(NameId),
    App(Arc<RType>, Arc<RType>),
    ForAll(NameId, Arc<RType>),
    Num(i128),
    Other,
}

pub type Subst = FxHashMap<NameId, RType>;

/// An empty argument list, shared.
fn no_types() -> Arc<[RType]> {
    static EMPTY: std::sync::LazyLock<Arc<[RType]>> = std::sync::LazyLock::new(|| Arc::from([]));
    EMPTY.clone()
}

impl RType {
    pub fn from_ir(ty: &Type<'_>, subst: &Subst) -> RType {
        match ty {
            Type::Var(v) => subst.get(v).cloned().unwrap_or(RType::Var(*v)),
            // `@Int` and friends are most type arguments a run meets: share their
            // empty argument list rather than allocate one each time.
            Type::Con(tc, []) => RType::Con(*tc, no_types()),
            Type::Con(tc, args) => {
                RType::Con(*tc, args.iter().map(|a| RType::from_ir(a, subst)).collect())
            }
            Type::Fun(a, r) => {
                RType::Fun(Arc::new(RType::from_ir(a, subst)), Arc::new(RType::from_ir(r, subst)))
            }
            Type::ForAll(v, body) => {
                let mut inner = subst.clone();
                inner.remove(v);
                RType::ForAll(*v, Arc::new(RType::from_ir(body, &inner)))
            }
            Type::App(f, a) => RType::from_ir(f, subst).apply(RType::from_ir(a, subst)),
            Type::NumLit(n) => RType::Num(*n),
            Type::StrLit(_) | Type::Other => RType::Other,
        }
    }

    /// `self a`: an application to a type constructor becomes one more argument of it,
    /// so `m a` with `m := Maybe` is `Maybe a`.
    fn apply(self, a: RType) -> RType {
        match self {
            RType::Con(tc, args) => {
                let mut args = args.to_vec();
                args.push(a);
                RType::Con(tc, args.into())
            }
            f => RType::App(Arc::new(f), Arc::new(a)),
        }
    }

    /// Strips foralls, returning the bound variables in order.
    pub fn split_foralls(&self) -> (Vec<NameId>, &RType) {
        let mut vars = Vec::new();
        let mut ty = self;
        while let RType::ForAll(v, body) = ty {
            vars.push(*v);
            ty = body;
        }
        (vars, ty)
    }

    /// The (type, value) arguments a function of this type takes before its result,
    /// foralls nested after arguments included: a class method's
    /// `forall t. Foldable t => forall a. (a -> a -> a) -> t a -> a` takes (2, 3).
    pub fn full_arity(&self) -> (usize, usize) {
        let (mut types, mut values) = (0, 0);
        let mut ty = self;
        loop {
            match ty {
                RType::ForAll(_, body) => {
                    types += 1;
                    ty = body;
                }
                RType::Fun(_, r) => {
                    values += 1;
                    ty = r;
                }
                _ => return (types, values),
            }
        }
    }

    /// Splits a function type into argument types and result.
    pub fn split_fun(&self) -> (Vec<RType>, RType) {
        let mut args = Vec::new();
        let mut ty = self.clone();
        while let RType::Fun(a, r) = ty {
            args.push((*a).clone());
            ty = (*r).clone();
        }
        (args, ty)
    }

    pub fn substitute(&self, subst: &Subst) -> RType {
        match self {
            RType::Var(v) => subst.get(v).cloned().unwrap_or(RType::Var(*v)),
            RType::Con(tc, args) => {
                RType::Con(*tc, args.iter().map(|a| a.substitute(subst)).collect())
            }
            RType::Fun(a, r) => {
                RType::Fun(Arc::new(a.substitute(subst)), Arc::new(r.substitute(subst)))
            }
            RType::App(f, a) => f.substitute(subst).apply(a.substitute(subst)),
            RType::ForAll(v, body) => {
                let mut inner = subst.clone();
                inner.remove(v);
                RType::ForAll(*v, Arc::new(body.substitute(&inner)))
            }
            other => other.clone(),
        }
    }

    /// Looks through newtypes: a value of `newtype N a = MkN T` is represented by its `T`.
    pub fn unwrap_newtypes(&self, program: &Program<'_>) -> RType {
        let mut ty = self.clone();
        for _ in 0..64 {
            let RType::Con(tc, args) = &ty else { return ty };
            let Some(tycon) = program.tycon(*tc) else { return ty };
            if tycon.flavour != TyConFlavour::Newtype {
                return ty;
            }
            let Some(dc) = tycon.datacons.first().and_then(|d| program.datacon(*d)) else {
                return ty;
            };
            let Some(field) = dc.fields.first() else { return ty };
            let subst: Subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
            ty = RType::from_ir(&field.ty, &subst);
        }
        ty
    }
}

/// A type in Haskell syntax, for messages.
pub fn show_type(program: &Program<'_>, ty: &RType) -> String {
    match ty {
        RType::Con(tc, args) => {
            let occ = program.names.occ(*tc);
            if occ == "[]" && args.len() == 1 {
                return format!("[{}]", show_type(program, &args[0]));
            }
            if args.is_empty() {
                occ.to_string()
            } else {
                let args: Vec<String> =
                    args.iter().map(|a| format!("({})", show_type(program, a))).collect();
                format!("{} {}", occ, args.join(" "))
            }
        }
        RType::Fun(a, r) => format!("({}) -> {}", show_type(program, a), show_type(program, r)),
        RType::Var(v) => program.names.occ(*v).to_string(),
        RType::App(f, a) => format!("{} ({})", show_type(program, f), show_type(program, a)),
        RType::ForAll(v, b) => {
            format!("forall {}. {}", program.names.occ(*v), show_type(program, b))
        }
        RType::Num(n) => n.to_string(),
        RType::Other => "_".into(),
    }
}
