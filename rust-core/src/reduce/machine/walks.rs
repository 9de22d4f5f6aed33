//! Loops over lists already built, run in one transition: `length`, `!!` and `elem`
//! at `Int` and `Char` (Note [Walks of evaluated lists]).

// Note [Walks of evaluated lists]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `length` and `!!` of a list already built (an interpreter's program counted and
// indexed at every step, a table measured before it is indexed) walk cells that are
// values, and each cell costs a dozen or two steps of the general rules that do
// nothing but count: the loop's case picks `(:)`, binds the tail and calls the loop
// again with the counter one up (`length`'s worker, `\xs n -> case xs of { [] -> n;
// _ : ys -> wLenAcc ys (n +# 1#) }`) or one down (`!!`'s worker, `\xs k -> case xs of
// { [] -> error ..; y : ys -> case k of { 0# -> y; _ -> case k -# 1# of k' -> go ys
// k' } }`), or compare each element with a key (`elem` and `nub`'s `elem_by` as the
// simplifier specialises them at `Int` or `Char`: `\k xs -> case xs of { [] -> False;
// y : ys -> case k of I# a -> case y of I# b -> case a ==# b of { 0# -> go k ys; 1# ->
// True } }`, the two unboxings in either order). GHCi runs these loops compiled.
//
// Each such loop of the program is found when the machine is made, by name or by the
// exact shape above, so no other code is taken for one; its case expression, with the
// names of its list and counter, goes into the machine's table of expressions (Note
// [Call sites by id]), which every `case` asks in one read. Where the loop's case meets an
// evaluated cons (under Note [Case of an evaluated variable]'s conditions), a fast
// path walks the evaluated cells in one transition, to the first cell that is not an
// evaluated cons (`[]`, a thunk, an input) or, counting down, to where the counter
// reaches 0, or, comparing, to the element equal to the key (or one not evaluated);
// then the same case is evaluated with the list bound to that cell and the counter
// moved by the cells walked: exactly where that many iterations would be,
// counted as their steps (`fast_paths_give_the_results_and_steps_of_the_general_rules`
// checks the counts). The walk stops at `State::pause_at`, so a quantum ends where the
// general rules end it. The last iteration (the `[]`, the 0 that picks the element)
// is the loop's own code, so crashes and their messages are the model's.

use super::spine::LengthCase;
use super::Machine;
use crate::ir::{Alt, AltCon, Expr, ExprId, Lit, NameId, Namespace, Program};
use crate::reduce::env::Env;
use crate::reduce::state::State;
use crate::reduce::value::{HeapObj, Prim, Value};

/// What a loop does with each cell, and the general rules' steps per cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Walk {
    /// `length`'s accumulator, one up per cell: 13 steps a cell.
    CountUp { counter: NameId },
    /// `!!`'s index, one down per cell, the element returned at 0: 23 steps a cell.
    CountDown { counter: NameId },
    /// `elem`'s comparison of each element with the boxed `Int` or `Char` `key`,
    /// `True` at the first equal one: 30 steps a cell.
    Member { key: NameId },
}

impl Walk {
    fn steps_per_cell(self) -> u64 {
        match self {
            Walk::CountUp { .. } => 13,
            Walk::CountDown { .. } => 23,
            Walk::Member { .. } => 30,
        }
    }
}

/// A loop over a list (Note [Walks of evaluated lists]).
#[derive(Clone, Debug)]
pub(super) struct ListWalk {
    /// The list, as the loop's lambda binds it.
    list: NameId,
    walk: Walk,
}

/// The loops of the program by their case expression, which the machine records in its
/// table of expressions (Note [Call sites by id] in `fast.rs`).
pub(super) type ListWalks = Vec<(ExprId, ListWalk)>;

/// The loops of `length` (the cases `spine::length_cases` found) and of `!!` (the local
/// worker of the model `G2.Models.List.index`, which `GHC.List.!!` runs too).
pub(super) fn list_walks(program: &Program, length: &[LengthCase]) -> ListWalks {
    let mut walks: ListWalks = length
        .iter()
        .map(|c| (c.case, ListWalk { list: c.list, walk: Walk::CountUp { counter: c.acc } }))
        .collect();
    for (module, occ) in [("G2.Models.List", "index"), ("GHC.List", "!!")] {
        let Some(name) = program.names.find(module, occ, Namespace::Value) else { continue };
        let Some(&(_, rhs)) = program.globals.get(&name) else { continue };
        program.nodes.walk(rhs, |_, e| {
            let Expr::Let(bind, _) = *e else { return };
            for &(binder, loop_rhs) in &program[bind.pairs] {
                if let Some((case, walk)) = index_loop(program, binder.name, loop_rhs) {
                    if walks.iter().all(|(c, _)| *c != case) {
                        walks.push((case, walk));
                    }
                }
            }
        });
    }
    for (&name, &(_, rhs)) in &program.globals {
        if let Some((case, walk)) = member_loop(program, name, rhs) {
            walks.push((case, walk));
        }
    }
    walks
}

/// `go = \@a .. k xs -> case xs of { [] -> ..; y : ys -> case k of I# a -> case y of I#
/// b -> case a ==# b of { 0# -> go @a .. k ys; 1# -> .. } }` (the unboxings in either
/// order, the comparison's operands too; `C#` and `eqChar#` likewise): its case and
/// names.
fn member_loop(program: &Program, go: NameId, rhs: ExprId) -> Option<(ExprId, ListWalk)> {
    let nodes = &program.nodes;
    let bare = |e: ExprId| &program[nodes.under_ticks_and_casts(e)];
    let var = |e: ExprId| match *bare(e) {
        Expr::Var(x) => Some(x),
        _ => None,
    };
    let mut body = rhs;
    let mut params = Vec::new();
    while let Expr::Lam(b, inner) = *bare(body) {
        params.push(b.name);
        body = inner;
    }
    let [.., key, list] = params[..] else { return None };
    let (case, cons) = case_on_list(program, body, list)?;
    let &[head, tail] = &program[cons.binders] else { return None };
    // Two unboxings by the same constructor: of the key and of the head, either first.
    let unbox = |e: ExprId| -> Option<(NameId, NameId, NameId, ExprId)> {
        let Expr::Case(s, _, _, alts) = *bare(e) else { return None };
        let [alt] = &program[alts] else { return None };
        let (AltCon::Data(dc), &[field]) = (alt.con, &program[alt.binders]) else {
            return None;
        };
        Some((var(s)?, dc, field.name, alt.rhs))
    };
    let (first, dc1, field1, inner) = unbox(cons.rhs)?;
    let (second, dc2, field2, test) = unbox(inner)?;
    let boxes = [program.names.occ(dc1), program.names.occ(dc2)];
    let (primop, box_ok) = match boxes {
        ["I#", "I#"] => ("==#", true),
        ["C#", "C#"] => ("eqChar#", true),
        _ => ("", false),
    };
    let unboxed = [(first, field1), (second, field2)];
    if !box_ok
        || !(unboxed.contains(&(key, field1)) || unboxed.contains(&(key, field2)))
        || !unboxed.iter().any(|&(v, _)| v == head.name)
    {
        return None;
    }
    // `case a ==# b of { 0# -> go .. k ys; 1# -> .. }`
    let Expr::Case(cmp, _, _, test_alts) = *bare(test) else { return None };
    let (op, operands) = nodes.spine(nodes.under_ticks_and_casts(cmp));
    let is_eq = var(op).is_some_and(|o| {
        program.names.occ(o) == primop && program.names.module(o) == Some("GHC.Prim")
    });
    let compared = matches!(operands[..], [a, b]
        if [var(a), var(b)] == [Some(field1), Some(field2)]
            || [var(a), var(b)] == [Some(field2), Some(field1)]);
    let test_alts = &program[test_alts];
    let equal = test_alts.iter().any(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 1))));
    let next = test_alts.iter().find(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 0))))?;
    // The call passes the loop's own parameters, the list's tail in place of the list.
    let (f, args) = nodes.spine(nodes.under_ticks_and_casts(next.rhs));
    let passes_on = args.len() == params.len()
        && args.iter().zip(&params).all(|(&a, &p)| match *bare(a) {
            Expr::Var(x) if p == list => x == tail.name,
            Expr::Var(x) => x == p,
            // A type argument: the loop's own type parameter, as the binder names it.
            Expr::Type(_) => p != key && p != list,
            _ => false,
        });
    (test_alts.len() == 2 && equal && is_eq && compared && var(f) == Some(go) && passes_on)
        .then_some((case, ListWalk { list, walk: Walk::Member { key } }))
}

/// `body` if it is a case on the variable `list`: the case and its alternative for
/// `(:)`.
fn case_on_list(program: &Program, body: ExprId, list: NameId) -> Option<(ExprId, &Alt)> {
    let case = program.nodes.under_ticks_and_casts(body);
    let Expr::Case(scrut, _, _, alts) = program[case] else { return None };
    if !matches!(program[program.nodes.under_ticks_and_casts(scrut)], Expr::Var(x) if x == list) {
        return None;
    }
    let cons = program[alts]
        .iter()
        .find(|a| matches!(a.con, AltCon::Data(dc) if program.names.occ(dc) == ":"))?;
    Some((case, cons))
}

/// `go = \xs k -> case xs of { [] -> ..; y : ys -> case k of { 0# -> y; DEFAULT -> case
/// k -# 1# of k' -> go ys k' } }`, alternatives in any order: its case and names.
fn index_loop(program: &Program, go: NameId, rhs: ExprId) -> Option<(ExprId, ListWalk)> {
    let nodes = &program.nodes;
    let bare = |e: ExprId| &program[nodes.under_ticks_and_casts(e)];
    let var = |e: ExprId| match *bare(e) {
        Expr::Var(x) => Some(x),
        _ => None,
    };
    let Expr::Lam(list, body) = *bare(rhs) else { return None };
    let Expr::Lam(counter, body) = *bare(body) else { return None };
    let (list, counter) = (list.name, counter.name);
    let (case, cons) = case_on_list(program, body, list)?;
    let &[_, tail] = &program[cons.binders] else { return None };
    let Expr::Case(k, _, _, count_alts) = *bare(cons.rhs) else { return None };
    if var(k) != Some(counter) {
        return None;
    }
    let count_alts = &program[count_alts];
    let zero = count_alts.iter().any(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 0))));
    let next = count_alts.iter().find(|a| matches!(a.con, AltCon::Default))?;
    // `case k -# 1# of k' -> go ys k'`
    let Expr::Case(minus, k1, _, next_alts) = *bare(next.rhs) else { return None };
    let (op, operands) = nodes.spine(nodes.under_ticks_and_casts(minus));
    let is_minus = var(op).is_some_and(|o| {
        program.names.occ(o) == "-#" && program.names.module(o) == Some("GHC.Prim")
    });
    let minus_one = matches!(operands[..], [a, b]
        if var(a) == Some(counter) && matches!(*bare(b), Expr::Lit(Lit::Num(_, 1))));
    let [call_alt] = &program[next_alts] else { return None };
    let (f, args) = nodes.spine(nodes.under_ticks_and_casts(call_alt.rhs));
    let calls_itself = matches!(call_alt.con, AltCon::Default)
        && var(f) == Some(go)
        && matches!(args[..], [a, b] if var(a) == Some(tail.name) && var(b) == Some(k1.name));
    (zero && is_minus && minus_one && calls_itself)
        .then_some((case, ListWalk { list, walk: Walk::CountDown { counter } }))
}

impl Machine<'_> {
    /// At the case of a loop over a list (its alternatives `alts`), the environment
    /// after the evaluated cons cells of the list: the list bound to the first cell
    /// the loop's own code must handle and the counter moved by the cells walked.
    /// `None` elsewhere, or where fewer than two cells would be walked (Note [Walks of
    /// evaluated lists]).
    pub(super) fn skip_evaluated_cells(
        &self,
        st: &mut State,
        loop_: &ListWalk,
        env: &Env,
    ) -> Option<Env> {
        if !self.fast_paths || st.ext.threads.enabled || !st.ext.threads.parked.is_empty() {
            return None;
        }
        let cons = self.known.cons?;
        // A boxed primitive's payload, if the cell holds an evaluated one.
        let boxed = |st: &State, a| match st.heap.get(a) {
            HeapObj::Value(Value::Con { fields, .. }) if fields.len() == 1 => {
                match st.heap.get(fields[0]) {
                    HeapObj::Value(Value::Prim(p @ (Prim::Int(_) | Prim::Char(_)))) => {
                        Some(p.clone())
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let int_at = |st: &State, a| match st.heap.get(a) {
            HeapObj::Value(Value::Prim(Prim::Int(n))) => Some(*n),
            _ => None,
        };
        let per_cell = loop_.walk.steps_per_cell();
        let mut most = st.pause_at.saturating_sub(st.n_steps) / per_cell;
        let key = match loop_.walk {
            Walk::CountUp { counter } => {
                int_at(st, *env.get(&counter)?)?;
                None
            }
            Walk::CountDown { counter } => {
                let n = int_at(st, *env.get(&counter)?)?;
                if n >= 0 {
                    // The cell at index 0 is the loop's own: it returns the element.
                    most = most.min(n as u64);
                }
                None
            }
            Walk::Member { key } => Some(boxed(st, *env.get(&key)?)?),
        };
        let mut cell = *env.get(&loop_.list)?;
        let mut walked = 0;
        while walked < most {
            match st.heap.get(cell) {
                HeapObj::Value(Value::Con { dc, fields }) if *dc == cons && fields.len() == 2 => {
                    // The element equal to the key, or one not evaluated, is the loop's.
                    if let Some(key) = &key {
                        if boxed(st, fields[0]).is_none_or(|x| x == *key) {
                            break;
                        }
                    }
                    cell = fields[1];
                    walked += 1;
                }
                _ => break,
            }
        }
        if walked < 2 {
            return None;
        }
        // This transition counts one step itself (`Machine::step`).
        st.n_steps += walked * per_cell - 1;
        let mut env = env.update(loop_.list, cell);
        let moved = match loop_.walk {
            Walk::CountUp { counter } => Some((counter, walked as i64)),
            Walk::CountDown { counter } => Some((counter, -(walked as i64))),
            Walk::Member { .. } => None,
        };
        if let Some((counter, by)) = moved {
            let n = int_at(st, *env.get(&counter)?)?.wrapping_add(by);
            let cell = st.alloc_value(Value::Prim(Prim::Int(n)));
            env.insert(counter, cell);
        }
        Some(env)
    }
}
