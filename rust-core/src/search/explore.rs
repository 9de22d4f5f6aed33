//! The search loop: step states, split them, prune the infeasible ones with Z3, and hand
//! each finished path (with its model) to the caller.
//!
//! A [`Worker`] owns a solver and runs one state for a quantum of steps. [`explore`]
//! drives workers: one on the calling thread, or one per thread (`search::parallel`),
//! with results sent back to the caller's thread. Both give the same set of results;
//! only their order may differ.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::memory::{MemoryCeiling, MemoryGuard, MIN_WAITING};
use super::scheduler::{Order, Scheduler};
use crate::error::{Error, Result};
use crate::reduce::machine::profile::{profiling, TICK_EVERY};
use crate::reduce::{Machine, Outcome, Speculation, State, Step};
use crate::smt::eval::all_hold;
use crate::smt::interval;
use crate::smt::pool::{self, Pooled};
use crate::smt::{Model, ModelValue, Op, SatResult, Sort, Term};

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
    /// Worker threads; 1 runs on the calling thread.
    pub threads: usize,
    /// At most this many states wait in the queue; beyond it the search stops
    /// (`StopReason::StateLimit`) rather than growing without bound.
    pub max_queued: usize,
    /// A budget for the process's resident memory, in bytes: beyond it, waiting states
    /// are dropped (`search::memory`) and an otherwise exhausted search ends with
    /// `StopReason::MemoryLimit`. `None`: no budget.
    pub max_memory: Option<u64>,
    /// The most resident memory the process may use, in bytes: past it the search
    /// stops (`StopReason::OutOfMemory`), even where one path alone needs more (Note
    /// [Memory limit] in `search::memory`). `None`: no limit.
    pub memory_limit: Option<u64>,
    /// States with more counterfactual right choices than this are dropped (set by the
    /// caller as it finds less abstract counterexamples).
    pub abstraction_bound: Option<Arc<AtomicU32>>,
    /// Set by another thread to stop the search (`StopReason::Requested`), e.g. when a
    /// G2Q caller abandons its query.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Checking contracts (`search::check`): read `Int` as a mathematical integer, as
    /// LiquidHaskell does (`reduce::ideal_int`).
    pub ideal_ints: bool,
    /// Which functions a function-typed input may be (`reduce::higher_order`).
    pub higher_order: crate::reduce::higher_order::Mode,
    /// Live states an unchecked subtree may hold before its splitting states are checked
    /// (Note [Speculative branches]); 0 checks every branch at its split.
    pub speculative_states: u32,
    /// How the caller's user raises the limits an outcome names.
    pub limit_names: LimitNames,
    /// Take a solver an earlier search of the process left, and leave this one's for a
    /// later search (Note [Reused solvers] in `smt::pool`).
    pub reuse_solvers: bool,
    /// A checked result's parts that are untouched input parts are enumerated too (Note
    /// [Untouched inputs in a checked result]): inference wants varied examples.
    pub enumerate_untouched_inputs: bool,
    /// Nonlinear paths try small numbers before Z3 (Note [Small models first] in
    /// `smt::small`); inference turns it off: its examples, biased to small numbers,
    /// taught it a wrong specification of `sq` (InferNone.hs).
    pub small_models: bool,
    /// With `max_outputs`: a path accepted as a result is asked for further inputs
    /// until it has no more or enough results are found (Note [Further inputs of a
    /// path]).
    pub further_inputs: bool,
}

/// How a front end's user raises a limit: an outcome that names the limit says how.
#[derive(Copy, Clone, Debug)]
pub struct LimitNames {
    pub steps: &'static str,
    pub memory: &'static str,
}

impl LimitNames {
    /// The `g2` command line's options.
    pub const COMMAND_LINE: LimitNames =
        LimitNames { steps: "raise --n", memory: "raise --max-memory" };
    /// A G2Q query's `Limits`.
    pub const QUERY: LimitNames = LimitNames {
        steps: "raise limitSteps in the query's Limits",
        memory: "a query may add 4 GB to its program's memory",
    };
    /// A check the plugin runs inside GHC, whose options set no step or memory limit.
    pub const PLUGIN: LimitNames = LimitNames {
        steps: "`g2 liquid FILE --n STEPS` runs the check with more",
        memory: "a check may add 4 GB to GHC's memory",
    };
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
            threads: 1,
            max_queued: 100_000,
            max_memory: None,
            memory_limit: None,
            abstraction_bound: None,
            speculative_states: 0,
            reuse_solvers: false,
            limit_names: LimitNames::COMMAND_LINE,
            cancel: None,
            ideal_ints: false,
            higher_order: Default::default(),
            enumerate_untouched_inputs: false,
            small_models: true,
            further_inputs: false,
        }
    }
}

/// Why a search ended. None of these is an error; every end of a search is one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// Every path finished, was pruned, or ran out of steps.
    Exhausted,
    MaxOutputs,
    Timeout,
    /// The policy has what it wants (`Accept::Stop`): a G2Q answer, enough concrete
    /// counterexamples, or no less abstract one within the time it allowed.
    Enough,
    /// The host asked to stop (`Config::cancel`), e.g. a G2Q caller abandoned its query.
    Requested,
    /// Too many states were waiting (`Config::max_queued`).
    StateLimit,
    /// Every state left ran to its end, but waiting states had been dropped to stay
    /// within `Config::max_memory`: none found within the memory limit.
    MemoryLimit,
    /// The process's memory passed `Config::memory_limit` (Note [Memory limit]).
    OutOfMemory,
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
    /// Feasibility decided by interval reasoning (`smt::interval`), without a solver call.
    pub interval_decisions: u64,
    /// Nonlinear paths decided by a model of small numbers (Note [Small models first]).
    pub small_models: u64,
    /// What the search could not explore, and why: inputs the machine could not build
    /// (`Machine::unexplored`) and paths that reached a construct it cannot run.
    pub unexplored: Vec<String>,
    /// Waiting states dropped to stay within the memory budget (`search::memory`).
    pub memory_drops: u64,
    /// Feasible paths that crashed before the assumption held: inputs on which the
    /// assumption itself crashes (Note [Crashing predicates] in `search::query`).
    pub assume_crashes: u64,
    /// Results whose path constrains a floating-point input, whose further inputs are not
    /// listed (Note [Further inputs of a path]): there may be more results.
    pub float_paths: u64,
}

impl Stats {
    pub(super) fn add(&mut self, o: &Stats) {
        self.steps += o.steps;
        self.states += o.states;
        self.finished += o.finished;
        self.pruned += o.pruned;
        self.out_of_steps += o.out_of_steps;
        self.solver_unknown += o.solver_unknown;
        self.solver_checks += o.solver_checks;
        self.model_reuses += o.model_reuses;
        self.interval_decisions += o.interval_decisions;
        self.small_models += o.small_models;
        self.memory_drops += o.memory_drops;
        self.assume_crashes += o.assume_crashes;
        self.float_paths += o.float_paths;
        for why in &o.unexplored {
            self.note_unexplored(why.clone());
        }
    }

    /// Records something the search could not explore (once per distinct reason).
    pub fn note_unexplored(&mut self, why: String) {
        if !self.unexplored.contains(&why) {
            self.unexplored.push(why);
        }
    }
}

/// A path that ran to the end, with a model of its path constraint.
pub struct Finished {
    pub state: State,
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
    /// Enough: stop the search now.
    Stop,
    /// The search's time ran out while judging a path (its replay was cut short):
    /// stop now, at the time limit (`StopReason::Timeout`).
    OutOfTime,
}

/// What one quantum of a state produced.
pub enum Slice {
    /// The quantum ran out; the state goes back to the queue.
    Requeue(State),
    /// The state split into these feasible successors.
    Split(Vec<State>),
    Finished(Finished),
    /// Pruned, infeasible, or out of steps.
    Dropped,
}

/// Runs states with its own solver.
pub struct Worker<'m, 'p> {
    pub machine: &'m Machine<'p>,
    pub config: Config,
    pub solver: Pooled,
    pub stats: Stats,
    /// When the search's time is up; quanta and solver calls stop short of it.
    deadline: Instant,
}

fn vars_of(st: &State) -> Vec<(u32, Sort)> {
    st.sym_types.iter().enumerate().map(|(i, (s, _))| (i as u32, *s)).collect()
}

impl<'m, 'p> Worker<'m, 'p> {
    pub fn new(machine: &'m Machine<'p>, config: Config) -> Result<Self> {
        let solver = pool::take(config.solver_timeout_ms, config.reuse_solvers)?;
        let deadline = Instant::now() + config.timeout;
        Ok(Worker { machine, config, solver, stats: Stats::default(), deadline })
    }

    /// Whether `st`'s path is satisfiable, by the cheap means or by the solver.
    fn feasible(&mut self, st: &mut State) -> Result<bool> {
        match self.cheaply_feasible(st) {
            Some(decided) => Ok(decided),
            None => self.solver_feasible(st),
        }
    }

    /// The model of `st`'s `path`, which the solver just found satisfiable. Z3 may have
    /// none when its time limit struck as the check ended; then the path is checked once
    /// more, on a fresh solver (the incremental one would assert nothing new, and its
    /// context still holds the failed request's error), and is undecided (None) if Z3
    /// has none again.
    fn model_after_sat(
        &mut self,
        path: &[crate::smt::TermRef],
        st: &State,
    ) -> Result<Option<Model>> {
        if let Some(model) = self.solver.try_model(&vars_of(st))? {
            return Ok(Some(model));
        }
        if self.solver.check_fresh(path)? == SatResult::Sat {
            return self.solver.try_model(&vars_of(st));
        }
        Ok(None)
    }

    /// Whether `st`'s path is satisfiable, by the solver.
    fn solver_feasible(&mut self, st: &mut State) -> Result<bool> {
        let path: Vec<_> = st.path.iter().cloned().collect();
        self.stats.solver_checks += 1;
        self.limit_solver_time();
        let fresh =
            st.speculation.is_some() && self.solver.new_constraints(&path) >= FRESH_CHECK_MIN;
        let sat = if fresh { self.solver.check_fresh(&path)? } else { self.solver.check(&path)? };
        match sat {
            SatResult::Sat => {
                let Some(model) = self.model_after_sat(&path, st)? else {
                    self.stats.solver_unknown += 1;
                    return Ok(false);
                };
                st.model = Some((Arc::new(model), st.path.len()));
                st.checked();
                Ok(true)
            }
            SatResult::Unsat => Ok(false),
            SatResult::Unknown => {
                self.stats.solver_unknown += 1;
                Ok(false)
            }
        }
    }

    /// Whether `st`'s path is satisfiable, when that is known without the solver:
    /// nothing new since the last check, the last model satisfies the new constraints,
    /// or interval reasoning decides the path.
    fn cheaply_feasible(&mut self, st: &mut State) -> Option<bool> {
        if !st.unchecked {
            return Some(true);
        }
        if let Some((model, covered)) = &st.model {
            let holds = all_hold(st.path.iter().skip(*covered).map(|c| &**c), model) == Some(true);
            if holds {
                self.stats.model_reuses += 1;
                st.model = Some((model.clone(), st.path.len()));
                st.checked();
                return Some(true);
            }
        }
        let decided = match interval::decide(st.path.iter().map(|t| &**t), &vars_of(st)) {
            Some(decided) => {
                self.stats.interval_decisions += 1;
                decided
            }
            None => {
                if !self.config.small_models {
                    return None;
                }
                let path: Vec<&Term> = st.path.iter().map(|t| &**t).collect();
                let model = crate::smt::small::model(&path, &vars_of(st))?;
                self.stats.small_models += 1;
                Some(model)
            }
        };
        let Some(model) = decided else { return Some(false) };
        st.model = Some((Arc::new(model), st.path.len()));
        st.checked();
        Some(true)
    }

    /// Whether a speculative branch must be checked now: its subtree holds too many live
    /// states, or it ran its budget of steps (Note [Speculative branches]).
    fn speculation_spent(&self, st: &State) -> bool {
        st.speculation
            .as_ref()
            .is_some_and(|s| s.live() > self.config.speculative_states || speculated_too_long(st))
    }

    /// Keeps a solver call from running past the search's deadline.
    fn limit_solver_time(&mut self) {
        self.limit_solver_time_to_share(1);
    }

    /// Keeps a solver call to `1/share` of the time left before the deadline.
    fn limit_solver_time_to_share(&mut self, share: u32) {
        let left =
            self.deadline.saturating_duration_since(Instant::now()).as_millis().max(1) as u32;
        self.solver.set_timeout((left / share).max(1).min(self.config.solver_timeout_ms));
    }

    /// A model of the whole path covering every variable the path created; `None` if
    /// the solver cannot give one (it answered `unknown`).
    fn model_of(&mut self, st: &State) -> Result<Option<Model>> {
        let model = match &st.model {
            Some((model, covered))
                if *covered == st.path.len() && model.values.len() == st.sym_types.len() =>
            {
                (**model).clone()
            }
            _ => {
                let path: Vec<_> = st.path.iter().cloned().collect();
                self.limit_solver_time();
                match self.solver.check(&path)? {
                    SatResult::Sat => match self.model_after_sat(&path, st)? {
                        Some(model) => model,
                        None => {
                            self.stats.solver_unknown += 1;
                            return Ok(None);
                        }
                    },
                    SatResult::Unknown => {
                        self.stats.solver_unknown += 1;
                        return Ok(None);
                    }
                    // Found feasible before, unsatisfiable now: Z3 contradicted
                    // itself (seen on deep nonlinear Integer paths, e.g. a symbolic gcd).
                    // The path is dropped as undecided, never taken as a result.
                    SatResult::Unsat => {
                        self.stats.solver_unknown += 1;
                        return Ok(None);
                    }
                }
            }
        };
        Ok(Some(self.readable(st, model)?))
    }

    /// A model with small numbers where the path allows them: solvers like extreme
    /// values (`-9223372036854775806`), people read `-1` better. At most two extra
    /// checks per finished path (within 16, then within 1000), and only when some
    /// machine integer is outside [-16, 16].
    fn readable(&mut self, st: &State, model: Model) -> Result<Model> {
        let large = |v: Option<&ModelValue>| matches!(v, Some(ModelValue::Bits(b)) if (*b as i64).unsigned_abs() > 16);
        let ints: Vec<u32> = (0..st.sym_types.len() as u32)
            .filter(|&i| st.sym_types[i as usize].0 == Sort::Bv64)
            .collect();
        if !ints.iter().any(|i| large(model.values.get(i))) {
            return Ok(model);
        }
        let bv = |v: i64| Arc::new(Term::Bv64(v as u64));
        for bound in [16i64, 1000] {
            let mut path: Vec<_> = st.path.iter().cloned().collect();
            for &i in &ints {
                let x = Arc::new(Term::Var(i, Sort::Bv64));
                path.push(Term::app(Op::Le, Sort::Bool, vec![bv(-bound), x.clone()]));
                path.push(Term::app(Op::Le, Sort::Bool, vec![x, bv(bound)]));
            }
            // Interval reasoning decides most such paths without Z3 (Unicode classes
            // included, whose Z3 encoding is large).
            if let Some(decided) = interval::decide(path.iter().map(|t| &**t), &vars_of(st)) {
                self.stats.interval_decisions += 1;
                match decided {
                    Some(small) => return Ok(small),
                    None => continue,
                }
            }
            // Smaller numbers are for reading; the path is a result already, and its
            // replay needs time too: a check that took all that was left lost it.
            self.limit_solver_time_to_share(4);
            self.stats.solver_checks += 1;
            if self.solver.check(&path)? == SatResult::Sat {
                if let Some(small) = self.solver.try_model(&vars_of(st))? {
                    return Ok(small);
                }
            }
        }
        Ok(model)
    }

    /// Runs `st` until it splits, finishes, or its quantum ends.
    pub fn run_quantum(&mut self, mut st: State) -> Result<Slice> {
        if let Some(bound) = &self.config.abstraction_bound {
            if st.ext.contract.n_abstractions > bound.load(Ordering::Relaxed) {
                self.stats.pruned += 1;
                return Ok(Slice::Dropped);
            }
        }
        // A quantum counts steps, not transitions: one transition may stand for several
        // steps (Note [Concrete primitive calls] in `reduce::machine::fast`).
        let start = st.n_steps;
        st.pause_at = (start + self.config.quantum).min(self.config.max_steps);
        for transition in 0u64.. {
            if st.n_steps - start >= self.config.quantum {
                break;
            }
            if transition % TICK_EVERY == TICK_EVERY - 1 {
                if Instant::now() > self.deadline {
                    return Ok(Slice::Requeue(st));
                }
                if profiling() {
                    self.machine.profile_tick(&st, TICK_EVERY);
                }
            }
            // A speculative branch is checked before it counts as cut short, and when its
            // budget is spent.
            let at_limit = st.n_steps >= self.config.max_steps;
            if st.speculation.is_some()
                && (at_limit || speculated_too_long(&st))
                && !self.feasible(&mut st)?
            {
                self.stats.pruned += 1;
                return Ok(Slice::Dropped);
            }
            if at_limit {
                self.stats.out_of_steps += 1;
                return Ok(Slice::Dropped);
            }
            self.stats.steps += 1;
            let parent_feasible = !st.unchecked;
            let steps_before = st.n_steps;
            let step = match self.machine.step(&mut st) {
                Ok(step) => {
                    // Not past the budget (Note [Steps past a budget] in
                    // `reduce::machine::fast`); the transition took at least one step.
                    self.stats.steps += st.n_steps.min(self.config.max_steps).max(steps_before + 1)
                        - steps_before
                        - 1;
                    step
                }
                // What the engine cannot run ends this path, not the search; if the path
                // is feasible, the outcome names it (never "none exist"). Code the user
                // can make available ends the search at once, naming it (Note [Code of
                // other modules] in haskell-plugin/light/src/G2/Plugin/Light.hs).
                Err(e)
                    if matches!(
                        *e,
                        Error::Unsupported { .. } | Error::MissingDefinition { .. }
                    ) =>
                {
                    let e = *e;
                    let feasible = self.feasible(&mut st)?;
                    if feasible
                        && matches!(e, Error::MissingDefinition { user_can_supply: true, .. })
                    {
                        return Err(e);
                    }
                    if feasible {
                        self.stats.note_unexplored(format!("paths that reach {e}"));
                    } else {
                        self.stats.pruned += 1;
                    }
                    return Ok(Slice::Dropped);
                }
                Err(e) => return Err(*e),
            };
            match step {
                Step::Continue => {}
                Step::Fork(children) => {
                    // A speculative parent whose budget is spent is checked once, not
                    // through each of its children.
                    let parent_checked = self.speculation_spent(&st);
                    if parent_checked && !self.feasible(&mut st)? {
                        self.stats.pruned += 1;
                        return Ok(Slice::Dropped);
                    }
                    let parent_feasible = parent_feasible || parent_checked;
                    // The branches of a split partition the parent's path: when the
                    // parent is feasible and every other branch is not, the last one is.
                    let n = children.len();
                    let mut feasible = Vec::with_capacity(n);
                    // The undecided branches of a checked parent start a subtree of
                    // their own; a speculative parent's branches stay in its subtree.
                    let mut subtree: Option<Speculation> = None;
                    for (i, mut child) in children.into_iter().enumerate() {
                        if parent_checked {
                            // Forked before the check: they leave the checked subtree,
                            // and the parent's new model may decide them.
                            child.speculation = None;
                            child.model = st.model.clone();
                        }
                        if i + 1 == n && feasible.is_empty() && parent_feasible {
                            child.checked();
                        }
                        let sized = std::mem::take(&mut child.sized_split);
                        let decided = match self.cheaply_feasible(&mut child) {
                            Some(decided) => decided,
                            None if self.config.speculative_states > 0 && !sized => {
                                if child.speculation.is_none() {
                                    let since = child.n_steps;
                                    let token =
                                        subtree.get_or_insert_with(|| Speculation::start(since));
                                    child.speculation = Some(token.clone());
                                }
                                true
                            }
                            None => self.solver_feasible(&mut child)?,
                        };
                        if decided {
                            feasible.push(child);
                        } else {
                            self.stats.pruned += 1;
                        }
                    }
                    drop(subtree);
                    // A split with one feasible branch is a deterministic step: the
                    // state keeps its quantum instead of going to the back of the queue.
                    if feasible.len() == 1 {
                        st = feasible.pop().expect("one branch");
                        continue;
                    }
                    self.stats.states += feasible.len() as u64;
                    return Ok(Slice::Split(feasible));
                }
                Step::Done(outcome) => {
                    if crashed_in_assumption(&outcome, &st) && self.feasible(&mut st)? {
                        self.stats.assume_crashes += 1;
                    }
                    if is_dropped(&outcome, &st) || !self.feasible(&mut st)? {
                        self.stats.pruned += 1;
                        return Ok(Slice::Dropped);
                    }
                    let Some(model) = self.model_of(&st)? else { return Ok(Slice::Dropped) };
                    self.stats.finished += 1;
                    return Ok(Slice::Finished(Finished { state: st, outcome, model }));
                }
            }
        }
        crate::reduce::gc::maybe_collect(&mut st);
        Ok(Slice::Requeue(st))
    }
}

// Note [Speculative branches]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// With `Config::speculative_states` > 0, a branch of a split that neither the parent's
// model nor interval reasoning decides is not sent to the solver at once: it runs, and
// is checked when it splits while its unchecked subtree holds more than that many live
// states, when it has run `SPECULATION_STEPS` steps since the subtree began, when it
// reaches the step limit, or when it finishes with a result (every result is checked,
// so nothing unchecked is reported). A branch that ends without a result first (the
// predicate False, a failed assumption) needs no solver call at all. G2Q uses it: each
// conjunct `c` of a query's predicate splits the path into `c`, which goes on to the
// next conjunct, and `not c`, which makes the predicate False a few steps later, so
// checking every split cost a solver call per conjunct (8-queens: 84) where one check
// of the whole conjunction would do.
//
// What the budgets bound is the work spent on a path that turns out infeasible: its
// steps (`SPECULATION_STEPS`, linear) and its branching (the live states, exponential
// without a bound). The budget counts live states, not the depth of splits, because
// the depth grows with the predicate even when nothing branches: 8-queens is a chain
// of about 100 conjunct splits whose other sides die at once, and a depth budget of 8
// checked it 11 times, each check costing more than the whole run. Counting the live
// states of the subtree (`reduce::Speculation`, a shared counter that each state's
// token keeps) charges a split only while both of its sides live, so a chain is
// checked once, at its end, like SBV's single query of the whole conjunction, while a
// subtree where both sides of splits go on is checked as soon as it holds more than
// `speculative_states` states (as a depth budget of 3 would).
//
// A split on an input's size (`Machine::split_on_size`: a list of a symbolic length, a
// `Map` of a symbolic size) is checked at once all the same. Both of its sides go on, each
// an input of another shape, and a side the path excludes does not end: it grows the input
// further (a walk of a map whose size the path bounds by 2 made subtrees of every size),
// each split adding arithmetic on sizes that no interval decides, so the speculative
// checks grew to dozens of 64-bit variables at 0.1-0.3 s each. G2Q's
// `M.size m <= 2 && M.size (M.filter (> 0) m) == 3` gave up at its time limit; checked at
// each split it is NotFound in a fraction of a second, as the command line found it.
const SPECULATION_STEPS: u64 = 50_000;

// Note [Fresh checks of long stretches]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The solver's incremental core (one push per constraint, the stack mirroring the last
// path) suits a search that checks each split: a check adds a constraint or two to a
// checked prefix. A speculative branch checked after a long unchecked stretch brings
// many new constraints at once, and there Z3's incremental core is slow on bit-vectors:
// the 100 constraints of 8-queens took 37-72 ms incrementally (pushed one by one, or at
// once) and 8-12 ms on a fresh solver, which preprocesses the whole problem and
// bit-blasts it to its SAT solver (measured with z3-sys on this machine; the z3 binary
// on the SMT-LIB dump agrees). So a speculative check with at least `FRESH_CHECK_MIN`
// constraints beyond the prefix the solver's stack shares is a fresh check
// (`Solver::check_fresh`); the stack is left as it was, for the next incremental check.
// A fresh check of bit-vectors and Booleans only asks Z3 for its QF_BV solver: Z3's
// default solver first works out which logic the problem is in, which cost 15-17 ms
// of the 17-23 ms it took on 4- to 8-queens (QF_BV: 2.6-7.4 ms). Searches that check
// every split (`speculative_states` = 0) never take this path.
const FRESH_CHECK_MIN: usize = 16;

/// Whether a speculative branch has run its budget of steps since its first unchecked
/// split.
fn speculated_too_long(st: &State) -> bool {
    st.speculation.as_ref().is_some_and(|s| st.n_steps - s.since >= SPECULATION_STEPS)
}

/// Whether a path that ended with `outcome` is no result whatever its feasibility: a
/// failed assumption, or a crash before the assumption was checked.
pub(super) fn is_dropped(outcome: &Outcome, st: &State) -> bool {
    matches!(outcome, Outcome::Infeasible) || crashed_in_assumption(outcome, st)
}

/// Whether a path crashed before its assumption held (Note [Crashing predicates] in
/// `search::query`).
pub(super) fn crashed_in_assumption(outcome: &Outcome, st: &State) -> bool {
    matches!(outcome, Outcome::Crash(_)) && !st.assume_checked
}

/// Progress callback: statistics so far, states queued, time elapsed.
pub type Progress<'c> = dyn FnMut(&Stats, usize, Duration) + 'c;

/// Runs the search from `initial`, calling `on_result` on this thread for every
/// finished path, in the order they finish.
pub fn explore(
    machine: &Machine<'_>,
    config: &Config,
    initial: State,
    progress: Option<&mut Progress<'_>>,
    on_result: impl FnMut(Finished) -> Result<Accept>,
) -> Result<(StopReason, Stats)> {
    if config.threads <= 1 {
        sequential(machine, config, initial, progress, on_result)
    } else {
        super::parallel::parallel(machine, config, initial, progress, on_result)
    }
}

pub(super) struct Limits {
    start: Instant,
    last_progress: Instant,
    accepted: usize,
    memory: MemoryCeiling,
}

impl Limits {
    pub(super) fn new(config: &Config) -> Self {
        Limits {
            start: Instant::now(),
            last_progress: Instant::now(),
            accepted: 0,
            memory: MemoryCeiling::new(config.memory_limit),
        }
    }

    pub(super) fn tick(
        &mut self,
        config: &Config,
        progress: &mut Option<&mut Progress<'_>>,
        stats: &Stats,
        queued: usize,
    ) -> Option<StopReason> {
        if let Some(p) = progress.as_mut() {
            if self.last_progress.elapsed() >= Duration::from_secs(1) {
                self.last_progress = Instant::now();
                p(stats, queued, self.start.elapsed());
            }
        }
        if config.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Some(StopReason::Requested);
        }
        // Waiting states are dropped first, while there are any to drop (Note [Memory
        // limit]).
        let nothing_to_drop = queued <= MIN_WAITING || config.max_memory.is_none();
        if self.memory.reached() && (nothing_to_drop || self.memory.passed_for_grace()) {
            return Some(StopReason::OutOfMemory);
        }
        (self.start.elapsed() > config.timeout).then_some(StopReason::Timeout)
    }

    pub(super) fn accept(&mut self, config: &Config, accept: Accept) -> Option<StopReason> {
        match accept {
            Accept::Stop => return Some(StopReason::Enough),
            Accept::OutOfTime => return Some(StopReason::Timeout),
            Accept::Yes | Accept::No => {}
        }
        if accept == Accept::Yes {
            self.accepted += 1;
        }
        config.max_outputs.is_some_and(|k| self.accepted >= k).then_some(StopReason::MaxOutputs)
    }
}

fn sequential(
    machine: &Machine<'_>,
    config: &Config,
    initial: State,
    mut progress: Option<&mut Progress<'_>>,
    mut on_result: impl FnMut(Finished) -> Result<Accept>,
) -> Result<(StopReason, Stats)> {
    let mut worker = Worker::new(machine, config.clone())?;
    let mut limits = Limits::new(config);
    let mut queue = Scheduler::new(config.order);
    let mut memory = MemoryGuard::new(config.max_memory);
    queue.push(initial);
    worker.stats.states += 1;
    while let Some(st) = queue.pop() {
        if let Some(stop) = limits.tick(config, &mut progress, &worker.stats, queue.len()) {
            return Ok((stop, worker.stats));
        }
        match worker.run_quantum(st)? {
            Slice::Requeue(st) => queue.push(st),
            Slice::Split(children) => {
                queue.push_split(children);
                memory.after_push(&mut [&mut queue]);
                worker.stats.memory_drops = memory.dropped;
                if queue.len() > config.max_queued {
                    return Ok((StopReason::StateLimit, worker.stats));
                }
            }
            Slice::Finished(f) => {
                let stop = accept_with_further_inputs(
                    Some(&mut worker),
                    config,
                    &mut limits,
                    f,
                    &mut on_result,
                )?;
                if let Some(stop) = stop {
                    return Ok((stop, worker.stats));
                }
            }
            Slice::Dropped => {}
        }
    }
    Ok((exhausted(&worker.stats), worker.stats))
}

// Note [Further inputs of a path]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A path stands for every input that satisfies its constraint, and its model is one of
// them: the 3-digit Armstrong numbers (153, 370, 371, 407) all take the same path of
// `armstrong n = n == sum [d ^ 3 | d <- digits n]`, so a search asked for 4 results
// found one and ended with every path explored. When the caller asks for at most K
// results (`Config::further_inputs` with `max_outputs`), a path accepted as a result is
// asked for another input: its constraint, and that the variables it constrains do not
// all take the last model's values (`without_model`), decided as any path is (interval
// reasoning first: a search over 10 < n < 50 whose path takes every square asked Z3
// about `sqrt` and got "unknown"; enumerated, 0.3 s), until the solver finds none
// (unsatisfiable, or unknown), a further input is no result, or K results are found.
// Only then does the search go on. Each further input adds a constraint, so a path's
// k-th input costs a check of k more constraints. The enumeration of a path also ends
// when a further input's replay does not confirm it or its result is not new to the
// caller, so an exhausted search has reported the inputs of each path up to the first
// such one, not necessarily all. Variables the path does not constrain are not enumerated (any
// value would do: `f x y` with a condition on `x` only would list `y = 0, 1, 2, ...`),
// nor are floating-point ones (NaN equals nothing, so it cannot be excluded by `==`):
// such paths are counted (`Stats::float_paths`), and the command line says there may be
// more results (`scale d = d * 2` under `0 < d < 5`, with d doubled a whole number, has
// nine; one was listed, and the search said it ended).

/// Hands a finished path to `on_result`; if it is accepted and further inputs are
/// wanted, also the path's further inputs (Note [Further inputs of a path]). `Some` when
/// the search must stop.
pub(super) fn accept_with_further_inputs(
    worker: Option<&mut Worker<'_, '_>>,
    config: &Config,
    limits: &mut Limits,
    finished: Finished,
    on_result: &mut impl FnMut(Finished) -> Result<Accept>,
) -> Result<Option<StopReason>> {
    let (wanted, mut worker) = match worker {
        Some(w) if config.further_inputs && config.max_outputs.is_some() => (true, Some(w)),
        _ => (false, None),
    };
    let mut again = wanted.then(|| (finished.state.clone(), finished.outcome.clone()));
    let mut model = wanted.then(|| finished.model.clone());
    let mut accept = on_result(finished)?;
    loop {
        if let Some(stop) = limits.accept(config, accept) {
            return Ok(Some(stop));
        }
        let (Some((st, outcome)), Some(last), Some(worker), Accept::Yes) =
            (again.take(), model.take(), worker.as_deref_mut(), accept)
        else {
            return Ok(None);
        };
        let vars = path_vars(&st);
        if vars.iter().any(|(_, sort)| matches!(sort, Sort::Double | Sort::Float)) {
            worker.stats.float_paths += 1;
        }
        let Some(mut st) = without_model(st, vars, &last) else { return Ok(None) };
        if !worker.feasible(&mut st)? {
            return Ok(None);
        }
        let Some(next) = worker.model_of(&st)? else { return Ok(None) };
        worker.stats.finished += 1;
        again = Some((st.clone(), outcome.clone()));
        model = Some(next.clone());
        accept = on_result(Finished { state: st, outcome, model: next })?;
    }
}

/// The variables `st`'s path constrains, with their sorts.
fn path_vars(st: &State) -> Vec<(u32, Sort)> {
    let mut vars = Vec::new();
    for t in &st.path {
        t.vars(&mut vars);
    }
    vars
}

/// `st` with the constraint that the machine integers, integers and Booleans among
/// `vars`, the variables its path constrains, do not all take their values in `model`;
/// `None` if there are none.
fn without_model(mut st: State, vars: Vec<(u32, Sort)>, model: &Model) -> Option<State> {
    let mut same: Vec<_> = vars
        .into_iter()
        .filter_map(|(v, sort)| {
            let value = match (sort, model.values.get(&v)?) {
                (Sort::Bv64, ModelValue::Bits(b)) => Arc::new(Term::Bv64(*b)),
                (Sort::Int, ModelValue::Int(i)) => Term::int(i.clone()),
                (Sort::Bool, ModelValue::Bool(b)) => Arc::new(Term::Bool(*b)),
                _ => return None,
            };
            Some(Term::eq(Arc::new(Term::Var(v, sort)), value))
        })
        .collect();
    let all_same = match same.len() {
        0 => return None,
        1 => same.pop().expect("one"),
        _ => Term::app(Op::And, Sort::Bool, same),
    };
    st.constrain(Term::not(all_same));
    st.model = None;
    st.unchecked = true;
    Some(st)
}

/// How a search that ran out of states ended: exhausted, unless states were dropped
/// for memory.
pub(super) fn exhausted(stats: &Stats) -> StopReason {
    if stats.memory_drops > 0 {
        StopReason::MemoryLimit
    } else {
        StopReason::Exhausted
    }
}

/// Runs a state that has no symbolic inputs to its end, without a solver.
/// Returns `None` if it did not finish within `max_steps`, or by `deadline`.
pub fn run_concrete(
    machine: &Machine<'_>,
    st: &mut State,
    max_steps: u64,
    deadline: Option<Instant>,
) -> Result<Option<Outcome>> {
    run_concrete_within(machine, st, max_steps, deadline, &mut MemoryCeiling::new(None))
}

/// `run_concrete`, also `None` when the process's memory passes `memory`'s limit
/// (Note [Memory limit]), which then says so.
pub fn run_concrete_within(
    machine: &Machine<'_>,
    st: &mut State,
    max_steps: u64,
    deadline: Option<Instant>,
    memory: &mut MemoryCeiling,
) -> Result<Option<Outcome>> {
    // Every 4096 steps; a transition may stand for several steps (Note [Concrete
    // primitive calls] in `reduce::machine::fast`), so this is the next multiple.
    const CHECK_EVERY: u64 = 4096;
    let mut next_check = st.n_steps.next_multiple_of(CHECK_EVERY);
    let profile = profiling();
    while st.n_steps < max_steps {
        if st.n_steps >= next_check {
            next_check = (st.n_steps / CHECK_EVERY + 1) * CHECK_EVERY;
            crate::reduce::gc::maybe_collect(st);
            if deadline.is_some_and(|d| Instant::now() > d) || memory.reached() {
                return Ok(None);
            }
        }
        if profile {
            machine.profile_tick(st, 1);
        }
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
