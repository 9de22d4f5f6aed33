//! G2-rs engine.
//!
//! The data flows through the modules in this order: [`wire`] decodes the bytes the GHC
//! plugin wrote into an [`ir::Program`]; [`simplify`] resolves the class dictionaries of
//! the program a concrete run runs, and inlines its small functions; [`reduce`] runs expressions lazily and
//! symbolically; [`smt`] decides path constraints with Z3; [`search`] schedules states
//! and yields finished paths; [`report`] turns the values read out of them into Haskell
//! text. [`capi`] is the C ABI, the only module that knows about `cbits/g2.h`.

pub mod capi;
pub mod error;
pub mod frontend;
pub mod g2q;
pub mod infer;
pub mod ir;
pub mod reduce;
pub mod report;
pub mod search;
pub mod simplify;
pub mod smt;
pub mod unicode;
pub mod wire;

pub use error::{Error, Result};
