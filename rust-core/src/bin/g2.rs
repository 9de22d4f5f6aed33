//! The `g2` command line.
//!
//! `g2 FILE FUNCTION [--n STEPS] [--max-outputs K] [--assume PRED] [--assert PRED]
//!  [--timeout SECS] [--order fair|fewest-symbolic|smallest] [--json]`
//! `g2 dump FILE`: print the engine's view of a module.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use g2core::frontend::{ghc, wrapper};
use g2core::reduce::{Machine, Outcome};
use g2core::report::value::show_typed;
use g2core::search::check::Verdict;
use g2core::search::{
    self, AllResults, Config, Finished, Order, Pred, Query, StopReason, Validated, Violations,
};
use g2core::{wire, Error, Result};

// The reducer allocates many small, short-lived objects; mimalloc serves them faster
// than glibc's allocator (measured with bench/run.py). Only the command line sets it;
// the static library linked into GHC keeps the host's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The memory budget of a search unless `--max-memory` says otherwise, in MB: waiting
/// states beyond it are dropped (`search::memory`), and the outcome says so.
const DEFAULT_MAX_MEMORY_MB: u64 = 200;

const USAGE: &str = "usage: g2 FILE FUNCTION [--n STEPS] [--max-outputs K] [--assume PRED] [--assert PRED] [--timeout SECS] [--max-memory MB] [--order fair|fewest-symbolic|smallest] [--threads N] [--json] [--stats]
       g2 dump FILE
       g2 coverage [--all] FILE
         (how each imported function is run; without --all only the missing ones)
       g2 liquid FILE [FUNCTION...] [--n STEPS] [--timeout SECS] [--max-memory MB] [--max-outputs K] [--json] [--machine-int]
         (checks the LiquidHaskell refinement types {-@ f :: ... @-} of FILE)
       g2 check FILE [FUNCTION...] [same options]
         (contracts written as Haskell predicates g2__pre_F and g2__post_F in FILE)";

struct Args {
    file: PathBuf,
    function: String,
    config: Config,
    assume: Option<String>,
    assert: Option<String>,
    json: bool,
    stats: bool,
}

fn parse_args(raw: &[String]) -> Result<Args> {
    let mut positional = Vec::new();
    let mut config = Config { max_memory: Some(DEFAULT_MAX_MEMORY_MB << 20), ..Config::default() };
    let (mut assume, mut assert, mut json, mut stats) = (None, None, false, false);
    let mut it = raw.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next().cloned().ok_or_else(|| Error::Usage(format!("{name} needs a value\n{USAGE}")))
        };
        let number = |name: &str, v: String| {
            v.parse::<u64>().map_err(|_| {
                Error::Usage(format!("{name} expects a non-negative integer, got `{v}`"))
            })
        };
        match arg.as_str() {
            "--n" => config.max_steps = number("--n", value("--n")?)?,
            "--max-outputs" => {
                config.max_outputs =
                    Some(number("--max-outputs", value("--max-outputs")?)? as usize)
            }
            "--threads" => {
                config.threads = number("--threads", value("--threads")?)?.max(1) as usize
            }
            "--timeout" => {
                config.timeout = Duration::from_secs(number("--timeout", value("--timeout")?)?)
            }
            "--max-memory" => {
                config.max_memory =
                    Some(megabytes(number("--max-memory", value("--max-memory")?)?)?)
            }
            "--assume" => assume = Some(value("--assume")?),
            "--assert" => assert = Some(value("--assert")?),
            "--order" => {
                config.order = match value("--order")?.as_str() {
                    "fair" => Order::Fair,
                    "fewest-symbolic" => Order::FewestSymbolic,
                    "smallest" => Order::Smallest,
                    other => {
                        return Err(Error::Usage(format!(
                            "unknown order `{other}` (fair, fewest-symbolic, smallest)"
                        )))
                    }
                }
            }
            "--json" => json = true,
            "--stats" => stats = true,
            "-h" | "--help" => return Err(Error::Usage(USAGE.into())),
            flag if flag.starts_with("--") => {
                return Err(Error::Usage(format!("unknown option `{flag}`\n{USAGE}")))
            }
            _ => positional.push(arg.clone()),
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
    })
}

fn temp_dir() -> Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "g2-{}-{}",
        std::process::id(),
        Instant::now().elapsed().as_nanos()
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::Tool(format!("cannot create {}: {e}", dir.display())))?;
    Ok(dir)
}

/// Compiles `file` with the plugin in a temporary directory and returns its wire bytes;
/// the plugin's own warnings (annotations without a contract, ...) go to stderr.
fn wire_of(file: &Path, flags: &[&str]) -> Result<Vec<u8>> {
    let dir = temp_dir()?;
    let compiled = ghc::compile_with_notes(file, flags, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let (bytes, notes) = compiled?;
    for note in notes {
        eprintln!("{note}\n");
    }
    Ok(bytes)
}

fn read_source(file: &Path) -> Result<String> {
    std::fs::read_to_string(file)
        .map_err(|e| Error::Usage(format!("cannot read {}: {e}", file.display())))
}

fn dump(file: &Path) -> Result<()> {
    let bytes = wire_of(file, &[]);
    let bump = bumpalo::Bump::new();
    let program = wire::decode(&bump, &bytes?)?;
    print!("{}", g2core::ir::render::render(&program));
    Ok(())
}

/// `g2 check` (contracts written as Haskell predicates) and `g2 liquid` (contracts from
/// LiquidHaskell annotations, turned into those predicates by the plugin): counterfactual
/// checking of functions against their contracts.
fn check(raw: &[String], liquid: bool) -> Result<()> {
    let mut json = false;
    let mut positional = Vec::new();
    // LiquidHaskell reads Int as a mathematical integer; hand-written contracts are
    // Haskell, with 64-bit Int (`--machine-int`/`--ideal-int` choose).
    let mut config = Config {
        timeout: Duration::from_secs(5),
        ideal_ints: liquid,
        max_memory: Some(DEFAULT_MAX_MEMORY_MB << 20),
        ..Config::default()
    };
    let mut max_reports = 1usize;
    let mut it = raw.iter();
    while let Some(arg) = it.next() {
        let mut number = |name: &str| -> Result<u64> {
            let v = it.next().ok_or_else(|| Error::Usage(format!("{name} needs a value")))?;
            v.parse().map_err(|_| {
                Error::Usage(format!("{name} expects a non-negative integer, got `{v}`"))
            })
        };
        match arg.as_str() {
            "--n" => config.max_steps = number("--n")?,
            "--timeout" => config.timeout = Duration::from_secs(number("--timeout")?),
            "--max-memory" => config.max_memory = Some(megabytes(number("--max-memory")?)?),
            "--max-outputs" => max_reports = number("--max-outputs")?.max(1) as usize,
            "--json" => json = true,
            "--machine-int" => config.ideal_ints = false,
            "--ideal-int" => config.ideal_ints = true,
            flag if flag.starts_with("--") => {
                return Err(Error::Usage(format!("unknown option `{flag}`\n{USAGE}")))
            }
            _ => positional.push(arg.clone()),
        }
    }
    let Some((file, functions)) = positional.split_first() else {
        return Err(Error::Usage(USAGE.into()));
    };
    let file = Path::new(file);
    let flags: &[&str] = if liquid { &["-fplugin-opt=G2.Plugin:liquid-inject-only"] } else { &[] };
    let bytes = wire_of(file, flags);
    let bump = bumpalo::Bump::new();
    let program = wire::decode(&bump, &bytes?)?;
    let contracts = g2core::search::check::contracts_by_convention(&program);
    if liquid && contracts.is_empty() {
        eprintln!("g2: {} has no refinement type annotations ({{-@ f :: ... @-}})", file.display());
    }
    let targets: Vec<_> = if functions.is_empty() {
        // Every contracted function gets an outcome; those not checked say why.
        let mut targets = Vec::new();
        for (f, why) in g2core::search::check::own_contracted(&program, &contracts) {
            match why {
                Some(why) => print_outcome(json, program.names.occ(f), "not-checked", why),
                None => targets.push(f),
            }
        }
        targets
    } else {
        functions
            .iter()
            .map(|f| {
                program.find_own_binding(f).map(|(b, _)| b.name).ok_or_else(|| {
                    Error::Usage(format!(
                        "{}: no function `{f}` is defined in this module",
                        file.display()
                    ))
                })
            })
            .collect::<Result<_>>()?
    };
    let mut first = true;
    for f in targets {
        let occ = program.names.occ(f);
        let checked = g2core::search::check::check_function(
            &program,
            f,
            contracts.clone(),
            &config,
            max_reports,
        );
        // Every function ends in one stated outcome (one line on stdout, or a JSON object
        // with an "outcome" field): a counterexample, none exist, none within a named
        // limit, or not checked and why.
        let checked = match checked {
            Ok(r) => r,
            // With several functions, one that cannot be checked does not stop the others.
            Err(e) if functions.is_empty() => {
                print_outcome(json, occ, "not-checked", &e.to_string());
                continue;
            }
            Err(e) => return Err(e),
        };
        for cex in &checked.found {
            if json {
                println!("{}", check_json(&program, f, cex));
                continue;
            }
            if !first {
                println!();
            }
            first = false;
            println!("{}", g2core::report::check::render(&program, f, cex));
        }
        match checked.verdict(&config) {
            Verdict::Found => {}
            Verdict::NoneExist => print_outcome(json, occ, "none-exist", "every path was explored"),
            Verdict::NoneWithin(limit) => print_outcome(json, occ, "none-within-limit", &limit),
        }
    }
    Ok(())
}

/// One function's outcome when it has no counterexample.
fn print_outcome(json: bool, f: &str, outcome: &str, detail: &str) {
    if json {
        println!(
            "{{\"function\": {}, \"outcome\": {}, \"detail\": {}}}",
            json_string(f),
            json_string(outcome),
            json_string(detail)
        );
    } else {
        match outcome {
            "none-exist" => println!("{f}: no counterexample exists ({detail})"),
            "none-within-limit" => println!("{f}: no counterexample within {detail}"),
            _ => println!("{f}: not checked: {detail}"),
        }
    }
}

fn check_json(
    program: &g2core::ir::Program<'_>,
    f: g2core::ir::NameId,
    cex: &g2core::reduce::Counterexample,
) -> String {
    use g2core::report::value::show;
    let values = |vs: &[g2core::report::Concrete]| {
        vs.iter().map(|v| json_string(&show(program, v, 11))).collect::<Vec<_>>().join(", ")
    };
    let call = |c: &g2core::reduce::Call| {
        format!(
            "{{\"function\": {}, \"inputs\": [{}], \"output\": {}}}",
            json_string(program.names.occ(c.callee)),
            values(&c.args),
            c.result.as_ref().map_or("null".to_string(), |r| json_string(&show(program, r, 0)))
        )
    };
    format!(
        "{{\"function\": {}, \"kind\": {}, \"inputs\": [{}], \"output\": {}, \"blame\": {}, \"abstractions\": [{}], \"overflow\": {}}}",
        json_string(program.names.occ(f)),
        json_string(if cex.is_concrete() { "concrete" } else { "abstract" }),
        values(&cex.inputs),
        cex.output.as_ref().map_or("null".to_string(), |o| json_string(&show(program, o, 0))),
        cex.blame.as_ref().map_or("null".to_string(), call),
        cex.abstractions.iter().map(call).collect::<Vec<_>>().join(", "),
        cex.overflow
    )
}

/// `g2 coverage FILE`: how the engine runs each function the module reaches.
fn coverage(file: &Path, all: bool) -> Result<()> {
    use g2core::report::coverage::{coverage, Coverage};
    let bytes = wire_of(file, &[]);
    let bump = bumpalo::Bump::new();
    let program = wire::decode(&bump, &bytes?)?;
    let machine = Machine::new(&program);
    let own = program.module_name().to_string();
    let report = coverage(&machine);
    let mut counts = std::collections::BTreeMap::new();
    for (id, how) in &report {
        // The module's own definitions are not imports; its foreign imports are.
        if program.names.module(*id) == Some(own.as_str()) && *how != Coverage::Missing {
            continue;
        }
        *counts.entry(*how).or_insert(0usize) += 1;
        // A model's helpers (often GHC's floated literals) are counted, not listed.
        let shown = (all && *how != Coverage::ModelHelper) || *how == Coverage::Missing;
        if shown {
            let label = match how {
                Coverage::Unfolding => "unfolding (interface file)",
                Coverage::Model => "model (haskell-plugin/src/G2/Models)",
                Coverage::ModelHelper => "model helper",
                Coverage::Builtin => "engine builtin",
                Coverage::Primitive => "primitive",
                Coverage::Selector => "class method selector",
                Coverage::Constructor => "constructor",
                Coverage::Missing => "MISSING",
            };
            let name = program.names.qualified(*id);
            // Foreign calls are named by GHC's rendering of the call; keep it on one line.
            let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
            println!("{name:<60} {label}");
        }
    }
    let summary: Vec<String> =
        counts.iter().map(|(how, n)| format!("{n} {}", coverage_word(*how))).collect();
    eprintln!(
        "{}: {} imported names: {}",
        file.display(),
        counts.values().sum::<usize>(),
        summary.join(", ")
    );
    Ok(())
}

/// The summary's word for a kind of coverage.
fn coverage_word(how: g2core::report::coverage::Coverage) -> &'static str {
    use g2core::report::coverage::Coverage;
    match how {
        Coverage::Unfolding => "unfolding",
        Coverage::Model => "model",
        Coverage::ModelHelper => "model helper",
        Coverage::Builtin => "builtin",
        Coverage::Primitive => "primitive",
        Coverage::Selector => "selector",
        Coverage::Constructor => "constructor",
        Coverage::Missing => "missing",
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Rewrites the temporary copy's path back to the user's file in an error's location.
fn relocate(e: Error, copy: &Path, file: &Path) -> Error {
    let fix = |s: String| s.replace(&copy.display().to_string(), &file.display().to_string());
    match e {
        Error::Unsupported { what, at } => Error::Unsupported { what, at: at.map(fix) },
        Error::MissingDefinition { name, at } => Error::MissingDefinition { name, at: at.map(fix) },
        Error::Tool(msg) => Error::Tool(fix(msg)),
        e => e,
    }
}

fn run(args: Args) -> Result<()> {
    let file = args.file.clone();
    let copy = temp_copy_path(&file)?;
    run_query(args, &copy).map_err(|e| relocate(e, &copy, &file))
}

fn temp_copy_path(file: &Path) -> Result<PathBuf> {
    let name = file.file_name().ok_or_else(|| Error::Usage("FILE must name a file".into()))?;
    Ok(temp_dir()?.join(name))
}

fn run_query(args: Args, copy: &Path) -> Result<()> {
    let source = read_source(&args.file)?;
    let dir = copy.parent().expect("the copy is in a temporary directory").to_path_buf();
    let generated =
        wrapper::wrapper(&source, &args.function, args.assume.as_deref(), args.assert.as_deref());
    std::fs::write(copy, format!("{source}{generated}")).map_err(|e| Error::Tool(e.to_string()))?;
    let include = args.file.parent().map(|p| format!("-i{}", p.display())).unwrap_or_default();
    let mut flags: Vec<&str> = wrapper::FLAGS.to_vec();
    if !include.is_empty() {
        flags.push(&include);
    }
    let bytes = ghc::compile_to_wire(copy, &flags, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let bytes = bytes?;

    let bump = bumpalo::Bump::new();
    let program = wire::decode(&bump, &bytes)?;
    if program.find_own_binding(&args.function).is_none() {
        return Err(Error::Usage(format!(
            "{}: no function `{}` is defined in this module",
            args.file.display(),
            args.function
        )));
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
    let machine = Machine::new(&program);
    let mut run = search::start(&machine, &query, None)?;
    let max_steps = args.config.max_steps;
    let mut show_progress = |stats: &search::Stats, queued: usize, elapsed: Duration| {
        eprint!(
            "\r{:.1}s: {} states ({} queued), {} steps, {} results   ",
            elapsed.as_secs_f64(),
            stats.states,
            queued,
            stats.steps,
            stats.finished
        );
    };
    let progress: Option<&mut search::Progress<'_>> =
        if std::io::stderr().is_terminal() { Some(&mut show_progress) } else { None };
    let looking_for_violations = args.assert.is_some();
    machine.enable_conjuncts(&mut run.state);
    let started = Instant::now();
    let print = |finished: &Finished<'_>, v: Validated<'_>| -> Result<()> {
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
        // A crash's message names source locations in the copy; the user's file is meant.
        let in_users_file =
            |m: &str| m.replace(&copy.display().to_string(), &args.file.display().to_string());
        if args.json {
            println!(
                "{{\"function\": {}, \"inputs\": [{}], \"output\": {}, \"crashed\": {}, \"error\": {}, \"violated\": {}}}",
                json_string(&args.function),
                inputs.iter().map(|i| json_string(i)).collect::<Vec<_>>().join(", "),
                json_string(&output),
                v.output.is_err(),
                v.output.as_ref().err().map_or("null".to_string(), |m| json_string(&in_users_file(m))),
                v.assert_failed || (looking_for_violations && crashed)
            );
        } else {
            let call =
                std::iter::once(args.function.clone()).chain(inputs).collect::<Vec<_>>().join(" ");
            println!("{call} = {output}");
        }
        Ok(())
    };
    let ended = if looking_for_violations {
        search::drive(&machine, &query, &run, &args.config, progress, &mut Violations(print))?
    } else {
        search::drive(&machine, &query, &run, &args.config, progress, &mut AllResults(print))?
    };
    let (stop, stats, rejected) = (ended.stop, ended.stats, ended.unconfirmed);
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[K");
    }
    if args.stats {
        let s = &stats;
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "stats: steps={} states={} finished={} pruned={} out_of_steps={} solver_checks={} model_reuses={} interval_decisions={} search_seconds={:.4} steps_per_second={:.0} memory_drops={}",
            s.steps, s.states, s.finished, s.pruned, s.out_of_steps, s.solver_checks, s.model_reuses, s.interval_decisions, secs, s.steps as f64 / secs.max(1e-9), s.memory_drops
        );
    }
    if rejected > 0 {
        eprintln!("g2: warning: {rejected} result(s) did not reproduce when run concretely and were not shown");
    }
    match stop {
        StopReason::Timeout => eprintln!("g2: stopped at the time limit"),
        StopReason::StateLimit => {
            eprintln!("g2: stopped: too many states waiting (the search space is too wide)")
        }
        StopReason::MemoryLimit => eprintln!(
            "g2: the search is incomplete: {} waiting state(s) were dropped to stay within the memory limit (--max-memory {})",
            stats.memory_drops,
            args.config.max_memory.unwrap_or(0) >> 20
        ),
        StopReason::Exhausted if stats.out_of_steps > 0 => eprintln!(
            "g2: {} path(s) exceeded the step budget (--n {max_steps})",
            stats.out_of_steps
        ),
        _ => {}
    }
    if stats.memory_drops > 0 && stop != StopReason::MemoryLimit {
        eprintln!(
            "g2: also, {} waiting state(s) were dropped to stay within the memory limit (--max-memory {})",
            stats.memory_drops,
            args.config.max_memory.unwrap_or(0) >> 20
        );
    }
    Ok(())
}

/// `--max-memory`'s value in bytes: at least 1 MB, and within what a u64 counts.
fn megabytes(mb: u64) -> Result<u64> {
    match mb.checked_mul(1 << 20) {
        Some(bytes) if mb > 0 => Ok(bytes),
        _ => Err(Error::Usage(format!(
            "--max-memory expects megabytes from 1 to {}, got {mb}",
            u64::MAX >> 20
        ))),
    }
}

fn main() -> ExitCode {
    // Deep values (long lists) are read and printed recursively: give the work a large
    // stack (reserved address space, committed only as used).
    let worker = std::thread::Builder::new().stack_size(1 << 30).spawn(real_main);
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("g2: internal error: the engine's thread failed");
            ExitCode::from(1)
        }
    }
}

fn real_main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let result = match raw.first().map(String::as_str) {
        Some("check") => check(&raw[1..], false),
        Some("coverage") => match raw.get(1..).unwrap_or(&[]) {
            [file] => coverage(Path::new(file), false),
            [flag, file] if flag == "--all" => coverage(Path::new(file), true),
            _ => Err(Error::Usage(USAGE.into())),
        },
        Some("liquid") => check(&raw[1..], true),
        Some("dump") => match raw.get(1) {
            Some(file) => dump(Path::new(file)),
            None => Err(Error::Usage(USAGE.into())),
        },
        _ => parse_args(&raw).and_then(run),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("g2: {e}");
            ExitCode::from(match e {
                Error::Usage(_) => 2,
                _ => 1,
            })
        }
    }
}
