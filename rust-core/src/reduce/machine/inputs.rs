//! The inputs of a run: symbolic values concretized when they are entered (Case-Sym,
//! one layer at a time; function inputs are `funs`), the values
//! of `G2.Symbolic`'s generators, and parts of an input the caller holds (G2Q).

use std::sync::Arc;

use super::errors::crash;
use super::{Machine, Step};
use crate::error::Error;
use crate::ir::{NameId, TyConFlavour};
use crate::reduce::conjunct::{self, Wait};
use crate::reduce::machine::Result;
use crate::reduce::rtype::{RType, Subst, Unified};
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Addr, HeapObj, Value, TOKEN};
use crate::smt::term::{Op, Sort, Term};

/// How a constructor can build an input ([`Machine::instantiate`]).
enum Instance {
    Possible(Subst),
    /// The constructor's type equalities contradict the input's type.
    Impossible,
    /// It might build one, but the engine cannot say how: the inputs not explored.
    Unexplored(String),
}

impl<'p> Machine<'p> {
    /// Forces a symbolic input: primitive types become solver variables; algebraic types
    /// split into one state per constructor with fresh symbolic fields (Case-Sym).
    pub(super) fn concretize(&self, st: &mut State, addr: Addr, ty: &RType) -> Result<Step> {
        let ty = ty.unwrap_newtypes(self.program);
        if let RType::Fun(..) = ty {
            return self.function_input(st, addr, &ty);
        }
        let RType::Con(tc, args) = &ty else {
            return Err(Error::Unsupported {
                what: format!(
                    "a symbolic value of type {}",
                    crate::reduce::rtype::show_type(self.program, &ty)
                ),
                at: None,
            }
            .into());
        };
        if let Some(sort) = self.prim_sort(*tc) {
            st.holes -= 1;
            let t = st.fresh_sym(sort, *tc);
            match self.program.names.occ(*tc) {
                "Char#" => st.constrain(Term::app(
                    Op::ULe,
                    Sort::Bool,
                    vec![t.clone(), Arc::new(Term::Bv64(0x10FFFF))],
                )),
                "Natural" => {
                    st.constrain(Term::app(Op::Le, Sort::Bool, vec![Term::int(0), t.clone()]))
                }
                "Int#" | "Int64#" if self.ideal_ints => {
                    st.constrain(crate::reduce::ideal_int::input_range(&t))
                }
                _ => {}
            }
            let v = Value::Sym(t);
            st.heap.set(addr, HeapObj::Value(v.clone()));
            st.control = Control::Return(v);
            return Ok(Step::Continue);
        }
        let tycon = self.program.tycon(*tc).ok_or_else(|| Error::Unsupported {
            what: format!(
                "a symbolic value of type {} (its constructors are not known)",
                self.program.names.qualified(*tc)
            ),
            at: None,
        })?;
        if tycon.datacons.is_empty() || tycon.flavour == TyConFlavour::Abstract {
            return Err(Error::Unsupported {
                what: format!(
                    "a symbolic value of abstract type {}",
                    self.program.names.qualified(*tc)
                ),
                at: None,
            }
            .into());
        }
        if let Some(step) = self.length_of_input(st, addr) {
            return step;
        }
        if let Some(why) = self.kept_invariant(*tc) {
            // Note [Container inputs] in `containers.rs`.
            return Ok(match self.container_input(st, addr, *tc, args) {
                Ok(()) => Step::Continue,
                Err(cause) => {
                    self.unexplored(format!("{why}: {cause}"));
                    Step::fork(Vec::new())
                }
            });
        }
        if tycon.datacons.len() > 1
            && self.defer_split(st, conjunct::CHOICE, Control::Enter(addr), Wait::Enter(addr))
        {
            return Ok(Step::Continue);
        }
        let mut children = Vec::with_capacity(tycon.datacons.len());
        for &dc_name in tycon.datacons.iter() {
            let Some(dc) = self.program.datacon(dc_name) else {
                self.unexplored(format!(
                    "inputs built with the constructor {}, whose definition the program lacks",
                    self.program.names.qualified(dc_name)
                ));
                continue;
            };
            let subst = match self.instantiate(dc, args) {
                Instance::Possible(subst) => subst,
                Instance::Impossible => continue,
                Instance::Unexplored(why) => {
                    self.unexplored(why);
                    continue;
                }
            };
            let mut child = st.fork();
            let v = if let Some(ratio) = self.ratio(&mut child, dc_name, dc, &subst) {
                let Some(v) = ratio else {
                    self.unexplored("inputs of type Ratio of a type other than Integer".into());
                    continue;
                };
                v
            } else if let Some(v) = self.sized_integer(&mut child, dc_name, dc) {
                Value::Con {
                    dc: dc_name,
                    fields: crate::reduce::value::Fields::from([child.alloc_value(v)]),
                }
            } else {
                let fields: crate::reduce::value::Fields = dc
                    .fields
                    .iter()
                    .map(|f| {
                        // A GADT constructor's equality field holds a coercion, not data.
                        let ty = RType::from_ir(self.program, f.ty, &subst);
                        child.alloc(match self.equality(&ty) {
                            Some(_) => HeapObj::Value(TOKEN),
                            None => HeapObj::Symbolic(ty),
                        })
                    })
                    .collect();
                Value::Con { dc: dc_name, fields }
            };
            self.concretized(&mut child, addr, v, u32::from(tycon.datacons.len() > 1));
            children.push(child);
        }
        Ok(Step::fork(children))
    }

    /// The input cell at `addr` is now `v`, returned: a constructor (one of `choices`
    /// made) fills a hole.
    pub(super) fn concretized(&self, st: &mut State, addr: Addr, v: Value, choices: u32) {
        st.n_choices += choices;
        st.holes -= 1;
        st.heap.set(addr, HeapObj::Value(v.clone()));
        st.control = Control::Return(v);
    }

    /// How constructor `dc` builds a value of its type applied to `args`. A GADT
    /// constructor's equality fields (`a ~# Int`) must unify with `args`, fixing the
    /// existential variables they mention; other existential variables are taken at
    /// `Int` (any witness is a real input). What cannot be decided here is recorded
    /// (`Machine::unexplored`), so the search never claims that no input exists.
    fn instantiate(&self, dc: &crate::ir::DataCon, args: &[RType]) -> Instance {
        let n_univ = (dc.n_univ as usize).min(dc.tyvars.len());
        let mut subst: Subst =
            dc.tyvars[..n_univ].iter().copied().zip(args.iter().cloned()).collect();
        let existentials = &dc.tyvars[n_univ..];
        // Most constructors: no existential, no constraint field, nothing to decide.
        if existentials.is_empty() && dc.n_theta == 0 {
            return Instance::Possible(subst);
        }
        let name = || self.program.names.occ(dc.name).to_string();
        // Only data type constructors are known to be distinct: a type family or a
        // synonym may reduce to anything. A promoted data constructor (`'S n`, Note
        // [Promoted data constructors] in the plugin's G2.Wire) is distinct too.
        let is_data = |tc: NameId| {
            self.prim_sort(tc).is_some()
                || self.program.datacon(tc).is_some()
                || self.program.tycon(tc).is_some_and(|t| {
                    matches!(t.flavour, TyConFlavour::Data | TyConFlavour::Newtype)
                        || (t.flavour == TyConFlavour::Abstract && t.datacons.is_empty())
                })
        };
        for f in dc.fields.iter() {
            if let Some((lhs, rhs)) =
                self.equality(&RType::from_ir(self.program, f.ty, &Subst::default()))
            {
                match lhs.unify(&rhs, existentials, &is_data, &mut subst) {
                    Unified::Yes => {}
                    Unified::No => return Instance::Impossible,
                    Unified::Unknown => {
                        return Instance::Unexplored(format!(
                            "inputs built with the GADT constructor {} (its type equality could not be decided)",
                            name()
                        ))
                    }
                }
            }
        }
        let int = self.program.names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
        let field_types: Vec<RType> = dc
            .fields
            .iter()
            .map(|f| RType::from_ir(self.program, f.ty, &Subst::default()))
            .collect();
        for v in existentials {
            // A variable applied to types (`forall f. HK (f Int)`) is of a higher kind.
            if !subst.contains_key(v) && field_types.iter().any(|t| t.applies_var(*v)) {
                return Instance::Unexplored(format!(
                    "inputs built with the existential constructor {}, whose type variable is of a higher kind",
                    name()
                ));
            }
            if !subst.contains_key(v) {
                let Some(int) = int else {
                    return Instance::Unexplored(format!(
                        "inputs built with the existential constructor {}",
                        name()
                    ));
                };
                subst.insert(*v, RType::Con(int, Arc::from([])));
            }
        }
        // A class dictionary in a field (`forall a. Show a => Box a`) would have to be
        // rebuilt when the input is replayed from its printed value, which names no
        // instance: such inputs are not generated.
        for f in dc.fields.iter() {
            let ty = RType::from_ir(self.program, f.ty, &subst);
            if let RType::Con(class, _) = &ty {
                if self.program.tycon(*class).is_some_and(|t| t.flavour == TyConFlavour::Class) {
                    return Instance::Unexplored(format!(
                        "inputs built with the constructor {}, which holds an instance {}",
                        name(),
                        crate::reduce::rtype::show_type(
                            self.program,
                            &RType::from_ir(self.program, f.ty, &Subst::default())
                        )
                    ));
                }
            }
        }
        Instance::Possible(subst)
    }

    /// The field of a fixed-width integer (`Int8` ... `Word32`, which GHC 9.0 keeps in a
    /// full `Int#`/`Word#`): a symbolic value within the type's range, so that every
    /// input is one the type can hold.
    fn sized_integer(
        &self,
        st: &mut State,
        dc_name: NameId,
        dc: &crate::ir::DataCon,
    ) -> Option<Value> {
        let names = &self.program.names;
        let (signed, bits) = match (names.module(dc_name)?, names.occ(dc_name)) {
            ("GHC.Int", "I8#") => (true, 8),
            ("GHC.Int", "I16#") => (true, 16),
            ("GHC.Int", "I32#") => (true, 32),
            ("GHC.Word", "W8#") => (false, 8),
            ("GHC.Word", "W16#") => (false, 16),
            ("GHC.Word", "W32#") => (false, 32),
            _ => return None,
        };
        let [field] = &*dc.fields else { return None };
        let RType::Con(prim, _) = RType::from_ir(self.program, field.ty, &Subst::default()) else {
            return None;
        };
        let t = st.fresh_sym(Sort::Bv64, prim);
        let bv = Term::bv64;
        let (lo, hi, le) = if signed {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1, Op::Le)
        } else {
            (0, (1i64 << bits) - 1, Op::ULe)
        };
        st.constrain(Term::app(le, Sort::Bool, vec![bv(lo), t.clone()]));
        st.constrain(Term::app(le, Sort::Bool, vec![t.clone(), bv(hi)]));
        Some(Value::Sym(t))
    }

    /// Why inputs of the type constructor `tc` are not built from its constructors: the
    /// library keeps an invariant they do not (a balanced search tree, packed text), so
    /// such a value could not be written in GHC, and a result on it would mean nothing.
    /// Maps, sets, int-maps and sequences are built with `fromList` instead where the
    /// program allows it (Note [Container inputs] in `containers.rs`).
    pub(super) fn kept_invariant(&self, tc: NameId) -> Option<String> {
        let names = &self.program.names;
        let library = match (names.module(tc)?, names.occ(tc)) {
            ("Data.Map.Internal", "Map") => "Data.Map",
            ("Data.Set.Internal", "Set") => "Data.Set",
            ("Data.IntMap.Internal", "IntMap") => "Data.IntMap",
            ("Data.IntSet.Internal", "IntSet") => "Data.IntSet",
            ("Data.Sequence.Internal", "Seq" | "FingerTree") => "Data.Sequence",
            ("Data.Text.Internal", "Text") => "Data.Text",
            ("GHC.Arr", "Array") => "Data.Array",
            ("GHC.Arr", "STArray") => "Data.Array.ST",
            _ => return None,
        };
        Some(format!(
            "inputs of type {} (its constructors keep invariants; take a list and build it with {library}'s functions)",
            names.qualified(tc)
        ))
    }

    /// A `Ratio Integer` input (`n :% d`): its denominator is positive. (The validation
    /// reduces it to lowest terms before the replay, as `%` would, so what is printed
    /// is what is run: `search::query::validate`.) `Some(None)` for a `Ratio` of another
    /// type, which is not built; `None` for any other constructor.
    fn ratio(
        &self,
        st: &mut State,
        dc_name: NameId,
        dc: &crate::ir::DataCon,
        subst: &Subst,
    ) -> Option<Option<Value>> {
        let names = &self.program.names;
        if (names.module(dc_name)?, names.occ(dc_name)) != ("GHC.Real", ":%") {
            return None;
        }
        let integer = |f: &crate::ir::Field| match RType::from_ir(self.program, f.ty, subst) {
            RType::Con(tc, _) if self.prim_sort(tc) == Some(Sort::Int) => Some(tc),
            _ => None,
        };
        let [n, d] = &*dc.fields else { return Some(None) };
        let (Some(tn), Some(td)) = (integer(n), integer(d)) else { return Some(None) };
        let (num, den) = (st.fresh_sym(Sort::Int, tn), st.fresh_sym(Sort::Int, td));
        st.constrain(Term::app(Op::Lt, Sort::Bool, vec![Term::int(0), den.clone()]));
        let fields = crate::reduce::value::Fields::from([
            st.alloc_value(Value::Sym(num)),
            st.alloc_value(Value::Sym(den)),
        ]);
        Some(Some(Value::Con { dc: dc_name, fields }))
    }

    /// The two sides of an equality constraint type (`a ~# b`, `a ~~ b`, `a ~ b`).
    fn equality(&self, ty: &RType) -> Option<(RType, RType)> {
        let RType::Con(tc, args) = ty else { return None };
        let is_eq = matches!(self.program.names.occ(*tc), "~#" | "~~" | "~" | "~R#");
        match args.len() {
            n if is_eq && n >= 2 => Some((args[n - 2].clone(), args[n - 1].clone())),
            _ => None,
        }
    }

    /// A symbolic generator's result: a fresh symbolic value of `ty`, or in a replay the
    /// value recorded for it.
    pub(in crate::reduce) fn generate(&self, st: &mut State, ty: RType) -> Result<Addr> {
        let addr = match st.ext.trace.replay.clone() {
            Some(values) => {
                let Some(v) = values.get(st.ext.trace.generated.len()) else {
                    return Err(
                        Error::Internal("a replay ran out of generator values".into()).into()
                    );
                };
                self.alloc_concrete(st, v)
            }
            None => st.alloc(HeapObj::Symbolic(ty)),
        };
        st.ext.trace.generated.push_back(addr);
        Ok(addr)
    }

    /// Enters a part of an input the caller holds: the caller evaluates it (once for
    /// all states: the source caches), and it becomes an ordinary value in this heap.
    pub(super) fn fetch(
        &self,
        st: &mut State,
        addr: Addr,
        id: crate::reduce::remote::NodeId,
    ) -> Result<Step> {
        let Some(source) = self.inputs else {
            return Err(Error::Usage(
                "the run needs a part of an input, but the caller cannot supply one".into(),
            )
            .into());
        };
        let value = match source.demand(id)? {
            crate::reduce::remote::Node::Value(c) => self.data_value(st, &c).ok_or_else(|| {
                Error::Usage(format!("the caller sent {c:?} as a part of an input"))
            })?,
            crate::reduce::remote::Node::Raises(msg) => return crash(msg),
        };
        st.heap.replace(addr, HeapObj::Value(value.clone()));
        st.control = Control::Return(value);
        Ok(Step::Continue)
    }

    /// The solver sort of a primitive type constructor, if it is one.
    pub fn prim_sort(&self, tc: NameId) -> Option<Sort> {
        let names = &self.program.names;
        match (names.module(tc)?, names.occ(tc)) {
            ("GHC.Prim", "Int#" | "Word#" | "Char#" | "Int64#" | "Word64#") => Some(Sort::Bv64),
            ("GHC.Prim", "Double#") => Some(Sort::Double),
            ("GHC.Prim", "Float#") => Some(Sort::Float),
            ("GHC.Num.Integer", "Integer") | ("GHC.Num.Natural", "Natural") => Some(Sort::Int),
            _ => None,
        }
    }
}
