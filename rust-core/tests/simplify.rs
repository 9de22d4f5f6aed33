//! The simplification pass (`g2core::simplify`, Note [Specialised dictionaries]) on a
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
    let mut simplified = fixture("Dicts.wire");
    let stats = g2core::simplify::simplify(&mut simplified);
    // `size`, `insert` and `empty` are selected from the global dictionaries
    // `$fSizedBox` and `$fContainerBox`.
    assert!(stats.methods >= 3, "{stats:?}");
    let (value, steps) = run(&simplified, "boxed");
    let (plain_value, plain_steps) = run(&plain, "boxed");
    assert_eq!((value.as_str(), plain_value.as_str()), ("1", "1"));
    // Each selection the pass made was at least one step of the machine.
    assert!(steps < plain_steps, "{steps} steps simplified, {plain_steps} as decoded");
    // The rewritten program still decodes the same names: nothing of the module's own
    // was removed.
    assert_eq!(simplified.binds.len(), plain.binds.len());
}

#[test]
fn specialising_twice_changes_nothing_more() {
    // Every rewrite of a dictionary replaces a selection or a call with dictionary
    // arguments by one without: a second pass finds none left to make. (Inlining may
    // go on in a second pass, into code the first one inlined.)
    let mut program = fixture("Dicts.wire");
    g2core::simplify::simplify(&mut program);
    let again = g2core::simplify::simplify(&mut program);
    assert_eq!((again.methods, again.copies, again.literals), (0, 0, 0), "{again:?}");
}

#[test]
fn inlined_arithmetic_gives_the_same_values_in_fewer_steps() {
    // Basic.hs: `greeting = "hello " ++ "world"` and `big = 2 ^ (70 :: Int)`, where `^`
    // is base's overloaded power, called at Integer and Int: 1180591620717411303424.
    // Note [Inlining at load]: its small arithmetic helpers are inlined.
    let plain = fixture("Basic.wire");
    let mut simplified = fixture("Basic.wire");
    let stats = g2core::simplify::simplify(&mut simplified);
    assert!(stats.inlined > 0, "{stats:?}");
    for (entry, expected) in [("greeting", "\"hello world\""), ("big", "1180591620717411303424")] {
        let (value, steps) = run(&simplified, entry);
        let (plain_value, plain_steps) = run(&plain, entry);
        assert_eq!((value.as_str(), plain_value.as_str()), (expected, expected), "{entry}");
        assert!(
            steps <= plain_steps,
            "{entry}: {steps} steps simplified, {plain_steps} as decoded"
        );
    }
}
