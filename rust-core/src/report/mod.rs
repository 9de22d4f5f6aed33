//! Turning finished paths into what users read: Haskell values and result lines.
//!
//! Architecture invariant: `report` never steps nor reads a state: it prints the
//! `Concrete` values that `reduce::readback` reads out of one, and does not know `search`.

pub mod check;
pub mod coverage;
pub mod executable;
pub mod value;

pub use value::{show, Concrete};
