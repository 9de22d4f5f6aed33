//! The reducer, the scheduler and the search driver on programs built in Rust: no GHC.
//!
//! Each case runs a function of a hand-built program on symbolic inputs and checks every
//! validated result against an oracle written in Rust, and the number of results (one
//! per path of the function), and that the search ended `Exhausted` with every replay
//! confirming its path. Every case runs under each search order and with two threads,
//! which must give the same set of results.

mod common;

use common::Build;
use g2core::ir::{AltCon, Lit, NameSort, Namespace, NumTy, Program};
use g2core::reduce::Machine;
use g2core::report::show;
use g2core::search::{self, AllResults, Config, Order, Query, StopReason};

/// A validated result: the inputs and the output as Haskell text (`Err` for a crash).
type Line = (Vec<String>, Result<String, String>);

/// Runs `entry` on symbolic inputs to the end of its search; the results, sorted.
fn results(program: &Program, entry: &str, config: &Config) -> Vec<Line> {
    let (binder, _) = program.find_own_binding(entry).expect("the entry is defined");
    let machine = Machine::new(program);
    let query = Query { entry: binder.name, assume: None, assert: None };
    let run = search::start(&machine, &query, None).expect("an initial state");
    let mut lines = Vec::new();
    let mut collect = AllResults(|_: &search::Finished, v: search::Validated| {
        let inputs = v.inputs.iter().map(|c| show(program, c, 11)).collect();
        lines.push((inputs, v.output.as_ref().map(|c| show(program, c, 0)).map_err(Clone::clone)));
        Ok(true)
    });
    let ended = search::drive(&machine, &query, &run, config, None, &mut collect).unwrap();
    // These searches are small: they end because every path was explored.
    assert_eq!(ended.stop, StopReason::Exhausted, "{entry}");
    assert_eq!(ended.unconfirmed, 0, "{entry}: a replay disagreed with its path");
    lines.sort();
    lines
}

struct Case {
    entry: &'static str,
    /// How many paths the function has.
    n_results: usize,
    /// The expected output for the inputs.
    oracle: fn(&[String]) -> Result<String, String>,
}

fn int(s: &str) -> i64 {
    s.trim_matches(|c| c == '(' || c == ')').parse().expect("an Int")
}

fn hs_bool(b: bool) -> String {
    if b { "True" } else { "False" }.into()
}

fn bool(s: &str) -> bool {
    match s {
        "True" => true,
        "False" => false,
        other => panic!("not a Bool: {other}"),
    }
}

const CASES: &[Case] = &[
    // f (I# n) = case n of { 0# -> I# 0#; _ -> I# (n +# 1#) } (common::sample)
    Case {
        entry: "f",
        n_results: 2,
        oracle: |i| {
            let n = int(&i[0]);
            Ok(if n == 0 { 0 } else { n.wrapping_add(1) }.to_string())
        },
    },
    // not' b = case b of { False -> True; True -> False }
    Case { entry: "not'", n_results: 2, oracle: |i| Ok(hs_bool(!bool(&i[0]))) },
    // and' a b = case a of { False -> False; True -> b }: b is never looked at when a
    // is False, and then takes the simplest value, False.
    Case { entry: "and'", n_results: 3, oracle: |i| Ok(hs_bool(bool(&i[0]) && bool(&i[1]))) },
    // safe x@(I# n) = case n of { 0# -> raise# x; _ -> x }
    Case {
        entry: "safe",
        n_results: 2,
        oracle: |i| {
            let n = int(&i[0]);
            if n == 0 {
                Err("error".into())
            } else {
                Ok(n.to_string())
            }
        },
    },
    // absolute x@(I# n) = case n >=# 0# of { DEFAULT -> I# (negateInt# n); 1# -> x },
    // base's abs at Int: its alternatives are static, so they merge into one path
    // (Note [Merged alternatives]); abs minBound is minBound, as in GHC.
    Case { entry: "absolute", n_results: 1, oracle: |i| Ok(int(&i[0]).wrapping_abs().to_string()) },
    // twice h x = h (h x), h a symbolic function input of type Bool -> Bool. x is
    // False or True; h x is equal to x (then h (h x) is h x: one path) or not (then
    // h (h x) is new: two paths).
    Case {
        entry: "twice",
        n_results: 6,
        oracle: |i| {
            let once = apply_table(&i[0], &i[1]);
            Ok(apply_table(&i[0], &once))
        },
    },
];

/// Applies a printed symbolic function, `(\_ -> r)` or
/// `(\x -> case x of { a -> r; ...; _ -> r })`, to the printed argument `arg`.
fn apply_table(lambda: &str, arg: &str) -> String {
    let body = lambda.trim_matches(|c| c == '(' || c == ')');
    if let Some(r) = body.strip_prefix("\\_ -> ") {
        return r.to_string();
    }
    let alts = body
        .strip_prefix("\\x -> case x of { ")
        .and_then(|b| b.strip_suffix(" }"))
        .unwrap_or_else(|| panic!("not a table: {lambda}"));
    for alt in alts.split("; ") {
        let (pat, r) = alt.split_once(" -> ").expect("an alternative");
        if pat == "_" || pat == arg {
            return r.to_string();
        }
    }
    panic!("no default in {lambda}")
}

/// The sample of `common`, plus `not'`, `and'`, `safe`, `absolute` and `twice`.
fn program() -> Program {
    let mut p = common::sample();
    let mut b = Build::resume(&mut p);
    let find = |b: &Build, m: &str, o: &str, ns| b.names.find(m, o, ns).unwrap();
    let bool_tc = find(&b, "GHC.Types", "Bool", Namespace::TyCon);
    let false_dc = find(&b, "GHC.Types", "False", Namespace::DataCon);
    let true_dc = find(&b, "GHC.Types", "True", Namespace::DataCon);
    let int_tc = find(&b, "GHC.Types", "Int", Namespace::TyCon);
    let ihash = find(&b, "GHC.Types", "I#", Namespace::DataCon);
    let inthash_tc = find(&b, "GHC.Prim", "Int#", Namespace::TyCon);
    let raise = b.global("GHC.Prim", "raise#", NameSort::PrimOp);
    let not_ = b.global("Main", "not'", NameSort::Global);
    let and_ = b.global("Main", "and'", NameSort::Global);
    let safe = b.global("Main", "safe", NameSort::Global);
    let absolute = b.global("Main", "absolute", NameSort::Global);
    let ge = b.global("GHC.Prim", ">=#", NameSort::PrimOp);
    let negate = b.global("GHC.Prim", "negateInt#", NameSort::PrimOp);
    let twice = b.global("Main", "twice", NameSort::Global);
    let h = b.local("h", 105);
    let (x, y, w, n) = (b.local("x", 101), b.local("y", 102), b.local("w", 103), b.local("n", 104));
    let boolt = b.con(bool_tc, &[]);
    let int = b.con(int_tc, &[]);
    let inth = b.con(inthash_tc, &[]);

    let not_rhs = b.lam(
        b.binder(x, boolt),
        b.case(
            b.var(x),
            b.binder(w, boolt),
            boolt,
            &[
                b.alt(AltCon::Data(false_dc), &[], b.var(true_dc)),
                b.alt(AltCon::Data(true_dc), &[], b.var(false_dc)),
            ],
        ),
    );
    let and_rhs = b.lam(
        b.binder(x, boolt),
        b.lam(
            b.binder(y, boolt),
            b.case(
                b.var(x),
                b.binder(w, boolt),
                boolt,
                &[
                    b.alt(AltCon::Data(false_dc), &[], b.var(false_dc)),
                    b.alt(AltCon::Data(true_dc), &[], b.var(y)),
                ],
            ),
        ),
    );
    // \x -> case x of w { I# n -> inner }: a function of an Int that unboxes it.
    let of_unboxed = |inner| {
        b.lam(
            b.binder(x, int),
            b.case(
                b.var(x),
                b.binder(w, int),
                int,
                &[b.alt(AltCon::Data(ihash), &[b.binder(n, inth)], inner)],
            ),
        )
    };
    let safe_rhs = of_unboxed(b.case(
        b.var(n),
        b.binder(w, inth),
        int,
        &[
            b.alt(AltCon::Lit(Lit::Num(NumTy::Int, 0)), &[], b.app(b.var(raise), &[b.var(x)])),
            b.alt(AltCon::Default, &[], b.var(x)),
        ],
    ));
    let absolute_rhs = of_unboxed(b.case(
        b.app(b.var(ge), &[b.var(n), b.lit(Lit::Num(NumTy::Int, 0))]),
        b.binder(y, inth),
        int,
        &[
            b.alt(AltCon::Default, &[], b.app(b.var(ihash), &[b.app(b.var(negate), &[b.var(n)])])),
            b.alt(AltCon::Lit(Lit::Num(NumTy::Int, 1)), &[], b.var(x)),
        ],
    ));
    let bool_fun = b.fun(boolt, boolt);
    let twice_rhs = b.lam(
        b.binder(h, bool_fun),
        b.lam(b.binder(x, boolt), b.app(b.var(h), &[b.app(b.var(h), &[b.var(x)])])),
    );
    let binds = [
        b.bind(false, &[(b.binder(absolute, b.fun(int, int)), absolute_rhs)]),
        b.bind(false, &[(b.binder(not_, b.fun(boolt, boolt)), not_rhs)]),
        b.bind(false, &[(b.binder(and_, b.fun(boolt, b.fun(boolt, boolt))), and_rhs)]),
        b.bind(false, &[(b.binder(safe, b.fun(int, int)), safe_rhs)]),
        b.bind(false, &[(b.binder(twice, b.fun(bool_fun, bool_fun)), twice_rhs)]),
    ];
    b.give_back(&mut p);
    p.binds.extend(binds);
    p.index_globals();
    p
}

fn check(config: &Config) -> Vec<Vec<Line>> {
    let program = program();
    CASES
        .iter()
        .map(|case| {
            let lines = results(&program, case.entry, config);
            assert_eq!(lines.len(), case.n_results, "{}: {lines:?}", case.entry);
            for (inputs, output) in &lines {
                assert_eq!(*output, (case.oracle)(inputs), "{} {inputs:?}", case.entry);
            }
            lines
        })
        .collect()
}

#[test]
fn every_path_gives_the_oracles_result() {
    check(&Config::default());
}

#[test]
fn the_order_and_the_threads_change_no_result() {
    let fair = check(&Config::default());
    let smallest = check(&Config { order: Order::Smallest, ..Config::default() });
    let deepest = check(&Config { order: Order::SmallestDeepest, ..Config::default() });
    let threads = check(&Config { threads: 2, ..Config::default() });
    let deepest_threads =
        check(&Config { order: Order::SmallestDeepest, threads: 2, ..Config::default() });
    assert_eq!(fair, smallest);
    assert_eq!(fair, deepest);
    assert_eq!(fair, threads);
    assert_eq!(fair, deepest_threads);
}

#[test]
fn speculative_branches_change_no_result() {
    // Note [Speculative branches]: branches run before their check, with up to 1 or 8
    // live states unchecked; every result is still the oracle's, and no infeasible path
    // appears.
    let eager = check(&Config::default());
    for states in [1, 8] {
        let speculative = check(&Config { speculative_states: states, ..Config::default() });
        assert_eq!(eager, speculative, "speculative_states = {states}");
    }
}

/// Runs `entry` on the concrete `Int` input `input` until it returns a boxed `Int` other
/// than its input, and gives what that box's field cell holds.
fn first_new_box(program: &Program, entry: &str, input: i64) -> g2core::reduce::HeapObj {
    use g2core::reduce::{Concrete, Control, HeapObj, Prim, Step, Value};
    let (binder, _) = program.find_own_binding(entry).expect("the entry is defined");
    let ihash = program.names.find("GHC.Types", "I#", Namespace::DataCon).unwrap();
    let machine = Machine::new(program);
    let query = Query { entry: binder.name, assume: None, assert: None };
    let inputs = [Concrete::Con(ihash, vec![Concrete::Prim(Prim::Int(input))])];
    let mut st = search::start(&machine, &query, Some(&inputs)).expect("an initial state").state;
    loop {
        if let Control::Return(Value::Con { dc, fields }) = &st.control {
            let field = st.heap.get(fields[0]);
            if *dc == ihash
                && !matches!(field, HeapObj::Value(Value::Prim(Prim::Int(n))) if *n == input)
            {
                return field.clone();
            }
        }
        match machine.step(&mut st).expect("a step") {
            Step::Continue => {}
            Step::Fork(_) => panic!("{entry}: a concrete run split"),
            Step::Done(_) => panic!("{entry}: ended without returning a new I#"),
        }
    }
}

#[test]
fn unlifted_arguments_are_computed_when_their_cells_are_made() {
    // Note [Unlifted arguments]: as in GHC, a primitive call of unlifted type as an
    // argument or a non-recursive `let` is computed when its cell is made, never left a
    // thunk. absolute: `I# (negateInt# n)` on -5; f: `let y = n +# 1# in I# y` on 41.
    use g2core::reduce::{HeapObj, Prim, Value};
    let program = program();
    for (entry, input, expected) in [("absolute", -5, 5), ("f", 41, 42)] {
        match first_new_box(&program, entry, input) {
            HeapObj::Value(Value::Prim(Prim::Int(n))) => assert_eq!(n, expected, "{entry}"),
            other => panic!("{entry}: the field of the new I# is {other:?}, not a value"),
        }
    }
}

#[test]
fn a_thunk_holds_only_the_variables_its_expression_names() {
    // Note [Thunks capture their free variables]: in
    //   keep = \x y -> let t = not' x in and' t y
    // the thunk of `not' x` is made where x and y are both in scope, and holds x alone
    // (not' is a global, looked up where it is defined).
    use g2core::reduce::{Concrete, HeapObj, Step};
    let mut p = program();
    let mut b = Build::resume(&mut p);
    let find = |b: &Build, m: &str, o: &str, ns| b.names.find(m, o, ns).unwrap();
    let bool_tc = find(&b, "GHC.Types", "Bool", Namespace::TyCon);
    let true_dc = find(&b, "GHC.Types", "True", Namespace::DataCon);
    let not_ = find(&b, "Main", "not'", Namespace::Value);
    let and_ = find(&b, "Main", "and'", Namespace::Value);
    let keep = b.global("Main", "keep", NameSort::Global);
    let (x, y, t) = (b.local("x", 201), b.local("y", 202), b.local("t", 203));
    let boolt = b.con(bool_tc, &[]);
    let made = b.app(b.var(not_), &[b.var(x)]);
    let body =
        b.let_(false, &[(b.binder(t, boolt), made)], b.app(b.var(and_), &[b.var(t), b.var(y)]));
    let rhs = b.lam(b.binder(x, boolt), b.lam(b.binder(y, boolt), body));
    let bind = b.bind(false, &[(b.binder(keep, b.fun(boolt, b.fun(boolt, boolt))), rhs)]);
    b.give_back(&mut p);
    p.binds.push(bind);
    p.index_globals();

    let machine = Machine::new(&p);
    let query = Query { entry: keep, assume: None, assert: None };
    let inputs = [Concrete::Con(true_dc, vec![]), Concrete::Con(true_dc, vec![])];
    let mut st = search::start(&machine, &query, Some(&inputs)).expect("an initial state").state;
    loop {
        let thunk = (0..st.heap.len() as u32).find_map(|a| match st.heap.get(a) {
            HeapObj::Thunk { expr, env } if *expr == made => Some(env.clone()),
            _ => None,
        });
        if let Some(env) = thunk {
            assert!(env.get(&x).is_some(), "the thunk of `not' x` lost x: {env:?}");
            assert!(env.get(&y).is_none(), "the thunk of `not' x` holds y: {env:?}");
            assert!(env.get(&not_).is_none(), "the thunk of `not' x` holds a global: {env:?}");
            return;
        }
        match machine.step(&mut st).expect("a step") {
            Step::Continue => {}
            _ => panic!("keep split or ended before making the thunk of `not' x`"),
        }
    }
}
