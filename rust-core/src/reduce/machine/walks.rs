//! Loops over lists already built, run in one transition: `length`, `!!`, `elem` at
//! `Int` and `Char`, and comparisons of two Strings (Note [Walks of evaluated lists]).

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
//
// Comparisons of two lists (`==` and `compare` on Strings as the simplifier specialises
// base's and the models' loops, and a user's own loop of the same shape: `case xs of
// { x : xs' -> case ys of { y : ys' -> case x of C# a -> case y of C# b -> case eqChar#
// a b of { 1# -> go xs' ys'; .. } } }`) walk both lists in step while their evaluated
// elements are equal: keys that share a prefix (`"customer-1017"`, paths, identifiers)
// were compared at 33 steps a character, 72% of a program that sorts and counts them.
// An iteration's steps depend on how many arguments the loop passes on, so they are
// counted from its parameters (24, and 3 an argument).

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
    /// A comparison of two lists cell by cell (`==` and `compare` on Strings), on to
    /// the next cells of both while their boxed `Int`s or `Char`s are equal:
    /// `steps` a cell, which depend on how many arguments the loop passes on.
    Lockstep { other: NameId, steps: u64 },
}

impl Walk {
    fn steps_per_cell(self) -> u64 {
        match self {
            Walk::CountUp { .. } => 13,
            Walk::CountDown { .. } => 23,
            Walk::Member { .. } => 30,
            Walk::Lockstep { steps, .. } => steps,
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

/// The loops of `length` (the cases `spine::length_cases` found), of `!!` (the local
/// worker of the model `G2.Models.List.index`, which `GHC.List.!!` runs too), and the
/// member and lockstep loops found by their shape among the program's bindings.
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
        if let Some((case, walk)) =
            member_loop(program, name, rhs).or_else(|| lockstep_loop(program, name, rhs))
        {
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
    let (params, body) = lambdas(program, rhs);
    let [.., key, list] = params[..] else { return None };
    let (case, cons) = case_on_list(program, body, list)?;
    let &[head, tail] = &program[cons.binders] else { return None };
    let test_alts = compared_boxes(program, cons.rhs, [key, head.name])?;
    let equal = test_alts.iter().any(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 1))));
    let next = test_alts.iter().find(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 0))))?;
    let passes_on = calls_itself(program, go, next.rhs, &params, &[(list, tail.name)], &[key]);
    (test_alts.len() == 2 && equal && passes_on)
        .then_some((case, ListWalk { list, walk: Walk::Member { key } }))
}

/// `go = \@a .. xs ys -> case xs of { [] -> ..; x : xs' -> case ys of { [] -> ..; y : ys'
/// -> case x of C# a -> case y of C# b -> case eqChar# a b of { 1# -> go @a .. xs' ys';
/// _ -> .. } } }` (`==` and `compare` on Strings as the simplifier specialises them; the
/// unboxings in either order, `I#` and `==#` likewise): its case and names.
fn lockstep_loop(program: &Program, go: NameId, rhs: ExprId) -> Option<(ExprId, ListWalk)> {
    let (params, body) = lambdas(program, rhs);
    let [.., list, other] = params[..] else { return None };
    let (case, cons) = case_on_list(program, body, list)?;
    let &[x, xs] = &program[cons.binders] else { return None };
    let (_, other_cons) = case_on_list(program, cons.rhs, other)?;
    let &[y, ys] = &program[other_cons.binders] else { return None };
    let test_alts = compared_boxes(program, other_cons.rhs, [x.name, y.name])?;
    let equal = test_alts.iter().find(|a| matches!(a.con, AltCon::Lit(Lit::Num(_, 1))))?;
    let passes_on =
        calls_itself(program, go, equal.rhs, &params, &[(list, xs.name), (other, ys.name)], &[]);
    // Measured with and without fast paths (`stringWalks` in FastPaths.hs): 24 steps,
    // and 3 for each argument of the call.
    let steps = 24 + 3 * params.len() as u64;
    passes_on.then_some((case, ListWalk { list, walk: Walk::Lockstep { other, steps } }))
}

/// A function's parameters and the body under its lambdas.
fn lambdas(program: &Program, rhs: ExprId) -> (Vec<NameId>, ExprId) {
    let mut body = rhs;
    let mut params = Vec::new();
    while let Expr::Lam(b, inner) = program[program.nodes.under_ticks_and_casts(body)] {
        params.push(b.name);
        body = inner;
    }
    (params, body)
}

/// `e` if it unboxes the variables `vars` (in either order) by the same constructor,
/// `I#` or `C#`, and compares the two payloads for equality (`case a ==# b of alts`,
/// `eqChar#`; operands in either order): the comparison's alternatives.
fn compared_boxes(program: &Program, e: ExprId, vars: [NameId; 2]) -> Option<&[Alt]> {
    let nodes = &program.nodes;
    let bare = |e: ExprId| &program[nodes.under_ticks_and_casts(e)];
    let var = |e: ExprId| match *bare(e) {
        Expr::Var(x) => Some(x),
        _ => None,
    };
    let unbox = |e: ExprId| -> Option<(NameId, NameId, NameId, ExprId)> {
        let Expr::Case(s, _, _, alts) = *bare(e) else { return None };
        let [alt] = &program[alts] else { return None };
        let (AltCon::Data(dc), &[field]) = (alt.con, &program[alt.binders]) else {
            return None;
        };
        Some((var(s)?, dc, field.name, alt.rhs))
    };
    let (first, dc1, field1, inner) = unbox(e)?;
    let (second, dc2, field2, test) = unbox(inner)?;
    let primop = match [program.names.occ(dc1), program.names.occ(dc2)] {
        ["I#", "I#"] => "==#",
        ["C#", "C#"] => "eqChar#",
        _ => return None,
    };
    if [first, second] != vars && [second, first] != vars {
        return None;
    }
    let Expr::Case(cmp, _, _, test_alts) = *bare(test) else { return None };
    let (op, operands) = nodes.spine(nodes.under_ticks_and_casts(cmp));
    let is_eq = var(op).is_some_and(|o| {
        program.names.occ(o) == primop && program.names.module(o) == Some("GHC.Prim")
    });
    let compared = matches!(operands[..], [a, b]
        if [var(a), var(b)] == [Some(field1), Some(field2)]
            || [var(a), var(b)] == [Some(field2), Some(field1)]);
    (is_eq && compared).then_some(&program[test_alts][..])
}

/// Whether `e` is `go` applied to its own parameters `params`, each list parameter of
/// `moved` replaced by its tail, and type arguments where the others are.
fn calls_itself(
    program: &Program,
    go: NameId,
    e: ExprId,
    params: &[NameId],
    moved: &[(NameId, NameId)],
    values: &[NameId],
) -> bool {
    let nodes = &program.nodes;
    let (f, args) = nodes.spine(nodes.under_ticks_and_casts(e));
    let is_go = matches!(program[nodes.under_ticks_and_casts(f)], Expr::Var(x) if x == go);
    is_go
        && args.len() == params.len()
        && args.iter().zip(params).all(|(&a, &p)| {
            match program[nodes.under_ticks_and_casts(a)] {
                Expr::Var(x) => match moved.iter().find(|(list, _)| *list == p) {
                    Some(&(_, tail)) => x == tail,
                    None => x == p,
                },
                // A type argument: the loop's own type parameter, as the binder names it.
                Expr::Type(_) => !values.contains(&p) && moved.iter().all(|(l, _)| *l != p),
                _ => false,
            }
        })
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
        // Under contracts a loop's recursive call may be a counterfactual site, which a
        // walk would step over.
        if !self.fast_paths
            || self.contracts.is_some()
            || st.ext.threads.enabled
            || !st.ext.threads.parked.is_empty()
        {
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
            Walk::Lockstep { .. } => None,
        };
        // An evaluated cons cell's head and tail.
        let cons_at = |st: &State, a| match st.heap.get(a) {
            HeapObj::Value(Value::Con { dc, fields }) if *dc == cons && fields.len() == 2 => {
                Some((fields[0], fields[1]))
            }
            _ => None,
        };
        let mut cell = *env.get(&loop_.list)?;
        let mut other = match loop_.walk {
            Walk::Lockstep { other, .. } => Some(*env.get(&other)?),
            _ => None,
        };
        let mut walked = 0;
        while walked < most {
            let Some((head, tail)) = cons_at(st, cell) else { break };
            // The element equal to the key, or one not evaluated, is the loop's.
            if let Some(key) = &key {
                if boxed(st, head).is_none_or(|x| x == *key) {
                    break;
                }
            }
            // So are two cells whose elements differ, or one not evaluated.
            if let Some(other_cell) = other {
                let Some((other_head, other_tail)) = cons_at(st, other_cell) else { break };
                match (boxed(st, head), boxed(st, other_head)) {
                    (Some(x), Some(y)) if x == y => other = Some(other_tail),
                    _ => break,
                }
            }
            cell = tail;
            walked += 1;
        }
        if walked < 2 {
            return None;
        }
        // This transition counts one step itself (`Machine::step`).
        st.n_steps += walked * per_cell - 1;
        let mut env = env.update(loop_.list, cell);
        if let (Walk::Lockstep { other: name, .. }, Some(other)) = (loop_.walk, other) {
            env.insert(name, other);
        }
        let moved = match loop_.walk {
            Walk::CountUp { counter } => Some((counter, walked as i64)),
            Walk::CountDown { counter } => Some((counter, -(walked as i64))),
            Walk::Member { .. } | Walk::Lockstep { .. } => None,
        };
        if let Some((counter, by)) = moved {
            let n = int_at(st, *env.get(&counter)?)?.wrapping_add(by);
            let cell = st.alloc_value(Value::Prim(Prim::Int(n)));
            env.insert(counter, cell);
        }
        Some(env)
    }
}
