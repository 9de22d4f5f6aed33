//! The lazy symbolic reducer.
//!
//! Architecture invariant: `reduce` never calls Z3 and never decides feasibility; it
//! produces successor states with their path constraints.

pub mod builtin;
pub mod conjunct;
pub mod contract;
pub mod env;
pub mod foreign;
pub mod gc;
pub mod higher_order;
pub mod ideal_int;
mod integer;
pub mod machine;
pub mod native;
pub mod primop;
pub mod readback;
pub mod remote;
pub mod rtype;
pub mod state;
pub mod trace;
pub mod value;

pub use contract::{Abstraction, Call, Contract, Contracts, Counterexample};
pub use machine::{Global, Machine, Step};
pub use remote::{InputSource, Node, NodeId};
pub use rtype::RType;
pub use state::{Control, Frame, Guard, Outcome, Speculation, State};
pub use value::{Addr, Concrete, Fields, Head, HeapObj, Prim, Value};
