//! Interned strings and the program-wide name table.
//!
//! Every variable, type variable, type constructor and data constructor is a [`NameId`]:
//! an index into [`Names`]. Names are deduplicated by [`NameKey`], so the same top-level
//! name reached from two places is one `NameId`.

use rustc_hash::FxHashMap;

/// An interned string.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Ord, PartialOrd, Debug)]
pub struct Symbol(u32);

#[derive(Default, Debug)]
pub struct Interner {
    map: FxHashMap<Box<str>, Symbol>,
    strings: Vec<Box<str>>,
}

impl Interner {
    pub fn intern(&mut self, s: &str) -> Symbol {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Symbol(self.strings.len() as u32);
        self.strings.push(s.into());
        self.map.insert(s.into(), sym);
        sym
    }

    pub fn lookup(&self, s: &str) -> Option<Symbol> {
        self.map.get(s).copied()
    }

    pub fn resolve(&self, sym: Symbol) -> &str {
        &self.strings[sym.0 as usize]
    }
}

/// Index into [`Names`].
#[derive(Copy, Clone, Eq, PartialEq, Hash, Ord, PartialOrd, Debug)]
pub struct NameId(pub u32);

/// What a name denotes; mirrors the `sort` byte of the wire format.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum NameSort {
    Local,
    Global,
    DataCon,
    PrimOp,
    /// A class method or superclass selector: selects field `index` of a dictionary of `class`.
    ClassOp {
        class: NameId,
        index: u32,
    },
    RecordSel,
    DFun,
    TyVar,
    TyCon,
    Foreign,
}

/// The namespace a name lives in: a data constructor `T` and a type constructor `T`
/// of the same module are different names.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Namespace {
    Value,
    DataCon,
    TyVar,
    TyCon,
}

impl NameSort {
    pub fn namespace(self) -> Namespace {
        match self {
            NameSort::DataCon => Namespace::DataCon,
            NameSort::TyVar => Namespace::TyVar,
            NameSort::TyCon => Namespace::TyCon,
            _ => Namespace::Value,
        }
    }
}

/// Identity of a name across modules: external names by module and occurrence, local
/// names (no module) by their unique.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum NameKey {
    External { module: Symbol, occ: Symbol, ns: Namespace },
    Local { occ: Symbol, unique: u64, ns: Namespace },
}

#[derive(Copy, Clone, Debug)]
pub struct NameInfo {
    pub module: Option<Symbol>,
    pub occ: Symbol,
    pub unique: u64,
    pub sort: NameSort,
}

impl NameInfo {
    pub fn key(&self) -> NameKey {
        let ns = self.sort.namespace();
        match self.module {
            Some(module) => NameKey::External { module, occ: self.occ, ns },
            None => NameKey::Local { occ: self.occ, unique: self.unique, ns },
        }
    }
}

/// A source span, 1-based lines and columns as GHC reports them.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Span {
    pub file: Symbol,
    pub line1: u32,
    pub col1: u32,
    pub line2: u32,
    pub col2: u32,
}

/// The name table plus the string interner. Spans are a side table so that names stay
/// plain data.
#[derive(Default, Debug)]
pub struct Names {
    pub interner: Interner,
    infos: Vec<NameInfo>,
    by_key: FxHashMap<NameKey, NameId>,
    pub spans: FxHashMap<NameId, Span>,
}

impl Names {
    /// Returns the id for `info`, adding it if no name with the same key exists yet.
    pub fn add(&mut self, info: NameInfo) -> NameId {
        let key = info.key();
        if let Some(&id) = self.by_key.get(&key) {
            return id;
        }
        let id = NameId(self.infos.len() as u32);
        self.infos.push(info);
        self.by_key.insert(key, id);
        id
    }

    pub fn info(&self, id: NameId) -> &NameInfo {
        &self.infos[id.0 as usize]
    }

    /// Overwrites the sort of an existing name (used when a later table entry knows more).
    pub fn set_sort(&mut self, id: NameId, sort: NameSort) {
        self.infos[id.0 as usize].sort = sort;
    }

    pub fn len(&self) -> usize {
        self.infos.len()
    }

    pub fn is_empty(&self) -> bool {
        self.infos.is_empty()
    }

    pub fn occ(&self, id: NameId) -> &str {
        self.interner.resolve(self.info(id).occ)
    }

    pub fn module(&self, id: NameId) -> Option<&str> {
        self.info(id).module.map(|m| self.interner.resolve(m))
    }

    /// `Module.occ` for external names, `occ` for local ones.
    pub fn qualified(&self, id: NameId) -> String {
        match self.module(id) {
            Some(m) => format!("{}.{}", m, self.occ(id)),
            None => self.occ(id).to_string(),
        }
    }

    /// Finds an external name by module and occurrence.
    pub fn find(&self, module: &str, occ: &str, ns: Namespace) -> Option<NameId> {
        let module = self.interner.lookup(module)?;
        let occ = self.interner.lookup(occ)?;
        self.by_key.get(&NameKey::External { module, occ, ns }).copied()
    }

    pub fn ids(&self) -> impl Iterator<Item = NameId> {
        (0..self.infos.len() as u32).map(NameId)
    }
}
