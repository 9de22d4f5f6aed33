//! `case`s and `let`s rewritten where what they evaluate is known (Note [Cases at
//! load]), without moving code across a name bound twice (Note [Names bound twice]).

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::Pass;
use crate::ir::{AltCon, Bind, Binder, Expr, ExprId, Lit, NameId, NameSort, Program};

// Note [Cases at load]
// ~~~~~~~~~~~~~~~~~~~~
// Once calls are inlined (Note [Inlining at load]), much of what a `case` scrutinises
// is known where it is written, and GHC's simplifier would resolve it. So does the
// pass, in `Pass::rewrite`'s local rules, each of which evaluates what was evaluated,
// in the same order:
//
// * Known constructors (`known_case`): inside `case v of K x y -> e`, `v` is `K x y`;
//   a `let` of a saturated constructor application of variables and literals, or a
//   global constant such as `$fIntegralInt1 = I# 0#`, is known too. A `case` of a
//   known variable, of such an application, or of a literal becomes the matching
//   alternative, its binders replaced by the fields (`rename_in`).
// * A constructor application with fields that are not atoms (`construction_case`):
//   `case I# (3# *# x) of I# y -> e` is `case 3# *# x of y -> e` (a field of
//   primitive type was computed by the application: Core's let/app invariant), and
//   a lifted field is bound by a lazy `let`, as it was a lazy field.
// * `tagToEnum#` (`tag_case`): `case tagToEnum# @Bool (x ==# 1#) of { False -> a;
//   True -> b }` matches the tags, `case x ==# 1# of { 0# -> a; 1# -> b }`, without
//   building the `Bool`.
// * Case of case (`case_of_case`): the outer alternatives, when small, are copied
//   into each alternative of an inner `case` (with fresh binders), so they see which
//   inner one was taken (`mod`'s check of its divisor, then a comparison of the
//   result). One alternative is floated without copying (`float_scrutinee`), and so
//   is a `let` in a scrutinee.
// * Lets: `let x = e in .. case x of alts` (through other `let`s, with no other use
//   of `x`) is `case e of alts` (`let_to_case`); a `let` in a `let`'s right-hand side
//   is floated out (`float_let`), so the inner value, often a lambda, is bound by a
//   `let` of its own and can be inlined; unused `let`s are dropped (`drop_dead_lets`).
//
// For Collatz at Int (bench/programs/Everyday.hs), with the workers of Note [Workers
// for loops], the loop becomes what GHC -O writes: `case ds ==# 1# of { 0# -> case
// remInt# ds 2# of .. }`.

/// The most nodes of outer alternatives `case_of_case` copies into each inner one.
const CASE_OF_CASE_SIZE: usize = 40;

/// What is known of a variable in a scope: the constructor it is, with its fields.
#[derive(Clone, Debug)]
pub(super) struct Known {
    con: NameId,
    fields: Arc<[Field]>,
}

#[derive(Copy, Clone, Debug)]
enum Field {
    Var(NameId),
    Lit(Lit),
}

/// What each variable in scope is known to be.
pub(super) type Scope = imbl::HashMap<NameId, Known>;

/// `scope` without what it knew of `names`, which are bound again: copied only if it
/// knew something of them (rarely: the names bound in a right-hand side are distinct).
pub(super) fn shadowed(scope: Scope, names: &[NameId]) -> Scope {
    if names.iter().all(|n| !scope.contains_key(n)) {
        return scope;
    }
    let mut scope = scope;
    for n in names {
        scope.remove(n);
    }
    scope
}

// Note [Names bound twice]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// The rules here move code across binders (a `let`'s right-hand side to its use, a
// scrutinee's bindings over the alternatives), which is safe when the names bound in
// one right-hand side are distinct, as GHC's uniques make them. Not quite always:
// GHC's desugarer names every unused case binder `wild` with one fixed unique, and
// base's optimised unfoldings do refer to some of them, so a right-hand side may bind
// `wild` several times, nested. `Pass::rebound` lists the names bound more than once in the
// right-hand side being rewritten; a rule that would move code mentioning one of them,
// or extend the scope of a binder that is one of them, does not fire.

/// The names bound more than once in `root` (Note [Names bound twice]), and the type
/// variables bound in it (`dicts::closed`), from one walk.
pub(super) fn bound_names(
    program: &Program,
    root: ExprId,
) -> (FxHashSet<NameId>, FxHashSet<NameId>) {
    let mut once = FxHashSet::default();
    let mut twice = FxHashSet::default();
    let mut tyvars = FxHashSet::default();
    let mut bind = |x: NameId| {
        if !once.insert(x) {
            twice.insert(x);
        }
        if program.names.info(x).sort == NameSort::TyVar {
            tyvars.insert(x);
        }
    };
    program.nodes.walk(root, |_, node| match *node {
        Expr::Lam(b, _) => bind(b.name),
        Expr::Let(binds, _) => program.nodes[binds.pairs].iter().for_each(|(b, _)| bind(b.name)),
        Expr::Case(_, b, _, alts) => {
            bind(b.name);
            for alt in &program.nodes[alts] {
                program.nodes[alt.binders].iter().for_each(|b| bind(b.name));
            }
        }
        _ => {}
    });
    (twice, tyvars)
}

impl Pass<'_> {
    /// `case v of ...` with `v` known in `scope`: the matching alternative, its binders
    /// replaced by the fields (and the case binder by `v`).
    pub(super) fn known_case(&mut self, e: ExprId, scope: &Scope) -> Option<Expr> {
        let Expr::Case(scrut, binder, _, alts) = self.program[e] else { return None };
        let scrut = self.program.nodes.under_ticks(scrut);
        let alts = self.program.nodes[alts].to_vec();
        // A literal scrutinee: its alternative, the case binder the literal.
        if let Expr::Lit(l) = self.program[scrut] {
            let alt = alts
                .iter()
                .find(|a| matches!(a.con, AltCon::Lit(k) if k == l))
                .or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)))?;
            let renaming = FxHashMap::from_iter([(binder.name, Field::Lit(l))]);
            self.rename_in(alt.rhs, &renaming);
            self.stats.known_cases += 1;
            return Some(self.program[alt.rhs]);
        }
        // A variable known in scope, or a constructor application of atoms.
        let (known, v) = match self.program[scrut] {
            Expr::Var(v) => match scope.get(&v) {
                Some(known) => (known.clone(), Some(v)),
                // A nullary constructor (`case GT of`, which case-of-case leaves).
                None if self.program.names.info(v).sort == NameSort::DataCon => {
                    (self.known_value(scrut)?, Some(v))
                }
                // A global constant such as `$fIntegralInt1 = I# 0#`.
                None => {
                    let &(_, rhs) = self.program.globals.get(&v)?;
                    (self.known_value(rhs)?, Some(v))
                }
            },
            _ => (self.known_value(scrut)?, None),
        };
        let alt = alts
            .iter()
            .find(|a| matches!(a.con, AltCon::Data(c) if c == known.con))
            .or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)))?;
        let mut renaming: FxHashMap<NameId, Field> = FxHashMap::default();
        if let AltCon::Data(_) = alt.con {
            let binders = self.program.nodes[alt.binders].to_vec();
            if binders.len() != known.fields.len() {
                return None;
            }
            let rebound = |f: &Field| matches!(f, Field::Var(x) if self.rebound.contains(x));
            if known.fields.iter().any(rebound) {
                return None;
            }
            renaming.extend(binders.iter().map(|b| b.name).zip(known.fields.iter().copied()));
        }
        // The case binder names the constructed value: a `let` of it, if used (the
        // worker of a loop re-boxes its counter so: `case I# n of wild { I# x -> ..
        // case wild of I# y -> .. }`), whose cases the `let`'s scope then resolves.
        let mut named = None;
        match v {
            Some(v) => {
                renaming.insert(binder.name, Field::Var(v));
            }
            None if self.used.contains(&binder.name) => {
                if self.rebound.contains(&binder.name) {
                    return None;
                }
                named = Some((binder, scrut));
            }
            None => {}
        }
        self.rename_in(alt.rhs, &renaming);
        self.stats.known_cases += 1;
        match named {
            Some(pair) => {
                let pairs = self.program.nodes.pairs.alloc_many([pair]);
                Some(Expr::Let(Bind { is_rec: false, pairs }, alt.rhs))
            }
            None => Some(self.program[alt.rhs]),
        }
    }

    /// `case K e1 .. en of b { K y1 .. yn -> rhs }`, with `b` unused and some field not
    /// an atom (`known_case` takes the rest): `rhs` with each field bound to its
    /// binder, a field of primitive type by `case ei of yi { DEFAULT -> .. }` (the
    /// constructor application computed it there: Core's let/app invariant makes it a
    /// call that cannot fail), a lifted one by `let yi = ei` (lazy, as the field was),
    /// an atom by renaming. `case I# (3# *# x) of I# y -> e` is `case 3# *# x of y ->
    /// e`, which the machine computes without building the `I#`.
    pub(super) fn construction_case(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Case(scrut, binder, ty, alts) = self.program[e] else { return None };
        if self.binder_used(binder.name, alts) {
            return None;
        }
        let scrut = self.program.nodes.under_ticks_and_casts(scrut);
        let (head, args) = self.program.nodes.spine(scrut);
        let Expr::Var(con) = self.program[head] else { return None };
        if self.program.names.info(con).sort != NameSort::DataCon {
            return None;
        }
        let dc = self.program.datacon(con)?;
        if args.len() != dc.arity() || dc.tyvars.len() != dc.n_univ as usize {
            return None;
        }
        let fields: Vec<(ExprId, crate::ir::Field)> =
            args[dc.tyvars.len()..].iter().copied().zip(dc.fields.iter().copied()).collect();
        let alt = *self.program.nodes[alts]
            .iter()
            .find(|a| matches!(a.con, AltCon::Data(c) if c == con))?;
        let binders = self.program.nodes[alt.binders].to_vec();
        // The binders now scope over the later fields too: none may be a name bound
        // twice in this right-hand side (Note [Names bound twice]).
        if binders.len() != fields.len()
            || binders.iter().any(|b| self.rebound.contains(&b.name))
            || fields.iter().any(|&(arg, _)| self.mentions_rebound(arg))
        {
            return None;
        }
        let mut renaming = FxHashMap::default();
        let mut bindings = Vec::new();
        for (&(arg, field), &b) in fields.iter().zip(&binders) {
            match self.program[self.program.nodes.under_ticks_and_casts(arg)] {
                Expr::Var(x) => {
                    renaming.insert(b.name, Field::Var(x));
                }
                Expr::Lit(l) => {
                    renaming.insert(b.name, Field::Lit(l));
                }
                _ if self.is_primitive_number(field.ty) => bindings.push((b, arg, true)),
                _ if !field.strict && !self.is_primitive(field.ty) => {
                    bindings.push((b, arg, false))
                }
                _ => return None,
            }
        }
        if bindings.is_empty() {
            return None;
        }
        self.rename_in(alt.rhs, &renaming);
        let mut body = alt.rhs;
        for (b, arg, unlifted) in bindings.into_iter().rev() {
            let node = if unlifted {
                let default = crate::ir::Alt {
                    con: AltCon::Default,
                    binders: self.program.nodes.binders.alloc_many([]),
                    rhs: body,
                };
                let alts = self.program.nodes.alts.alloc_many([default]);
                Expr::Case(arg, b, ty, alts)
            } else {
                let pairs = self.program.nodes.pairs.alloc_many([(b, arg)]);
                Expr::Let(Bind { is_rec: false, pairs }, body)
            };
            body = self.program.nodes.exprs.alloc(node);
        }
        self.stats.known_cases += 1;
        Some(self.program[body])
    }

    /// `case (case s of { p1 -> e1; p2 -> e2 }) of alts` is `case s of { p1 -> case e1
    /// of alts; p2 -> case e2 of alts }`, `alts` copied with fresh binders, when `alts`
    /// is small (CASE_OF_CASE_SIZE nodes) and the inner `case` has few alternatives
    /// (GHC's case-of-case, without join points). It evaluates the same things in the
    /// same order; the outer alternatives then see which inner one was taken, as in
    /// `mod`'s check of its divisor: `case (case y of { 0# -> divZeroError; -1# -> ..;
    /// _ -> I# (modInt# x y) }) of I# r -> ..`.
    pub(super) fn case_of_case(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Case(scrut, binder, ty, alts) = self.program[e] else { return None };
        let Expr::Case(inner_scrut, inner_binder, _, inner_alts) =
            self.program[self.program.nodes.under_ticks(scrut)]
        else {
            return None;
        };
        if !(2..=4).contains(&inner_alts.len()) || self.rebound.contains(&inner_binder.name) {
            return None;
        }
        let inner: Vec<crate::ir::Alt> = self.program.nodes[inner_alts].to_vec();
        let binds_rebound = inner
            .iter()
            .any(|a| self.program.nodes[a.binders].iter().any(|b| self.rebound.contains(&b.name)));
        let mut size = 0;
        for alt in &self.program.nodes[alts] {
            self.program.nodes.walk(alt.rhs, |_, _| size += 1);
        }
        if binds_rebound || size > CASE_OF_CASE_SIZE || self.program.nodes.exprs.len() > self.limit
        {
            return None;
        }
        let mut new = Vec::with_capacity(inner.len());
        for (k, alt) in inner.iter().enumerate() {
            let outer = self.program.nodes.exprs.alloc(Expr::Case(alt.rhs, binder, ty, alts));
            // The last copy may be the original.
            let rhs = if k + 1 == inner.len() {
                outer
            } else {
                self.copy_fresh(FxHashMap::default(), outer)?
            };
            new.push(crate::ir::Alt { rhs, ..*alt });
        }
        let alts = self.program.nodes.alts.alloc_many(new);
        self.stats.known_cases += 1;
        Some(Expr::Case(inner_scrut, inner_binder, ty, alts))
    }

    /// `case tagToEnum# @T c of { K1 -> a; K2 -> b }`, with the case binder unused, is
    /// `case c of { 0# -> a; 1# -> b }`: the alternatives of `T`'s constructors as
    /// their tags (0-based, as `tagToEnum#` reads them), so that a comparison's result
    /// is matched without building the `Bool` (GHC's simplifier does the same).
    pub(super) fn tag_case(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Case(scrut, binder, ty, alts) = self.program[e] else { return None };
        let (head, args) = self.program.nodes.spine(self.program.nodes.under_ticks(scrut));
        if self.binder_used(binder.name, alts) {
            return None;
        }
        let (Expr::Var(f), [t, tag]) = (self.program[head], args.as_slice()) else { return None };
        if !matches!(self.program[*t], Expr::Type(_))
            || self.program.names.info(f).sort != NameSort::PrimOp
            || self.program.names.occ(f) != "tagToEnum#"
        {
            return None;
        }
        let old = self.program.nodes[alts].to_vec();
        let mut new = Vec::with_capacity(old.len());
        for alt in old {
            let con = match alt.con {
                AltCon::Data(k) => {
                    let dc = self.program.datacon(k)?;
                    if dc.arity() != 0 {
                        return None;
                    }
                    AltCon::Lit(Lit::Num(crate::ir::NumTy::Int, dc.tag as i128 - 1))
                }
                AltCon::Default => AltCon::Default,
                AltCon::Lit(_) => return None,
            };
            new.push(crate::ir::Alt { con, ..alt });
        }
        // GHC's order: the default first.
        new.sort_by_key(|a| !matches!(a.con, AltCon::Default));
        // The binder is unused: its type (`T`, not `Int#`) does not matter.
        let alts = self.program.nodes.alts.alloc_many(new);
        Some(Expr::Case(*tag, binder, ty, alts))
    }

    /// Whether `ty` is one of GHC.Prim's types (unlifted).
    pub(super) fn is_primitive(&self, ty: crate::ir::TypeId) -> bool {
        self.primitive_type(ty).is_some()
    }

    /// Whether `ty` is a primitive number or character (`Int#`, `Double#`, ...), whose
    /// values the machine computes by primitive calls.
    pub(super) fn is_primitive_number(&self, ty: crate::ir::TypeId) -> bool {
        matches!(
            self.primitive_type(ty),
            Some("Int#" | "Word#" | "Char#" | "Double#" | "Float#" | "Int64#" | "Word64#")
        )
    }

    fn primitive_type(&self, ty: crate::ir::TypeId) -> Option<&str> {
        let crate::ir::Type::Con(tc, _) = self.program[ty] else { return None };
        let names = &self.program.names;
        (names.module(tc) == Some("GHC.Prim")).then(|| names.occ(tc))
    }

    /// Whether `name`, a case binder, occurs in the alternatives `alts`.
    fn binder_used(&self, name: NameId, alts: crate::ir::IdxRange<crate::ir::Alt>) -> bool {
        let mut used = false;
        for alt in &self.program.nodes[alts] {
            self.program.nodes.walk(alt.rhs, |_, node| {
                used |= matches!(*node, Expr::Var(v) if v == name);
            });
        }
        used
    }

    /// Whether `e` mentions a name bound twice in the right-hand side being rewritten
    /// (Note [Names bound twice]).
    pub(super) fn mentions_rebound(&self, e: ExprId) -> bool {
        if self.rebound.is_empty() {
            return false;
        }
        let mut found = false;
        self.program.nodes.walk(e, |_, node| {
            found |= matches!(*node, Expr::Var(v) if self.rebound.contains(&v));
        });
        found
    }

    /// Replaces, in place, the variables of `e` that `renaming` names. `e` is a subtree
    /// of the right-hand side being rewritten, which no other node shares.
    fn rename_in(&mut self, e: ExprId, renaming: &FxHashMap<NameId, Field>) {
        let mut found = Vec::new();
        self.program.nodes.walk(e, |id, node| {
            if let Expr::Var(x) = *node {
                if let Some(&field) = renaming.get(&x) {
                    found.push((id, field));
                }
            }
        });
        for (id, field) in found {
            self.program.nodes.exprs[id] = match field {
                Field::Var(x) => Expr::Var(x),
                Field::Lit(l) => Expr::Lit(l),
            };
        }
    }

    /// Removes, in place, the non-recursive `let`s of `root` whose binder it does not
    /// use (a `let` is lazy: an unused one is never evaluated). Resolved `case`s leave
    /// them behind, e.g. the `let` of an inlined call's literal argument.
    pub(super) fn drop_dead_lets(&mut self, root: ExprId) {
        let mut uses: FxHashSet<NameId> = FxHashSet::default();
        let mut lets = Vec::new();
        self.program.nodes.walk(root, |id, node| match *node {
            Expr::Var(x) => {
                uses.insert(x);
            }
            Expr::Let(bind, _) if !bind.is_rec => lets.push(id),
            _ => {}
        });
        // Outermost first, so that a chain of dead lets collapses one by one.
        for id in lets {
            while let Expr::Let(bind, body) = self.program[id] {
                let (binder, _) = self.program.nodes[bind.pairs][0];
                if bind.is_rec || uses.contains(&binder.name) {
                    break;
                }
                self.program.nodes.exprs[id] = self.program[body];
            }
        }
    }

    /// A `case` whose scrutinee is a `let` or a `case` of one alternative, turned inside
    /// out so that the variables the inner code binds or scrutinises are in scope of
    /// the alternatives: `case (let x = a in e) of alts` is `let x = a in case e of
    /// alts`, and `case (case s of K y -> e) of alts` is `case s of K y -> case e of
    /// alts`. Both evaluate the same things in the same order, and the names they move
    /// over are distinct, so nothing is captured.
    pub(super) fn float_scrutinee(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Case(scrut, binder, ty, alts) = self.program[e] else { return None };
        match self.program[self.program.nodes.under_ticks(scrut)] {
            // What the inner code binds comes to scope over `alts`.
            Expr::Let(bind, _)
                if self.program.nodes[bind.pairs]
                    .iter()
                    .any(|(b, _)| self.rebound.contains(&b.name)) =>
            {
                None
            }
            Expr::Case(_, inner_binder, _, inner_alts)
                if self.rebound.contains(&inner_binder.name)
                    || self.program.nodes[inner_alts].iter().any(|a| {
                        self.program.nodes[a.binders].iter().any(|b| self.rebound.contains(&b.name))
                    }) =>
            {
                None
            }
            Expr::Let(bind, body) => {
                let case = self.program.nodes.exprs.alloc(Expr::Case(body, binder, ty, alts));
                Some(Expr::Let(bind, case))
            }
            Expr::Case(inner_scrut, inner_binder, _, inner_alts) if inner_alts.len() == 1 => {
                let alt = self.program.nodes[inner_alts][0];
                let case = self.program.nodes.exprs.alloc(Expr::Case(alt.rhs, binder, ty, alts));
                let alt = self.program.nodes.alts.alloc_many([crate::ir::Alt { rhs: case, ..alt }]);
                Some(Expr::Case(inner_scrut, inner_binder, ty, alt))
            }
            _ => None,
        }
    }

    /// `let x = (let y = a in e) in body` is `let y = a in let x = e in body`: both
    /// `let`s are lazy, so this only moves where `y`'s cell is made, and the names
    /// bound in one right-hand side are distinct, so `y` captures nothing in `body`.
    /// Then `x` is a lambda the pass can inline if it is small (`k` in base's
    /// `foldMap` for lists: `let k = let f1 = (&&) in \x -> f1 (f x)`).
    pub(super) fn float_let(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Let(bind, body) = self.program[e] else { return None };
        if bind.is_rec {
            return None;
        }
        let (x, rhs) = self.program.nodes[bind.pairs][0];
        let Expr::Let(inner, inner_body) = self.program[self.program.nodes.under_ticks(rhs)] else {
            return None;
        };
        if self.program.nodes[inner.pairs].iter().any(|(b, _)| self.rebound.contains(&b.name)) {
            return None;
        }
        let pairs = self.program.nodes.pairs.alloc_many([(x, inner_body)]);
        let outer = self.program.nodes.exprs.alloc(Expr::Let(Bind { is_rec: false, pairs }, body));
        Some(Expr::Let(inner, outer))
    }

    /// `let x = e in case x of alts`, with `x` used nowhere else, is `case e of alts`:
    /// the `case` forces `x` at once, so evaluating `e` there is the same, without the
    /// thunk. Also through `let`s between them: `let x = e in let y = a in case x of
    /// alts` is `let y = a in case e of alts` (making `y`'s cell first changes
    /// nothing).
    pub(super) fn let_to_case(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Let(bind, body) = self.program[e] else { return None };
        if bind.is_rec {
            return None;
        }
        let (x, rhs) = self.program.nodes[bind.pairs][0];
        // The `case` may be under other non-recursive `let`s (which only make cells):
        // `let ds = f y in let r = go ys in case ds of ..` (an inlined `&&`).
        let mut case = self.program.nodes.under_ticks(body);
        while let Expr::Let(inner, inner_body) = self.program[case] {
            if inner.is_rec || self.mentions_rebound(rhs) {
                return None;
            }
            case = self.program.nodes.under_ticks(inner_body);
        }
        let Expr::Case(scrut, binder, ty, alts) = self.program[case] else { return None };
        if !matches!(self.program[self.program.nodes.under_ticks(scrut)], Expr::Var(v) if v == x.name)
        {
            return None;
        }
        // `x` nowhere but the scrutinee.
        let mut uses = 0;
        self.program.nodes.walk(body, |_, node| {
            uses += matches!(*node, Expr::Var(v) if v == x.name) as usize;
        });
        if uses != 1 {
            return None;
        }
        // The `case` node belongs to this right-hand side alone: rewritten in place.
        self.program.nodes.exprs[case] = Expr::Case(rhs, binder, ty, alts);
        Some(self.program[body])
    }

    /// What a `let` of `rhs` makes known: a saturated constructor application of
    /// variables and literals.
    pub(super) fn known_value(&self, rhs: ExprId) -> Option<Known> {
        let (head, args) = self.program.nodes.spine(self.program.nodes.under_ticks_and_casts(rhs));
        let Expr::Var(con) = self.program[head] else { return None };
        if self.program.names.info(con).sort != NameSort::DataCon {
            return None;
        }
        let dc = self.program.datacon(con)?;
        if args.len() != dc.arity() {
            return None;
        }
        let fields = args[dc.tyvars.len()..]
            .iter()
            .map(|&a| match self.program[self.program.nodes.under_ticks_and_casts(a)] {
                Expr::Var(x) => Some(Field::Var(x)),
                Expr::Lit(l @ (Lit::Num(..) | Lit::Char(_) | Lit::Float(_) | Lit::Double(_))) => {
                    Some(Field::Lit(l))
                }
                _ => None,
            })
            .collect::<Option<Arc<[Field]>>>()?;
        Some(Known { con, fields })
    }

    /// What alternative `con`'s binders make known of the scrutinised variable.
    pub(super) fn known_alternative(&self, con: NameId, binders: &[Binder]) -> Known {
        Known { con, fields: binders.iter().map(|b| Field::Var(b.name)).collect() }
    }
}
