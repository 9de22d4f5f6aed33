//! Counterexamples to contracts, in the papers' shape (seed 000, section 2).
//!
//! ```text
//! concat [[0], []] = [0, 0]
//! violating its refinement type, if
//! append [0] [] = [0, 0]
//! Strengthen the refinement type of append to eliminate this possibility
//! ```

use super::value::show;
use crate::ir::{NameId, Program};
use crate::search::check::{Call, Counterexample};

fn call_line(program: &Program<'_>, callee: NameId, args: &[super::Concrete], result: Option<&super::Concrete>) -> String {
    let mut line = program.names.occ(callee).to_string();
    for a in args {
        line.push(' ');
        line.push_str(&show(program, a, 11));
    }
    line.push_str(" = ");
    match result {
        Some(r) => line.push_str(&show(program, r, 0)),
        None => line.push_str("error"),
    }
    line
}

fn call(program: &Program<'_>, c: &Call) -> String {
    call_line(program, c.callee, &c.args, c.result.as_ref())
}

/// The report for one counterexample of `f`.
pub fn render(program: &Program<'_>, f: NameId, cex: &Counterexample) -> String {
    let name = program.names.occ(f);
    let mut out = Vec::new();
    out.push(if cex.is_concrete() { "concrete counterexample:".to_string() } else { "abstract counterexample:".to_string() });
    out.push(call_line(program, f, &cex.inputs, cex.output.as_ref()));
    match (&cex.blame, cex.abstractions.is_empty()) {
        (Some(b), _) => {
            for a in &cex.abstractions {
                out.push("if".into());
                out.push(call(program, a));
            }
            out.push("makes a call to".into());
            out.push(call(program, b));
            out.push(format!("violating {}'s refinement type", program.names.occ(b.callee)));
        }
        (None, true) => out.push(format!("violating {name}'s refinement type")),
        (None, false) => {
            out.push("violating its refinement type, if".into());
            for a in &cex.abstractions {
                out.push(call(program, a));
            }
            let callees: Vec<&str> = cex.abstractions.iter().map(|a| program.names.occ(a.callee)).collect();
            let mut unique = callees.clone();
            unique.dedup();
            out.push(format!(
                "Strengthen the refinement type of {} to eliminate this possibility",
                unique.join(" and ")
            ));
        }
    }
    if cex.overflow {
        out.push("(with 64-bit Int arithmetic: this needs wraparound, so it is no counterexample for mathematical integers)".into());
    }
    if cex.is_concrete() {
        let args: Vec<String> = cex.inputs.iter().map(|a| show(program, a, 11)).collect();
        out.push(format!("reproduce in GHCi: {} {}", name, args.join(" ")).trim_end().to_string());
    }
    out.join("\n")
}
