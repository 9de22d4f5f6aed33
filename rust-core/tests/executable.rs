//! `g2 liquid --executable DIR`: each abstract counterexample as a copy of the module
//! whose `main` runs it (Note [Executable abstract counterexamples] in
//! `report/executable.rs`). Each written module is run here with the real GHC, apart
//! from the tool's own run: its `main` must fail as the counterexample says, and the
//! same module with the stubs taken out (each call back to the real callee) must not,
//! so the failure comes from the counterfactual values, not from the code. These
//! tests need the plugin built (`scripts/build.sh`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/liquid").join(name)
}

/// Runs `g2 liquid FILE FUNCTION --executable DIR` and returns its stdout and DIR.
fn liquid(file: &str, function: &str, dir: &str) -> (String, PathBuf) {
    let dir = std::env::temp_dir().join(format!("g2-exe-test-{}-{dir}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(program(file))
        .arg(function)
        .arg("--executable")
        .arg(&dir)
        .output()
        .expect("run g2");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    (stdout, dir)
}

/// `main` of `file` run by GHC: (succeeded, stdout, stderr).
fn run_main(file: &Path, beside: &str) -> (bool, String, String) {
    let out = Command::new("ghc")
        .arg("-ignore-dot-ghci")
        .arg("-v0")
        .arg(format!("-i{}", program(beside).parent().unwrap().display()))
        .arg("-e")
        .arg(":main")
        .arg(file)
        .output()
        .expect("run ghc");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// The report's lines (unindented) between its first line and the line after it.
fn report_line(out: &str, prefix: &str) -> String {
    out.lines()
        .map(str::trim)
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("{out}"))
        .to_string()
}

/// Checks the module written for `function`'s first abstract counterexample: it fails
/// with the line `expected_failure` names, prints the counterexample's call line, and
/// without its stubs (each `g'cex` back to `g`) it does not fail.
fn reproduces(out: &str, dir: &Path, file: &str, function: &str, expected_failure: &str) -> String {
    let module = dir.join(format!("{function}_1.hs"));
    assert!(
        out.contains(&format!(
            "executable counterexample (its main fails as above when run with GHC): {}",
            module.display()
        )),
        "{out}"
    );
    let (ok, stdout, stderr) = run_main(&module, file);
    assert!(!ok, "{stdout}{stderr}");
    assert!(stderr.contains(expected_failure), "{stdout}{stderr}");
    let source = std::fs::read_to_string(&module).unwrap();
    let real = dir.join(format!("{function}_real.hs"));
    // The calls in the function's body back to the real callees (the stubs' own
    // equations, which start with `g'cex`, stay, unused).
    let without: Vec<String> = source
        .lines()
        .map(|l| {
            let is_stub = l.split_whitespace().next().is_some_and(|w| w.ends_with("'cex"));
            if is_stub {
                l.to_string()
            } else {
                l.replace("'cex ", " ")
            }
        })
        .collect();
    std::fs::write(&real, without.join("\n")).unwrap();
    let (_, stdout_real, stderr_real) = run_main(&real, file);
    assert!(!stderr_real.contains(": error:"), "{stdout_real}{stderr_real}");
    assert!(stdout_real.contains("g2: not reproduced"), "{stdout_real}{stderr_real}");
    source + &stdout
}

#[test]
fn concat_runs_with_appends_counterfactual_result() {
    let (out, dir) = liquid("Concat.hs", "concat", "concat");
    // The report's own call line is what main prints.
    let call = report_line(&out, "concat ");
    let text =
        reproduces(&out, &dir, "Concat.hs", "concat", "breaks the refinement type concat ::");
    assert!(text.contains(&call), "{text}");
    // append's stub and concat instantiated at Int (the stub's literals are Ints).
    assert!(text.contains("append'cex x'1 x'2 = append x'1 x'2"), "{text}");
    assert!(text.contains("concat :: [[Int]] -> [Int]"), "{text}");
    // concat's lines stay where they were (line 23 of Concat.hs is its last equation).
    let line = text.lines().nth(22).unwrap();
    assert_eq!(line, "concat (xs : (ys : xss)) = concat (append'cex xs ys : xss)", "{text}");
}

#[test]
fn two_calls_with_different_arguments_both_answered_by_the_stub() {
    // larger x = max (absI x) (absI (x + 1)) >= 0 breaks only if both calls return a
    // negative number: two abstractions, arguments x and x + 1.
    let (out, dir) = liquid("executable/Calls.hs", "larger", "larger");
    let text = reproduces(
        &out,
        &dir,
        "executable/Calls.hs",
        "larger",
        "breaks the refinement type larger ::",
    );
    let cases = text.lines().filter(|l| l.starts_with("absI'cex ") && !l.contains("x'1")).count();
    assert_eq!(cases, 2, "{text}");
    assert!(text.contains(&report_line(&out, "larger ")), "{text}");
}

#[test]
fn a_call_not_in_the_counterexample_runs_the_real_callee() {
    // sizeCons x xs = size xs + size (x : xs): one call's result breaks the sum; the
    // other goes through the stub's fallback to size itself.
    let (out, dir) = liquid("executable/Calls.hs", "sizeCons", "sizeCons");
    let text = reproduces(
        &out,
        &dir,
        "executable/Calls.hs",
        "sizeCons",
        "breaks the refinement type sizeCons ::",
    );
    let cases = text.lines().filter(|l| l.starts_with("size'cex ") && !l.contains("x'1")).count();
    assert_eq!(cases, 1, "{text}");
    assert!(text.contains("size'cex x'1 = size x'1"), "{text}");
}

#[test]
fn a_real_call_with_the_counterfactual_calls_arguments_keeps_its_own_place() {
    // sizeTwice xs = size xs + size xs: one call is real and one counterfactual on the
    // same argument, so the stub goes at one place only.
    let (out, dir) = liquid("executable/Calls.hs", "sizeTwice", "sizeTwice");
    let text = reproduces(
        &out,
        &dir,
        "executable/Calls.hs",
        "sizeTwice",
        "breaks the refinement type sizeTwice ::",
    );
    let body = text.lines().find(|l| l.starts_with("sizeTwice xs =")).unwrap();
    assert_eq!(body.matches("size'cex").count(), 1, "{text}");
    assert_eq!(body.matches("size ").count(), 1, "{text}");
}

#[test]
fn a_blamed_call_is_raised_where_the_run_makes_it() {
    // pick never returns more than 100, but its type allows it: then firstOf calls
    // die, whose type says it is never called.
    let (out, dir) = liquid("executable/Calls.hs", "firstOf", "firstOf");
    reproduces(
        &out,
        &dir,
        "executable/Calls.hs",
        "firstOf",
        "g2: reproduced: the call die \"too big\" breaks die's refinement type",
    );
}

#[test]
fn the_diagnostic_names_the_option() {
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(program("Concat.hs"))
        .arg("concat")
        .output()
        .expect("run g2");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("g2 liquid --executable DIR writes a module whose main runs this in GHCi"),
        "{stdout}"
    );
}

#[test]
fn json_names_the_module_written() {
    let dir = std::env::temp_dir().join(format!("g2-exe-test-{}-json", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_g2"))
        .arg("liquid")
        .arg(program("Concat.hs"))
        .args(["concat", "--json", "--executable"])
        .arg(&dir)
        .output()
        .expect("run g2");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let module = dir.join("concat_1.hs");
    let field = format!("\"executable\": {{\"file\": \"{}\"}}", module.display());
    assert!(
        stdout.lines().any(|l| l.contains("\"kind\": \"abstract\"") && l.contains(&field)),
        "{stdout}"
    );
    assert!(module.is_file());
}
