//! Inputs that live in the caller's process: a G2Q query's concrete arguments. They are
//! fetched one constructor at a time, when the run first needs that part, so an
//! infinite or huge argument costs only what the predicate looks at (seed 002,
//! Figures 3.6-3.8), and a part whose evaluation throws only matters if it is needed.

use super::value::Concrete;
use crate::error::Result;

/// Names a part of an input the caller holds (its meaning is the caller's).
pub type NodeId = u64;

/// A remote part in weak head normal form.
#[derive(Clone, Debug)]
pub enum Node {
    /// A constructor (or an Integer); its fields are literals or more
    /// [`Concrete::Remote`] parts.
    Value(Concrete),
    /// Evaluating the part threw; the message is the exception's.
    Raises(String),
}

/// Where remote parts come from. Values are immutable, so a source may (and the G2Q
/// one does) answer each id once and cache it for every state.
pub trait InputSource: Sync {
    fn demand(&self, id: NodeId) -> Result<Node>;
}
