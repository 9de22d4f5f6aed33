//! A decision procedure for the most common path constraints, without Z3: comparisons
//! of one 64-bit variable plus a constant against a constant (`x + c < k`, `x == k`,
//! negated or not, signed or unsigned), as branches on `Int` and `Char` inputs produce.
//!
//! Each such constraint denotes a set of values of `x` that is a union of intervals of
//! the unsigned 64-bit range (wrap-around makes `x + c` non-monotone, so a signed range
//! of `x + c` can become two intervals of `x`). Intersecting them decides the path
//! exactly, and the set's element nearest 0 is a model. A path with any other constraint
//! is left to Z3 (`decide` returns `None`).
//!
//! Unicode classification is in the fragment too: `isUpper(x)` or `toUpper(x) == k`
//! (`Op::Char`) holds on a union of intervals of `x` (`unicode::CharFn::preimage`).
//!
//! And a path on one variable whose comparisons leave it few values decides its other
//! constraints by trying them (Note [Paths on a few values]).

use rustc_hash::FxHashMap;

use super::eval::all_hold;
use super::solver::{Model, ModelValue};
use super::term::{Op, Sort, Term, TermRef};

/// Disjoint closed intervals of u64, sorted.
type Set = Vec<(u64, u64)>;

fn full() -> Set {
    vec![(0, u64::MAX)]
}

/// `x + c` as `(x, c)`, or a constant as `(None, c)`.
pub(crate) fn affine(t: &Term) -> Option<(Option<u32>, u64)> {
    match t {
        Term::Var(id, Sort::Bv64) => Some((Some(*id), 0)),
        Term::Bv64(c) => Some((None, *c)),
        Term::App(op @ (Op::Add | Op::Sub), Sort::Bv64, args) if args.len() == 2 => {
            let (a, b) = (affine(&args[0])?, affine(&args[1])?);
            match (op, a, b) {
                (Op::Add, (v, c), (None, d)) | (Op::Add, (None, d), (v, c)) => {
                    Some((v, c.wrapping_add(d)))
                }
                (Op::Sub, (v, c), (None, d)) => Some((v, c.wrapping_sub(d))),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A signed range `[lo, hi]` as unsigned intervals.
fn signed(lo: i64, hi: i64) -> Set {
    if lo > hi {
        Vec::new()
    } else if (lo < 0) == (hi < 0) {
        vec![(lo as u64, hi as u64)]
    } else {
        vec![(0, hi as u64), (lo as u64, u64::MAX)]
    }
}

fn unsigned(lo: u64, hi: u64) -> Set {
    if lo > hi {
        Vec::new()
    } else {
        vec![(lo, hi)]
    }
}

fn complement(s: &Set) -> Set {
    let mut out = Vec::new();
    let mut next = 0u64;
    let mut done = false;
    for &(lo, hi) in s {
        if lo > next {
            out.push((next, lo - 1));
        }
        if hi == u64::MAX {
            done = true;
            break;
        }
        next = hi + 1;
    }
    if !done {
        out.push((next, u64::MAX));
    }
    out
}

fn normalize(mut s: Set) -> Set {
    s.sort_unstable();
    let mut out: Set = Vec::with_capacity(s.len());
    for (lo, hi) in s {
        match out.last_mut() {
            Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
            _ => out.push((lo, hi)),
        }
    }
    out
}

/// `{ y - c | y in s }`, wrapping.
fn shift_down(s: &Set, c: u64) -> Set {
    let mut out = Vec::new();
    for &(lo, hi) in s {
        let (a, b) = (lo.wrapping_sub(c), hi.wrapping_sub(c));
        if a <= b {
            out.push((a, b));
        } else {
            out.push((a, u64::MAX));
            out.push((0, b));
        }
    }
    normalize(out)
}

fn intersect(a: &Set, b: &Set) -> Set {
    let (mut i, mut j, mut out) = (0, 0, Vec::new());
    while i < a.len() && j < b.len() {
        let lo = a[i].0.max(b[j].0);
        let hi = a[i].1.min(b[j].1);
        if lo <= hi {
            out.push((lo, hi));
        }
        if a[i].1 < b[j].1 {
            i += 1
        } else {
            j += 1
        }
    }
    out
}

/// The set of `x` satisfying a constraint, with its variable; `None` outside the
/// fragment. Besides atoms, two kinds of Boolean combinations of atoms on one variable
/// are in it: a disjunction, the leaves of a decision tree (`isSpace x` as `x == 32 || x
/// - 9 <=u 4 || ...`: Note [Decision trees] in `reduce::machine::decide`), and a
/// comparison of an if-then-else value, lifted into one (`ite_lifted`). Other
/// combinations at the top stay Z3's, as before: deciding them here too changed which
/// models liquid checks found, and `g2 infer` learned a weaker specification from them
/// (InferMax: `2 * v >= x + y`, which its five-second re-check did not refute).
fn atom(t: &Term) -> Option<(u32, Set)> {
    let positive = match t {
        Term::App(Op::Not, _, args) => &*args[0],
        t => t,
    };
    if !matches!(t, Term::App(Op::Or, ..)) && !has_ite_operand(positive) {
        return literal(t);
    }
    let mut lifts = MAX_LIFTS;
    match combination(t, &mut lifts)? {
        (Some(var), s) => Some((var, s)),
        (None, _) => None,
    }
}

/// How many if-then-else comparisons one decision lifts: nested ones whose branches
/// share a subterm grow the combination as a tree, by three at each level.
const MAX_LIFTS: u32 = 64;

/// The set of a Boolean combination of atoms on at most one variable (None: a constant),
/// lifting at most `lifts` if-then-else comparisons.
fn combination(t: &Term, lifts: &mut u32) -> Option<(Option<u32>, Set)> {
    let (is_and, args) = match t {
        Term::Bool(b) => return Some((None, if *b { full() } else { Vec::new() })),
        Term::App(Op::Not, _, args)
            if matches!(&*args[0], Term::App(Op::And | Op::Or, ..))
                || has_ite_operand(&args[0]) =>
        {
            let (var, s) = combination(&args[0], lifts)?;
            return Some((var, complement(&s)));
        }
        Term::App(Op::And, Sort::Bool, args) => (true, args),
        Term::App(Op::Or, Sort::Bool, args) => (false, args),
        _ => match ite_lifted(t) {
            Some(lifted) => {
                *lifts = lifts.checked_sub(1)?;
                return combination(&lifted, lifts);
            }
            // A branch of an if-then-else compared with a constant may be one itself.
            None => match super::eval::eval(t, &Model::default()) {
                Some(ModelValue::Bool(b)) => {
                    return Some((None, if b { full() } else { Vec::new() }))
                }
                _ => return literal(t).map(|(var, s)| (Some(var), s)),
            },
        },
    };
    let mut var = None;
    // An Or is the complement of the And of its complements.
    let mut acc = full();
    for arg in args.iter() {
        let (v, s) = combination(arg, lifts)?;
        match (var, v) {
            (Some(a), Some(b)) if a != b => return None,
            (None, Some(b)) => var = Some(b),
            _ => {}
        }
        acc = intersect(&acc, &if is_and { s } else { complement(&s) });
    }
    Some((var, if is_and { acc } else { complement(&acc) }))
}

/// A comparison with an if-then-else operand, `ite(c, a, b) REL k`, as the
/// combination `(c && a REL k) || (!c && b REL k)`: what merged alternatives make of
/// `abs x`, `max x 0` or `toUpper c` (Note [Merged alternatives] in
/// `reduce::machine::merge`), compared with a constant. On one variable that is a set
/// too, so `map toUpper w == "HELLO"` needs no solver (its comparisons went to Z3 on
/// every split, and G2Q's speculative branches ran on through the infeasible ones:
/// 29,000 states for five characters).
fn ite_lifted(t: &Term) -> Option<Term> {
    let (op, l, r, parts, left) = ite_comparison(t)?;
    let compare = |branch: &TermRef| {
        let args =
            if left { vec![branch.clone(), r.clone()] } else { vec![l.clone(), branch.clone()] };
        Term::app(op, Sort::Bool, args)
    };
    let (c, a, b) = (&parts[0], &parts[1], &parts[2]);
    let then = Term::app(Op::And, Sort::Bool, vec![c.clone(), compare(a)]);
    let otherwise = Term::app(Op::And, Sort::Bool, vec![Term::not(c.clone()), compare(b)]);
    Some(Term::App(Op::Or, Sort::Bool, vec![then, otherwise].into()))
}

/// A comparison with an if-then-else operand: its relation, its two sides, the
/// if-then-else's condition and branches, and whether it is the left side.
fn ite_comparison(t: &Term) -> Option<(Op, &TermRef, &TermRef, &[TermRef], bool)> {
    let Term::App(op @ (Op::Eq | Op::Lt | Op::Le | Op::ULt | Op::ULe), Sort::Bool, args) = t else {
        return None;
    };
    let [l, r] = &**args else { return None };
    fn parts(t: &TermRef) -> Option<&[TermRef]> {
        match &**t {
            Term::App(Op::Ite, Sort::Bv64, parts) if parts.len() == 3 => Some(&parts[..]),
            _ => None,
        }
    }
    match (parts(l), parts(r)) {
        (Some(p), _) => Some((*op, l, r, p, true)),
        (None, Some(p)) => Some((*op, l, r, p, false)),
        (None, None) => None,
    }
}

/// Whether `t` compares an if-then-else value (`ite_lifted`'s shape).
fn has_ite_operand(t: &Term) -> bool {
    ite_comparison(t).is_some()
}

/// The set of `x` satisfying an atom, with its variable; `None` outside the fragment.
fn literal(t: &Term) -> Option<(u32, Set)> {
    let (negated, t) = match t {
        Term::App(Op::Not, _, args) => (true, &*args[0]),
        t => (false, t),
    };
    if let Some((var, c, ys)) = char_atom(t) {
        let ys = if negated { complement(&ys) } else { ys };
        return Some((var, shift_down(&ys, c)));
    }
    let Term::App(op, Sort::Bool, args) = t else { return None };
    if args.len() != 2 || args[0].sort() != Sort::Bv64 {
        return None;
    }
    let (l, r) = (affine(&args[0])?, affine(&args[1])?);
    // Orient as `x + c REL k` or `k REL x + c`.
    let (var, c, k, var_left) = match (l, r) {
        ((Some(v), c), (None, k)) => (v, c, k, true),
        ((None, k), (Some(v), c)) => (v, c, k, false),
        _ => return None,
    };
    let ks = k as i64;
    let ys = match (op, var_left) {
        (Op::Eq, _) => vec![(k, k)],
        (Op::Lt, true) => {
            if ks == i64::MIN {
                Vec::new()
            } else {
                signed(i64::MIN, ks - 1)
            }
        }
        (Op::Le, true) => signed(i64::MIN, ks),
        (Op::Lt, false) => {
            if ks == i64::MAX {
                Vec::new()
            } else {
                signed(ks + 1, i64::MAX)
            }
        }
        (Op::Le, false) => signed(ks, i64::MAX),
        (Op::ULt, true) => {
            if k == 0 {
                Vec::new()
            } else {
                unsigned(0, k - 1)
            }
        }
        (Op::ULe, true) => unsigned(0, k),
        (Op::ULt, false) => {
            if k == u64::MAX {
                Vec::new()
            } else {
                unsigned(k + 1, u64::MAX)
            }
        }
        (Op::ULe, false) => unsigned(k, u64::MAX),
        _ => return None,
    };
    let ys = normalize(ys);
    let ys = if negated { complement(&ys) } else { ys };
    Some((var, shift_down(&ys, c)))
}

/// A Unicode predicate `p(x + c)`, or `f(x + c) == k` for a Unicode function `f`, as
/// `(x, c, the set of arguments y = x + c where it holds)`.
fn char_atom(t: &Term) -> Option<(u32, u64, Set)> {
    let applied = |t: &Term| match t {
        Term::App(Op::Char(f), _, args) if args.len() == 1 => match affine(&args[0])? {
            (Some(v), c) => Some((*f, v, c)),
            (None, _) => None,
        },
        _ => None,
    };
    let ((f, v, c), k) = match t {
        Term::App(Op::Char(_), Sort::Bool, _) => (applied(t)?, 1),
        Term::App(Op::Eq, Sort::Bool, args) if args.len() == 2 => match (&*args[0], &*args[1]) {
            (Term::Bv64(k), other) | (other, Term::Bv64(k)) => (applied(other)?, *k),
            _ => return None,
        },
        _ => return None,
    };
    Some((v, c, f.preimage(k)))
}

/// The element of a non-empty set nearest 0 as a signed number (readable models).
fn witness(s: &Set) -> u64 {
    let contains = |x: u64| s.iter().any(|&(lo, hi)| lo <= x && x <= hi);
    if contains(0) {
        return 0;
    }
    let smallest_positive = s.iter().map(|&(lo, _)| lo).filter(|&lo| (lo as i64) > 0).min();
    let largest_negative = s.iter().map(|&(_, hi)| hi).filter(|&hi| (hi as i64) < 0).max();
    match (smallest_positive, largest_negative) {
        (Some(p), Some(n)) => {
            if (p as i64) <= (n as i64).unsigned_abs() as i64 {
                p
            } else {
                n
            }
        }
        (Some(p), None) => p,
        (None, Some(n)) => n,
        (None, None) => s[0].0,
    }
}

// Note [Paths on a few values]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Searches over one bounded Int are common (`--assume '\n r -> n > 1 && n < 100'`), and
// their paths carry constraints outside the fragment: `n `mod` d == 0` for every `d`
// of a perfect-number test, the digits of `show n`. Z3 takes 10-50 ms a check on them
// (a fresh quotient per divisor: Note [Division by a constant]). When every constraint
// of a path is on one machine integer and its comparisons leave it at most
// `FEW_VALUES` values, the others are decided by evaluating them at each value
// (`smt::eval`, exact: Haskell's wrapping arithmetic) in the order 0, 1, -1, 2, -2, ...:
// the first value that satisfies them all is the model, and if none does the path is
// unsatisfiable. A constraint `eval` cannot evaluate leaves the path to Z3.
// The work is bounded: the values tried times the size of the path's constraints
// outside the fragment (as graphs: `eval` evaluates a shared subterm once) is at most
// `EVALUATIONS` nodes, or the path goes to Z3. (Counted as trees, the constraints of
// a Collatz search over n < 100, whose `div` and `rem` mention the dividend twice,
// were over any budget: every path went to Z3.)

/// The most values of a variable tried (Note [Paths on a few values]).
const FEW_VALUES: u64 = 1024;

/// The most term nodes one decision may evaluate, over all values tried (Note [Paths
/// on a few values]).
const EVALUATIONS: usize = 1_000_000;

/// Decides a conjunction; `Some(None)` is unsatisfiable, `Some(Some(model))` satisfiable
/// with a model for every variable in `vars`, `None` outside the fragment.
pub fn decide<'t>(
    constraints: impl Iterator<Item = &'t Term>,
    vars: &[(u32, Sort)],
) -> Option<Option<Model>> {
    let mut sets: FxHashMap<u32, Set> = FxHashMap::default();
    let mut others: Vec<&Term> = Vec::new();
    for c in constraints {
        if let Term::Bool(b) = c {
            if *b {
                continue;
            }
            return Some(None);
        }
        let Some((v, s)) = atom(c) else {
            others.push(c);
            // Constraints outside the fragment are only tried on one variable: with two
            // compared, the path is Z3's (an early return, as before on a hot path).
            if sets.len() > 1 {
                return None;
            }
            continue;
        };
        let cur = sets.entry(v).or_insert_with(full);
        *cur = intersect(cur, &s);
        if cur.is_empty() {
            return Some(None);
        }
        if !others.is_empty() && sets.len() > 1 {
            return None;
        }
    }
    let tried = match others.is_empty() {
        true => None,
        false => match try_few_values(&sets, &others)? {
            Some(found) => Some(found),
            None => return Some(None),
        },
    };
    let mut model = Model::default();
    for &(id, sort) in vars {
        let value = match (sort, sets.get(&id)) {
            (Sort::Bv64, Some(s)) => ModelValue::Bits(witness(s)),
            (Sort::Bv64, None) => ModelValue::Bits(0),
            (Sort::Int, _) => ModelValue::Int(0.into()),
            (Sort::Double, _) => ModelValue::Double(0.0),
            (Sort::Float, _) => ModelValue::Float(0.0),
            (Sort::Bool, _) => ModelValue::Bool(false),
        };
        model.values.insert(id, value);
    }
    if let Some((v, value)) = tried {
        model.values.insert(v, ModelValue::Bits(value));
    }
    Some(Some(model))
}

/// The constraints `others` decided at each value their one variable may take (Note
/// [Paths on a few values]): `Some(Some((var, value)))` with the first value nearest 0
/// that satisfies them, `Some(None)` when none does, `None` when they are not on one
/// machine integer with few values, or cannot be evaluated.
fn try_few_values(sets: &FxHashMap<u32, Set>, others: &[&Term]) -> Option<Option<(u32, u64)>> {
    // The comparisons' variable, if they have one: the others must be on it alone.
    let mut compared = sets.keys();
    let (first, second) = (compared.next().copied(), compared.next());
    if second.is_some() {
        return None;
    }
    let size = match first.and_then(|v| sets.get(&v)) {
        Some(set) => {
            set.iter().try_fold(0u64, |n, &(lo, hi)| n.checked_add(hi - lo)?.checked_add(1))?
        }
        None => return None,
    };
    if size > FEW_VALUES {
        return None;
    }
    // The work per value is the constraints' size (`eval` evaluates a shared subterm
    // once), walked once here within budget.
    let mut budget = EVALUATIONS / size as usize;
    let mut vars = Vec::new();
    Term::vars_within(others.iter().copied(), &mut budget, &mut vars)?;
    let [(v, Sort::Bv64)] = vars[..] else { return None };
    if Some(v) != first {
        return None;
    }
    let set = &sets[&v];
    let mut values: Vec<u64> = set.iter().flat_map(|&(lo, hi)| lo..=hi).collect();
    values.sort_by_key(|&x| ((x as i64).unsigned_abs(), (x as i64) < 0));
    let mut model = Model::default();
    for x in values {
        model.values.insert(v, ModelValue::Bits(x));
        if all_hold(others.iter().copied(), &model)? {
            return Some(Some((v, x)));
        }
    }
    Some(None)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::smt::eval::eval;
    use crate::smt::term::TermRef;

    fn x() -> TermRef {
        Arc::new(Term::Var(0, Sort::Bv64))
    }
    fn k(v: i64) -> TermRef {
        Arc::new(Term::Bv64(v as u64))
    }
    fn plus(t: TermRef, c: i64) -> TermRef {
        Term::app(Op::Add, Sort::Bv64, vec![t, k(c)])
    }
    fn lt(a: TermRef, b: TermRef) -> TermRef {
        Term::app(Op::Lt, Sort::Bool, vec![a, b])
    }
    fn le(a: TermRef, b: TermRef) -> TermRef {
        Term::app(Op::Le, Sort::Bool, vec![a, b])
    }

    /// Note [Paths on a few values]: `1 < x < 100`, `x rem 7 == 3` and `x rem 5 == 0`
    /// holds at 10 (nearest 0) and at 45, 80, and at nothing below 10: the evaluator
    /// decides it; without the bound it is left to Z3.
    #[test]
    fn a_path_on_a_few_values_is_decided_by_trying_them() {
        let rem = |t: TermRef, d: i64| Term::app(Op::Rem, Sort::Bv64, vec![t, k(d)]);
        let divides = |d: i64, r: i64| Term::eq(rem(x(), d), k(r));
        let path = [lt(k(1), x()), lt(x(), k(100)), divides(7, 3), divides(5, 0)];
        assert_eq!(check(&path), Some(10));
        let below_ten = [lt(k(1), x()), lt(x(), k(10)), divides(7, 3), divides(5, 0)];
        assert_eq!(check(&below_ten), None);
        let vars = [(0, Sort::Bv64)];
        let unbounded = [lt(k(1), x()), divides(7, 3), divides(5, 0)];
        assert!(decide(unbounded.iter().map(|c| &**c), &vars).is_none());
        // Two variables: left to Z3 too.
        let y = Arc::new(Term::Var(1, Sort::Bv64));
        let two = [lt(k(1), x()), lt(x(), k(100)), Term::eq(rem(x(), 7), y)];
        assert!(decide(two.iter().map(|c| &**c), &[(0, Sort::Bv64), (1, Sort::Bv64)]).is_none());
    }

    fn check(cs: &[TermRef]) -> Option<i64> {
        let vars = [(0, Sort::Bv64)];
        let model = decide(cs.iter().map(|c| &**c), &vars).expect("in the fragment")?;
        // Every model must satisfy every constraint (checked by the independent evaluator).
        for c in cs {
            assert_eq!(eval(c, &model), Some(ModelValue::Bool(true)), "{c:?}");
        }
        match model.values[&0] {
            ModelValue::Bits(b) => Some(b as i64),
            _ => None,
        }
    }

    /// A decision tree's leaf conditions (Note [Decision trees]): `isSpace`'s True leaves
    /// below 256 are x == 32 || 9 <= x <= 13 || x == 160. With x >= 10 and not 32 or 160,
    /// 10 is the model; also excluding 9..13 leaves nothing; an Or over two variables is
    /// Z3's.
    #[test]
    fn disjunctions_on_one_variable_are_decided() {
        let or = |ts: Vec<TermRef>| Term::app(Op::Or, Sort::Bool, ts);
        let and = |ts: Vec<TermRef>| Term::app(Op::And, Sort::Bool, ts);
        let truth = Arc::new(Term::Bool(true));
        let space = or(vec![
            Term::eq(x(), k(32)),
            and(vec![truth, le(k(9), x()), le(x(), k(13))]),
            Term::eq(x(), k(160)),
        ]);
        assert_eq!(check(&[space.clone(), le(k(10), x())]), Some(10));
        assert_eq!(check(&[space.clone(), le(k(33), x())]), Some(160));
        let not_tabs = or(vec![lt(x(), k(9)), lt(k(13), x())]);
        let cs = [space.clone(), not_tabs, Term::not(Term::eq(x(), k(32))), lt(x(), k(100))];
        assert_eq!(check(&cs), None);
        let y = Arc::new(Term::Var(1, Sort::Bv64));
        let mixed = or(vec![Term::eq(x(), k(1)), Term::eq(y, k(2))]);
        assert!(decide([&*mixed].into_iter(), &[(0, Sort::Bv64), (1, Sort::Bv64)]).is_none());
    }

    #[test]
    fn comparisons_of_if_then_else_values_are_decided() {
        // toUpper c == 'H' for c in 0xe0..=0xfe, not 0xb5, as merged alternatives leave
        // it: ite(c == 0xff, 0x178, c) == 0x48. Only c = 0x48, outside the range.
        let ite =
            |c: TermRef, a: TermRef, b: TermRef| Term::app(Op::Ite, Sort::Bv64, vec![c, a, b]);
        let upper = ite(Term::eq(x(), k(0xff)), k(0x178), x());
        let cs = [le(k(0xe0), x()), Term::eq(upper.clone(), k(0x48))];
        assert_eq!(check(&cs), None);
        assert_eq!(check(&[le(k(0x40), x()), Term::eq(upper.clone(), k(0x48))]), Some(0x48));
        // Negated, and the if-then-else on the right: x /= ... is every other value.
        let cs = [le(k(0x48), x()), Term::not(Term::eq(k(0x48), upper)), le(x(), k(0x48))];
        assert_eq!(check(&cs), None);
        // max x 0 <= 3, as merged: ite(x < 0, 0, x) <= 3; with 2 <= x, x is 2 or 3.
        let max0 = ite(lt(x(), k(0)), k(0), x());
        assert_eq!(check(&[le(max0.clone(), k(3)), le(k(2), x())]), Some(2));
        assert_eq!(check(&[le(max0, k(3)), le(k(4), x())]), None);
    }

    #[test]
    fn mccarthy_style_paths() {
        // x <= 100 and not (100 < x + 11) and 100 < x + 22: x in [79, 89].
        let cs = [le(x(), k(100)), Term::not(lt(k(100), plus(x(), 11))), lt(k(100), plus(x(), 22))];
        assert_eq!(check(&cs), Some(79));
        // ... and x + 11 > 100 contradicts x + 11 <= 100.
        let cs = [le(plus(x(), 11), k(100)), lt(k(100), plus(x(), 11))];
        assert_eq!(check(&cs), None);
    }

    #[test]
    fn wrap_around_is_exact() {
        // x + 1 < x holds only for x = maxBound (Int overflow).
        let vars = [(0, Sort::Bv64)];
        let c = lt(plus(x(), 1), k(i64::MIN));
        assert!(matches!(decide([&*c].into_iter(), &vars), Some(None)));
        // 100 < x + 1 with x negative: only wrap-around can't help; x in [100, maxBound - 1]
        // or nothing negative.
        let cs = [lt(k(100), plus(x(), 1)), lt(x(), k(0))];
        assert_eq!(check(&cs), None);
        // x + 1 < 0 and x >= 0: x = maxBound.
        let cs = [lt(plus(x(), 1), k(0)), le(k(0), x())];
        assert_eq!(check(&cs), Some(i64::MAX));
    }

    #[test]
    fn nearest_zero_witness_and_equalities() {
        let cs = [Term::not(Term::eq(x(), k(0))), le(x(), k(5)), le(k(-3), x())];
        assert_eq!(check(&cs), Some(1));
        let cs = [lt(x(), k(-7))];
        assert_eq!(check(&cs), Some(-8));
        let unsigned = Term::app(Op::ULe, Sort::Bool, vec![x(), k(0x10FFFF)]);
        assert_eq!(check(&[unsigned, lt(k(1000), x())]), Some(1001));
    }

    #[test]
    fn other_shapes_are_left_to_z3() {
        let y = Arc::new(Term::Var(1, Sort::Bv64));
        let c = lt(x(), y);
        assert!(decide([&*c].into_iter(), &[(0, Sort::Bv64), (1, Sort::Bv64)]).is_none());
    }

    #[test]
    fn unicode_predicates_and_mappings() {
        use crate::unicode::CharFn;
        let app = |f, sort, t| Term::app(Op::Char(f), sort, vec![t]);
        // isUpper x beyond Latin-1: the first is U+0100 (GHC: isUpper '\x100').
        let cs = [lt(k(0xff), x()), app(CharFn::IsUpper, Sort::Bool, x())];
        assert_eq!(check(&cs), Some(0x100));
        // Not upper, not below 'A'... : the witness nearest 0 is 'A' + 26 = '['.
        let cs = [le(k(0x41), x()), Term::not(app(CharFn::IsUpper, Sort::Bool, x()))];
        assert_eq!(check(&cs), Some(0x5b));
        // toUpper (x + 1) == 'Σ' and x > 0x3a3: x + 1 is ς (U+03C2).
        let cs =
            [Term::eq(app(CharFn::ToUpper, Sort::Bv64, plus(x(), 1)), k(0x3a3)), lt(k(0x3a3), x())];
        assert_eq!(check(&cs), Some(0x3c1));
        // generalCategory x == TitlecaseLetter (2): the first is ǅ (U+01C5).
        let cs = [Term::eq(k(2), app(CharFn::GeneralCategory, Sort::Bv64, x()))];
        assert_eq!(check(&cs), Some(0x1c5));
        // No upper-case letter is also lower-case.
        let cs = [app(CharFn::IsUpper, Sort::Bool, x()), app(CharFn::IsLower, Sort::Bool, x())];
        assert_eq!(check(&cs), None);
    }
}
