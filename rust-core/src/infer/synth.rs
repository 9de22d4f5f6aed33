//! Template-based synthesis over linear integer arithmetic (seed 002, section 5.5.1):
//! find coefficients for conjunctions of atoms (`templates::Atom`) that every positive
//! example satisfies and that exclude every negative one, smallest first.
//!
//! The template of one unknown specification has `ATOMS` atoms; each has an integer
//! coefficient per feature and a constant, a Boolean choosing `=` or `>=`, and a
//! Boolean switching it off. The examples' feature values are known integers, so every
//! constraint is linear in the unknown coefficients, and Z3 decides it. Smallest first
//! (Note [Smallest first]): the number of nonzero coefficients is bounded by `size`,
//! and the coefficients by `bound`, raised in that order, so the first answer is among
//! the simplest that fit (the thesis gets the same effect from MaxSMT soft constraints).

// Note [Smallest first]
// ~~~~~~~~~~~~~~~~~~~~~
// The examples are few, so many specifications fit them; the smallest is the one most
// likely to generalize (`v >= 0` rather than `v >= x - 3 && v >= 0`), and it reads best.
// A candidate that overfits is not wrong for long: the CEGIS loop re-checks it and the
// next counterexample becomes one more example.
//
// At each size, equalities are tried before inequalities. An equality that fits every
// real run is usually true (`len v = len xs + len ys`), and a wrong one is refuted
// quickly, by a concrete counterexample in the callee's own check; a too weak
// inequality (`len v >= len xs + len ys`) can only be refuted by an abstract
// counterexample of the caller, which the search takes much longer to find (measured
// on `concat`: 11 s for the one against `>=`, beyond the default 5 s check).

use std::time::Instant;

use super::templates::{Atom, Rel, Spec};
use crate::error::Result;
use crate::smt::{ModelValue, Op, SatResult, Solver, Sort, Term, TermRef};

/// Atoms per unknown specification: conjunctions of up to this many.
pub const ATOMS: usize = 3;
/// The largest size (nonzero coefficients and constants over all unknowns) tried.
pub const MAX_SIZE: usize = 8;
/// The largest absolute value of a coefficient.
pub const MAX_BOUND: i64 = 2;

/// One specification to synthesize.
#[derive(Clone, Debug)]
pub struct Unknown {
    /// For each feature, whether it is of the result (each atom must use one).
    pub of_result: Vec<bool>,
}

/// An example: a feature vector of one unknown (`None`: the feature is undefined on
/// it, e.g. a measure that crashed; such a feature is left out of the template).
pub type Point = (usize, Vec<Option<i64>>);

/// A point and whether the specification holds there (`true`) or fails (`false`) in
/// the situation a counterexample describes.
pub type Literal = (Point, bool);

/// What the specifications must satisfy.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// Real input/output pairs: each must satisfy its unknown's specification.
    pub positive: Vec<Point>,
    /// Counterexamples: the situation each describes must not arise, i.e. not every
    /// literal may hold. An abstract counterexample of the caller gives its calls, each
    /// `true` (the results the specifications allowed); one of a callee against its
    /// candidate adds its own input/output pair, `false` (the candidate broken), which
    /// makes a recursive callee's constraint an implication.
    pub negative: Vec<Vec<Literal>>,
}

/// Why no specification was found.
#[derive(Clone, Debug, PartialEq)]
pub enum NoSpec {
    /// None of the grammar up to the size and coefficient bounds fits the examples.
    Unrealizable,
    /// Z3 answered "unknown", or time ran out.
    Undecided,
}

/// Finds the smallest specifications fitting `constraints`, one per unknown.
pub fn synthesize(
    unknowns: &[Unknown],
    constraints: &Constraints,
    deadline: Instant,
) -> Result<std::result::Result<Vec<Spec>, NoSpec>> {
    if unknowns.iter().all(|u| !u.of_result.iter().any(|r| *r)) {
        return Ok(Err(NoSpec::Unrealizable));
    }
    let mut enc = Encoding::new(unknowns, constraints);
    let base = enc.base_constraints(constraints);
    let mut solver = Solver::new(2_000)?;
    let mut undecided = false;
    for size in 1..=MAX_SIZE {
        for bound in 1..=MAX_BOUND {
            if Instant::now() > deadline {
                return Ok(Err(NoSpec::Undecided));
            }
            // Equalities first (Note [Smallest first]).
            for equalities in [true, false] {
                let mut all = base.clone();
                all.extend(enc.limits(size, bound));
                if equalities {
                    all.extend(enc.only_equalities());
                }
                match solver.check(&all)? {
                    SatResult::Sat => {
                        let specs = enc.read(&mut solver)?;
                        return Ok(Ok(specs));
                    }
                    SatResult::Unknown => undecided = true,
                    SatResult::Unsat => {}
                }
            }
        }
    }
    Ok(Err(if undecided { NoSpec::Undecided } else { NoSpec::Unrealizable }))
}

/// The variables of one atom of the template.
struct AtomVars {
    coeffs: Vec<TermRef>,
    constant: TermRef,
    eq: TermRef,
    off: TermRef,
}

struct Encoding<'u> {
    unknowns: &'u [Unknown],
    /// Per unknown, per feature: whether the template may use it (defined on every
    /// example of that unknown).
    usable: Vec<Vec<bool>>,
    atoms: Vec<Vec<AtomVars>>,
    vars: Vec<(u32, Sort)>,
}

fn and(ts: Vec<TermRef>) -> TermRef {
    match ts.len() {
        0 => std::sync::Arc::new(Term::Bool(true)),
        1 => ts.into_iter().next().unwrap(),
        _ => Term::app(Op::And, Sort::Bool, ts),
    }
}

fn or(ts: Vec<TermRef>) -> TermRef {
    match ts.len() {
        0 => std::sync::Arc::new(Term::Bool(false)),
        1 => ts.into_iter().next().unwrap(),
        _ => Term::app(Op::Or, Sort::Bool, ts),
    }
}

fn add(a: TermRef, b: TermRef) -> TermRef {
    Term::app(Op::Add, Sort::Int, vec![a, b])
}

fn le(a: TermRef, b: TermRef) -> TermRef {
    Term::app(Op::Le, Sort::Bool, vec![a, b])
}

fn ite(c: TermRef, a: TermRef, b: TermRef, sort: Sort) -> TermRef {
    Term::app(Op::Ite, sort, vec![c, a, b])
}

impl<'u> Encoding<'u> {
    fn new(unknowns: &'u [Unknown], constraints: &Constraints) -> Encoding<'u> {
        let mut usable: Vec<Vec<bool>> =
            unknowns.iter().map(|u| vec![true; u.of_result.len()]).collect();
        let points = constraints
            .positive
            .iter()
            .chain(constraints.negative.iter().flat_map(|n| n.iter().map(|(p, _)| p)));
        for (u, values) in points {
            for (j, v) in values.iter().enumerate() {
                if v.is_none() {
                    usable[*u][j] = false;
                }
            }
        }
        let mut vars = Vec::new();
        let mut fresh = |sort: Sort| {
            let id = vars.len() as u32;
            vars.push((id, sort));
            std::sync::Arc::new(Term::Var(id, sort))
        };
        let atoms = unknowns
            .iter()
            .map(|u| {
                (0..ATOMS)
                    .map(|_| AtomVars {
                        coeffs: u.of_result.iter().map(|_| fresh(Sort::Int)).collect(),
                        constant: fresh(Sort::Int),
                        eq: fresh(Sort::Bool),
                        off: fresh(Sort::Bool),
                    })
                    .collect()
            })
            .collect();
        Encoding { unknowns, usable, atoms, vars }
    }

    /// Whether unknown `u`'s template holds on `values`.
    fn holds(&self, u: usize, values: &[Option<i64>]) -> TermRef {
        let atoms = self.atoms[u]
            .iter()
            .map(|a| {
                let mut sum = a.constant.clone();
                for (j, c) in a.coeffs.iter().enumerate() {
                    match values[j] {
                        Some(v) if v != 0 && self.usable[u][j] => {
                            sum = add(
                                sum,
                                Term::app(Op::Mul, Sort::Int, vec![c.clone(), Term::int(v)]),
                            )
                        }
                        _ => {}
                    }
                }
                let zero = Term::int(0);
                let rel = ite(
                    a.eq.clone(),
                    Term::eq(sum.clone(), zero.clone()),
                    le(zero, sum),
                    Sort::Bool,
                );
                or(vec![a.off.clone(), rel])
            })
            .collect();
        and(atoms)
    }

    fn base_constraints(&mut self, constraints: &Constraints) -> Vec<TermRef> {
        let mut out = Vec::new();
        for (u, unknown) in self.unknowns.iter().enumerate() {
            for (i, a) in self.atoms[u].iter().enumerate() {
                let zero = Term::int(0);
                // An atom switched off is all zeros (one encoding of "absent").
                let mut zeros: Vec<TermRef> =
                    a.coeffs.iter().map(|c| Term::eq(c.clone(), zero.clone())).collect();
                zeros.push(Term::eq(a.constant.clone(), zero.clone()));
                zeros.push(Term::not(a.eq.clone()));
                out.push(or(vec![Term::not(a.off.clone()), and(zeros)]));
                // An atom in use mentions the result.
                let uses_result: Vec<TermRef> = a
                    .coeffs
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| unknown.of_result[*j] && self.usable[u][*j])
                    .map(|(_, c)| Term::not(Term::eq(c.clone(), zero.clone())))
                    .collect();
                out.push(or(vec![a.off.clone(), or(uses_result)]));
                // Features undefined on some example are not used.
                for (j, c) in a.coeffs.iter().enumerate() {
                    if !self.usable[u][j] {
                        out.push(Term::eq(c.clone(), zero.clone()));
                    }
                }
                // Atoms in use come first.
                if let Some(next) = self.atoms[u].get(i + 1) {
                    out.push(or(vec![Term::not(a.off.clone()), next.off.clone()]));
                }
            }
        }
        for (u, values) in &constraints.positive {
            out.push(self.holds(*u, values));
        }
        for calls in &constraints.negative {
            let all = calls
                .iter()
                .map(|((u, values), holds)| {
                    let t = self.holds(*u, values);
                    if *holds {
                        t
                    } else {
                        Term::not(t)
                    }
                })
                .collect();
            out.push(Term::not(and(all)));
        }
        out
    }

    /// Every atom in use is an equality.
    fn only_equalities(&self) -> Vec<TermRef> {
        self.atoms.iter().flatten().map(|a| or(vec![a.off.clone(), a.eq.clone()])).collect()
    }

    /// At most `size` nonzero coefficients and constants in all, each within `bound`.
    fn limits(&self, size: usize, bound: i64) -> Vec<TermRef> {
        let mut out = Vec::new();
        let mut count = Term::int(0);
        let (lo, hi) = (Term::int(-bound), Term::int(bound));
        for atoms in &self.atoms {
            for a in atoms {
                for c in a.coeffs.iter().chain([&a.constant]) {
                    out.push(le(lo.clone(), c.clone()));
                    out.push(le(c.clone(), hi.clone()));
                    let nonzero = Term::not(Term::eq(c.clone(), Term::int(0)));
                    count = add(count, ite(nonzero, Term::int(1), Term::int(0), Sort::Int));
                }
            }
        }
        out.push(le(count, Term::int(size as i64)));
        out
    }

    fn read(&mut self, solver: &mut Solver) -> Result<Vec<Spec>> {
        let model = solver.model(&self.vars)?;
        let int = |t: &TermRef| match &**t {
            Term::Var(id, _) => match model.values.get(id) {
                Some(ModelValue::Int(n)) => i64::try_from(n.clone()).unwrap_or(0),
                _ => 0,
            },
            _ => 0,
        };
        let bool = |t: &TermRef| match &**t {
            Term::Var(id, _) => matches!(model.values.get(id), Some(ModelValue::Bool(true))),
            _ => false,
        };
        Ok(self
            .atoms
            .iter()
            .map(|atoms| Spec {
                atoms: atoms
                    .iter()
                    .filter(|a| !bool(&a.off))
                    .map(|a| {
                        Atom {
                            coeffs: a.coeffs.iter().map(int).collect(),
                            constant: int(&a.constant),
                            rel: if bool(&a.eq) { Rel::Eq } else { Rel::Ge },
                        }
                        .normalized()
                    })
                    .collect(),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn solve(unknowns: &[Unknown], c: &Constraints) -> std::result::Result<Vec<Spec>, NoSpec> {
        synthesize(unknowns, c, Instant::now() + Duration::from_secs(20)).unwrap()
    }

    fn pos(u: usize, v: &[i64]) -> Point {
        (u, v.iter().map(|x| Some(*x)).collect())
    }

    #[test]
    fn append_gets_the_sum_of_lengths() {
        // features: len xs, len ys, len v
        let u = [Unknown { of_result: vec![false, false, true] }];
        let c = Constraints {
            positive: vec![
                pos(0, &[0, 0, 0]),
                pos(0, &[1, 0, 1]),
                pos(0, &[0, 2, 2]),
                pos(0, &[2, 1, 3]),
            ],
            negative: vec![vec![(pos(0, &[1, 1, 1]), true)], vec![(pos(0, &[0, 1, 2]), true)]],
        };
        let specs = solve(&u, &c).unwrap();
        assert_eq!(specs[0].atoms.len(), 1, "{specs:?}");
        let a = &specs[0].atoms[0];
        assert_eq!(a.rel, Rel::Eq);
        assert!(a.coeffs == vec![1, 1, -1] || a.coeffs == vec![-1, -1, 1], "{a:?}");
    }

    #[test]
    fn smallest_first_and_unrealizable() {
        // features: x, v (abs)
        let u = [Unknown { of_result: vec![false, true] }];
        let mut c = Constraints {
            positive: vec![pos(0, &[0, 0]), pos(0, &[-3, 3]), pos(0, &[2, 2])],
            negative: vec![vec![(pos(0, &[0, -1]), true)]],
        };
        let specs = solve(&u, &c).unwrap();
        assert_eq!(specs[0].size(), 1, "{specs:?}");
        // A negative example equal to a positive one: nothing separates them.
        c.negative.push(vec![(pos(0, &[2, 2]), true)]);
        assert_eq!(solve(&u, &c), Err(NoSpec::Unrealizable));
    }
}
