//! `g2 check` (contracts written as Haskell predicates) and `g2 liquid` (contracts from
//! LiquidHaskell annotations, turned into those predicates by the plugin):
//! counterfactual checking of functions against their contracts.

use std::path::Path;
use std::time::Duration;

use g2core::infer::Options;
use g2core::ir::{Expr, Lit, NameId, Program};
use g2core::reduce::{Call, Counterexample};
use g2core::report::check::shown;
use g2core::report::Concrete;
use g2core::search::check::{check_function, contracts_by_convention, own_contracted, Annotated};
use g2core::search::{Config, Verdict};
use g2core::{wire, Error, Result};

use super::options;
use super::outcome::{json_string, Status};
use super::{say, wire_of, USAGE};

pub fn check(raw: &[String], liquid: bool) -> Result<Status> {
    let mut json = false;
    let mut suggest = false;
    let mut trace = false;
    let mut executable = None;
    let mut positional = Vec::new();
    // LiquidHaskell reads Int as a mathematical integer; hand-written contracts are
    // Haskell, with 64-bit Int (`--machine-int`/`--ideal-int` choose).
    let mut config = Config {
        timeout: Duration::from_secs(5),
        ideal_ints: liquid,
        max_memory: Some(options::DEFAULT_MAX_MEMORY_MB << 20),
        memory_limit: Some(options::DEFAULT_MEMORY_LIMIT_MB << 20),
        ..Config::default()
    };
    let mut it = raw.iter().cloned();
    while let Some(arg) = it.next() {
        if options::shared(&arg, &mut it, &mut config)? {
            continue;
        }
        match arg.as_str() {
            "--json" => json = true,
            "--suggest" if liquid => suggest = true,
            "--trace" => trace = true,
            "--executable" if liquid => {
                let dir = it.next().ok_or_else(|| {
                    Error::Usage("--executable needs a directory to write modules to".into())
                })?;
                executable = Some(std::path::PathBuf::from(dir));
            }
            "--machine-int" => config.ideal_ints = false,
            "--ideal-int" => config.ideal_ints = true,
            flag if flag.starts_with("--") => {
                return Err(Error::Usage(format!("unknown option `{flag}`\n{USAGE}")))
            }
            _ => positional.push(arg),
        }
    }
    // Reports per function: one unless asked for more.
    let max_reports = config.max_outputs.take().unwrap_or(1);
    // FILE [FUNCTION...], or several files (FILE.hs B.lhs ... [FUNCTION...]).
    let (files, functions): (Vec<String>, Vec<String>) =
        positional.into_iter().partition(|a| is_source(a) && Path::new(a).is_file());
    let run = Run { liquid, json, suggest, trace, executable, config, max_reports };
    let mut tally = Tally::default();
    match files.as_slice() {
        [] => return Err(Error::Usage(USAGE.into())),
        [file] => {
            if !run.check_file(Path::new(file), &functions, true, &mut tally, &mut Vec::new())? {
                return Ok(Status::Inconclusive);
            }
        }
        _ => {
            // Each function named is checked in the files that define it.
            let mut defined = Vec::new();
            for file in &files {
                run.check_file(Path::new(file), &functions, false, &mut tally, &mut defined)?;
            }
            if let Some(f) = functions.iter().find(|f| !defined.contains(f)) {
                return Err(Error::Usage(format!("no function `{f}` is defined in these files")));
            }
        }
    }
    tell!("g2: {}", tally.summary());
    // Nothing was checked (only library contracts, no annotated function of its own):
    // that is no verdict on the file.
    if tally.found + tally.none_exist + tally.inconclusive + tally.not_checked == 0 {
        return Ok(Status::Inconclusive);
    }
    Ok(tally.status)
}

/// The functions `name` (on the command line) stands for: the module's function of that
/// name, or the checks a report names so (`size @Pair`), or, for a class's method, its
/// check at each instance (`size`).
fn named(program: &Program, annotated: &[Annotated], name: &str) -> Vec<NameId> {
    if let Some((b, _)) = program.find_own_binding(name) {
        return vec![b.name];
    }
    let bare = |s: &str| s.trim_start_matches('(').trim_end_matches(')').to_string();
    annotated
        .iter()
        .filter_map(|a| a.function)
        .filter(|&f| {
            let s = shown(program, f);
            s.name == name || bare(&s.name) == bare(name) || s.call == name
        })
        .collect()
}

// Note [No function checked]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// A file that gives `g2 liquid` no function to check is no verdict, and the last line
// says why. It used to say "the file has no refinement type annotations" whenever no
// function had one, also of a file whose annotations are all measures, aliases, or the
// class of another module: false, and it hid the warnings above it. The plugin records
// how many annotations it read (`g2__annotations`), so the line says which case it is.

/// Why a file has no function to check (Note [No function checked]).
fn nothing_to_check(program: &Program, liquid: bool) -> String {
    if !liquid {
        return "the file has no contracts (g2__pre_F and g2__post_F)".into();
    }
    let count = program.find_own_binding("g2__annotations").and_then(|(_, rhs)| {
        let mut n = None;
        program.nodes.walk(rhs, |_, e| {
            if let (None, Expr::Lit(Lit::Num(_, k))) = (&n, e) {
                n = Some(*k);
            }
        });
        n
    });
    match count {
        None | Some(0) => "the file has no refinement type annotations ({-@ f :: ... @-})".into(),
        Some(n) => format!(
            "none of the file's {n} annotation{} is the refinement type of a function G2 can check \
             (measures, aliases and data refinements are checked through the functions that use them; \
             see any warnings above)",
            if n == 1 { "" } else { "s" }
        ),
    }
}

/// A Haskell source file's name.
fn is_source(arg: &str) -> bool {
    arg.ends_with(".hs") || arg.ends_with(".lhs")
}

/// How the functions of each file are checked.
struct Run {
    liquid: bool,
    json: bool,
    /// `--suggest`: under an abstract counterexample, what `g2 infer` finds.
    suggest: bool,
    /// `--trace`: under a concrete counterexample, its failing path.
    trace: bool,
    /// `--executable DIR`: under an abstract counterexample, a module in DIR whose
    /// `main` reproduces it.
    executable: Option<std::path::PathBuf>,
    config: Config,
    max_reports: usize,
}

impl Run {
    /// Checks `functions` of `file` (all its contracted functions when empty) and adds
    /// their outcomes to `tally`; false when the file has no contract. `strict`: a
    /// function the file does not define is a usage error (else it is skipped: another
    /// file of the run defines it). The functions of `functions` it defines are added to
    /// `defined`.
    fn check_file(
        &self,
        file: &Path,
        functions: &[String],
        strict: bool,
        tally: &mut Tally,
        defined: &mut Vec<String>,
    ) -> Result<bool> {
        let (liquid, json, trace, max_reports) =
            (self.liquid, self.json, self.trace, self.max_reports);
        let config = &self.config;
        let flags: &[&str] =
            if liquid { &["-fplugin-opt=G2.Plugin:liquid-inject-only"] } else { &[] };
        let bytes = wire_of(file, flags)?;
        let program = wire::decode(&bytes)?;
        let contracts = contracts_by_convention(&program);
        // Every annotated function gets an outcome; those not checked say why. In the
        // order of the names reports give them.
        let mut annotated = own_contracted(&program, &contracts);
        let shown_name =
            |a: &Annotated| a.function.map_or(a.name.clone(), |f| shown(&program, f).name);
        annotated.sort_by_cached_key(shown_name);
        defined.extend(
            functions.iter().filter(|f| !named(&program, &annotated, f).is_empty()).cloned(),
        );
        if annotated.is_empty() {
            tell!(
                "g2: {}: no function checked: {}",
                file.display(),
                nothing_to_check(&program, liquid)
            );
            return Ok(false);
        }
        // Note [Contracts that do not fit] (search::check)
        let mut unfit: Vec<&str> =
            contracts.iter().filter(|(_, c)| !c.fits).map(|(&f, _)| program.names.occ(f)).collect();
        unfit.sort_unstable();
        for f in unfit {
            tell!(
                "g2: note: calls to {f} run its code, not its specification: the class constraints \
                 of its annotation are not those GHC inferred for it (give {f} a type signature)"
            );
        }
        let targets: Vec<_> = if functions.is_empty() {
            let mut targets = Vec::new();
            for a in &annotated {
                match (&a.not_checked, a.function) {
                    (Some(why), _) => tally.not_checked(json, &shown_name(a), why),
                    (None, Some(f)) => targets.push(f),
                    (None, None) => {}
                }
            }
            targets
        } else {
            let mut targets = Vec::new();
            for f in functions {
                let found = named(&program, &annotated, f);
                if found.is_empty() && strict {
                    return Err(Error::Usage(format!(
                        "{}: no function `{f}` is defined in this module",
                        file.display()
                    )));
                }
                targets.extend(found);
            }
            targets
        };
        let mut first = true;
        for f in targets {
            let occ = &shown(&program, f).name;
            // Named on the command line: one that is not checked says why.
            if let Some(why) = annotated
                .iter()
                .find(|a| a.function == Some(f))
                .and_then(|a| a.not_checked.as_ref())
            {
                tally.not_checked(json, occ, why);
                continue;
            }
            let checked = check_function(&program, f, contracts.clone(), config, max_reports);
            // Every function ends in one stated outcome (one line on stdout, or a JSON object
            // with an "outcome" field): a counterexample, none exist, none within a named
            // limit, gave up, or not checked and why.
            let checked = match checked {
                Ok(r) => r,
                // A function that cannot be checked says why, and does not stop the others.
                Err(e) => {
                    tally.not_checked(json, occ, &e.to_string());
                    continue;
                }
            };
            for (i, cex) in checked.found.iter().enumerate() {
                // `--executable`: the module of an abstract counterexample, or why none.
                let executable = match (&self.executable, cex.is_concrete()) {
                    (Some(dir), false) => Some(super::executable::write(
                        file,
                        &program,
                        f,
                        cex,
                        dir,
                        i + 1,
                        super::include_flags(),
                    )),
                    _ => None,
                };
                if json {
                    let mut object = check_json(&program, f, cex, trace);
                    if let Some(written) = &executable {
                        let field = match written {
                            Ok(w) => format!(
                                ", \"executable\": {{\"file\": {}}}",
                                json_string(&w.file.display().to_string())
                            ),
                            Err(why) => {
                                format!(", \"executable\": {{\"none\": {}}}", json_string(why))
                            }
                        };
                        object.insert_str(object.len() - 1, &field);
                    }
                    say(&object);
                    continue;
                }
                if !first {
                    say("");
                }
                first = false;
                say(&diagnostic(&program, f, cex, liquid && self.executable.is_none()));
                match &executable {
                    Some(Ok(w)) => say(&w.text()),
                    Some(Err(why)) => say(&super::executable::no_module(why)),
                    None => {}
                }
                if trace && cex.is_concrete() {
                    let text = g2core::report::check::render_trace(&program, f, cex);
                    say(&text.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n"));
                }
            }
            // Only abstract counterexamples: a callee's specification is too weak.
            let only_abstract =
                !checked.found.is_empty() && checked.found.iter().all(|c| !c.is_concrete());
            if self.suggest && !json && only_abstract {
                say(&suggestion(file, config, occ));
            }
            let verdict = checked.verdict(config);
            match verdict {
                Verdict::Found => {}
                _ if json => print_outcome(json, occ, verdict.word(), verdict.detail()),
                _ => say(&format!("{occ}: {}", verdict.no_counterexample())),
            }
            tally.add(&verdict);
        }
        Ok(true)
    }
}

/// `--suggest`: the specifications `g2 infer` finds for the callees an abstract
/// counterexample of `f` blames, within six times the check's time limit, as lines to
/// print under the diagnostic. Each suggestion has an inference session of its own (one
/// compilation of the module beside this run's), so it gets its whole time and assumes
/// no other suggestion; one that fails says why and the check goes on.
fn suggestion(file: &Path, config: &Config, f: &str) -> String {
    let options = Options {
        timeout: config.timeout * 6,
        check: Config { max_outputs: None, ..config.clone() },
        includes: super::include_flags().to_vec(),
        ..Options::default()
    };
    match super::temp_dir() {
        Ok(dir) => {
            let lines = g2core::infer::suggest::suggestion(file, &dir, options, f);
            let _ = std::fs::remove_dir_all(&dir);
            lines
        }
        Err(e) => format!("    no suggestion (g2 infer): {e}"),
    }
}

/// A counterexample as a GHC-style diagnostic, so editors and ghcid find it:
/// `FILE:LINE:COL: error: f does not meet its specification` (a `warning` when it is
/// abstract: the code may be right and a callee's specification too weak), then the
/// report indented. `hint`: an abstract one says how to get it as a program to run.
fn diagnostic(program: &Program, f: NameId, cex: &Counterexample, hint: bool) -> String {
    let names = &program.names;
    let at = names.spans.get(&f).map_or_else(String::new, |s| {
        format!("{}:{}:{}: ", names.interner.resolve(s.file), s.line1, s.col1)
    });
    let (severity, what) = if cex.is_concrete() {
        ("error", "does not meet its specification")
    } else if cex.assumes_only_recursion(f) {
        ("warning", "meets its specification only if its recursive calls' results are stronger than its type says")
    } else {
        ("warning", "meets its specification only if a callee's is stronger")
    };
    let report = g2core::report::check::render(program, f, cex);
    let mut body: Vec<String> = report.lines().map(|l| format!("    {l}")).collect();
    if hint && !cex.is_concrete() {
        body.push(
            "    (g2 liquid --executable DIR writes a module whose main runs this in GHCi)".into(),
        );
    }
    format!("{at}{severity}: {} {what}\n{}", shown(program, f).name, body.join("\n"))
}

/// The outcomes of a run's functions.
#[derive(Default)]
struct Tally {
    found: usize,
    none_exist: usize,
    inconclusive: usize,
    not_checked: usize,
    status: Status,
}

impl Tally {
    fn add(&mut self, v: &Verdict) {
        match v {
            Verdict::Found => self.found += 1,
            Verdict::NoneExist => self.none_exist += 1,
            Verdict::NoneWithin(_) | Verdict::GaveUp(_) => self.inconclusive += 1,
        }
        self.status = self.status.combine(Status::of_verdict(v));
    }

    fn not_checked(&mut self, json: bool, f: &str, why: &str) {
        print_outcome(json, f, "not-checked", why);
        self.not_checked += 1;
        self.status = self.status.combine(Status::Inconclusive);
    }

    fn summary(&self) -> String {
        let checked = self.found + self.none_exist + self.inconclusive;
        let mut parts = vec![
            format!("{} with a counterexample", self.found),
            format!("{} with none (every path explored)", self.none_exist),
            format!("{} with none within a limit or gave up", self.inconclusive),
        ];
        if self.not_checked > 0 {
            parts.push(format!("{} not checked", self.not_checked));
        }
        format!(
            "{checked} function{} checked: {}",
            if checked == 1 { "" } else { "s" },
            parts.join(", ")
        )
    }
}

/// One function's outcome when it has no counterexample (in text: only "not checked";
/// the others are `Verdict::no_counterexample`).
fn print_outcome(json: bool, f: &str, outcome: &str, detail: &str) {
    if json {
        say(&format!(
            "{{\"function\": {}, \"outcome\": {}, \"detail\": {}}}",
            json_string(f),
            json_string(outcome),
            json_string(detail)
        ));
    } else {
        say(&format!("{f}: not checked: {detail}"));
    }
}

fn check_json(program: &Program, f: NameId, cex: &Counterexample, trace: bool) -> String {
    use g2core::report::check::{args_text, result_text};
    let values = |callee, vs: &[Concrete]| {
        args_text(program, callee, vs).iter().map(|v| json_string(v)).collect::<Vec<_>>().join(", ")
    };
    let output = |callee, n_args, r: Option<&Concrete>| {
        r.map_or("null".to_string(), |r| json_string(&result_text(program, callee, n_args, r)))
    };
    let call = |c: &Call| {
        format!(
            "{{\"function\": {}, \"inputs\": [{}], \"output\": {}}}",
            json_string(program.names.occ(c.callee)),
            values(c.callee, &c.args),
            output(c.callee, c.args.len(), c.result.as_ref())
        )
    };
    // `--trace`: the failing path of a concrete counterexample, each call marked with
    // whether it is the first failure (the blamed call).
    let trace = if trace && cex.is_concrete() {
        let blamed = cex
            .blame
            .as_ref()
            .and_then(|b| cex.trace.iter().rposition(|c| c.callee == b.callee && c.args == b.args));
        let marked = |c: &Call, fails: bool| {
            let mut o = call(c);
            o.insert_str(o.len() - 1, &format!(", \"fails\": {fails}"));
            o
        };
        let mut calls: Vec<String> =
            cex.trace.iter().enumerate().map(|(i, c)| marked(c, Some(i) == blamed)).collect();
        // The blamed call did not finish (its arguments broke the callee's type): it is
        // the first failure, last on the path, as in the text form (`render_trace`).
        if let (Some(b), None) = (&cex.blame, blamed) {
            calls.push(marked(b, true));
        }
        format!(", \"trace\": [{}]", calls.join(", "))
    } else {
        String::new()
    };
    // A call GHCi runs, when it is not the function's name (an instance's method).
    let shown = shown(program, f);
    let call_field = if shown.call == shown.name {
        String::new()
    } else {
        format!(", \"call\": {}", json_string(&shown.call))
    };
    format!(
        "{{\"function\": {}{call_field}, \"kind\": {}, \"inputs\": [{}], \"output\": {}, \"blame\": {}, \"abstractions\": [{}], \"overflow\": {}{trace}}}",
        json_string(&shown.name),
        json_string(if cex.is_concrete() { "concrete" } else { "abstract" }),
        values(f, &cex.inputs),
        output(f, cex.inputs.len(), cex.output.as_ref()),
        cex.blame.as_ref().map_or("null".to_string(), call),
        cex.abstractions.iter().map(call).collect::<Vec<_>>().join(", "),
        cex.overflow
    )
}
