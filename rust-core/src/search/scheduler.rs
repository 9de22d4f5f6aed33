//! Which state runs next.
//!
//! States run for a quantum of steps and then go back to the queue, so no feasible
//! state starves (the fairness of seed 002, section 3.4.3). `Order::Smallest` is the
//! G2Q order: iterative deepening on the size of the inputs, aged by steps.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::reduce::State;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// Round-robin in creation order (breadth-first in effect).
    Fair,
    /// Fewest symbolic variables first, round-robin among equals.
    FewestSymbolic,
    /// Smallest inputs first: the key is [`State::input_size`] (a lower bound on the
    /// size of any input the path can end with) plus one per [`STEPS_PER_SIZE`] steps
    /// the path has run, round-robin among equals. The G2Q order.
    Smallest,
}

/// How many steps count as much as one more constructor in `Order::Smallest`. The aging
/// keeps the order fair: a path's key grows without bound as it runs, and only finitely
/// many paths have a key below any bound (finitely many inputs of a bounded size, and
/// finitely many branchings within a bounded number of steps), so every path runs.
pub const STEPS_PER_SIZE: u64 = 5_000;

struct Entry {
    key: (u32, u64),
    state: State,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Entry {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key.cmp(&other.key)
    }
}

pub struct Scheduler {
    order: Order,
    queue: BinaryHeap<Reverse<Entry>>,
    seq: u64,
}

impl Scheduler {
    pub fn new(order: Order) -> Self {
        Scheduler { order, queue: BinaryHeap::new(), seq: 0 }
    }

    pub fn push(&mut self, state: State) {
        let primary = match self.order {
            Order::Fair => 0,
            Order::FewestSymbolic => state.next_sym,
            Order::Smallest => {
                state.input_size().saturating_add((state.n_steps / STEPS_PER_SIZE) as u32)
            }
        };
        self.seq += 1;
        self.queue.push(Reverse(Entry { key: (primary, self.seq), state }));
    }

    pub fn pop(&mut self) -> Option<State> {
        self.queue.pop().map(|Reverse(e)| e.state)
    }

    /// Keeps the `n` states that would run first and drops the others; returns how
    /// many were dropped (`search::memory`).
    pub fn truncate(&mut self, n: usize) -> usize {
        if self.queue.len() <= n {
            return 0;
        }
        let mut entries = std::mem::take(&mut self.queue).into_vec();
        let dropped = entries.len() - n;
        entries.select_nth_unstable_by_key(n, |Reverse(e)| e.key);
        entries.truncate(n);
        self.queue = BinaryHeap::from(entries);
        dropped
    }

    pub fn len(&self) -> usize {
        self.queue.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }
}
