//! Turning finished paths into what users read: Haskell values and result lines.
//!
//! Architecture invariant: `report` reads states and models; it never steps a state.

pub mod check;
pub mod coverage;
pub mod value;

pub use value::{show, show_type, Concrete};
