//! The search driver and its policies: what a search is looking for.
//!
//! [`drive`] explores a query's run, replays every finished path the policy wants
//! concretely ([`validate`], within [`replay_steps`]), and hands the confirmed ones to
//! the policy, which says whether each is a result and when it has enough. Every end
//! is a [`StopReason`]. The policies: [`AllResults`] and [`Violations`] (`g2 FILE f`,
//! results yielded as they are confirmed), the first answer of a G2Q query
//! (`g2q::solve`), and minimally abstract counterexamples (`search::check`).

use std::time::Instant;

use super::explore::{
    crashed_in_assumption, explore, is_dropped, run_concrete_within, Accept, Config, Finished,
    Limits, Progress, Stats, StopReason,
};
use super::memory::MemoryCeiling;
use super::query::{start_replay, validate, validated, Query, Run, Validated};
use crate::error::Result;
use crate::reduce::{Machine, Outcome};
use crate::smt::Model;

/// What a policy says about a finished path before its replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Replay it, and judge it if the replay confirms it.
    Replay,
    /// Not a result: no replay.
    Skip,
    /// Enough: stop the search now (`StopReason::Enough`).
    Stop,
}

/// What a search is looking for.
pub trait Policy {
    /// Looks at a finished path before it is replayed. By default every path is.
    fn screen(&mut self, _finished: &Finished) -> Screen {
        Screen::Replay
    }

    /// Judges a path its concrete replay confirmed: a result (`Accept::Yes`, which
    /// counts toward `Config::max_outputs`), not one, or enough (`Accept::Stop`).
    fn accept(&mut self, finished: &Finished, confirmed: Validated) -> Result<Accept>;
}

/// How a driven search ended.
#[derive(Clone, Debug)]
pub struct Ended {
    pub stop: StopReason,
    pub stats: Stats,
    /// Paths the policy wanted whose concrete replay did not confirm them (it ran out of
    /// steps, or disagreed: an engine bug). They are never results.
    pub unconfirmed: usize,
}

/// The steps a concrete replay of a finished path may take: four times a symbolic
/// path's budget, since a replay also evaluates what the symbolic run left unforced.
pub fn replay_steps(config: &Config) -> u64 {
    config.max_steps.saturating_mul(4)
}

/// How long past the search's deadline (or past the moment it is handed over, when
/// that is later) the replay of a finished path may run. A path can finish just before
/// the deadline, or just after it when the solver overran its limit on another path
/// (Z3 answers an interrupt late in some phases: a second, seen); dropping a result in
/// hand for want of a concrete replay of milliseconds left the run silent. A twentieth
/// of the time limit, between 50 ms and 1 s.
fn replay_grace(config: &Config) -> std::time::Duration {
    (config.timeout / 20)
        .clamp(std::time::Duration::from_millis(50), std::time::Duration::from_secs(1))
}

/// What the search could not use: paths whose concrete replay did not confirm them.
pub fn unconfirmed_paths(n: usize) -> String {
    format!("{n} path(s) whose concrete replay did not confirm them (it ran out of steps, or disagreed)")
}

/// Searches from `run`'s initial state with `policy`.
pub fn drive(
    machine: &Machine<'_>,
    query: &Query,
    run: &Run,
    config: &Config,
    progress: Option<&mut Progress<'_>>,
    policy: &mut impl Policy,
) -> Result<Ended> {
    let mut unconfirmed = 0usize;
    // Replays count toward the time limit too: one cut short by it stops the search.
    let deadline = Instant::now() + config.timeout;
    if let Some(ended) = run_without_inputs(machine, query, run, config, deadline, policy)? {
        return Ok(ended);
    }
    let (stop, mut stats) = explore(machine, config, run.state.clone(), progress, |finished| {
        match policy.screen(&finished) {
            Screen::Replay => {}
            Screen::Skip => return Ok(Accept::No),
            Screen::Stop => return Ok(Accept::Stop),
        }
        let replay_deadline = deadline.max(Instant::now()) + replay_grace(config);
        match validate(machine, query, run, &finished, replay_steps(config), Some(replay_deadline))?
        {
            Some(confirmed) => policy.accept(&finished, confirmed),
            None if Instant::now() > replay_deadline => Ok(Accept::OutOfTime),
            None => {
                unconfirmed += 1;
                Ok(Accept::No)
            }
        }
    })?;
    for why in machine.unexplored_inputs() {
        stats.note_unexplored(why);
    }
    if unconfirmed > 0 {
        stats.note_unexplored(unconfirmed_paths(unconfirmed));
    }
    Ok(Ended { stop, stats, unconfirmed })
}

// Note [Runs without inputs]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A run with no symbolic inputs, on a machine that cannot split without them (no
// contracts, no caller-held inputs, no generators or `choose`:
// `Machine::runs_one_path_without_inputs`), is one path, and nothing symbolic ever
// enters it. Exploring it and then replaying it would be the same concrete reduction
// twice (about half of a concrete benchmark's time went to the replay). So it runs
// once, concretely, as its own replay, under the exploration's step limit and deadline;
// its path is judged as exploration and replay would judge it. If that run fails in a
// way exploration treats specially (an error, e.g. a construct the machine cannot
// run, or a split it did not expect), the search runs as usual instead.

/// The search of a run without symbolic inputs (Note [Runs without inputs]), or None
/// when the run is not one or its concrete run failed.
fn run_without_inputs(
    machine: &Machine<'_>,
    query: &Query,
    run: &Run,
    config: &Config,
    deadline: Instant,
    policy: &mut impl Policy,
) -> Result<Option<Ended>> {
    if !run.inputs.is_empty() || !machine.runs_one_path_without_inputs() {
        return Ok(None);
    }
    let Ok(mut concrete) = start_replay(machine, query, Some(&[]), None) else { return Ok(None) };
    let mut memory = MemoryCeiling::new(config.memory_limit);
    let ran = run_concrete_within(
        machine,
        &mut concrete.state,
        config.max_steps,
        Some(deadline),
        &mut memory,
    );
    // Not past the budget (Note [Steps past a budget] in `reduce::machine::fast`).
    let steps = concrete.state.n_steps.min(config.max_steps);
    let mut stats = Stats { steps, states: 1, ..Stats::default() };
    let ended = |stop, stats| Ok(Some(Ended { stop, stats, unconfirmed: 0 }));
    let outcome = match ran {
        Ok(Some(outcome)) => outcome,
        Ok(None) if memory.passed() => return ended(StopReason::OutOfMemory, stats),
        Ok(None) if Instant::now() > deadline => return ended(StopReason::Timeout, stats),
        Ok(None) => {
            stats.out_of_steps = 1;
            return ended(StopReason::Exhausted, stats);
        }
        Err(_) => return Ok(None),
    };
    if is_dropped(&outcome, &concrete.state) {
        stats.assume_crashes = u64::from(crashed_in_assumption(&outcome, &concrete.state));
        stats.pruned = 1;
        return ended(StopReason::Exhausted, stats);
    }
    stats.finished = 1;
    let finished = Finished {
        state: concrete.state.clone(),
        outcome: outcome.clone(),
        model: Model::default(),
    };
    let accept = match policy.screen(&finished) {
        Screen::Skip => Accept::No,
        Screen::Stop => Accept::Stop,
        Screen::Replay => {
            let confirmed = validated(machine, Vec::new(), concrete, outcome);
            policy.accept(&finished, confirmed)?
        }
    };
    let stop = Limits::new(config).accept(config, accept).unwrap_or(StopReason::Exhausted);
    ended(stop, stats)
}

/// Every confirmed path is a result, handed to the closure as it is confirmed; the
/// closure may still turn it down (`Ok(false)`: it repeats an earlier result).
pub struct AllResults<F>(pub F);

impl<F: FnMut(&Finished, Validated) -> Result<bool>> Policy for AllResults<F> {
    fn accept(&mut self, finished: &Finished, confirmed: Validated) -> Result<Accept> {
        Ok(if (self.0)(finished, confirmed)? { Accept::Yes } else { Accept::No })
    }
}

/// The confirmed paths that fail the query's assertion or crash are the results, handed
/// to the closure as they are confirmed (which may turn one down, as for
/// [`AllResults`]).
pub struct Violations<F>(pub F);

impl<F: FnMut(&Finished, Validated) -> Result<bool>> Policy for Violations<F> {
    fn accept(&mut self, finished: &Finished, confirmed: Validated) -> Result<Accept> {
        let crashed = matches!(finished.outcome, Outcome::Crash(_));
        if !(confirmed.assert_failed || crashed) {
            return Ok(Accept::No);
        }
        Ok(if (self.0)(finished, confirmed)? { Accept::Yes } else { Accept::No })
    }
}
