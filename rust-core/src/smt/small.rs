//! Small models tried before Z3 on nonlinear paths (Note [Small models first]).

// Note [Small models first]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// A path that multiplies or divides two unknowns (`let x = a `div` b in x + x `div`
// c`) is hard for Z3: each 64-bit divider or multiplier is thousands of gates once
// bit-blasted, and a check of two nested `div`s ran past 20 s where `h 9 2 4 = 5` was
// there to be found. Users' answers are mostly small numbers, and trying small numbers
// is cheap: so when a path's constraints are nonlinear and on at most three machine
// integers (or Integers), each taking a value in -8..8, the combinations are
// evaluated (`smt::eval`, exact: Haskell's wrapping arithmetic), the smallest first
// (by the largest magnitude, then the sum of magnitudes), and the first that satisfies
// every constraint is the path's model. None satisfying is no verdict: the path goes to
// Z3 as before (its answer may be large, or none). The work is bounded: combinations
// times the constraints' size (as graphs) is at most `EVALUATIONS` nodes. Linear paths
// never come here: Z3 decides them faster than the enumeration would fail.

use num_bigint::BigInt;

use super::eval::all_hold;
use super::solver::{Model, ModelValue};
use super::term::{Op, Sort, Term};

/// The magnitudes tried: -8..8.
const RADIUS: i64 = 8;

/// The most variables whose values are combined.
const MAX_VARS: usize = 3;

/// The most term nodes evaluated over all combinations.
const EVALUATIONS: usize = 200_000;

/// A model of `constraints` with every variable of `vars` (those the constraints do not
/// mention at 0), if one with small values is found on a nonlinear path.
pub fn model(constraints: &[&Term], vars: &[(u32, Sort)]) -> Option<Model> {
    let (mut mentioned, mut nonlinear) = (Vec::new(), false);
    let mut budget = EVALUATIONS;
    Term::visit_within(constraints.iter().copied(), &mut budget, |t| match t {
        Term::Var(v, s) if !mentioned.contains(&(*v, *s)) => mentioned.push((*v, *s)),
        Term::App(op, _, args) if multiplies(*op) => {
            nonlinear |= args.iter().filter(|a| !a.is_constant()).count() > 1
        }
        _ => {}
    })?;
    let nodes = EVALUATIONS - budget;
    if !nonlinear || mentioned.is_empty() || mentioned.len() > MAX_VARS {
        return None;
    }
    if mentioned.iter().any(|&(_, s)| !matches!(s, Sort::Bv64 | Sort::Int)) {
        return None;
    }
    let values: Vec<i64> =
        (0..=RADIUS).flat_map(|m| if m == 0 { vec![0] } else { vec![m, -m] }).collect();
    let mut combos: Vec<Vec<i64>> = vec![vec![]];
    for _ in &mentioned {
        combos = combos
            .into_iter()
            .flat_map(|c| values.iter().map(move |&v| [c.clone(), vec![v]].concat()))
            .collect();
    }
    combos.sort_by_key(|c| {
        let max = c.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0);
        (max, c.iter().map(|v| v.unsigned_abs()).sum::<u64>())
    });
    let affordable = EVALUATIONS / nodes.max(1);
    let mut model = Model::default();
    for &(id, sort) in vars {
        model.values.insert(id, value(sort, 0));
    }
    for combo in combos.iter().take(affordable) {
        for (&(id, sort), &v) in mentioned.iter().zip(combo) {
            model.values.insert(id, value(sort, v));
        }
        if all_hold(constraints.iter().copied(), &model) == Some(true) {
            return Some(model);
        }
    }
    None
}

fn value(sort: Sort, v: i64) -> ModelValue {
    match sort {
        Sort::Bv64 => ModelValue::Bits(v as u64),
        Sort::Int => ModelValue::Int(BigInt::from(v)),
        Sort::Double => ModelValue::Double(0.0),
        Sort::Float => ModelValue::Float(0.0),
        Sort::Bool => ModelValue::Bool(false),
    }
}

/// An operation that multiplies or divides: nonlinear when two operands are unknown.
fn multiplies(op: Op) -> bool {
    matches!(op, Op::Mul | Op::Quot | Op::Rem | Op::UQuot | Op::URem | Op::Div | Op::Mod)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::smt::term::TermRef;

    fn var(i: u32) -> TermRef {
        Arc::new(Term::Var(i, Sort::Bv64))
    }
    fn k(v: i64) -> TermRef {
        Arc::new(Term::Bv64(v as u64))
    }
    fn app(op: Op, sort: Sort, args: Vec<TermRef>) -> TermRef {
        Term::app(op, sort, args)
    }

    #[test]
    fn nested_quotients_get_the_smallest_model() {
        // quot a b + quot (quot a b) c == 5, b /= 0, c /= 0.
        let (a, b, c) = (var(0), var(1), var(2));
        let x = app(Op::Quot, Sort::Bv64, vec![a, b.clone()]);
        let sum = app(
            Op::Add,
            Sort::Bv64,
            vec![x.clone(), app(Op::Quot, Sort::Bv64, vec![x, c.clone()])],
        );
        let not_zero = |t: TermRef| app(Op::Not, Sort::Bool, vec![Term::eq(t, k(0))]);
        let constraints = [Term::eq(sum, k(5)), not_zero(b), not_zero(c)];
        let refs: Vec<&Term> = constraints.iter().map(|t| &**t).collect();
        let vars = [(0, Sort::Bv64), (1, Sort::Bv64), (2, Sort::Bv64), (3, Sort::Bv64)];
        let m = model(&refs, &vars).expect("a small model");
        assert_eq!(all_hold(refs.iter().copied(), &m), Some(true));
        let get = |i: u32| match m.values[&i] {
            ModelValue::Bits(b) => b as i64,
            _ => panic!(),
        };
        assert_eq!(get(3), 0, "an unmentioned variable is 0");
        let largest = [get(0), get(1), get(2)].iter().map(|v| v.abs()).max().unwrap();
        // By hand: with every magnitude <= 3, x = a/b is in -3..3 and x + x/c = 5 needs
        // x = 3 and 3/c = 2: no c does it; with 4, a = 4, b = 1 and c = 3 give 4 + 1.
        assert_eq!(largest, 4);
    }

    #[test]
    fn linear_paths_and_paths_without_small_models_are_left_to_z3() {
        let (a, b) = (var(0), var(1));
        let linear = [Term::eq(app(Op::Add, Sort::Bv64, vec![a.clone(), b.clone()]), k(3))];
        let refs: Vec<&Term> = linear.iter().map(|t| &**t).collect();
        assert!(model(&refs, &[(0, Sort::Bv64), (1, Sort::Bv64)]).is_none());
        // a * b == 1000003 (a prime): no small factors.
        let product = [Term::eq(app(Op::Mul, Sort::Bv64, vec![a, b]), k(1000003))];
        let refs: Vec<&Term> = product.iter().map(|t| &**t).collect();
        assert!(model(&refs, &[(0, Sort::Bv64), (1, Sort::Bv64)]).is_none());
    }
}
