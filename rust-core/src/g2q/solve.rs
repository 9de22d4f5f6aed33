//! Solving a G2Q query: find values of a predicate's last arguments that make it True.
//!
//! The predicate is an ordinary binding of the module (the quasiquoter's rewrite names
//! it `g2'query'LINE'COL`). Its first arguments are given, the others are symbolic.
//! Only True matters, so the predicate runs under an assume guard: a path that returns
//! False or crashes ends without a model, and the predicate's conjunctions run in
//! parallel (`reduce::conjunct`), which makes the search insensitive to their order.
//! A property test asks for more (Note [Crashes as answers]): there a crash is an
//! answer too, and the predicate runs in sequential order.
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
    /// Values on which the predicate crashes, and the crash's message
    /// ([`Answers::TrueOrCrash`] only).
    Crashed(Vec<Concrete>, String),
    /// The search space was exhausted.
    NoSolution,
    /// A limit was reached, or the run needed something it cannot do; says which.
    GaveUp(String),
}

/// Which runs of the predicate answer a query.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Answers {
    /// Runs that return True: G2Q's semantics (`solveQuery`).
    #[default]
    True,
    /// Runs that return True or crash: a property test's counterexamples
    /// (Note [Crashes as answers]).
    TrueOrCrash,
}

// Note [Crashes as answers]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// `G2.Test.noCounterexample` asks for inputs on which a property fails: its predicate
// says "the precondition holds and the claim does not". If the predicate crashes on
// some input (`percent a b = a * 100 `div` b` at b = 0), G2Q's semantics say no answer
// (a crash is not True), and the test would pass with "no counterexample exists",
// where QuickCheck fails it. So a test's query accepts crashes too. Which input crashes
// is a question of evaluation order (`b /= 0 && a `div` b > 1` never divides by zero;
// its conjuncts swapped, it does at b = 0), so such a query runs the predicate in
// Haskell's order: no conjunct threads, whose crashes end a path as infeasible
// whatever the conjuncts to their left would say. Every crash found is replayed
// concretely, and the Haskell side re-runs the predicate on the answer and reports the
// exception it raises.

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
/// symbolic variables follow them, which runs answer it, the limits, and a flag that
/// stops the search.
pub struct Request<'s> {
    pub inputs: Vec<Concrete>,
    pub n_symbolic: usize,
    pub answers: Answers,
    pub limits: Limits,
    pub source: Option<&'s dyn InputSource>,
    pub cancel: Option<Arc<AtomicBool>>,
}

pub fn solve(program: &Program, predicate: &str, request: Request<'_>) -> Result<Answer> {
    let Request { inputs, n_symbolic, answers, limits, source, cancel } = request;
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
    // guard, so a path that returns False ends there, without a model. So does a path
    // that crashes before the guard is passed (`assume_checked`), unless crashes are
    // answers.
    match answers {
        Answers::True => {
            run.state.stack.extend([Frame::AssumeChecked, Frame::Guard(Guard::Assume)]);
            run.state.assume_checked = false;
            machine.enable_conjuncts(&mut run.state);
        }
        Answers::TrueOrCrash => run.state.stack.push(Frame::Guard(Guard::Assume)),
    }
    let true_con = machine.known.true_con;
    let config = Config {
        max_steps: limits.max_steps,
        timeout: limits.timeout,
        order: Order::SmallestDeepest,
        cancel,
        // A predicate is mostly conjuncts, each a split one side of which is soon False.
        speculative_states: 8,
        // The caller's program shares the process (Note [Memory limit]).
        memory_limit: crate::search::memory::embedded_memory_limit(),
        // Any validated answer will do, so the Z3 context may have served other queries.
        reuse_solvers: true,
        limit_names: LimitNames::QUERY,
        ..Config::default()
    };
    let mut policy = FirstAnswer {
        machine: &machine,
        run: &run,
        true_con,
        answers,
        answer: None,
        false_replays: 0,
    };
    let ended = match drive(&machine, &query, &run, &config, None, &mut policy) {
        Ok(ended) => ended,
        Err(e @ (Error::Unsupported { .. } | Error::MissingDefinition { .. })) => {
            return Ok(Answer::GaveUp(e.to_string()))
        }
        Err(e) => return Err(e),
    };
    let symbolic = |inputs: Vec<Concrete>| inputs[inputs.len() - n_symbolic..].to_vec();
    let answer = policy.answer.map(|(inputs, crash)| (symbolic(inputs), crash));
    // Paths that returned True whose concrete replay did not (it ran out of steps, or
    // disagreed): no answer from them, but no proof of "none" either.
    let mut stats = ended.stats;
    if policy.false_replays > 0 {
        stats.note_unexplored(crate::search::policy::unconfirmed_paths(policy.false_replays));
    }
    let Some((values, crash)) = answer else {
        return Ok(match Verdict::of_search(0, ended.stop, &stats, &config, None) {
            Verdict::NoneExist | Verdict::Found => Answer::NoSolution,
            Verdict::NoneWithin(limit) => Answer::GaveUp(format!("no answer within {limit}")),
            Verdict::GaveUp(cause) => Answer::GaveUp(cause),
        });
    };
    Ok(match crash {
        None => Answer::Solved(values),
        Some(message) => Answer::Crashed(values, message),
    })
}

/// The policy of a query: the first path whose result is True (or that crashes, when
/// crashes are answers), confirmed by a replay that does the same.
struct FirstAnswer<'r, 'm, 'p> {
    machine: &'m Machine<'p>,
    run: &'r Run,
    true_con: Option<NameId>,
    answers: Answers,
    /// The inputs of the answer (the given arguments, then the symbolic ones), and the
    /// message of its crash if it is one.
    answer: Option<(Vec<Concrete>, Option<String>)>,
    /// Replays that agreed with their path but did not return True.
    false_replays: usize,
}

impl Policy for FirstAnswer<'_, '_, '_> {
    fn screen(&mut self, finished: &Finished) -> Screen {
        match finished.outcome {
            Outcome::Value => {}
            Outcome::Crash(_) if self.answers == Answers::TrueOrCrash => return Screen::Replay,
            Outcome::Crash(_) | Outcome::Infeasible => return Screen::Skip,
        }
        let output = read(self.machine, &finished.state, self.run.output, &finished.model);
        if !matches!(output, Concrete::Con(dc, _) if Some(dc) == self.true_con) {
            return Screen::Skip;
        }
        Screen::Replay
    }

    fn accept(&mut self, _finished: &Finished, v: Validated) -> Result<Accept> {
        let crash = match v.output {
            Ok(Concrete::Con(dc, _)) if Some(dc) == self.true_con => None,
            Err(message) if self.answers == Answers::TrueOrCrash => Some(message),
            _ => {
                self.false_replays += 1;
                return Ok(Accept::No);
            }
        };
        self.answer = Some((v.inputs, crash));
        Ok(Accept::Stop)
    }
}
