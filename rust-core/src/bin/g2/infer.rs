//! `g2 infer FILE [FUNCTION...]`: refinement types for the callees of functions whose
//! check fails only through abstract counterexamples (`g2core::infer`), printed as
//! annotations ready to paste, each with what our own re-check established.

use std::path::Path;
use std::time::Duration;

use g2core::infer::{Inferred, Options, Outcome, Session};
use g2core::search::{Config, Verdict};
use g2core::{Error, Result};

use super::options;
use super::outcome::{json_string, Status};
use super::{say, temp_dir, USAGE};

pub fn infer(raw: &[String]) -> Result<Status> {
    let mut json = false;
    let mut positional = Vec::new();
    let mut options = Options { includes: super::include_flags().to_vec(), ..Options::default() };
    // `--timeout` bounds the whole run; `--check-timeout` each check in it.
    let mut run = Config { timeout: options.timeout, ..options.check.clone() };
    let mut it = raw.iter().cloned();
    while let Some(arg) = it.next() {
        if options::shared(&arg, &mut it, &mut run)? {
            continue;
        }
        match arg.as_str() {
            "--json" => json = true,
            "--modular" => options.modular = true,
            "--check-timeout" => {
                let mut scratch = Config::default();
                let mut value = std::iter::once(options::value(&arg, &mut it)?);
                options::shared("--timeout", &mut value, &mut scratch).map_err(|e| {
                    Error::Usage(e.to_string().replace("--timeout", "--check-timeout"))
                })?;
                options.check.timeout = scratch.timeout;
            }
            "--max-rounds" => {
                let v = options::value(&arg, &mut it)?;
                options.max_rounds = v.parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
                    Error::Usage(format!(
                        "--max-rounds expects a whole number of at least 1, got `{v}`"
                    ))
                })?;
            }
            flag if flag.starts_with("--") => {
                return Err(Error::Usage(format!("unknown option `{flag}`\n{USAGE}")))
            }
            _ => positional.push(arg),
        }
    }
    options.timeout = run.timeout;
    options.check = Config { timeout: options.check.timeout, ideal_ints: true, ..run };
    options.check.max_outputs = None;
    let Some((file, functions)) = positional.split_first() else {
        return Err(Error::Usage(USAGE.into()));
    };
    let file = Path::new(file);
    let limit = options.timeout;
    let workdir = temp_dir()?;
    let mut session = Session::new(file, &workdir, options)?;
    let targets: Vec<(String, Option<String>)> = if functions.is_empty() {
        session.default_targets()?
    } else {
        for f in functions {
            if !session.defines(f)? {
                return Err(Error::Usage(format!(
                    "{}: no function `{f}` is defined in this module",
                    file.display()
                )));
            }
        }
        functions.iter().map(|f| (f.clone(), None)).collect()
    };
    if targets.is_empty() {
        tell!(
            "g2: {}: nothing to infer: the file has no refinement type annotations",
            file.display()
        );
        return Ok(Status::Inconclusive);
    }
    let checked: Vec<String> =
        targets.iter().filter(|(_, why)| why.is_none()).map(|(f, _)| f.clone()).collect();
    session.check_all(&checked)?;
    let mut status = Status::NoneExist;
    let (mut found, mut not_needed, mut none) = (0, 0, 0);
    let mut first = true;
    for (f, why) in targets {
        let inferred = match why {
            Some(why) => Inferred {
                function: f.clone(),
                outcome: Outcome::NotChecked(why),
                elapsed: Duration::ZERO,
            },
            None => session.infer(&f)?,
        };
        if !json && !first {
            say("");
        }
        first = false;
        say(&if json { to_json(&inferred) } else { to_text(&inferred) });
        let s = match &inferred.outcome {
            Outcome::Found { .. } => {
                found += 1;
                Status::Found
            }
            Outcome::NotNeeded(v) => {
                not_needed += 1;
                Status::of_verdict(v)
            }
            // A concrete counterexample is found, though no specification is.
            Outcome::Concrete(_) => {
                none += 1;
                Status::Found
            }
            Outcome::NoneFound(_) | Outcome::GaveUp(_) | Outcome::NotChecked(_) => {
                none += 1;
                Status::Inconclusive
            }
        };
        status = status.combine(s);
    }
    let _ = std::fs::remove_dir_all(&workdir);
    tell!(
        "g2: {found} function(s) with inferred specifications, {not_needed} needing none, {none} without ({} compilations; time limit {} s)",
        session.compilations(),
        limit.as_secs_f64()
    );
    Ok(status)
}

fn to_text(r: &Inferred) -> String {
    let f = &r.function;
    let secs = r.elapsed.as_secs_f64();
    match &r.outcome {
        Outcome::Found { annotations, rechecked, rounds } => {
            let mut out = vec![format!(
                "{f}: inferred in {rounds} round(s), {secs:.1} s; paste into the module:"
            )];
            for (_, a) in annotations {
                out.push(format!("  {a}"));
            }
            out.push("  re-checked by G2's own search (not a proof):".into());
            for (g, v) in rechecked {
                out.push(format!("    {g}: {}", v.no_counterexample()));
            }
            out.join("\n")
        }
        Outcome::NotNeeded(Verdict::Found) => format!("{f}: nothing to infer"),
        Outcome::NotNeeded(v) => format!("{f}: nothing to infer: {}", v.no_counterexample()),
        Outcome::Concrete(report) => {
            let body: Vec<String> = report.lines().map(|l| format!("    {l}")).collect();
            format!(
                "{f}: no specification inferred: {f} has a concrete counterexample, which no callee's specification removes\n{}",
                body.join("\n")
            )
        }
        Outcome::NoneFound(why) => format!("{f}: no specification inferred ({secs:.1} s): {why}"),
        Outcome::GaveUp(why) => format!("{f}: no specification inferred; gave up: {why}"),
        Outcome::NotChecked(why) => format!("{f}: not checked: {why}"),
    }
}

fn to_json(r: &Inferred) -> String {
    let (word, detail, specs) = match &r.outcome {
        Outcome::Found { annotations, rechecked, .. } => {
            let detail: Vec<String> =
                rechecked.iter().map(|(g, v)| format!("{g}: {}", v.no_counterexample())).collect();
            ("found", detail.join("; "), annotations.clone())
        }
        Outcome::NotNeeded(v) => ("not-needed", v.no_counterexample(), Vec::new()),
        Outcome::Concrete(report) => ("concrete-counterexample", report.clone(), Vec::new()),
        Outcome::NoneFound(why) => ("none-within-limit", why.clone(), Vec::new()),
        Outcome::GaveUp(why) => ("gave-up", why.clone(), Vec::new()),
        Outcome::NotChecked(why) => ("not-checked", why.clone(), Vec::new()),
    };
    let specs: Vec<String> = specs
        .iter()
        .map(|(g, a)| {
            format!("{{\"function\": {}, \"annotation\": {}}}", json_string(g), json_string(a))
        })
        .collect();
    format!(
        "{{\"function\": {}, \"outcome\": {}, \"detail\": {}, \"specifications\": [{}], \"seconds\": {:.3}}}",
        json_string(&r.function),
        json_string(word),
        json_string(&detail),
        specs.join(", "),
        r.elapsed.as_secs_f64()
    )
}
