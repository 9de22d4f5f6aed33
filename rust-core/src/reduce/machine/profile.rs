//! Where a run spends its transitions, by top-level binding: a sampling profile for
//! whoever makes concrete runs faster (Note [Profiles]).

// Note [Profiles]
// ~~~~~~~~~~~~~~~
// With `G2_PROFILE=1` in the environment, `g2` samples one transition in 1,024 and
// charges it to the top-level binding whose code runs: the owner of the expression
// under evaluation, or of the thunk being entered, or, when a value returns, of the
// nearest case waiting for it. When `g2` ends, the bindings with the most
// samples are printed to stderr with their share. Copies made by the simplifier are
// bindings of their own (`map{spec 3}`), so the profile says which specialisation runs.
// Without the variable the search pays one test of a flag per 1,024 transitions.

use std::sync::{Mutex, OnceLock};

use rustc_hash::FxHashMap;

use super::Machine;
use crate::ir::ExprId;
use crate::reduce::state::{Control, Frame, State};
use crate::reduce::value::HeapObj;

/// One sample per this many transitions.
pub const PROFILE_EVERY: u64 = 1024;

/// How often a search with many states calls `profile_tick`: every this many
/// transitions (a run without inputs calls it at each one).
pub const TICK_EVERY: u64 = 64;

/// Whether `G2_PROFILE` is set (read once).
pub fn profiling() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("G2_PROFILE").is_some_and(|v| v != "0"))
}

/// Samples by binding (qualified name), from every machine of the process.
static SAMPLES: Mutex<Option<FxHashMap<String, u64>>> = Mutex::new(None);

impl<'p> Machine<'p> {
    /// Called by a search every `every` transitions; samples every `PROFILE_EVERY`.
    pub fn profile_tick(&self, st: &State, every: u64) {
        thread_local!(static TRANSITIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) });
        let before = TRANSITIONS.with(|t| t.replace(t.get() + every));
        if (before + every) / PROFILE_EVERY > before / PROFILE_EVERY {
            self.profile_sample(st);
        }
    }

    /// Charges one sample to the binding whose code `st` runs.
    fn profile_sample(&self, st: &State) {
        let owner = match self.running_code(st).and_then(|e| self.owner(e)) {
            Some(g) => self.program.names.qualified(g),
            None => "(no binding: entry code, engine-built applications)".into(),
        };
        let mut samples = SAMPLES.lock().unwrap_or_else(|e| e.into_inner());
        *samples.get_or_insert_with(Default::default).entry(owner).or_default() += 1;
    }

    fn running_code(&self, st: &State) -> Option<ExprId> {
        match &st.control {
            Control::Eval(e, _) => Some(*e),
            Control::Enter(a) => match st.heap.get(*a) {
                HeapObj::Thunk { expr, .. } => Some(*expr),
                _ => None,
            },
            Control::Return(_) => st.stack.iter().rev().find_map(|f| match f {
                Frame::Case { alts, .. } => self.program[*alts].first().map(|alt| alt.rhs),
                _ => None,
            }),
        }
    }
}

/// The profile so far, the bindings with the most samples first, as lines for stderr.
pub fn report(top: usize) -> String {
    let samples = SAMPLES.lock().unwrap_or_else(|e| e.into_inner());
    let Some(samples) = samples.as_ref() else { return String::new() };
    let total: u64 = samples.values().sum();
    let mut rows: Vec<_> = samples.iter().collect();
    rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let mut out = format!("profile: {total} samples\n");
    for (owner, n) in rows.into_iter().take(top) {
        out += &format!("{:6.2}%  {owner}\n", *n as f64 * 100.0 / total.max(1) as f64);
    }
    out
}
