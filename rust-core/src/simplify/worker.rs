//! Loops over boxed numbers given workers on the unboxed numbers (Note [Workers for
//! loops]).

use rustc_hash::{FxHashMap, FxHashSet};

use super::{copy, Pass};
use crate::ir::{Alt, AltCon, Bind, Binder, Expr, ExprId, Lit, NameId, Type, TypeId};
use crate::reduce::primop::PrimOp;
use crate::smt::term::Op;

// Note [Workers for loops]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// A local loop such as Collatz's `go acc k` (bench/programs/Everyday.hs) takes boxed
// `Int`s: each iteration builds `I# (a +# 1#)` and `I# (..)` for the next call (two
// cells and a constructor each) and takes them apart again at the top. GHC -O gives
// such a function a worker on the unboxed numbers, after its strictness analysis has
// shown that the function evaluates those arguments anyway. This pass does the same
// where that is exact, not only up to GHC's imprecise exceptions:
//
// * The function is bound alone by a `letrec`, takes only value arguments, and every
//   occurrence of it is the head of a call (maybe partial) whose arguments are known.
// * A parameter is unboxed if its type is a constructor of one field of a primitive
//   number (`Int`, `Word`, `Char`, `Double`, `Float`) and either
//   - the body's first action is a `case` of it (`forced`): the wrapper forces it
//     first, as the body did; or
//   - every call passes it a value that is already evaluated or whose evaluation
//     cannot fail, loop or have an effect (`cheap`: a literal, an evaluated variable,
//     a constructor application, a `case` of an evaluated variable or of a total
//     primitive call whose alternatives are such values); then forcing it earlier
//     changes nothing. "Evaluated" assumes the unboxed parameters are (they are, in
//     the worker), so this is a greatest fixed point.
// * `f = \x y -> body` becomes the wrapper `f = \x' y' -> case y' of I# b -> case x'
//   of I# a -> $wf a b` (the forced parameter first) and the worker `$wf = \a b ->
//   let x = I# a in let y = I# b in body`; the recursive calls in the body call the
//   wrapper inlined, so they pass unboxed numbers. The pass's other rules then resolve
//   `case y of I# k` in the body and the `case`s of the calls' arguments.
//
// The only difference is when the forced or cheap arguments are evaluated, which the
// conditions make invisible.

/// What the pass needs of an unboxed parameter: its constructor and the field's type.
#[derive(Copy, Clone)]
struct Boxed {
    con: NameId,
    field: TypeId,
}

impl Pass<'_> {
    /// Gives the single function bound by the `letrec` at `e` a worker on unboxed
    /// numbers, if Note [Workers for loops] allows; true if it did.
    pub(super) fn worker_wrapper(&mut self, e: ExprId) -> bool {
        let Expr::Let(bind, let_body) = self.program[e] else { return false };
        if !bind.is_rec || bind.pairs.len() != 1 {
            return false;
        }
        let (f, rhs) = self.program.nodes[bind.pairs][0];
        let mut params = Vec::new();
        let mut body = self.program.nodes.under_ticks(rhs);
        while let Expr::Lam(b, inner) = self.program[body] {
            if self.program.names.info(b.name).sort == crate::ir::NameSort::TyVar {
                return false;
            }
            params.push(b);
            body = self.program.nodes.under_ticks(inner);
        }
        if params.is_empty() || params.len() > 8 {
            return false;
        }
        let Some(result) = self.result_type(f.ty, params.len()) else { return false };
        let boxed: Vec<Option<Boxed>> = params
            .iter()
            .map(|p| self.boxed(p.ty).or_else(|| self.taken_apart(p.name, body)))
            .collect();
        if boxed.iter().all(Option::is_none) {
            return false;
        }
        let Some(calls) = self.calls_of(f.name, &[body, let_body]) else { return false };
        let calls: Vec<Vec<ExprId>> = calls.into_iter().map(|(_, args)| args).collect();
        let forced = self.forced_first(body).and_then(|x| params.iter().position(|p| p.name == x));
        // Variables evaluated wherever they are in scope: case binders, and binders of
        // primitive type.
        let mut evaluated = FxHashSet::default();
        for root in [body, let_body] {
            self.program.nodes.walk(root, |_, node| {
                if let Expr::Case(_, b, _, alts) = *node {
                    evaluated.insert(b.name);
                    for alt in &self.program.nodes[alts] {
                        for b in &self.program.nodes[alt.binders] {
                            if self.is_primitive(b.ty) {
                                evaluated.insert(b.name);
                            }
                        }
                    }
                }
            });
        }
        // The greatest set of cheap parameters: assumed evaluated, kept if every call
        // passes a cheap value.
        let mut cheap: FxHashSet<usize> = (0..params.len())
            .filter(|&i| boxed[i].is_some() && Some(i) != forced)
            .filter(|&i| calls.iter().all(|args| args.len() > i))
            .collect();
        loop {
            let mut known = evaluated.clone();
            known.extend(cheap.iter().map(|&i| params[i].name));
            known.extend(forced.map(|i| params[i].name));
            let keep: FxHashSet<usize> = cheap
                .iter()
                .copied()
                .filter(|&i| calls.iter().all(|args| self.cheap(args[i], &known, 0)))
                .collect();
            if keep.len() == cheap.len() {
                break;
            }
            cheap = keep;
        }
        let mut unboxed: Vec<usize> = forced.filter(|&i| boxed[i].is_some()).into_iter().collect();
        let mut rest: Vec<usize> = cheap.into_iter().collect();
        rest.sort_unstable();
        unboxed.extend(rest);
        if unboxed.is_empty() {
            return false;
        }
        self.make_worker(e, f, body, &params, &boxed, &unboxed, result);
        self.stats.workers += 1;
        true
    }

    /// The type of `f` (of type `ty`) applied to `n` arguments.
    fn result_type(&self, mut ty: TypeId, n: usize) -> Option<TypeId> {
        for _ in 0..n {
            let Type::Fun(_, r) = self.program[ty] else { return None };
            ty = r;
        }
        Some(ty)
    }

    /// `ty` as a box of one primitive number: its constructor and the field's type.
    fn boxed(&self, ty: TypeId) -> Option<Boxed> {
        let Type::Con(tc, args) = self.program[ty] else { return None };
        if !args.is_empty() {
            return None;
        }
        let tycon = self.program.tycon(tc)?;
        let [con] = *tycon.datacons else { return None };
        let dc = self.program.datacon(con)?;
        let [field] = *dc.fields else { return None };
        (dc.tyvars.is_empty() && !field.strict && self.is_primitive_number(field.ty))
            .then_some(Boxed { con, field: field.ty })
    }

    /// The box `x` is, known from a `case x of K n -> ..` in `body` whose constructor
    /// has one field of a primitive number: in a specialised copy the parameters' types
    /// are type variables (`^{spec 2} @a @b`), but well-typed Core takes a variable
    /// apart only with its type's constructor. The `case` may be of a case binder of
    /// `x` (containers' `go !x (Bin _ y l r) = case compare x y of ..` forces `x` with
    /// `case x of x' { DEFAULT -> .. }` and takes `x'` apart), which has `x`'s type.
    fn taken_apart(&self, x: NameId, body: ExprId) -> Option<Boxed> {
        let mut found = None;
        let mut names = vec![x];
        // A walk visits a `case` before the cases inside it, so a case binder is known
        // before it is taken apart.
        self.program.nodes.walk(body, |_, node| {
            let Expr::Case(scrut, binder, _, alts) = *node else { return };
            if found.is_some()
                || !matches!(self.program[self.program.nodes.under_ticks(scrut)], Expr::Var(v) if names.contains(&v))
            {
                return;
            }
            names.push(binder.name);
            let alts = &self.program.nodes[alts];
            if let [Alt { con: AltCon::Data(con), .. }] = alts {
                let dc = self.program.datacon(*con);
                if let Some(dc) = dc.filter(|dc| dc.tyvars.is_empty()) {
                    if let [field] = *dc.fields {
                        if !field.strict && self.is_primitive_number(field.ty) {
                            found = Some(Boxed { con: *con, field: field.ty });
                        }
                    }
                }
            }
        });
        found
    }

    /// Every occurrence of `f` in `roots`, as the node of its call (the whole spine) and
    /// the call's arguments (none for an occurrence that is not applied); None if there
    /// are too many nodes to look at.
    fn calls_of(&self, f: NameId, roots: &[ExprId]) -> Option<Vec<(ExprId, Vec<ExprId>)>> {
        let mut calls = Vec::new();
        let mut stack: Vec<ExprId> = roots.to_vec();
        let mut seen = 0usize;
        while let Some(e) = stack.pop() {
            seen += 1;
            if seen > 200_000 {
                return None;
            }
            match self.program[e] {
                Expr::App(..) => {
                    let (head, args) = self.program.nodes.spine(e);
                    if matches!(self.program[head], Expr::Var(h) if h == f) {
                        calls.push((e, args.clone()));
                    } else {
                        stack.push(head);
                    }
                    stack.extend(args);
                }
                Expr::Var(x) if x == f => calls.push((e, Vec::new())),
                Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
                Expr::Lam(_, b) | Expr::Cast(b, _) | Expr::Tick(_, b) => stack.push(b),
                Expr::Let(bind, b) => {
                    stack.push(b);
                    stack.extend(self.program.nodes[bind.pairs].iter().map(|&(_, r)| r));
                }
                Expr::Case(s, _, _, alts) => {
                    stack.push(s);
                    stack.extend(self.program.nodes[alts].iter().map(|a| a.rhs));
                }
            }
        }
        Some(calls)
    }

    /// The variable the body's first action forces: `case x of ..` under `let`s
    /// (which only make cells).
    fn forced_first(&self, mut body: ExprId) -> Option<NameId> {
        loop {
            match self.program[body] {
                Expr::Let(bind, inner) if !bind.is_rec => body = inner,
                Expr::Tick(_, inner) => body = inner,
                Expr::Case(scrut, ..) => {
                    return match self.program[self.program.nodes.under_ticks(scrut)] {
                        Expr::Var(x) => Some(x),
                        _ => None,
                    }
                }
                _ => return None,
            }
        }
    }

    /// Whether evaluating `e` cannot fail, loop or have an effect, the variables in
    /// `evaluated` being evaluated (Note [Workers for loops]).
    fn cheap(&self, e: ExprId, evaluated: &FxHashSet<NameId>, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        let e = self.program.nodes.under_ticks_and_casts(e);
        match self.program[e] {
            Expr::Lit(_) => true,
            Expr::Var(x) => evaluated.contains(&x),
            Expr::Case(scrut, b, _, alts) => {
                let scrut_ok = match self.program[self.program.nodes.under_ticks(scrut)] {
                    Expr::Var(x) => evaluated.contains(&x),
                    _ => self.total_prim_call(scrut, evaluated, depth + 1),
                };
                let mut inner = evaluated.clone();
                inner.insert(b.name);
                scrut_ok
                    && self.program.nodes[alts].iter().all(|alt| {
                        let mut inner = inner.clone();
                        for b in &self.program.nodes[alt.binders] {
                            if self.is_primitive(b.ty) {
                                inner.insert(b.name);
                            }
                        }
                        self.cheap(alt.rhs, &inner, depth + 1)
                    })
            }
            Expr::App(..) => {
                let (head, args) = self.program.nodes.spine(e);
                let Expr::Var(con) = self.program[head] else { return false };
                let Some(dc) = self.program.datacon(con) else {
                    return self.total_prim_call(e, evaluated, depth + 1);
                };
                if args.len() != dc.arity() {
                    return false;
                }
                // A lazy field is a cell; an unlifted one is computed, so it must be
                // total; a strict one would be forced.
                args[dc.tyvars.len()..].iter().zip(dc.fields.iter()).all(|(&a, field)| {
                    match self.program[self.program.nodes.under_ticks_and_casts(a)] {
                        Expr::Var(x) if field.strict => evaluated.contains(&x),
                        Expr::Var(_) | Expr::Lit(_) => true,
                        _ if self.is_primitive(field.ty) => {
                            self.total_prim_call(a, evaluated, depth + 1)
                        }
                        _ => !field.strict,
                    }
                })
            }
            _ => false,
        }
    }

    /// Whether `e` is a primitive call that cannot fail on operands that are literals,
    /// evaluated variables or such calls: arithmetic, comparisons and bit operations,
    /// and division by a literal other than 0 and -1.
    fn total_prim_call(&self, e: ExprId, evaluated: &FxHashSet<NameId>, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        let (head, args) = self.program.nodes.spine(self.program.nodes.under_ticks(e));
        let Expr::Var(p) = self.program[head] else { return false };
        if self.program.names.info(p).sort != crate::ir::NameSort::PrimOp {
            return false;
        }
        let Some(op) = PrimOp::lookup(self.program.names.occ(p)) else { return false };
        let operand = |a: ExprId| match self.program[self.program.nodes.under_ticks(a)] {
            Expr::Lit(_) => true,
            Expr::Var(x) => evaluated.contains(&x),
            Expr::App(..) => self.total_prim_call(a, evaluated, depth + 1),
            _ => false,
        };
        let total = match op {
            PrimOp::Arith(_, Op::Quot | Op::Rem | Op::Div | Op::Mod | Op::UQuot | Op::URem) => {
                matches!(
                    args.get(1).map(|&d| self.program[d]),
                    Some(Expr::Lit(Lit::Num(_, d))) if d != 0 && d != -1
                )
            }
            PrimOp::Arith(..) | PrimOp::Compare(..) | PrimOp::Neg(_) | PrimOp::Narrow(..) => true,
            _ => false,
        };
        total && args.len() == op.arity().1 && args.iter().all(|&a| operand(a))
    }

    /// The rewrite itself (Note [Workers for loops]).
    #[allow(clippy::too_many_arguments)]
    fn make_worker(
        &mut self,
        e: ExprId,
        f: Binder,
        body: ExprId,
        params: &[Binder],
        boxed: &[Option<Boxed>],
        unboxed: &[usize],
        result: TypeId,
    ) {
        let worker_name = copy::fresh_prefixed(&mut self.program.names, f.name, "$w");
        // The worker's parameters: the unboxed numbers, and the others as they were.
        let mut worker_params = Vec::with_capacity(params.len());
        let mut numbers: FxHashMap<usize, Binder> = FxHashMap::default();
        for (i, p) in params.iter().enumerate() {
            if unboxed.contains(&i) {
                let b =
                    Binder { name: self.fresh_like(p.name), ty: boxed[i].expect("boxed").field };
                numbers.insert(i, b);
                worker_params.push(b);
            } else {
                worker_params.push(*p);
            }
        }
        let mut worker_ty = result;
        for b in worker_params.iter().rev() {
            worker_ty = self.program.nodes.types.alloc(Type::Fun(b.ty, worker_ty));
        }
        let worker = Binder { name: worker_name, ty: worker_ty };
        // The recursive calls in the body call the wrapper, inlined.
        let n = params.len();
        let calls = self.calls_of(f.name, &[body]).unwrap_or_default();
        for (node, args) in calls.into_iter().filter(|(_, args)| args.len() >= n) {
            let node = super::prefix(self.program, node, args.len() - n);
            let call = self.wrapper_call(worker_name, &args[..n], params, boxed, unboxed, result);
            self.program.nodes.exprs[node] = call;
        }
        // The worker: the boxed parameters rebuilt from the numbers, then the body.
        let mut worker_body = body;
        for &i in unboxed.iter().rev() {
            let number = numbers[&i];
            let con = self.program.nodes.exprs.alloc(Expr::Var(boxed[i].expect("boxed").con));
            let arg = self.program.nodes.exprs.alloc(Expr::Var(number.name));
            let value = self.program.nodes.exprs.alloc(Expr::App(con, arg));
            let pairs = self.program.nodes.pairs.alloc_many([(params[i], value)]);
            worker_body = self
                .program
                .nodes
                .exprs
                .alloc(Expr::Let(Bind { is_rec: false, pairs }, worker_body));
        }
        for b in worker_params.iter().rev() {
            worker_body = self.program.nodes.exprs.alloc(Expr::Lam(*b, worker_body));
        }
        // The wrapper: fresh parameters, the call of the worker.
        let wrapper_params: Vec<Binder> =
            params.iter().map(|p| Binder { name: self.fresh_like(p.name), ty: p.ty }).collect();
        let args: Vec<ExprId> = wrapper_params
            .iter()
            .map(|p| self.program.nodes.exprs.alloc(Expr::Var(p.name)))
            .collect();
        let mut wrapper = self.wrapper_call(worker_name, &args, params, boxed, unboxed, result);
        for b in wrapper_params.iter().rev() {
            let inner = self.program.nodes.exprs.alloc(wrapper);
            wrapper = Expr::Lam(*b, inner);
        }
        let wrapper = self.program.nodes.exprs.alloc(wrapper);
        let Expr::Let(_, let_body) = self.program[e] else { unreachable!("a letrec") };
        let pairs = self.program.nodes.pairs.alloc_many([(f, wrapper), (worker, worker_body)]);
        self.program.nodes.exprs[e] = Expr::Let(Bind { is_rec: true, pairs }, let_body);
    }

    /// `$wf` applied to `args` taken apart (a call of type `ty`): `case a of I# n -> .. $wf .. n ..`, the
    /// unboxed parameters in the order of `unboxed`.
    fn wrapper_call(
        &mut self,
        worker: NameId,
        args: &[ExprId],
        params: &[Binder],
        boxed: &[Option<Boxed>],
        unboxed: &[usize],
        ty: TypeId,
    ) -> Expr {
        let mut operands: Vec<ExprId> = args.to_vec();
        let mut unpack = Vec::new();
        for &i in unboxed {
            let b = boxed[i].expect("boxed");
            let number = Binder { name: self.fresh_like(params[i].name), ty: b.field };
            operands[i] = self.program.nodes.exprs.alloc(Expr::Var(number.name));
            unpack.push((args[i], b.con, number, params[i].ty));
        }
        let mut call = Expr::Var(worker);
        for &a in &operands {
            let f = self.program.nodes.exprs.alloc(call);
            call = Expr::App(f, a);
        }
        for (scrut, con, number, box_ty) in unpack.into_iter().rev() {
            let rhs = self.program.nodes.exprs.alloc(call);
            let binders = self.program.nodes.binders.alloc_many([number]);
            let alts =
                self.program.nodes.alts.alloc_many([Alt { con: AltCon::Data(con), binders, rhs }]);
            let binder = Binder { name: self.fresh_like(number.name), ty: box_ty };
            call = Expr::Case(scrut, binder, ty, alts);
        }
        call
    }

    fn fresh_like(&mut self, like: NameId) -> NameId {
        copy::fresh(&mut self.program.names, like)
    }
}
