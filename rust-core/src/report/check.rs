//! Counterexamples to contracts, in the papers' shape (seed 000, section 2).
//!
//! ```text
//! concat [[0],[]] = [0,0]
//! violating its refinement type, if
//! append [0] [] = [0,0]
//! Strengthen the refinement type of append to eliminate this possibility
//! ```

use super::value::{show_typed, var_name};
use crate::ir::generated::subject_suffix;
use crate::ir::{NameId, Program};
use crate::reduce::rtype::{RType, Subst};
use crate::reduce::{Call, Counterexample};

/// The types of a call's `n` arguments and of its result, from the callee's declared
/// type, where they line up (a newtype argument is shown with its constructor). Type
/// variables stay variables: only the types' newtypes and strings matter here.
fn call_types(program: &Program, callee: NameId, n: usize) -> (Vec<Option<RType>>, Option<RType>) {
    let Some((binder, _)) = program.globals.get(&callee) else { return (vec![None; n], None) };
    let ty = RType::from_ir(program, binder.ty, &Subst::default());
    let (_, body) = ty.split_foralls();
    let (params, result) = body.split_fun();
    if params.len() < n {
        return (vec![None; n], None);
    }
    let result = (params.len() == n).then_some(result);
    (params.into_iter().take(n).map(Some).collect(), result)
}

/// The arguments of a call to `callee`, each shown at argument precedence.
pub fn args_text(program: &Program, callee: NameId, args: &[super::Concrete]) -> Vec<String> {
    let (types, _) = call_types(program, callee, args.len());
    args.iter().zip(&types).map(|(a, t)| show_typed(program, a, t.as_ref(), 11)).collect()
}

/// How reports name a checked function and write a call of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// In outcome lines and diagnostics: `f`, `(-.-)`, `size @Pair`.
    pub name: String,
    /// Applied to the arguments in a call GHCi runs: `f`, `(-.-)`, `size`, `(def :: Int)`.
    pub call: String,
}

/// How reports name `f` and call it: its own name (an operator in parentheses), or,
/// for the binding the plugin generates to check an instance's method, what its marker
/// `g2__shown_F` holds: the name, and the call on a second line (Note [Checking
/// instance methods] in `haskell-plugin/src/G2/Liquid/Methods.hs`).
pub fn shown(program: &Program, f: NameId) -> Shown {
    let occ = program.names.occ(f);
    let marker = format!("g2__shown_{}", subject_suffix(occ));
    let text = program.find_own_binding(&marker).and_then(|(_, rhs)| program.marker_text(rhs));
    match text.as_deref().and_then(|t| t.split_once('\n')) {
        Some((name, call)) => Shown { name: name.to_string(), call: call.to_string() },
        None => Shown { name: var_name(occ), call: var_name(occ) },
    }
}

fn call_line(
    program: &Program,
    callee: NameId,
    args: &[super::Concrete],
    result: Option<&super::Concrete>,
) -> String {
    call_line_as(program, callee, &var_name(program.names.occ(callee)), args, result)
}

/// A call of `callee`, written `head` applied to the arguments, and its result.
fn call_line_as(
    program: &Program,
    callee: NameId,
    head: &str,
    args: &[super::Concrete],
    result: Option<&super::Concrete>,
) -> String {
    let mut line = head.to_string();
    for a in args_text(program, callee, args) {
        line.push(' ');
        line.push_str(&a);
    }
    line.push_str(" = ");
    match result {
        Some(r) => line.push_str(&result_text(program, callee, args.len(), r)),
        None => line.push_str("error"),
    }
    line
}

/// The result of a call to `callee` with `n_args` arguments.
pub fn result_text(
    program: &Program,
    callee: NameId,
    n_args: usize,
    result: &super::Concrete,
) -> String {
    let (_, result_ty) = call_types(program, callee, n_args);
    show_typed(program, result, result_ty.as_ref(), 0)
}

fn call(program: &Program, c: &Call) -> String {
    call_line(program, c.callee, &c.args, c.result.as_ref())
}

/// The report for one counterexample of `f`.
pub fn render(program: &Program, f: NameId, cex: &Counterexample) -> String {
    let shown = shown(program, f);
    let name = &shown.name;
    let mut out = Vec::new();
    out.push(if cex.is_concrete() {
        "concrete counterexample:".to_string()
    } else {
        "abstract counterexample:".to_string()
    });
    out.push(call_line_as(program, f, &shown.call, &cex.inputs, cex.output.as_ref()));
    match (&cex.blame, cex.abstractions.is_empty()) {
        (Some(b), _) => {
            for a in &cex.abstractions {
                out.push("if".into());
                out.push(call(program, a));
            }
            out.push("makes a call to".into());
            out.push(call(program, b));
            out.push(format!(
                "violating {}'s refinement type",
                var_name(program.names.occ(b.callee))
            ));
        }
        (None, true) => out.push(format!("violating {name}'s refinement type")),
        (None, false) => {
            out.push("violating its refinement type, if".into());
            for a in &cex.abstractions {
                out.push(call(program, a));
            }
            let callees: Vec<&str> =
                cex.abstractions.iter().map(|a| program.names.occ(a.callee)).collect();
            let mut unique = callees.clone();
            unique.dedup();
            out.push(format!(
                "Strengthen the refinement type of {} to eliminate this possibility",
                unique.join(" and ")
            ));
            if cex.assumes_only_recursion(f) {
                // Note [Recursive abstractions] in `search::check`.
                out.push(format!(
                    "(these are {name}'s own recursive calls: its type does not carry through its recursion; no input that breaks it was found, a deeper one may)"
                ));
            }
        }
    }
    if cex.overflow {
        out.push("(with 64-bit Int arithmetic: this needs wraparound, so it is no counterexample for mathematical integers)".into());
    }
    if cex.is_concrete() {
        let args = args_text(program, f, &cex.inputs);
        out.push(
            format!("reproduce in GHCi: {} {}", shown.call, args.join(" ")).trim_end().to_string(),
        );
    }
    out.join("\n")
}

/// The failing path of a concrete counterexample of `f` (`--trace`): the calls to
/// functions with specifications along the run, in order, marking the first whose
/// result (or arguments) breaks its specification, or else where the failure is: the
/// crash raised in `f`'s own code, or `f`'s result breaking `f`'s specification.
/// `undefined` is a part of a value the run never evaluated.
pub fn render_trace(program: &Program, f: NameId, cex: &Counterexample) -> String {
    let shown = shown(program, f);
    let name = &shown.name;
    let mut out = vec![format!(
        "failing path of {} (calls to functions with specifications, in the order they finished):",
        call_line_as(program, f, &shown.call, &cex.inputs, cex.output.as_ref())
    )];
    let blamed = cex
        .blame
        .as_ref()
        .and_then(|b| cex.trace.iter().rposition(|c| c.callee == b.callee && c.args == b.args));
    for (i, c) in cex.trace.iter().enumerate() {
        let mut line = format!("  {}", call(program, c));
        if c.result.is_none() && Some(i) != blamed {
            line = line.replace(" = error", " = (not evaluated, or crashed)");
        }
        if Some(i) == blamed {
            let g = program.names.occ(c.callee);
            line.push_str(&format!("   <- breaks {g}'s refinement type (first failure)"));
        }
        out.push(line);
    }
    match (&cex.blame, blamed) {
        (Some(b), None) => out.push(format!(
            "  {}   <- breaks {}'s refinement type (first failure)",
            call(program, b),
            program.names.occ(b.callee)
        )),
        (Some(_), Some(_)) => {}
        (None, _) if cex.output.is_none() => {
            out.push(format!("  <- the crash is raised in {name}'s own code (first failure)"))
        }
        (None, _) => {
            out.push(format!("  <- {name}'s result breaks its refinement type (first failure)"))
        }
    }
    if cex.trace.is_empty() && cex.blame.is_none() {
        out.insert(1, "  (no calls to functions with specifications)".into());
    }
    out.join("\n")
}
