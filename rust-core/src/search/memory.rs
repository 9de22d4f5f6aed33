//! The search's memory budget (`Config::max_memory`): what grows in a long search is
//! the queue of waiting states, so the budget bounds the queue. See Note [Memory budget].

use std::time::{Duration, Instant};

use super::scheduler::Scheduler;

// Note [Memory budget]
// ~~~~~~~~~~~~~~~~~~~~
// A wide search (a `g2 liquid` check, say) makes states faster than it finishes them,
// and each waiting state holds the parts of its heap and stack it does not share: the
// queue grew by about 300 MB/s. The guard reads the process's resident memory every
// `CHECK_EVERY`. When it is above seven eighths of the budget (the last eighth is for
// growth between two checks) and has grown since the guard last acted,
// the guard halves the number of states allowed to wait (never below `MIN_WAITING`) and
// drops the waiting states the scheduler would run last. From then on the queue is cut
// back to that bound whenever it reaches twice it.
//
// Dropping states makes the search incomplete: if it then runs out of states, the end
// is `StopReason::MemoryLimit` ("none within the memory limit"), never `Exhausted`
// ("none exist"). Results found among the states kept are as valid as any (each is
// replayed concretely). A single state that needs more than the budget (a long concrete
// run) is never cut: the budget bounds the queue, not a path.
//
// Resident memory stays high for a while after states are dropped (the allocator keeps
// freed pages for reuse), which is why the guard only acts again when it grew further.

/// How often the guard reads resident memory.
const CHECK_EVERY: Duration = Duration::from_millis(50);

/// The queue is never cut below this many waiting states.
pub const MIN_WAITING: usize = 64;

pub struct MemoryGuard {
    budget: Option<u64>,
    /// The states allowed to wait, once the budget was exceeded.
    bound: Option<usize>,
    /// Resident memory when the guard last lowered the bound.
    resident_at_cut: u64,
    last_check: Instant,
    /// States dropped to stay within the budget.
    pub dropped: u64,
}

impl MemoryGuard {
    /// A guard for a budget in bytes; `None` never drops anything.
    pub fn new(budget: Option<u64>) -> Self {
        MemoryGuard {
            budget,
            bound: None,
            resident_at_cut: 0,
            last_check: Instant::now(),
            dropped: 0,
        }
    }

    /// Called after states were added to `queues` (one, or one per worker of
    /// `search::parallel`): keeps the states waiting in all of them within the budget.
    pub fn after_push(&mut self, queues: &mut [&mut Scheduler]) {
        let Some(budget) = self.budget else { return };
        let waiting: usize = queues.iter().map(|q| q.len()).sum();
        if self.last_check.elapsed() >= CHECK_EVERY {
            self.last_check = Instant::now();
            let threshold = budget - budget / 8;
            let over = resident_bytes().filter(|&r| r > threshold && r > self.resident_at_cut);
            if let (Some(resident), true) = (over, waiting > MIN_WAITING) {
                self.resident_at_cut = resident;
                let bound = (waiting / 2).max(MIN_WAITING);
                self.bound = Some(bound);
                self.cut(queues, waiting, bound);
                return;
            }
        }
        // Cut back in batches, so that cutting costs little per state added.
        if let Some(bound) = self.bound.filter(|&b| waiting > 2 * b) {
            self.cut(queues, waiting, bound);
        }
    }

    /// Keeps at most `bound` of the `waiting` states, each queue its share in
    /// proportion to its length: the states it would run first.
    fn cut(&mut self, queues: &mut [&mut Scheduler], waiting: usize, bound: usize) {
        for queue in queues.iter_mut() {
            let keep = queue.len() * bound / waiting;
            self.dropped += queue.truncate(keep) as u64;
        }
    }
}

// Note [Memory limit]
// ~~~~~~~~~~~~~~~~~~~
// Dropping waiting states bounds a wide search, not a long path: one concrete run that
// keeps a growing structure live (`let xs = [1 ..] in length (take n xs) + sum (take n
// xs)`) grew by 160 MB a second past any `--max-memory`, and with a long time limit it
// would take the machine's memory, or, in G2Q, the memory of the user's program. So a
// search also has a hard limit, `Config::memory_limit`: past it the search stops
// (`StopReason::OutOfMemory`: none within the memory limit), in the search loop
// (`explore::Limits::tick`) once the guard has no more waiting states to drop (at most
// `MIN_WAITING` wait, or the search has no budget of waiting states) or `GRACE` after
// the limit was passed (the guard drops states after splits; states that only run do
// not split), and in a run without inputs (`run_concrete_within`) at once.
// The command line's is `--max-memory` when given, else `DEFAULT_MEMORY_LIMIT_MB`, far
// above the default budget of waiting states so that long concrete runs keep working;
// a G2Q query's, and a check's inside GHC, is the process's memory when it starts plus
// `EMBEDDED_MEMORY_GROWTH` (`embedded_memory_limit`): the host's own memory is not the
// search's.
// Resident memory is read at most every `CHECK_EVERY`, so a run may pass the limit by
// what it allocates in that time.

/// What a search inside another program (a G2Q query in the user's program, a check in
/// GHC) may add to the process's resident memory (Note [Memory limit]).
pub const EMBEDDED_MEMORY_GROWTH: u64 = 4 << 30;

/// A `Config::memory_limit` for a search inside another program: the process's memory
/// now plus `EMBEDDED_MEMORY_GROWTH`.
pub fn embedded_memory_limit() -> Option<u64> {
    resident_bytes().map(|r| r + EMBEDDED_MEMORY_GROWTH)
}

/// How long the search may stay past its memory limit while waiting states remain to be
/// dropped: the guard drops them after splits, and a search whose states run without
/// splitting must stop all the same.
pub const GRACE: Duration = Duration::from_secs(1);

/// The hard limit of a search's memory (Note [Memory limit]).
pub struct MemoryCeiling {
    limit: Option<u64>,
    last_check: Instant,
    /// When the limit was first seen passed.
    reached_at: Option<Instant>,
}

impl MemoryCeiling {
    /// A ceiling at `limit` bytes of resident memory; `None` has none.
    pub fn new(limit: Option<u64>) -> Self {
        MemoryCeiling { limit, last_check: Instant::now(), reached_at: None }
    }

    /// Whether the process's resident memory passed the limit: read at most every
    /// `CHECK_EVERY`, and once passed, it stays passed.
    pub fn reached(&mut self) -> bool {
        let Some(limit) = self.limit else { return false };
        if self.reached_at.is_none() && self.last_check.elapsed() >= CHECK_EVERY {
            self.last_check = Instant::now();
            if resident_bytes().is_some_and(|r| r > limit) {
                self.reached_at = Some(self.last_check);
            }
        }
        self.passed()
    }

    /// Whether the limit was seen passed, without reading the memory again.
    pub fn passed(&self) -> bool {
        self.reached_at.is_some()
    }

    /// Whether the limit was passed at least `GRACE` ago.
    pub fn passed_for_grace(&self) -> bool {
        self.reached_at.is_some_and(|at| at.elapsed() >= GRACE)
    }
}

/// The process's resident memory in bytes (Linux: `VmRSS` of `/proc/self/status`);
/// `None` where it cannot be read, and the budget is then not enforced.
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::{Control, State};
    use crate::search::Order;

    fn queue_of(n: u64) -> Scheduler {
        let mut queue = Scheduler::new(Order::Fair);
        for i in 0..n {
            let mut st = State::new(Control::Enter(0));
            st.n_steps = i;
            queue.push(st);
        }
        queue
    }

    #[test]
    fn over_budget_halves_the_queue_keeping_the_states_that_run_first() {
        let mut queue = queue_of(300);
        let mut guard = MemoryGuard::new(Some(1));
        guard.last_check -= CHECK_EVERY;
        guard.after_push(&mut [&mut queue]);
        assert_eq!((queue.len(), guard.dropped), (150, 150));
        // In creation order (`Order::Fair`): the first 150 states remain.
        let kept: Vec<u64> = std::iter::from_fn(|| queue.pop()).map(|s| s.n_steps).collect();
        assert_eq!(kept, (0..150).collect::<Vec<_>>());
    }

    #[test]
    fn no_budget_drops_nothing_and_the_bound_never_goes_below_the_minimum() {
        let mut queue = queue_of(300);
        let mut guard = MemoryGuard::new(None);
        guard.last_check -= CHECK_EVERY;
        guard.after_push(&mut [&mut queue]);
        assert_eq!((queue.len(), guard.dropped), (300, 0));
        let mut queue = queue_of(MIN_WAITING as u64 + 10);
        let mut guard = MemoryGuard::new(Some(1));
        guard.last_check -= CHECK_EVERY;
        guard.after_push(&mut [&mut queue]);
        assert_eq!(queue.len(), MIN_WAITING);
    }

    /// Several queues (a worker's each) are cut as one: half of all the states wait on,
    /// each queue keeping its share, the states it runs first.
    #[test]
    fn queues_are_cut_together_each_by_its_share() {
        let (mut a, mut b) = (queue_of(300), queue_of(100));
        let mut guard = MemoryGuard::new(Some(1));
        guard.last_check -= CHECK_EVERY;
        guard.after_push(&mut [&mut a, &mut b]);
        assert_eq!((a.len(), b.len(), guard.dropped), (150, 50, 200));
        let kept: Vec<u64> = std::iter::from_fn(|| b.pop()).map(|s| s.n_steps).collect();
        assert_eq!(kept, (0..50).collect::<Vec<_>>());
    }
}
