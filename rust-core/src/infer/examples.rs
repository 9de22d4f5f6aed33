//! Examples for synthesis (seed 002, section 5.2): what a function's features are, and
//! their values on input/output pairs.
//!
//! *Positive* examples are real executions of a callee: its code run on symbolic inputs
//! that satisfy its precondition, each result validated by a concrete replay like every
//! result of the engine ([`positive_examples`]), plus the concrete counterexamples a
//! candidate meets in the callee's own check. *Negative* examples are the calls of an
//! abstract counterexample: results the callee's specification allowed and that broke
//! the caller's.
//!
//! Values only live as long as their program (names are per compilation), and every
//! round of inference compiles the module again, so an example is kept as its feature
//! vector: plain integers, computed as soon as the value is read.

use num_traits::ToPrimitive;

use super::templates::{Base, Feature};
use crate::error::Result;
use crate::ir::{NameId, Namespace, Program, TyConFlavour};
use crate::reduce::readback::read;
use crate::reduce::rtype::{RType, Subst, Unified};
use crate::reduce::{Concrete, Machine, Outcome, Prim};
use crate::search::{drive, run_concrete, start, AllResults, Config, Order, Pred, Query};
use crate::smt::Model;

/// Steps allowed for evaluating one measure on one value.
const MEASURE_STEPS: u64 = 200_000;

/// The value parameters and result of `f`'s type (type and dictionary arguments left
/// out), with the type variables as they are.
pub fn signature(program: &Program, f: NameId) -> Option<(Vec<RType>, RType)> {
    let (binder, _) = program.globals.get(&f)?;
    let ty = RType::from_ir(program, binder.ty, &Subst::default());
    let (_, body) = ty.split_foralls();
    let (params, result) = body.split_fun();
    let is_class = |t: &RType| {
        matches!(t, RType::Con(tc, _)
            if program.tycon(*tc).is_some_and(|t| t.flavour == TyConFlavour::Class))
    };
    Some((params.into_iter().filter(|t| !is_class(t)).collect(), result))
}

fn is_int(program: &Program, t: &RType) -> bool {
    matches!(t, RType::Con(tc, args) if args.is_empty()
        && matches!(program.names.occ(*tc), "Int" | "Integer"))
}

fn is_list(program: &Program, t: &RType) -> bool {
    matches!(t, RType::Con(tc, args) if args.len() == 1 && program.names.occ(*tc) == "[]")
}

/// A measure of the module: its logic name, its binding, and its argument type with
/// that type's variables.
struct Measure {
    logic: String,
    binding: NameId,
    arg: RType,
    vars: Vec<NameId>,
}

/// The module's measures with an `Int` result: those with equations (the plugin's
/// `g2_measure_NAME`) and the lifted ones named in `lifted`.
fn measures(program: &Program, lifted: &[String]) -> Vec<Measure> {
    let mut out = Vec::new();
    for (binder, _) in program.own_bindings() {
        let occ = program.names.occ(binder.name);
        let logic = match occ.strip_prefix("g2_measure_") {
            Some(m) => m.to_string(),
            None if lifted.iter().any(|l| l == occ) => occ.to_string(),
            None => continue,
        };
        let ty = RType::from_ir(program, binder.ty, &Subst::default());
        let (vars, body) = ty.split_foralls();
        let (params, result) = body.split_fun();
        if params.len() == 1 && is_int(program, &result) && logic != "len" {
            out.push(Measure { logic, binding: binder.name, arg: params[0].clone(), vars });
        }
    }
    out.sort_by(|a, b| a.logic.cmp(&b.logic));
    out
}

/// The features of `f`: for each argument and the result, its value if it is an
/// `Int`, its `len` if it is a list, and each measure that takes its type.
pub fn features(program: &Program, f: NameId, lifted: &[String]) -> Vec<Feature> {
    let Some((params, result)) = signature(program, f) else { return Vec::new() };
    let measures = measures(program, lifted);
    let bases =
        params.iter().enumerate().map(|(i, t)| (Base::Arg(i), t)).chain([(Base::Result, &result)]);
    let mut out = Vec::new();
    for (base, t) in bases {
        if is_int(program, t) {
            out.push(Feature::Value(base));
        }
        if is_list(program, t) {
            out.push(Feature::Len(base));
        }
        for m in &measures {
            // Only the measure's own type variables may be instantiated: `sumsize` takes
            // `[[a]]`, not a function's `[b]`.
            let mut subst = Subst::default();
            if m.arg.unify(t, &m.vars, &|_| true, &mut subst) == Unified::Yes {
                let binding = program.names.occ(m.binding).to_string();
                out.push(Feature::Measure { logic: m.logic.clone(), binding, of: base });
            }
        }
    }
    out
}

/// The feature values of one call, `None` where a feature is undefined (a measure that
/// crashed, a value never evaluated).
pub fn values(
    machine: &Machine<'_>,
    features: &[Feature],
    args: &[Concrete],
    result: &Concrete,
) -> Vec<Option<i64>> {
    let program = machine.program;
    features
        .iter()
        .map(|f| {
            let v = match f.base() {
                Base::Arg(i) => args.get(i)?,
                Base::Result => result,
            };
            match f {
                Feature::Value(_) => int_of(v),
                Feature::Len(_) => len_of(program, v),
                Feature::Measure { binding, .. } => measure_of(machine, binding, v),
            }
        })
        .collect()
}

fn int_of(v: &Concrete) -> Option<i64> {
    match v {
        Concrete::Con(_, fields) if fields.len() == 1 => int_of(&fields[0]),
        Concrete::Prim(Prim::Int(n)) => Some(*n),
        Concrete::Prim(Prim::Integer(n)) => n.to_i64(),
        _ => None,
    }
}

fn len_of(program: &Program, mut v: &Concrete) -> Option<i64> {
    let mut n = 0;
    loop {
        match v {
            Concrete::Con(dc, fields) if program.names.occ(*dc) == ":" && fields.len() == 2 => {
                n += 1;
                v = &fields[1];
            }
            Concrete::Con(dc, _) if program.names.occ(*dc) == "[]" => return Some(n),
            _ => return None,
        }
    }
}

/// Runs the measure `binding` on `v` concretely.
fn measure_of(machine: &Machine<'_>, binding: &str, v: &Concrete) -> Option<i64> {
    let (b, _) = machine.program.find_own_binding(binding)?;
    int_of(&run_on(machine, b.name, std::slice::from_ref(v))?)
}

/// The value of `f` applied to `args` (type variables at `Int`), run concretely;
/// `None` if it crashes or does not finish within `MEASURE_STEPS`.
pub fn run_on(machine: &Machine<'_>, f: NameId, args: &[Concrete]) -> Option<Concrete> {
    let query = Query { entry: f, assume: None, assert: None };
    let mut run = start(machine, &query, Some(args)).ok()?;
    match run_concrete(machine, &mut run.state, MEASURE_STEPS, None).ok()?? {
        Outcome::Value => Some(read(machine, &run.state, run.output, &Model::default())),
        _ => None,
    }
}

/// Whether a concrete value is `True`.
pub fn is_true(program: &Program, v: &Concrete) -> bool {
    matches!(v, Concrete::Con(dc, _) if program.names.occ(*dc) == "True")
}

/// Small values of a type (type variables at `Int`), where the type is one this can
/// build: `Int`, `Bool`, lists of those and lists of lists. `None` for other types.
fn small_values(program: &Program, t: &RType, depth: usize) -> Option<Vec<Concrete>> {
    let con = |occ: &str| program.names.find("GHC.Types", occ, Namespace::DataCon);
    let int = |n: i64| Some(Concrete::Con(con("I#")?, vec![Concrete::Prim(Prim::Int(n))]));
    match t {
        RType::Var(_) => SMALL_INTS.iter().map(|n| int(*n)).collect(),
        t if is_int(program, t) => SMALL_INTS.iter().map(|n| int(*n)).collect(),
        RType::Con(tc, args) if args.is_empty() && program.names.occ(*tc) == "Bool" => {
            Some(vec![Concrete::Con(con("False")?, vec![]), Concrete::Con(con("True")?, vec![])])
        }
        RType::Con(_, args) if is_list(program, t) && depth < 2 => {
            let elems = small_values(program, &args[0], depth + 1)?;
            let (nil, cons) = (con("[]")?, con(":")?);
            let mut out = Vec::new();
            for len in 0..=3usize {
                // A few element choices per length: all the first value, then varied.
                for shift in 0..if len == 0 { 1 } else { 3 } {
                    let mut list = Concrete::Con(nil, vec![]);
                    for i in 0..len {
                        let e = elems[(i * 2 + shift) % elems.len()].clone();
                        list = Concrete::Con(cons, vec![e, list]);
                    }
                    out.push(list);
                }
            }
            Some(out)
        }
        _ => None,
    }
}

/// Small `Int`s for enumerated inputs.
const SMALL_INTS: [i64; 7] = [0, 1, -1, 2, -2, 3, 7];

/// At most this many enumerated input tuples per function.
const MAX_ENUMERATED: usize = 150;

/// Real runs of `entry` on small enumerated inputs that satisfy its precondition `pre`
/// (the symbolic runs give one input per path; these vary the values along a path).
pub fn enumerated_examples(
    program: &Program,
    entry: NameId,
    pre: NameId,
    features: &[Feature],
) -> Vec<Vec<Option<i64>>> {
    let machine = Machine::new(program).with_ideal_ints(true);
    let Some((params, _)) = signature(program, entry) else { return Vec::new() };
    let Some(domains) =
        params.iter().map(|t| small_values(program, t, 0)).collect::<Option<Vec<_>>>()
    else {
        return Vec::new();
    };
    let mut tuples: Vec<Vec<Concrete>> = vec![Vec::new()];
    for d in &domains {
        tuples = tuples
            .iter()
            .flat_map(|t| d.iter().map(move |v| [t.clone(), vec![v.clone()]].concat()))
            .take(MAX_ENUMERATED)
            .collect();
    }
    let mut out = Vec::new();
    for args in tuples {
        if !run_on(&machine, pre, &args).is_some_and(|b| is_true(program, &b)) {
            continue;
        }
        if let Some(result) = run_on(&machine, entry, &args) {
            out.push(values(&machine, features, &args, &result));
        }
    }
    out
}

/// Up to `limit` real executions of `f` on inputs that satisfy its precondition `pre`
/// (`entry`: `f`, or its monomorphic copy), smallest inputs first, as feature vectors.
pub fn positive_examples(
    program: &Program,
    entry: NameId,
    pre: NameId,
    features: &[Feature],
    config: &Config,
    limit: usize,
) -> Result<Vec<Vec<Option<i64>>>> {
    let machine = Machine::new(program).with_ideal_ints(true);
    let query = Query { entry, assume: Some(Pred { name: pre, with_output: false }), assert: None };
    let run = start(&machine, &query, None)?;
    let config = Config { max_outputs: Some(limit), order: Order::Smallest, ..config.clone() };
    let mut out = Vec::new();
    let mut policy = AllResults(|_: &_, v: crate::search::Validated| {
        if let Ok(result) = &v.output {
            out.push(values(&machine, features, &v.inputs, result));
        }
        Ok(true)
    });
    drive(&machine, &query, &run, &config, None, &mut policy)?;
    Ok(out)
}
