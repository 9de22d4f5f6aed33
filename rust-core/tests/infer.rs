//! End-to-end tests of `g2 infer` on test-suite/programs/liquid/infer/.
//!
//! Each program says in its header which specification it expects and why (the
//! reasoning fixes the answer, not the tool's output). Each test checks that inference
//! prints it, and then re-checks every printed annotation independently: pasted into a
//! copy of the program in place of the original, `g2 liquid` must find no
//! counterexample for the target or the callee. One test function runs the cases in
//! turn (each compiles the module several times; the machine is shared).
//! These tests need the plugin built (`scripts/build.sh`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid/infer").join(name)
}

/// Runs `g2 ARGS` and returns (exit code, stdout, stderr).
fn g2(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_g2")).args(args).output().expect("run g2");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// The annotations `g2 infer` printed to paste, by function name.
fn annotations(stdout: &str) -> Vec<(String, String)> {
    stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("{-@ ").map(|_| l.trim().to_string()))
        .map(|a| {
            let name = a["{-@ ".len()..].split_whitespace().next().unwrap().to_string();
            (name, a)
        })
        .collect()
}

/// An annotation's result refinement as a set of conjuncts (their order is free).
fn conjuncts(annotation: &str) -> BTreeSet<String> {
    let body = annotation.rsplit_once('|').unwrap().1.trim_end_matches("@-}").trim();
    let body = body.strip_suffix('}').unwrap();
    body.split("&&").map(|c| c.split_whitespace().collect::<Vec<_>>().join(" ")).collect()
}

/// Pastes `annotation` over `name`'s in a copy of `file` and runs `g2 liquid` on the
/// given functions: none may have a counterexample.
fn recheck(file: &Path, name: &str, annotation: &str, functions: &[&str]) {
    let source = std::fs::read_to_string(file).unwrap();
    let prefix = format!("{{-@ {name} ::");
    let mut replaced = 0;
    let pasted: Vec<String> = source
        .lines()
        .map(|l| {
            if l.starts_with(&prefix) {
                replaced += 1;
                annotation.to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    assert_eq!(replaced, 1, "{name}'s annotation in {}", file.display());
    let dir = std::env::temp_dir().join(format!("g2-infer-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join(file.file_name().unwrap());
    std::fs::write(&copy, pasted.join("\n") + "\n").unwrap();
    let mut args = vec!["liquid", copy.to_str().unwrap(), "--timeout", "10"];
    args.extend_from_slice(functions);
    let (code, out, err) = g2(&args);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(matches!(code, Some(0 | 3)), "{annotation}: g2 liquid says\n{out}\n{err}");
    assert!(!out.contains("counterexample:"), "{annotation}: g2 liquid says\n{out}\n{err}");
}

struct Case {
    file: &'static str,
    target: &'static str,
    callee: &'static str,
    /// The expected result refinement's conjuncts.
    expected: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        file: "InferAppend.hs",
        target: "concat",
        callee: "append",
        expected: &["len v = len xs + len ys"],
    },
    Case { file: "InferMax.hs", target: "max3", callee: "max2", expected: &["v >= x", "v >= y"] },
    Case { file: "InferAbs.hs", target: "sumAbs", callee: "absI", expected: &["v >= 0"] },
    Case {
        file: "InferReverse.hs",
        target: "rev",
        callee: "revApp",
        expected: &["len v = len xs + len ys"],
    },
    Case { file: "InferReverse.hs", target: "sameSize", callee: "size", expected: &["v = len xs"] },
];

#[test]
fn inferred_specifications_are_the_expected_ones_and_recheck() {
    for case in CASES {
        let file = program(case.file);
        let (code, out, err) = g2(&["infer", file.to_str().unwrap(), case.target]);
        assert_eq!(code, Some(1), "{}: {out}\n{err}", case.file);
        assert!(out.contains(&format!("{}: inferred in", case.target)), "{out}");
        assert!(
            err.lines().last().unwrap().starts_with("g2: 1 function(s) with inferred"),
            "{err}"
        );
        let found = annotations(&out);
        let (_, annotation) = found
            .iter()
            .find(|(n, _)| n == case.callee)
            .unwrap_or_else(|| panic!("{}: no annotation for {}:\n{out}", case.file, case.callee));
        let expected: BTreeSet<String> = case.expected.iter().map(|s| s.to_string()).collect();
        assert_eq!(conjuncts(annotation), expected, "{}: {annotation}", case.file);
        recheck(&file, case.callee, annotation, &[case.target, case.callee]);
    }
}

#[test]
fn a_property_outside_the_grammar_is_said_so() {
    let file = program("InferNone.hs");
    let (code, out, err) = g2(&["infer", file.to_str().unwrap(), "isSquare", "--timeout", "60"]);
    assert_eq!(code, Some(3), "{out}\n{err}");
    assert!(out.starts_with("isSquare: no specification inferred"), "{out}");
    assert!(out.contains("no specification in the grammar fits"), "{out}");
    assert!(annotations(&out).is_empty(), "{out}");
}

#[test]
fn nothing_to_infer_and_concrete_counterexamples_are_stated() {
    // absI has no counterexample as it is; a concrete counterexample is no matter of a
    // callee's specification (Zip.hs: zip [] [0] calls die).
    let file = program("InferAbs.hs");
    let (code, out, _) = g2(&["infer", file.to_str().unwrap(), "absI"]);
    assert_eq!(code, Some(0), "{out}");
    assert_eq!(
        out.trim(),
        "absI: nothing to infer: no counterexample exists (every path was explored)"
    );
    let zip =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid/Zip.hs");
    let (code, out, err) = g2(&["infer", zip.to_str().unwrap(), "zip", "--json"]);
    assert_eq!(code, Some(1), "{out}\n{err}");
    assert!(out.contains(r#""outcome": "concrete-counterexample""#), "{out}");
}

#[test]
fn liquid_suggests_the_inferred_specification_under_an_abstract_counterexample() {
    let file = program("InferMax.hs");
    let (code, out, err) = g2(&["liquid", file.to_str().unwrap(), "max3", "--suggest"]);
    assert_eq!(code, Some(1), "{out}\n{err}");
    let at = out.find("abstract counterexample:").expect("an abstract counterexample");
    let suggestion = out[at..].find("suggestion (g2 infer):").expect("a suggestion");
    let annotation = out[at + suggestion..].lines().nth(1).unwrap().trim();
    assert_eq!(conjuncts(annotation), ["v >= x", "v >= y"].iter().map(|s| s.to_string()).collect());
    assert!(out.contains("with it, re-checked (not a proof): max3: no counterexample"), "{out}");
    // Without --suggest, no inference runs.
    let (_, out, _) = g2(&["liquid", file.to_str().unwrap(), "max3"]);
    assert!(!out.contains("suggestion"), "{out}");
}

#[test]
fn modular_reading_infers_top_down_for_unannotated_helpers() {
    let file = program("InferModular.hs");
    let (code, out, err) = g2(&["infer", file.to_str().unwrap(), "prop_dup", "--modular"]);
    assert_eq!(code, Some(1), "{out}\n{err}");
    let found = annotations(&out);
    let names: Vec<&str> = found.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["dup", "app"], "{out}");
    assert_eq!(conjuncts(&found[0].1), BTreeSet::from(["len v = 2 * (len x1)".to_string()]));
    assert_eq!(conjuncts(&found[1].1), BTreeSet::from(["len v = len x1 + len x2".to_string()]));
    // Re-check with both pasted (above the Haskell signatures) and nothing else.
    let source = std::fs::read_to_string(&file).unwrap();
    let pasted = source
        .replace(
            "app :: [a] -> [a] -> [a]\n",
            &format!("{}\napp :: [a] -> [a] -> [a]\n", found[1].1),
        )
        .replace("dup :: [a] -> [a]\n", &format!("{}\ndup :: [a] -> [a]\n", found[0].1));
    let dir = std::env::temp_dir().join(format!("g2-infer-modular-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("InferModular.hs");
    std::fs::write(&copy, pasted).unwrap();
    let (code, out, err) = g2(&["liquid", copy.to_str().unwrap(), "--timeout", "10"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(matches!(code, Some(0 | 3)) && !out.contains("counterexample:"), "{out}\n{err}");
    // Without --modular the helpers are not abstracted: nothing to infer.
    let (_, out, _) = g2(&["infer", file.to_str().unwrap(), "prop_dup"]);
    assert!(out.starts_with("prop_dup: nothing to infer"), "{out}");
}

#[test]
fn suggest_passes_the_command_lines_include_directories() {
    // UsesHelper imports Helper from lib/, found only through -i: inference's own
    // compilations of the module need it as the check's does.
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid/include");
    let file = dir.join("UsesHelper.hs");
    let lib = dir.join("lib");
    let args =
        ["-i", lib.to_str().unwrap(), "liquid", file.to_str().unwrap(), "sumAbs", "--suggest"];
    let (code, out, err) = g2(&args);
    assert_eq!(code, Some(1), "{out}\n{err}");
    let at = out.find("suggestion (g2 infer):").unwrap_or_else(|| panic!("{out}\n{err}"));
    let annotation = out[at..].lines().nth(1).unwrap().trim();
    assert_eq!(conjuncts(annotation), BTreeSet::from(["v >= 0".to_string()]), "{out}");
}
