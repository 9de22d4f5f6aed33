//! `g2 liquid --executable DIR`: each abstract counterexample as a module whose `main`
//! reproduces it in GHCi (`report::executable`), run once here before it is offered.

use std::path::Path;
use std::time::Duration;

use g2core::frontend::interpret::{ghci_command, run_main};
use g2core::infer::templates::annotation_of;
use g2core::ir::{NameId, Program};
use g2core::reduce::Counterexample;
use g2core::report::executable::{executable, NOT_REPRODUCED, REPRODUCED};

/// Writes the module for the `index`-th abstract counterexample of `f` of `file` into
/// `dir`, runs its `main`, and returns the lines to print under the diagnostic: where
/// it is and how to step through it, or why there is none (never a module that was not
/// seen to fail as the counterexample says).
pub fn write(
    file: &Path,
    program: &Program<'_>,
    f: NameId,
    cex: &Counterexample,
    dir: &Path,
    index: usize,
    includes: &[String],
) -> String {
    match try_write(file, program, f, cex, dir, index, includes) {
        Ok(lines) => lines,
        Err(why) => format!("    no executable counterexample: {why}"),
    }
}

fn try_write(
    file: &Path,
    program: &Program<'_>,
    f: NameId,
    cex: &Counterexample,
    dir: &Path,
    index: usize,
    includes: &[String],
) -> Result<String, String> {
    let source = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if file.extension().is_some_and(|e| e == "lhs") {
        return Err("literate Haskell (.lhs) files are not rewritten".into());
    }
    let name = program.names.occ(f);
    let spec = annotation_of(&source, name).map(|(_, a)| a.to_string());
    let module = executable(program, &source, f, cex, spec.as_deref())?;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let out = dir.join(format!("{name}_{index}.hs"));
    std::fs::write(&out, &module).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    // The copy imports what the original does, from beside the original.
    let mut includes = includes.to_vec();
    if let Some(parent) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
        includes.push(format!("-i{}", parent.display()));
    }
    let ghci = ghci_command(&out, &module, &includes).map_err(|e| e.to_string())?;
    let ran = run_main(&out, &ghci, Duration::from_secs(60)).map_err(|e| e.to_string())?;
    let crash_expected = cex.output.is_none() && cex.blame.is_none();
    let reproduced = !ran.success
        && !ran.stdout.contains(NOT_REPRODUCED)
        && !ran.stderr.contains(": error:")
        && (ran.stderr.contains(REPRODUCED) || crash_expected);
    if !reproduced {
        let said: Vec<&str> = ran
            .stdout
            .lines()
            .chain(ran.stderr.lines())
            .filter(|l| !l.trim().is_empty())
            .take(6)
            .collect();
        return Err(format!(
            "{} was written, but its main did not fail as the counterexample says:\n      {}",
            out.display(),
            said.join("\n      ")
        ));
    }
    let command: Vec<String> = ghci.iter().map(|a| shell_word(a)).collect();
    Ok(format!(
        "    executable counterexample (its main fails as above when run with GHC): {}\n    step through it: {} {}\n      then :main, or :step main, or :set -fbreak-on-error and :trace main, then :hist",
        out.display(),
        command.join(" "),
        shell_word(&out.display().to_string())
    ))
}

/// A word for a shell command line, quoted when it needs to be.
fn shell_word(w: &str) -> String {
    if w.chars().all(|c| c.is_alphanumeric() || "-_./=:+,@".contains(c)) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}
