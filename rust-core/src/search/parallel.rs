//! The search on several threads (`--threads`): a worker per thread, each with its own
//! solver and its own queue, taking from another's queue when that one holds a state
//! the order runs first (Note [A queue per worker]). Results go back to the caller's
//! thread, which also enforces the limits.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering::SeqCst};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;

use super::explore::{
    accept_with_further_inputs, exhausted, Accept, Config, Finished, Limits, Progress, Slice,
    Stats, StopReason, Worker,
};
use super::memory::MemoryGuard;
use super::scheduler::Scheduler;
use crate::error::Result;
use crate::reduce::{Machine, State};

// Note [A queue per worker]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// The workers shared one queue, so a state's children ran on whichever thread came
// next. But a child shares its heap's pages with its siblings and parent (Note [The
// heap's pages] in `reduce::env`), and after a split it goes on evaluating thunks its
// parent allocated: its writes copy most of the pages it shares, and copying a page
// clones every cell, an atomic increment on the reference counts of what the cell
// points to. Those counts are shared with the siblings, which the other thread ran as
// often as not, and their cache lines moved between the cores on each increment. On
// peano multiply (17k states, no solver calls), two threads used 23-60% more CPU than
// one: 1.56x faster at best (bench/run.py, medians of 3), and 1.2x on a bad run.
//
// So each worker has a queue of its own, in the search's order, where the states it
// ran put their successors. It runs the first of its own queue unless another queue's
// first state has a smaller primary key (the order's key without its tie-break), or
// its own is empty; then it takes that one. A lineage stays on one thread, and the
// threads only meet where one took from the other. The order holds as before up to the
// states running: every worker runs a state of the smallest key there is, so every
// state of a smaller key still runs before any of a larger one, and the argument for
// fairness (Note [Depth-first among equals] in `scheduler`) holds queue by queue. An
// exhausted search is the same set of paths in any order.
//
// One more count was written by both threads on most steps: the empty field list that
// every nullary constructor's value shares (`value::no_addrs`, and `rtype`'s empty
// argument list). It is now one per thread.
//
// Measured on bench/run.py's searches to exhaustion, interleaved, medians of 5 (search
// seconds, 1 thread / 2 threads): peano multiply 3.15 / 2.02 s (4.0 s of CPU on two
// threads) before, 3.45 / 1.87 s (3.7 s of CPU) after; intersect commutes, whose time
// is mostly Z3's, 2.45 / 1.48 s before, 2.46 / 1.28 s after. The one-thread run of
// peano moved between 3.1 and 3.5 s with the build's code layout alone: builds that
// differ in code that run does not reach (this module) differed by as much.

/// The queues of the workers, and what they tell each other.
struct Queues {
    queues: Vec<Lane>,
    /// States queued or running: the search is over when none are left. A worker adds
    /// a state's successors before it takes away the state, so this never reaches 0
    /// while a state exists.
    pending: AtomicUsize,
    /// Workers waiting for a state.
    idle: AtomicUsize,
    stop: AtomicBool,
    /// Taken by a worker going to wait and by one waking it, so no wake-up is lost.
    waiting: Mutex<()>,
    wake: Condvar,
}

/// One worker's queue. Aligned so that two lanes' atomics never share a cache line.
#[repr(align(128))]
struct Lane {
    queue: Mutex<Scheduler>,
    /// The primary key of the queue's first state, `u32::MAX` when it is empty: read
    /// by the other workers without the lock.
    first: AtomicU32,
    len: AtomicUsize,
}

const EMPTY: u32 = u32::MAX;

/// How often the caller's thread checks the limits and the memory budget.
const CHECK_EVERY: Duration = Duration::from_millis(100);

impl Lane {
    fn new(queue: Scheduler) -> Self {
        Lane { queue: Mutex::new(queue), first: AtomicU32::new(EMPTY), len: AtomicUsize::new(0) }
    }

    fn lock(&self) -> MutexGuard<'_, Scheduler> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Publishes what the queue now holds (called with its lock held).
    fn publish(&self, queue: &Scheduler) {
        self.first.store(queue.next_key().unwrap_or(EMPTY), SeqCst);
        self.len.store(queue.len(), SeqCst);
    }

    fn pop(&self) -> Option<State> {
        let mut q = self.lock();
        let st = q.pop();
        self.publish(&q);
        st
    }
}

impl Queues {
    fn new(config: &Config, workers: usize, initial: State) -> Self {
        let queues: Vec<Lane> =
            (0..workers).map(|_| Lane::new(Scheduler::new(config.order))).collect();
        {
            let mut q = queues[0].lock();
            q.push(initial);
            queues[0].publish(&q);
        }
        Queues {
            queues,
            pending: AtomicUsize::new(1),
            idle: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
            waiting: Mutex::new(()),
            wake: Condvar::new(),
        }
    }

    /// Cuts the queues back to the memory budget. The states dropped leave the count
    /// of pending ones, or the search would wait for them forever.
    fn keep_within(&self, memory: &mut MemoryGuard) {
        // Lanes are locked in order; a worker holds one lane's lock at a time.
        let mut locked: Vec<_> = self.queues.iter().map(Lane::lock).collect();
        let before = memory.dropped;
        memory.after_push(&mut locked.iter_mut().map(|q| &mut **q).collect::<Vec<_>>());
        for (lane, q) in self.queues.iter().zip(&locked) {
            lane.publish(q);
        }
        drop(locked);
        let dropped = (memory.dropped - before) as usize;
        if dropped > 0 && self.pending.fetch_sub(dropped, SeqCst) == dropped {
            self.wake_all();
        }
    }

    fn queued(&self) -> usize {
        self.queues.iter().map(|l| l.len.load(SeqCst)).sum()
    }

    /// Puts what worker `me`'s last quantum left into its queue.
    fn put(&self, me: usize, slice: Slice) {
        let lane = &self.queues[me];
        // The successors are counted before the state they replace is taken away, and
        // while the lane is locked: the memory guard (`keep_within`) may drop them as
        // soon as the lock is released, and takes them off the count then.
        let mut q = lane.lock();
        let added = match slice {
            Slice::Requeue(st) => {
                q.push(st);
                1
            }
            Slice::Split(children) => {
                let n = children.len();
                q.push_split(children);
                n
            }
            Slice::Finished(_) | Slice::Dropped => 0,
        };
        lane.publish(&q);
        // One write of the count both workers share: the successors less the state.
        let over = match added {
            0 => self.pending.fetch_sub(1, SeqCst) == 1,
            n => {
                self.pending.fetch_add(n - 1, SeqCst);
                false
            }
        };
        drop(q);
        // Wake a waiting worker when there is a state for it besides the one this
        // worker takes next, or when the search is over.
        if self.idle.load(SeqCst) > 0 && (over || lane.len.load(SeqCst) > 1) {
            self.wake_all();
        }
    }

    fn wake_all(&self) {
        let _g = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
        self.wake.notify_all();
    }

    fn halt(&self) {
        self.stop.store(true, SeqCst);
        self.wake_all();
    }

    /// The state worker `me` runs next: the first of its queue, or of another queue
    /// whose first state has a smaller key. `None` when the search is over or stopped.
    fn take(&self, me: usize) -> Option<State> {
        loop {
            if self.stop.load(SeqCst) || self.pending.load(SeqCst) == 0 {
                return None;
            }
            if let Some(st) = self.pop_first(me) {
                return Some(st);
            }
            let g = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
            self.idle.fetch_add(1, SeqCst);
            // Checked after counting itself idle: a worker that queued a state since
            // either is seen here or sees this one waiting (both sequentially
            // consistent), and then wakes it under the same lock.
            if self.queued() == 0 && !self.stop.load(SeqCst) && self.pending.load(SeqCst) > 0 {
                // The timeout only bounds a wake-up lost to a bug.
                drop(self.wake.wait_timeout(g, Duration::from_millis(50)));
            }
            self.idle.fetch_sub(1, SeqCst);
        }
    }

    fn pop_first(&self, me: usize) -> Option<State> {
        let own = self.queues[me].first.load(SeqCst);
        let other = (0..self.queues.len())
            .filter(|&i| i != me)
            .map(|i| (self.queues[i].first.load(SeqCst), i))
            .min();
        match other {
            Some((key, i)) if key < own => self.queues[i].pop().or_else(|| self.queues[me].pop()),
            _ if own != EMPTY => self.queues[me].pop(),
            _ => None,
        }
    }
}

pub(super) fn parallel(
    machine: &Machine<'_>,
    config: &Config,
    initial: State,
    mut progress: Option<&mut Progress<'_>>,
    mut on_result: impl FnMut(Finished) -> Result<Accept>,
) -> Result<(StopReason, Stats)> {
    let queues = Queues::new(config, config.threads, initial);
    let (tx, rx) = crossbeam_channel::unbounded::<Result<Finished>>();
    let mut limits = Limits::new(config);
    let mut total = Stats { states: 1, ..Stats::default() };
    let mut memory = MemoryGuard::new(config.max_memory);
    let mut reason = StopReason::Exhausted;
    let mut failure = None;
    // The caller's thread asks accepted paths for further inputs with a solver of its
    // own (Note [Further inputs of a path] in `search::explore`).
    let mut own = match config.further_inputs && config.max_outputs.is_some() {
        true => Some(Worker::new(machine, config.clone())?),
        false => None,
    };

    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..config.threads)
            .map(|me| {
                let tx = tx.clone();
                let queues = &queues;
                scope.spawn(move || -> Stats {
                    let mut worker = match Worker::new(machine, config.clone()) {
                        Ok(w) => w,
                        Err(e) => {
                            let _ = tx.send(Err(e));
                            queues.halt();
                            return Stats::default();
                        }
                    };
                    while let Some(st) = queues.take(me) {
                        match worker.run_quantum(st) {
                            Ok(Slice::Finished(f)) => {
                                let _ = tx.send(Ok(f));
                                queues.put(me, Slice::Dropped);
                            }
                            Ok(slice) => queues.put(me, slice),
                            // The caller's thread sees the error; every worker stops.
                            Err(e) => {
                                let _ = tx.send(Err(e));
                                queues.halt();
                            }
                        }
                    }
                    worker.stats
                })
            })
            .collect();
        drop(tx);
        // Results arrive here until every worker has exited and dropped its sender; the
        // limits are checked every `CHECK_EVERY` whether results arrive or not.
        let mut next_check = Instant::now() + CHECK_EVERY;
        loop {
            match rx.recv_deadline(next_check) {
                Ok(Ok(f)) if failure.is_none() && !queues.stop.load(SeqCst) => {
                    let worker = own.as_mut();
                    match accept_with_further_inputs(worker, config, &mut limits, f, &mut on_result)
                    {
                        Ok(Some(s)) => {
                            reason = s;
                            queues.halt();
                        }
                        Ok(None) => {}
                        Err(e) => {
                            failure = Some(e);
                            queues.halt();
                        }
                    }
                }
                Ok(Ok(_)) | Err(RecvTimeoutError::Timeout) => {}
                Ok(Err(e)) => {
                    failure.get_or_insert(e);
                    queues.halt();
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if Instant::now() < next_check {
                continue;
            }
            next_check = Instant::now() + CHECK_EVERY;
            queues.keep_within(&mut memory);
            let queued = queues.queued();
            let limit = (queued > config.max_queued).then_some(StopReason::StateLimit);
            if let Some(s) = limit.or_else(|| limits.tick(config, &mut progress, &total, queued)) {
                reason = s;
                queues.halt();
            }
        }
        for h in handles {
            if let Ok(stats) = h.join() {
                total.add(&stats);
            }
        }
    });
    if let Some(own) = own {
        total.add(&own.stats);
    }
    total.memory_drops = memory.dropped;
    if reason == StopReason::Exhausted {
        reason = exhausted(&total);
    }
    match failure {
        Some(e) => Err(e),
        None => Ok((reason, total)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::Control;
    use crate::search::scheduler::{Order, STEPS_PER_SIZE};

    /// A state whose key in `Order::Smallest` is `key`, told apart by `tag` steps.
    fn keyed(key: u64, tag: u64) -> State {
        let mut st = State::new(Control::Enter(0));
        st.n_steps = key * STEPS_PER_SIZE + tag;
        st
    }

    fn queues(initial: State) -> Queues {
        let config = Config { order: Order::Smallest, ..Config::default() };
        Queues::new(&config, 2, initial)
    }

    /// A worker runs its own queue's states, and another's only when that one holds a
    /// state of a smaller key or its own is empty: a lineage stays with its worker.
    #[test]
    fn a_worker_takes_from_another_queue_only_for_a_smaller_key() {
        let q = queues(keyed(0, 0));
        // Worker 1's queue is empty: it takes the initial state from worker 0's.
        let first = q.take(1).expect("the initial state");
        assert_eq!(first.n_steps, 0);
        q.put(1, Slice::Split(vec![keyed(1, 1), keyed(1, 2)]));
        // Worker 0 has nothing: it takes worker 1's first state (round-robin: the oldest).
        assert_eq!(q.take(0).map(|s| s.n_steps), Some(STEPS_PER_SIZE + 1));
        q.put(0, Slice::Split(vec![keyed(2, 3)]));
        // Worker 0's own state has a larger key than worker 1's: it takes worker 1's.
        assert_eq!(q.take(0).map(|s| s.n_steps), Some(STEPS_PER_SIZE + 2));
        q.put(0, Slice::Split(vec![keyed(2, 4)]));
        // Equal keys: each worker keeps to its own queue.
        q.queues[1].lock().push(keyed(2, 5));
        q.queues[1].publish(&q.queues[1].lock());
        q.pending.fetch_add(1, SeqCst);
        assert_eq!(q.take(0).map(|s| s.n_steps), Some(2 * STEPS_PER_SIZE + 3));
        assert_eq!(q.take(1).map(|s| s.n_steps), Some(2 * STEPS_PER_SIZE + 5));
    }

    /// The search is over when the last state is gone, and not before: a worker's
    /// successors are counted before the state they replace is taken away.
    #[test]
    fn the_search_ends_with_its_last_state() {
        let q = queues(keyed(0, 0));
        let st = q.take(0).expect("the initial state");
        q.put(0, Slice::Requeue(st));
        let _parent = q.take(1).expect("the requeued state");
        q.put(1, Slice::Split(vec![keyed(1, 1)]));
        assert_eq!(q.pending.load(SeqCst), 1);
        let _last = q.take(0).expect("the child");
        q.put(0, Slice::Dropped);
        assert_eq!(q.pending.load(SeqCst), 0);
        // Neither worker waits: there is nothing left to wait for.
        assert!(q.take(0).is_none() && q.take(1).is_none());
    }

    /// A worker with nothing to run waits until another queues a state for it, and
    /// every worker stops when the search is halted.
    #[test]
    fn a_waiting_worker_wakes_for_new_states_and_for_a_halt() {
        let q = queues(keyed(0, 0));
        let st = q.take(0).expect("the initial state");
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| q.take(1).map(|s| s.n_steps));
            std::thread::sleep(Duration::from_millis(20));
            q.put(0, Slice::Split(vec![st, keyed(1, 1)]));
            let taken = waiting.join().expect("the waiting worker");
            assert!(matches!(taken, Some(n) if n == 0 || n == STEPS_PER_SIZE + 1));
            let stopped = scope.spawn(|| while q.take(1).is_some() {});
            q.halt();
            stopped.join().expect("the halted worker");
        });
    }
}
