//! `g2 liquid --trace` on test-suite/programs/liquid/Trace.hs: the failing path of a
//! concrete counterexample, with the first failure marked. Every call of a trace is
//! replayed with the real GHC (`ghc -e`): its printed result must be what GHC computes.
//! These tests need the plugin built (`scripts/build.sh`).

use std::path::PathBuf;
use std::process::Command;

fn program() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid/Trace.hs")
}

fn liquid(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(program())
        .args(args)
        .output()
        .expect("run g2");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// The calls of a trace (`f a = r`, marker stripped).
fn trace_calls(out: &str) -> Vec<String> {
    let mut lines = out.lines().skip_while(|l| !l.contains("failing path of"));
    lines.next();
    lines
        .map(str::trim)
        .take_while(|l| !l.is_empty() && !l.starts_with("<-"))
        .map(|l| l.split("   <-").next().unwrap().to_string())
        .collect()
}

fn replay(call: &str) {
    let (lhs, rhs) = call.split_once(" = ").unwrap();
    let expr = format!("show ({lhs}) == show ({rhs})");
    let out = Command::new("ghc").arg("-e").arg(&expr).arg(program()).output().expect("run ghc");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "True", "{call}: {out:?}");
}

#[test]
fn the_first_call_that_breaks_its_specification_is_marked() {
    let out = liquid(&["roundTrip", "--trace"]);
    let calls = trace_calls(&out);
    // inc x finishes first (dec forces it), then dec breaks its type: x > 4.
    assert_eq!(calls.len(), 2, "{out}");
    assert!(calls[0].starts_with("inc ") && calls[1].starts_with("dec "), "{out}");
    assert!(out.contains("<- breaks dec's refinement type (first failure)"), "{out}");
    assert_eq!(out.matches("first failure").count(), 1, "{out}");
    calls.iter().for_each(|c| replay(c));
}

#[test]
fn a_crash_in_the_function_itself_is_marked_and_json_has_the_trace() {
    let out = liquid(&["firstOr", "--trace"]);
    assert_eq!(trace_calls(&out), ["inc 0 = 1"], "{out}");
    replay("inc 0 = 1");
    assert!(out.contains("<- the crash is raised in firstOr's own code (first failure)"), "{out}");
    let json = liquid(&["roundTrip", "--trace", "--json"]);
    assert!(json.contains(r#""trace": [{"function": "inc""#), "{json}");
    assert!(json.contains(r#""function": "dec""#) && json.contains(r#""fails": true}]"#), "{json}");
    // Without --trace, neither output changes.
    assert!(!liquid(&["roundTrip"]).contains("failing path"));
    assert!(!liquid(&["roundTrip", "--json"]).contains("\"trace\""));
}
