//! A G2Q query as a conversation: the query runs on its own thread, and whenever the
//! run needs a part of an argument the caller holds (`Concrete::Remote`), the thread
//! asks the caller for it and waits. The caller (the Haskell side, through
//! `g2_query_next`) evaluates that part to weak head normal form and replies. So inputs
//! are as lazy as the predicate (seed 002, Figures 3.6-3.8), and nothing calls back
//! into the caller's runtime from a foreign thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rustc_hash::FxHashMap;

use super::solve::{solve, Answer, Limits, Request};
use super::terms::{decode_reply, decode_terms};
use crate::error::{Error, Result};
use crate::ir::Program;
use crate::reduce::{InputSource, Node, NodeId};

/// A place among the searches that run at once: Note [Query slots]. Dropping it gives
/// the place back.
struct Slot;

// Note [Query slots]
// ~~~~~~~~~~~~~~~~~~
// Each search holds a Z3 context (about 17 MB), so a burst of concurrent queries cost
// that much per query (100 queries: 1.2 GB). At most one search per core runs at once;
// the others wait, before they allocate anything, and no time is lost (more searches
// than cores do not run faster). A search that waits for its caller to evaluate a part
// of an argument gives its place back meanwhile: that evaluation may itself run a
// query, which must not wait for the place its own caller holds.
static RUNNING: Mutex<usize> = Mutex::new(0);
static FREED: Condvar = Condvar::new();

impl Slot {
    /// Waits for a place (or for the query to be cancelled, when it takes one anyway:
    /// the search then stops at once).
    fn take(cancel: &AtomicBool) -> Slot {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        while *running >= cores && !cancel.load(Ordering::Relaxed) {
            running = FREED
                .wait_timeout(running, Duration::from_millis(20))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        *running += 1;
        Slot
    }

    /// Gives the place back while `wait` runs, and takes one again after it.
    fn released<T>(cancel: &AtomicBool, wait: impl FnOnce() -> T) -> T {
        drop(Slot);
        let result = wait();
        std::mem::forget(Slot::take(cancel));
        result
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        *running = running.saturating_sub(1);
        FREED.notify_one();
    }
}

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
        program: &'static Program<'static>,
        predicate: String,
        inputs: Vec<u8>,
        n_symbolic: usize,
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
                let source = Caller {
                    program,
                    link: Mutex::new((event_tx.clone(), reply_rx)),
                    cache: Default::default(),
                    cancel: stop.clone(),
                };
                let run = || -> Result<Answer> {
                    let _slot = Slot::take(&source.cancel);
                    let inputs = decode_terms(program, &inputs)?;
                    let request = Request {
                        inputs,
                        n_symbolic,
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
struct Caller {
    program: &'static Program<'static>,
    link: Mutex<(Sender<Event>, Receiver<Vec<u8>>)>,
    /// Every node fetched so far: values are immutable, so states share them, and the
    /// caller may forget a node once it has replied.
    cache: Mutex<FxHashMap<NodeId, Node>>,
    /// The query's cancellation flag (it also ends a wait for a slot).
    cancel: Arc<AtomicBool>,
}

impl InputSource for Caller {
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
        let bytes = Slot::released(&self.cancel, || link.1.recv()).map_err(|_| stopped())?;
        let node = decode_reply(self.program, &bytes)?;
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(id, node.clone());
        }
        Ok(node)
    }
}
