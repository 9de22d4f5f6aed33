//! What a path records so that its concrete replay follows it (validation): the values
//! its symbolic generators produced, the branches its `choose`s took, and the function
//! each higher-order input was resolved to; and in a replay, the values and branches to
//! take instead.

use std::sync::Arc;

use imbl::Vector;

use super::gc::Roots;
use super::state::Extension;
use super::value::{Addr, Concrete};
use crate::ir::NameId;

/// A state's record for its replay.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// Symbolic generator results, in the order the path created them.
    pub generated: Vector<Addr>,
    /// The branch each `choose` on this path took (0 left, 1 right), in order.
    pub choices: Vector<u8>,
    /// Higher-order symbolic inputs and the top-level function each was resolved to.
    pub chosen_functions: Vector<(Addr, NameId)>,
    /// In a concrete replay: the values the generators take, in creation order.
    pub replay: Option<Arc<[Concrete]>>,
    /// In a concrete replay: the branches `choose` takes, in order.
    pub replay_choices: Option<Choices>,
}

/// The branches a concrete replay takes at its `choose`s and contract sites.
#[derive(Clone, Debug)]
pub enum Choices {
    /// The branches a path took, in order.
    Recorded(Arc<[u8]>),
    /// The left branch everywhere: every call of a contracted function runs its own
    /// code, its contract checked (Note [Abstract counterexamples that are concrete] in
    /// `search::check`).
    AllLeft,
}

impl Choices {
    /// The branch of the `i`th choice; `None` past the recorded ones.
    pub fn get(&self, i: usize) -> Option<u8> {
        match self {
            Choices::Recorded(branches) => branches.get(i).copied(),
            Choices::AllLeft => Some(0),
        }
    }
}

impl Extension for Trace {
    /// The generators' results and the higher-order inputs: validation reads them.
    fn roots(&self, roots: &mut Roots) {
        self.generated.iter().for_each(|&a| roots.addr(a));
        self.chosen_functions.iter().for_each(|(a, _)| roots.addr(*a));
    }
}
