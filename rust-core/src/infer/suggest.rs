//! A suggestion under an abstract counterexample (`g2 liquid --suggest`, and the
//! plugin's `liquid-suggest` through `g2_suggest`): what inference finds for the
//! function's blamed callees, as lines to print under the report. It never fails:
//! a run that finds nothing, or cannot run, says why in one line.

use std::path::Path;

use super::{Options, Outcome, Session};

/// The lines suggesting specifications that remove `f`'s abstract counterexamples, from
/// an inference session of its own on `file` in `workdir` (a directory it may fill).
pub fn suggestion(file: &Path, workdir: &Path, options: Options, f: &str) -> String {
    let inferred = Session::new(file, workdir, options).and_then(|mut s| s.infer(f));
    match inferred.map(|i| i.outcome) {
        Ok(Outcome::Found { annotations, rechecked, .. }) => {
            let mut lines = vec!["    suggestion (g2 infer):".to_string()];
            lines.extend(annotations.iter().map(|(_, a)| format!("      {a}")));
            let checks: Vec<String> =
                rechecked.iter().map(|(g, v)| format!("{g}: {}", v.no_counterexample())).collect();
            lines.push(format!("    with it, re-checked (not a proof): {}", checks.join("; ")));
            lines.join("\n")
        }
        Ok(Outcome::NoneFound(why) | Outcome::GaveUp(why)) => {
            format!("    no suggestion (g2 infer): {}", why.lines().next().unwrap_or(""))
        }
        Ok(_) => "    no suggestion (g2 infer)".to_string(),
        Err(e) => {
            format!("    no suggestion (g2 infer): {}", e.to_string().lines().next().unwrap_or(""))
        }
    }
}
