//! G2Q: constraints written in Haskell, solved at run time (seed 002, chapter 3).
//!
//! `terms` is the value format across the C ABI; `solve` runs a query's predicate with
//! its symbolic variables and returns validated answers.

pub mod solve;
pub mod terms;

pub use solve::{solve, Answer, Limits};
pub use terms::{decode_terms, encode_terms};
