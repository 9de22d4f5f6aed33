//! A whole decoded program: names, types, constructors and bindings.

use std::ops::Index;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::arena::{Arena, Idx, IdxRange};
use super::expr::{Alt, Bind, Binder, Expr, ExprId};
use super::name::{NameId, Names, Symbol};
use super::ty::{DataCon, TyCon, Type, TypeId};

/// Where the definition of an external comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Provenance {
    /// The id's unfolding in its interface file.
    Interface,
    /// A model (`haskell-plugin/src/G2/Models/`) standing for an id without a usable
    /// unfolding.
    Model,
    /// A helper of a model module, reached from a model.
    ModelHelper,
}

/// An imported id the module reaches that has no definition (wire format: `gaps`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gap {
    /// Why, and how to get its code, in the user's words (written by the plugin).
    pub why: String,
    /// The user can make its code available (its module was compiled without the
    /// plugin), so a search that needs it stops there (Note [Code of other modules] in
    /// `haskell-plugin/light/src/G2/Plugin/Light.hs`).
    pub user_can_supply: bool,
}

#[derive(Debug)]
pub struct Instance {
    pub dfun: NameId,
    pub class: NameId,
    pub types: Box<[TypeId]>,
}

/// Every expression and type of a program, and the lists and bytes they refer to, each
/// addressed by a typed id (Note [Typed ids] in `arena.rs`). Read with indexing:
/// `nodes[expr_id]`, `nodes[alts]` for an `IdxRange<Alt>`.
#[derive(Default, Debug)]
pub struct Nodes {
    pub exprs: Arena<Expr>,
    pub types: Arena<Type>,
    /// The arguments of type constructor applications.
    pub type_lists: Arena<TypeId>,
    /// Lambda-bound and alternative binders.
    pub binders: Arena<Binder>,
    pub alts: Arena<Alt>,
    /// The pairs of binding groups.
    pub pairs: Arena<(Binder, ExprId)>,
    /// The bytes of string literals (shared with the `Addr#` values made from them).
    pub bytes: Arena<Arc<[u8]>>,
}

macro_rules! index_nodes {
    ($($field:ident: $elem:ty),*) => {$(
        impl Index<Idx<$elem>> for Nodes {
            type Output = $elem;
            #[inline]
            fn index(&self, id: Idx<$elem>) -> &$elem {
                &self.$field[id]
            }
        }
        impl Index<IdxRange<$elem>> for Nodes {
            type Output = [$elem];
            #[inline]
            fn index(&self, range: IdxRange<$elem>) -> &[$elem] {
                &self.$field[range]
            }
        }
        impl Index<Idx<$elem>> for Program {
            type Output = $elem;
            #[inline]
            fn index(&self, id: Idx<$elem>) -> &$elem {
                &self.nodes.$field[id]
            }
        }
        impl Index<IdxRange<$elem>> for Program {
            type Output = [$elem];
            #[inline]
            fn index(&self, range: IdxRange<$elem>) -> &[$elem] {
                &self.nodes.$field[range]
            }
        }
    )*};
}

index_nodes!(
    exprs: Expr,
    types: Type,
    type_lists: TypeId,
    binders: Binder,
    alts: Alt,
    pairs: (Binder, ExprId),
    bytes: Arc<[u8]>
);

impl Nodes {
    /// The variable node at the head of `e` under type abstractions, applications,
    /// ticks, casts and lets: `\@a -> div @a $d` is `div`.
    pub fn head_var(&self, e: ExprId) -> Option<ExprId> {
        let mut e = e;
        loop {
            match self[e] {
                Expr::Var(_) => return Some(e),
                Expr::App(f, _) => e = f,
                Expr::Lam(_, b) | Expr::Tick(_, b) | Expr::Cast(b, _) | Expr::Let(_, b) => e = b,
                _ => return None,
            }
        }
    }

    /// The name of the variable at the head of `e` (see [`Nodes::head_var`]).
    pub fn head_name(&self, e: ExprId) -> Option<NameId> {
        match self[self.head_var(e)?] {
            Expr::Var(x) => Some(x),
            _ => None,
        }
    }

    /// `e` under ticks.
    pub fn under_ticks(&self, mut e: ExprId) -> ExprId {
        while let Expr::Tick(_, inner) = self[e] {
            e = inner;
        }
        e
    }

    /// `e` under ticks and casts (which are erased at run time).
    pub fn under_ticks_and_casts(&self, mut e: ExprId) -> ExprId {
        while let Expr::Tick(_, inner) | Expr::Cast(inner, _) = self[e] {
            e = inner;
        }
        e
    }

    /// The head of the applications `e` and their arguments, first first.
    pub fn spine(&self, e: ExprId) -> (ExprId, Vec<ExprId>) {
        let mut head = e;
        let mut args = Vec::new();
        while let Expr::App(f, a) = self[head] {
            args.push(a);
            head = f;
        }
        args.reverse();
        (head, args)
    }

    /// Calls `f` on `e` and every expression inside it (pre-order, with an explicit
    /// stack, so deep Core cannot overflow the call stack).
    pub fn walk(&self, e: ExprId, mut f: impl FnMut(ExprId, &Expr)) {
        let mut stack: Vec<ExprId> = vec![e];
        while let Some(id) = stack.pop() {
            f(id, &self[id]);
            self.children(id, |c| stack.push(c));
        }
    }

    /// Calls `f` on each immediate subexpression of `e`.
    pub fn children(&self, e: ExprId, mut f: impl FnMut(ExprId)) {
        match self[e] {
            Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
            Expr::App(a, b) => {
                f(a);
                f(b)
            }
            Expr::Lam(_, b) | Expr::Cast(b, _) | Expr::Tick(_, b) => f(b),
            Expr::Let(bind, body) => {
                f(body);
                self[bind.pairs].iter().for_each(|&(_, rhs)| f(rhs));
            }
            Expr::Case(scrut, _, _, alts) => {
                f(scrut);
                self[alts].iter().for_each(|a| f(a.rhs));
            }
        }
    }
}

/// A decoded module and what it reaches. It owns everything: expressions and types are
/// in `nodes`, addressed by id, and the tables here are plain vectors and maps of ids,
/// so a program is `Send + Sync` and can be shared by search threads and sessions.
#[derive(Debug)]
pub struct Program {
    pub module: Symbol,
    pub names: Names,
    pub nodes: Nodes,
    pub tycons: FxHashMap<NameId, TyCon>,
    pub datacons: FxHashMap<NameId, DataCon>,
    /// The module's own top-level bindings, in source order.
    pub binds: Vec<Bind>,
    /// Definitions of imported ids that the module reaches.
    pub externals: Vec<Bind>,
    /// The provenance of the binders of `externals` not defined by their interface
    /// unfolding (absent: [`Provenance::Interface`]).
    pub provenance: FxHashMap<NameId, Provenance>,
    /// The imported ids reached without a definition, and why.
    pub gaps: FxHashMap<NameId, Gap>,
    pub instances: Vec<Instance>,
    /// Every top-level binder (own and external) to its right-hand side. Derived from
    /// `binds` and `externals` by [`Program::index_globals`].
    pub globals: FxHashMap<NameId, (Binder, ExprId)>,
}

impl Program {
    pub fn new(module: Symbol, names: Names) -> Self {
        Program {
            module,
            names,
            nodes: Nodes::default(),
            tycons: FxHashMap::default(),
            datacons: FxHashMap::default(),
            binds: Vec::new(),
            externals: Vec::new(),
            provenance: FxHashMap::default(),
            gaps: FxHashMap::default(),
            instances: Vec::new(),
            globals: FxHashMap::default(),
        }
    }

    /// Rebuilds `globals` from `binds` and `externals`.
    pub fn index_globals(&mut self) {
        self.globals.clear();
        for bind in self.binds.iter().chain(self.externals.iter()) {
            for &(binder, rhs) in &self.nodes[bind.pairs] {
                self.globals.insert(binder.name, (binder, rhs));
            }
        }
    }

    pub fn module_name(&self) -> &str {
        self.names.interner.resolve(self.module)
    }

    /// The module's own top-level bindings, in source order.
    pub fn own_bindings(&self) -> impl Iterator<Item = &(Binder, ExprId)> {
        self.binds.iter().flat_map(|b| self.nodes[b.pairs].iter())
    }

    /// Finds a top-level binding of the module itself by its occurrence name.
    pub fn find_own_binding(&self, occ: &str) -> Option<(Binder, ExprId)> {
        self.own_bindings().find(|(b, _)| self.names.occ(b.name) == occ).copied()
    }

    /// Where the definition of a global comes from (the module's own: `Interface`).
    pub fn provenance(&self, name: NameId) -> Provenance {
        self.provenance.get(&name).copied().unwrap_or(Provenance::Interface)
    }

    pub fn datacon(&self, name: NameId) -> Option<&DataCon> {
        self.datacons.get(&name)
    }

    pub fn tycon(&self, name: NameId) -> Option<&TyCon> {
        self.tycons.get(&name)
    }

    /// The pairs of a binding group.
    pub fn pairs(&self, bind: &Bind) -> &[(Binder, ExprId)] {
        &self.nodes[bind.pairs]
    }
}
