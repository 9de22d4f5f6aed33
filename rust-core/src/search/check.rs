//! Checking a function against contracts with counterfactual symbolic execution
//! (seed 000, sections 4 and 5): assume the function's precondition on symbolic inputs,
//! assert its postcondition on the result, and make each call in its body to a
//! contracted function a counterfactual choice (`reduce::contract`).
//!
//! Only minimally abstract counterexamples are kept: once one with `n` right choices is
//! found, states with more are dropped.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use super::explore::{run_concrete, Accept, Config, Finished, Stats, StopReason};
use super::policy::{drive, replay_steps, Policy, Screen};
use super::query::{rerun_left, start, validate, Pred, Query, Run, Validated};
pub use super::verdict::Verdict;
use crate::error::Result;
use crate::ir::generated::{subject_of_suffix, subject_suffix};
use crate::ir::{NameId, Program, TyConFlavour};
use crate::reduce::readback::read;
use crate::reduce::rtype::{RType, Subst};
use crate::reduce::{
    Addr, Call, Concrete, Contract, Contracts, Control, Counterexample, Frame, Guard, HeapObj,
    Machine, Outcome, State, Value,
};
use crate::smt::Model;

/// The value arguments of a call: type arguments, class dictionaries and call stacks
/// (`HasCallStack`'s implicit parameter, which no one writes) are dropped.
fn value_args(m: &Machine<'_>, st: &State, args: &[Addr], model: &Model) -> Vec<Concrete> {
    args.iter()
        .filter(|&&a| match st.heap.get(a) {
            HeapObj::Value(Value::Type(_)) => false,
            HeapObj::Value(Value::Con { dc, .. }) => !m.program.datacon(*dc).is_some_and(|d| {
                let tycon = d.tycon;
                m.program.tycon(tycon).is_some_and(|t| t.flavour == TyConFlavour::Class)
                    || (m.program.names.module(tycon) == Some("GHC.Stack.Types")
                        && m.program.names.occ(tycon) == "CallStack")
            }),
            _ => true,
        })
        .map(|&a| read(m, st, a, model))
        .collect()
}

/// Evaluates the value at `addr` to normal form in a finished concrete state, as far as
/// that succeeds (a crash or a counterfactual call leaves the rest unevaluated).
fn force(machine: &Machine<'_>, st: &mut State, addr: Addr, max_steps: u64) {
    st.control = Control::Enter(addr);
    st.stack = vec![Frame::Deep(Vec::new(), false)];
    st.n_steps = 0;
    let _ = run_concrete(machine, st, max_steps, None);
}

/// The result of checking one function.
#[derive(Debug)]
pub struct Checked {
    /// The minimally abstract counterexamples found (at most the number asked for).
    pub found: Vec<Counterexample>,
    pub stop: StopReason,
    pub stats: Stats,
    /// Set when the check read the specification partially (abstract refinements as
    /// `True`, marker `g2__absref_F`): an exhausted search then shows no counterexample
    /// for that reading only.
    pub partial_reading: Option<&'static str>,
}

impl Checked {
    /// The outcome, naming the limit that stopped an incomplete search.
    pub fn verdict(&self, config: &Config) -> Verdict {
        Verdict::of_search(self.found.len(), self.stop, &self.stats, config, self.partial_reading)
    }
}

/// Checks `f` against `contracts` (which should include `f`'s own). Returns the
/// minimally abstract counterexamples found, each validated by a concrete replay.
pub fn check_function(
    program: &Program,
    f: NameId,
    contracts: FxHashMap<NameId, Contract>,
    config: &Config,
    max_reports: usize,
) -> Result<Checked> {
    let own = contracts.get(&f).copied().ok_or_else(|| {
        crate::Error::Usage(format!("`{}` has no contract to check", program.names.qualified(f)))
    })?;
    let sites = Contracts::for_function(program, f, contracts)?;
    let machine = Machine::new(program)
        .with_contracts(&sites)
        .with_ideal_ints(config.ideal_ints)
        .with_higher_order(config.higher_order)
        .with_untouched_inputs_skipped(!config.enumerate_untouched_inputs);
    // Under 64-bit arithmetic, each counterexample is replayed once more under
    // LiquidHaskell's reading, to say which ones need wraparound.
    let ideal = Machine::new(program)
        .with_contracts(&sites)
        .with_ideal_ints(true)
        .with_higher_order(config.higher_order)
        .with_untouched_inputs_skipped(!config.enumerate_untouched_inputs);
    let no_totality = program.find_own_binding("g2__no_totality").is_some();
    // A class-constrained function is checked through monomorphic copies of it and its
    // contract (`g2__mono_f`, `g2__monopre_f`, `g2__monopost_f`, at `Int`), in which GHC
    // has resolved the dictionaries; the counterfactual sites stay those of `f`'s body.
    let (entry, pre, post) = monomorphic(program, f)
        .map(|(entry, pre, post)| (entry, Some(pre), Some(post)))
        .unwrap_or((f, own.pre, own.post));
    let query = Query {
        entry,
        assume: pre.map(|name| Pred { name, with_output: false }),
        assert: post.map(|name| Pred { name, with_output: true }),
    };
    let mut run = start(&machine, &query, None)?;
    // A function argument's own refinement type, `g2__fnspec_F_I` over F's arguments,
    // an argument and its result, is assumed of each of its applications
    // (`reduce::higher_order`).
    let occ = program.names.occ(f);
    let inputs: Arc<[crate::reduce::Addr]> = run.inputs.iter().copied().collect();
    for (i, &input) in run.inputs.iter().enumerate() {
        let spec = format!("g2__fnspec_{}_{i}", subject_suffix(occ));
        if let Some((b, _)) = program.find_own_binding(&spec) {
            run.state.ext.funs.specs.push_back((input, b.name, inputs.clone()));
        }
    }
    let bound = Arc::new(AtomicU32::new(u32::MAX));
    let config = Config { abstraction_bound: Some(bound.clone()), ..config.clone() };
    let mut policy = MinimalAbstraction {
        f,
        machine: &machine,
        ideal: (!config.ideal_ints).then_some(&ideal),
        query: &query,
        run: &run,
        replay_steps: replay_steps(&config),
        no_totality,
        force_steps: config.max_steps,
        bound,
        max_reports,
        found: Vec::new(),
        started: Instant::now(),
        deadline: None,
        predicate_crashes: 0,
    };
    let mut ended = drive(&machine, &query, &run, &config, None, &mut policy)?;
    // An input on which the specification itself crashed is neither a counterexample nor
    // evidence that none exists.
    if policy.predicate_crashes > 0 {
        ended.stats.note_unexplored(format!(
            "inputs on which the specification itself crashed ({} path(s): a measure or predicate undefined there)",
            policy.predicate_crashes
        ));
    }
    let found = policy.found;
    let best = found.iter().map(|(n, _)| *n).min();
    let mut best: Vec<Counterexample> =
        found.into_iter().filter(|(n, _)| Some(*n) == best).map(|(_, c)| c).collect();
    best.truncate(max_reports);
    let partial_reading = program.find_about("g2__absref_", program.names.occ(f)).map(|_| {
        "one instance of its abstract refinements (each read as True; every path was explored)"
    });
    Ok(Checked { found: best, stop: ended.stop, stats: ended.stats, partial_reading })
}

// Note [Recursive abstractions]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A recursive function's calls of itself are counterfactual sites like any callee's, so
// `depthBound :: Tree -> {v:Int | v <= 4}` (`1 + max (depthBound l) (depthBound r)`) has
// the abstract counterexample `depthBound (Node Leaf 0 Leaf) = 5, if depthBound Leaf =
// 4` at once, while the concrete one is a tree five levels deep, which the fair search
// reaches only after a second. After the first abstract counterexample the search goes
// on for twice the time it took plus 200 ms (section 4.1's deepening, bounded); that
// cut depthBound off, and the report blamed depthBound's own type ("strengthen it")
// for a function that is wrong. An abstraction of the function's own calls only says
// that its type is not inductive, and that is often because the function breaks it
// deeper: so such a search gets RECURSIVE_GRACE more to find a concrete one, and if
// it ends with the abstract one, the report says that it is about the function's
// recursion (`report::check`). A callee's abstraction keeps the short extension: the
// caller may well be right, its callee's type too weak.

/// How much longer a check looks for a concrete counterexample after an abstract one
/// that assumes only the function's own recursive calls (Note [Recursive abstractions]).
const RECURSIVE_GRACE: Duration = Duration::from_secs(3);

/// The policy of a check: violations (a failed postcondition, or a crash) with the
/// fewest counterfactual right choices. Once one with `n` is found, paths with more are
/// dropped (`bound`, which the search reads too). Search deepening in the spirit of
/// seed 000, section 4.1: after the first abstract counterexample, keep looking for a
/// less abstract one for twice as long again.
struct MinimalAbstraction<'m, 'p> {
    /// The function checked.
    f: NameId,
    machine: &'m Machine<'p>,
    /// Under 64-bit arithmetic, the same machine reading `Int` as a mathematical
    /// integer: each counterexample is replayed once more under it, to say which ones
    /// need wraparound (`Counterexample::overflow`).
    ideal: Option<&'m Machine<'p>>,
    query: &'m Query,
    run: &'m Run,
    replay_steps: u64,
    /// `{-@ LIQUID "--no-totality" @-}` (the marker `g2__no_totality`).
    no_totality: bool,
    /// Steps for evaluating the parts of a call the replay left unevaluated.
    force_steps: u64,
    bound: Arc<AtomicU32>,
    max_reports: usize,
    /// Counterexamples with their number of right choices.
    found: Vec<(u32, Counterexample)>,
    started: Instant,
    deadline: Option<Instant>,
    /// Paths skipped because a predicate, not the program, crashed.
    predicate_crashes: usize,
}

impl Policy for MinimalAbstraction<'_, '_> {
    fn screen(&mut self, finished: &Finished) -> Screen {
        if self.deadline.is_some_and(|d| Instant::now() > d) {
            return Screen::Stop;
        }
        let crashed = matches!(finished.outcome, Outcome::Crash(_));
        // A crash inside a predicate (a measure on a value it does not cover, or forcing
        // what the program never forces: `ones`'s infinite list under its
        // postcondition) is the specification's, not the program's.
        // (A predicate that returned False is a violation, with its blame.)
        if crashed && finished.state.ext.contract.blame.is_none() && in_predicate(&finished.state) {
            self.predicate_crashes += 1;
            return Screen::Skip;
        }
        if !(finished.state.assert_failed || crashed) {
            return Screen::Skip;
        }
        if finished.state.ext.contract.n_abstractions > self.bound.load(Ordering::Relaxed) {
            return Screen::Skip;
        }
        Screen::Replay
    }

    fn accept(&mut self, finished: &Finished, v: Validated) -> Result<Accept> {
        let machine = self.machine;
        let (q, r, steps) = (self.query, self.run, self.replay_steps);
        let mut n = finished.state.ext.contract.n_abstractions;
        let mut v = v;
        // Note [Abstract counterexamples that are concrete]
        let mut rerun = false;
        if n > 0 {
            if let Some(real) = rerun_left(machine, q, r, finished, steps, None)? {
                if violates(&real) {
                    (v, n, rerun) = (real, 0, true);
                }
            }
        }
        // `{-@ LIQUID "--no-totality" @-}`: a failed pattern match is allowed, so a
        // crash that is one is no counterexample (a violated precondition, `head []`
        // included, still is).
        if self.no_totality
            && v.replay.ext.contract.blame.is_none()
            && v.output.as_ref().is_err_and(|m| is_pattern_failure(m))
        {
            return Ok(Accept::No);
        }
        let overflow = match self.ideal {
            Some(ideal) if rerun => {
                !rerun_left(ideal, q, r, finished, steps, None)?.is_some_and(|v| violates(&v))
            }
            Some(ideal) => validate(ideal, q, r, finished, steps, None)?.is_none(),
            None => false,
        };
        // Calls are read from the concrete replay, whose heap holds their arguments and
        // results; parts the run never needed are evaluated now, for the report.
        let mut st = v.replay;
        let addrs: Vec<Addr> = st
            .ext
            .contract
            .abstractions
            .iter()
            .flat_map(|a| a.args.iter().copied().chain([a.result]))
            .chain(st.ext.contract.blame.iter().flat_map(|(_, args)| args.iter().copied()))
            .chain(
                (n == 0)
                    .then(|| st.ext.contract.calls.iter().flat_map(|c| c.args.iter().copied()))
                    .into_iter()
                    .flatten(),
            )
            .collect();
        for addr in addrs {
            force(machine, &mut st, addr, self.force_steps);
        }
        let st = &st;
        let empty = Model::default();
        let abstractions = st
            .ext
            .contract
            .abstractions
            .iter()
            .map(|a| Call {
                callee: a.callee,
                args: value_args(machine, st, &a.args, &empty),
                result: Some(read(machine, st, a.result, &empty)),
            })
            .collect();
        // The failing path of a concrete counterexample: its calls' results as far as
        // the run evaluated them (forcing a result the run never needed could crash).
        let trace = if n == 0 {
            st.ext
                .contract
                .calls_in_order()
                .into_iter()
                .map(|c| Call {
                    callee: c.callee,
                    args: value_args(machine, st, &c.args, &empty),
                    result: Some(read(machine, st, c.result, &empty))
                        .filter(|r| !matches!(r, Concrete::Unknown)),
                })
                .collect()
        } else {
            Vec::new()
        };
        // A blamed callee that returned, its result breaking its postcondition, has
        // that result (`inc 0 = 1`, as GHC's run returns): the last call of the trace.
        // A violated precondition has none.
        let blame = st.ext.contract.blame.as_ref().map(|(g, args)| {
            let args = value_args(machine, st, args, &empty);
            let result = trace
                .last()
                .filter(|last| last.callee == *g && last.args == args)
                .and_then(|last| last.result.clone());
            Call { callee: *g, args, result }
        });
        self.bound.fetch_min(n, Ordering::Relaxed);
        self.found.retain(|(k, _)| *k <= n);
        self.found.push((
            n,
            Counterexample {
                inputs: v.inputs,
                output: v.output.ok(),
                abstractions,
                blame,
                overflow,
                trace,
            },
        ));
        if n == 0 {
            // Nothing is less abstract than a concrete counterexample.
            return Ok(if self.found.len() >= self.max_reports {
                Accept::Stop
            } else {
                Accept::Yes
            });
        }
        if self.deadline.is_none() {
            // An abstract counterexample that only assumes the function's own recursive
            // calls says its type does not carry through its recursion; a deeper input
            // often breaks it for real (Note [Recursive abstractions]).
            let recursive =
                self.found.last().is_some_and(|(_, c)| c.assumes_only_recursion(self.f));
            let grace = if recursive { RECURSIVE_GRACE } else { Duration::from_millis(200) };
            self.deadline = Some(Instant::now() + self.started.elapsed() * 2 + grace);
        }
        Ok(Accept::Yes)
    }
}

// Note [Abstract counterexamples that are concrete]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// An abstract counterexample's inputs are real inputs of the function; only the
// results of some calls were assumed. Run on them with every call running its own
// code (its contract checked, as on a path of no right choices), the function may
// well break its specification anyway: `collatzSteps 257 = 100, if collatzSteps 772 =
// 99` is, run for real, `collatzSteps 257 = 122`, which breaks `v < 100` too, and the
// symbolic search could never have reached that concrete path (122 levels of
// recursion, a branch each). So each abstract counterexample is rerun so
// (`query::rerun_left`), and if that run violates the specification (its
// postcondition fails, or it crashes past the precondition, outside a predicate),
// it is reported as the concrete counterexample it is, with that run's result and
// blame, and the search looks for nothing more abstract (a callee's contract broken
// inside the run is a violation too, as `screen` counts one). The rerun is a concrete
// run, so what it reports is as validated as any concrete counterexample.

/// Whether a concrete run of the checked function broke its specification: its
/// postcondition failed, or it crashed after its precondition held and outside a
/// predicate (a callee's contract, or the function's own code).
fn violates(v: &Validated) -> bool {
    let st = &v.replay;
    let blamed = st.ext.contract.blame.is_some();
    // A crash of the postcondition itself comes with the function's result (Note
    // [Crashing predicates] in `search::query`).
    let crashed = v.output.is_err() || v.assertion_crash.is_some();
    v.assert_failed || (crashed && st.assume_checked && (blamed || !in_predicate(st)))
}

/// Whether a state stopped while evaluating a contract's predicate: a callee's pre- or
/// postcondition in a counterfactual left branch (its `Guard::Callee` or `Guard::Trusted`
/// frame is pending),
/// or the checked function's postcondition (the stack `query::start` builds is
/// `[Guard::Record, Then(check), OutputForced, Deep, ..]` while the program runs; the
/// check runs once `Then(check)` is gone).
fn in_predicate(st: &State) -> bool {
    st.stack.iter().any(|f| matches!(f, Frame::Guard(Guard::Callee(..) | Guard::Trusted)))
        || (matches!(st.stack.first(), Some(Frame::Guard(Guard::Record)))
            && !matches!(st.stack.get(1), Some(Frame::Then(_))))
}

/// Whether a crash message is GHC's for a failed pattern match (`patError` and friends:
/// "Non-exhaustive patterns in ...", "Irrefutable pattern failed ...").
fn is_pattern_failure(message: &str) -> bool {
    message.contains("Non-exhaustive patterns")
        || message.contains("Non-exhaustive guards")
        || message.contains("Irrefutable pattern failed")
}

// Note [Contracts that do not fit]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The engine applies a predicate to the call's first type arguments and its last value
// arguments (`reduce::contract`), which is right when the predicates are typed from
// the function's own signature (G2/Plugin/Liquid.hs). A function without a Haskell
// signature gets predicates typed from its annotation instead, and GHC may infer other
// class constraints than the annotation says (`(Ord a, Num a) =>` written, `Ord a =>`
// inferred): the predicate would get one dictionary too few, or the wrong one.
// LiquidHaskell rejects such an annotation ("does not refine the Haskell type"). Here
// the function itself is still checked (through its monomorphic copies, in which GHC
// resolved the dictionaries), and calls to it run its real code instead of assuming
// its specification: sound, only no abstract counterexample blames it. `g2 liquid`
// says so once per such function.

/// Whether the predicates of `target`'s contract take the arguments a call has: their
/// type variables are the first of `target`'s, and their argument types (the result's
/// too, for the postcondition) the last of `target`'s. Predicates typed at `Int`
/// (Note [Monomorphic predicates]) are compared by number only.
fn predicates_fit(
    program: &Program,
    target: NameId,
    pre: Option<NameId>,
    post: Option<NameId>,
) -> bool {
    let ty = |x: NameId| {
        program.globals.get(&x).map(|(b, _)| RType::from_ir(program, b.ty, &Subst::default()))
    };
    let Some(target_ty) = ty(target) else { return true };
    let (pre_ty, post_ty) = (pre.and_then(ty), post.and_then(ty));
    let (vars, body) = target_ty.split_foralls();
    let (mut args, result) = body.split_fun();
    let fits = |pred: &RType, args: &[RType]| {
        let (pred_vars, pred_body) = pred.split_foralls();
        let (pred_args, _) = pred_body.split_fun();
        if pred_args.len() > args.len() || pred_vars.len() > vars.len() {
            return false;
        }
        if pred_vars.is_empty() && !vars.is_empty() {
            return true;
        }
        let subst: Subst = pred_vars.iter().zip(&vars).map(|(&p, &v)| (p, RType::Var(v))).collect();
        let last = &args[args.len() - pred_args.len()..];
        pred_args.iter().zip(last).all(|(p, a)| p.substitute(&subst) == *a)
    };
    let pre_fits = pre_ty.is_none_or(|t| fits(&t, &args));
    args.push(result);
    pre_fits && post_ty.is_none_or(|t| fits(&t, &args))
}

/// The monomorphic copies of `f` and its contract, if the module has them.
fn monomorphic(program: &Program, f: NameId) -> Option<(NameId, NameId, NameId)> {
    let occ = program.names.occ(f);
    let find = |prefix: &str| program.find_about(prefix, occ).map(|(b, _)| b.name);
    Some((find("g2__mono_")?, find("g2__monopre_")?, find("g2__monopost_")?))
}

/// Contracts written as Haskell predicates in the module: `g2__pre_F` over F's arguments
/// and `g2__post_F` over its arguments and result (what `g2 liquid` generates from
/// refinement types). A marker binding `g2__exact_F` makes F's contract exact (never
/// abstracted: measures, reflected functions).
///
/// Contracts of functions from other modules (the default library specifications,
/// `Language.Haskell.Liquid.Prelude`) are `g2__libpre_K`/`g2__libpost_K` with
/// `g2__libfun_K`, a binding whose right-hand side is the target function (under type
/// and dictionary applications); they are always exact.
pub fn contracts_by_convention(program: &Program) -> FxHashMap<NameId, Contract> {
    let mut contracts = FxHashMap::default();
    let int = program.names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
    // The number of type arguments of a global, and the type of its first value
    // argument when that is a nullary type constructor (a predicate's at one type).
    let n_types = |x: NameId| {
        program.globals.get(&x).map_or(0, |(b, _)| {
            RType::from_ir(program, b.ty, &Subst::default()).split_foralls().0.len()
        })
    };
    let first_arg_tycon = |x: NameId| {
        let (b, _) = program.globals.get(&x)?;
        let ty = RType::from_ir(program, b.ty, &Subst::default());
        match ty.split_fun().0.first() {
            Some(RType::Con(tc, ts)) if ts.is_empty() => Some(*tc),
            _ => None,
        }
    };
    for (binder, rhs) in program.own_bindings() {
        let occ = program.names.occ(binder.name);
        // Note [A contract of one predicate]
        if let Some(suffix) = occ.strip_prefix("g2__pre_").or_else(|| occ.strip_prefix("g2__post_"))
        {
            // Note [Names of generated bindings] (ir::generated): an operator is encoded.
            let Some(f) = subject_of_suffix(suffix) else { continue };
            let Some((target, _)) = program.find_own_binding(&f) else { continue };
            if contracts.contains_key(&target.name) {
                continue;
            }
            let about = |prefix: &str| program.find_about(prefix, &f).map(|(b, _)| b.name);
            let (pre, post) = (about("g2__pre_"), about("g2__post_"));
            let exact = about("g2__exact_").is_some();
            let trusted = about("g2__trusted_").is_some();
            let call = target.name;
            let param = about("g2__param_");
            let monopred = about("g2__monopred_").is_some();
            let mono = monopred.then_some(int).flatten();
            // Predicates at Int in a program without Int apply to no call.
            let fits =
                (!monopred || int.is_some()) && predicates_fit(program, target.name, pre, post);
            contracts.insert(
                target.name,
                Contract { pre, post, exact, trusted, call, param, mono, fits },
            );
        } else if let Some(k) = occ.strip_prefix("g2__extfun_") {
            // Note [Sibling modules] (G2/Liquid/Library.hs): another module's function
            // with its own predicates, each the head of a binding's right-hand side.
            let head = |name: String| {
                program.find_own_binding(&name).and_then(|(_, rhs)| program.nodes.head_name(rhs))
            };
            let (Some(target), Some(pre), Some(post)) = (
                program.nodes.head_name(*rhs),
                head(format!("g2__extpre_{k}")),
                head(format!("g2__extpost_{k}")),
            ) else {
                continue;
            };
            if !program.globals.contains_key(&pre) || !program.globals.contains_key(&post) {
                continue;
            }
            // Whether the predicates are typed at Int while the function is polymorphic
            // (Note [Monomorphic predicates]): then they apply only to calls at Int.
            let mono = (n_types(pre) == 0 && n_types(target) > 0).then_some(int);
            contracts.entry(target).or_insert(Contract {
                pre: Some(pre),
                post: Some(post),
                exact: false,
                trusted: false,
                call: target,
                param: None,
                mono: mono.flatten(),
                // predicates at Int in a program without Int apply to no call
                fits: mono != Some(None),
            });
        } else if let Some(k) = occ.strip_prefix("g2__libfun_") {
            let (Some(target), Some((pre, _)), Some((post, _))) = (
                program.nodes.head_name(*rhs),
                program.find_own_binding(&format!("g2__libpre_{k}")),
                program.find_own_binding(&format!("g2__libpost_{k}")),
            ) else {
                continue;
            };
            // A function of the module itself keeps its own (annotated) contract.
            // Run and count arguments by the target itself when it has a binding (its own
            // type has every constraint, `HasCallStack` included); a class method or a
            // builtin goes through the `g2__libfun_K` typed like it.
            let call = if program.globals.contains_key(&target) { target } else { binder.name };
            // Predicates at one type (Note [Monomorphic library predicates]).
            let mono = program
                .find_own_binding(&format!("g2__libmono_{k}"))
                .map(|_| first_arg_tycon(pre.name));
            contracts.entry(target).or_insert(Contract {
                pre: Some(pre.name),
                post: Some(post.name),
                exact: true,
                trusted: false,
                call,
                param: None,
                mono: mono.flatten(),
                fits: mono != Some(None),
            });
        }
    }
    contracts
}

// Note [A contract of one predicate]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A hand-written contract (`g2 check`) often has only a postcondition (`g2__post_avg a
// b r = min a b <= r && r <= max a b`), or only a precondition. The contract is the one
// predicate, the other holding of every call: before, a function without `g2__pre_F`
// was skipped without a word, and the run said every function it checked was correct.

// Note [Annotations without a contract]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The plugin cannot make a contract of every annotation it reads (a refinement inside
// a type whose constructors it cannot see, `M.Map Int Nat`; the signature of a binding
// in a `where`). It warns in GHC, and, so that `g2 liquid` gives each such annotation
// an outcome line like every other ("not checked" and why, counted in the summary), it
// defines a marker `g2__nocontract_F = "why"`: beside F when F is a function of the
// module, and named after F all the same when it is not (a local binding).

/// An annotated function of the module, as `g2 liquid` lists it.
#[derive(Clone, Debug)]
pub struct Annotated {
    /// Its binding; `None` for an annotation of no top-level function (a local one).
    pub function: Option<NameId>,
    /// Its name in the source.
    pub name: String,
    /// Why it is not checked, if it is not.
    pub not_checked: Option<String>,
}

/// The annotations without a contract (a `g2__nocontract_F` marker), with the marker's
/// reason.
fn without_contract(program: &Program) -> Vec<Annotated> {
    program
        .own_bindings()
        .filter_map(|&(b, rhs)| {
            let suffix = program.names.occ(b.name).strip_prefix("g2__nocontract_")?;
            let name = subject_of_suffix(suffix)?.into_owned();
            let function = program.find_own_binding(&name).map(|(f, _)| f.name);
            let why = program.marker_text(rhs).unwrap_or_else(|| "it has no contract".into());
            Some(Annotated { function, name, not_checked: Some(why) })
        })
        .collect()
}

/// The module's own functions with a contract, in name order, each with the reason it
/// is not checked, if it is not: trusted (`assume`, `ignore`: marker `g2__trusted_F`),
/// or its arguments instantiate abstract refinements (`g2__unchecked_F`). Library
/// contracts are of other modules' functions. The annotations the plugin could make no
/// contract of are here too, with its reason (Note [Annotations without a contract]).
pub fn own_contracted(
    program: &Program,
    contracts: &FxHashMap<NameId, Contract>,
) -> Vec<Annotated> {
    let own = program.module_name();
    let mut all: Vec<Annotated> = contracts
        .keys()
        .filter(|f| program.names.module(**f) == Some(own))
        .map(|&f| {
            let occ = program.names.occ(f);
            let marked = |m: &str| program.find_about(m, occ).is_some();
            let why = if marked("g2__trusted_") {
                Some("its specification is trusted (assume or ignore)")
            } else if marked("g2__unchecked_") {
                Some("an argument's type instantiates an abstract refinement, which G2 does not interpret")
            } else {
                None
            };
            Annotated { function: Some(f), name: occ.to_string(), not_checked: why.map(str::to_string) }
        })
        .collect();
    all.extend(without_contract(program));
    all.sort_by(|a, b| a.name.cmp(&b.name));
    all
}
