//! `g2 dump FILE` (the engine's view of a module) and `g2 coverage FILE` (how the engine
//! runs each function the module reaches).

use std::collections::BTreeMap;
use std::path::Path;

use g2core::reduce::Machine;
use g2core::report::coverage::{coverage as coverage_of, Coverage};
use g2core::{wire, Result};

use super::{say, wire_of};

/// `simplified`: after `g2core::simplify`, as runs without symbolic inputs run it.
pub fn dump(file: &Path, simplified: bool) -> Result<()> {
    let bytes = wire_of(file, &[])?;
    let mut program = wire::decode(&bytes)?;
    if simplified {
        g2core::simplify::simplify(&mut program);
    }
    say(g2core::ir::render::render(&program).trim_end());
    Ok(())
}

pub fn coverage(file: &Path, all: bool) -> Result<()> {
    let bytes = wire_of(file, &[])?;
    let program = wire::decode(&bytes)?;
    let machine = Machine::new(&program);
    let own = program.module_name().to_string();
    let report = coverage_of(&machine);
    let mut counts = BTreeMap::new();
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
            say(&format!("{name:<60} {label}"));
            // Why it is missing and how to get it, as the plugin wrote it (`gaps`).
            if let Some(gap) = program.gaps.get(id).filter(|_| *how == Coverage::Missing) {
                say(&format!("    {}", gap.why.split_whitespace().collect::<Vec<_>>().join(" ")));
            }
        }
    }
    let summary: Vec<String> =
        counts.iter().map(|(how, n)| format!("{n} {}", word(*how))).collect();
    tell!(
        "{}: {} imported names: {}",
        file.display(),
        counts.values().sum::<usize>(),
        summary.join(", ")
    );
    Ok(())
}

/// The summary's word for a kind of coverage.
fn word(how: Coverage) -> &'static str {
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
