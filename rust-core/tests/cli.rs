//! End-to-end tests of `g2 FILE FUNCTION` on the programs in test-suite/programs/engine.
//!
//! Expected result sets are worked out by hand from the programs (each test says how),
//! and every printed line is confirmed with the real GHC: `f a b = r` must satisfy
//! `show (f a b) == show (r)`, and `f a b = error` must throw when GHC evaluates it.
//! These tests need the plugin built (`scripts/build.sh`).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/engine").join(name)
}

/// Runs g2 and returns its result lines.
fn g2(file: &str, function: &str, args: &[&str]) -> Vec<String> {
    g2_with(&[], file, function, args)
}

/// `g2` with extra environment variables.
fn g2_with(env: &[(&str, &str)], file: &str, function: &str, args: &[&str]) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .envs(env.iter().copied())
        .arg(program(file))
        .arg(function)
        .args(args)
        .output()
        .expect("run g2");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "g2 failed: {}\n{}",
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout.lines().map(str::to_string).collect()
}

fn split(line: &str) -> (&str, &str) {
    line.split_once(" = ").unwrap_or_else(|| panic!("not a result line: {line}"))
}

/// Confirms every line with GHC.
fn confirm_with_ghc(file: &str, lines: &[String]) {
    let (crashes, values): (Vec<_>, Vec<_>) =
        lines.iter().map(|l| split(l)).partition(|(_, r)| *r == "error");
    if !values.is_empty() {
        let checks: Vec<String> =
            values.iter().map(|(call, r)| format!("show ({call}) == show ({r})")).collect();
        let expr = format!("print [{}]", checks.join(", "));
        let out =
            Command::new("ghc").arg("-e").arg(&expr).arg(program(file)).output().expect("run ghc");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "ghc failed on {expr}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let verdicts: Vec<&str> =
            stdout.trim().trim_matches(|c| c == '[' || c == ']').split(',').collect();
        for (v, line) in verdicts.iter().zip(values.iter()) {
            assert_eq!(*v, "True", "GHC disagrees with `{} = {}`", line.0, line.1);
        }
    }
    for (call, _) in crashes {
        let expr = format!("({call}) `seq` ()");
        let out =
            Command::new("ghc").arg("-e").arg(&expr).arg(program(file)).output().expect("run ghc");
        assert!(
            !out.status.success(),
            "GHC evaluates `{call}` without an error, but g2 said it crashes"
        );
    }
}

fn set(lines: &[String]) -> BTreeSet<String> {
    lines.iter().cloned().collect()
}

#[test]
fn peano_add_with_output_four_has_exactly_five_inputs() {
    // x + y = 4 over naturals: (0,4) (1,3) (2,2) (3,1) (4,0).
    let lines = g2("Peano.hs", "add", &["--assume", r"\x y r -> r == four"]);
    let four = "S (S (S (S Z)))";
    let expected: BTreeSet<String> = [
        format!("add Z ({four}) = {four}"),
        format!("add (S Z) (S (S (S Z))) = {four}"),
        format!("add (S (S Z)) (S (S Z)) = {four}"),
        format!("add (S (S (S Z))) (S Z) = {four}"),
        format!("add ({four}) Z = {four}"),
    ]
    .into();
    assert_eq!(set(&lines), expected);
    assert_eq!(lines.len(), 5, "each pair is reported once");
    confirm_with_ghc("Peano.hs", &lines);
}

#[test]
fn peano_multiply_with_output_four_has_exactly_three_inputs() {
    // x * y = 4 over naturals: (1,4) (2,2) (4,1).
    let lines = g2("Peano.hs", "multiply", &["--assume", r"\x y r -> r == four"]);
    let expected: BTreeSet<String> = [
        "multiply (S Z) (S (S (S (S Z)))) = S (S (S (S Z)))",
        "multiply (S (S Z)) (S (S Z)) = S (S (S (S Z)))",
        "multiply (S (S (S (S Z)))) (S Z) = S (S (S (S Z)))",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(set(&lines), expected);
    confirm_with_ghc("Peano.hs", &lines);
}

#[test]
fn mccarthy_91_is_91_below_101() {
    // McCarthy: for n <= 100 the result is always 91, so assuming otherwise yields nothing.
    let none = g2(
        "Peano.hs",
        "mc91",
        &["--assume", r"\x r -> x <= 100 && r /= 91", "--n", "3000", "--timeout", "40"],
    );
    assert!(none.is_empty(), "{none:?}");
    let some = g2("Peano.hs", "mc91", &["--assume", r"\x r -> x <= 100", "--max-outputs", "8"]);
    assert_eq!(some.len(), 8);
    for line in &some {
        assert_eq!(split(line).1, "91", "{line}");
    }
    confirm_with_ghc("Peano.hs", &some);
}

#[test]
fn collecting_garbage_after_every_quantum_changes_no_result() {
    // G2_GC_MIN_ALLOCS=1 makes the collector run after every quantum (and every 4096
    // steps of a validation replay), so a missing root would show up as a changed or
    // lost result, or an internal error.
    let every = [("G2_GC_MIN_ALLOCS", "1")];
    let cases: [(&str, &str, &[&str]); 4] = [
        ("Peano.hs", "add", &["--assume", r"\x y r -> r == S (S (S (S Z)))"]),
        ("Lazy.hs", "index", &["--max-outputs", "6"]),
        ("HigherOrder.hs", "applyTwice", &["--max-outputs", "6"]),
        ("Integers.hs", "square", &["--assume", r"\n r -> r == bigSquare && n > 0"]),
    ];
    for (file, function, args) in cases {
        let usual = set(&g2(file, function, args));
        assert!(!usual.is_empty(), "{file} {function}");
        assert_eq!(set(&g2_with(&every, file, function, args)), usual, "{file} {function}");
    }
}

#[test]
fn integer_square_roots_beyond_128_bits() {
    // The only positive n with n * n = 10^44 is 10^22; the constraint's constant does
    // not fit in 128 bits, the unknown's value does not fit in 64.
    let lines = g2("Integers.hs", "square", &["--assume", r"\n r -> r == bigSquare && n > 0"]);
    assert_eq!(
        lines,
        vec!["square 10000000000000000000000 = 100000000000000000000000000000000000000000000"]
    );
    confirm_with_ghc("Integers.hs", &lines);
}

#[test]
fn infinite_list_assertion_fails_at_k_1() {
    // Figure 2.1: repl i ! k == i fails for every k >= 1; the shallowest is k = 1.
    let lines = g2("Lazy.hs", "replAt", &["--assert", r"\i k r -> r", "--max-outputs", "3"]);
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().any(|l| split(l).0.ends_with(" 1")), "{lines:?}");
    assert!(lines.iter().all(|l| split(l).1 == "False"));
    confirm_with_ghc("Lazy.hs", &lines);
}

#[test]
fn unevaluated_argument_does_not_crash() {
    // f (g 0) with f ignoring its argument: one path, result 10, no error.
    let lines = g2("Lazy.hs", "constTen", &[]);
    assert_eq!(lines.len(), 1);
    assert_eq!(split(&lines[0]).1, "10");
    confirm_with_ghc("Lazy.hs", &lines);
}

#[test]
fn seq_forces_its_first_argument() {
    // Two paths: y > 5 crashes, otherwise 10.
    let lines = g2("Lazy.hs", "forced", &[]);
    let results: BTreeSet<&str> = lines.iter().map(|l| split(l).1).collect();
    assert_eq!(results, ["10", "error"].into());
    confirm_with_ghc("Lazy.hs", &lines);
}

#[test]
fn char_case_analysis_reaches_every_class() {
    let lines = g2("Chars.hs", "kind", &[]);
    let results: BTreeSet<&str> = lines.iter().map(|l| split(l).1).collect();
    assert_eq!(results, ["Digit", "Lower", "Other", "Upper"].into());
    confirm_with_ghc("Chars.hs", &lines);
}

#[test]
fn upper_of_a_is_reached_from_exactly_two_chars() {
    // upper c == 'A' exactly for c = 'A' (unchanged) and c = 'a' (shifted).
    let lines = g2("Chars.hs", "upper", &["--assume", r"\c r -> r == 'A'"]);
    let expected: BTreeSet<String> =
        ["upper 'A' = 'A'", "upper 'a' = 'A'"].iter().map(|s| s.to_string()).collect();
    assert_eq!(set(&lines), expected);
    confirm_with_ghc("Chars.hs", &lines);
}

#[test]
fn class_polymorphic_functions_run_at_int() {
    let lines = g2("Classes.hs", "count", &["--max-outputs", "6"]);
    assert_eq!(lines.len(), 6);
    confirm_with_ghc("Classes.hs", &lines);
    let lines = g2("Classes.hs", "largest", &["--max-outputs", "5"]);
    assert!(lines.iter().any(|l| split(l).1 == "Nothing"));
    confirm_with_ghc("Classes.hs", &lines);
}

#[test]
fn error_paths_are_reported_as_error() {
    let lines = g2("Errors.hs", "safeDiv", &["--max-outputs", "3"]);
    assert!(lines.iter().any(|l| l.ends_with(" 0 = error")), "{lines:?}");
    confirm_with_ghc("Errors.hs", &lines);
    let lines = g2("Errors.hs", "firstOf", &[]);
    assert!(lines.contains(&"firstOf [] = error".to_string()), "{lines:?}");
    confirm_with_ghc("Errors.hs", &lines);
    let lines = g2("Errors.hs", "pick", &[]);
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("pick False") && l.ends_with("= error")).count(),
        1
    );
    confirm_with_ghc("Errors.hs", &lines);
}

#[test]
fn bad_arguments_are_clear_errors() {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg(program("Peano.hs"))
        .arg("nosuch")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nosuch"), "{err}");
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg(program("Peano.hs"))
        .arg("add")
        .arg("--n")
        .arg("x")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--n expects"));
}

#[test]
fn shared_thunks_fix_their_choice() {
    // Figure 2.7: f 2 is 2 or 3 by a symbolic choice. Shared: y*y in {4, 9}.
    // Unshared: f 2 * f 2 in {4, 6, 6, 9}: four paths. (The program imports
    // G2.Symbolic, so GHC cannot run it without the plugin; the expectation is the paper's.)
    let mut shared: Vec<String> =
        g2("Sharing.hs", "shared", &[]).iter().map(|l| split(l).1.to_string()).collect();
    shared.sort();
    assert_eq!(shared, ["4", "9"]);
    let mut unshared: Vec<String> =
        g2("Sharing.hs", "unshared", &[]).iter().map(|l| split(l).1.to_string()).collect();
    unshared.sort();
    assert_eq!(unshared, ["4", "6", "6", "9"]);
}

#[test]
fn json_output_has_one_object_per_result() {
    let lines = g2("Errors.hs", "firstOf", &["--json"]);
    assert!(
        lines.iter().any(|l| l.contains(r#""inputs": ["[]"]"#) && l.contains(r#""crashed": true"#)),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with('{') && l.ends_with('}')));
}

#[test]
fn higher_order_inputs_choose_among_module_functions() {
    // r == 12 from applyTwice f x with f in {inc, dbl, neg}: inc 10, dbl 3, neg 12 —
    // exactly one x per function (inc: x + 2 = 12, dbl: 4x = 12, neg: x = 12).
    let lines = g2("HigherOrder.hs", "applyTwice", &["--assume", r"\f x r -> r == 12"]);
    let expected: BTreeSet<String> =
        ["applyTwice inc 10 = 12", "applyTwice dbl 3 = 12", "applyTwice neg 12 = 12"]
            .iter()
            .map(|s| s.to_string())
            .collect();
    assert_eq!(set(&lines), expected);
    confirm_with_ghc("HigherOrder.hs", &lines);
}

#[test]
fn strings_print_as_ghc_shows_them() {
    // An empty String input or output is "" (GHC's show), not [].
    let lines = g2("HigherOrder.hs", "firstWord", &["--max-outputs", "3"]);
    assert!(lines.contains(&r#"firstWord "" = """#.to_string()), "{lines:?}");
    confirm_with_ghc("HigherOrder.hs", &lines);
}

#[test]
fn foreign_calls_are_reported_by_name() {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg(program("Foreign.hs"))
        .arg("wave")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("foreign call `cos`")
            && err.contains("c_cos")
            && err.contains("engine/Foreign.hs:4"),
        "{err}"
    );
}

#[test]
fn choose_explores_both_branches() {
    // pickOne x = choose (x + 1) (x * 2): r == 10 from x = 9 (left) and x = 5 (right).
    let lines = g2("Sharing.hs", "pickOne", &["--assume", r"\x r -> r == 10"]);
    let expected: BTreeSet<String> =
        ["pickOne 9 = 10", "pickOne 5 = 10"].iter().map(|s| s.to_string()).collect();
    assert_eq!(set(&lines), expected);
}

#[test]
fn intersect_is_not_commutative() {
    // With duplicates, intersect xs ys keeps xs's multiplicities: [0] vs [0,0] differ.
    let lines =
        g2("Intersect.hs", "commutes", &["--assert", r"\xs ys r -> r", "--max-outputs", "2"]);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|l| split(l).1 == "False"));
    confirm_with_ghc("Intersect.hs", &lines);
}

#[test]
fn a_search_cut_for_memory_says_so_and_prints_only_validated_results() {
    // Any process is above 1 MB: the guard drops waiting states at once, so the
    // search may not say "none exist" and must name the memory limit.
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg(program("Intersect.hs"))
        .args(["commutes", "--assert", r"\xs ys r -> r"])
        .args(["--timeout", "2", "--max-memory", "1", "--stats"])
        .output()
        .expect("run g2");
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("memory limit (--max-memory 1)"), "{stderr}");
    let lines: Vec<String> = stdout.lines().map(String::from).collect();
    assert!(lines.iter().all(|l| split(l).1 == "False"), "{lines:?}");
    confirm_with_ghc("Intersect.hs", &lines);
}

#[test]
fn max_memory_is_range_checked() {
    for bad in ["0", "18446744073709551615"] {
        let out = Command::new(env!("CARGO_BIN_EXE_g2"))
            .arg(program("Intersect.hs"))
            .args(["commutes", "--max-memory", bad])
            .output()
            .expect("run g2");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && stderr.contains("--max-memory expects"), "{stderr}");
    }
}

/// Runs `g2 check` and returns its stdout.
fn g2_check(file: &str, functions: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("check")
        .arg(
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../test-suite/programs/check")
                .join(file),
        )
        .args(functions)
        .args(["--timeout", "3"])
        .output()
        .expect("run g2 check");
    assert!(out.status.success(), "g2 check failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).to_string()
}

fn ghc_fails(dir: &str, file: &str, expr: &str) -> bool {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../test-suite/programs")
        .join(dir)
        .join(file);
    !Command::new("ghc")
        .arg("-e")
        .arg(format!("({expr}) `seq` ()"))
        .arg(path)
        .output()
        .unwrap()
        .status
        .success()
}

#[test]
fn zip_has_a_concrete_counterexample_through_die() {
    // Seed 000, section 2: zip's precondition allows ([], [0]), which reaches die.
    // It is found directly, or through zip's own recursive call, whose arguments can
    // break its precondition (zip [2, 0] [1] calls zip [0] []): both are real. (die
    // returns a type variable, so its calls are never abstracted: parametricity.)
    let report = g2_check("Paper.hs", &["zip"]);
    assert_zip_counterexample(&report, "check", "Paper.hs");
}

/// Zip's concrete counterexample in one of its two shapes, confirmed with GHC.
fn assert_zip_counterexample(report: &str, dir: &str, file: &str) {
    let direct = "concrete counterexample:\nzip [] [0] = error\nmakes a call to\ndie \"Bad call to zip\" = error\nviolating die's refinement type\nreproduce in GHCi: zip [] [0]";
    if report.contains(direct) {
        assert!(ghc_fails(dir, file, "zip [] [0 :: Int] :: [((), Int)]"));
        return;
    }
    let lines: Vec<&str> =
        report.lines().skip_while(|l| *l != "concrete counterexample:").collect();
    assert!(lines.len() >= 5, "{report}");
    let call = lines[1].strip_suffix(" = error").unwrap_or_else(|| panic!("{report}"));
    assert_eq!(
        (lines[2], lines[4]),
        ("makes a call to", "violating zip's refinement type"),
        "{report}"
    );
    assert!(lines[3].starts_with("zip ") && lines[3].ends_with(" = error"), "{report}");
    assert!(ghc_fails(dir, file, &format!("length ({call} :: [(Int, Int)])")), "{call}");
}

#[test]
fn a_crash_whose_message_calls_a_contracted_function_is_reported() {
    // f crashes for every negative x; only the crash's message calls g, so the
    // counterexample is f's own (concrete), and the first one is the shallowest input.
    let report = g2_check("ErrorMessages.hs", &["f"]);
    let first = report.split("\n\n").next().unwrap_or("");
    assert!(first.starts_with("concrete counterexample:\nf (-1) = error\n"), "{report}");
    assert!(ghc_fails("check", "ErrorMessages.hs", "f (-1)"));
}

#[test]
fn concat_blames_appends_weak_specification() {
    // append's contract says nothing about lengths, so concat cannot be verified: the
    // counterexample is abstract and names append.
    let report = g2_check("Paper.hs", &["concat"]);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines[0], "abstract counterexample:");
    assert!(lines[1].starts_with("concat "), "{report}");
    assert_eq!(lines[2], "violating its refinement type, if");
    assert!(lines[3].starts_with("append "), "{report}");
    assert_eq!(lines[4], "Strengthen the refinement type of append to eliminate this possibility");
}

#[test]
fn incr_main_abstract_with_integer_and_concrete_overflow_with_int() {
    // With Integer, incr is correct and its contract too weak for main (the paper's
    // Figure 1): main 0 = 0 if incr 1 = 0.
    let report = g2_check("Paper.hs", &["mainI"]);
    assert_eq!(
        report.trim(),
        "abstract counterexample:\nmainI 0 = 0\nviolating its refinement type, if\nincrI 1 = 0\nStrengthen the refinement type of incrI to eliminate this possibility"
    );
    // With 64-bit Int, incr really breaks its contract at maxBound.
    let report = g2_check("Paper.hs", &["incr"]);
    assert!(
        report.starts_with(
            "concrete counterexample:\nincr 9223372036854775807 = -9223372036854775808"
        ),
        "{report}"
    );
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/check/Paper.hs");
    let out = Command::new("ghc").arg("-e").arg("incr maxBound").arg(path).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "-9223372036854775808");
}

#[test]
fn correct_contracts_report_nothing() {
    // No counterexample, and each function's outcome said: incrI's search is exhausted
    // (Integer arithmetic, every path finishes); append's recursion over symbolic lists
    // never ends, so its search stops at the time limit.
    let out = g2_check("Paper.hs", &["incrI", "append"]);
    assert!(!out.contains("counterexample:"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0], "incrI: no counterexample exists (every path was explored)");
    assert!(lines[1].starts_with("append: no counterexample within the time limit"), "{out}");
}

#[test]
fn g2_liquid_checks_refinement_type_annotations() {
    // test-suite/programs/liquid/Zip.hs: the paper's zip, whose refinement allows
    // ([], [0]); the stronger zipSameLength verifies, so it is not reported.
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid/Zip.hs");
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(&path)
        .args(["--timeout", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = String::from_utf8_lossy(&out.stdout);
    // die's own check (its precondition is False: nothing reaches its body) and
    // zipSameLength's (no counterexample) state their outcomes.
    let lines: Vec<&str> = report.trim().lines().collect();
    assert_eq!(
        lines.first(),
        Some(&"die: no counterexample exists (every path was explored)"),
        "{report}"
    );
    assert_eq!(
        lines.last(),
        Some(&"zipSameLength: no counterexample within the time limit (2 s)"),
        "{report}"
    );
    assert_zip_counterexample(&report, "liquid", "Zip.hs");
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(&path)
        .args(["zip", "--json"])
        .output()
        .unwrap();
    let json = String::from_utf8_lossy(&out.stdout);
    assert!(
        json.contains(r#""kind": "concrete""#)
            && (json.contains(r#""function": "die""#)
                || json.contains(r#""blame": {"function": "zip""#)),
        "{json}"
    );
}

#[test]
fn coverage_names_what_the_engine_cannot_run() {
    // Foreign.hs imports C's cos, which nothing defines; everything else it reaches is
    // covered.
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("coverage")
        .arg(program("Foreign.hs"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let missing: Vec<&str> = stdout.lines().filter(|l| l.ends_with("MISSING")).collect();
    assert_eq!(missing.len(), 1, "{stdout}");
    assert!(missing[0].contains("cos"), "{stdout}");
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .args(["coverage", "--all"])
        .arg(program("Intersect.hs"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let label = |name: &str| {
        let line = stdout.lines().find(|l| l.split_whitespace().next() == Some(name));
        line.unwrap_or_else(|| panic!("{name} is not listed:\n{stdout}"))[60..].trim().to_string()
    };
    // ghc-prim's GHC.Classes.hi carries an InlineRule unfolding for eqInt ...
    assert_eq!(label("GHC.Classes.eqInt"), "unfolding (interface file)");
    // ... but none for the list instance's (==), a recursive loop breaker: the plugin
    // writes G2.Models.Classes.eqList in its place.
    assert_eq!(label("GHC.Classes.$fEq[]_$c=="), "model (haskell-plugin/src/G2/Models)");
    // eqInt's unfolding compares with the primop ==#.
    assert_eq!(label("GHC.Prim.==#"), "primitive");
    assert!(!stdout.contains("MISSING"), "{stdout}");
    // Errors.hs calls error, which the engine runs itself.
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .args(["coverage", "--all"])
        .arg(program("Errors.hs"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.lines().any(|l| l.starts_with("GHC.Err.error ") && l.ends_with("engine builtin")),
        "{stdout}"
    );
}

#[test]
fn class_constrained_functions_are_checked_through_monomorphic_copies() {
    // Sorted.hs: insert puts x after a greater head, so insert x [y] with x <= y is not
    // sorted. The check runs through g2__mono_insert (at Int).
    let report = g2_check("Sorted.hs", &["insert"]);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines[0], "concrete counterexample:", "{report}");
    assert_eq!(lines[2], "violating insert's refinement type");
    let call = lines[3].strip_prefix("reproduce in GHCi: ").unwrap();
    // GHC confirms: the result is not sorted.
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/check/Sorted.hs");
    let out = Command::new("ghc")
        .arg("-e")
        .arg(format!("sorted ({call} :: [Int])"))
        .arg(path)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "False");
}

#[test]
fn conjunct_order_does_not_matter_for_queens() {
    // With the conjuncts in parallel, the length check fixes the list before the pair
    // constraints are explored (sequentially this took 8 s with this order, and gave
    // up at 10 s with the fair one).
    let lines = g2(
        "Conjuncts.hs",
        "queensLast",
        &[
            "--assume",
            r"\qs r -> r",
            "--max-outputs",
            "1",
            "--order",
            "smallest",
            "--n",
            "1000000",
            "--timeout",
            "5",
        ],
    );
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].ends_with("= True"), "{lines:?}");
    confirm_with_ghc("Conjuncts.hs", &lines);
}

#[test]
fn parallel_conjuncts_keep_the_results_of_sequential_ones() {
    // Two Ints, each 1 or 2, summing to 3: the paths [1,2] and [2,1]. The sum and the
    // elements are checked while the length is still open; a False anywhere ends the path.
    let lines = g2(
        "Conjuncts.hs",
        "ident",
        &[
            "--assume",
            r"\xs r -> length xs == 2 && sum xs == 3 && all (\x -> x == 1 || x == 2) xs",
            "--max-outputs",
            "2",
            "--timeout",
            "20",
        ],
    );
    let expected: BTreeSet<String> =
        ["ident [1, 2] = [1, 2]", "ident [2, 1] = [2, 1]"].iter().map(|s| s.to_string()).collect();
    assert_eq!(set(&lines), expected);
    confirm_with_ghc("Conjuncts.hs", &lines);
}

#[test]
fn what_the_engine_cannot_run_matters_only_if_the_conjunction_can_be_true() {
    // (n < 0 && n > 0) && <decodeFloat of a symbolic Double>: the left conjunct is never
    // True, so there is no answer whatever the right one does; the engine, which cannot
    // run decodeFloat here, must still answer "none" rather than fail.
    let none = g2("Conjuncts.hs", "contradictionThenUnsupported", &["--assume", r"\n d r -> r"]);
    assert!(none.is_empty(), "{none:?}");
    // With a conjunct that can be True beside it, the unknown part decides: an error.
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg(program("Conjuncts.hs"))
        .args(["unsupportedAndSatisfiable", "--assume", r"\n d r -> r"])
        .output()
        .expect("run g2");
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("decodeFloat"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
