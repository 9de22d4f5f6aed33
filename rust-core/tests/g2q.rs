//! G2Q through the C ABI: terms in, answers out (test-suite/fixtures/Queries.hs holds
//! predicates in the shape of the quasiquoter's rewrite).

use std::ffi::{c_char, CStr};
use std::ptr::null_mut;

use g2core::capi::sys::g2_query_outcome;
use g2core::capi::{g2_bytes_free, g2_module, g2_module_free, g2_module_load, g2_query_solve, g2_status};

fn module() -> *mut g2_module {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/fixtures/Queries.wire");
    let bytes = std::fs::read(path).unwrap();
    let mut m = null_mut();
    assert_eq!(unsafe { g2_module_load(bytes.as_ptr(), bytes.len(), &mut m, null_mut()) }, g2_status::G2_OK);
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
/// A list of Ints; `open` ends it with a part not sent (tag 7) instead of [].
fn list(out: &mut Vec<u8>, xs: &[i64], open: bool) {
    for &x in xs {
        con(out, "GHC.Types", ":", 2);
        int(out, x);
    }
    if open {
        out.push(7);
    } else {
        con(out, "GHC.Types", "[]", 0);
    }
}

/// Reads an answer: a term list of Ints or lists of Ints, as nested vectors.
fn read_ints(bytes: &[u8]) -> Vec<Vec<i64>> {
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
    out
}

fn solve(predicate: &str, inputs: &[u8], n_symbolic: u32) -> (g2_query_outcome, Vec<u8>) {
    let m = module();
    let name = std::ffi::CString::new(predicate).unwrap();
    let mut outcome = g2_query_outcome(99);
    let (mut answer, mut len) = (null_mut(), 0usize);
    let mut err: *mut c_char = null_mut();
    let status = unsafe {
        g2_query_solve(m, name.as_ptr(), inputs.as_ptr(), inputs.len(), n_symbolic, 20_000, 0, &mut outcome, &mut answer, &mut len, &mut err)
    };
    let message = (!err.is_null()).then(|| unsafe { CStr::from_ptr(err).to_string_lossy().into_owned() });
    assert_eq!(status, g2_status::G2_OK, "{message:?}");
    let bytes = unsafe { std::slice::from_raw_parts(answer, len).to_vec() };
    unsafe {
        g2_bytes_free(answer, len);
        g2_module_free(m);
    }
    (outcome, bytes)
}

fn terms(build: impl FnOnce(&mut Vec<u8>), n: u32) -> Vec<u8> {
    let mut out = n.to_le_bytes().to_vec();
    build(&mut out);
    out
}

#[test]
fn head_of_an_infinite_list() {
    // Figure 3.6: the predicate looks only at the head, so [1..] (sent as 1 : 2 : 3 : <not sent>)
    // is enough; the answer is 1.
    let inputs = terms(|o| list(o, &[1, 2, 3], true), 1);
    let (outcome, answer) = solve("g2'query'1'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![1]]);
}

#[test]
fn sum_to_n_finds_a_valid_subset() {
    // sumToN 0 [-5,10,-15,20,25]: any non-empty ys drawn from xs with sum 0 is right
    // (the paper's answer is [20,-15,-5]); check the answer against the predicate.
    let xs = [-5, 10, -15, 20, 25];
    let inputs = terms(
        |o| {
            int(o, 0);
            list(o, &xs, false);
        },
        2,
    );
    let (outcome, answer) = solve("g2'query'2'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    let ys = read_ints(&answer).pop().unwrap();
    assert!(!ys.is_empty() && ys.iter().sum::<i64>() == 0 && ys.iter().all(|y| xs.contains(y)), "{ys:?}");
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
fn needing_a_part_not_sent_gives_up() {
    // sum over an open list must reach the part that was not sent.
    let inputs = terms(
        |o| {
            int(o, 0);
            list(o, &[1, 2], true);
        },
        2,
    );
    let (outcome, answer) = solve("g2'query'2'1", &inputs, 1);
    // all (`elem` xs) ys may need the tail of xs: either an answer that stays within
    // the sent prefix, or giving up; never NoSolution.
    assert_ne!(outcome, g2_query_outcome::G2_QUERY_NO_SOLUTION, "{}", String::from_utf8_lossy(&answer));
}

#[test]
fn long_inputs_do_not_overflow_the_stack() {
    // A 100,000-element list is a term nested 100,000 deep; the query runs on the
    // engine's own large stack.
    let xs: Vec<i64> = (7..100_007).collect();
    let inputs = terms(|o| list(o, &xs, false), 1);
    let (outcome, answer) = solve("g2'query'1'1", &inputs, 1);
    assert_eq!(outcome, g2_query_outcome::G2_QUERY_SOLVED);
    assert_eq!(read_ints(&answer), vec![vec![7]]);
}
