//! Search: which state runs next, when a path stops, and what a query is.
//!
//! Composed from small parts: `scheduler` (which state next), `explore` (stepping,
//! splitting, pruning with Z3, budgets and `StopReason`), `memory` (the memory budget:
//! bounding the queue of waiting states), `parallel` (workers on several threads), `query` (the initial state of a
//! run and concrete validation of its results), and `policy` (the driver: explore,
//! replay, and let a policy say what is a result and when to stop). `check` is the
//! policy of checking a function against contracts; `verdict` says what a search
//! established, in the words every front end uses.

pub mod check;
pub mod explore;
pub mod memory;
mod parallel;
pub mod policy;
pub mod query;
pub mod scheduler;
pub mod verdict;

pub use explore::{
    explore, run_concrete, Accept, Config, Finished, LimitNames, Progress, Slice, Stats,
    StopReason, Worker,
};
pub use policy::{drive, replay_steps, AllResults, Ended, Policy, Screen, Violations};
pub use query::{has_symbolic_inputs, start, start_partial, validate, Pred, Query, Run, Validated};
pub use scheduler::Order;
pub use verdict::Verdict;
