//! A whole decoded program: names, types, constructors and bindings.

use rustc_hash::FxHashMap;

use super::expr::{Bind, Binder, Expr};
use super::name::{NameId, Names, Symbol};
use super::ty::{DataCon, TyCon, Type};

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
    /// `haskell-plugin/src/G2/Plugin.hs`).
    pub user_can_supply: bool,
}

#[derive(Debug)]
pub struct Instance<'a> {
    pub dfun: NameId,
    pub class: NameId,
    pub types: &'a [Type<'a>],
}

/// A decoded module and what it reaches. All expressions and types live in an arena
/// `'a` owned by the caller; tables here are plain vectors and maps of ids. The program
/// does not hold the arena itself, so it is `Sync` and can be shared by search threads.
#[derive(Debug)]
pub struct Program<'a> {
    pub module: Symbol,
    pub names: Names,
    pub tycons: FxHashMap<NameId, &'a TyCon<'a>>,
    pub datacons: FxHashMap<NameId, &'a DataCon<'a>>,
    /// The module's own top-level bindings, in source order.
    pub binds: Vec<Bind<'a>>,
    /// Definitions of imported ids that the module reaches.
    pub externals: Vec<Bind<'a>>,
    /// The provenance of the binders of `externals` not defined by their interface
    /// unfolding (absent: [`Provenance::Interface`]).
    pub provenance: FxHashMap<NameId, Provenance>,
    /// The imported ids reached without a definition, and why.
    pub gaps: FxHashMap<NameId, Gap>,
    pub instances: Vec<Instance<'a>>,
    /// Every top-level binder (own and external) to its right-hand side. Derived from
    /// `binds` and `externals` by [`Program::index_globals`].
    pub globals: FxHashMap<NameId, (Binder<'a>, &'a Expr<'a>)>,
}

impl<'a> Program<'a> {
    pub fn new(module: Symbol, names: Names) -> Self {
        Program {
            module,
            names,
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
            for &(binder, rhs) in bind.pairs {
                self.globals.insert(binder.name, (binder, rhs));
            }
        }
    }

    pub fn module_name(&self) -> &str {
        self.names.interner.resolve(self.module)
    }

    /// Finds a top-level binding of the module itself by its occurrence name.
    pub fn find_own_binding(&self, occ: &str) -> Option<(Binder<'a>, &'a Expr<'a>)> {
        self.binds
            .iter()
            .flat_map(|b| b.pairs.iter())
            .find(|(b, _)| self.names.occ(b.name) == occ)
            .copied()
    }

    /// Where the definition of a global comes from (the module's own: `Interface`).
    pub fn provenance(&self, name: NameId) -> Provenance {
        self.provenance.get(&name).copied().unwrap_or(Provenance::Interface)
    }

    pub fn datacon(&self, name: NameId) -> Option<&'a DataCon<'a>> {
        self.datacons.get(&name).copied()
    }

    pub fn tycon(&self, name: NameId) -> Option<&'a TyCon<'a>> {
        self.tycons.get(&name).copied()
    }
}
