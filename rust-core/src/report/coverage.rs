//! What `g2 coverage` reports: how the engine runs each name a program uses.

use crate::ir::{NameId, NameSort, Provenance};
use crate::reduce::{Global, Head, Machine};

/// How the engine runs a name a program uses (`g2 coverage`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Coverage {
    /// A Haskell definition: the module's own, or an unfolding from an interface file.
    Unfolding,
    /// One of the plugin's model definitions, standing for the original.
    Model,
    /// A helper definition of a model module.
    ModelHelper,
    /// Implemented by the engine itself (`reduce::builtin`).
    Builtin,
    /// A GHC primitive operation the engine implements, or a foreign call it runs.
    Primitive,
    /// A class method or superclass selector (a field of a dictionary).
    Selector,
    /// A data constructor.
    Constructor,
    /// Nothing: running it stops with a message naming it.
    Missing,
}

/// How `m` runs each value name of its program, sorted by qualified name.
pub fn coverage(m: &Machine<'_>) -> Vec<(NameId, Coverage)> {
    let names = &m.program.names;
    let mut out: Vec<(NameId, Coverage)> = names
        .ids()
        .filter(|&id| {
            let sort = names.info(id).sort;
            sort == NameSort::Foreign
                || (!matches!(sort, NameSort::TyVar | NameSort::TyCon | NameSort::Local)
                    && names.module(id).is_some())
        })
        .map(|id| {
            let how = match m.global(id) {
                Some(Global::Binding) => match m.program.provenance(id) {
                    Provenance::Interface => Coverage::Unfolding,
                    Provenance::Model => Coverage::Model,
                    Provenance::ModelHelper => Coverage::ModelHelper,
                },
                Some(Global::Head(Head::Builtin(_), _)) => Coverage::Builtin,
                Some(Global::Head(Head::PrimOp(_), _) | Global::Token) => Coverage::Primitive,
                Some(Global::Head(Head::Selector { .. }, _)) => Coverage::Selector,
                Some(Global::Head(Head::DataCon(_), _)) => Coverage::Constructor,
                Some(Global::Head(Head::Counterfactual(_) | Head::SymFun(_), _)) | None => {
                    Coverage::Missing
                }
            };
            (id, how)
        })
        .collect();
    out.sort_by_key(|(id, _)| names.qualified(*id));
    out
}
