//! A query: run an entry function on symbolic inputs, optionally filtered by an
//! assumption and checked against an assertion, and validate every result concretely.

use std::sync::Arc;
use std::time::Instant;

use super::explore::{run_concrete, Finished};
use crate::error::{Error, Result};
use crate::ir::{NameId, Namespace, Program, TyConFlavour};
use crate::reduce::readback::read;
use crate::reduce::trace::Choices;
use crate::reduce::Concrete;
use crate::reduce::{Addr, Control, Frame, Guard, HeapObj, Machine, Outcome, RType, State, Value};
use crate::smt::Model;

/// The functions of a query: `entry` is called on the inputs; `assume` and `assert` (if
/// given) are predicates called on the inputs and, if `with_output`, the output.
#[derive(Clone, Debug)]
pub struct Query {
    pub entry: NameId,
    pub assume: Option<Pred>,
    pub assert: Option<Pred>,
}

#[derive(Copy, Clone, Debug)]
pub struct Pred {
    pub name: NameId,
    pub with_output: bool,
}

impl Pred {
    /// A predicate over the inputs and the output.
    pub fn on_result(name: NameId) -> Pred {
        Pred { name, with_output: true }
    }
}

/// An initial state and where its inputs and output live.
pub struct Run {
    pub state: State,
    pub inputs: Vec<Addr>,
    pub input_types: Vec<RType>,
    pub output: Addr,
    pub output_type: RType,
}

/// A result confirmed by running the program concretely on the model's inputs.
#[derive(Clone, Debug)]
pub struct Validated {
    pub inputs: Vec<Concrete>,
    /// The output in normal form, or the crash message.
    pub output: Result<Concrete, String>,
    /// The message of the assertion's own crash, on an output in normal form (Note
    /// [Crashing predicates]).
    pub assertion_crash: Option<String>,
    pub assert_failed: bool,
    /// The concrete run's final state (its heap holds the calls' arguments and results).
    pub replay: State,
}

/// Type variables of an entry function are instantiated at `Int`.
fn default_type(m: &Machine<'_>) -> Result<RType> {
    let int = m.program.names.find("GHC.Types", "Int", Namespace::TyCon).ok_or_else(|| {
        Error::Unsupported {
            what: "a polymorphic function whose type variables cannot be chosen: they are \
                   instantiated at Int, which this module never mentions; give the function a \
                   signature at concrete types, or check a copy of it at one"
                .into(),
            at: None,
        }
    })?;
    Ok(RType::Con(int, Arc::from([])))
}

/// Allocates the type arguments for `f`'s foralls and returns them with f's argument
/// and result types.
fn instantiate(
    m: &Machine<'_>,
    st: &mut State,
    f: NameId,
) -> Result<(Vec<Addr>, Vec<RType>, RType)> {
    let names = &m.program.names;
    let Some((binder, _)) = m.program.globals.get(&f) else {
        return Err(Error::Usage(format!(
            "`{}` has no definition in this module",
            names.qualified(f)
        )));
    };
    let ty = RType::from_ir(m.program, binder.ty, &Default::default());
    let (vars, body) = ty.split_foralls();
    let int = if vars.is_empty() { RType::Other } else { default_type(m)? };
    let subst = vars.iter().map(|v| (*v, int.clone())).collect();
    let (args, res) = body.substitute(&subst).split_fun();
    for a in &args {
        if let RType::Con(tc, _) = a {
            if m.program.tycon(*tc).is_some_and(|t| t.flavour == TyConFlavour::Class) {
                return Err(Error::Unsupported {
                    what: format!(
                        "`{}` is overloaded (it takes a `{}` instance), and g2 cannot make up an \
                         instance as an input: give it a copy at a concrete type (e.g. `{}Int = \
                         {}` with a signature at Int) and run or check that",
                        names.qualified(f),
                        crate::reduce::rtype::show_type(m.program, a),
                        names.occ(f),
                        names.occ(f)
                    ),
                    at: None,
                });
            }
        }
    }
    let io = names.find("GHC.Types", "IO", Namespace::TyCon);
    if matches!(&res, RType::Con(tc, _) if Some(*tc) == io) {
        // The command line's entry is its generated wrapper of the user's function.
        let which = match names.occ(f) {
            occ if occ.starts_with("g2__") => "the function".to_string(),
            _ => format!("`{}`", names.qualified(f)),
        };
        return Err(Error::Unsupported {
            what: format!(
                "{which} returns an IO action: g2 runs pure functions, and an IO action's \
                 effects are not run; explore a pure function it uses (or one made with \
                 `unsafePerformIO`, if its only effects are IORefs)"
            ),
            at: None,
        });
    }
    let types = vars.iter().map(|_| st.alloc_value(Value::Type(int.clone()))).collect();
    Ok((types, args, res))
}

/// Whether a query of `f` runs on symbolic values: `f` takes arguments, or the program
/// makes symbolic values itself (`G2.Symbolic`'s `symbolic` and `choose`).
pub fn has_symbolic_inputs(program: &Program, f: NameId) -> bool {
    let arguments = program.globals.get(&f).is_some_and(|(binder, _)| {
        RType::from_ir(program, binder.ty, &Default::default()).full_arity().1 > 0
    });
    let generates = ["symbolic", "choose"]
        .iter()
        .any(|occ| program.names.find("G2.Symbolic", occ, Namespace::Value).is_some());
    arguments || generates
}

/// Builds the initial state of a query. With `inputs` the run is concrete (validation);
/// without, every input is a symbolic value of its type.
pub fn start(m: &Machine<'_>, q: &Query, inputs: Option<&[Concrete]>) -> Result<Run> {
    start_replay(m, q, inputs, None)
}

/// Like [`start`] with some inputs given (`Some`) and the others symbolic (`None`).
pub fn start_partial(m: &Machine<'_>, q: &Query, inputs: &[Option<Concrete>]) -> Result<Run> {
    build(m, q, Inputs::Partial(inputs), None)
}

enum Inputs<'i> {
    Symbolic,
    Concrete(&'i [Concrete]),
    Partial(&'i [Option<Concrete>]),
}

/// Like [`start`]; `generated` gives the values symbolic generators take in a replay.
pub fn start_replay(
    m: &Machine<'_>,
    q: &Query,
    inputs: Option<&[Concrete]>,
    generated: Option<Arc<[Concrete]>>,
) -> Result<Run> {
    build(m, q, inputs.map_or(Inputs::Symbolic, Inputs::Concrete), generated)
}

fn build(
    m: &Machine<'_>,
    q: &Query,
    inputs: Inputs<'_>,
    generated: Option<Arc<[Concrete]>>,
) -> Result<Run> {
    let mut st = State::new(Control::Return(Value::Type(RType::Other)));
    m.prepare(&mut st);
    st.ext.trace.replay = generated;
    st.explain_crashes = matches!(inputs, Inputs::Concrete(_));
    let (types, arg_types, output_type) = instantiate(m, &mut st, q.entry)?;
    let given = |i: usize| -> Option<&Concrete> {
        match &inputs {
            Inputs::Symbolic => None,
            Inputs::Concrete(values) => values.get(i),
            Inputs::Partial(values) => values.get(i).and_then(|v| v.as_ref()),
        }
    };
    let input_addrs: Vec<Addr> = arg_types
        .iter()
        .enumerate()
        .map(|(i, t)| match given(i) {
            Some(c) => m.alloc_concrete(&mut st, c),
            None => st.alloc(HeapObj::Symbolic(t.clone())),
        })
        .collect();
    let fun = m.global_addr(&mut st, q.entry);
    let args: Vec<Addr> = types.iter().chain(&input_addrs).copied().collect();
    let output = st.alloc(HeapObj::Apply { fun, args: args.into() });

    let predicate = |st: &mut State, p: Pred| -> Result<Addr> {
        let (types, _, _) = instantiate(m, st, p.name)?;
        let fun = m.global_addr(st, p.name);
        let out = p.with_output.then_some(&output);
        let args: Vec<Addr> = types.iter().chain(&input_addrs).chain(out).copied().collect();
        Ok(st.alloc(HeapObj::Apply { fun, args: args.into() }))
    };
    // Frames run top first: [assume guard] -> force output deeply -> [assert check].
    if let Some(assert) = q.assert {
        let check = predicate(&mut st, assert)?;
        st.stack.push(Frame::Guard(Guard::Record));
        st.stack.push(Frame::Then(check));
        st.stack.push(Frame::OutputForced);
    }
    st.stack.push(Frame::Deep(Vec::new(), m.skips_untouched_inputs()));
    match q.assume {
        Some(assume) => {
            let check = predicate(&mut st, assume)?;
            st.stack.push(Frame::Then(output));
            st.stack.push(Frame::AssumeChecked);
            st.stack.push(Frame::Guard(Guard::Assume));
            st.assume_checked = false;
            st.control = Control::Enter(check);
        }
        None => st.control = Control::Enter(output),
    }
    // Read after the run (validation, reports): the collector must keep them.
    st.pinned = input_addrs.iter().copied().chain([output]).collect();
    Ok(Run { state: st, inputs: input_addrs, input_types: arg_types, output, output_type })
}

/// `c` with every `Ratio Integer` reduced as `%` reduces it (`GHC.Real.reduce`): an input
/// `2 :% 4` is printed as `2 % 4`, which GHC reads as `1 :% 2`, so that is what the replay
/// runs; the printed line is then GHC's own. (Inputs have positive denominators:
/// `Machine::ratio`.)
fn in_lowest_terms(program: &crate::ir::Program, c: Concrete) -> Concrete {
    use crate::reduce::Prim;
    use num_integer::Integer as _;
    match c {
        Concrete::Con(dc, fields) => {
            let fields: Vec<Concrete> =
                fields.into_iter().map(|f| in_lowest_terms(program, f)).collect();
            let is_ratio =
                program.names.module(dc) == Some("GHC.Real") && program.names.occ(dc) == ":%";
            match (is_ratio, fields.as_slice()) {
                (true, [Concrete::Prim(Prim::Integer(n)), Concrete::Prim(Prim::Integer(d))]) => {
                    let g = n.gcd(d);
                    if g > 1.into() {
                        let (n, d) = (n / &g, d / &g);
                        return Concrete::Con(
                            dc,
                            vec![
                                Concrete::Prim(Prim::Integer(n)),
                                Concrete::Prim(Prim::Integer(d)),
                            ],
                        );
                    }
                    Concrete::Con(dc, fields)
                }
                _ => Concrete::Con(dc, fields),
            }
        }
        // A symbolic function's results too (its arguments hold no Ratio).
        Concrete::Lambda(l) => {
            let mut l = (*l).clone();
            l.entries =
                l.entries.into_iter().map(|(a, r)| (a, in_lowest_terms(program, r))).collect();
            l.default = in_lowest_terms(program, l.default);
            Concrete::Lambda(Arc::new(l))
        }
        other => other,
    }
}

/// A finished path's inputs and generated values, read from its model; None if one is
/// deeper than read-back goes (a list input of a length in the millions, Note [Lengths
/// of inputs]): it cannot be replayed as it is, so nothing is confirmed.
fn inputs_of(
    m: &Machine<'_>,
    run: &Run,
    finished: &Finished,
) -> Option<(Vec<Concrete>, Arc<[Concrete]>)> {
    let inputs: Vec<Concrete> = run
        .inputs
        .iter()
        .map(|&a| in_lowest_terms(m.program, read(m, &finished.state, a, &finished.model)))
        .collect();
    let generated: Arc<[Concrete]> = finished
        .state
        .ext
        .trace
        .generated
        .iter()
        .map(|&a| read(m, &finished.state, a, &finished.model))
        .collect();
    let cut = inputs.iter().chain(generated.iter()).any(Concrete::is_cut);
    (!cut).then_some((inputs, generated))
}

/// Reads a finished path's inputs from its model and reruns the program on them
/// concretely. Returns `None` when the concrete run disagrees with the symbolic path
/// (which would be an engine bug: such a result is never shown), or when the replay does
/// not end within `max_steps` or by `deadline`.
pub fn validate(
    m: &Machine<'_>,
    q: &Query,
    run: &Run,
    finished: &Finished,
    max_steps: u64,
    deadline: Option<Instant>,
) -> Result<Option<Validated>> {
    let Some((inputs, generated)) = inputs_of(m, run, finished) else { return Ok(None) };
    let choices = Choices::Recorded(finished.state.ext.trace.choices.iter().copied().collect());
    let Some((concrete, outcome)) = rerun(m, q, &inputs, generated, choices, max_steps, deadline)?
    else {
        return Ok(None);
    };
    let agrees_on_blame = |c: &State| {
        finished.state.ext.contract.blame.as_ref().map(|(g, _)| *g)
            == c.ext.contract.blame.as_ref().map(|(g, _)| *g)
    };
    let agrees = match (&finished.outcome, &outcome) {
        (Outcome::Value, Outcome::Value) => {
            finished.state.assert_failed == concrete.state.assert_failed
        }
        (Outcome::Crash(_), Outcome::Crash(_)) => {
            concrete.state.assume_checked && agrees_on_blame(&concrete.state)
        }
        _ => false,
    };
    if !agrees {
        return Ok(None);
    }
    Ok(Some(validated(m, inputs, concrete, outcome)))
}

/// Reruns the program concretely on the inputs of `finished` with every call of a
/// contracted function running its own code, its contract checked (the left choice
/// of each counterfactual site: Note [Abstract counterexamples that are concrete] in
/// `search::check`). None if the run does not end within `max_steps` or by `deadline`,
/// or the inputs cannot be read back.
pub fn rerun_left(
    m: &Machine<'_>,
    q: &Query,
    run: &Run,
    finished: &Finished,
    max_steps: u64,
    deadline: Option<Instant>,
) -> Result<Option<Validated>> {
    let Some((inputs, generated)) = inputs_of(m, run, finished) else { return Ok(None) };
    Ok(rerun(m, q, &inputs, generated, Choices::AllLeft, max_steps, deadline)?
        .map(|(concrete, outcome)| validated(m, inputs, concrete, outcome)))
}

/// A concrete run of the query on `inputs`, taking `choices` at the counterfactual
/// sites, and how it ended; None if it did not end within `max_steps` or by
/// `deadline`.
fn rerun(
    m: &Machine<'_>,
    q: &Query,
    inputs: &[Concrete],
    generated: Arc<[Concrete]>,
    choices: Choices,
    max_steps: u64,
    deadline: Option<Instant>,
) -> Result<Option<(Run, Outcome)>> {
    let mut concrete = start_replay(m, q, Some(inputs), Some(generated))?;
    concrete.state.ext.trace.replay_choices = Some(choices);
    Ok(run_concrete(m, &mut concrete.state, max_steps, deadline)?.map(|o| (concrete, o)))
}

// Note [Crashing predicates]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// The user's predicates are Haskell and may crash themselves: `--assert '\xs r -> r <=
// maximum xs'` on `[]`, `--assume '\xs r -> minimum xs >= 0'` on `[]`. A crash of the
// assertion is a violation (as an exception fails a QuickCheck property), but it is the
// assertion's, not the function's: `average [] = error` was printed (and `"crashed":
// true` in JSON) where GHC's `average []` is 0. So the query marks the point where the
// function's result is in normal form (`Frame::OutputForced`); a replay that crashes
// after it reports the result it read and the assertion's message
// (`Validated::assertion_crash`: `average [] = 0`, and the message on stderr, or in
// JSON's `assertion_error`).
//
// A crash of the assumption drops the path, as any path on which it is not True; but in
// an --assert search the assumption says which inputs are checked, and one that crashes
// on `[]` neither includes nor excludes `[]`. A search that said "no violation exists"
// after dropping them hid `share [] = -1`. So such paths, when feasible, are counted
// (`Stats::assume_crashes`), and the command line says the search could not explore
// them rather than "none exist" (in G2Q a crashing predicate is simply not True). The
// right of an assumed `&&` runs as a conjunct thread (`reduce::conjunct`), whose crash
// stands only if the rest of the conjunction is True, as in Haskell's order
// (`crashed` in `reduce::conjunct`); it is the assumption's crash even where the main thread has
// gone past the assumption meanwhile. A crash of the function before the assumption
// held counts too when the assumption reads the result: the message names both.

/// What a concrete run of the query on `inputs` that ended with `outcome` confirms.
pub(super) fn validated(
    m: &Machine<'_>,
    inputs: Vec<Concrete>,
    concrete: Run,
    outcome: Outcome,
) -> Validated {
    let read_output = || read(m, &concrete.state, concrete.output, &Model::default());
    let (output, assertion_crash) = match outcome {
        // The function's result is whole: the assertion crashed on it.
        Outcome::Crash(msg) if concrete.state.output_forced => (Ok(read_output()), Some(*msg)),
        Outcome::Crash(msg) => (Err(*msg), None),
        _ => (Ok(read_output()), None),
    };
    Validated {
        inputs,
        output,
        assertion_crash,
        assert_failed: concrete.state.assert_failed,
        replay: concrete.state,
    }
}
