//! Inputs of containers' types (`Data.Map`, `Data.Set`, `Data.IntMap`,
//! `Data.Sequence`): built by the library's own `fromList` from a symbolic list (Note
//! [Container inputs]).

// Note [Container inputs]
// ~~~~~~~~~~~~~~~~~~~~~~~
// A `Map` is a balanced search tree; one built from its constructors could be
// unsorted or unbalanced, a value no program can make, so it is never built that way.
// Instead a symbolic `Map k v` input becomes the call `fromList @k @v dOrd xs` on a
// fresh symbolic list `xs :: [(k, v)]` (`Set`: `[k]`; `IntMap`: `[(Int, v)]`, no
// dictionary; `Seq a`: `[a]`, no dictionary, the input seen as the newtype's
// `FingerTree (Elem a)`, whose cached sizes a tree built from constructors would get
// wrong). The invariant then holds by construction, and since every map is
// `fromList` of some list, the search still covers every input: "none exist" stays
// true. The call's result overwrites the input's cell like any thunk's, so the
// input is read back as the tree containers built, replayed as that tree, and printed
// as GHC's `show` prints it (`fromList [(1,'a')]`: `report::value`). The `Ord k`
// dictionary is one the program has: a global whose type is `Ord T`, or an instance
// function `forall a. Ord a -> Ord (T a)` applied to the dictionaries of its own
// constraints. When `fromList` or a dictionary is not in the program (it reached
// neither), the input is not built, and the outcome says so.

use std::sync::Arc;

use super::Machine;
use crate::ir::{NameId, Namespace, Program, Type, TypeId};
use crate::reduce::rtype::{RType, Subst};
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Addr, HeapObj, Value};

/// Dictionaries nested deeper than this (`Ord [[[...]]]`) are not looked for.
const MAX_DICT_DEPTH: usize = 8;

impl<'p> Machine<'p> {
    /// Makes the input at `addr`, of the containers type `tc args`, the call of its
    /// type's `fromList` on a fresh symbolic list, and enters it. `Err` says why it
    /// cannot (the outcome names it).
    pub(super) fn container_input(
        &self,
        st: &mut State,
        addr: Addr,
        tc: NameId,
        args: &[RType],
    ) -> Result<(), String> {
        let names = &self.program.names;
        let (module, ord_key) = match (names.module(tc), names.occ(tc), args) {
            (Some("Data.Map.Internal"), "Map", [k, _]) => ("Data.Map.Internal", Some(k)),
            (Some("Data.Set.Internal"), "Set", [k]) => ("Data.Set.Internal", Some(k)),
            (Some("Data.IntMap.Internal"), "IntMap", [_]) => ("Data.IntMap.Internal", None),
            (Some("Data.Sequence.Internal"), "Seq" | "FingerTree", [_]) => {
                ("Data.Sequence.Internal", None)
            }
            _ => return Err("it is not built from a list".into()),
        };
        let from_list = names
            .find(module, "fromList", Namespace::Value)
            .filter(|f| self.program.globals.contains_key(f))
            .ok_or_else(|| format!("the program does not reach {module}.fromList"))?;
        let tycon = |m: &str, occ: &str| {
            names.find(m, occ, Namespace::TyCon).ok_or_else(|| format!("no type {m}.{occ}"))
        };
        let list = tycon("GHC.Types", "[]")?;
        // A `Seq a` is a newtype of `FingerTree (Elem a)`, the type the input has once
        // newtypes are seen through; `fromList` takes the element type `a`.
        let seq_elem = match (names.occ(tc), args) {
            ("Seq", [a]) => Some(a.clone()),
            ("FingerTree", [RType::Con(e, inner)])
                if names.occ(*e) == "Elem"
                    && names.module(*e) == Some("Data.Sequence.Internal")
                    && inner.len() == 1 =>
            {
                Some(inner[0].clone())
            }
            ("FingerTree", _) => return Err("it is a tree of nodes, not of elements".into()),
            _ => None,
        };
        let args: &[RType] = match &seq_elem {
            Some(a) => std::slice::from_ref(a),
            None => args,
        };
        let elem = match (names.occ(tc), args) {
            ("Seq" | "FingerTree", [a]) => a.clone(),
            ("Set", [k]) => k.clone(),
            ("Map", [k, v]) => {
                RType::Con(tycon("GHC.Tuple", "(,)")?, Arc::from([k.clone(), v.clone()]))
            }
            (_, [v]) => {
                let int = RType::Con(tycon("GHC.Types", "Int")?, Arc::from([]));
                RType::Con(tycon("GHC.Tuple", "(,)")?, Arc::from([int, v.clone()]))
            }
            _ => return Err("it is not built from a list".into()),
        };
        let mut call: Vec<Addr> =
            args.iter().map(|t| st.alloc_value(Value::Type(t.clone()))).collect();
        if let Some(k) = ord_key {
            let ord = tycon("GHC.Classes", "Ord")?;
            let dict = self.dictionary(st, ord, k, 0).ok_or_else(|| {
                format!(
                    "the program has no instance Ord {} to build it with",
                    crate::reduce::rtype::show_type(self.program, k)
                )
            })?;
            call.push(dict);
        }
        call.push(st.alloc(HeapObj::Symbolic(RType::Con(list, Arc::from([elem])))));
        let fun = self.global_addr(st, from_list);
        st.holes -= 1;
        st.heap.set(addr, HeapObj::Apply { fun, args: Arc::from(call) });
        st.control = Control::Enter(addr);
        Ok(())
    }

    /// A dictionary of `class ty` built from the program's globals: one of type
    /// `class ty` itself, or an instance function whose constraints are met in turn.
    fn dictionary(&self, st: &mut State, class: NameId, ty: &RType, depth: usize) -> Option<Addr> {
        if depth > MAX_DICT_DEPTH {
            return None;
        }
        let mut candidates: Vec<NameId> = self.program.globals.keys().copied().collect();
        candidates.sort_unstable_by_key(|n| n.0);
        for name in candidates {
            let (binder, _) = self.program.globals[&name];
            let program = self.program;
            let Some((vars, constraints)) = instance_head(program, binder.ty, class) else {
                continue;
            };
            let Some((&last, constraints)) = constraints.split_last() else { continue };
            let Type::Con(_, last_args) = program[last] else { continue };
            let &[head] = &program[last_args] else { continue };
            let mut subst = Subst::default();
            if !matches(&RType::from_ir(program, head, &Subst::default()), ty, &vars, &mut subst)
                || vars.iter().any(|v| !subst.contains_key(v))
            {
                continue;
            }
            let mut args: Vec<Addr> =
                vars.iter().map(|v| st.alloc_value(Value::Type(subst[v].clone()))).collect();
            let mut met = true;
            for &c in constraints {
                match RType::from_ir(program, c, &subst) {
                    RType::Con(c_class, c_args)
                        if c_args.len() == 1
                            && self
                                .program
                                .tycon(c_class)
                                .is_some_and(|t| t.flavour == crate::ir::TyConFlavour::Class) =>
                    {
                        match self.dictionary(st, c_class, &c_args[0], depth + 1) {
                            Some(d) => args.push(d),
                            None => met = false,
                        }
                    }
                    _ => met = false,
                }
                if !met {
                    break;
                }
            }
            if !met {
                continue;
            }
            let fun = self.global_addr(st, name);
            return Some(if args.is_empty() {
                fun
            } else {
                st.alloc(HeapObj::Apply { fun, args: Arc::from(args) })
            });
        }
        None
    }
}

/// For a type `forall vs. C1 t1 -> ... -> class t`, its variables and the types
/// `[C1 t1, ..., class t]` (the constraints, then the head); `None` for any other type.
fn instance_head(
    program: &Program,
    ty: TypeId,
    class: NameId,
) -> Option<(Vec<NameId>, Vec<TypeId>)> {
    let mut vars = Vec::new();
    let mut t = ty;
    while let Type::ForAll(v, body) = program[t] {
        vars.push(v);
        t = body;
    }
    let mut parts = Vec::new();
    while let Type::Fun(arg, res) = program[t] {
        // Only dictionary arguments: a class applied to one type.
        if !matches!(program[arg], Type::Con(_, args) if args.len() == 1) {
            return None;
        }
        parts.push(arg);
        t = res;
    }
    match program[t] {
        Type::Con(c, args) if c == class && args.len() == 1 => {
            parts.push(t);
            Some((vars, parts))
        }
        _ => None,
    }
}

/// Whether `pat` (with variables `vars`) matches `ty`, extending `subst`.
fn matches(pat: &RType, ty: &RType, vars: &[NameId], subst: &mut Subst) -> bool {
    match (pat, ty) {
        (RType::Var(v), _) if vars.contains(v) => match subst.get(v) {
            Some(bound) => bound == ty,
            None => {
                subst.insert(*v, ty.clone());
                true
            }
        },
        (RType::Con(a, xs), RType::Con(b, ys)) => {
            a == b
                && xs.len() == ys.len()
                && xs.iter().zip(ys.iter()).all(|(x, y)| matches(x, y, vars, subst))
        }
        (RType::Fun(a, r), RType::Fun(b, s)) => {
            matches(a, b, vars, subst) && matches(r, s, vars, subst)
        }
        _ => pat == ty,
    }
}
