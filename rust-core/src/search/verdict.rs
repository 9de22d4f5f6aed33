//! What a search established, in the words every front end uses: the command line's
//! last line and exit code, `--json`'s `outcome` field, and a check's report.
//!
//! A search that printed nothing must still say why: no result exists (every path was
//! explored), none was found within a named limit, or the engine gave up for a named
//! cause. Saying "none exist" is a claim about every input, so it is made only when
//! nothing was cut short, dropped or left undecided.

use super::{Config, Stats, StopReason};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// At least one validated result (an answer, a counterexample) was printed.
    Found,
    /// The search was exhausted: every path finished, none was cut short.
    NoneExist,
    /// None found, but the search was cut short: the limit that cut it.
    NoneWithin(String),
    /// None found, and some paths were dropped for a reason that is no limit the user
    /// can raise: the cause.
    GaveUp(String),
}

impl Verdict {
    /// The verdict of a search that ended with `stop` and `stats` under `config`, having
    /// found `found` results. `partial` names a reading under which an exhausted search
    /// still says nothing about all inputs (e.g. abstract refinements read as `True`).
    pub fn of_search(
        found: usize,
        stop: StopReason,
        stats: &Stats,
        config: &Config,
        partial: Option<&str>,
    ) -> Verdict {
        if found > 0 {
            return Verdict::Found;
        }
        let limit = match stop {
            StopReason::Timeout => format!("the time limit ({} s)", config.timeout.as_secs_f64()),
            StopReason::StateLimit => format!("the limit of {} waiting states", config.max_queued),
            StopReason::MemoryLimit => format!(
                "the memory limit ({} MB; {})",
                config.max_memory.unwrap_or(0) >> 20,
                config.limit_names.memory
            ),
            StopReason::OutOfMemory => format!(
                "the memory limit ({} MB; {})",
                config.memory_limit.unwrap_or(0) >> 20,
                config.limit_names.memory
            ),
            StopReason::Requested => "the time the caller gave it (it stopped the search)".to_string(),
            StopReason::Enough | StopReason::MaxOutputs => "the search's own stopping rule".to_string(),
            StopReason::Exhausted if stats.out_of_steps > 0 => format!(
                "the step limit ({} steps per path, reached by {} path(s); {})",
                config.max_steps, stats.out_of_steps, config.limit_names.steps
            ),
            StopReason::Exhausted if !stats.unexplored.is_empty() => {
                return Verdict::GaveUp(format!(
                    "not everything could be explored: {}",
                    stats.unexplored.join("; ")
                ))
            }
            StopReason::Exhausted if stats.solver_unknown > 0 => {
                return Verdict::GaveUp(format!(
                    "Z3 answered \"unknown\" on {} path(s) (nonlinear or otherwise undecidable constraints)",
                    stats.solver_unknown
                ))
            }
            StopReason::Exhausted => match partial {
                Some(reading) => reading.to_string(),
                None => return Verdict::NoneExist,
            },
        };
        // A limit hides nothing else that stopped paths: code the engine does not have
        // is named too, so raising the limit is not the only advice.
        let limit = if stats.unexplored.is_empty() {
            limit
        } else {
            format!("{limit}; not everything could be explored: {}", stats.unexplored.join("; "))
        };
        if stats.memory_drops > 0 && stop != StopReason::MemoryLimit {
            // Both cut the search: raising only the first would not make it complete.
            return Verdict::NoneWithin(format!(
                "{limit} and the memory limit ({} MB)",
                config.max_memory.unwrap_or(0) >> 20
            ));
        }
        Verdict::NoneWithin(limit)
    }

    /// The word of `--json`'s `outcome` field.
    pub fn word(&self) -> &'static str {
        match self {
            Verdict::Found => "found",
            Verdict::NoneExist => "none-exist",
            Verdict::NoneWithin(_) => "none-within-limit",
            Verdict::GaveUp(_) => "gave-up",
        }
    }

    /// What a check that found no counterexample states (the command line's line per
    /// function, the plugin's summary).
    pub fn no_counterexample(&self) -> String {
        match self {
            Verdict::Found => "counterexamples were found".to_string(),
            Verdict::NoneExist => format!("no counterexample exists ({})", self.detail()),
            Verdict::NoneWithin(limit) => format!("no counterexample within {limit}"),
            Verdict::GaveUp(cause) => format!("no counterexample found; gave up: {cause}"),
        }
    }

    /// The detail of a verdict without results: why none exist, the limit, the cause.
    pub fn detail(&self) -> &str {
        match self {
            Verdict::Found => "",
            Verdict::NoneExist => "every path was explored",
            Verdict::NoneWithin(limit) => limit,
            Verdict::GaveUp(cause) => cause,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::LimitNames;

    #[test]
    fn a_limit_is_named_as_the_front_end_raises_it() {
        let stats = Stats { out_of_steps: 2, ..Stats::default() };
        let named = |limit_names| {
            let config = Config { limit_names, ..Config::default() };
            match Verdict::of_search(0, StopReason::Exhausted, &stats, &config, None) {
                Verdict::NoneWithin(limit) => limit,
                other => panic!("{other:?}"),
            }
        };
        assert!(named(LimitNames::COMMAND_LINE).ends_with("reached by 2 path(s); raise --n)"));
        let query = named(LimitNames::QUERY);
        assert!(query.contains("raise limitSteps in the query's Limits"), "{query}");
        assert!(!query.contains("--n"), "{query}");
        let plugin = named(LimitNames::PLUGIN);
        assert!(plugin.contains("`g2 liquid FILE --n STEPS`"), "{plugin}");
    }
}
