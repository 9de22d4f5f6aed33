//! Lengths of list inputs: the `length` of a list input no one has looked at is a
//! symbolic number, and the list's cells are concretized under it (Note [Lengths of
//! inputs]).

use std::sync::Arc;

use super::{Machine, Step};
use crate::ir::{Alt, Expr, ExprId, IdxRange, NameId, Namespace, Program};
use crate::reduce::conjunct::{self, Wait};
use crate::reduce::machine::Result;
use crate::reduce::primop::{PrimOp, Rep};
use crate::reduce::rtype::RType;
use crate::reduce::state::{Control, Frame, State};
use crate::reduce::value::{Addr, Fields, Head, HeapObj, Prim, Value};
use crate::smt::eval::eval;
use crate::smt::term::{Op, Sort, Term, TermRef};
use crate::smt::ModelValue;

// Note [Lengths of inputs]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// `length s == 3 && s == reverse s && head s /= last s` has no answer, and the engine
// could not say so: `length` walked the symbolic input s one concretized cell at a
// time, and the path of ever longer lists never ended (it never reached `False`:
// `length` had not returned), so the search stopped at the step limit, whatever the
// limit. Every phrasing that bounds a list by its length and then walks it (`reverse`,
// `last`, `isSuffixOf`, a parser of its own) did the same.
//
// `length` runs through its worker (the model is `length xs = I# (wLenAcc xs 0#)`),
// whose body is a case on the list, `case xs of { [] -> n; _ : ys -> wLenAcc ys (n +#
// 1#) }`. Where that case (found by `length_cases` when the machine is made) is about to
// split an untouched input (`HeapObj::Symbolic`) after CONCRETE_LENGTHS cells, the
// machine knows the answer without the split: it makes a fresh machine integer L, 0 <=
// L <= MAX_LENGTH, turns the cell into `HeapObj::Spine { len: L }`, pops the case and
// returns n + L. So the walk has CONCRETE_LENGTHS + 1 ends: the lengths below
// CONCRETE_LENGTHS, each a path with a list of known length as before, and one path
// for all longer lists. The short lengths stay concrete because a length is often used
// as a number, not compared with one: `any p (splits [0 .. length s] s)` (a regular
// expression matcher, seed 002's Figure 3.15) enumerated `[0 .. L]` with a split at
// every element, at every level of nesting, and "abcdef" took the G2Q search past 60
// s where the concrete lengths found it in 0.2 s. Concrete lists never get here
// (nothing changes for them, not a step), and a list known in part is walked as before
// up to its first untouched tail.
//
// Entering a `Spine` concretizes it as a symbolic input is, one constructor at a time,
// under its length: `[]` where len == 0, `x : rest` where len >= 1, `rest` a Spine of
// len - 1; where the path fixed len (`length s == 20` is `8 + L == 20`, which fixes L:
// Note [Fixed variables]) without a split. So `length s == 3` ends the path of longer
// lists at once (`8 + L == 3` is infeasible) and `length s <= 20` leaves a later walk
// of s at most 21 ends. The accumulator counts the cells walked, a concrete prefix too:
// `length ([1 .. 10] ++ s)` makes the Spine at once. The inputs are the same: every
// finite list has a length (so no answer is lost, and "none exist" means what it
// meant), and an answer is a finite list, its untouched Spines read back as L default
// elements, which the path never looked at (`reduce::readback`; a length beyond what
// read-back holds, a million cells, is read as `Cut`, and such an answer is not
// confirmed: `search::query::validate`). MAX_LENGTH keeps `n + L` from wrapping.

/// The largest length of an input list.
const MAX_LENGTH: i64 = 1 << 62;

/// How many cells of an input `length` walks one path per length before the rest of
/// the list becomes one symbolic length (Note [Lengths of inputs]).
const CONCRETE_LENGTHS: i64 = 8;

/// The case on the list in a worker of `length` (Note [Lengths of inputs]).
pub(super) struct LengthCase {
    /// Its alternatives: they name the case (each case of the program has its own).
    pub(super) alts: IdxRange<Alt>,
    /// The case expression.
    pub(super) case: ExprId,
    /// The worker's list and accumulator.
    pub(super) list: NameId,
    pub(super) acc: NameId,
}

/// The case of each worker of `length` the program has (the model's, and base's
/// `$wlenAcc` where a module compiled with -O calls it): `\@a xs n -> case xs of ...`.
pub(super) fn length_cases(program: &Program) -> Vec<LengthCase> {
    let workers = [("G2.Models.List", "wLenAcc"), ("GHC.List", "$wlenAcc")];
    let lambda = |e: ExprId| match program[program.nodes.under_ticks_and_casts(e)] {
        Expr::Lam(ref b, body) => Some((b.name, body)),
        _ => None,
    };
    workers
        .iter()
        .filter_map(|&(module, occ)| {
            let name = program.names.find(module, occ, Namespace::Value)?;
            let &(_, rhs) = program.globals.get(&name)?;
            let (_, body) = lambda(rhs)?;
            let (list, body) = lambda(body)?;
            let (acc, body) = lambda(body)?;
            let case = program.nodes.under_ticks_and_casts(body);
            match program[case] {
                Expr::Case(scrutinee, _, _, alts)
                    if matches!(program[program.nodes.under_ticks_and_casts(scrutinee)],
                                Expr::Var(x) if x == list) =>
                {
                    Some(LengthCase { alts, case, list, acc })
                }
                _ => None,
            }
        })
        .collect()
}

impl Machine<'_> {
    /// Where the case of `length`'s worker is about to split the untouched input at
    /// `addr`, its result: `n + L`, L the input's length (Note [Lengths of inputs]).
    /// `None` anywhere else.
    pub(super) fn length_of_input(&self, st: &mut State, addr: Addr) -> Option<Result<Step>> {
        let Some(Frame::Case { alts, env, .. }) = st.stack.last() else { return None };
        let case = self.length_cases.iter().find(|c| c.alts == *alts)?;
        if env.get(&case.list) != Some(&addr) {
            return None;
        }
        let acc = *env.get(&case.acc)?;
        let len = match st.heap.get(addr) {
            HeapObj::Spine { len, .. } => len.clone(),
            HeapObj::Symbolic(ty) => {
                let ty = ty.unwrap_newtypes(self.program);
                let short = matches!(st.heap.get(acc),
                    HeapObj::Value(Value::Prim(Prim::Int(k))) if *k < CONCRETE_LENGTHS);
                if short || !self.is_list(&ty) {
                    return None;
                }
                let len = st.fresh_sym(Sort::Bv64, self.known.int_prim?);
                let le = |lo: TermRef, hi: TermRef| Term::app(Op::Le, Sort::Bool, vec![lo, hi]);
                st.constrain(le(Term::bv64(0), len.clone()));
                st.constrain(le(len.clone(), Term::bv64(MAX_LENGTH)));
                st.heap.set(addr, HeapObj::Spine { ty, len: len.clone() });
                len
            }
            _ => return None,
        };
        st.stack.pop();
        let len = st.alloc_value(Value::Sym(len));
        let add = Head::PrimOp(PrimOp::Arith(Rep::Int, Op::Add));
        Some(self.call_strict(st, add, crate::reduce::value::no_addrs(), Arc::from([acc, len])))
    }

    /// Whether `ty` is a list type `[a]`.
    fn is_list(&self, ty: &RType) -> bool {
        let RType::Con(tc, args) = ty else { return false };
        args.len() == 1
            && self
                .program
                .tycon(*tc)
                .is_some_and(|t| self.known.cons.is_some_and(|cons| t.datacons.contains(&cons)))
    }

    /// Forces a `Spine` (a list input of length `len`): `[]` where `len` is 0, a cons
    /// of a symbolic element and a Spine of `len - 1` where it is not; one of them
    /// without a split where the path has fixed `len`.
    pub(super) fn concretize_spine(
        &self,
        st: &mut State,
        addr: Addr,
        ty: &RType,
        len: &TermRef,
    ) -> Result<Step> {
        let (Some(nil_dc), Some(cons_dc)) = (self.known.nil, self.known.cons) else {
            return Err(
                crate::error::Error::Internal("a list input without [] and (:)".into()).into()
            );
        };
        let RType::Con(_, args) = ty else {
            return Err(
                crate::error::Error::Internal(format!("a list input of type {ty:?}")).into()
            );
        };
        if let Some(step) = self.length_of_input(st, addr) {
            return step;
        }
        let elem = args[0].clone();
        let nil = Value::Con { dc: nil_dc, fields: Fields::NONE };
        let cons = |st: &mut State| {
            // `len - 1`, its constants folded: a walk of n cells leaves `L - n`.
            let rest = match crate::smt::interval::affine(len) {
                Some((Some(v), c)) => Term::app(
                    Op::Add,
                    Sort::Bv64,
                    vec![Arc::new(Term::Var(v, Sort::Bv64)), Term::bv64(c.wrapping_sub(1) as i64)],
                ),
                _ => Term::app(Op::Sub, Sort::Bv64, vec![len.clone(), Term::bv64(1)]),
            };
            let fields = Fields::from([
                st.alloc(HeapObj::Symbolic(elem.clone())),
                st.alloc(HeapObj::Spine { ty: ty.clone(), len: rest }),
            ]);
            Value::Con { dc: cons_dc, fields }
        };
        // A length the path has fixed: one constructor, no split, no constraint (the
        // path implies it).
        Ok(self.split_on_size(st, addr, len, nil, cons))
    }

    /// Forces the input at `addr` whose number of elements is `size` (a list of a
    /// symbolic length, a tree of a symbolic size: Note [Trees of inputs] in
    /// `containers.rs`): `empty` where size is 0, `node` (made on the state) where it
    /// is not; one of them without a split where the path has fixed the size (no
    /// constraint then: the path implies it).
    pub(super) fn split_on_size(
        &self,
        st: &mut State,
        addr: Addr,
        size: &TermRef,
        empty: Value,
        node: impl Fn(&mut State) -> Value,
    ) -> Step {
        if let Some(ModelValue::Bits(n)) = eval(size, &st.fixed) {
            let v = if n == 0 { empty } else { node(st) };
            self.concretized(st, addr, v, 0);
            return Step::Continue;
        }
        if self.defer_split(st, conjunct::CHOICE, Control::Enter(addr), Wait::Enter(addr)) {
            return Step::Continue;
        }
        st.sized_split = true;
        let mut zero = st.fork();
        zero.constrain(Term::eq(size.clone(), Term::bv64(0)));
        self.concretized(&mut zero, addr, empty, 1);
        let mut some = st.fork();
        some.constrain(Term::app(Op::Le, Sort::Bool, vec![Term::bv64(1), size.clone()]));
        let v = node(&mut some);
        self.concretized(&mut some, addr, v, 1);
        Step::fork(vec![zero, some])
    }
}
