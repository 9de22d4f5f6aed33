//! Heap objects and values in (symbolic) weak head normal form.

use std::sync::Arc;

use num_bigint::BigInt;

use super::env::Env;
use super::rtype::RType;
use crate::ir::{Binder, ExprId, NameId};
use crate::smt::term::TermRef;

/// A heap address. An address is reused only after the collector freed its cell,
/// i.e. once nothing can reach it (`reduce::gc`).
pub type Addr = u32;

/// An empty list of addresses (the fields of a nullary constructor, the arguments of a
/// head not yet applied), shared: `Arc::from([])` would allocate on every use, and the
/// machine builds one on most steps that return a Bool or name a primitive. Shared by
/// the thread, not the process: every clone and drop writes its count, and one count
/// written by every worker of `--threads` went back and forth between the cores
/// (Note [A queue per worker] in `search::parallel`).
pub fn no_addrs() -> Arc<[Addr]> {
    thread_local!(static EMPTY: Arc<[Addr]> = Arc::from([]));
    EMPTY.with(Arc::clone)
}

/// The value of what GHC erases at run time but Core passes as an argument: a state
/// token (`realWorld#`, `void#`) or a coercion (a GADT constructor's equality field,
/// `I @Int <co> n`). A coercion is a value argument, not a type: a constructor's
/// fields include its equalities (`DataCon::n_theta`), and an alternative binds them.
pub const TOKEN: Value = Value::Prim(Prim::Int(0));

/// A concrete primitive (unboxed) value, or an Integer.
#[derive(Clone, Debug, PartialEq)]
pub enum Prim {
    Int(i64),
    Word(u64),
    /// A code point up to U+10FFFF: GHC's `Char` includes the surrogates, which Rust's
    /// `char` cannot hold.
    Char(u32),
    Double(f64),
    Float(f32),
    Integer(BigInt),
    /// An `Addr#` literal: the bytes of a C string, and an offset into them.
    Addr(Arc<[u8]>, usize),
    /// A `MutVar#` (`STRef`, `IORef`): the heap cell that holds its current contents,
    /// as an indirection (`HeapObj::Apply` with no arguments). Each state's heap is its
    /// own, so a write on one path is never seen on another.
    MutVar(Addr),
    /// An `Array#` or a `MutableArray#`: a heap cell per element, each holding its
    /// element as an indirection, which a write replaces (Note [Arrays] in
    /// `machine/arrays.rs`).
    Array(Arc<[Addr]>),
}

/// What may be partially applied and waits for more arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    DataCon(NameId),
    PrimOp(super::primop::PrimOp),
    Builtin(super::builtin::Builtin),
    /// A class method selector: selects field `index` of a dictionary built by `record`,
    /// the class's constructor (None: the class is not in the program, and any
    /// constructor is taken for its dictionary). A value that is not a `record` is the
    /// dictionary of a class with one method and no superclass, a newtype in Core: the
    /// method itself.
    Selector {
        index: u32,
        record: Option<NameId>,
    },
    /// A call site of a contracted function while checking another (`reduce::contract`).
    Counterfactual(NameId),
    /// A symbolic function input, by its number in the state's `SymFuns`
    /// (Note [Symbolic functions] in `reduce::higher_order`).
    SymFun(u32),
}

/// A value in symbolic weak head normal form.
#[derive(Clone, Debug)]
pub enum Value {
    /// A saturated constructor application; `fields` holds value fields only (type
    /// arguments are dropped, except existential ones, which are kept as `Type` values).
    Con {
        dc: NameId,
        fields: Arc<[Addr]>,
    },
    Lam {
        binder: Binder,
        body: ExprId,
        env: Env,
    },
    /// A partial application; `arity` is the (type, value) arguments still missing.
    Pap {
        head: Head,
        args: Arc<[Addr]>,
        arity: (usize, usize),
    },
    Prim(Prim),
    /// A symbolic primitive value: a variable or an operation on symbolic operands.
    Sym(TermRef),
    /// A type argument.
    Type(RType),
}

#[derive(Clone, Debug)]
pub enum HeapObj {
    Thunk {
        expr: ExprId,
        env: Env,
    },
    /// Under evaluation: entering it again is GHC's `<<loop>>`.
    Blackhole,
    Value(Value),
    /// A pending application `fun args..`, built by the engine itself (entry calls,
    /// predicates, lazily unpacked string literals).
    Apply {
        fun: Addr,
        args: Arc<[Addr]>,
    },
    /// Part of an input the caller holds (`reduce::remote`), fetched when entered.
    Remote(super::remote::NodeId),
    /// A symbolic input or generator result not yet forced: concretized lazily, one
    /// constructor at a time, when something demands it.
    Symbolic(RType),
    /// A cell the collector freed, waiting for reuse; nothing refers to it. Holds the
    /// next cell of the heap's free list.
    Free(Option<Addr>),
}

/// A fully known value: what an input or output is, independent of any state.
#[derive(Clone, Debug, PartialEq)]
pub enum Concrete {
    Con(NameId, Vec<Concrete>),
    Prim(Prim),
    /// A function value (printed, never compared).
    Fun,
    /// A top-level function chosen for a higher-order input.
    Global(NameId),
    /// A symbolic function input as a finite table (`reduce::higher_order`).
    Lambda(std::sync::Arc<super::higher_order::Lambda>),
    /// Never evaluated, or nothing that can be read (a blackhole, a type).
    Unknown,
    /// Deeper than read-back goes (`readback::MAX_DEPTH` cells from the root): there,
    /// but not read. Printed and passed on as such, never as `undefined`.
    Cut,
    /// A part of an input the caller holds, never fetched (`reduce::remote`).
    Remote(super::remote::NodeId),
}
