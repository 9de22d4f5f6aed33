//! What a thunk captures: the free local variables of its expression, found once
//! when the machine is built, and the environment of just those
//! (Note [Thunks capture their free variables]).

use std::sync::Arc;

use super::globals::{collect_tyvars, LocalNames};
use super::Machine;
use crate::ir::{Expr, ExprId, NameId, Program};
use crate::reduce::env::{empty_env, Env};
use crate::reduce::value::HeapObj;

/// The free local variables of every expression a thunk may be made of (an argument,
/// a `let`'s right-hand side), by expression id.
pub(super) struct Captures {
    /// Per expression: `NONE`, or where its names start in `names`, which holds their
    /// count first.
    start: Vec<u32>,
    names: Vec<NameId>,
}

const NONE: u32 = u32::MAX;

/// An expression with more free variables than this keeps its maker's whole
/// environment: copying them would cost about as much as it saves, and the scan's
/// memory stays linear in the program (a chain of `let`s naming all their binders
/// would otherwise store a quadratic number of names).
const MAX_CAPTURED: usize = 64;

// Note [Thunks capture their free variables]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A thunk held the whole environment of the code that made it: every local in scope,
// not only those its expression names. That kept alive what GHC's closures let go (a
// parsed line's text after its fields were split off, a consumed list's head), so the
// heap grew to hundreds of MB on programs GHC runs in a few, and each collection marked
// it all again; and the shared chunk made the next extension of the maker's
// environment copy it (Note [Chunked environments]).
//
// A thunk now gets an environment of its expression's free local variables only, as a
// GHC closure does: computed here once per argument and right-hand side, and looked up
// when the thunk is made (most have none, or a few: no allocation, or one chunk). A
// name counts as free if it occurs as a variable, or as a type variable in a type
// argument (type variables are bound in the environment too), and is not bound inside
// the expression; names no binder binds are globals and are left out (Note [Names no
// binder binds]). Taking more than the free variables is only conservative; an
// expression without an entry (one the machine did not scan, or with more than
// `MAX_CAPTURED` free variables) keeps the whole environment. An argument under a cast
// or a tick (`atom` looks through them) is found as the expression inside.

impl Captures {
    pub(super) fn of(program: &Program, locals: &LocalNames) -> Captures {
        let nodes = &program.nodes;
        let mut wanted = vec![false; nodes.exprs.len()];
        let mut want = |mut e: ExprId| loop {
            wanted[e.into_raw() as usize] = true;
            match nodes[e] {
                Expr::Cast(inner, _) | Expr::Tick(_, inner) => e = inner,
                _ => break,
            }
        };
        for id in nodes.exprs.ids() {
            match nodes[id] {
                Expr::App(_, arg) => want(arg),
                Expr::Let(bind, _) => nodes[bind.pairs].iter().for_each(|&(_, rhs)| want(rhs)),
                _ => {}
            }
        }
        let mut captures = Captures { start: vec![NONE; nodes.exprs.len()], names: Vec::new() };
        let mut free = FreeVars { program, locals, memo: vec![None; nodes.exprs.len()] };
        for &(_, rhs) in program.globals.values() {
            free.compute(rhs);
        }
        for (i, set) in free.memo.iter().enumerate() {
            if let (true, Some(Free::Names(set))) = (wanted[i], set) {
                captures.start[i] = captures.names.len() as u32;
                captures.names.push(NameId(set.len() as u32));
                captures.names.extend_from_slice(set);
            }
        }
        captures
    }

    /// The free local variables of `e`, if the scan saw it.
    #[inline]
    fn get(&self, e: ExprId) -> Option<&[NameId]> {
        let start = *self.start.get(e.into_raw() as usize)? as usize;
        if start == NONE as usize {
            return None;
        }
        let n = self.names[start].0 as usize;
        Some(&self.names[start + 1..start + 1 + n])
    }
}

/// Free local variables, memoized by expression.
struct FreeVars<'a> {
    program: &'a Program,
    locals: &'a LocalNames,
    memo: Vec<Option<Free>>,
}

/// The free local variables of an expression.
#[derive(Clone)]
enum Free {
    /// Sorted, without repeats.
    Names(Arc<[NameId]>),
    /// More than `MAX_CAPTURED`.
    Many,
}

impl FreeVars<'_> {
    /// Fills `memo` for `root` and everything under it, children first, without
    /// recursion (an expression may be thousands of levels deep: a long list literal).
    fn compute(&mut self, root: ExprId) {
        let program = self.program;
        let mut stack = vec![(root, false)];
        while let Some((e, children_done)) = stack.pop() {
            if self.memo[e.into_raw() as usize].is_some() {
                continue;
            }
            if !children_done {
                stack.push((e, true));
                program.nodes.children(e, |c| {
                    if self.memo[c.into_raw() as usize].is_none() {
                        stack.push((c, false));
                    }
                });
                continue;
            }
            let mut set: Vec<NameId> = Vec::new();
            let mut many = false;
            let mut child = |c: ExprId, memo: &[Option<Free>]| -> Arc<[NameId]> {
                match &memo[c.into_raw() as usize] {
                    Some(Free::Names(names)) => names.clone(),
                    Some(Free::Many) => {
                        many = true;
                        Arc::from([])
                    }
                    None => unreachable!("children are computed first"),
                }
            };
            let locals = self.locals;
            match program[e] {
                Expr::Var(x) => {
                    if locals.contains(x) {
                        set.push(x);
                    }
                }
                Expr::Type(ty) => collect_tyvars(program, ty, &mut |v| {
                    if locals.contains(v) {
                        set.push(v)
                    }
                }),
                Expr::Lit(_) | Expr::Coercion => {}
                Expr::App(f, a) => {
                    set.extend_from_slice(&child(f, &self.memo));
                    set.extend_from_slice(&child(a, &self.memo));
                }
                Expr::Lam(b, body) => {
                    set.extend(child(body, &self.memo).iter().filter(|&&x| x != b.name));
                }
                Expr::Cast(inner, _) | Expr::Tick(_, inner) => {
                    set.extend_from_slice(&child(inner, &self.memo));
                }
                Expr::Let(bind, body) => {
                    let pairs = program.pairs(&bind);
                    let bound = |x: &NameId| pairs.iter().any(|(b, _)| b.name == *x);
                    set.extend(child(body, &self.memo).iter().filter(|x| !bound(x)));
                    for &(_, rhs) in pairs {
                        let rhs = child(rhs, &self.memo);
                        if bind.is_rec {
                            set.extend(rhs.iter().filter(|x| !bound(x)));
                        } else {
                            set.extend_from_slice(&rhs);
                        }
                    }
                }
                Expr::Case(scrut, b, ty, alts) => {
                    set.extend_from_slice(&child(scrut, &self.memo));
                    collect_tyvars(program, ty, &mut |v| {
                        if locals.contains(v) {
                            set.push(v)
                        }
                    });
                    for alt in &program.nodes[alts] {
                        let binders = &program.nodes[alt.binders];
                        set.extend(
                            child(alt.rhs, &self.memo)
                                .iter()
                                .filter(|&&x| x != b.name && binders.iter().all(|ab| ab.name != x)),
                        );
                    }
                }
            }
            set.sort_unstable();
            set.dedup();
            self.memo[e.into_raw() as usize] = Some(if many || set.len() > MAX_CAPTURED {
                Free::Many
            } else {
                Free::Names(set.into())
            });
        }
    }
}

impl Machine<'_> {
    /// A thunk of `e` made in `env`, holding `e`'s free local variables only (Note
    /// [Thunks capture their free variables]).
    #[inline]
    pub(super) fn thunk(&self, e: ExprId, env: &Env) -> HeapObj {
        HeapObj::Thunk { expr: e, env: self.capture(e, env) }
    }

    /// The environment a thunk of `e` made in `env` holds.
    #[inline]
    fn capture(&self, e: ExprId, env: &Env) -> Env {
        let Some(free) = self.captures.get(e) else { return env.clone() };
        let mut captured = empty_env();
        for &x in free {
            if let Some(&a) = env.get(&x) {
                captured.insert(x, a);
            }
        }
        captured
    }
}
