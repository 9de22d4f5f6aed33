//! Copies of expressions with some variables replaced, for specialised functions.

use rustc_hash::FxHashMap;

use crate::ir::{Alt, Bind, Expr, ExprId, NameId, Nodes};

/// How deep a copy may go: deeper code is left unspecialised rather than risk the
/// stack (the caller may be a Haskell thread with a small one).
const MAX_DEPTH: usize = 1000;

/// A copy of `e` with the variables in `subst` renamed; new nodes are allocated in
/// `nodes`. Binders are kept: a copy is the body of a new global, and the names bound
/// inside one right-hand side are distinct (GHC's uniques), so no capture is possible.
/// None if `e` is deeper than [`MAX_DEPTH`].
pub(super) fn copy(
    nodes: &mut Nodes,
    subst: &FxHashMap<NameId, NameId>,
    e: ExprId,
) -> Option<ExprId> {
    copy_at(nodes, subst, e, 0)
}

fn copy_at(
    nodes: &mut Nodes,
    subst: &FxHashMap<NameId, NameId>,
    e: ExprId,
    depth: usize,
) -> Option<ExprId> {
    if depth > MAX_DEPTH {
        return None;
    }
    let go = |nodes: &mut Nodes, e| copy_at(nodes, subst, e, depth + 1);
    let new = match nodes[e] {
        Expr::Var(x) => Expr::Var(subst.get(&x).copied().unwrap_or(x)),
        leaf @ (Expr::Lit(_) | Expr::Type(_) | Expr::Coercion) => leaf,
        Expr::App(f, a) => Expr::App(go(nodes, f)?, go(nodes, a)?),
        Expr::Lam(b, body) => Expr::Lam(b, go(nodes, body)?),
        Expr::Cast(inner, ty) => Expr::Cast(go(nodes, inner)?, ty),
        Expr::Tick(span, inner) => Expr::Tick(span, go(nodes, inner)?),
        Expr::Let(bind, body) => {
            let mut pairs = Vec::with_capacity(bind.pairs.len());
            for i in 0..bind.pairs.len() {
                let (binder, rhs) = nodes[bind.pairs][i];
                pairs.push((binder, go(nodes, rhs)?));
            }
            let pairs = nodes.pairs.alloc_many(pairs);
            Expr::Let(Bind { is_rec: bind.is_rec, pairs }, go(nodes, body)?)
        }
        Expr::Case(scrut, binder, ty, alts) => {
            let scrut = go(nodes, scrut)?;
            let mut copied = Vec::with_capacity(alts.len());
            for i in 0..alts.len() {
                let alt = nodes[alts][i];
                copied.push(Alt { rhs: go(nodes, alt.rhs)?, ..alt });
            }
            Expr::Case(scrut, binder, ty, nodes.alts.alloc_many(copied))
        }
    };
    Some(nodes.exprs.alloc(new))
}
