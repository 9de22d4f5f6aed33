//! Between concrete values and a state's heap: allocating a [`Concrete`] value (replayed
//! inputs, generator values, parts of an input the caller sent), and reading values back
//! out of a state: an input or a result under a model ([`read`]), and evaluated strings
//! (the text of an error).

use std::sync::Arc;

use num_bigint::BigInt;

use super::higher_order::Lambda;
use super::machine::Machine;
use super::primop;
use super::rtype::RType;
use super::state::State;
use super::value::{Addr, Concrete, Head, HeapObj, Prim, Value};
use crate::ir::{NameId, Program, TyConFlavour};
use crate::smt::{Model, ModelValue, Sort, Term};

/// The UTF-8 C string an evaluated `Addr#` at `addr` points to.
pub(super) fn c_string_at(st: &State, addr: Addr) -> Option<String> {
    match st.heap.get(addr) {
        HeapObj::Value(Value::Prim(Prim::Addr(bytes, off))) => {
            Some(String::from_utf8_lossy(primop::c_string(bytes, *off)).into_owned())
        }
        _ => None,
    }
}

impl<'p> Machine<'p> {
    /// Allocates a concrete value in a state's heap.
    pub fn alloc_concrete(&self, st: &mut State, c: &Concrete) -> Addr {
        match c {
            Concrete::Global(name) => {
                let fun = self.global_addr(st, *name);
                let addr = st.alloc(HeapObj::Apply { fun, args: Arc::from([]) });
                st.ext.trace.chosen_functions.push_back((addr, *name));
                addr
            }
            Concrete::Remote(id) => st.alloc(HeapObj::Remote(*id)),
            Concrete::Lambda(l) => {
                let v = self.lambda_value(st, l);
                st.alloc_value(v)
            }
            Concrete::Fun | Concrete::Unknown | Concrete::Cut => st.alloc(HeapObj::Blackhole),
            Concrete::Array(elems) => {
                // Each element in a cell of its own, behind an indirection (Note [Arrays]).
                let cells: Arc<[Addr]> = elems
                    .iter()
                    .map(|e| {
                        let fun = self.alloc_concrete(st, e);
                        st.alloc(HeapObj::Apply { fun, args: Arc::from([]) })
                    })
                    .collect();
                st.alloc_value(Value::Prim(Prim::Array(cells)))
            }
            Concrete::Con(..) | Concrete::Prim(_) => {
                let v = self.data_value(st, c).expect("a constructor or a primitive");
                st.alloc_value(v)
            }
        }
    }

    /// The value of a constructor or primitive (its fields allocated); None otherwise.
    pub(super) fn data_value(&self, st: &mut State, c: &Concrete) -> Option<Value> {
        match c {
            Concrete::Con(dc, fields) => {
                let fields: Vec<Addr> = fields.iter().map(|f| self.alloc_concrete(st, f)).collect();
                Some(Value::Con { dc: *dc, fields: fields.into() })
            }
            Concrete::Prim(p) => Some(Value::Prim(p.clone())),
            _ => None,
        }
    }

    /// The evaluated `String` at `addr`.
    pub(super) fn string_at(&self, st: &State, mut addr: Addr) -> Option<String> {
        let value = |a: Addr| match st.heap.get(a) {
            HeapObj::Value(v) => Some(v),
            _ => None,
        };
        let mut out = String::new();
        loop {
            match value(addr)? {
                Value::Con { dc, .. } if Some(*dc) == self.known.nil => return Some(out),
                Value::Con { dc, fields } if Some(*dc) == self.known.cons => {
                    match value(fields[0])? {
                        Value::Con { fields: c, .. } => match value(c[0])? {
                            Value::Prim(Prim::Char(ch)) => {
                                out.push(char::from_u32(*ch).unwrap_or(char::REPLACEMENT_CHARACTER))
                            }
                            _ => return None,
                        },
                        _ => return None,
                    }
                    addr = fields[1];
                }
                _ => return None,
            }
        }
    }
}

// ----- Reading values out of a state ---------------------------------------------------

/// How deep `read` goes: a list of up to this many cells reads whole. Read-back, and the
/// derived `Drop`, `Clone` and `PartialEq` of `Concrete`, recurse once per cell, so the
/// depth is bounded by the stack of the threads that read values (1 GiB: `g2`'s worker,
/// the C ABI's and G2Q's sessions), each level well under a kilobyte. Deeper parts are
/// `Concrete::Cut`.
pub const MAX_DEPTH: usize = 1_000_000;

/// Reads the value at `addr`. Symbolic variables take their value from `model`; parts
/// never demanded take a simple default (0, `[]`, the first constructor).
pub fn read(m: &Machine<'_>, st: &State, addr: Addr, model: &Model) -> Concrete {
    read_at(m, st, addr, model, 0)
}

fn read_at(m: &Machine<'_>, st: &State, addr: Addr, model: &Model, depth: usize) -> Concrete {
    if depth > MAX_DEPTH {
        return Concrete::Cut;
    }
    if let Some((_, f)) = st.ext.trace.chosen_functions.iter().find(|(a, _)| *a == addr) {
        return Concrete::Global(*f);
    }
    match st.heap.get(addr) {
        HeapObj::Value(Value::Con { dc, fields }) => Concrete::Con(
            *dc,
            fields.iter().map(|&f| read_at(m, st, f, model, depth + 1)).collect(),
        ),
        HeapObj::Value(Value::Prim(Prim::Array(cells))) => {
            Concrete::Array(cells.iter().map(|&c| read_at(m, st, c, model, depth + 1)).collect())
        }
        HeapObj::Value(Value::Prim(p)) => Concrete::Prim(p.clone()),
        HeapObj::Value(Value::Sym(t)) => match &**t {
            Term::Var(id, _) => {
                let (sort, tycon) = st.sym_types[*id as usize];
                sym_value(m.program, sort, tycon, model.values.get(id))
            }
            // A primitive computed from inputs, kept in a value (IntMap's prefix and
            // mask, computed from its symbolic keys): its value under the model.
            _ => {
                match crate::smt::eval::eval(t, &completed(t, model)) {
                    // An Int# (a word or char would have been a variable of its own).
                    Some(ModelValue::Bits(b)) => Concrete::Prim(Prim::Int(b as i64)),
                    Some(ModelValue::Int(i)) => Concrete::Prim(Prim::Integer(i)),
                    Some(ModelValue::Double(d)) => Concrete::Prim(Prim::Double(d)),
                    Some(ModelValue::Float(f)) => Concrete::Prim(Prim::Float(f)),
                    Some(ModelValue::Bool(_)) | None => Concrete::Unknown,
                }
            }
        },
        HeapObj::Value(Value::Pap { head: Head::SymFun(n), .. }) => {
            match st.ext.funs.funs.get(*n as usize) {
                Some(f) => match &f.table {
                    Some(table) => Concrete::Lambda(table.clone()),
                    None => {
                        let entries: Vec<(Concrete, Concrete)> = f
                            .apps
                            .iter()
                            .map(|&(a, r)| {
                                let arg = read_at(m, st, a, model, depth + 1);
                                (arg, read_at(m, st, r, model, depth + 1))
                            })
                            .collect();
                        // With a specification, a result that met it (Note [Symbolic
                        // functions]); entries that give the default say nothing.
                        let default = match (&f.spec, entries.first()) {
                            // Never applied: any result, `undefined` (which also types
                            // where the run's `Int` was a type variable).
                            (_, None) => Concrete::Unknown,
                            (Some(_), Some((_, r))) => r.clone(),
                            (None, Some(_)) => default_value(m, &f.res_ty, 0),
                        };
                        let entries = entries.into_iter().filter(|(_, r)| *r != default).collect();
                        let (arg_ty, res_ty) = (f.arg_ty.clone(), f.res_ty.clone());
                        Concrete::Lambda(Arc::new(Lambda { arg_ty, res_ty, entries, default }))
                    }
                },
                None => Concrete::Unknown,
            }
        }
        HeapObj::Value(Value::Lam { .. } | Value::Pap { .. }) => Concrete::Fun,
        HeapObj::Value(Value::Type(_)) => Concrete::Unknown,
        HeapObj::Symbolic(ty) => default_value(m, ty, 0),
        HeapObj::Spine { ty, len } => default_list(m, ty, len, model, depth),
        HeapObj::Tree(tree) => super::machine::default_tree(m, tree, model, depth),
        HeapObj::Remote(id) => Concrete::Remote(*id),
        // A nullary constructor as an argument (`Bin 1# k x (Tip @k @a) (Tip @k @a)` in
        // containers' code) is a thunk nobody needs to force: it is that constructor.
        HeapObj::Thunk { expr, .. } => match nullary_con(m.program, *expr) {
            Some(dc) => Concrete::Con(dc, Vec::new()),
            None => Concrete::Unknown,
        },
        HeapObj::Blackhole | HeapObj::Apply { .. } | HeapObj::Free(_) => Concrete::Unknown,
    }
}

/// A list input no one looked into, of the length `len` has under `model`: its
/// elements take their type's default (Note [Lengths of inputs] in
/// `machine/spine.rs`). What lies deeper than `MAX_DEPTH` is `Cut`.
fn default_list(m: &Machine<'_>, ty: &RType, len: &Term, model: &Model, depth: usize) -> Concrete {
    let (RType::Con(_, args), Some(nil), Some(cons)) = (ty, m.known.nil, m.known.cons) else {
        return Concrete::Unknown;
    };
    let n = match crate::smt::eval::eval(len, &completed(len, model)) {
        Some(ModelValue::Bits(n)) => n,
        _ => return Concrete::Unknown,
    };
    let room = MAX_DEPTH.saturating_sub(depth) as u64;
    let elem = default_value(m, &args[0], 0);
    let mut list = if n > room { Concrete::Cut } else { Concrete::Con(nil, Vec::new()) };
    for _ in 0..n.min(room) {
        list = Concrete::Con(cons, vec![elem.clone(), list]);
    }
    list
}

/// `t` under `model`, its variables the model leaves open at their defaults (0).
pub(super) fn completed_eval(t: &Term, model: &Model) -> Option<ModelValue> {
    crate::smt::eval::eval(t, &completed(t, model))
}

/// `model` with the variables of `t` it leaves open at their defaults (0), as [`read`]
/// reads an input variable the model does not mention.
fn completed(t: &Term, model: &Model) -> Model {
    let mut vars = Vec::new();
    t.vars(&mut vars);
    let mut out = model.clone();
    for (id, sort) in vars {
        out.values.entry(id).or_insert_with(|| match sort {
            Sort::Int => ModelValue::Int(BigInt::from(0)),
            Sort::Double => ModelValue::Double(0.0),
            Sort::Float => ModelValue::Float(0.0),
            Sort::Bool => ModelValue::Bool(false),
            Sort::Bv64 => ModelValue::Bits(0),
        });
    }
    out
}

/// The nullary data constructor an expression is, under type applications, ticks and
/// casts.
fn nullary_con(program: &Program, e: crate::ir::ExprId) -> Option<NameId> {
    use crate::ir::Expr;
    match program[e] {
        Expr::Var(x) => program.datacon(x).filter(|dc| dc.fields.is_empty()).map(|dc| dc.name),
        Expr::App(f, a) if matches!(program[a], Expr::Type(_)) => nullary_con(program, f),
        Expr::Tick(_, inner) | Expr::Cast(inner, _) => nullary_con(program, inner),
        _ => None,
    }
}

/// A primitive of the type constructor `tycon` from a model value (or its default).
fn sym_value(program: &Program, sort: Sort, tycon: NameId, v: Option<&ModelValue>) -> Concrete {
    let occ = program.names.occ(tycon);
    Concrete::Prim(match (sort, v) {
        (Sort::Bv64, v) => {
            let bits = match v {
                Some(ModelValue::Bits(b)) => *b,
                _ => 0,
            };
            match occ {
                "Word#" | "Word64#" => Prim::Word(bits),
                // In 0..=0x10FFFF by the side condition of every symbolic Char#.
                "Char#" => Prim::Char(bits as u32),
                _ => Prim::Int(bits as i64),
            }
        }
        (Sort::Int, Some(ModelValue::Int(i))) => Prim::Integer(i.clone()),
        (Sort::Int, _) => Prim::Integer(BigInt::from(0)),
        (Sort::Double, Some(ModelValue::Double(d))) => Prim::Double(*d),
        (Sort::Double, _) => Prim::Double(0.0),
        (Sort::Float, Some(ModelValue::Float(f))) => Prim::Float(*f),
        (Sort::Float, _) => Prim::Float(0.0),
        (Sort::Bool, _) => Prim::Int(0),
    })
}

/// The simplest value of a type: 0, `[]`, the first constructor with simple fields.
pub fn default_value(m: &Machine<'_>, ty: &RType, depth: usize) -> Concrete {
    let program = m.program;
    let ty = ty.unwrap_newtypes(program);
    if let RType::Fun(arg, res) = &ty {
        // A function never applied: any result (see `read_at`).
        return Concrete::Lambda(Arc::new(Lambda {
            arg_ty: (**arg).clone(),
            res_ty: (**res).clone(),
            entries: Vec::new(),
            default: Concrete::Unknown,
        }));
    }
    let RType::Con(tc, args) = &ty else { return Concrete::Unknown };
    if let Some(sort) = m.prim_sort(*tc) {
        return sym_value(program, sort, *tc, None);
    }
    let Some(tycon) = program.tycon(*tc) else { return Concrete::Unknown };
    if tycon.flavour == TyConFlavour::Abstract || depth > 16 {
        return Concrete::Unknown;
    }
    let dcs: Vec<_> = tycon.datacons.iter().filter_map(|d| program.datacon(*d)).collect();
    let pick = dcs.iter().find(|d| d.fields.is_empty()).or(dcs.first());
    let Some(dc) = pick else { return Concrete::Unknown };
    let subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
    let mut fields: Vec<Concrete> = dc
        .fields
        .iter()
        .map(|f| default_value(m, &RType::from_ir(program, f.ty, &subst), depth + 1))
        .collect();
    // A Ratio's denominator is positive: 0 % 1.
    if (program.names.module(dc.name), program.names.occ(dc.name)) == (Some("GHC.Real"), ":%") {
        if let [_, Concrete::Prim(Prim::Integer(d))] = fields.as_mut_slice() {
            *d = BigInt::from(1);
        }
    }
    Concrete::Con(dc.name, fields)
}
