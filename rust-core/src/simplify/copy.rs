//! Copies of expressions with some variables replaced: bodies of specialised functions,
//! and of inlined calls.

use rustc_hash::FxHashMap;

use crate::ir::{Alt, Bind, Binder, Expr, ExprId, NameId, NameInfo, NameSort, Names, Nodes};

/// How deep a copy may go: deeper code is left unspecialised rather than risk the
/// stack (the caller may be a Haskell thread with a small one).
const MAX_DEPTH: usize = 1000;

/// A copy of `e` with the variables in `subst` renamed; new nodes are allocated in
/// `nodes`. Binders are kept: a copy is the body of a new global, and the names bound
/// inside one right-hand side are distinct (GHC's uniques), so no capture is possible.
/// None if `e` is deeper than [`MAX_DEPTH`].
pub(super) fn copy(
    nodes: &mut Nodes,
    subst: FxHashMap<NameId, NameId>,
    e: ExprId,
) -> Option<ExprId> {
    Copier { nodes, names: None, subst, calls: FxHashMap::default() }.copy(e, 0)
}

/// [`copy`], with each variable in `calls` replaced by a call: `x` by `g e1 .. ek` for
/// `calls[x] = (g, [e1, .., ek])` (a known function that takes its free variables as
/// arguments: Note [Lambdas with free variables] in `simplify`).
pub(super) fn copy_with_calls(
    nodes: &mut Nodes,
    subst: FxHashMap<NameId, NameId>,
    calls: FxHashMap<NameId, (NameId, Vec<NameId>)>,
    e: ExprId,
) -> Option<ExprId> {
    Copier { nodes, names: None, subst, calls }.copy(e, 0)
}

/// A copy of `e` placed inside another right-hand side (an inlined call): every value
/// binder in it gets a fresh name, so the names bound in that right-hand side stay
/// distinct however often the same code is inlined into it. Type binders keep their
/// names, which the types inside refer to.
pub(super) fn copy_fresh(
    nodes: &mut Nodes,
    names: &mut Names,
    subst: FxHashMap<NameId, NameId>,
    e: ExprId,
) -> Option<(ExprId, FxHashMap<NameId, NameId>)> {
    let mut copier = Copier { nodes, names: Some(names), subst, calls: FxHashMap::default() };
    let copied = copier.copy(e, 0)?;
    Some((copied, copier.subst))
}

/// A fresh local name like `like`.
pub(super) fn fresh(names: &mut Names, like: NameId) -> NameId {
    let info = *names.info(like);
    // Uniques from GHC stay below 2^56 (a tag byte and a counter); ours count from 2^60.
    let unique = (1u64 << 60) + names.len() as u64;
    names.add(NameInfo { module: None, occ: info.occ, unique, sort: NameSort::Local })
}

/// A fresh local name `{prefix}{occ}` for `like` (`$wgo` for a worker of `go`).
pub(super) fn fresh_prefixed(names: &mut Names, like: NameId, prefix: &str) -> NameId {
    let occ = format!("{prefix}{}", names.occ(like));
    let occ = names.interner.intern(&occ);
    let unique = (1u64 << 60) + names.len() as u64;
    names.add(NameInfo { module: None, occ, unique, sort: NameSort::Local })
}

struct Copier<'a> {
    nodes: &'a mut Nodes,
    /// Set: rename value binders.
    names: Option<&'a mut Names>,
    subst: FxHashMap<NameId, NameId>,
    /// Variables replaced by calls (`copy_with_calls`).
    calls: FxHashMap<NameId, (NameId, Vec<NameId>)>,
}

impl Copier<'_> {
    fn bind(&mut self, b: Binder) -> Binder {
        let Some(names) = self.names.as_deref_mut() else { return b };
        if names.info(b.name).sort == NameSort::TyVar {
            return b;
        }
        let name = fresh(names, b.name);
        self.subst.insert(b.name, name);
        Binder { name, ..b }
    }

    fn copy(&mut self, e: ExprId, depth: usize) -> Option<ExprId> {
        if depth > MAX_DEPTH {
            return None;
        }
        let d = depth + 1;
        let new = match self.nodes[e] {
            Expr::Var(x) if self.calls.contains_key(&x) => {
                let (g, args) = &self.calls[&x];
                let mut call = self.nodes.exprs.alloc(Expr::Var(*g));
                for &a in args {
                    let a = self.nodes.exprs.alloc(Expr::Var(a));
                    call = self.nodes.exprs.alloc(Expr::App(call, a));
                }
                return Some(call);
            }
            Expr::Var(x) => Expr::Var(self.subst.get(&x).copied().unwrap_or(x)),
            leaf @ (Expr::Lit(_) | Expr::Type(_) | Expr::Coercion) => leaf,
            Expr::App(f, a) => Expr::App(self.copy(f, d)?, self.copy(a, d)?),
            Expr::Lam(b, body) => {
                let b = self.bind(b);
                Expr::Lam(b, self.copy(body, d)?)
            }
            Expr::Cast(inner, ty) => Expr::Cast(self.copy(inner, d)?, ty),
            Expr::Tick(span, inner) => Expr::Tick(span, self.copy(inner, d)?),
            Expr::Let(bind, body) => {
                let old: Vec<(Binder, ExprId)> = self.nodes[bind.pairs].to_vec();
                let mut pairs = Vec::with_capacity(old.len());
                if bind.is_rec {
                    // The binders scope over every right-hand side.
                    let binders: Vec<Binder> = old.iter().map(|&(b, _)| self.bind(b)).collect();
                    for (b, &(_, rhs)) in binders.into_iter().zip(&old) {
                        pairs.push((b, self.copy(rhs, d)?));
                    }
                } else {
                    for &(b, rhs) in &old {
                        let rhs = self.copy(rhs, d)?;
                        pairs.push((self.bind(b), rhs));
                    }
                }
                let pairs = self.nodes.pairs.alloc_many(pairs);
                Expr::Let(Bind { is_rec: bind.is_rec, pairs }, self.copy(body, d)?)
            }
            Expr::Case(scrut, binder, ty, alts) => {
                let scrut = self.copy(scrut, d)?;
                let binder = self.bind(binder);
                let old: Vec<Alt> = self.nodes[alts].to_vec();
                let mut copied = Vec::with_capacity(old.len());
                for alt in old {
                    let binders = if self.names.is_some() {
                        let mut bs: Vec<Binder> = Vec::with_capacity(alt.binders.len());
                        for k in 0..alt.binders.len() {
                            let b = self.nodes[alt.binders][k];
                            bs.push(self.bind(b));
                        }
                        self.nodes.binders.alloc_many(bs)
                    } else {
                        alt.binders
                    };
                    copied.push(Alt { rhs: self.copy(alt.rhs, d)?, binders, ..alt });
                }
                Expr::Case(scrut, binder, ty, self.nodes.alts.alloc_many(copied))
            }
        };
        Some(self.nodes.exprs.alloc(new))
    }
}
