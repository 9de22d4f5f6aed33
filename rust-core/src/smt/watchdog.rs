//! Time limits of solver checks: one thread for the process interrupts a check that runs
//! past its deadline (Note [Solver time limits]).

use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

// Note [Solver time limits]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// Every solver check has a time limit (`Config::solver_timeout_ms`, and never past the
// search's deadline). Z3's own `timeout` parameter implements it with a timer thread
// per check (Z3 4.8.12's `scoped_timer`): the check wakes the timer's thread when it
// starts, and when it ends, waits for that thread to notice by calling `sched_yield`
// in a loop. So each check costs two hand-overs between threads, and on a loaded
// machine (or with `--threads 2` on two cores, where the timers compete with the
// workers) the checking thread yields until the timer's thread gets a core. The
// intersect search of bench/run.py (5,400 checks on one thread) made 31,000 context
// switches with Z3's timeouts and 600 without, and used 9% less CPU without.
//
// So checks run without Z3's timeout, under this watchdog: `within` puts a check's
// deadline in a table before the check and takes it out after, which is a lock each
// time and nothing more; one thread for the whole process sleeps until the earliest
// deadline in the table and interrupts (`Z3_solver_interrupt`, through the caller's
// closure) a check still running then, which makes Z3 return `unknown`, as a timeout
// did. Only a deadline earlier than the thread's planned wake-up wakes it. While checks keep coming
// it wakes at least every `LINGER`, so a check's deadline, which is at least as late as
// the end of its own limit, is seldom earlier than the wake-up: the thread runs about
// once per deadline passed or per `LINGER`, not once per check. After a wake-up with
// nothing armed since the last one, it sleeps until the next check.
//
// If the thread cannot be spawned (`running` says no), each solver sets Z3's `timeout`
// parameter again, as before: slower, but no check outlives its limit or `--timeout`.

/// How long the watchdog sleeps, at most, with no check running while checks keep
/// coming. A check whose limit is shorter wakes it (one notification).
const LINGER: Duration = Duration::from_secs(1);

/// How often a check still running past its deadline is interrupted again (Note [An
/// interrupt can come too early]).
const REPEAT: Duration = Duration::from_millis(100);

// Note [An interrupt can come too early]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A check is armed before `Z3_solver_check` is called, and Z3 only hears an interrupt
// once the check has registered itself with its context: one that comes before (a
// check started with a few milliseconds left of the search's time, the watchdog awake
// at once) is lost, and the check runs to its end. Seen: `readMaybe :: String -> Maybe
// Double` on a symbolic string with `--timeout 10` ran for ten minutes in a check of 54
// floating-point multiplications (the z3 binary had not ended it after 120 s either).
// So a check still in the table after its deadline is interrupted again every `REPEAT`
// until it returns. An interrupt after a check ended (it returned as its deadline passed)
// must be harmless: it is of the solver, not of its context (Note [Interrupting the
// check, not the context] in `smt::solver`).

/// What the watchdog calls to stop a check that ran past its deadline. It must be safe
/// to call from another thread while the check runs, and harmless after it ended
/// (`Z3_solver_interrupt` on the check's solver is both; `Z3_interrupt` on its context
/// is not harmless: Note [Interrupting the check, not the context] in `smt::solver`).
pub type Interrupt = Arc<dyn Fn() + Send + Sync>;

struct Armed {
    id: u64,
    deadline: Instant,
    interrupt: Interrupt,
    /// When it was last interrupted.
    fired: Option<Instant>,
}

impl Armed {
    /// When the watchdog next has something to do for this check: its deadline, then
    /// every `REPEAT` (Note [An interrupt can come too early]).
    fn due(&self) -> Instant {
        self.fired.map_or(self.deadline, |at| at + REPEAT)
    }
}

#[derive(Default)]
struct Table {
    armed: Vec<Armed>,
    next_id: u64,
    /// When the watchdog's thread will wake next; `None`: only when notified.
    wake_at: Option<Instant>,
    /// A check was armed since the thread last woke.
    armed_since_wake: bool,
}

static TABLE: Mutex<Table> =
    Mutex::new(Table { armed: Vec::new(), next_id: 0, wake_at: None, armed_since_wake: false });
static WAKE: Condvar = Condvar::new();
static RUNNING: OnceLock<bool> = OnceLock::new();

fn lock() -> MutexGuard<'static, Table> {
    TABLE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts the watchdog's thread, once per process, and says whether it runs. Without it
/// the caller limits each check by Z3's own `timeout` parameter instead (slower, as the
/// Note says, but a check never outlives its limit).
pub fn running() -> bool {
    *RUNNING.get_or_init(|| {
        std::thread::Builder::new()
            .name("g2-solver-watchdog".into())
            .stack_size(64 * 1024)
            .spawn(watch)
            .is_ok()
    })
}

/// Runs `check`, and calls `interrupt` from the watchdog's thread if `check` is still
/// running `limit` from now. The caller has seen [`running`] say yes.
pub fn within<T>(limit: Duration, interrupt: &Interrupt, check: impl FnOnce() -> T) -> T {
    let deadline = Instant::now() + limit;
    let id = {
        let mut table = lock();
        let id = table.next_id;
        table.next_id += 1;
        table.armed.push(Armed { id, deadline, interrupt: interrupt.clone(), fired: None });
        table.armed_since_wake = true;
        if table.wake_at.is_none_or(|at| deadline < at) {
            WAKE.notify_one();
        }
        id
    };
    let _disarm = Disarm(id);
    check()
}

/// Takes a check out of the table when it ends (or unwinds).
struct Disarm(u64);

impl Drop for Disarm {
    fn drop(&mut self) {
        let mut table = lock();
        if let Some(i) = table.armed.iter().position(|a| a.id == self.0) {
            table.armed.swap_remove(i);
        }
    }
}

/// The watchdog's thread: interrupts the checks past their deadline, then sleeps until
/// the next deadline (Note [Solver time limits]).
fn watch() {
    let mut table = lock();
    loop {
        let now = Instant::now();
        // Called under the lock: a check is in the table until it has returned, so
        // its solver is alive.
        for a in table.armed.iter_mut().filter(|a| a.due() <= now) {
            (a.interrupt)();
            a.fired = Some(now);
        }
        let next = table.armed.iter().map(Armed::due).min();
        let until = next.or_else(|| table.armed_since_wake.then(|| now + LINGER));
        table.armed_since_wake = false;
        table.wake_at = until;
        table = match until {
            Some(at) => {
                WAKE.wait_timeout(table, at.saturating_duration_since(now))
                    .unwrap_or_else(|e| e.into_inner())
                    .0
            }
            None => WAKE.wait(table).unwrap_or_else(|e| e.into_inner()),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    fn counter() -> (Arc<AtomicU32>, Interrupt) {
        let n = Arc::new(AtomicU32::new(0));
        let m = n.clone();
        (
            n,
            Arc::new(move || {
                m.fetch_add(1, Ordering::SeqCst);
            }),
        )
    }

    #[test]
    fn a_check_past_its_limit_is_interrupted() {
        assert!(running());
        let (n, interrupt) = counter();
        let waited = within(Duration::from_millis(20), &interrupt, || {
            let start = Instant::now();
            while n.load(Ordering::SeqCst) == 0 && start.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(1));
            }
            std::thread::sleep(Duration::from_millis(50));
            start.elapsed()
        });
        assert!(n.load(Ordering::SeqCst) >= 1);
        assert!(waited < Duration::from_secs(5), "interrupted after {waited:?}");
    }

    /// A check that did not hear its interrupt (Note [An interrupt can come too early])
    /// is interrupted again, until it ends.
    #[test]
    fn a_check_that_goes_on_past_its_interrupt_is_interrupted_again() {
        assert!(running());
        let (n, interrupt) = counter();
        let waited = within(Duration::from_millis(20), &interrupt, || {
            let start = Instant::now();
            while n.load(Ordering::SeqCst) < 3 && start.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(1));
            }
            start.elapsed()
        });
        assert!(n.load(Ordering::SeqCst) >= 3);
        assert!(waited < Duration::from_secs(5), "three interrupts took {waited:?}");
        // And not after it ended.
        let after = n.load(Ordering::SeqCst);
        std::thread::sleep(3 * REPEAT);
        assert_eq!(n.load(Ordering::SeqCst), after);
    }

    #[test]
    fn a_check_within_its_limit_is_not_interrupted() {
        assert!(running());
        let (n, interrupt) = counter();
        for _ in 0..100 {
            within(Duration::from_millis(200), &interrupt, || {});
        }
        // Past every deadline: an interrupt for a check that ended would show now.
        std::thread::sleep(Duration::from_millis(400));
        assert_eq!(n.load(Ordering::SeqCst), 0);
    }
}
