//! Solvers kept for reuse by later searches of the same process: Note [Reused solvers].

use std::ops::{Deref, DerefMut};
use std::sync::Mutex;

use super::Solver;
use crate::error::Result;

// Note [Reused solvers]
// ~~~~~~~~~~~~~~~~~~~~~
// Making a Z3 context and deleting it cost about 6 and 1-5 ms here, more than the whole
// solving of a small G2Q query (8-queens, one check: 8 ms), and a program that asks
// queries asks many. So a search that allows it (`Config::reuse_solvers`, set by G2Q)
// takes a solver left by an earlier search of the process, and leaves its own for a
// later one: at most one per core is kept, since no more searches run at once (Note
// [Query slots] in `g2q::session`). A reused solver is recycled first
// (`Solver::recycle`: a new Z3 solver in the same context, nothing asserted), so a
// search sees no constraint of another.
//
// What a context keeps is its terms: a context made by `Z3_mk_context` holds every
// term made in it until it is deleted, so a solver that has translated more than
// `WORN_OUT` terms is deleted instead of kept, and the memory of the terms it made goes
// with it. The command line does not reuse solvers: a context's history may change
// which model Z3 picks (term ids order its internal tables), and the command line's
// printed counterexamples are the same from run to run whatever ran before them in
// the process. A G2Q answer is any validated solution.
const WORN_OUT: u64 = 200_000;

static KEPT: Mutex<Vec<Solver>> = Mutex::new(Vec::new());

/// A solver for one search, handed back for reuse when dropped if `reuse` was asked.
pub struct Pooled {
    solver: Option<Solver>,
    reuse: bool,
}

/// A solver with a check timeout of `timeout_ms`: a kept one if `reuse` and one is
/// there, else a new one.
pub fn take(timeout_ms: u32, reuse: bool) -> Result<Pooled> {
    let kept = if reuse { lock().pop() } else { None };
    let solver = match kept {
        Some(mut solver) => match solver.recycle(timeout_ms) {
            Ok(()) => solver,
            Err(_) => Solver::new(timeout_ms)?,
        },
        None => Solver::new(timeout_ms)?,
    };
    Ok(Pooled { solver: Some(solver), reuse })
}

fn lock() -> std::sync::MutexGuard<'static, Vec<Solver>> {
    KEPT.lock().unwrap_or_else(|e| e.into_inner())
}

impl Deref for Pooled {
    type Target = Solver;
    fn deref(&self) -> &Solver {
        self.solver.as_ref().expect("a solver until dropped")
    }
}

impl DerefMut for Pooled {
    fn deref_mut(&mut self) -> &mut Solver {
        self.solver.as_mut().expect("a solver until dropped")
    }
}

impl Drop for Pooled {
    fn drop(&mut self) {
        let Some(solver) = self.solver.take() else { return };
        if !self.reuse || solver.n_translated() > WORN_OUT {
            return;
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let spare = {
            let mut kept = lock();
            if kept.len() < cores {
                kept.push(solver);
                None
            } else {
                Some(solver)
            }
        };
        // Deleted outside the lock: deleting a context takes milliseconds.
        drop(spare);
    }
}
