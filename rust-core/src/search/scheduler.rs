//! Which state runs next.
//!
//! States run for a quantum of steps and then go back to the queue, so no feasible
//! state starves (the fairness of seed 002, section 3.4.3). `Order::Smallest` is
//! iterative deepening on the size of the inputs, aged by steps; `Order::SmallestDeepest`,
//! the G2Q order, is the same with each level explored depth-first (Note [Depth-first
//! among equals]).

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
    /// the path has run, round-robin among equals.
    Smallest,
    /// The key of `Smallest`, the newest state first among equals: depth-first within
    /// each level of the deepening (Note [Depth-first among equals]). The G2Q order.
    SmallestDeepest,
}

// Note [Depth-first among equals]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `Order::Smallest` runs the states of one key round-robin, oldest first: breadth-first
// within a level. When a predicate fixes its inputs' shape early and then backtracks
// over their values, nearly every state has the same input size and the key grows only
// by the steps' aging, so the search was breadth-first over the whole backtracking
// tree: 8-queens whose columns come from `elem [1 .. n]` and whose conflicts are
// compared with `nub` (each `elem` fixes a queen, Note [Fixed variables] in
// `reduce::machine::fixed`) ran 166,000 states for its first answer (7 s), where
// depth-first needs about 7,500. `Order::SmallestDeepest` keeps the key and breaks its
// ties the other way: the newest state first, and the branches of a split in the
// machine's order (the order round-robin would run them in). Within a level that is
// depth-first, and a state that used up its quantum runs again at once while its key
// stays the same.
//
// Nothing the search promises depends on the tie-break. Fairness (seed 002 section
// 3.4.3) is the argument of `STEPS_PER_SIZE`, which is about keys only: the smallest
// key always runs first, a path's key grows without bound as it runs, and finitely
// many states ever have a key below any bound, so each waiting state runs after
// finitely many others, each of which runs for a bounded quantum; an infinite path
// leaves its level after `STEPS_PER_SIZE` steps like any other. An exhausted queue is
// the same set of paths in any order, so "none exist" and "none within a limit" are
// unchanged. And every state of a smaller key still runs before any state of a larger
// one, so the work before the first answer of key k is at most the work of every state
// with a key of k or less, the bound of round-robin too; only where within its level
// the answer is found changes (sumToN in bench/g2q: 117 states round-robin against 177
// depth-first on one instance, 849 against 307 on another).
//
// It is the G2Q order only: the command line (which prints every result, or the first
// few) runs `Smallest` (Note [The command line's order]) and inference (whose examples
// are the first results found) keeps the order whose results its tests pin.
//
// Note [The command line's order]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// `g2 FILE FUNCTION` runs `Order::Smallest` unless `--order` says otherwise; it ran
// `Fair` (breadth-first) until session 17. Breadth-first spends its memory on a wide
// tree of small inputs before any deep path runs; smallest first is iterative
// deepening on the inputs' size (fair by its aging, above), and prints the smallest
// counterexamples first, which are the easiest to read. Measured on the 68
// command-line runs a probe wrote the way users write searches (session 16; the same
// binary for both orders): the same outcome in 66; two better: a BST whose delete
// loses a subtree (`--assert` of `isBST`), no answer in 90 s and the memory limit
// breadth-first, two counterexamples in 6.8 s; a Caesar cipher on `rem`, one
// counterexample at the time limit against both, with the search exhausted, in 33 s.
// Faster: a path in a symbolic graph 30 s against 4.7 s, two inventory properties
// 3-4x; none slower by more than 10%. `g2 check` and `g2 liquid` keep `Fair`: their
// minimal abstraction deepens on its own.
//
// Note [Levels of the depth-first order]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Depth-first holds only within a key. When a backtracking search straddles a boundary
// of the aging (a multiple of the steps per size), every path past it waits until the
// whole tree below it has run: breadth-first again, at the boundary. 8-queens with
// `nub`, `elem` and `!!` fixes its list's shape at about step 16,200 and places queens
// up to step 20,200; when the machine began computing unlifted arguments at once
// (Note [Unlifted arguments]), the search moved from steps 19,700-24,000 (all in key
// 4) to 16,200-20,200, across the boundary at 20,000, and ran 181,000 states instead of
// 7,500 (0.17 s to 4.8 s). Any boundary falls inside some search, so the G2Q order ages
// ten times slower (`DEEPEST_STEPS_PER_SIZE`): paths wait at a boundary only in a
// search that backtracks across a multiple of 50,000 steps, and a state that loops without
// splitting runs 50,000 steps (a few milliseconds) before the others of its level get
// their turn. Fairness is the argument above with another constant.

/// How many steps count as much as one more constructor in `Order::Smallest`. The aging
/// keeps the order fair: a path's key grows without bound as it runs, and only finitely
/// many paths have a key below any bound (finitely many inputs of a bounded size, and
/// finitely many branchings within a bounded number of steps), so every path runs.
pub const STEPS_PER_SIZE: u64 = 5_000;

/// The steps per size of `Order::SmallestDeepest` (Note [Levels of the depth-first
/// order]).
pub const DEEPEST_STEPS_PER_SIZE: u64 = 50_000;

/// A waiting state. Boxed: a `State` is about a kilobyte, and the queue's sifts move
/// entries (Note [Boxed waiting states]).
struct Entry {
    key: (u32, u64),
    state: Box<State>,
}

// Note [Boxed waiting states]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A `State` is 1,024 bytes (the persistent heap, path and globals are behind pointers,
// but the control, the stack's vector, the extension slot and a dozen counters are
// inline). A binary heap moves about log2(n) entries on each pop and grows by copying
// all of them: with states inline, a queue of 16,000 states moved 14 KB on each pop,
// once per quantum, and with `--threads` while it held the shared queue's lock. Boxed,
// an entry is 24 bytes, and a state is copied once into its box and once out.

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
            Order::SmallestDeepest => {
                state.input_size().saturating_add((state.n_steps / DEEPEST_STEPS_PER_SIZE) as u32)
            }
        };
        self.seq += 1;
        let tie = if self.newest_first() { u64::MAX - self.seq } else { self.seq };
        self.queue.push(Reverse(Entry { key: (primary, tie), state: Box::new(state) }));
    }

    /// Pushes the branches of a split so that, among equal keys, they run in the
    /// machine's order.
    pub fn push_split(&mut self, branches: Vec<State>) {
        if self.newest_first() {
            branches.into_iter().rev().for_each(|b| self.push(b));
        } else {
            branches.into_iter().for_each(|b| self.push(b));
        }
    }

    /// Whether ties go to the newest state (Note [Depth-first among equals]).
    fn newest_first(&self) -> bool {
        self.order == Order::SmallestDeepest
    }

    /// The primary key (without the tie-break) of the state that runs next.
    pub fn next_key(&self) -> Option<u32> {
        self.queue.peek().map(|Reverse(e)| e.key.0)
    }

    pub fn pop(&mut self) -> Option<State> {
        self.queue.pop().map(|Reverse(e)| *e.state)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::Control;

    /// A state told apart by its step count; steps below `STEPS_PER_SIZE` share a key.
    fn at(steps: u64) -> State {
        let mut st = State::new(Control::Enter(0));
        st.n_steps = steps;
        st
    }

    /// The step counts in the order `order` runs: 1 and 2 pushed one by one, one more
    /// key's worth of steps (`level`), then a split into 3 and 4.
    fn run_order(order: Order, level: u64) -> Vec<u64> {
        let mut queue = Scheduler::new(order);
        queue.push(at(1));
        queue.push(at(2));
        queue.push(at(level));
        queue.push_split(vec![at(3), at(4)]);
        std::iter::from_fn(|| queue.pop()).map(|s| s.n_steps).collect()
    }

    #[test]
    fn smallest_runs_equal_keys_oldest_first() {
        assert_eq!(run_order(Order::Smallest, STEPS_PER_SIZE), [1, 2, 3, 4, STEPS_PER_SIZE]);
    }

    #[test]
    fn smallest_deepest_runs_equal_keys_newest_first_and_a_split_in_the_machines_order() {
        // Note [Depth-first among equals]: the larger key still waits for every smaller one.
        let level = DEEPEST_STEPS_PER_SIZE;
        assert_eq!(run_order(Order::SmallestDeepest, level), [3, 4, 2, 1, level]);
        // Note [Levels of the depth-first order]: the command line's level is one.
        let within = STEPS_PER_SIZE;
        assert_eq!(run_order(Order::SmallestDeepest, within), [3, 4, within, 2, 1]);
    }
}
