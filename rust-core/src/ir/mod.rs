//! The engine's intermediate representation: GHC Core, decoded into arenas of nodes
//! addressed by typed ids (Note [Typed ids] in `arena.rs`).
//!
//! Architecture invariant: this layer knows nothing of the wire format, the reducer or
//! Z3. It is plain data plus the printer.

pub mod arena;
pub mod census;
pub mod expr;
pub mod generated;
pub mod name;
pub mod program;
pub mod render;
pub mod ty;

pub use arena::{Arena, Idx, IdxRange};
pub use expr::{Alt, AltCon, Bind, Binder, BytesId, Expr, ExprId, Lit, NumTy};
pub use name::{NameId, NameInfo, NameSort, Names, Namespace, Span, Symbol};
pub use program::{Gap, Instance, Nodes, Program, Provenance};
pub use ty::{DataCon, Field, TyCon, TyConFlavour, Type, TypeId};
