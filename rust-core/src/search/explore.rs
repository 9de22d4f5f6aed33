//! The search loop: step states, split them, prune the infeasible ones with Z3, and hand
//! each finished path (with its model) to the caller.

use std::time::{Duration, Instant};

use super::scheduler::{Order, Scheduler};
use crate::error::{Error, Result};
use crate::reduce::{Machine, Outcome, State, Step};
use std::sync::Arc;

use crate::smt::eval::eval;
use crate::smt::{Model, ModelValue, SatResult, Solver, Sort};

#[derive(Clone, Debug)]
pub struct Config {
    /// Reduction steps one path may take before it is abandoned (`--n`).
    pub max_steps: u64,
    /// Wall-clock limit for the whole search.
    pub timeout: Duration,
    /// Stop after this many accepted results.
    pub max_outputs: Option<usize>,
    pub order: Order,
    /// Steps a state runs before it yields to others.
    pub quantum: u64,
    pub solver_timeout_ms: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_steps: 20_000,
            timeout: Duration::from_secs(60),
            max_outputs: None,
            order: Order::Fair,
            quantum: 200,
            solver_timeout_ms: 10_000,
        }
    }
}

/// Why a search ended. None of these is an error.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// Every path finished, was pruned, or ran out of steps.
    Exhausted,
    MaxOutputs,
    Timeout,
}

#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub steps: u64,
    pub states: u64,
    pub finished: u64,
    pub pruned: u64,
    pub out_of_steps: u64,
    pub solver_unknown: u64,
    pub solver_checks: u64,
    /// Feasibility decided by the parent's model, without a solver call.
    pub model_reuses: u64,
}

/// A path that ran to the end, with a model of its path constraint.
pub struct Finished<'a> {
    pub state: State<'a>,
    pub outcome: Outcome,
    pub model: Model,
}

/// What the caller says after seeing a result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Accept {
    /// Counts toward `max_outputs`.
    Yes,
    /// Not a result (e.g. not a violation when looking for violations).
    No,
}

pub struct Explorer<'m, 'p, 'a> {
    pub machine: &'m Machine<'p, 'a>,
    pub config: Config,
    pub solver: Solver,
    pub stats: Stats,
    /// Called about once a second with the statistics so far (progress display).
    pub progress: Option<Box<dyn FnMut(&Stats, usize, Duration) + 'm>>,
}

impl<'m, 'p, 'a> Explorer<'m, 'p, 'a> {
    pub fn new(machine: &'m Machine<'p, 'a>, config: Config) -> Result<Self> {
        let solver = Solver::new(config.solver_timeout_ms)?;
        Ok(Explorer { machine, config, solver, stats: Stats::default(), progress: None })
    }

    fn feasible(&mut self, st: &mut State<'a>) -> Result<bool> {
        if !st.unchecked {
            return Ok(true);
        }
        if let Some((model, covered)) = &st.model {
            let holds = st.path.iter().skip(*covered).all(|c| eval(c, model) == Some(ModelValue::Bool(true)));
            if holds {
                self.stats.model_reuses += 1;
                st.model = Some((model.clone(), st.path.len()));
                st.unchecked = false;
                return Ok(true);
            }
        }
        let path: Vec<_> = st.path.iter().cloned().collect();
        self.stats.solver_checks += 1;
        match self.solver.check(&path)? {
            SatResult::Sat => {
                st.unchecked = false;
                let model = self.solver.model(&vars_of(st))?;
                st.model = Some((Arc::new(model), st.path.len()));
                Ok(true)
            }
            SatResult::Unsat => Ok(false),
            SatResult::Unknown => {
                self.stats.solver_unknown += 1;
                Ok(false)
            }
        }
    }

    /// A model of the whole path covering every variable the path created.
    fn model_of(&mut self, st: &State<'a>) -> Result<Model> {
        if let Some((model, covered)) = &st.model {
            if *covered == st.path.len() && model.values.len() == st.sym_types.len() {
                return Ok((**model).clone());
            }
        }
        let path: Vec<_> = st.path.iter().cloned().collect();
        if self.solver.check(&path)? != SatResult::Sat {
            return Err(Error::Internal("a finished path lost its model".into()));
        }
        self.solver.model(&vars_of(st))
    }

    /// Runs the search from `initial`, calling `on_result` for every finished path.
    pub fn run(
        &mut self,
        initial: State<'a>,
        mut on_result: impl FnMut(&mut Self, Finished<'a>) -> Result<Accept>,
    ) -> Result<StopReason> {
        let start = Instant::now();
        let mut last_progress = start;
        let mut accepted = 0usize;
        let mut queue = Scheduler::new(self.config.order);
        queue.push(initial);
        self.stats.states += 1;
        while let Some(mut st) = queue.pop() {
            if start.elapsed() > self.config.timeout {
                return Ok(StopReason::Timeout);
            }
            if let Some(progress) = self.progress.as_mut() {
                if last_progress.elapsed() >= Duration::from_secs(1) {
                    last_progress = Instant::now();
                    progress(&self.stats, queue.len(), start.elapsed());
                }
            }
            let mut budget = self.config.quantum;
            loop {
                if st.n_steps >= self.config.max_steps {
                    self.stats.out_of_steps += 1;
                    break;
                }
                if budget == 0 {
                    queue.push(st);
                    break;
                }
                budget -= 1;
                self.stats.steps += 1;
                let parent_feasible = !st.unchecked;
                match self.machine.step(&mut st)? {
                    Step::Continue => {}
                    Step::Fork(children) => {
                        // The branches of a split partition the parent's path: when the
                        // parent is feasible and every other branch is not, the last one is.
                        let n = children.len();
                        let mut n_feasible = 0;
                        for (i, mut child) in children.into_iter().enumerate() {
                            if i + 1 == n && n_feasible == 0 && parent_feasible {
                                child.unchecked = false;
                            }
                            if self.feasible(&mut child)? {
                                n_feasible += 1;
                                self.stats.states += 1;
                                queue.push(child);
                            } else {
                                self.stats.pruned += 1;
                            }
                        }
                        break;
                    }
                    Step::Done(outcome) => {
                        let dropped = match &outcome {
                            Outcome::Infeasible => true,
                            Outcome::Crash(_) => !st.assume_checked,
                            Outcome::Value => false,
                        };
                        if dropped || !self.feasible(&mut st)? {
                            self.stats.pruned += 1;
                            break;
                        }
                        self.stats.finished += 1;
                        let model = self.model_of(&st)?;
                        if on_result(self, Finished { state: st, outcome, model })? == Accept::Yes {
                            accepted += 1;
                            if self.config.max_outputs.is_some_and(|k| accepted >= k) {
                                return Ok(StopReason::MaxOutputs);
                            }
                        }
                        break;
                    }
                }
            }
        }
        Ok(StopReason::Exhausted)
    }
}

fn vars_of(st: &State<'_>) -> Vec<(u32, Sort)> {
    st.sym_types.iter().enumerate().map(|(i, (s, _))| (i as u32, *s)).collect()
}

/// Runs a state that has no symbolic inputs to its end, without a solver.
/// Returns `None` if it did not finish within `max_steps`.
pub fn run_concrete<'a>(machine: &Machine<'_, 'a>, st: &mut State<'a>, max_steps: u64) -> Result<Option<Outcome>> {
    while st.n_steps < max_steps {
        match machine.step(st)? {
            Step::Continue => {}
            Step::Done(outcome) => return Ok(Some(outcome)),
            Step::Fork(children) => {
                return Err(Error::Internal(format!(
                    "a concrete run split into {} states; concrete inputs must not branch",
                    children.len()
                )))
            }
        }
    }
    Ok(None)
}
