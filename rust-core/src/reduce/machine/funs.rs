//! Function-typed inputs: the module's own functions of the type, or a symbolic
//! function built as a table of its applications (Note [Symbolic functions] in
//! `reduce::higher_order`).

use std::sync::Arc;

use super::{Machine, Step};
use crate::error::Error;
use crate::ir::{NameId, TyConFlavour};
use crate::reduce::conjunct;
use crate::reduce::higher_order::{Lambda, Mode, SymFun};
use crate::reduce::machine::Result;
use crate::reduce::primop;
use crate::reduce::readback::read;
use crate::reduce::rtype::{show_type, RType, Subst};
use crate::reduce::state::{Control, Frame, Guard, State};
use crate::reduce::value::{no_addrs, Addr, Head, HeapObj, Prim, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};
use crate::smt::Model;

impl<'p> Machine<'p> {
    /// Forces a function-typed input `ty` (newtypes unwrapped) at `addr`: one state per
    /// module function of the type and/or one where it is a symbolic function, as the
    /// mode says.
    pub(super) fn function_input(&self, st: &mut State, addr: Addr, ty: &RType) -> Result<Step> {
        let RType::Fun(arg_ty, res_ty) = ty else {
            return Err(Error::Internal("a function input of a non-function type".into()).into());
        };
        let symbolic = self.higher_order != Mode::Module && self.tabulable(arg_ty, &mut Vec::new());
        let candidates = match self.higher_order {
            Mode::Symbolic if symbolic => Vec::new(),
            _ => self.function_candidates(ty),
        };
        if candidates.is_empty() && !symbolic {
            return Err(Error::Unsupported {
                what: format!(
                    "a symbolic function of type {}: the module defines no function of that type to choose from, and its argument type is not first-order data",
                    show_type(self.program, ty)
                ),
                at: None,
            }.into());
        }
        if !symbolic {
            // Any function is an input; only these are tried, so no search with such a
            // function input may claim that none exists.
            self.unexplored(format!(
                "inputs of type {} other than the module's own functions of that type",
                show_type(self.program, ty)
            ));
        }
        let n_children = candidates.len() + usize::from(symbolic);
        if n_children > 1
            && self.defer_split(
                st,
                conjunct::CHOICE,
                Control::Enter(addr),
                conjunct::Wait::Enter(addr),
            )
        {
            return Ok(Step::Continue);
        }
        let mut children: Vec<State> = candidates
            .into_iter()
            .map(|f| {
                let mut child = st.fork();
                let fun = self.global_addr(&mut child, f);
                child.heap.set(addr, HeapObj::Apply { fun, args: Arc::from([]) });
                child.ext.trace.chosen_functions.push_back((addr, f));
                child.n_choices += 1;
                child.holes -= 1;
                child.control = Control::Enter(addr);
                child
            })
            .collect();
        if symbolic {
            let mut child = st.fork();
            let spec = child.ext.funs.specs.iter().find(|(a, ..)| *a == addr);
            let spec = spec.map(|(_, p, inputs)| (*p, inputs.clone()));
            let v = Self::sym_fun(&mut child, arg_ty, res_ty, None, spec);
            child.heap.set(addr, HeapObj::Value(v.clone()));
            child.n_choices += 1;
            child.holes -= 1;
            child.control = Control::Return(v);
            if children.is_empty() {
                *st = child;
                return Ok(Step::Continue);
            }
            children.push(child);
        }
        Ok(Step::fork(children))
    }

    /// A new symbolic function of `st` (a table in a replay), as a value.
    fn sym_fun(
        st: &mut State,
        arg_ty: &RType,
        res_ty: &RType,
        table: Option<Arc<Lambda>>,
        spec: Option<(NameId, Arc<[Addr]>)>,
    ) -> Value {
        let n = st.ext.funs.funs.len() as u32;
        st.ext.funs.funs.push_back(SymFun {
            arg_ty: arg_ty.clone(),
            res_ty: res_ty.clone(),
            apps: Default::default(),
            table,
            spec,
        });
        Value::Pap { head: Head::SymFun(n), args: no_addrs(), arity: (0, 1) }
    }

    /// The function a replay runs for a table read from a model.
    pub(in crate::reduce) fn lambda_value(&self, st: &mut State, l: &Arc<Lambda>) -> Value {
        Self::sym_fun(st, &l.arg_ty, &l.res_ty, Some(l.clone()), None)
    }

    /// Whether values of `ty` are first-order data whose normal forms a `case` of
    /// constructor and literal patterns tells apart exactly as equality does:
    /// constructors of data types (no existentials, no constraints, no invariant-keeping
    /// library types) over `Int#`, `Word#`, `Char#`, Integer, and floats (compared by
    /// IEEE `==`, as a literal pattern does; NaN and infinities, which no pattern
    /// writes, are left out in `tabulate`). Functions are not.
    fn tabulable(&self, ty: &RType, seen: &mut Vec<RType>) -> bool {
        let ty = ty.unwrap_newtypes(self.program);
        if seen.contains(&ty) {
            return true;
        }
        let RType::Con(tc, args) = &ty else { return false };
        if let Some(sort) = self.prim_sort(*tc) {
            return matches!(sort, Sort::Bv64 | Sort::Int | Sort::Double | Sort::Float);
        }
        let Some(tycon) = self.program.tycon(*tc) else { return false };
        // `n % d` is no pattern.
        let names = &self.program.names;
        if (names.module(*tc), names.occ(*tc)) == (Some("GHC.Real"), "Ratio") {
            return false;
        }
        if tycon.flavour != TyConFlavour::Data
            || tycon.datacons.is_empty()
            || self.kept_invariant(*tc).is_some()
        {
            return false;
        }
        seen.push(ty.clone());
        tycon.datacons.iter().all(|&d| {
            let Some(dc) = self.program.datacon(d) else { return false };
            if dc.tyvars.len() != args.len() || dc.n_theta != 0 {
                return false;
            }
            let subst: Subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
            dc.fields
                .iter()
                .all(|f| self.tabulable(&RType::from_ir(self.program, f.ty, &subst), seen))
        })
    }

    /// Applies symbolic function `n` to `arg`: forces the argument to normal form first.
    pub(super) fn apply_sym_fun(&self, st: &mut State, n: u32, arg: Addr) -> Result<Step> {
        st.stack.push(Frame::Tabulate(n, arg));
        st.stack.push(Frame::Deep(Vec::new(), false));
        st.control = Control::Enter(arg);
        Ok(Step::Continue)
    }

    /// Symbolic function `n`'s result for the argument at `arg`, now in normal form: in
    /// a replay, its table's; otherwise one state per earlier argument it may equal
    /// (sharing that application's result) and one where it is new.
    pub(super) fn tabulate(&self, st: &mut State, n: u32, arg: Addr, v: Value) -> Result<Step> {
        let Some(fun) = st.ext.funs.funs.get(n as usize).cloned() else {
            return Err(Error::Internal(format!("symbolic function {n} does not exist")).into());
        };
        if let Some(table) = &fun.table {
            let x = read(self, st, arg, &Model::default());
            let res = table.entries.iter().find(|(a, _)| *a == x).map_or(&table.default, |e| &e.1);
            let res = self.alloc_concrete(st, res);
            st.control = Control::Enter(res);
            return Ok(Step::Continue);
        }
        if !self.name_leaves(st, arg, &fun.arg_ty) {
            self.unexplored(
                "paths that apply a function input to a NaN or infinite float, which no pattern writes"
                    .into(),
            );
            return Ok(Step::Done(crate::reduce::state::Outcome::Infeasible));
        }
        let mut equal = Vec::new();
        for (i, (a, _)) in fun.apps.iter().enumerate() {
            match self.same(st, arg, *a)? {
                None => {}
                Some(t) if matches!(*t, Term::Bool(true)) => {
                    // The same argument (classes are pairwise different): no split.
                    st.control = Control::Enter(fun.apps[i].1);
                    return Ok(Step::Continue);
                }
                Some(t) => equal.push((i, t)),
            }
        }
        if !equal.is_empty() && self.defer_branch(st, Frame::Tabulate(n, arg), &v) {
            return Ok(Step::Continue);
        }
        let mut children = Vec::with_capacity(equal.len() + 1);
        for (i, t) in &equal {
            let mut child = st.fork();
            child.constrain(t.clone());
            child.control = Control::Enter(fun.apps[*i].1);
            children.push(child);
        }
        let mut new = st.fork();
        for (_, t) in equal {
            new.constrain(Term::not(t));
        }
        let res = new.alloc(HeapObj::Symbolic(fun.res_ty.clone()));
        if let Some(f) = new.ext.funs.funs.get_mut(n as usize) {
            f.apps.push_back((arg, res));
        }
        new.n_choices += 1;
        new.control = Control::Enter(res);
        if let Some((spec, inputs)) = &fun.spec {
            // Assume the specification of the new application, then return its result.
            // Its type variables are the checked function's, at Int (`search::query`).
            // It takes the annotation's arguments, which may be fewer than the inputs.
            let (n_types, n_values) = self.program.globals.get(spec).map_or((0, 2), |(b, _)| {
                let ty = RType::from_ir(self.program, b.ty, &Subst::default());
                let (vars, body) = ty.split_foralls();
                (vars.len(), body.split_fun().0.len())
            });
            let int = self.program.names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
            let int = int.map_or(RType::Other, |tc| RType::Con(tc, Arc::from([])));
            let types: Vec<Addr> =
                (0..n_types).map(|_| new.alloc_value(Value::Type(int.clone()))).collect();
            let args: Arc<[Addr]> = types
                .into_iter()
                .chain(inputs.iter().copied().take(n_values.saturating_sub(2)))
                .chain([arg, res])
                .collect();
            let pred = self.global_addr(&mut new, *spec);
            let check = new.alloc(HeapObj::Apply { fun: pred, args });
            new.stack.push(Frame::Then(res));
            new.stack.push(Frame::Guard(Guard::Spec));
            new.control = Control::Enter(check);
        }
        if children.is_empty() {
            *st = new;
            return Ok(Step::Continue);
        }
        children.push(new);
        Ok(Step::fork(children))
    }

    /// Gives each primitive of the normal form at `addr` (of type `ty`) that is a
    /// computed term (`x + 1`) a variable of its own, equal to it: readback reads a
    /// table's arguments from the model, which has values only for variables, and the
    /// variable's type constructor says how to read it (`Int#`, `Word#`, `Char#`).
    /// A symbolic float is constrained to be finite; false if a concrete one is not.
    fn name_leaves(&self, st: &mut State, addr: Addr, ty: &RType) -> bool {
        let mut work = vec![(addr, ty.clone())];
        while let Some((addr, ty)) = work.pop() {
            let ty = ty.unwrap_newtypes(self.program);
            let RType::Con(tc, args) = &ty else { continue };
            match st.heap.get(addr).clone() {
                HeapObj::Value(Value::Con { dc, fields }) => {
                    let Some(dc) = self.program.datacon(dc) else { continue };
                    let subst: Subst =
                        dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
                    for (f, &a) in dc.fields.iter().zip(fields.iter()) {
                        work.push((a, RType::from_ir(self.program, f.ty, &subst)));
                    }
                }
                HeapObj::Value(Value::Sym(t)) => {
                    let Some(sort) = self.prim_sort(*tc) else { continue };
                    if matches!(sort, Sort::Double | Sort::Float) {
                        for op in [Op::FIsNaN, Op::FIsInfinite] {
                            st.constrain(Term::not(Term::app(op, Sort::Bool, vec![t.clone()])));
                        }
                    }
                    if !matches!(*t, Term::Var(..)) {
                        let v = st.fresh_sym(sort, *tc);
                        st.constrain(Term::eq(v.clone(), t));
                        st.heap.set(addr, HeapObj::Value(Value::Sym(v)));
                    }
                }
                HeapObj::Value(Value::Prim(Prim::Double(d))) if !d.is_finite() => return false,
                HeapObj::Value(Value::Prim(Prim::Float(f))) if !f.is_finite() => return false,
                _ => {}
            }
        }
        true
    }

    /// When the normal forms at `a` and `b` are equal: `None` if never, else a Bool term
    /// (`true` if always).
    fn same(&self, st: &State, a: Addr, b: Addr) -> Result<Option<TermRef>> {
        let mut conj: Vec<TermRef> = Vec::new();
        let mut work = vec![(a, b)];
        while let Some((a, b)) = work.pop() {
            if a == b {
                continue;
            }
            let (HeapObj::Value(va), HeapObj::Value(vb)) = (st.heap.get(a), st.heap.get(b)) else {
                return Err(
                    Error::Internal("a function's argument is not in normal form".into()).into()
                );
            };
            match (va, vb) {
                (Value::Con { dc: da, fields: fa }, Value::Con { dc: db, fields: fb }) => {
                    if da != db || fa.len() != fb.len() {
                        return Ok(None);
                    }
                    work.extend(fa.iter().copied().zip(fb.iter().copied()));
                }
                (Value::Type(_), Value::Type(_)) => {}
                (x, y) => {
                    let (Some(tx), Some(ty)) = (primop::to_term(x), primop::to_term(y)) else {
                        return Err(Error::Internal(format!(
                            "comparing a function's arguments {x:?} and {y:?}"
                        ))
                        .into());
                    };
                    match (&*tx, &*ty) {
                        (Term::Var(..) | Term::App(..), _) | (_, Term::Var(..) | Term::App(..)) => {
                            conj.push(Term::eq(tx, ty))
                        }
                        _ if tx == ty => {}
                        _ => return Ok(None),
                    }
                }
            }
        }
        Ok(Some(match conj.len() {
            0 => Arc::new(Term::Bool(true)),
            1 => conj.pop().expect("one"),
            _ => Term::app(Op::And, Sort::Bool, conj),
        }))
    }

    /// Top-level functions of the module itself that a higher-order input of type `ty`
    /// may be: their type, with type variables at `Int`, is `ty`.
    pub(super) fn function_candidates(&self, ty: &RType) -> Vec<NameId> {
        let names = &self.program.names;
        let int = names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
        self.program
            .own_bindings()
            .filter(|(b, _)| {
                let occ = names.occ(b.name);
                !occ.starts_with("g2") && !occ.starts_with('$')
            })
            .filter(|(b, _)| {
                let full = RType::from_ir(self.program, b.ty, &Subst::default());
                let (vars, body) = full.split_foralls();
                let subst: Subst = vars
                    .iter()
                    .filter_map(|v| Some((*v, RType::Con(int?, Arc::from([])))))
                    .collect();
                body.substitute(&subst) == *ty
            })
            .map(|(b, _)| b.name)
            .collect()
    }
}
