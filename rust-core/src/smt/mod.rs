//! Path constraints and Z3.
//!
//! Architecture invariant: only `smt::solver` talks to Z3; terms are plain data.
//! `smt::pool` keeps solvers for reuse (Note [Reused solvers]); `smt::watchdog`
//! interrupts checks past their time limit (Note [Solver time limits]).

mod division;
pub mod eval;
pub mod interval;
pub mod pool;
pub mod small;
pub mod solver;
pub mod term;
pub mod watchdog;

pub use solver::{Model, ModelValue, SatResult, Solver};
pub use term::{Op, Sort, Term, TermRef};
