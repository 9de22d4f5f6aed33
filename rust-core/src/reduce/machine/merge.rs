//! Merged alternatives: a `case` on a symbolic primitive whose alternatives are all
//! small primitive expressions returns one symbolic value instead of splitting the state
//! (Note [Merged alternatives]).

use std::sync::Arc;

use super::Global;
use super::Machine;
use crate::ir::{Alt, AltCon, Expr};
use crate::reduce::env::Env;
use crate::reduce::ideal_int;
use crate::reduce::primop::{self, PrimOp};
use crate::reduce::state::State;
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
// requirement is required only when its alternative is taken.

/// How deep a static expression may be: alternatives of library code are a few nodes.
const MAX_DEPTH: u32 = 8;

/// One alternative's value: a primitive (concrete or symbolic), or a constructor of
/// primitives.
#[derive(Clone)]
enum Static<'a> {
    Prim(Value<'a>),
    Con(crate::ir::NameId, Vec<Value<'a>>),
}

impl<'p, 'a> Machine<'p, 'a> {
    /// The value of `case t of alts` as one merged value, if every alternative is static
    /// and they agree in shape; None to split the state as usual.
    pub(super) fn merged_alternatives(
        &self,
        st: &mut State<'a>,
        t: &TermRef,
        alts: &'a [Alt<'a>],
        env: &Env,
    ) -> Option<Value<'a>> {
        if alts.len() < 2 || alts.len() > 4 {
            return None;
        }
        // Each alternative's condition, then its value and what it requires.
        let mut branches: Vec<(TermRef, Static<'a>, Vec<TermRef>)> = Vec::with_capacity(alts.len());
        let mut literal_conditions = Vec::new();
        for alt in alts.iter().filter(|a| matches!(a.con, AltCon::Lit(_))) {
            let AltCon::Lit(l) = &alt.con else { unreachable!() };
            let lit = primop::to_term(&self.lit_value(l).ok()?)?;
            let cond = literal_condition(t, lit);
            literal_conditions.push(cond.clone());
            let mut requires = Vec::new();
            let v = self.static_value(st, alt.rhs, env, MAX_DEPTH, &mut requires)?;
            branches.push((cond, v, requires));
        }
        match alts.iter().find(|a| matches!(a.con, AltCon::Default)) {
            Some(alt) => {
                let cond = Term::app(
                    Op::And,
                    Sort::Bool,
                    literal_conditions.iter().map(|c| Term::not(c.clone())).collect(),
                );
                let mut requires = Vec::new();
                let v = self.static_value(st, alt.rhs, env, MAX_DEPTH, &mut requires)?;
                branches.push((cond, v, requires));
            }
            // The split would have had no child for another value: neither has the merge.
            None => st.constrain(Term::app(Op::Or, Sort::Bool, literal_conditions)),
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
                let fields: Arc<[_]> = fields.into_iter().map(|f| st.alloc_value(f)).collect();
                Value::Con { dc, fields }
            }
        })
    }

    /// The value of a static expression (Note [Merged alternatives]), or None.
    fn static_value(
        &self,
        st: &State<'a>,
        e: &'a Expr<'a>,
        env: &Env,
        depth: u32,
        requires: &mut Vec<TermRef>,
    ) -> Option<Static<'a>> {
        let depth = depth.checked_sub(1)?;
        match e {
            Expr::Tick(_, b) | Expr::Cast(b, _) => self.static_value(st, b, env, depth, requires),
            Expr::Lit(l) => match self.lit_value(l).ok()? {
                v @ Value::Prim(_) => Some(Static::Prim(v)),
                _ => None,
            },
            Expr::Var(x) => {
                let addr = *env.get(x)?;
                match st.heap.get(addr) {
                    HeapObj::Value(v @ (Value::Prim(_) | Value::Sym(_))) => {
                        Some(Static::Prim(v.clone()))
                    }
                    HeapObj::Value(Value::Con { dc, fields }) => {
                        let fields = fields
                            .iter()
                            .map(|&f| match st.heap.get(f) {
                                HeapObj::Value(v @ (Value::Prim(_) | Value::Sym(_))) => {
                                    Some(v.clone())
                                }
                                _ => None,
                            })
                            .collect::<Option<Vec<_>>>()?;
                        Some(Static::Con(*dc, fields))
                    }
                    _ => None,
                }
            }
            Expr::App(..) => {
                if self.counterfactual_head(e).is_some() {
                    return None;
                }
                let mut args = Vec::new();
                let mut f = e;
                while let Expr::App(g, a) = f {
                    if !matches!(a, Expr::Type(_)) {
                        args.push(*a);
                    }
                    f = g;
                }
                args.reverse();
                let Expr::Var(head) = f else { return None };
                if env.get(head).is_some() {
                    return None;
                }
                let Some(Global::Head(head, (_, arity))) = self.globals.get(head) else {
                    return None;
                };
                if args.len() != *arity {
                    return None;
                }
                let mut operands = Vec::with_capacity(args.len());
                for a in &args {
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
fn literal_condition(t: &TermRef, lit: TermRef) -> TermRef {
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
fn merge(branches: &[(TermRef, Static<'_>, Vec<TermRef>)]) -> Option<Static<'static>> {
    let (_, last, _) = branches.last()?;
    let ite = |pick: &dyn Fn(&Static<'_>) -> Option<TermRef>| -> Option<TermRef> {
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
            let same_shape = |v: &Static<'_>| matches!(v, Static::Con(d, fs) if d == dc && fs.len() == fields.len());
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
