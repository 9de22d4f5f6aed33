//! `g2 liquid --executable DIR`: each abstract counterexample as a module whose `main`
//! reproduces it in GHCi (`report::executable`), run once here before it is offered.

use std::path::{Path, PathBuf};
use std::time::Duration;

use g2core::frontend::interpret::{ghci_command, run_main};
use g2core::infer::templates::annotation_of;
use g2core::ir::{NameId, Program};
use g2core::reduce::Counterexample;
use g2core::report::executable::{call_sites, executable, Sites, NOT_REPRODUCED, REPRODUCED};

/// A module written and seen to fail as its counterexample says.
pub struct Written {
    pub file: PathBuf,
    /// The GHCi command line that loads it (before the file).
    pub ghci: Vec<String>,
}

impl Written {
    /// The lines under a diagnostic: where it is and how to step through it.
    pub fn text(&self) -> String {
        let command: Vec<String> = self.ghci.iter().map(|a| shell_word(a)).collect();
        format!(
            "    executable counterexample (its main fails as above when run with GHC): {}\n    step through it: {} {}\n      then :main, or :step main, or :set -fbreak-on-error and :trace main, then :hist",
            self.file.display(),
            command.join(" "),
            shell_word(&self.file.display().to_string())
        )
    }
}

/// The line under a diagnostic when no module is offered, and why.
pub fn no_module(why: &str) -> String {
    format!("    no executable counterexample: {why}")
}

/// Writes the module for the `index`-th abstract counterexample of `f` of `file` into
/// `dir` and runs its `main`: the module, or why there is none (never a module that
/// was not seen to fail as the counterexample says).
pub fn write(
    file: &Path,
    program: &Program,
    f: NameId,
    cex: &Counterexample,
    dir: &Path,
    index: usize,
    includes: &[String],
) -> Result<Written, String> {
    let source = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if file.extension().is_some_and(|e| e == "lhs") {
        return Err("literate Haskell (.lhs) files are not rewritten".into());
    }
    let name = program.names.occ(f);
    let spec = annotation_of(&source, name).map(|(_, a)| a.to_string());
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let out = dir.join(format!("{name}_{index}.hs"));
    // The copy imports what the original does, from beside the original.
    let mut includes = includes.to_vec();
    if let Some(parent) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
        includes.push(format!("-i{}", parent.display()));
    }
    let choices = selections(&call_sites(program, &source, f, cex)?);
    let mut first_failure = None;
    let mut reproduced_with = None;
    for sites in &choices {
        let module = executable(program, &source, f, cex, spec.as_deref(), sites)?;
        std::fs::write(&out, &module)
            .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        let ghci = ghci_command(&out, &module, &includes).map_err(|e| e.to_string())?;
        let ran = run_main(&out, &ghci, Duration::from_secs(60)).map_err(|e| e.to_string())?;
        let crash_expected = cex.output.is_none() && cex.blame.is_none();
        let reproduced = !ran.success
            && !ran.stdout.contains(NOT_REPRODUCED)
            && !ran.stderr.contains(": error:")
            && (ran.stderr.contains(REPRODUCED) || crash_expected);
        if reproduced {
            reproduced_with = Some(ghci);
            break;
        }
        if first_failure.is_none() {
            let said: Vec<String> = ran
                .stdout
                .lines()
                .chain(ran.stderr.lines())
                .filter(|l| !l.trim().is_empty())
                .take(6)
                .map(str::to_string)
                .collect();
            first_failure = Some((module, said));
        }
    }
    let Some(ghci) = reproduced_with else {
        // What the first (every call stubbed) module did, which is what the file keeps.
        let (module, said) = first_failure.unwrap_or_default();
        let _ = std::fs::write(&out, module);
        return Err(format!(
            "{} was written, but its main did not fail as the counterexample says{}:\n      {}",
            out.display(),
            if choices.len() > 1 {
                format!(
                    " (nor with the stubs at {} other choices of call sites)",
                    choices.len() - 1
                )
            } else {
                String::new()
            },
            said.join("\n      ")
        ));
    };
    Ok(Written { file: out, ghci })
}

/// A word for a shell command line, quoted when it needs to be.
fn shell_word(w: &str) -> String {
    if w.chars().all(|c| c.is_alphanumeric() || "-_./=:+,@".contains(c)) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}

/// The placements of the stubs to try, at most eight: every call of each stubbed callee
/// first; then, for a callee named at 2 to 4 places in the function's body, each proper
/// subset of them (the others' calls all stubbed). A real call with the same arguments
/// as a counterfactual one at another place (`size xs + size ys` with `xs == ys`)
/// reproduces only when the stub is at the counterfactual call's place.
fn selections(counts: &std::collections::BTreeMap<String, usize>) -> Vec<Sites> {
    let mut out = vec![Sites::new()];
    for (g, &k) in counts.iter().filter(|(_, &k)| (2..=4).contains(&k)) {
        for mask in 1..(1u32 << k) - 1 {
            out.push(Sites::from([(g.clone(), (0..k).map(|i| mask & (1 << i) != 0).collect())]));
        }
    }
    out.truncate(8);
    out
}
