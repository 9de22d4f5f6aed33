//! The specialisation pass (`g2core::specialise`, Note [Specialised dictionaries]) on a
//! committed fixture, without GHC: the same result as the program as decoded, with the
//! dictionaries of its calls resolved and fewer steps.

use std::path::Path;

use g2core::ir::Program;
use g2core::reduce::Machine;
use g2core::report::show;
use g2core::search::{self, AllResults, Config, Query, StopReason};

fn fixture(name: &str) -> Program {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/fixtures").join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    g2core::wire::decode(&bytes).expect("the fixture decodes")
}

/// Runs `entry` (no inputs) to its value: the value as Haskell text, and the steps.
fn run(program: &Program, entry: &str) -> (String, u64) {
    let (binder, _) = program.find_own_binding(entry).expect("the entry is defined");
    let machine = Machine::new(program);
    let query = Query { entry: binder.name, assume: None, assert: None };
    let run = search::start(&machine, &query, None).expect("an initial state");
    let mut value = None;
    let mut collect = AllResults(|_: &search::Finished, v: search::Validated| {
        value = Some(v.output.as_ref().map(|c| show(program, c, 0)).map_err(Clone::clone));
        Ok(true)
    });
    let ended = search::drive(&machine, &query, &run, &Config::default(), None, &mut collect)
        .expect("the run ends");
    assert_eq!(ended.stop, StopReason::Exhausted, "{entry}");
    (value.expect("a value").expect("no crash"), ended.stats.steps)
}

#[test]
fn a_method_of_a_known_instance_runs_without_its_dictionary() {
    // Dicts.hs: `boxed = size (insert (1 :: Int) empty :: Box Int)`, where `size` is
    // `Sized`'s default method `length . toL` and `Sized Box`'s superclass is
    // `Container Box`: the one-element box's size is 1.
    let plain = fixture("Dicts.wire");
    let mut specialised = fixture("Dicts.wire");
    let stats = g2core::specialise::specialise(&mut specialised);
    // `size`, `insert` and `empty` are selected from the global dictionaries
    // `$fSizedBox` and `$fContainerBox`.
    assert!(stats.methods >= 3, "{stats:?}");
    let (value, steps) = run(&specialised, "boxed");
    let (plain_value, plain_steps) = run(&plain, "boxed");
    assert_eq!((value.as_str(), plain_value.as_str()), ("1", "1"));
    // Each selection the pass made was at least one step of the machine.
    assert!(steps < plain_steps, "{steps} steps specialised, {plain_steps} as decoded");
    // The rewritten program still decodes the same names: nothing of the module's own
    // was removed.
    assert_eq!(specialised.binds.len(), plain.binds.len());
}

#[test]
fn specialising_twice_changes_nothing_more() {
    // Every rewrite replaces a selection or a call with dictionary arguments by one
    // without: a second pass finds none left to make.
    let mut program = fixture("Dicts.wire");
    g2core::specialise::specialise(&mut program);
    let again = g2core::specialise::specialise(&mut program);
    assert_eq!(again, Default::default());
}
