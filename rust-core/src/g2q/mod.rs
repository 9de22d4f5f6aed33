//! G2Q: constraints written in Haskell, solved at run time (seed 002, chapter 3).
//!
//! `terms` is the value format across the C ABI; `solve` runs a query's predicate with
//! its symbolic variables and returns validated answers; `session` runs a query on its
//! own thread and fetches the parts of the arguments it needs from the caller.

pub mod session;
pub mod solve;
pub mod terms;

pub use session::{Event, Session};
pub use solve::{solve, Answer, Answers, Limits, Request};
pub use terms::{decode_reply, decode_terms, encode_crash, encode_terms};
