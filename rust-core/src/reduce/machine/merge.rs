//! Merged alternatives: a `case` on a symbolic primitive whose alternatives are all
//! small primitive expressions returns one symbolic value instead of splitting the state
//! (Note [Merged alternatives]).

use std::sync::Arc;

use super::Global;
use super::Machine;
use crate::ir::{Alt, AltCon, Expr, ExprId};
use crate::reduce::env::Env;
use crate::reduce::ideal_int;
use crate::reduce::primop::{self, PrimOp};
use crate::reduce::state::{Frame, State};
use crate::reduce::value::{Head, HeapObj, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};

// Note [Merged alternatives]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// `abs`, `signum`, `min` and `max` at Int are, in base's Core,
//
//     abs n = case n of wild { I# x -> case x >=# 0# of { DEFAULT -> I# (negateInt# x); 1# -> wild } }
//
// On a symbolic x the case would split the state in two, so a predicate with k calls of
// `abs` on unknowns has 2^k paths: n-queens written with `abs (q1 - q2) /= j - i` took
// 9 s for 6 queens where the same predicate written with two comparisons took 0.2 s.
// When every alternative of such a case is a *static* expression (a literal, a variable
// bound to a primitive value or a constructor, a total arithmetic or comparison primop
// or a constructor applied to static expressions), the machine computes each
// alternative's value without running it and returns `ite(scrutinee = 1, wild,
// I# (negateInt# x))`, field by field for a boxed result: one path, and Z3 decides the
// rest. Nothing is forced that the split would not have forced: a static expression
// reads only values already in the heap and applies only total primops (no division,
// no shifts), so its value is what running it would give, and running it cannot crash
// or diverge. Under LiquidHaskell's Int (`ideal_int`), an alternative's no-wraparound
// requirement is required only when its alternative is taken. The same holds for a
// Bool: `tagToEnum#` of a symbolic comparison returned straight into such a case (a
// user's `if x > y then x else y`).
//
// Two limits keep the merged value as good as the split's: at least one alternative's
// value must be symbolic already (if all are concrete, `if p then 1.0 else 2.0`, the
// split keeps each concrete, and a primitive with no symbolic form, `expDouble#` or
// `int2Float#`, may come next), and an Integer beyond a machine word is never merged
// (a `case` reads its representation, which a merged term would bound to 64 bits).

/// How deep a static expression may be: alternatives of library code are a few nodes.
pub(super) const MAX_DEPTH: u32 = 8;

/// One alternative's value: a primitive (concrete or symbolic), or a constructor of
/// primitives.
#[derive(Clone)]
pub(super) enum Static {
    Prim(Value),
    Con(crate::ir::NameId, Vec<Value>),
}

impl<'p> Machine<'p> {
    /// The value of `case t of alts` (alternatives on literals) as one merged value, if
    /// every alternative is static and they agree in shape; None to split as usual.
    pub(super) fn merged_alternatives(
        &self,
        st: &mut State,
        t: &TermRef,
        alts: &'p [Alt],
        env: &Env,
    ) -> Option<Value> {
        if alts.len() < 2 || alts.len() > 4 {
            return None;
        }
        let mut arms = Vec::with_capacity(alts.len());
        let mut literal_conditions = Vec::new();
        for alt in alts {
            if let AltCon::Lit(l) = &alt.con {
                let cond = literal_condition(t, primop::to_term(&self.lit_value(l).ok()?)?);
                literal_conditions.push(cond.clone());
                arms.push((cond, alt.rhs));
            }
        }
        let default = alts.iter().find(|a| matches!(a.con, AltCon::Default));
        if let Some(alt) = default {
            let others = literal_conditions.iter().map(|c| Term::not(c.clone())).collect();
            arms.push((Term::app(Op::And, Sort::Bool, others), alt.rhs));
        }
        let merged = self.merged_arms(st, &arms, env)?;
        if default.is_none() {
            // The split would have had no child for another value: neither has the merge.
            st.constrain(Term::app(Op::Or, Sort::Bool, literal_conditions));
        }
        Some(merged)
    }

    /// `tagToEnum# t` at Bool returned straight to a `case` whose alternatives are
    /// static (`if x > y then x else y`): the case's merged value, with its frame popped;
    /// None to split as usual. `cons` are the type's constructors (False, True).
    pub(super) fn merged_bool_case(
        &self,
        st: &mut State,
        t: &TermRef,
        cons: &[crate::ir::NameId],
    ) -> Option<Value> {
        let Some(Frame::Case { binder, alts, env }) = st.stack.last() else { return None };
        // A used binder would be the Bool itself, which has no symbolic form.
        if cons.len() != 2 || self.used.contains(&binder.name) {
            return None;
        }
        let (alts, env) = (&self.program[*alts], env.clone());
        let default = alts.iter().find(|a| matches!(a.con, AltCon::Default));
        let is_true = primop::is_one(t);
        let conditions = [Term::not(is_true.clone()), is_true];
        let mut arms = Vec::with_capacity(2);
        for (dc, cond) in cons.iter().zip(conditions) {
            let alt =
                alts.iter().find(|a| matches!(a.con, AltCon::Data(d) if d == *dc)).or(default)?;
            if !alt.binders.is_empty() {
                return None;
            }
            arms.push((cond, alt.rhs));
        }
        let merged = self.merged_arms(st, &arms, &env)?;
        st.stack.pop();
        Some(merged)
    }

    /// The arms' values (each taken under its condition; the conditions are exclusive
    /// and exhaustive) as one value, or None if one is not static or their shapes
    /// differ. What an arm requires (no wraparound) is required when it is taken.
    fn merged_arms(&self, st: &mut State, arms: &[(TermRef, ExprId)], env: &Env) -> Option<Value> {
        let mut branches: Vec<(TermRef, Static, Vec<TermRef>)> = Vec::with_capacity(arms.len());
        for &(ref cond, rhs) in arms {
            let mut requires = Vec::new();
            let v = self.static_value(st, rhs, env, MAX_DEPTH, &mut requires)?;
            branches.push((cond.clone(), v, requires));
        }
        let merged = merge(&branches)?;
        for (cond, _, requires) in &branches {
            for r in requires {
                st.constrain(Term::app(
                    Op::Or,
                    Sort::Bool,
                    vec![Term::not(cond.clone()), r.clone()],
                ));
            }
        }
        Some(match merged {
            Static::Prim(v) => v,
            Static::Con(dc, fields) => {
                let fields: crate::reduce::value::Fields =
                    fields.into_iter().map(|f| st.alloc_value(f)).collect();
                Value::Con { dc, fields }
            }
        })
    }

    /// The value of a static expression (Note [Merged alternatives]), or None.
    pub(super) fn static_value(
        &self,
        st: &State,
        e: ExprId,
        env: &Env,
        depth: u32,
        requires: &mut Vec<TermRef>,
    ) -> Option<Static> {
        let depth = depth.checked_sub(1)?;
        let program = self.program;
        match program[e] {
            Expr::Tick(_, b) | Expr::Cast(b, _) => self.static_value(st, b, env, depth, requires),
            Expr::Lit(l) => match self.lit_value(&l).ok()? {
                v @ Value::Prim(_) if small(&v) => Some(Static::Prim(v)),
                _ => None,
            },
            Expr::Var(x) => {
                // A primitive value in the heap that a merged term may stand for.
                let primitive = |addr| match st.heap.get(addr) {
                    HeapObj::Value(v @ (Value::Prim(_) | Value::Sym(_))) if small(v) => {
                        Some(v.clone())
                    }
                    _ => None,
                };
                let addr = *self.local(env, x)?;
                if let HeapObj::Value(Value::Con { dc, fields }) = st.heap.get(addr) {
                    let fields = fields.iter().map(|&f| primitive(f)).collect::<Option<_>>()?;
                    return Some(Static::Con(*dc, fields));
                }
                primitive(addr).map(Static::Prim)
            }
            Expr::App(..) => {
                let mut args = Vec::new();
                let mut f = e;
                while let Expr::App(g, a) = program[f] {
                    if !matches!(program[a], Expr::Type(_)) {
                        args.push(a);
                    }
                    f = g;
                }
                args.reverse();
                let Expr::Var(head) = program[f] else { return None };
                // A contracted call is a counterfactual split, never static.
                if self.local(env, head).is_some() || self.counterfactual_head(f).is_some() {
                    return None;
                }
                let Some(Global::Head(head, (_, arity))) = self.globals.get(&head) else {
                    return None;
                };
                if args.len() != *arity {
                    return None;
                }
                let mut operands = Vec::with_capacity(args.len());
                for &a in &args {
                    match self.static_value(st, a, env, depth, requires)? {
                        Static::Prim(v) => operands.push(v),
                        Static::Con(..) => return None,
                    }
                }
                match head {
                    Head::DataCon(dc) => Some(Static::Con(*dc, operands)),
                    Head::PrimOp(op) if total(*op) => {
                        let v = primop::eval(*op, &operands).ok()?;
                        if self.ideal_ints {
                            match ideal_int::no_wrap(*op, &operands, &v) {
                                ideal_int::Verdict::Holds => {}
                                ideal_int::Verdict::Requires(r) => requires.push(r),
                                ideal_int::Verdict::Wraps => {
                                    requires.push(Arc::new(Term::Bool(false)))
                                }
                            }
                        }
                        Some(Static::Prim(v))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// Whether a primitive may be part of a merged value: not an Integer beyond a machine
/// word, whose representation a `case` reads (`integer_case`) and a merged term would
/// silently bound to 64 bits.
fn small(v: &Value) -> bool {
    match v {
        Value::Prim(crate::reduce::value::Prim::Integer(n)) => i64::try_from(n).is_ok(),
        _ => true,
    }
}

/// The primops a static expression may apply: total, and cheap for the solver.
fn total(op: PrimOp) -> bool {
    match op {
        PrimOp::Arith(_, o) => {
            matches!(
                o,
                Op::Add | Op::Sub | Op::Mul | Op::BitAnd | Op::BitOr | Op::BitXor | Op::BitNot
            )
        }
        PrimOp::Neg(_) | PrimOp::Compare(..) | PrimOp::Narrow(..) => true,
        _ => false,
    }
}

/// `t = lit`, read through a comparison's `ite(c, 1, 0)`.
pub(super) fn literal_condition(t: &TermRef, lit: TermRef) -> TermRef {
    if let Term::App(Op::Ite, _, args) = &**t {
        if let (Term::Bv64(1), Term::Bv64(0), Term::Bv64(l)) = (&*args[1], &*args[2], &*lit) {
            return match l {
                1 => args[0].clone(),
                0 => Term::not(args[0].clone()),
                _ => Arc::new(Term::Bool(false)),
            };
        }
    }
    Term::eq(t.clone(), lit)
}

/// The branches' values as one: an if-then-else chain over their conditions (the last
/// branch is the else), field by field for constructors; None if the shapes differ.
fn merge(branches: &[(TermRef, Static, Vec<TermRef>)]) -> Option<Static> {
    // All concrete: the split keeps them concrete, and a primitive without a symbolic
    // form (`expDouble#`, `int2Float#`) may come next; merging would make it fail.
    let symbolic = |v: &Value| matches!(v, Value::Sym(_));
    let any_symbolic = branches.iter().any(|(_, v, _)| match v {
        Static::Prim(p) => symbolic(p),
        Static::Con(_, fields) => fields.iter().any(symbolic),
    });
    if !any_symbolic {
        return None;
    }
    let (_, last, _) = branches.last()?;
    let ite = |pick: &dyn Fn(&Static) -> Option<TermRef>| -> Option<TermRef> {
        let mut acc = pick(last)?;
        let sort = acc.sort();
        for (cond, v, _) in branches[..branches.len() - 1].iter().rev() {
            let t = pick(v)?;
            if t.sort() != sort {
                return None;
            }
            acc = Term::app(Op::Ite, sort, vec![cond.clone(), t, acc]);
        }
        Some(acc)
    };
    match last {
        Static::Prim(_) => ite(&|v| match v {
            Static::Prim(p) => primop::to_term(p),
            Static::Con(..) => None,
        })
        .map(|t| Static::Prim(Value::Sym(t))),
        Static::Con(dc, fields) => {
            let same_shape =
                |v: &Static| matches!(v, Static::Con(d, fs) if d == dc && fs.len() == fields.len());
            if !branches.iter().all(|(_, v, _)| same_shape(v)) {
                return None;
            }
            let merged = (0..fields.len())
                .map(|i| {
                    ite(&|v| match v {
                        Static::Con(_, fs) => primop::to_term(&fs[i]),
                        Static::Prim(_) => None,
                    })
                    .map(Value::Sym)
                })
                .collect::<Option<Vec<_>>>()?;
            Some(Static::Con(*dc, merged))
        }
    }
}
