//! The CEGIS loop (seed 002, chapter 5): verify, learn from the counterexamples,
//! synthesize, verify again.
//!
//! Each round writes the module with the current candidate annotations in place of the
//! originals, compiles it with the plugin (so a candidate is parsed and turned into a
//! contract exactly as a pasted annotation would be), and checks the target function
//! and every callee with a candidate, each with our own counterfactual search. Every
//! counterexample becomes a constraint (Note [Constraints from counterexamples]); the
//! synthesizer then proposes the smallest specifications that satisfy all constraints
//! so far, and the next round checks them. A round with no counterexample anywhere
//! ends the loop: the caller's check finds none with the candidates assumed, and each
//! candidate's own check finds none against it.

// Note [Constraints from counterexamples]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Candidate specifications are unknowns; a counterexample describes a situation that
// must not arise, so *not all* of its literals may hold:
// * an abstract counterexample of the target: each abstracted call's input/output
//   pair satisfies its callee's specification (a negative example of the thesis);
// * a counterexample of a callee `g` against its candidate: its abstracted calls as
//   above, *and* `g`'s own input/output pair failing `g`'s candidate. With no
//   abstracted calls that is a positive example (a real run of `g`); with a recursive
//   call abstracted, an implication (the candidate must be inductive);
// * calls to functions whose specifications are fixed (the target itself, library and
//   trusted functions) are left out: the constraint only gets stronger.
//
// Top-down over the call graph: a callee becomes an unknown when a counterexample
// blames it, first the target's callees, then theirs, as their own checks blame them.
// Synthesis is joint over all unknowns, so when a guess turns out false (a concrete
// counterexample of a callee), the next synthesis may change the guesses above it too:
// the backtracking of the thesis's section 5.2.3, done by the solver over one set of
// constraints rather than level by level.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use super::examples::{
    enumerated_examples, features, is_true, positive_examples, run_on, signature as signature_of,
    values,
};
use super::synth::{synthesize, Constraints, NoSpec, Unknown, ATOMS, MAX_BOUND, MAX_SIZE};
use super::templates::{
    annotation_of, lifted_measures, plain_annotations, with_annotation, Base, Feature, Signature,
    Spec,
};
use crate::error::{Error, Result};
use crate::frontend::ghc;
use crate::ir::Program;
use crate::reduce::Machine;
use crate::search::check::{check_function, contracts_by_convention, own_contracted};
use crate::search::{Config, Verdict};
use crate::wire;

/// Limits of one inference run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The whole run's wall-clock budget.
    pub timeout: Duration,
    /// Each check's search (its `timeout` is cut to what remains of the run's).
    pub check: Config,
    /// Rounds (compilations and checks) per target function.
    pub max_rounds: usize,
    /// Real executions collected per callee as positive examples.
    pub positive_examples: usize,
    /// Counterexamples taken from each check.
    pub counterexamples_per_check: usize,
    /// LiquidHaskell's modular reading (`--modular`): every function of the module
    /// with a Haskell signature and no annotation first gets the plain annotation of
    /// its type (`templates::plain_annotations`), so its calls are abstracted and
    /// inference may strengthen it, as in the thesis, where helpers start with none.
    pub modular: bool,
    /// More directories where GHC looks for the modules the file imports (`-iDIR`
    /// flags, the command line's `-i`).
    pub includes: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            timeout: Duration::from_secs(120),
            check: Config {
                timeout: Duration::from_secs(5),
                ideal_ints: true,
                ..Config::default()
            },
            max_rounds: 25,
            positive_examples: 30,
            counterexamples_per_check: 4,
            modular: false,
            includes: Vec::new(),
        }
    }
}

/// What inference established for one function.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Its check finds no counterexample as it is: nothing to infer.
    NotNeeded(Verdict),
    /// Specifications found: the annotations to paste (in call-graph order), and what
    /// the last round's checks said of the function and of each callee.
    Found { annotations: Vec<(String, String)>, rechecked: Vec<(String, Verdict)>, rounds: usize },
    /// It has a concrete counterexample (the report): no callee's specification helps.
    Concrete(String),
    /// No specification found within the stated limits, or the grammar has none.
    NoneFound(String),
    /// Inference cannot proceed, for the stated cause.
    GaveUp(String),
    /// The function is not checked (trusted, ...): the reason.
    NotChecked(String),
}

/// One function's result.
#[derive(Clone, Debug)]
pub struct Inferred {
    pub function: String,
    pub outcome: Outcome,
    pub elapsed: Duration,
}

/// One function's check, in terms that outlive the compilation.
#[derive(Clone, Debug)]
struct FnCheck {
    verdict: Verdict,
    cexes: Vec<Cex>,
    not_checked: Option<String>,
}

#[derive(Clone, Debug)]
struct Cex {
    concrete: bool,
    /// The report, as `g2 liquid` prints it.
    report: String,
    /// The abstracted calls: callee and the call's features.
    calls: Vec<(String, Vec<Option<i64>>)>,
    /// The function's own inputs and result as its features, when it returned (no
    /// crash, no callee's precondition broken).
    io: Option<Vec<Option<i64>>>,
    /// A call that broke its callee's postcondition (its precondition held): the
    /// callee and the call's real input/output as the callee's features.
    blame_io: Option<(String, Vec<Option<i64>>)>,
}

/// A callee whose specification is being inferred.
struct Candidate {
    name: String,
    signature: Signature,
    features: Vec<Feature>,
    spec: Spec,
}

impl Candidate {
    fn annotation(&self) -> String {
        let args = self.signature.binders();
        let text = self.spec.render(&self.features, &args, &self.signature.result_binder);
        self.signature.with_result(&text)
    }
}

/// An inference run over one module.
pub struct Session {
    file: PathBuf,
    source: String,
    workdir: PathBuf,
    lifted: Vec<String>,
    /// The original module's wire bytes: positive examples are real runs of the code
    /// as written.
    original: Vec<u8>,
    /// Candidates accepted for earlier target functions, by name.
    accepted: BTreeMap<String, String>,
    features: FxHashMap<String, Vec<Feature>>,
    options: Options,
    deadline: Instant,
    compilations: usize,
    /// The checks of the last source compiled, by function: a round that would compile
    /// the same text again (the first round of each target) reuses them.
    last: Option<(String, BTreeMap<String, FnCheck>)>,
}

/// Whether `name` is a function whose annotation inference may strengthen: the
/// module's own, annotated, checked (not `assume`d or ignored).
fn synthesizable(program: &Program, name: &str) -> bool {
    let marked = |m: &str| program.find_about(m, name).is_some();
    program.find_own_binding(name).is_some()
        && marked("g2__pre_")
        && !marked("g2__trusted_")
        && !marked("g2__exact_")
}

impl Session {
    /// Reads and compiles `file`; `workdir` is a scratch directory for the rounds.
    pub fn new(file: &Path, workdir: &Path, options: Options) -> Result<Session> {
        let source = std::fs::read_to_string(file)
            .map_err(|e| Error::Usage(format!("cannot read {}: {e}", file.display())))?;
        if file.extension().is_some_and(|e| e == "lhs") {
            return Err(Error::Unsupported {
                what: "g2 infer rewrites annotations in place, which it does not do in literate (.lhs) files".into(),
                at: None,
            });
        }
        let source = if options.modular { plain_annotations(&source) } else { source };
        let mut session = Session {
            file: file.to_path_buf(),
            lifted: lifted_measures(&source),
            source,
            workdir: workdir.to_path_buf(),
            original: Vec::new(),
            accepted: BTreeMap::new(),
            features: FxHashMap::default(),
            deadline: Instant::now() + options.timeout,
            options,
            compilations: 0,
            last: None,
        };
        session.original = session.compile(&session.source.clone())?;
        Ok(session)
    }

    /// The functions `g2 infer FILE` looks at: the module's annotated, checked ones.
    pub fn default_targets(&self) -> Result<Vec<(String, Option<String>)>> {
        let program = wire::decode(&self.original)?;
        let contracts = contracts_by_convention(&program);
        Ok(own_contracted(&program, &contracts)
            .into_iter()
            .map(|a| (a.name, a.not_checked))
            .collect())
    }

    /// Checks `functions` as the module stands, in one compilation, so that the first
    /// round of inference for each of them needs none.
    pub fn check_all(&mut self, functions: &[String]) -> Result<()> {
        self.check(&[], functions).map(|_| ())
    }

    /// Whether the module defines `name`.
    pub fn defines(&self, name: &str) -> Result<bool> {
        let program = wire::decode(&self.original)?;
        Ok(program.find_own_binding(name).is_some())
    }

    /// How many times the module was compiled so far.
    pub fn compilations(&self) -> usize {
        self.compilations
    }

    fn compile(&mut self, source: &str) -> Result<Vec<u8>> {
        self.compilations += 1;
        let name = self.file.file_name().ok_or_else(|| Error::Usage("no file name".into()))?;
        let src_dir = self.workdir.join("src");
        let round_dir = self.workdir.join(format!("round-{}", self.compilations));
        for d in [&src_dir, &round_dir] {
            std::fs::create_dir_all(d)
                .map_err(|e| Error::Tool(format!("cannot create {}: {e}", d.display())))?;
        }
        let copy = src_dir.join(name);
        std::fs::write(&copy, source)
            .map_err(|e| Error::Tool(format!("cannot write {}: {e}", copy.display())))?;
        // The original's directory too, for the modules it imports from beside it.
        let beside =
            self.file.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let include = format!("-i{}", beside.display());
        let mut flags = vec!["-fplugin-opt=G2.Plugin:liquid-inject-only", include.as_str()];
        flags.extend(self.options.includes.iter().map(String::as_str));
        let compiled = ghc::compile_to_wire(&copy, &flags, &round_dir);
        let _ = std::fs::remove_dir_all(&round_dir);
        compiled
    }

    /// The source with `candidates` (and the specifications accepted before) in place
    /// of the original annotations.
    fn source_with(&self, candidates: &[Candidate]) -> Result<String> {
        let mut source = self.source.clone();
        let extra = candidates.iter().map(|c| (c.name.clone(), c.annotation()));
        for (name, annotation) in self.accepted.clone().into_iter().chain(extra) {
            source = with_annotation(&source, &name, &annotation).ok_or_else(|| {
                Error::Internal(format!("the annotation of {name} vanished from the source"))
            })?;
        }
        Ok(source)
    }

    fn time_left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// Compiles the module with `candidates` and checks `functions`.
    fn check(
        &mut self,
        candidates: &[Candidate],
        functions: &[String],
    ) -> Result<BTreeMap<String, FnCheck>> {
        let source = self.source_with(candidates)?;
        if let Some((text, checks)) = &self.last {
            if *text == source && functions.iter().all(|f| checks.contains_key(f)) {
                return Ok(functions.iter().map(|f| (f.clone(), checks[f].clone())).collect());
            }
        }
        let bytes =
            if source == self.source { self.original.clone() } else { self.compile(&source)? };
        let program = wire::decode(&bytes)?;
        let contracts = contracts_by_convention(&program);
        let machine = Machine::new(&program).with_ideal_ints(true);
        let mut out = BTreeMap::new();
        for f in functions {
            let Some((binder, _)) = program.find_own_binding(f) else {
                return Err(Error::Usage(format!("no function `{f}` is defined in this module")));
            };
            let marked = |m: &str| program.find_about(m, f).is_some();
            let why = if !contracts.contains_key(&binder.name) {
                Some("it has no refinement type annotation".to_string())
            } else if marked("g2__trusted_") {
                Some("its specification is trusted (assume or ignore)".to_string())
            } else if marked("g2__unchecked_") {
                Some("an argument's type instantiates an abstract refinement".to_string())
            } else {
                None
            };
            if let Some(why) = why {
                out.insert(
                    f.clone(),
                    FnCheck {
                        verdict: Verdict::NoneExist,
                        cexes: Vec::new(),
                        not_checked: Some(why),
                    },
                );
                continue;
            }
            let config = Config {
                timeout: self
                    .options
                    .check
                    .timeout
                    .min(self.time_left())
                    .max(Duration::from_millis(200)),
                enumerate_untouched_inputs: true,
                small_models: false,
                ..self.options.check.clone()
            };
            let checked = match check_function(
                &program,
                binder.name,
                contracts.clone(),
                &config,
                self.options.counterexamples_per_check,
            ) {
                Ok(c) => c,
                Err(e) => {
                    out.insert(
                        f.clone(),
                        FnCheck {
                            verdict: Verdict::NoneExist,
                            cexes: Vec::new(),
                            not_checked: Some(e.to_string()),
                        },
                    );
                    continue;
                }
            };
            let verdict = checked.verdict(&config);
            let mut cexes = Vec::new();
            for cex in &checked.found {
                let mut calls = Vec::new();
                for call in &cex.abstractions {
                    let callee = program.names.occ(call.callee).to_string();
                    let feats = self.features_of(&program, &callee);
                    let result = call.result.clone().unwrap_or(crate::reduce::Concrete::Unknown);
                    calls.push((callee, values(&machine, &feats, &call.args, &result)));
                }
                let io = match (&cex.output, &cex.blame) {
                    (Some(result), None) => {
                        let feats = self.features_of(&program, f);
                        Some(values(&machine, &feats, &cex.inputs, result))
                    }
                    _ => None,
                };
                // A call whose callee's postcondition failed on its real result (not its
                // precondition): that result, run again, is a real run of the callee.
                let blame_io = cex.blame.as_ref().and_then(|call| {
                    let g = program.names.occ(call.callee).to_string();
                    let (pre, _) = program.find_about("g2__pre_", &g)?;
                    if !run_on(&machine, pre.name, &call.args)
                        .is_some_and(|b| is_true(&program, &b))
                    {
                        return None;
                    }
                    let result = run_on(&machine, call.callee, &call.args)?;
                    let feats = self.features_of(&program, &g);
                    Some((g, values(&machine, &feats, &call.args, &result)))
                });
                cexes.push(Cex {
                    blame_io,
                    concrete: cex.is_concrete(),
                    report: crate::report::check::render(&program, binder.name, cex),
                    calls,
                    io,
                });
            }
            out.insert(f.clone(), FnCheck { verdict, cexes, not_checked: None });
        }
        self.last = Some((source, out.clone()));
        Ok(out)
    }

    fn features_of(&mut self, program: &Program, f: &str) -> Vec<Feature> {
        if let Some(fs) = self.features.get(f) {
            return fs.clone();
        }
        let fs = match program.find_own_binding(f) {
            Some((b, _)) => features(program, b.name, &self.lifted),
            None => Vec::new(),
        };
        self.features.insert(f.to_string(), fs.clone());
        fs
    }

    /// Real runs of `g` from the original module, as feature vectors.
    fn positives(&mut self, g: &str) -> Result<Vec<Vec<Option<i64>>>> {
        let bytes = self.original.clone();
        let program = wire::decode(&bytes)?;
        let feats = self.features_of(&program, g);
        let find = |prefix: &str| program.find_about(prefix, g).map(|(b, _)| b.name);
        let (entry, pre) = match (find("g2__mono_"), find("g2__monopre_")) {
            (Some(e), Some(p)) => (e, p),
            _ => match (find(""), find("g2__pre_")) {
                (Some(e), Some(p)) => (e, p),
                _ => return Ok(Vec::new()),
            },
        };
        let config = Config {
            timeout: Duration::from_secs(2).min(self.time_left()),
            enumerate_untouched_inputs: true,
            small_models: false,
            ..self.options.check.clone()
        };
        let mut out = positive_examples(
            &program,
            entry,
            pre,
            &feats,
            &config,
            self.options.positive_examples,
        )?;
        out.extend(enumerated_examples(&program, entry, pre, &feats));
        out.sort();
        out.dedup();
        Ok(out)
    }

    /// Whether `g`'s annotation may be strengthened, and its parsed signature.
    fn candidate_signature(&self, g: &str) -> Result<Option<Signature>> {
        let program = wire::decode(&self.original)?;
        if !synthesizable(&program, g) {
            return Ok(None);
        }
        let Some(signature) =
            annotation_of(&self.source, g).and_then(|(_, text)| Signature::parse(text.trim()))
        else {
            return Ok(None);
        };
        // The annotation must name every value argument (no partial signatures).
        let arity = program.find_own_binding(g).and_then(|(b, _)| signature_of(&program, b.name));
        Ok(arity
            .is_some_and(|(params, _)| params.len() == signature.args.len())
            .then_some(signature))
    }

    /// Infers specifications for the callees of `f` so that `f`'s check finds no
    /// counterexample; every function's outcome is stated.
    pub fn infer(&mut self, f: &str) -> Result<Inferred> {
        let started = Instant::now();
        let outcome = self.infer_outcome(f)?;
        if let Outcome::Found { annotations, .. } = &outcome {
            for (g, a) in annotations {
                self.accepted.insert(g.clone(), a.clone());
            }
        }
        Ok(Inferred { function: f.to_string(), outcome, elapsed: started.elapsed() })
    }

    fn infer_outcome(&mut self, f: &str) -> Result<Outcome> {
        let mut candidates: Vec<Candidate> = Vec::new();
        let mut constraints = Constraints::default();
        let mut rounds = 0;
        loop {
            if self.time_left().is_zero() {
                return Ok(Outcome::NoneFound(format!(
                    "no specification found within the time limit ({} s, {rounds} round(s))",
                    self.options.timeout.as_secs_f64()
                )));
            }
            if rounds >= self.options.max_rounds {
                return Ok(Outcome::NoneFound(format!(
                    "no specification found within the round limit ({} rounds)",
                    self.options.max_rounds
                )));
            }
            rounds += 1;
            let mut names = vec![f.to_string()];
            names.extend(candidates.iter().map(|c| c.name.clone()));
            let checks = self.check(&candidates, &names)?;
            let mut added = 0;
            for h in &names {
                let hc = &checks[h];
                if let Some(why) = &hc.not_checked {
                    return Ok(if h == f {
                        Outcome::NotChecked(why.clone())
                    } else {
                        Outcome::GaveUp(format!("{h} cannot be checked: {why}"))
                    });
                }
                for cex in &hc.cexes {
                    let mut literals = Vec::new();
                    let mut fixed = Vec::new();
                    for (callee, point) in &cex.calls {
                        match self.unknown(callee, f, &mut candidates, &mut constraints)? {
                            Some(u) => literals.push(((u, point.clone()), true)),
                            None => fixed.push(callee.clone()),
                        }
                    }
                    // A candidate's real run that broke it: it must hold there. (A
                    // function's original specification broken by its real run is a
                    // concrete counterexample no candidate removes.)
                    let mut refuted = false;
                    if let Some((g, io)) = &cex.blame_io {
                        if let Some(u) = candidates.iter().position(|c| c.name == *g) {
                            literals.push(((u, io.clone()), false));
                            refuted = true;
                        }
                    }
                    if h == f && cex.concrete && !refuted {
                        return Ok(if rounds == 1 {
                            Outcome::Concrete(cex.report.clone())
                        } else {
                            Outcome::GaveUp(format!(
                                "{f} has a concrete counterexample:\n{}",
                                cex.report
                            ))
                        });
                    }
                    if h != f {
                        let u = candidates.iter().position(|c| c.name == *h).expect("a candidate");
                        if let Some(io) = &cex.io {
                            literals.push(((u, io.clone()), false));
                        }
                    }
                    if literals.is_empty() {
                        let why = if fixed.is_empty() {
                            format!("{h} crashes, or breaks a callee's precondition, whatever its postcondition:\n{}", cex.report)
                        } else {
                            fixed.dedup();
                            format!(
                                "the counterexample blames only {}, whose specification is not inferred (another module's, trusted, or the function itself):\n{}",
                                fixed.join(", "),
                                cex.report
                            )
                        };
                        return Ok(Outcome::GaveUp(why));
                    }
                    constraints.negative.push(literals);
                    added += 1;
                }
            }
            if added == 0 {
                if candidates.is_empty() {
                    return Ok(Outcome::NotNeeded(checks[f].verdict.clone()));
                }
                let rechecked =
                    names.iter().map(|n| (n.clone(), checks[n].verdict.clone())).collect();
                let annotations =
                    candidates.iter().map(|c| (c.name.clone(), c.annotation())).collect();
                return Ok(Outcome::Found { annotations, rechecked, rounds });
            }
            let unknowns: Vec<Unknown> = candidates
                .iter()
                .map(|c| Unknown {
                    of_result: c.features.iter().map(|x| x.base() == Base::Result).collect(),
                })
                .collect();
            let deadline = Instant::now() + self.time_left();
            match synthesize(&unknowns, &constraints, deadline)? {
                Ok(specs) => {
                    for (c, s) in candidates.iter_mut().zip(specs) {
                        c.spec = s;
                    }
                }
                Err(NoSpec::Unrealizable) => {
                    let of: Vec<String> = candidates
                        .iter()
                        .map(|c| {
                            let args = c.signature.binders();
                            let names: Vec<String> = c
                                .features
                                .iter()
                                .map(|x| x.render(&args, &c.signature.result_binder))
                                .collect();
                            format!("{} over {}", c.name, if names.is_empty() { "nothing".to_string() } else { names.join(", ") })
                        })
                        .collect();
                    return Ok(Outcome::NoneFound(format!(
                        "no specification in the grammar fits the {} examples after {rounds} round(s) (conjunctions of up to {ATOMS} linear (in)equalities, coefficients within ±{MAX_BOUND}, at most {MAX_SIZE} nonzero coefficients; {})",
                        constraints.positive.len() + constraints.negative.len(),
                        of.join("; ")
                    )));
                }
                Err(NoSpec::Undecided) => {
                    return Ok(Outcome::NoneFound(format!(
                        "no specification found: Z3 could not decide the synthesis query within its limits (after {rounds} round(s))"
                    )))
                }
            }
        }
    }

    /// The index of `g` among the unknowns, making it one if its annotation may be
    /// strengthened and it is not the target `f`.
    fn unknown(
        &mut self,
        g: &str,
        f: &str,
        candidates: &mut Vec<Candidate>,
        constraints: &mut Constraints,
    ) -> Result<Option<usize>> {
        match candidates.iter().position(|c| c.name == g) {
            Some(u) => Ok(Some(u)),
            None if g != f => self.add_unknown(g, candidates, constraints),
            None => Ok(None),
        }
    }

    /// Makes `g` an unknown if its annotation may be strengthened: its features, its
    /// signature, its real runs as positive examples. Its index, or `None`.
    fn add_unknown(
        &mut self,
        g: &str,
        candidates: &mut Vec<Candidate>,
        constraints: &mut Constraints,
    ) -> Result<Option<usize>> {
        let Some(signature) = self.candidate_signature(g)? else { return Ok(None) };
        let positives = self.positives(g)?;
        let features = self.features.get(g).cloned().unwrap_or_default();
        let u = candidates.len();
        constraints.positive.extend(positives.into_iter().map(|p| (u, p)));
        candidates.push(Candidate {
            name: g.to_string(),
            signature,
            features,
            spec: Spec::default(),
        });
        Ok(Some(u))
    }
}
