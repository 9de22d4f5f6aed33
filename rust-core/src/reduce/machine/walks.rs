//! Loops over lists already built, run in one transition: `length` and `!!` (Note
//! [Walks of evaluated lists]).

// Note [Walks of evaluated lists]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `length` and `!!` of a list already built (an interpreter's program counted and
// indexed at every step, a table measured before it is indexed) walk cells that are
// values, and each cell costs a dozen or two steps of the general rules that do
// nothing but count: the loop's case picks `(:)`, binds the tail and calls the loop
// again with the counter one up (`length`'s worker, `\xs n -> case xs of { [] -> n;
// _ : ys -> wLenAcc ys (n +# 1#) }`) or one down (`!!`'s worker, `\xs k -> case xs of
// { [] -> error ..; y : ys -> case k of { 0# -> y; _ -> case k -# 1# of k' -> go ys
// k' } }`). GHCi runs these loops compiled.
//
// Each such loop of the program is found when the machine is made (its case named by
// its alternatives, with the names of its list and counter), by name and then by the
// exact shape above, so no other code is taken for one. Where the loop's case meets an
// evaluated cons (under Note [Case of an evaluated variable]'s conditions), a fast
// path walks the evaluated cells in one transition, to the first cell that is not an
// evaluated cons (`[]`, a thunk, an input) or, counting down, to where the counter
// reaches 0; then the same case is evaluated with the list bound to that cell and the
// counter moved by the cells walked: exactly where that many iterations would be,
// counted as their steps (`fast_paths_give_the_results_and_steps_of_the_general_rules`
// checks the counts). The walk stops at `State::pause_at`, so a quantum ends where the
// general rules end it. The last iteration (the `[]`, the 0 that picks the element)
// is the loop's own code, so crashes and their messages are the model's.

use super::spine::LengthCase;
use super::Machine;
use crate::ir::{Alt, AltCon, Expr, ExprId, IdxRange, Lit, NameId, Namespace, Program};
use crate::reduce::env::Env;
use crate::reduce::state::State;
use crate::reduce::value::{HeapObj, Prim, Value};

/// Which way a loop's counter goes, and the general rules' steps per cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Counter {
    /// `length`'s accumulator: 13 steps a cell.
    Up,
    /// `!!`'s index, the element returned at 0: 23 steps a cell.
    Down,
}

impl Counter {
    fn steps_per_cell(self) -> u64 {
        match self {
            Counter::Up => 13,
            Counter::Down => 23,
        }
    }
}

/// A loop over a list with an `Int#` counter (Note [Walks of evaluated lists]).
pub(super) struct ListWalk {
    /// The list and the counter, as the loop's lambdas bind them.
    list: NameId,
    counter: NameId,
    way: Counter,
}

/// The loops of the program by the alternatives of their case: a few (a `Vec`, which a
/// `case` not among them scans in a few comparisons).
pub(super) type ListWalks = Vec<(IdxRange<Alt>, ListWalk)>;

/// The loops of `length` (the cases `spine::length_cases` found) and of `!!` (the local
/// worker of the model `G2.Models.List.index`, which `GHC.List.!!` runs too).
pub(super) fn list_walks(program: &Program, length: &[LengthCase]) -> ListWalks {
    let mut walks: ListWalks = length
        .iter()
        .map(|c| (c.alts, ListWalk { list: c.list, counter: c.acc, way: Counter::Up }))
        .collect();
    for (module, occ) in [("G2.Models.List", "index"), ("GHC.List", "!!")] {
        let Some(name) = program.names.find(module, occ, Namespace::Value) else { continue };
        let Some(&(_, rhs)) = program.globals.get(&name) else { continue };
        program.nodes.walk(rhs, |_, e| {
            let Expr::Let(bind, _) = *e else { return };
            for &(binder, loop_rhs) in &program[bind.pairs] {
                if let Some((alts, walk)) = index_loop(program, binder.name, loop_rhs) {
                    if walks.iter().all(|(a, _)| *a != alts) {
                        walks.push((alts, walk));
                    }
                }
            }
        });
    }
    walks
}

/// `go = \xs k -> case xs of { [] -> ..; y : ys -> case k of { 0# -> y; DEFAULT -> case
/// k -# 1# of k' -> go ys k' } }`, alternatives in any order: its case and names.
fn index_loop(program: &Program, go: NameId, rhs: ExprId) -> Option<(IdxRange<Alt>, ListWalk)> {
    let nodes = &program.nodes;
    let bare = |e: ExprId| &program[nodes.under_ticks_and_casts(e)];
    let var = |e: ExprId| match *bare(e) {
        Expr::Var(x) => Some(x),
        _ => None,
    };
    let Expr::Lam(list, body) = *bare(rhs) else { return None };
    let Expr::Lam(counter, body) = *bare(body) else { return None };
    let (list, counter) = (list.name, counter.name);
    let Expr::Case(scrut, _, _, alts) = *bare(body) else { return None };
    if var(scrut) != Some(list) {
        return None;
    }
    let cons = program[alts].iter().find(|a| {
        matches!(a.con, AltCon::Data(dc)
        if program.names.occ(dc) == ":")
    })?;
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
        .then_some((alts, ListWalk { list, counter, way: Counter::Down }))
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
        alts: IdxRange<Alt>,
        env: &Env,
    ) -> Option<Env> {
        let (_, walk) = self.list_walks.iter().find(|(a, _)| *a == alts)?;
        if !self.fast_paths || st.ext.threads.enabled || !st.ext.threads.parked.is_empty() {
            return None;
        }
        let cons = self.known.cons?;
        let HeapObj::Value(Value::Prim(Prim::Int(n))) = st.heap.get(*env.get(&walk.counter)?)
        else {
            return None;
        };
        let per_cell = walk.way.steps_per_cell();
        let mut most = st.pause_at.saturating_sub(st.n_steps) / per_cell;
        if walk.way == Counter::Down && *n >= 0 {
            // The cell at index 0 is the loop's own: it returns the element.
            most = most.min(*n as u64);
        }
        let mut cell = *env.get(&walk.list)?;
        let mut walked = 0;
        while walked < most {
            match st.heap.get(cell) {
                HeapObj::Value(Value::Con { dc, fields }) if *dc == cons && fields.len() == 2 => {
                    cell = fields[1];
                    walked += 1;
                }
                _ => break,
            }
        }
        if walked < 2 {
            return None;
        }
        let n = match walk.way {
            Counter::Up => n.wrapping_add(walked as i64),
            Counter::Down => n.wrapping_sub(walked as i64),
        };
        // This transition counts one step itself (`Machine::step`).
        st.n_steps += walked * per_cell - 1;
        let counter = st.alloc_value(Value::Prim(Prim::Int(n)));
        let mut env = env.update(walk.list, cell);
        env.insert(walk.counter, counter);
        Some(env)
    }
}
