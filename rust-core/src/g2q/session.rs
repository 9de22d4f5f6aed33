//! A G2Q query as a conversation: the query runs on its own thread, and whenever the
//! run needs a part of an argument the caller holds (`Concrete::Remote`), the thread
//! asks the caller for it and waits. The caller (the Haskell side, through
//! `g2_query_next`) evaluates that part to weak head normal form and replies. So inputs
//! are as lazy as the predicate (seed 002, Figures 3.6-3.8), and nothing calls back
//! into the caller's runtime from a foreign thread.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use super::solve::{solve, Answer, Answers, Limits, Request};
use super::terms::{decode_reply, decode_terms};
use crate::error::{Error, Result};
use crate::ir::Program;
use crate::reduce::{InputSource, Node, NodeId};

/// A started search: Note [Query slots]. Dropping it ends its claim.
struct Slot {
    id: u64,
}

// Note [Query slots]
// ~~~~~~~~~~~~~~~~~~
// Each search holds a Z3 context and a machine (about 17 MB and more), so a burst of
// concurrent queries would cost that much per query (100 queries: 1.2 GB). A new search
// therefore starts only while fewer searches than cores are *started* (begun and not
// over), and waits before it allocates anything; more searches than cores do not run
// faster anyway.
//
// A started search that waits for its caller to evaluate a part of an argument still
// counts as started: it holds its memory, and the caller's answer normally comes within
// microseconds, so it resumes at once and never waits for a place (it has one). If it
// counted as stopped, every queued query would start, allocate and ask its caller in
// turn, and all of them would hold their memory at once (100 concurrent queries: 7.6 MB
// each that way, 3.4 MB this way, 0.6 MB with Note [Freed memory]). But the caller's evaluation may itself run a query, which must not wait for
// the place its own ancestor holds: so a search whose caller has not answered for
// `STALLED` no longer counts, and a new search may start beside it. Waiting for a
// caller is the only way a started search blocks, so no query waits forever.
static QUERIES: Mutex<Started> = Mutex::new(Started { count: 0, awaiting_caller: Vec::new() });
static NEXT_ID: AtomicU64 = AtomicU64::new(0);
const STALLED: Duration = Duration::from_millis(100);

/// The searches begun and not over.
struct Started {
    count: usize,
    /// Started searches waiting for their caller, since when.
    awaiting_caller: Vec<(u64, Instant)>,
}

impl Started {
    fn lock() -> std::sync::MutexGuard<'static, Started> {
        QUERIES.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The started searches that keep a place: all but those stalled on their caller.
    fn holding(&self) -> usize {
        let stalled = self.awaiting_caller.iter().filter(|(_, t)| t.elapsed() >= STALLED);
        self.count - stalled.count()
    }
}

impl Slot {
    /// Waits until the search may start (or the query is cancelled, when it starts
    /// anyway: the search then stops at once).
    fn take(cancel: &AtomicBool) -> Slot {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        loop {
            {
                let mut started = Started::lock();
                if started.holding() < cores || cancel.load(Ordering::Relaxed) {
                    started.count += 1;
                    return Slot { id: NEXT_ID.fetch_add(1, Ordering::Relaxed) };
                }
            }
            // Polled, not only notified: a place also frees up when a search stalls.
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Runs `wait` (for the caller's reply) marked as waiting for the caller.
    fn awaiting_caller<T>(id: u64, wait: impl FnOnce() -> T) -> T {
        Started::lock().awaiting_caller.push((id, Instant::now()));
        let result = wait();
        Started::lock().awaiting_caller.retain(|&(other, _)| other != id);
        result
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut started = Started::lock();
        started.count = started.count.saturating_sub(1);
        started.awaiting_caller.retain(|&(other, _)| other != self.id);
    }
}

/// Returns the memory the search freed to the system: Note [Freed memory].
fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only walks glibc's own free lists; it takes their locks.
    unsafe {
        libc::malloc_trim(0);
    }
}

// Note [Freed memory]
// ~~~~~~~~~~~~~~~~~~~
// glibc gives each thread that allocates under contention an arena of its own (up to
// eight per core) and keeps what a thread frees in its arena for later. The searches of
// queries run on threads of their own, one after another, so each arena ends up holding
// the high-water mark of some search: 100 concurrent queries, two at a time, peaked at
// 380 MB this way (0.9 MB with two arenas). Trimming after each search hands the freed
// pages back; it takes about a millisecond, once per query, and changes no setting of
// the user's process.

/// What the query does next, as the caller sees it.
pub enum Event {
    /// It needs the node with this id; reply with `Session::next`.
    Needs(NodeId),
    /// It is over.
    Done(Result<Answer>),
    /// It still runs, and needs nothing yet.
    Running,
}

/// A running query. Dropping it stops the search and waits for its thread.
pub struct Session {
    events: Receiver<Event>,
    replies: Option<Sender<Vec<u8>>>,
    cancel: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// The engine asked for a node and waits for the reply.
    awaiting_reply: bool,
}

impl Session {
    /// Starts the query on a thread with a 1 GiB stack (terms are walked recursively).
    /// `inputs` is the term list of the concrete arguments.
    pub fn start(
        program: Arc<Program>,
        predicate: String,
        inputs: Vec<u8>,
        n_symbolic: usize,
        answers: Answers,
        limits: Limits,
    ) -> Result<Session> {
        let (event_tx, events) = channel();
        let (replies, reply_rx) = channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = cancel.clone();
        let thread = std::thread::Builder::new()
            .name("g2-query".into())
            .stack_size(1 << 30)
            .spawn(move || {
                let program = &*program;
                let source = Caller {
                    program,
                    link: Mutex::new((event_tx.clone(), reply_rx)),
                    cache: Default::default(),
                    cancel: stop.clone(),
                    slot: Default::default(),
                };
                let run = || -> Result<Answer> {
                    let slot = Slot::take(&source.cancel);
                    let _ = source.slot.set(slot.id);
                    let inputs = decode_terms(program, &inputs)?;
                    let request = Request {
                        inputs,
                        n_symbolic,
                        answers,
                        limits,
                        source: Some(&source),
                        cancel: Some(stop),
                    };
                    solve(program, &predicate, request)
                };
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
                    .unwrap_or_else(|payload| {
                        Err(Error::Internal(format!(
                            "the engine panicked: {}",
                            crate::error::panic_message(&*payload)
                        )))
                    });
                release_freed_memory();
                // The caller may have gone: nobody is left to tell.
                let _ = event_tx.send(Event::Done(result));
            })
            .map_err(|e| Error::Internal(format!("cannot start the query's thread: {e}")))?;
        Ok(Session {
            events,
            replies: Some(replies),
            cancel,
            thread: Some(thread),
            awaiting_reply: false,
        })
    }

    /// Hands over the reply for the node the query asked for (None otherwise), then
    /// waits up to `wait` until the query needs another node or is done.
    pub fn next(&mut self, reply: Option<Vec<u8>>, wait: std::time::Duration) -> Result<Event> {
        match (self.awaiting_reply, reply) {
            (true, Some(bytes)) => {
                // A closed channel means the thread is finishing; its Done event follows.
                let _ = self.replies.as_ref().map(|r| r.send(bytes));
                self.awaiting_reply = false;
            }
            (true, None) => {
                return Err(Error::Usage("the query asked for a node: pass its reply".into()))
            }
            (false, Some(_)) => {
                return Err(Error::Usage("a reply, but the query asked for no node".into()))
            }
            (false, None) => {}
        }
        let event = match self.events.recv_timeout(wait) {
            Ok(event) => event,
            Err(RecvTimeoutError::Timeout) => return Ok(Event::Running),
            Err(RecvTimeoutError::Disconnected) => {
                return Err(Error::Usage("the query is already over".into()))
            }
        };
        self.awaiting_reply = matches!(event, Event::Needs(_));
        Ok(event)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        // Closing the reply channel ends a fetch in progress.
        self.replies = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread's side of the conversation: an input source that asks the caller.
struct Caller<'p> {
    program: &'p Program,
    link: Mutex<(Sender<Event>, Receiver<Vec<u8>>)>,
    /// Every node fetched so far: values are immutable, so states share them, and the
    /// caller may forget a node once it has replied.
    cache: Mutex<FxHashMap<NodeId, Node>>,
    /// The query's cancellation flag (it also ends a wait for a slot).
    cancel: Arc<AtomicBool>,
    /// The search's slot, once it has started.
    slot: std::sync::OnceLock<u64>,
}

impl InputSource for Caller<'_> {
    fn demand(&self, id: NodeId) -> Result<Node> {
        let cached = |cache: &Mutex<FxHashMap<NodeId, Node>>| {
            cache.lock().ok().and_then(|c| c.get(&id).cloned())
        };
        if let Some(node) = cached(&self.cache) {
            return Ok(node);
        }
        let link =
            self.link.lock().map_err(|_| Error::Internal("the query's link is poisoned".into()))?;
        // Another worker may have fetched it while this one waited for the link.
        if let Some(node) = cached(&self.cache) {
            return Ok(node);
        }
        let stopped = || Error::Usage("the caller stopped the query".into());
        link.0.send(Event::Needs(id)).map_err(|_| stopped())?;
        let slot = self.slot.get().copied().unwrap_or(u64::MAX);
        let bytes = Slot::awaiting_caller(slot, || link.1.recv()).map_err(|_| stopped())?;
        let node = decode_reply(self.program, &bytes)?;
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(id, node.clone());
        }
        Ok(node)
    }
}
