//! `g2 FILE FUNCTION [options]`: runs FUNCTION on symbolic inputs and prints each
//! validated result as a Haskell equation (`f 1 [2] = 3`), or each violation with
//! `--assert`.

// Note [Same inputs, other path]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Paths partition the inputs, except where the program builds an input from another
// one: a `Map` input is `fromList` of a symbolic list, so the lists `[(1,'a'),(1,'b')]`
// and `[(1,'b')]`, or `[1,2]` and `[2,1]` for a `Set` (which give trees of other
// shapes), take different paths to the same value (Note [Container inputs] in
// `reduce/machine/containers.rs`). Such a result prints the very line of an earlier
// one: it is not printed again, nor counted. (A path that took `G2.Symbolic` choices
// is one result of its own even when its line is another's: `f 2 * f 2` is 6 on two
// paths.)

use std::collections::HashSet;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use g2core::frontend::ghc;
use g2core::frontend::wrapper::{self, Layout};
use g2core::reduce::{Machine, Outcome};
use g2core::report::value::show_typed;
use g2core::search::{
    self, AllResults, Config, Finished, Pred, Query, StopReason, Validated, Verdict, Violations,
};
use g2core::{wire, Error, Result};

use super::options;
use super::outcome::{json_outcome, json_string, line, Status};
use super::{read_source, temp_dir, USAGE};

pub struct Args {
    file: PathBuf,
    function: String,
    config: Config,
    assume: Option<String>,
    assert: Option<String>,
    json: bool,
    stats: bool,
    /// `--progress`: a progress line every second also when stderr is no terminal.
    progress: bool,
}

pub fn parse_args(raw: &[String]) -> Result<Args> {
    let mut positional = Vec::new();
    // Smallest inputs first unless --order says otherwise (Note [The command line's
    // order] in search::scheduler).
    let mut config = Config {
        max_memory: Some(options::DEFAULT_MAX_MEMORY_MB << 20),
        memory_limit: Some(options::DEFAULT_MEMORY_LIMIT_MB << 20),
        order: g2core::search::Order::Smallest,
        // With --max-outputs K, up to K inputs, also several of one path (Note [Further
        // inputs of a path] in search::explore).
        further_inputs: true,
        ..Config::default()
    };
    let (mut assume, mut assert, mut json, mut stats, mut progress) =
        (None, None, false, false, false);
    let mut it = raw.iter().cloned();
    while let Some(arg) = it.next() {
        if options::shared(&arg, &mut it, &mut config)? {
            continue;
        }
        match arg.as_str() {
            "--assume" => assume = Some(options::value(&arg, &mut it)?),
            "--assert" => assert = Some(options::value(&arg, &mut it)?),
            "--json" => json = true,
            "--stats" => stats = true,
            "--progress" => progress = true,
            flag if flag.starts_with("--") => {
                return Err(Error::Usage(format!("unknown option `{flag}`\n{USAGE}")))
            }
            _ => positional.push(arg),
        }
    }
    let [file, function] = positional.as_slice() else {
        return Err(Error::Usage(USAGE.into()));
    };
    Ok(Args {
        file: PathBuf::from(file),
        function: function.clone(),
        config,
        assume,
        assert,
        json,
        stats,
        progress,
    })
}

/// Runs the query; its outcome is the last line on stderr (and a JSON object with
/// `--json`).
pub fn run(args: Args) -> Result<Status> {
    let file = args.file.clone();
    let name = file.file_name().ok_or_else(|| Error::Usage("FILE must name a file".into()))?;
    let copy = temp_dir()?.join(name);
    let result = run_query(&args, &copy).map_err(|e| relocate(e, &copy, &file, &args));
    let _ = std::fs::remove_dir_all(copy.parent().expect("the copy is in a temporary directory"));
    if let (Err(e), true) = (&result, args.json) {
        // --json always ends with the outcome object, also when the run failed.
        let outcome = if Status::of_error(e) == Status::Inconclusive { "gave-up" } else { "error" };
        super::say(&json_outcome(&args.function, outcome, &e.to_string(), 0));
    }
    result
}

/// Rewrites an error in terms of the user's input: the temporary copy's path becomes
/// the user's file, and GHC's complaint about the FUNCTION argument becomes "no such
/// function".
fn relocate(e: Error, copy: &Path, file: &Path, args: &Args) -> Error {
    let fix = |s: String| s.replace(&copy.display().to_string(), &file.display().to_string());
    match e {
        Error::Unsupported { what, at } => Error::Unsupported { what, at: at.map(fix) },
        Error::MissingDefinition { name, at, why, user_can_supply } => {
            Error::MissingDefinition { name, at: at.map(fix), why, user_can_supply }
        }
        Error::Tool(msg)
            if msg.contains(&format!("{}:1:", wrapper::FUNCTION_ARGUMENT))
                && msg.contains("not in scope") =>
        {
            Error::Usage(format!(
                "{}: no function `{}` is defined in this module or imported into it",
                file.display(),
                args.function
            ))
        }
        Error::Tool(msg)
            if msg.contains(&format!("{}:1:", wrapper::FUNCTION_ARGUMENT))
                && msg.contains("Ambiguous type variable") =>
        {
            Error::Usage(overloaded_without_int(&msg, &args.function))
        }
        Error::Tool(msg) => Error::Tool(fix(without_generated_lines(&msg))),
        e => e,
    }
}

/// What to say when FUNCTION is overloaded over a class that has no instance at the
/// type the entry is taken at (`Int`, or the module's `default` types): GHC's own
/// "ambiguous type variable" speaks of generated code. The instances GHC lists are
/// the types the user could pick.
fn overloaded_without_int(msg: &str, function: &str) -> String {
    let instances: Vec<&str> = msg
        .lines()
        .filter_map(|l| l.trim().strip_prefix("instance "))
        .map(|l| l.split(" -- ").next().unwrap_or(l).trim())
        .collect();
    let mut out = format!(
        "`{function}` is overloaded, and g2 takes an overloaded function at `Int` (or at the \
         module's `default` types), where its class has no instance"
    );
    if !instances.is_empty() {
        out.push_str(&format!(" (the instances in scope: {})", instances.join(", ")));
    }
    // `Shape Sq`: the type is what follows the class.
    let example = instances.first().and_then(|i| i.split_once(' ')).map_or("T", |(_, t)| t);
    out.push_str(&format!(
        ": explore a copy of it with a signature at one type, e.g. `{function}At = {function}` \
         with `{function}At ::` its type at `{example}`"
    ));
    out
}

/// GHC's message without the lines that show our generated code (the predicates are
/// typed through `g2PredFor` and `G2PredOf`): what is left speaks of the user's text.
fn without_generated_lines(msg: &str) -> String {
    let mut kept: Vec<&str> = msg
        .lines()
        .filter(|l| !l.contains("g2PredFor") && !l.contains("g2__") && !l.starts_with('['))
        .collect();
    if !msg.contains("G2PredOf") {
        return kept.join("\n");
    }
    // GHC counts the arguments of the unreduced `G2PredOf t` ("its type ... has none"),
    // which is wrong for the reduced type: that remark goes.
    while let Some(i) = kept.iter().position(|l| l.contains("The lambda expression")) {
        let n = if kept.get(i + 1).is_some_and(|l| l.contains("but its type")) { 2 } else { 1 };
        kept.drain(i..i + n);
    }
    let mut out = reduce_pred_types(&kept.join("\n"));
    out.push_str(
        "\n(a predicate takes each argument of the function, then its result, and returns Bool)",
    );
    out
}

/// `text` with each `G2PredOf (a -> b)` written as the type it reduces to, `a -> b ->
/// Bool` (the family is closed: each argument, then the result, to `Bool`).
fn reduce_pred_types(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("G2PredOf ") {
        out.push_str(&rest[..at]);
        rest = &rest[at + "G2PredOf ".len()..];
        // The argument: a parenthesised type, or a word.
        let end = if rest.starts_with('(') {
            let mut depth = 0;
            rest.char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '(' => 1,
                        ')' => -1,
                        _ => 0,
                    };
                    depth == 0
                })
                .map_or(rest.len(), |(i, _)| i + 1)
        } else {
            rest.find(|c: char| c.is_whitespace() || c == '\u{2019}').unwrap_or(rest.len())
        };
        let ty = &rest[..end];
        let inner = ty.strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(ty);
        out.push_str(&format!("{} -> Bool", top_level_arrows(inner).join(" -> ")));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The parts of a function type's text between its top-level arrows.
fn top_level_arrows(ty: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    let bytes = ty.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'-' if depth == 0 && bytes.get(i + 1) == Some(&b'>') => {
                parts.push(ty[start..i].trim());
                start = i + 2;
            }
            _ => {}
        }
    }
    parts.push(ty[start..].trim());
    parts
}

fn run_query(args: &Args, copy: &Path) -> Result<Status> {
    let source = read_source(&args.file)?;
    let dir = copy.parent().expect("the copy is in a temporary directory").to_path_buf();
    let write_copy = |default_int: bool| {
        let generated = wrapper::wrapper(
            &source,
            Layout::of(&args.file, &source),
            &args.function,
            args.assume.as_deref(),
            args.assert.as_deref(),
            default_int,
        );
        // The generated lines must not continue a last line without its newline.
        let newline = if source.ends_with('\n') { "" } else { "\n" };
        let source = wrapper::with_defaults_warning(&source);
        std::fs::write(copy, format!("{source}{newline}{generated}"))
            .map_err(|e| Error::Tool(e.to_string()))
    };
    // The copy lives in a temporary directory: GHC searches where the original is.
    let includes: Vec<String> = ghc::search_path(&args.file, &source)
        .iter()
        .map(|d| format!("-i{}", d.display()))
        .chain(super::include_flags().iter().cloned())
        .collect();
    let mut flags: Vec<&str> = wrapper::FLAGS.to_vec();
    flags.extend(wrapper::DEFAULTS_WARNING);
    flags.extend(includes.iter().map(String::as_str));
    write_copy(true)?;
    let mut compiled = ghc::compile(copy, &flags, &dir)?;
    if wrapper::defaulted_user_code(&compiled.stderr, copy) {
        // Note [Defaulting in the user's module].
        write_copy(false)?;
        compiled = ghc::compile(copy, &flags, &dir)?;
    }
    let bytes = compiled.wire;

    let mut program = wire::decode(&bytes)?;
    // Concrete runs only (Note [Specialised dictionaries]: budgets of symbolic searches).
    let entry = program.find_own_binding(wrapper::ENTRY).map(|(b, _)| b.name);
    if g2core::simplify::enabled()
        && entry.is_some_and(|f| !search::has_symbolic_inputs(&program, f))
    {
        g2core::simplify::simplify(&mut program);
    }
    let find = |occ: &str| {
        program
            .find_own_binding(occ)
            .map(|(b, _)| b.name)
            .ok_or_else(|| Error::Internal(format!("generated `{occ}` is missing")))
    };
    let query = Query {
        entry: find(wrapper::ENTRY)?,
        assume: args
            .assume
            .as_ref()
            .map(|_| find(wrapper::ASSUME).map(Pred::on_result))
            .transpose()?,
        assert: args
            .assert
            .as_ref()
            .map(|_| find(wrapper::ASSERT).map(Pred::on_result))
            .transpose()?,
    };
    // A search with a predicate reports inputs by what the function and the predicate
    // look at: a part of an input neither touches, passed through into the result, is
    // not enumerated when the result is forced (Note [Untouched inputs in a checked
    // result]), or a record's unused `name` made one line per String.
    let predicate = args.assume.is_some() || args.assert.is_some();
    let machine = Machine::new(&program)
        .with_higher_order(args.config.higher_order)
        .with_untouched_inputs_skipped(predicate);
    let mut run = search::start(&machine, &query, None)?;
    // The search reports once a second. On a terminal the progress line is rewritten in
    // place; elsewhere (a log, CI), with --progress, each report is a line of its own.
    let terminal = std::io::stderr().is_terminal();
    let mut show_progress = |stats: &search::Stats, queued: usize, elapsed: Duration| {
        let text = format!(
            "{:.1}s: {} states ({} queued), {} steps, {} results",
            elapsed.as_secs_f64(),
            stats.states,
            queued,
            stats.steps,
            stats.finished
        );
        if terminal {
            tell_raw!("\r{text}   ");
        } else {
            tell!("g2: progress: {text}");
        }
    };
    let progress: Option<&mut search::Progress<'_>> =
        if terminal || args.progress { Some(&mut show_progress) } else { None };
    let looking_for_violations = args.assert.is_some();
    machine.enable_conjuncts(&mut run.state);
    let started = Instant::now();
    let mut printed = 0usize;
    // Note [Same inputs, other path]: the lines printed so far.
    let mut seen: HashSet<(Vec<String>, String)> = HashSet::new();
    let mut print = |finished: &Finished, v: Validated| -> Result<bool> {
        let crashed = matches!(finished.outcome, Outcome::Crash(_));
        let inputs: Vec<String> = v
            .inputs
            .iter()
            .zip(&run.input_types)
            .map(|(c, t)| show_typed(&program, c, Some(t), 11))
            .collect();
        let output = match &v.output {
            Ok(c) => show_typed(&program, c, Some(&run.output_type), 0),
            Err(_) => "error".to_string(),
        };
        let trace = &finished.state.ext.trace;
        let by_inputs_alone = trace.generated.is_empty() && trace.choices.is_empty();
        if by_inputs_alone && !seen.insert((inputs.clone(), output.clone())) {
            return Ok(false);
        }
        printed += 1;
        // A crash's message names source locations in the copy; the user's file is meant.
        let in_users_file =
            |m: &str| m.replace(&copy.display().to_string(), &args.file.display().to_string());
        if args.json {
            super::say(&format!(
                "{{\"function\": {}, \"inputs\": [{}], \"output\": {}, \"crashed\": {}, \"error\": {}, \"violated\": {}, \"assertion_error\": {}}}",
                json_string(&args.function),
                inputs.iter().map(|i| json_string(i)).collect::<Vec<_>>().join(", "),
                json_string(&output),
                v.output.is_err(),
                v.output.as_ref().err().map_or("null".to_string(), |m| json_string(&in_users_file(m))),
                v.assert_failed || (looking_for_violations && crashed),
                v.assertion_crash.as_ref().map_or("null".to_string(), |m| json_string(&in_users_file(m)))
            ));
        } else {
            // An operator is written as GHCi reads it back: `(+++) [1] [2]`.
            let name = g2core::report::value::var_name(&args.function);
            let call = std::iter::once(name).chain(inputs).collect::<Vec<_>>().join(" ");
            super::say(&format!("{call} = {output}"));
            // A value computed without inputs is one run, as in GHCi, which would print
            // the exception's message: so is it here (a search's many crashes have theirs
            // in --json's "error").
            if let (Err(message), true) = (&v.output, run.inputs.is_empty()) {
                tell!("g2: {call} raised an exception: {}", in_users_file(message));
            }
            // The function returned; the assertion crashed on its result (Note [Crashing
            // predicates] in search::query).
            if let Some(message) = &v.assertion_crash {
                tell!(
                    "g2: the --assert predicate crashed on {call} = {output}: {}",
                    in_users_file(message)
                );
            }
        }
        Ok(true)
    };
    let mut ended = if looking_for_violations {
        search::drive(&machine, &query, &run, &args.config, progress, &mut Violations(&mut print))?
    } else {
        search::drive(&machine, &query, &run, &args.config, progress, &mut AllResults(&mut print))?
    };
    if terminal {
        tell_raw!("\r\x1b[K");
    }
    if args.stats {
        let s = &ended.stats;
        let secs = started.elapsed().as_secs_f64();
        tell!(
            "stats: steps={} states={} finished={} pruned={} out_of_steps={} solver_checks={} model_reuses={} interval_decisions={} small_models={} search_seconds={:.4} steps_per_second={:.0} memory_drops={}",
            s.steps, s.states, s.finished, s.pruned, s.out_of_steps, s.solver_checks, s.model_reuses, s.interval_decisions, s.small_models, secs, s.steps as f64 / secs.max(1e-9), s.memory_drops
        );
    }
    if ended.unconfirmed > 0 {
        tell!(
            "g2: warning: {} result(s) did not reproduce when run concretely and were not shown",
            ended.unconfirmed
        );
    }
    if ended.stats.memory_drops > 0 {
        tell!(
            "g2: the search is incomplete: {} waiting state(s) were dropped to stay within the memory limit (--max-memory {})",
            ended.stats.memory_drops,
            args.config.max_memory.unwrap_or(0) >> 20
        );
        // Breadth-first, a wide tree of small inputs fills the memory before its deeper
        // levels run; a bug two constructors deep was found at once by `smallest`.
        if printed == 0 && args.config.order == g2core::search::Order::Fair {
            tell!(
                "g2: hint: --order fair runs every waiting state in turn (breadth-first); the default, --order smallest, runs the smallest inputs first and needs far less memory"
            );
        }
    }
    // Inputs on which --assume crashes were neither assumed nor checked (Note [Crashing
    // predicates] in search::query).
    if looking_for_violations && ended.stats.assume_crashes > 0 {
        let n = ended.stats.assume_crashes;
        ended.stats.note_unexplored(format!(
            "{} path(s) on which the --assume predicate crashed, or {}, whose result it reads (such inputs are neither assumed nor checked: write the predicate so that it is defined on every input, e.g. `null xs || minimum xs >= 0`)",
            n, args.function
        ));
    }
    let verdict = Verdict::of_search(printed, ended.stop, &ended.stats, &args.config, None);
    // Results printed, but the search stopped early: say so, there may be more.
    let what = if looking_for_violations { "violation" } else { "result" };
    let mut last = line(&verdict, printed, what);
    if verdict == Verdict::Found && ended.stop != StopReason::MaxOutputs {
        match Verdict::of_search(0, ended.stop, &ended.stats, &args.config, None) {
            Verdict::NoneWithin(limit) => {
                last.push_str(&format!(" (the search stopped at {limit}; there may be more)"))
            }
            Verdict::GaveUp(cause) => last.push_str(&format!(" ({cause}; there may be more)")),
            // Note [Further inputs of a path] in search::explore
            _ if ended.stats.float_paths > 0 => last.push_str(
                " (further Double or Float inputs of a path are not listed; there may be more)",
            ),
            _ => {}
        }
    }
    // An --assert search runs FUNCTION to the end on every path (its crash is a
    // violation whatever the predicate says), so a bound written there, `B || P`, cuts
    // nothing; in --assume it cuts paths before FUNCTION runs (a probe, session 17:
    // `length (take 3 xs) > 2 || r >= 0` at the step limit, the same bound in --assume
    // none exist in 0.2 s).
    if looking_for_violations
        && args.assume.is_none()
        && printed == 0
        && matches!(verdict, Verdict::NoneWithin(_))
    {
        tell!(
            "g2: hint: bound the inputs in --assume (`--assume '\\xs r -> length (take 3 xs) <= 2'`), which cuts paths before FUNCTION runs, to search small inputs to the end; a bound written in --assert (`\\xs r -> length (take 3 xs) > 2 || ...`) bounds nothing, as FUNCTION runs to the end on every path of an --assert search (a crash is a violation whatever the predicate says)"
        );
    }
    // What could not be explored is named at source locations in the copy.
    let last = last.replace(&copy.display().to_string(), &args.file.display().to_string());
    if args.json {
        super::say(&json_outcome(&args.function, verdict.word(), verdict.detail(), printed));
    }
    tell!("g2: {last}");
    Ok(Status::of_verdict(&verdict))
}
