//! Solving a G2Q query: find values of a predicate's last arguments that make it True.
//!
//! The predicate is an ordinary binding of the module (the quasiquoter's rewrite names
//! it `g2'query'LINE'COL`). Its first arguments are given, the others are symbolic.
//! Only True matters, so the predicate runs under an assume guard: a path that returns
//! False or crashes ends without a model, and the predicate's conjunctions run in
//! parallel (`reduce::conjunct`), which makes the search insensitive to their order.
//! The search is fair (seed 002 section 3.4.3) and prefers small inputs
//! (`Order::SmallestDeepest`: iterative deepening on input size, aged by steps, each
//! level depth-first): measured on the case studies (bench/g2q), round-robin took over
//! 20 s on de Bruijn NOT, OR and AND, the smallest-first order 0.1-0.3 s; backtracking
//! predicates (n-queens by `elem` and `nub`) took seconds until each level ran
//! depth-first (Note [Depth-first among equals] in `search::scheduler`). Every answer is
//! validated by a concrete run before it is returned.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use crate::error::{Error, Result};
use crate::ir::{NameId, Program};
use crate::reduce::readback::read;
use crate::reduce::{Concrete, Frame, Guard, InputSource, Machine, Outcome};
use crate::search::{
    drive, start_partial, Accept, Config, Finished, LimitNames, Order, Policy, Query, Run, Screen,
    Validated, Verdict,
};

/// What a query found.
#[derive(Clone, Debug)]
pub enum Answer {
    /// Values for the symbolic variables, in order.
    Solved(Vec<Concrete>),
    /// The search space was exhausted.
    NoSolution,
    /// A limit was reached, or the run needed something it cannot do; says which.
    GaveUp(String),
}

#[derive(Clone, Debug)]
pub struct Limits {
    pub timeout: Duration,
    /// Reduction steps per path.
    pub max_steps: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { timeout: Duration::from_secs(60), max_steps: 1_000_000 }
    }
}

/// What the caller gives a query besides the predicate's name: the concrete arguments
/// (they may contain `Concrete::Remote` parts, fetched from `source`), how many
/// symbolic variables follow them, the limits, and a flag that stops the search.
pub struct Request<'s> {
    pub inputs: Vec<Concrete>,
    pub n_symbolic: usize,
    pub limits: Limits,
    pub source: Option<&'s dyn InputSource>,
    pub cancel: Option<Arc<AtomicBool>>,
}

pub fn solve(program: &Program, predicate: &str, request: Request<'_>) -> Result<Answer> {
    let Request { inputs, n_symbolic, limits, source, cancel } = request;
    let (binder, _) = program
        .find_own_binding(predicate)
        .ok_or_else(|| Error::Usage(format!("the module has no query predicate `{predicate}`")))?;
    let mut machine = Machine::new(program);
    if let Some(source) = source {
        machine = machine.with_inputs(source);
    }
    let query = Query { entry: binder.name, assume: None, assert: None };
    let given: Vec<Option<Concrete>> =
        inputs.into_iter().map(Some).chain((0..n_symbolic).map(|_| None)).collect();
    let mut run = start_partial(&machine, &query, &given)?;
    if run.inputs.len() != given.len() {
        return Err(Error::Usage(format!(
            "`{predicate}` takes {} arguments, but the query gave {} and asked for {n_symbolic}",
            run.inputs.len(),
            given.len() - n_symbolic
        )));
    }
    // Only a True result is an answer: the predicate's result goes through an `assume`
    // guard, so a path that returns False (or crashes) ends there, without a model.
    run.state.stack.extend([Frame::AssumeChecked, Frame::Guard(Guard::Assume)]);
    run.state.assume_checked = false;
    machine.enable_conjuncts(&mut run.state);
    let true_con = machine.known.true_con;
    let config = Config {
        max_steps: limits.max_steps,
        timeout: limits.timeout,
        order: Order::SmallestDeepest,
        cancel,
        // A predicate is mostly conjuncts, each a split one side of which is soon False.
        speculative_states: 8,
        // Any validated answer will do, so the Z3 context may have served other queries.
        reuse_solvers: true,
        limit_names: LimitNames::QUERY,
        ..Config::default()
    };
    let mut policy =
        FirstAnswer { machine: &machine, run: &run, true_con, answer: None, false_replays: 0 };
    let ended = match drive(&machine, &query, &run, &config, None, &mut policy) {
        Ok(ended) => ended,
        Err(e @ (Error::Unsupported { .. } | Error::MissingDefinition { .. })) => {
            return Ok(Answer::GaveUp(e.to_string()))
        }
        Err(e) => return Err(e),
    };
    let answer = policy.answer.map(|inputs| inputs[inputs.len() - n_symbolic..].to_vec());
    // Paths that returned True whose concrete replay did not (it ran out of steps, or
    // disagreed): no answer from them, but no proof of "none" either.
    let mut stats = ended.stats;
    if policy.false_replays > 0 {
        stats.note_unexplored(crate::search::policy::unconfirmed_paths(policy.false_replays));
    }
    let Some(values) = answer else {
        return Ok(match Verdict::of_search(0, ended.stop, &stats, &config, None) {
            Verdict::NoneExist | Verdict::Found => Answer::NoSolution,
            Verdict::NoneWithin(limit) => Answer::GaveUp(format!("no answer within {limit}")),
            Verdict::GaveUp(cause) => Answer::GaveUp(cause),
        });
    };
    Ok(Answer::Solved(values))
}

/// The policy of a query: the first path whose result is True, confirmed by a replay
/// that returns True too.
struct FirstAnswer<'r, 'm, 'p> {
    machine: &'m Machine<'p>,
    run: &'r Run,
    true_con: Option<NameId>,
    /// The inputs of the answer: the given arguments, then the symbolic ones.
    answer: Option<Vec<Concrete>>,
    /// Replays that agreed with their path but did not return True.
    false_replays: usize,
}

impl Policy for FirstAnswer<'_, '_, '_> {
    fn screen(&mut self, finished: &Finished) -> Screen {
        if finished.outcome != Outcome::Value {
            return Screen::Skip;
        }
        let output = read(self.machine, &finished.state, self.run.output, &finished.model);
        if !matches!(output, Concrete::Con(dc, _) if Some(dc) == self.true_con) {
            return Screen::Skip;
        }
        Screen::Replay
    }

    fn accept(&mut self, _finished: &Finished, v: Validated) -> Result<Accept> {
        if !matches!(v.output, Ok(Concrete::Con(dc, _)) if Some(dc) == self.true_con) {
            self.false_replays += 1;
            return Ok(Accept::No);
        }
        self.answer = Some(v.inputs);
        Ok(Accept::Stop)
    }
}
