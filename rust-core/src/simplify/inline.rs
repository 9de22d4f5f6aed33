//! Small functions inlined at their saturated calls, and `let`s used once at their
//! use (Note [Inlining at load]).

use rustc_hash::{FxHashMap, FxHashSet};

use super::{copy, Pass};
use crate::ir::{Bind, Binder, Expr, ExprId, NameId, NameSort, Program};

// Note [Inlining at load]
// ~~~~~~~~~~~~~~~~~~~~~~~
// Once dictionaries are resolved, overloaded arithmetic is a call of a small function
// of base's (`$fNumInt_$c+ = \a b -> case a of I# x -> case b of I# y -> I# (x +# y)`,
// `gtInt`, `eqInt`), and the machine pays for each call: the arguments' cells, the
// frames of the application, and a thunk for an argument such as `i + 1` that is only
// a primitive step once `i` is known. So, as GHC's simplifier does:
//
// * A saturated call of a global function whose body is small (INLINE_SIZE nodes,
//   ARG_DISCOUNT more for each argument that is a literal or a constructor
//   application, since the body's `case`s on it resolve) and calls no function the
//   pass could inline (a leaf) becomes its body, each argument
//   bound by a `let` to a fresh name (a variable argument is substituted), type
//   arguments let-bound to the function's own type variables. A `let` is lazy, so this
//   is beta reduction: the arguments are evaluated when and as often as before. The
//   copy's value binders get fresh names (`copy::copy_fresh`), so the names bound in
//   one right-hand side stay distinct, which the pass relies on.
// * So does a call of a small leaf bound by a non-recursive `let` (`k = \x -> f1 (f
//   x)` in base's `foldMap` for lists): its free variables are bound outside the
//   `let`, so they are in scope at its calls (Note [Names bound twice] says when
//   not). A local bound to a global (`f1 = (&&)`) is the global.
// * A lambda applied where it is written (what inlining `build` leaves) is beta
//   reduced the same way, its arguments bound by `let`s (`beta_call`): `[a .. b]` on
//   `Int` then runs `eftIntFB`'s loop with `(:)` in place of its `c`, instead of a
//   call of `c` per element (12% fewer steps for `length [1 .. n]`).
// * A `let` whose variable occurs once, not under a lambda, is inlined at that
//   occurrence (`inline_once`): `let r = go ys in case f y of { False -> False; True ->
//   r }` is `case f y of { .. True -> go ys }`. It is evaluated at most once either
//   way, when the occurrence is (an argument is still a thunk).
// * Then the `case`s this exposes are resolved (Note [Cases at load]): `i + 1` inside
//   `case i of I# x -> ...` is `I# (x +# 1#)`, which the machine computes when it
//   makes the cell (Note [Unlifted arguments]) instead of making a thunk.
//
// The pass runs rounds until one changes nothing, at most ROUNDS (`simplify`): a
// specialised copy is rewritten after the calls that made it, so only the next round
// sees it small enough to inline, and what that inlines leaves work for the next.
//
// Only leaves are inlined: functions whose bodies call no global function and select
// no method (`calls_functions`), so inlined code brings no call to inline and
// inlining ends. A function that calls leaves becomes a leaf once they are inlined
// into it, which the next round sees. Bounds besides: at most INLINES_PER_ROOT
// inlinings in one right-hand side, and the arena bound of the pass.

// Note [Wrappers]
// ~~~~~~~~~~~~~~~
// A global that only passes its arguments on to another function is a wrapper: a
// dictionary's method that is a function of types alone (`$fFoldable[]`'s `foldl'` is
// `\@b @a -> GHC.List.foldl' @a @b`), `sum` for lists (`\@a $dNum -> foldl @a @a ((+)
// @a $dNum) (fromInteger @a $dNum 0)`). Called through it, the function behind it is
// never called with its arguments in view, so a known function argument there is not
// specialised: `foldl' (+) 0 [1 .. n]` ran an unknown call of `+` for every element.
// A wrapper is inlined at its saturated calls like a small leaf (`inline_call`), though
// it calls a function: that call then stands where the wrapper's did, with the
// arguments the caller passes, and is specialised or inlined in turn (GHC inlines its
// wrappers too). Only the wrapper's own lambdas are beta reduced, with lazy `let`s, so
// nothing is computed more often; a wrapper of a wrapper is inlined by the next
// inlining, each counted against INLINES_PER_ROOT, which bounds a chain.

const INLINE_SIZE: usize = 30;
/// The size a known argument adds to INLINE_SIZE for a call, and the most all add.
const ARG_DISCOUNT: usize = 20;
const MAX_DISCOUNT: usize = 40;
pub(super) const INLINES_PER_ROOT: usize = 200;

/// A function that may be inlined: its lambdas' binders and the body under them.
#[derive(Clone)]
pub(super) struct Inlinable {
    binders: Box<[Binder]>,
    body: ExprId,
    /// The body's nodes.
    size: usize,
}

/// The names occurring as variables anywhere in `program`.
pub(super) fn used_names(program: &Program) -> FxHashSet<NameId> {
    let mut used = FxHashSet::default();
    for &(_, rhs) in program.globals.values() {
        program.nodes.walk(rhs, |_, e| {
            if let Expr::Var(x) = *e {
                used.insert(x);
            }
        });
    }
    used
}

impl Pass<'_> {
    /// `f`'s lambdas and body if `f` is small enough to inline.
    fn inlinable(&mut self, f: NameId) -> Option<Inlinable> {
        if let Some(known) = self.inlinable.get(&f) {
            return known.clone();
        }
        let found = self.inlinable_now(f);
        self.inlinable.insert(f, found.clone());
        found
    }

    fn inlinable_now(&self, f: NameId) -> Option<Inlinable> {
        if !self.specialisable(f) {
            return None;
        }
        let rhs = self.program.globals[&f].1;
        self.small_leaf(rhs).or_else(|| self.wrapper(f, rhs))
    }

    /// The lambdas and body of `rhs`, the right-hand side of `f`, if it is a wrapper:
    /// lambdas (of types or values) around one call of another global function whose
    /// arguments are variables, literals, types and applications of those (Note
    /// [Wrappers]).
    fn wrapper(&self, f: NameId, rhs: ExprId) -> Option<Inlinable> {
        let mut body = self.program.nodes.under_ticks(rhs);
        let mut binders = Vec::new();
        while let Expr::Lam(b, inner) = self.program[body] {
            binders.push(b);
            body = inner;
        }
        let (head, _) = self.program.nodes.spine(self.program.nodes.under_ticks_and_casts(body));
        let Expr::Var(g) = self.program[self.program.nodes.under_ticks(head)] else {
            return None;
        };
        if binders.is_empty() || self.chase(g) == f || !self.specialisable(self.chase(g)) {
            return None;
        }
        let mut size = 0;
        let mut simple = true;
        self.program.nodes.walk(body, |_, e| {
            size += 1;
            simple &= !matches!(e, Expr::Lam(..) | Expr::Let(..) | Expr::Case(..));
        });
        (simple && size <= INLINE_SIZE).then(|| Inlinable { binders: binders.into(), body, size })
    }

    /// The lambdas and body of `rhs` if it is a function small enough to inline that
    /// calls no function the pass could inline or specialise (a leaf).
    pub(super) fn small_leaf(&self, rhs: ExprId) -> Option<Inlinable> {
        let mut body = self.program.nodes.under_ticks(rhs);
        let mut binders = Vec::new();
        while let Expr::Lam(b, inner) = self.program[body] {
            binders.push(b);
            body = inner;
        }
        let values =
            binders.iter().filter(|b| self.program.names.info(b.name).sort != NameSort::TyVar);
        if values.count() == 0 {
            return None;
        }
        let mut size = 0;
        let mut calls = false;
        self.program.nodes.walk(body, |_, e| {
            size += 1;
            if let Expr::Var(x) = *e {
                calls |= self.calls_functions(x);
            }
        });
        (size <= INLINE_SIZE + MAX_DISCOUNT && !calls).then(|| Inlinable {
            binders: binders.into(),
            body,
            size,
        })
    }

    /// Whether a variable `x` in a body makes it call code the pass could inline or
    /// specialise: a global function of its own (taking a value, maybe after types), or
    /// a class selector (which may select one). A body without such calls is a leaf:
    /// inlining it adds no calls to inline, so inlining ends, and a recursive function
    /// is never one. A global of type lambdas only (`divZeroError = \@a -> raise# ..`)
    /// is neither inlined nor specialised, so calling it keeps a body a leaf (`quot`
    /// on `Int`).
    fn calls_functions(&self, x: NameId) -> bool {
        let x = self.chase(x);
        let x = self.primitives.get(&x).copied().unwrap_or(x);
        if let NameSort::ClassOp { .. } = self.program.names.info(x).sort {
            return true;
        }
        if !self.specialisable(x) {
            return false;
        }
        let mut e = self.program.nodes.under_ticks(self.program.globals[&x].1);
        while let Expr::Lam(b, body) = self.program[e] {
            if self.program.names.info(b.name).sort != NameSort::TyVar {
                return true;
            }
            e = self.program.nodes.under_ticks(body);
        }
        false
    }

    /// The call of `head` with `args` inlined: the replacement of the application of
    /// the first `n` arguments, and `n`.
    pub(super) fn inline_call(&mut self, head: ExprId, args: &[ExprId]) -> Option<(Expr, usize)> {
        let Expr::Var(f) = self.program[head] else { return None };
        if self.inlines_left == 0 {
            return None;
        }
        let f = self.local_alias(f);
        let inlinable = match self.locals.lambdas.get(&f) {
            // A local function (`let k = \x -> f1 (f x)`): its free variables are in
            // scope at its calls, which are inside the `let`'s body, and the names
            // bound in one right-hand side are distinct, so none is captured.
            Some(local) if !self.mentions_rebound(local.body) => local.clone(),
            Some(_) => return None,
            None => self.inlinable(self.chase(f))?,
        };
        let n = inlinable.binders.len();
        if args.len() < n || self.program.nodes.exprs.len() > self.limit {
            return None;
        }
        // A known argument (a literal or constructor application) lets the inlined
        // body's `case`s on it resolve, so a larger body is worth it (GHC's argument
        // discount): `quot x (I# 2#)` keeps only the branch for a divisor of 2.
        let known = args[..n]
            .iter()
            .filter(|&&a| {
                let a = self.program.nodes.under_ticks_and_casts(a);
                matches!(self.program[a], Expr::Lit(_)) || self.known_value(a).is_some()
            })
            .count();
        if inlinable.size > INLINE_SIZE + (known * ARG_DISCOUNT).min(MAX_DISCOUNT) {
            return None;
        }
        let mut subst = FxHashMap::default();
        let mut lets: Vec<(Binder, ExprId)> = Vec::new();
        let mut type_lets: Vec<(Binder, ExprId)> = Vec::new();
        for (&b, &arg) in inlinable.binders.iter().zip(args) {
            match self.program[arg] {
                Expr::Type(_) => type_lets.push((b, arg)),
                Expr::Var(x) if self.program.names.info(x).sort != NameSort::TyVar => {
                    subst.insert(b.name, x);
                }
                _ => {
                    let name = copy::fresh(&mut self.program.names, b.name);
                    subst.insert(b.name, name);
                    lets.push((Binder { name, ..b }, arg));
                }
            }
        }
        let mut body = self.copy_fresh(subst, inlinable.body)?;
        for (b, arg) in type_lets.into_iter().rev().chain(lets.into_iter().rev()) {
            let pairs = self.program.nodes.pairs.alloc_many([(b, arg)]);
            body = self.program.nodes.exprs.alloc(Expr::Let(Bind { is_rec: false, pairs }, body));
        }
        self.inlines_left -= 1;
        self.stats.inlined += 1;
        Some((self.program[body], n))
    }

    /// A lambda applied where it is written, `(\x1 .. xn -> body) a1 .. an`, as `let x1 =
    /// a1 in .. let xn = an in body`: the replacement of the application of the first
    /// `n` arguments, and `n`. Inlining `build` leaves such calls (`$fEnumInt_$cenumFromTo`
    /// is `(\@b c n -> eftIntFB @b c n x y) @[a] (\x xs -> x : xs) []`), and as they
    /// stand the machine builds the closure, applies it, and calls `c` for every element
    /// of the list; once the lambda is gone, `eftIntFB` and then `c` inline as any call
    /// of a known function does (Note [Inlining at load]). Beta reduction with lazy
    /// `let`s, so each argument is evaluated when and as often as before. The lambda is
    /// written only here, so its binders need no fresh names; none may be bound twice
    /// in the right-hand side (Note [Names bound twice]), or a later argument could
    /// mention an outer variable of the same name, which its `let` would capture.
    pub(super) fn beta_call(&mut self, head: ExprId, args: &[ExprId]) -> Option<(Expr, usize)> {
        let mut body = self.program.nodes.under_ticks(head);
        let mut binders = Vec::new();
        while binders.len() < args.len() {
            let Expr::Lam(b, inner) = self.program[body] else { break };
            if self.rebound.contains(&b.name) {
                return None;
            }
            binders.push(b);
            body = inner;
        }
        if binders.is_empty() {
            return None;
        }
        for (&b, &arg) in binders.iter().zip(args).rev() {
            let pairs = self.program.nodes.pairs.alloc_many([(b, arg)]);
            body = self.program.nodes.exprs.alloc(Expr::Let(Bind { is_rec: false, pairs }, body));
        }
        self.stats.inlined += 1;
        Some((self.program[body], binders.len()))
    }

    /// A copy of `e` with the variables of `subst` renamed and fresh value binders
    /// (`copy::copy_fresh`), to place in the right-hand side being rewritten; a fresh
    /// name is used where the name it stands for was.
    pub(super) fn copy_fresh(
        &mut self,
        subst: FxHashMap<NameId, NameId>,
        e: ExprId,
    ) -> Option<ExprId> {
        let (copied, renamed) =
            copy::copy_fresh(&mut self.program.nodes, &mut self.program.names, subst, e)?;
        for (old, new) in renamed {
            if self.used.contains(&old) {
                self.used.insert(new);
            }
        }
        Some(copied)
    }

    /// `let x = e in body` with one occurrence of `x` in `body`, not under a lambda:
    /// `body` with `e` at that occurrence. `e` is then evaluated where and when `x`
    /// was forced (an argument is still a thunk), at most once as before, and its
    /// free variables are bound outside the `let`, by names distinct from those
    /// bound in `body`. `let r = go ys in case f y of { False -> False; True -> r }`
    /// is `case f y of { False -> False; True -> go ys }`, without the thunk.
    pub(super) fn inline_once(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Let(bind, body) = self.program[e] else { return None };
        if bind.is_rec {
            return None;
        }
        let (x, rhs) = self.program.nodes[bind.pairs][0];
        if matches!(self.program[rhs], Expr::Type(_)) || self.mentions_rebound(rhs) {
            return None;
        }
        let mut found = None;
        let mut stack = vec![(body, false)];
        while let Some((id, under_lambda)) = stack.pop() {
            match self.program[id] {
                Expr::Var(v) if v == x.name => {
                    if found.is_some() || under_lambda {
                        return None;
                    }
                    found = Some(id);
                }
                Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
                Expr::App(f, a) => stack.extend([(f, under_lambda), (a, under_lambda)]),
                Expr::Lam(_, b) => stack.push((b, true)),
                Expr::Cast(b, _) | Expr::Tick(_, b) => stack.push((b, under_lambda)),
                Expr::Let(inner, b) => {
                    stack.push((b, under_lambda));
                    let pairs = &self.program.nodes[inner.pairs];
                    // A recursive binding's right-hand side may run many times.
                    stack.extend(pairs.iter().map(|&(_, r)| (r, under_lambda || inner.is_rec)));
                }
                Expr::Case(scrut, _, _, alts) => {
                    stack.push((scrut, under_lambda));
                    stack.extend(self.program.nodes[alts].iter().map(|a| (a.rhs, under_lambda)));
                }
            }
        }
        let at = found?;
        self.program.nodes.exprs[at] = self.program[rhs];
        Some(self.program[body])
    }
}
