//! Boxed arrays: GHC's `Array#` and `MutableArray#` primops, which `Data.Array`
//! (`GHC.Arr`), `Data.Array.ST` and containers' internals are built on.

// Note [Arrays]
// ~~~~~~~~~~~~~
// An array is `Prim::Array(cells)`: one heap cell per element, each holding its element
// as an indirection (`HeapObj::Apply` with no arguments, as a `MutVar#`'s cell does), so
// that the element stays lazy (`newArray# n arrEleBottom`, `listArray`'s elements are
// thunks until read). A write replaces the cell's indirection; since each state has a
// heap of its own, a write on one path is never seen on another, with no copy of the
// array at a fork. `Array#` and `MutableArray#` share the representation: freezing and
// thawing in place (`unsafeFreezeArray#`) return the same cells, as GHC returns the same
// object; the copying primops (`freezeArray#`, `thawArray#`, `cloneArray#`,
// `copyArray#` ...) make new cells that point at the elements.
//
// Size and index operands are `Int#`s, which the let/app invariant lets be thunks only
// when they are symbolic (Note [Unlifted arguments]): such an operand is forced first
// (`Frame::Array` runs the operation again once it is a value). An element's index
// that is symbolic splits the state, one branch per position of the array, each with
// the index equal to its position (up to `MAX_SPLIT_POSITIONS`; a larger array indexed
// by a symbolic position is reported as unsupported). A position out of range is
// undefined behaviour in GHC, which safe code excludes before it indexes (`Data.Array`
// checks its bounds): it is reported as unsupported, never as a crash of the program;
// when symbolic, by one more branch, which fails only if the path allows such a
// position (`Frame::Fail`), so the search then says what it could not explore. A
// symbolic size or slice is unsupported. The array operands are forced too: an input
// of an array type is not built (`kept_invariant`), and its cells say so when entered.

use std::sync::Arc;

use super::Result;
use super::{Machine, Step};
use crate::reduce::primop::{self, ArrayOp};
use crate::reduce::state::{Control, Frame, State};
use crate::reduce::value::{Addr, HeapObj, Prim, Value};
use crate::smt::term::{Op, Sort, Term};
use crate::Error;

/// The largest array a symbolic index splits over (Note [Arrays]).
const MAX_SPLIT_POSITIONS: usize = 256;

/// The positions in `args` of an operation's unlifted operands (arrays and `Int#`s:
/// the element and the state token are not among them), and of the one that is an
/// element's index, if any.
fn unlifted_operands(op: ArrayOp) -> (&'static [usize], Option<usize>) {
    match op {
        ArrayOp::New => (&[0], None),
        ArrayOp::Read | ArrayOp::Write | ArrayOp::Index => (&[0, 1], Some(1)),
        ArrayOp::CopyOfSlice | ArrayOp::Clone => (&[0, 1, 2], None),
        ArrayOp::Copy => (&[0, 1, 2, 3, 4], None),
        ArrayOp::Size | ArrayOp::SizeMutable | ArrayOp::UnsafeFreeze | ArrayOp::UnsafeThaw => {
            (&[0], None)
        }
    }
}

impl<'p> Machine<'p> {
    /// An array operation at saturation; `args` are the value arguments, the state
    /// token last where the primop takes one. Forces an `Int#` operand that is a thunk
    /// first, and splits on an element's index that is symbolic (Note [Arrays]).
    pub(super) fn array(&self, st: &mut State, op: ArrayOp, args: &[Addr]) -> Result<Step> {
        let (unlifted, index) = unlifted_operands(op);
        if let Some(&thunk) = unlifted
            .iter()
            .map(|&i| &args[i])
            .find(|&&a| !matches!(st.heap.get(a), HeapObj::Value(_)))
        {
            st.stack.push(Frame::Array(op, Arc::from(args)));
            st.control = Control::Enter(thunk);
            return Ok(Step::Continue);
        }
        if let Some(i) = index {
            if let HeapObj::Value(Value::Sym(t)) = st.heap.get(args[i]) {
                let t = t.clone();
                return self.split_on_index(st, op, args, i, t);
            }
        }
        self.array_concrete(st, op, args)
    }

    /// One branch per position of the array for the symbolic index `t` at `args[i]`.
    fn split_on_index(
        &self,
        st: &mut State,
        op: ArrayOp,
        args: &[Addr],
        i: usize,
        t: crate::smt::term::TermRef,
    ) -> Result<Step> {
        let n = cells_of(st, args[0])?.len();
        if n > MAX_SPLIT_POSITIONS {
            return Err(Error::Unsupported {
                what: format!("an array of {n} elements indexed by a symbolic position"),
                at: None,
            }
            .into());
        }
        let mut children = Vec::with_capacity(n + 1);
        // The positions out of range: undefined behaviour in GHC, so not run; if the
        // path allows one, the search says it could not explore it.
        let mut outside = st.fork();
        let (lo, hi) = (Term::int(0), Term::int(n as i128));
        let as_int = Term::app(Op::Bv64ToInt, Sort::Int, vec![t.clone()]);
        let inside = Term::app(
            Op::And,
            Sort::Bool,
            vec![
                Term::app(Op::Le, Sort::Bool, vec![lo, as_int.clone()]),
                Term::app(Op::Lt, Sort::Bool, vec![as_int, hi]),
            ],
        );
        outside.constrain(Term::not(inside));
        outside.stack.push(Frame::Fail(Box::new(Error::Unsupported {
            what: format!(
                "an array of {n} elements indexed out of its bounds (undefined behaviour in GHC)"
            ),
            at: None,
        })));
        outside.control = Control::Return(crate::reduce::value::TOKEN);
        children.push(outside);
        for k in 0..n {
            let position = Value::Prim(Prim::Int(k as i64));
            let term = primop::to_term(&position)
                .ok_or_else(|| Error::Internal("an Int# position as a term".into()))?;
            let mut child = st.fork();
            child.constrain(Term::eq(t.clone(), term));
            child.heap.set(args[i], HeapObj::Value(position));
            self.array_concrete(&mut child, op, args)?;
            children.push(child);
        }
        Ok(Step::fork(children))
    }

    /// An array operation whose `Int#` operands are concrete.
    fn array_concrete(&self, st: &mut State, op: ArrayOp, args: &[Addr]) -> Result<Step> {
        let token = || *args.last().expect("an array primop's arguments");
        match op {
            ArrayOp::New => {
                let n = int_operand(st, args[0])?;
                let cells = (0..n).map(|_| indirection(st, args[1])).collect();
                let arr = st.alloc_value(Value::Prim(Prim::Array(cells)));
                st.control = Control::Return(self.pair_of(token(), arr)?);
            }
            ArrayOp::Read => {
                let cell = element(st, args[0], args[1])?;
                st.control = Control::Return(self.pair_of(token(), contents(st, cell))?);
            }
            ArrayOp::Write => {
                let cell = element(st, args[0], args[1])?;
                st.heap.set(cell, HeapObj::Apply { fun: args[2], args: Arc::from([]) });
                st.control = Control::Enter(token());
            }
            ArrayOp::Index => {
                let cell = element(st, args[0], args[1])?;
                let solo = self.known.unboxed_solo.ok_or_else(|| {
                    Error::Internal("the unboxed 1-tuple Solo# is not in the program".into())
                })?;
                // The element, not its cell: a later write to the slot must not change
                // what was read.
                let element = contents(st, cell);
                st.control = Control::Return(Value::Con {
                    dc: solo,
                    fields: crate::reduce::value::Fields::from([element]),
                });
            }
            ArrayOp::Size | ArrayOp::SizeMutable => {
                let n = cells_of(st, args[0])?.len();
                st.control = Control::Return(Value::Prim(Prim::Int(n as i64)));
            }
            ArrayOp::UnsafeFreeze | ArrayOp::UnsafeThaw => {
                cells_of(st, args[0])?;
                st.control = Control::Return(self.pair_of(token(), args[0])?);
            }
            ArrayOp::CopyOfSlice | ArrayOp::Clone => {
                let len = int_operand(st, args[2])?;
                let from = slice(st, args[0], int_operand(st, args[1])?, len)?;
                let copy = Value::Prim(Prim::Array(from.iter().map(|&c| copied(st, c)).collect()));
                st.control = Control::Return(if op == ArrayOp::Clone {
                    copy
                } else {
                    let arr = st.alloc_value(copy);
                    self.pair_of(token(), arr)?
                });
            }
            ArrayOp::Copy => {
                let len = int_operand(st, args[4])?;
                let from = slice(st, args[0], int_operand(st, args[1])?, len)?;
                let to = slice(st, args[2], int_operand(st, args[3])?, len)?;
                // Read every source element first: source and target may overlap
                // (`copyMutableArray#` on one array).
                let elements: Vec<Addr> = from.iter().map(|&c| contents(st, c)).collect();
                for (&cell, fun) in to.iter().zip(elements) {
                    st.heap.set(cell, HeapObj::Apply { fun, args: Arc::from([]) });
                }
                st.control = Control::Enter(token());
            }
        }
        Ok(Step::Continue)
    }
}

/// A new cell holding the element at `addr` as an indirection.
fn indirection(st: &mut State, addr: Addr) -> Addr {
    st.alloc(HeapObj::Apply { fun: addr, args: Arc::from([]) })
}

/// What an element's cell points at (the cell itself if a write has not put an
/// indirection there: it was evaluated in place).
fn contents(st: &State, cell: Addr) -> Addr {
    match st.heap.get(cell) {
        HeapObj::Apply { fun, args } if args.is_empty() => *fun,
        _ => cell,
    }
}

/// A new cell for an element of another array.
fn copied(st: &mut State, cell: Addr) -> Addr {
    let element = contents(st, cell);
    indirection(st, element)
}

fn cells_of(st: &State, arr: Addr) -> Result<Arc<[Addr]>> {
    match st.heap.get(arr) {
        HeapObj::Value(Value::Prim(Prim::Array(cells))) => Ok(cells.clone()),
        other => Err(Error::Internal(format!("an array primop on {other:?}")).into()),
    }
}

/// The concrete `Int#` in the cell `addr` (Note [Arrays]).
fn int_operand(st: &State, addr: Addr) -> Result<usize> {
    match st.heap.get(addr) {
        HeapObj::Value(Value::Prim(Prim::Int(i))) => usize::try_from(*i).map_err(|_| {
            Error::Unsupported { what: format!("an array size or index of {i}"), at: None }.into()
        }),
        HeapObj::Value(Value::Sym(_)) => Err(Error::Unsupported {
            what: "an array size or slice at a symbolic position".into(),
            at: None,
        }
        .into()),
        other => {
            Err(Error::Internal(format!("an array operand that is not an Int#: {other:?}")).into())
        }
    }
}

/// The cell of the element at the `Int#` in `index` of the array `arr`.
fn element(st: &State, arr: Addr, index: Addr) -> Result<Addr> {
    Ok(slice(st, arr, int_operand(st, index)?, 1)?[0])
}

/// The cells `[offset, offset + len)` of the array `arr`.
fn slice(st: &State, arr: Addr, offset: usize, len: usize) -> Result<Arc<[Addr]>> {
    let cells = cells_of(st, arr)?;
    match offset.checked_add(len) {
        Some(end) if end <= cells.len() => Ok(Arc::from(&cells[offset..end])),
        _ => Err(Error::Unsupported {
            what: format!(
                "an array access out of bounds (elements {offset} to {} of {}), undefined \
                 behaviour in GHC",
                offset.saturating_add(len),
                cells.len()
            ),
            at: None,
        }
        .into()),
    }
}
