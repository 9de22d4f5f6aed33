//! G2Q through the C ABI: terms in, answers out, and argument nodes handed over one at
//! a time as the run asks for them (test-suite/fixtures/Queries.hs holds predicates in
//! the shape of the quasiquoter's rewrite).

use std::ffi::{c_char, CStr};
use std::ptr::null_mut;

use g2core::capi::sys::g2_query_outcome;
use g2core::capi::{
    g2_bytes_free, g2_module, g2_module_free, g2_module_load, g2_query_free, g2_query_next,
    g2_query_start, g2_status,
};

fn module() -> *mut g2_module {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../test-suite/fixtures/Queries.wire");
    let bytes = std::fs::read(path).unwrap();
    let mut m = null_mut();
    assert_eq!(
        unsafe { g2_module_load(bytes.as_ptr(), bytes.len(), &mut m, null_mut()) },
        g2_status::G2_OK
    );
    m
}

// Term encoding (docs/wire-format.md, "Terms"), written out by hand.
fn s(out: &mut Vec<u8>, x: &str) {
    out.extend((x.len() as u32).to_le_bytes());
    out.extend(x.as_bytes());
}
fn con(out: &mut Vec<u8>, module: &str, occ: &str, n: u32) {
    out.push(0);
    s(out, module);
    s(out, occ);
    out.extend(n.to_le_bytes());
}
fn int(out: &mut Vec<u8>, i: i64) {
    con(out, "GHC.Types", "I#", 1);
    out.push(1);
    out.extend((i as u64).to_le_bytes());
}
/// A part the caller holds: node `id` (tag 8).
fn node(out: &mut Vec<u8>, id: u64) {
    out.push(8);
    out.extend(id.to_le_bytes());
}
/// A list of Ints.
fn list(out: &mut Vec<u8>, xs: &[i64]) {
    for &x in xs {
        con(out, "GHC.Types", ":", 2);
        int(out, x);
    }
    con(out, "GHC.Types", "[]", 0);
}
/// The reply for a node whose evaluation throws `msg`.
fn raises(msg: &str) -> Vec<u8> {
    let mut out = vec![9];
    s(&mut out, msg);
    out
}
/// The caller's side of `[1..]` with node k standing for `[k+1..]`: each reply is one
/// cons cell, its head inline and its tail the next node.
fn enum_from_one(k: u64) -> Vec<u8> {
    let mut out = Vec::new();
    con(&mut out, "GHC.Types", ":", 2);
    int(&mut out, k as i64 + 1);
    node(&mut out, k + 1);
    out
}

/// Reads an answer: a term list of Ints or lists of Ints, as nested vectors.
fn read_ints(bytes: &[u8]) -> Vec<Vec<i64>> {
    let (values, end) = read_terms(bytes);
    assert_eq!(end, bytes.len(), "bytes after the term list");
    values
}

/// Reads a crash answer: the term list, then the crash's message.
fn read_crash(bytes: &[u8]) -> (Vec<Vec<i64>>, String) {
    let (values, at) = read_terms(bytes);
    let len = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
    assert_eq!(at + 4 + len, bytes.len(), "bytes after the message");
    (values, String::from_utf8(bytes[at + 4..].to_vec()).unwrap())
}

/// Reads a term list of Ints or lists of Ints; returns them and where the list ends.
fn read_terms(bytes: &[u8]) -> (Vec<Vec<i64>>, usize) {
    let mut at = 4;
    let n = u32::from_le_bytes(bytes[0..4].try_into().unwrap());
    let mut out = Vec::new();
    fn str_at(b: &[u8], at: &mut usize) -> String {
        let len = u32::from_le_bytes(b[*at..*at + 4].try_into().unwrap()) as usize;
        *at += 4;
        let s = String::from_utf8(b[*at..*at + len].to_vec()).unwrap();
        *at += len;
        s
    }
    fn term(b: &[u8], at: &mut usize, acc: &mut Vec<i64>) {
        let tag = b[*at];
        *at += 1;
        match tag {
            0 => {
                let _module = str_at(b, at);
                let _occ = str_at(b, at);
                let n = u32::from_le_bytes(b[*at..*at + 4].try_into().unwrap());
                *at += 4;
                for _ in 0..n {
                    term(b, at, acc);
                }
            }
            1 => {
                acc.push(u64::from_le_bytes(b[*at..*at + 8].try_into().unwrap()) as i64);
                *at += 8;
            }
            t => panic!("unexpected tag {t}"),
        }
    }
    for _ in 0..n {
        let mut acc = Vec::new();
        term(bytes, &mut at, &mut acc);
        out.push(acc);
    }
    (out, at)
}

/// How a query ended: its outcome, its payload and the ids it asked for, in order.
type Conversation = (g2_query_outcome, Vec<u8>, Vec<u64>);

/// Runs a query to its end, answering its requests for argument nodes with `reply`
/// (which must not be asked when every argument is sent whole). Returns the outcome,
/// its payload and the ids asked for, in order.
fn converse(
    predicate: &str,
    inputs: &[u8],
    n_symbolic: u32,
    flags: u32,
    mut reply: impl FnMut(u64) -> Vec<u8>,
) -> Result<Conversation, (g2_status, String)> {
    let m = module();
    let name = std::ffi::CString::new(predicate).unwrap();
    let mut err: *mut c_char = null_mut();
    let message = |err: *mut c_char| unsafe { CStr::from_ptr(err).to_string_lossy().into_owned() };
    let mut query = null_mut();
    let status = unsafe {
        g2_query_start(
            m,
            name.as_ptr(),
            inputs.as_ptr(),
            inputs.len(),
            n_symbolic,
            20_000,
            0,
            flags,
            &mut query,
            &mut err,
        )
    };
    if status != g2_status::G2_OK {
        let refused = (status, message(err));
        unsafe { g2_module_free(m) };
        return Err(refused);
    }
    let mut asked = Vec::new();
    let mut pending: Option<Vec<u8>> = None;
    let result = loop {
        let mut outcome = g2_query_outcome(99);
        let (mut answer, mut len, mut id) = (null_mut(), 0usize, 0u64);
        let (rp, rl) = pending.as_ref().map_or((std::ptr::null(), 0), |r| (r.as_ptr(), r.len()));
        let status = unsafe {
            g2_query_next(query, rp, rl, 20, &mut outcome, &mut id, &mut answer, &mut len, &mut err)
        };
        if status != g2_status::G2_OK {
            break Err((status, message(err)));
        }
        if outcome == g2_query_outcome::G2_QUERY_RUNNING {
            pending = None;
            continue;
        }
        if outcome == g2_query_outcome::G2_QUERY_NEEDS_NODE {
            asked.push(id);
            pending = Some(reply(id));
            continue;
        }
        let bytes = unsafe { std::slice::from_raw_parts(answer, len).to_vec() };
        unsafe { g2_bytes_free(answer, len) };
        break Ok((outcome, bytes, asked));
    };
    unsafe {
        g2_query_free(query);
        g2_module_free(m);
    }
    result
}

/// A query whose arguments are all sent whole.
fn solve(predicate: &str, inputs: &[u8], n_symbolic: u32) -> (g2_query_outcome, Vec<u8>) {
    let (outcome, bytes, _) = converse(predicate, inputs, n_symbolic, 0, |id| {
        panic!("asked for node {id} of a whole argument")
    })
    .unwrap();
    (outcome, bytes)
}

fn terms(build: impl FnOnce(&mut Vec<u8>), n: u32) -> Vec<u8> {
    let mut out = n.to_le_bytes().to_vec();
    build(&mut out);
    out
}

#[test]
fn head_of_an_infinite_list() {
    // Figure 3.6: the predicate looks only at the head, so of [1..] (node 0) the engine
    // asks for the first cons cell alone; the answer is 1.
    let inputs = terms(|o| node(o, 0), 1);
    let (outcome, answer, asked) = converse("g2'query'1'1", &inputs, 1, 0, enum_from_one).unwrap();
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![1]]);
    assert_eq!(asked, vec![0]);
}

#[test]
fn a_part_that_throws_matters_only_if_needed() {
    // xs = 1 : <throws>: head xs is 1, and the tail is never asked for.
    let reply = |id: u64| if id == 0 { enum_from_one(0) } else { raises("Prelude.undefined") };
    let inputs = terms(|o| node(o, 0), 1);
    let (outcome, answer, asked) = converse("g2'query'1'1", &inputs, 1, 0, reply).unwrap();
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![1]]);
    assert_eq!(asked, vec![0]);
    // xs = <throws>: x == head xs is undefined for every x, so no x makes it True: the
    // one path crashes and the search is exhausted.
    let (outcome, _, asked) =
        converse("g2'query'1'1", &inputs, 1, 0, |_| raises("Prelude.undefined")).unwrap();
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
    assert_eq!(asked, vec![0]);
}

/// `G2_QUERY_CRASHES_ANSWER` (cbits/g2.h).
const CRASHES_ANSWER: u32 = 1;

/// A query of symbolic Ints only, with `flags`.
fn solve_symbolic(predicate: &str, n_symbolic: u32, flags: u32) -> (g2_query_outcome, Vec<u8>) {
    let (outcome, bytes, _) = converse(predicate, &terms(|_| (), 0), n_symbolic, flags, |id| {
        panic!("asked for node {id}, but no argument was sent")
    })
    .unwrap();
    (outcome, bytes)
}

#[test]
fn crashes_answer_a_property_tests_query() {
    // 0 <= a <= b <= 1000 && percent a b > 100, percent a b = a * 100 `div` b: for b > 0,
    // a * 100 `div` b <= 100 since a <= b; b = 0 forces a = 0, and 0 * 100 `div` 0 divides
    // by zero. So no input makes the predicate True (G2Q's answer: none), and exactly
    // (0, 0) crashes (a property test's counterexample).
    let (outcome, _) = solve_symbolic("g2'query'5'1", 2, 0);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
    let (outcome, answer) = solve_symbolic("g2'query'5'1", 2, CRASHES_ANSWER);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_CRASHED);
    let (values, message) = read_crash(&answer);
    assert_eq!(values, vec![vec![0], vec![0]]);
    assert!(message.contains("divide by zero"), "{message}");
}

#[test]
fn crashes_follow_haskells_evaluation_order() {
    // b /= 0 && 10 `div` b == 100: the division never sees 0, and 10 `div` b is at most
    // 10 for b > 0 and negative for b < 0: no answer, no crash. Swapped, b = 0 divides
    // by zero before b /= 0 is looked at.
    let (outcome, _) = solve_symbolic("g2'query'6'1", 1, CRASHES_ANSWER);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
    let (outcome, answer) = solve_symbolic("g2'query'7'1", 1, CRASHES_ANSWER);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_CRASHED);
    let (values, message) = read_crash(&answer);
    assert_eq!(values, vec![vec![0]]);
    assert!(message.contains("divide by zero"), "{message}");
    // Without the flag both say none: a crash is not True.
    let (outcome, _) = solve_symbolic("g2'query'7'1", 1, 0);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
}

#[test]
fn a_crash_in_a_given_argument_answers_when_crashes_do() {
    // xs = <throws>: x == head xs crashes for every x.
    let inputs = terms(|o| node(o, 0), 1);
    let (outcome, answer, _) =
        converse("g2'query'1'1", &inputs, 1, CRASHES_ANSWER, |_| raises("Prelude.undefined"))
            .unwrap();
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_CRASHED);
    let (values, message) = read_crash(&answer);
    assert_eq!(values.len(), 1);
    assert!(message.contains("Prelude.undefined"), "{message}");
}

#[test]
fn unknown_query_flags_are_refused() {
    let result = converse("g2'query'3'1", &terms(|_| (), 0), 1, 6, |_| Vec::new());
    let (status, message) = result.unwrap_err();
    assert_eq!(status, g2_status::G2_ERR_ARGUMENT);
    assert!(message.contains("unknown flags 0x6"), "{message}");
}

#[test]
fn sum_to_n_over_an_input_sent_node_by_node() {
    // sumToN 0 xs with xs = [-5,10,-15,20,25] held by the caller: node k is the suffix
    // from index k. Each node is asked for once, however many states need it.
    let xs = [-5i64, 10, -15, 20, 25];
    let reply = |k: u64| {
        let mut out = Vec::new();
        match xs.get(k as usize) {
            Some(&x) => {
                con(&mut out, "GHC.Types", ":", 2);
                int(&mut out, x);
                node(&mut out, k + 1);
            }
            None => con(&mut out, "GHC.Types", "[]", 0),
        }
        out
    };
    let inputs = terms(
        |o| {
            int(o, 0);
            node(o, 0);
        },
        2,
    );
    let (outcome, answer, asked) = converse("g2'query'2'1", &inputs, 1, 0, reply).unwrap();
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    let ys = read_ints(&answer).pop().unwrap();
    assert!(
        !ys.is_empty() && ys.iter().sum::<i64>() == 0 && ys.iter().all(|y| xs.contains(y)),
        "{ys:?}"
    );
    let mut unique = asked.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), asked.len(), "a node was asked for twice: {asked:?}");
}

#[test]
fn a_malformed_reply_is_an_error_naming_it() {
    let inputs = terms(|o| node(o, 0), 1);
    let (status, message) = converse("g2'query'1'1", &inputs, 1, 0, |_| vec![0, 1, 2]).unwrap_err();
    assert_eq!(status, g2_status::G2_ERR_MALFORMED);
    assert!(message.contains("truncated") || message.contains("constructor"), "{message}");
}

#[test]
fn freeing_a_query_that_waits_for_a_node_stops_it() {
    let m = module();
    let name = std::ffi::CString::new("g2'query'1'1").unwrap();
    let inputs = terms(|o| node(o, 0), 1);
    let mut query = null_mut();
    let mut err: *mut c_char = null_mut();
    unsafe {
        assert_eq!(
            g2_query_start(
                m,
                name.as_ptr(),
                inputs.as_ptr(),
                inputs.len(),
                1,
                60_000,
                0,
                0,
                &mut query,
                &mut err
            ),
            g2_status::G2_OK
        );
        let mut outcome = g2_query_outcome(99);
        let (mut answer, mut len, mut id) = (null_mut(), 0usize, 0u64);
        let status = g2_query_next(
            query,
            std::ptr::null(),
            0,
            60_000,
            &mut outcome,
            &mut id,
            &mut answer,
            &mut len,
            &mut err,
        );
        assert_eq!(
            (status, outcome, id),
            (g2_status::G2_OK, g2_query_outcome::G2_QUERY_NEEDS_NODE, 0)
        );
        // The engine's thread waits for the reply; freeing the query ends it (and
        // returns: the test would hang otherwise).
        g2_query_free(query);
        g2_module_free(m);
    }
}

#[test]
fn sum_to_n_finds_a_valid_subset() {
    // sumToN 0 [-5,10,-15,20,25]: any non-empty ys drawn from xs with sum 0 is right
    // (the paper's answer is [20,-15,-5]); check the answer against the predicate.
    let xs = [-5, 10, -15, 20, 25];
    let inputs = terms(
        |o| {
            int(o, 0);
            list(o, &xs);
        },
        2,
    );
    let (outcome, answer) = solve("g2'query'2'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    let ys = read_ints(&answer).pop().unwrap();
    assert!(
        !ys.is_empty() && ys.iter().sum::<i64>() == 0 && ys.iter().all(|y| xs.contains(y)),
        "{ys:?}"
    );
}

#[test]
fn contradiction_has_no_solution() {
    let (outcome, _) = solve("g2'query'3'1", &0u32.to_le_bytes(), 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
}

#[test]
fn predicates_may_use_module_functions() {
    // double x == 42 && x > 0: x = 21.
    let inputs = terms(|o| int(o, 42), 1);
    let (outcome, answer) = solve("g2'query'4'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![21]]);
    // double x == 7 has no solution in Int? It does modulo 2^64? No: x + x is even for
    // every x, so 7 is unreachable and the bounded search space... is infinite in
    // principle (x ranges over Int), but the path splits only on x > 0 and the
    // equation, so it is exhausted.
    let inputs = terms(|o| int(o, 7), 1);
    let (outcome, _) = solve("g2'query'4'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION);
}

#[test]
fn long_inputs_do_not_overflow_the_stack() {
    // A 100,000-element list is a term nested 100,000 deep; the query runs on the
    // engine's own large stack.
    let xs: Vec<i64> = (7..100_007).collect();
    let inputs = terms(|o| list(o, &xs), 1);
    let (outcome, answer) = solve("g2'query'1'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![7]]);
}
