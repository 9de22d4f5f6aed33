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

/// The fields of a constructor value: up to [`INLINE_FIELDS`] addresses inline, more
/// in a shared slice. Most constructors have one or two fields (`I#`, `C#`, `:`,
/// `Just`, pairs), and a cons cell's fields in an `Arc<[Addr]>` of their own cost an
/// allocation, its count's atomic updates and its free: Note [Inline fields].
#[derive(Clone)]
pub enum Fields {
    /// `len` is a whole word: as a `u8` it left 3 bytes of padding before `addrs`, and
    /// a clone copied the 7 bytes from it with two overlapping stores through the stack,
    /// a store-forwarding stall that was half of `Value::clone`'s time.
    Inline {
        len: u32,
        addrs: [Addr; INLINE_FIELDS],
    },
    Shared(Arc<[Addr]>),
}

// Note [Inline fields]
// ~~~~~~~~~~~~~~~~~~~~
// A concrete run allocates a constructor value every few steps, and each was a
// `Value::Con` with its fields in an `Arc<[Addr]>`: one allocation per value, an atomic
// increment per clone (a value is cloned out of its cell on every return) and a free
// when the last clone goes. `Fields` keeps up to three addresses inline (24 bytes with
// their count: `Value::Con` is no bigger than the other variants, so a `Value` stays
// 40 bytes: Note [Small values]), and cloning copies them. Measured on the independent programs: WordFreq
// 6.4-6.8 s -> 5.6-5.9 s, Sorting 5.7-5.9 -> 5.2-5.3, Machine 6.0-6.1 -> 5.5-5.8, peak
// memory 6-11% lower.

/// How many fields `Fields` keeps inline.
pub const INLINE_FIELDS: usize = 3;

impl Fields {
    /// No fields (a nullary constructor).
    pub const NONE: Fields = Fields::Inline { len: 0, addrs: [0; INLINE_FIELDS] };
}

impl std::ops::Deref for Fields {
    type Target = [Addr];
    #[inline]
    fn deref(&self) -> &[Addr] {
        match self {
            Fields::Inline { len, addrs } => &addrs[..*len as usize],
            Fields::Shared(xs) => xs,
        }
    }
}

impl From<&[Addr]> for Fields {
    #[inline]
    fn from(xs: &[Addr]) -> Fields {
        if xs.len() <= INLINE_FIELDS {
            let mut addrs = [0; INLINE_FIELDS];
            addrs[..xs.len()].copy_from_slice(xs);
            Fields::Inline { len: xs.len() as u32, addrs }
        } else {
            Fields::Shared(Arc::from(xs))
        }
    }
}

impl<const N: usize> From<[Addr; N]> for Fields {
    #[inline]
    fn from(xs: [Addr; N]) -> Fields {
        Fields::from(&xs[..])
    }
}

impl From<Vec<Addr>> for Fields {
    fn from(xs: Vec<Addr>) -> Fields {
        Fields::from(&xs[..])
    }
}

impl From<Arc<[Addr]>> for Fields {
    fn from(xs: Arc<[Addr]>) -> Fields {
        if xs.len() <= INLINE_FIELDS {
            Fields::from(&xs[..])
        } else {
            Fields::Shared(xs)
        }
    }
}

impl FromIterator<Addr> for Fields {
    fn from_iter<I: IntoIterator<Item = Addr>>(iter: I) -> Fields {
        let mut addrs = [0; INLINE_FIELDS];
        let mut iter = iter.into_iter();
        for (n, slot) in addrs.iter_mut().enumerate() {
            match iter.next() {
                Some(a) => *slot = a,
                None => return Fields::Inline { len: n as u32, addrs },
            }
        }
        match iter.next() {
            None => Fields::Inline { len: INLINE_FIELDS as u32, addrs },
            Some(a) => Fields::Shared(addrs.into_iter().chain([a]).chain(iter).collect()),
        }
    }
}

impl std::fmt::Debug for Fields {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Fields {
    fn eq(&self, other: &Fields) -> bool {
        self[..] == other[..]
    }
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

/// The (type, value) arguments a partial application still needs: 16-bit counts (no
/// function takes 65,536 arguments), so that a `Value` is 40 bytes (Note [Small values]).
pub type PapArity = (u16, u16);

/// A head's arity as a partial application's. GHC's own limits on arities are far
/// below 65,535 (a count past it would leave the application unsaturated, never run).
pub fn pap_arity((ty, val): (usize, usize)) -> PapArity {
    let count = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
    (count(ty), count(val))
}

// Note [Small values]
// ~~~~~~~~~~~~~~~~~~~
// A `Value` is copied on every return (out of its cell into the control, into a frame)
// and a `HeapObj`, a heap cell, is what the collector reads and a fork's page copies.
// Both were 64 bytes: a partial application's head (24 bytes, an error builtin's
// `&'static str` text inline), its arguments and two `usize` counts, and a type-level
// number's `i128`, which aligned every `RType` and so every `Value` to 16 bytes. With
// the error kind behind a `&'static` (`Builtin::Error`), 16-bit counts (`PapArity`)
// and the number behind a pointer (`RType::Num`), every variant's payload fits in 32
// bytes after the tag, and both are 40 bytes (a test says so). Measured against 64-byte
// cells, with Note [Small step results] in both (medians of 3): Sorting 3.63 -> 3.52 s,
// WordFreq 4.21 -> 3.97, Printf 5.37 -> 5.11, Machine 3.51 -> 3.39.

/// A value in symbolic weak head normal form.
#[derive(Debug)]
pub enum Value {
    /// A saturated constructor application; `fields` holds value fields only (type
    /// arguments are dropped, except existential ones, which are kept as `Type` values).
    Con {
        dc: NameId,
        fields: Fields,
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
        arity: PapArity,
    },
    Prim(Prim),
    /// A symbolic primitive value: a variable or an operation on symbolic operands.
    Sym(TermRef),
    /// A type argument.
    Type(RType),
}

impl Clone for Value {
    /// Note [Values copied whole].
    #[inline]
    fn clone(&self) -> Value {
        match self {
            Value::Con { fields: Fields::Inline { .. }, .. }
            | Value::Prim(
                Prim::Int(_)
                | Prim::Word(_)
                | Prim::Char(_)
                | Prim::Double(_)
                | Prim::Float(_)
                | Prim::MutVar(_),
            ) => {
                // SAFETY: these variants hold no pointer and no count, only plain
                // numbers: their bytes are a clone, and dropping either copy frees nothing.
                unsafe { std::ptr::read(self) }
            }
            Value::Con { dc, fields } => Value::Con { dc: *dc, fields: fields.clone() },
            Value::Lam { binder, body, env } => {
                Value::Lam { binder: *binder, body: *body, env: env.clone() }
            }
            Value::Pap { head, args, arity } => {
                Value::Pap { head: head.clone(), args: args.clone(), arity: *arity }
            }
            Value::Prim(p) => Value::Prim(p.clone()),
            Value::Sym(t) => Value::Sym(t.clone()),
            Value::Type(t) => Value::Type(t.clone()),
        }
    }
}

// Note [Values copied whole]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// A value is cloned out of its cell on every return and moved on at once (into the
// control, a frame, another cell). The derived clone of a constructor wrote its parts
// one by one (4 bytes of name, 4 of count, 12 of fields) and the move that followed
// read the 40 bytes back 16 at a time: a load spanning several smaller stores still in
// the store buffer cannot be forwarded from them and waits for them to retire (perf
// annotate: two fifths of `ret`'s samples on the load after a clone, on Printf). The
// variants that own nothing, a constructor with inline fields and the numeric
// primitives, which are nearly every value a concrete run clones, are copied as whole
// bytes instead, in the same 16-byte pieces the move reads.

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
    /// A symbolic list input not yet forced whose length is known to be the machine
    /// integer `len` (Note [Lengths of inputs] in `machine/spine.rs`): concretized like
    /// `Symbolic`, each cell under `len`'s constraint.
    Spine {
        ty: RType,
        len: TermRef,
    },
    /// A symbolic `Map` or `Set` input (or a subtree of one) not yet forced: a balanced
    /// search tree of a symbolic size whose keys lie strictly between two bounds (Note
    /// [Trees of inputs] in `machine/containers.rs`); boxed, so the cell stays small.
    Tree(Box<InputTree>),
    /// A cell the collector freed, waiting for reuse; nothing refers to it. Holds the
    /// next cell of the heap's free list.
    Free(Option<Addr>),
}

impl HeapObj {
    /// Whether this cell is part of an input not yet forced: a symbolic value, a list of
    /// a symbolic length, a tree of a symbolic size.
    pub fn is_unforced_input(&self) -> bool {
        matches!(self, HeapObj::Symbolic(_) | HeapObj::Spine { .. } | HeapObj::Tree(_))
    }
}

/// An input tree not yet forced (`HeapObj::Tree`): `size` elements, of the `Map` or
/// `Set` type `ty`, whose keys (machine integers: `Int#` or `Char#` payloads) are above
/// `lo` and below `hi` where those are known.
#[derive(Clone, Debug)]
pub struct InputTree {
    pub ty: RType,
    pub size: TermRef,
    pub lo: Option<TermRef>,
    pub hi: Option<TermRef>,
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
    /// The elements of an `Array#` (Note [Arrays] in `reduce::machine::arrays`), which
    /// `Data.Array`'s `Array` holds; printed as `show` prints the `Array`.
    Array(Vec<Concrete>),
}

impl Concrete {
    /// Whether a part of the value is `Cut` (walked without recursion: a value may be
    /// a million cells deep).
    pub fn is_cut(&self) -> bool {
        let mut pending = vec![self];
        while let Some(c) = pending.pop() {
            match c {
                Concrete::Cut => return true,
                Concrete::Con(_, fields) | Concrete::Array(fields) => pending.extend(fields),
                Concrete::Lambda(f) => {
                    pending.extend(f.entries.iter().flat_map(|(a, r)| [a, r]));
                    pending.push(&f.default);
                }
                _ => {}
            }
        }
        false
    }
}

#[cfg(test)]
mod fields_tests {
    use super::*;

    #[test]
    fn fields_keep_up_to_three_inline_and_read_the_same_either_way() {
        for n in 0..8u32 {
            let xs: Vec<Addr> = (0..n).map(|i| i * 7 + 1).collect();
            let built = [
                Fields::from(&xs[..]),
                Fields::from(xs.clone()),
                Fields::from(Arc::<[Addr]>::from(&xs[..])),
                xs.iter().copied().collect::<Fields>(),
            ];
            for f in &built {
                assert_eq!(&f[..], &xs[..]);
                assert_eq!(matches!(f, Fields::Inline { .. }), xs.len() <= INLINE_FIELDS);
                assert_eq!(f, &built[0]);
            }
        }
        assert!(Fields::NONE.is_empty());
    }

    /// Note [Small values]: a heap cell and a returned value are 40 bytes; a variant
    /// that grows past 32 bytes of payload (or a 16-byte alignment) would make every
    /// cell of every heap bigger. And a rule's result is 32 bytes.
    #[test]
    fn values_cells_and_step_results_stay_small() {
        assert_eq!(std::mem::size_of::<Value>(), 40);
        assert_eq!(std::mem::size_of::<HeapObj>(), 40);
        assert_eq!(std::mem::size_of::<crate::reduce::state::Control>(), 40);
        // Note [Small step results].
        use crate::reduce::machine::{Result, Step};
        assert_eq!(std::mem::size_of::<Result<Step>>(), 16);
    }
}
