//! Run-time types: IR types with type variables substituted. Only symbolic inputs and
//! generators need them (to know which constructors a value may have).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{NameId, Program, TyConFlavour, Type, TypeId};

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum RType {
    Con(NameId, Arc<[RType]>),
    Fun(Arc<RType>, Arc<RType>),
    Var(NameId),
    App(Arc<RType>, Arc<RType>),
    ForAll(NameId, Arc<RType>),
    /// A type-level number, behind a pointer: an `i128` inline would align every
    /// `RType`, and so every `Value`, to 16 bytes (Note [Small values] in `value.rs`).
    Num(Arc<i128>),
    Other,
}

pub type Subst = FxHashMap<NameId, RType>;

/// Whether two types can be made equal ([`RType::unify`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unified {
    Yes,
    No,
    Unknown,
}

/// An empty argument list, shared by the thread (as `value::no_addrs`).
fn no_types() -> Arc<[RType]> {
    thread_local!(static EMPTY: Arc<[RType]> = Arc::from([]));
    EMPTY.with(Arc::clone)
}

impl RType {
    pub fn from_ir(program: &Program, ty: TypeId, subst: &Subst) -> RType {
        RType::from_ir_with(program, ty, &mut |v| subst.get(&v).cloned())
    }

    /// `from_ir` with each free type variable's type asked of `lookup` (`None`: left a
    /// variable). The machine resolves a type argument this way, reading the variables'
    /// types where they are bound, with no substitution map built for each one.
    pub fn from_ir_with(
        program: &Program,
        ty: TypeId,
        lookup: &mut dyn FnMut(NameId) -> Option<RType>,
    ) -> RType {
        match program[ty] {
            Type::Var(v) => lookup(v).unwrap_or(RType::Var(v)),
            // `@Int` and friends are most type arguments a run meets: share their
            // empty argument list rather than allocate one each time.
            Type::Con(tc, args) if args.is_empty() => RType::Con(tc, no_types()),
            Type::Con(tc, args) => RType::Con(
                tc,
                program[args].iter().map(|&a| RType::from_ir_with(program, a, lookup)).collect(),
            ),
            Type::Fun(a, r) => RType::Fun(
                Arc::new(RType::from_ir_with(program, a, lookup)),
                Arc::new(RType::from_ir_with(program, r, lookup)),
            ),
            Type::ForAll(v, body) => {
                // The bound variable is not the lookup's.
                let mut inner = |w: NameId| if w == v { None } else { lookup(w) };
                RType::ForAll(v, Arc::new(RType::from_ir_with(program, body, &mut inner)))
            }
            Type::App(f, a) => {
                let f = RType::from_ir_with(program, f, lookup);
                f.apply(RType::from_ir_with(program, a, lookup))
            }
            Type::NumLit(n) => RType::Num(Arc::new(n)),
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

    /// Unifies `self` with `other`, binding only the variables in `bindable` (in
    /// `subst`). `No` when the two can never be equal (different data constructors),
    /// `Unknown` when it depends on something not known here: an unbound variable, a
    /// type the wire does not carry (`Other`: promoted constructors, type-level
    /// literals), or a type constructor that is not `is_data` (a type family reduces).
    pub fn unify(
        &self,
        other: &RType,
        bindable: &[NameId],
        is_data: &dyn Fn(NameId) -> bool,
        subst: &mut Subst,
    ) -> Unified {
        let (a, b) = (self.substitute(subst), other.substitute(subst));
        if a.mentions_other() || b.mentions_other() {
            return Unified::Unknown;
        }
        match (&a, &b) {
            (RType::Con(f, _), _) | (_, RType::Con(f, _)) if !is_data(*f) => Unified::Unknown,
            _ if a == b => Unified::Yes,
            (RType::Var(v), t) | (t, RType::Var(v)) if bindable.contains(v) => {
                subst.insert(*v, t.clone());
                Unified::Yes
            }
            (RType::Con(f, xs), RType::Con(g, ys)) => {
                if f != g || xs.len() != ys.len() {
                    return Unified::No;
                }
                let mut all = Unified::Yes;
                for (x, y) in xs.iter().zip(ys.iter()) {
                    match x.unify(y, bindable, is_data, subst) {
                        Unified::No => return Unified::No,
                        Unified::Unknown => all = Unified::Unknown,
                        Unified::Yes => {}
                    }
                }
                all
            }
            (RType::Fun(a1, r1), RType::Fun(a2, r2)) => {
                match a1.unify(a2, bindable, is_data, subst) {
                    Unified::No => Unified::No,
                    first => match (first, r1.unify(r2, bindable, is_data, subst)) {
                        (_, Unified::No) => Unified::No,
                        (Unified::Yes, Unified::Yes) => Unified::Yes,
                        _ => Unified::Unknown,
                    },
                }
            }
            (RType::Num(m), RType::Num(n)) if m != n => Unified::No,
            (RType::Con(..), RType::Fun(..)) | (RType::Fun(..), RType::Con(..)) => Unified::No,
            _ => Unified::Unknown,
        }
    }

    /// Whether the type has a part the wire does not carry (`Other`).
    fn mentions_other(&self) -> bool {
        match self {
            RType::Other => true,
            RType::Con(_, args) => args.iter().any(RType::mentions_other),
            RType::Fun(a, r) | RType::App(a, r) => a.mentions_other() || r.mentions_other(),
            RType::ForAll(_, body) => body.mentions_other(),
            RType::Var(_) | RType::Num(_) => false,
        }
    }

    /// Whether `v` is applied to types somewhere in this type (`f Int`): then it is no
    /// type of values, and cannot be taken at `Int`.
    pub fn applies_var(&self, v: NameId) -> bool {
        match self {
            RType::App(f, a) => {
                matches!(**f, RType::Var(w) if w == v) || f.applies_var(v) || a.applies_var(v)
            }
            RType::Con(_, args) => args.iter().any(|t| t.applies_var(v)),
            RType::Fun(a, r) => a.applies_var(v) || r.applies_var(v),
            RType::ForAll(_, body) => body.applies_var(v),
            RType::Var(_) | RType::Num(_) | RType::Other => false,
        }
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
    pub fn unwrap_newtypes(&self, program: &Program) -> RType {
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
            ty = RType::from_ir(program, field.ty, &subst);
        }
        ty
    }
}

/// A type in Haskell syntax, for messages.
pub fn show_type(program: &Program, ty: &RType) -> String {
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
