//! Decision trees: a `case` on a symbolic primitive whose alternatives are, however
//! deeply nested, static tests ending in nullary constructors forks once per
//! constructor, not once per leaf (Note [Decision trees]).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::case::alternative_of;
use super::merge::{literal_condition, Static, MAX_DEPTH};
use super::{Global, Machine, Step};
use crate::ir::{Alt, AltCon, Expr, ExprId, NameId};
use crate::reduce::env::Env;
use crate::reduce::primop::{self, PrimOp};
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Fields, Head, HeapObj, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};

// Note [Decision trees]
// ~~~~~~~~~~~~~~~~~~~~~
// `isSpace` (G2.Models.Char, as base's) is a tree of comparisons of one character with
// constants whose leaves are True and False: eleven leaves. A case on a symbolic Char
// split at every test, so `isSpace c` made eleven paths, and `words` of eight unknown
// characters up to 11^8: `length w == 8 && words w == ["hi","there"]` ran out of memory
// (probe s21 P4). Where every alternative of a case on a symbolic primitive is a
// nullary constructor, a static test (a `case` of a static expression, Note [Merged
// alternatives], without a used binder) whose alternatives are such in turn, or a join
// point (`let j = ... in ...` whose `j` is such), the machine walks the whole tree
// without running it and forks once per constructor, under the disjunction of the
// conditions of that constructor's leaves: `isSpace c` is two paths. Walking the tree
// forces nothing and cannot fail (static expressions read evaluated values and apply
// total primops only), and a leaf's condition is exactly "running the tree reaches this
// leaf", so each child is the union of the paths the splits would have made. Under
// LiquidHaskell's Int, what a test requires (no wraparound) is part of its leaves'
// conditions. A tree with another kind of node, or bigger than `MAX_LEAVES`, splits as
// before.

/// The most leaves a decision tree may have.
const MAX_LEAVES: usize = 64;

/// How deep a decision tree may be (its tests are static expressions of at most
/// `merge::MAX_DEPTH`).
const TREE_DEPTH: u32 = 40;

/// A walk of a decision tree in a state: its leaves so far, and the join points in
/// scope.
struct Walk<'s> {
    st: &'s State,
    leaves: Vec<(NameId, TermRef)>,
    joins: FxHashMap<NameId, ExprId>,
}

impl<'p> Machine<'p> {
    /// A case on the symbolic `t` whose alternatives `alts` form a decision tree: the
    /// state forked once per constructor its leaves return. None to split as usual.
    pub(super) fn decided_alternatives(
        &self,
        st: &mut State,
        t: &TermRef,
        alts: &'p [Alt],
        env: &Env,
    ) -> Option<Step> {
        let mut walk = Walk { st, leaves: Vec::new(), joins: FxHashMap::default() };
        let truth = Arc::new(Term::Bool(true));
        self.decide_alts(&mut walk, &Value::Sym(t.clone()), alts, env, &truth, TREE_DEPTH)?;
        // A tree of one test is what the split makes anyway.
        if walk.leaves.len() <= 2 {
            return None;
        }
        let mut groups: Vec<(NameId, Vec<TermRef>)> = Vec::new();
        for (dc, cond) in walk.leaves {
            match groups.iter_mut().find(|(d, _)| *d == dc) {
                Some((_, conds)) => conds.push(cond),
                None => groups.push((dc, vec![cond])),
            }
        }
        let leaf = |st: &mut State, dc: NameId, conds: Vec<TermRef>| {
            st.constrain(Term::app(Op::Or, Sort::Bool, conds));
            st.control = Control::Return(Value::Con { dc, fields: Fields::NONE });
        };
        if let [(dc, conds)] = &mut groups[..] {
            leaf(st, *dc, std::mem::take(conds));
            return Some(Step::Continue);
        }
        let children = groups
            .into_iter()
            .map(|(dc, conds)| {
                let mut child = st.fork();
                leaf(&mut child, dc, conds);
                child
            })
            .collect();
        Some(Step::fork(children))
    }

    /// Walks the alternatives of a case on `v` reached under `cond`.
    fn decide_alts(
        &self,
        walk: &mut Walk<'_>,
        v: &Value,
        alts: &'p [Alt],
        env: &Env,
        cond: &TermRef,
        depth: u32,
    ) -> Option<()> {
        let depth = depth.checked_sub(1)?;
        // Constructor alternatives on a primitive are an Integer's (Note [Naturals as
        // Integers]): a case of its own, not a test.
        if alts.iter().any(|a| matches!(a.con, AltCon::Data(_))) {
            return None;
        }
        let default = alts.iter().find(|a| matches!(a.con, AltCon::Default));
        match v {
            Value::Sym(t) => {
                let mut others = Vec::new();
                for alt in alts {
                    let AltCon::Lit(l) = &alt.con else { continue };
                    let lit = literal_condition(t, primop::to_term(&self.lit_value(l).ok()?)?);
                    others.push(Term::not(lit.clone()));
                    let here = Term::app(Op::And, Sort::Bool, vec![cond.clone(), lit]);
                    self.decide(walk, alt.rhs, env, &here, depth)?;
                }
                if let Some(alt) = default {
                    others.push(cond.clone());
                    let here = Term::app(Op::And, Sort::Bool, others);
                    self.decide(walk, alt.rhs, env, &here, depth)?;
                }
                Some(())
            }
            Value::Prim(p) => {
                let alt = alts
                    .iter()
                    .find(|a| matches!(&a.con, AltCon::Lit(l) if self.lit_matches(l, p)))
                    .or(default)?;
                self.decide(walk, alt.rhs, env, cond, depth)
            }
            _ => None,
        }
    }

    /// Walks the tree `e` reached under `cond`, adding its leaves.
    fn decide(
        &self,
        walk: &mut Walk<'_>,
        e: ExprId,
        env: &Env,
        cond: &TermRef,
        depth: u32,
    ) -> Option<()> {
        let depth = depth.checked_sub(1)?;
        let program = self.program;
        let st = walk.st;
        match program[e] {
            Expr::Tick(_, b) | Expr::Cast(b, _) => self.decide(walk, b, env, cond, depth),
            Expr::Let(bind, body) if !bind.is_rec => {
                let &(binder, rhs) = program[bind.pairs].first()?;
                walk.joins.insert(binder.name, rhs);
                self.decide(walk, body, env, cond, depth)
            }
            Expr::Case(scrutinee, binder, _, alts) => {
                // A used case binder names the scrutinee: a variable's cell (GHC's
                // `case x of wild { ... wild ... }`), which needs no new cell.
                let env = if self.used.contains(&binder.name) {
                    let Expr::Var(x) = program[scrutinee] else { return None };
                    &env.update(binder.name, *self.local(env, x)?)
                } else {
                    env
                };
                // A constructor already evaluated (`case c of C# x -> ...`): its
                // alternative, its fields bound to their cells.
                if let Expr::Var(x) = program[scrutinee] {
                    if let HeapObj::Value(Value::Con { dc, fields }) =
                        st.heap.get(*self.local(env, x)?)
                    {
                        let alt = alternative_of(&program[alts], *dc)?;
                        let binders = &program[alt.binders];
                        if !binders.is_empty() && binders.len() != fields.len() {
                            return None;
                        }
                        let mut env = env.clone();
                        for (b, &f) in binders.iter().zip(fields.iter()) {
                            env.insert(b.name, f);
                        }
                        return self.decide(walk, alt.rhs, &env, cond, depth);
                    }
                }
                let mut requires = Vec::new();
                // `case tagToEnum# @Bool (a ># b) of {False -> ...; True -> ...}`, as
                // base compares boxed values.
                if let Some(tag) = self.bool_tag(scrutinee, &program[alts]) {
                    let Static::Prim(v) =
                        self.static_value(st, tag, env, MAX_DEPTH, &mut requires)?
                    else {
                        return None;
                    };
                    let cond = with_requires(cond, requires);
                    let known = &self.known;
                    let pick = |dc: Option<NameId>| alternative_of(&program[alts], dc?);
                    let (when_true, when_false) = (pick(known.true_con)?, pick(known.false_con)?);
                    return match &v {
                        Value::Prim(crate::reduce::value::Prim::Int(1)) => {
                            self.decide(walk, when_true.rhs, env, &cond, depth)
                        }
                        Value::Prim(_) => self.decide(walk, when_false.rhs, env, &cond, depth),
                        Value::Sym(t) => {
                            let one = primop::is_one(t);
                            let yes =
                                Term::app(Op::And, Sort::Bool, vec![cond.clone(), one.clone()]);
                            let no = Term::app(Op::And, Sort::Bool, vec![cond, Term::not(one)]);
                            self.decide(walk, when_true.rhs, env, &yes, depth)?;
                            self.decide(walk, when_false.rhs, env, &no, depth)
                        }
                        _ => None,
                    };
                }
                let Static::Prim(v) =
                    self.static_value(st, scrutinee, env, MAX_DEPTH, &mut requires)?
                else {
                    return None;
                };
                let cond = with_requires(cond, requires);
                self.decide_alts(walk, &v, &program[alts], env, &cond, depth)
            }
            _ => {
                // A join point, or a leaf: a nullary constructor (at any type arguments).
                let mut head = e;
                while let Expr::App(f, a) = program[head] {
                    if !matches!(program[a], Expr::Type(_)) {
                        return None;
                    }
                    head = f;
                }
                let Expr::Var(x) = program[head] else { return None };
                if self.local(env, x).is_some() {
                    return None;
                }
                if let Some(&rhs) = walk.joins.get(&x) {
                    return self.decide(walk, rhs, env, cond, depth);
                }
                let Some(Global::Head(Head::DataCon(dc), (_, 0))) = self.globals.get(&x) else {
                    return None;
                };
                if walk.leaves.len() >= MAX_LEAVES {
                    return None;
                }
                walk.leaves.push((*dc, cond.clone()));
                Some(())
            }
        }
    }

    /// The argument of `tagToEnum# @t arg` when `e` is that and `alts` match on Bool's
    /// constructors.
    fn bool_tag(&self, e: ExprId, alts: &[Alt]) -> Option<ExprId> {
        let program = self.program;
        let Expr::App(f, arg) = program[e] else { return None };
        let Expr::App(head, ty) = program[f] else { return None };
        let (Expr::Var(x), Expr::Type(_)) = (program[head], program[ty]) else { return None };
        if !matches!(self.globals.get(&x), Some(Global::Head(Head::PrimOp(PrimOp::TagToEnum), _))) {
            return None;
        }
        let bool_con =
            |d: NameId| Some(d) == self.known.true_con || Some(d) == self.known.false_con;
        alts.iter()
            .all(|a| match a.con {
                AltCon::Data(d) => bool_con(d) && a.binders.is_empty(),
                AltCon::Default => true,
                AltCon::Lit(_) => false,
            })
            .then_some(arg)
    }
}

/// `cond`, and what the test on the way requires (no wraparound, under
/// LiquidHaskell's Int).
fn with_requires(cond: &TermRef, mut requires: Vec<TermRef>) -> TermRef {
    if requires.is_empty() {
        return cond.clone();
    }
    requires.push(cond.clone());
    Term::app(Op::And, Sort::Bool, requires)
}
