//! Inputs of containers' types (`Data.Map`, `Data.Set`, `Data.IntMap`,
//! `Data.Sequence`): trees of a symbolic size generated as they are walked, for maps
//! and sets whose keys are `Int`s or `Char`s (Note [Trees of inputs]), else built by
//! the library's own `fromList` from a symbolic list (Note [Container inputs]).

// Note [Container inputs]
// ~~~~~~~~~~~~~~~~~~~~~~~
// A `Map` is a balanced search tree; one built from its constructors could be
// unsorted or unbalanced, a value no program can make, so it is never built that way.
// Where its keys are `Int`s or `Char`s it is a tree generated under the invariant
// (Note [Trees of inputs]). Otherwise a symbolic `Map k v` input becomes the call `fromList @k @v dOrd xs` on a
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

// Note [Trees of inputs]
// ~~~~~~~~~~~~~~~~~~~~~~
// An input built as `fromList xs` cannot be bounded: `fromList` walks all of `xs`
// before the map exists, and maps of at most two elements come from lists of every
// length (duplicate keys), so `--assume 'M.size m <= 2'` or `null m` never ended the
// search, and no "none exist" was possible. A `Map k v` or `Set k` input whose keys
// are `Int`s or `Char`s is instead a tree generated as the program walks it, from a
// symbolic size: the input cell holds `HeapObj::Tree { size, lo, hi }`, 0 <= size <
// MAX_TREE_SIZE, with no key bounds. Entering a Tree splits into `Tip` where size == 0
// and, where size >= 1, `Bin size k v l r` with a fresh key lo < k < hi (signed for
// `Int`, code points for `Char`), the value a fresh symbolic input, and the subtrees
// Trees of sizes sl and sr = size - 1 - sl (both >= 0) with the key bounds (lo, k) and
// (k, hi); where the path fixed size, without a split (as a Spine: Note [Lengths of
// inputs] in `spine.rs`). Each node keeps containers' balance condition (`sl + sr <=
// 1 || (sl <= 3 * sr && sr <= 3 * sl)`, delta = 3) and room for its subtrees' keys
// (sl keys fit strictly between lo and k, sr between k and hi), so every Tree left
// unforced can still be completed.
//
// These are exactly the valid maps (balanced, sizes right, keys strictly ascending):
// every path is a real input and every input is on some path, so "none exist" means
// what it meant, and now a bound on the size bounds the search: `M.size m <= 2` reads
// the root's size, `null m` its constructor. The Ord instance that orders the tree is
// the program's own (`Int` and `Char` have only base's). An answer is read back from
// the path's model, an unforced Tree as a balanced tree of its size whose keys are the
// smallest above lo (or the largest below hi), values at their type's defaults
// (`readback::default_tree`), and replayed as that tree, as containers' functions
// would use it. Keys of other types keep `fromList`.

use std::sync::Arc;

use super::Machine;
use crate::ir::{NameId, Namespace, Program, Type, TypeId};
use crate::reduce::machine::Result;
use crate::reduce::rtype::{RType, Subst};
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Addr, Concrete, Fields, HeapObj, InputTree, Prim, Value};
use crate::smt::term::{Op, Sort, Term, TermRef};
use crate::smt::{Model, ModelValue};

/// Input trees have fewer elements than this, so that `3 * size` cannot wrap.
const MAX_TREE_SIZE: i64 = 1 << 40;

/// The keys an input tree can have: the payloads of `I#` or `C#`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Key {
    Int,
    Char,
}

/// How an input tree of one type is built (Note [Trees of inputs]).
pub(crate) struct TreeShape {
    bin: NameId,
    tip: NameId,
    /// A `Map` (a value beside each key), not a `Set`.
    values: bool,
    /// `Bin`'s size field is a boxed `Int`, not an unpacked `Int#`.
    boxed_size: bool,
    key: Key,
    /// The key's box (`I#`, `C#`) and payload type (`Int#`, `Char#`).
    key_box: NameId,
    key_prim: NameId,
}

/// Dictionaries nested deeper than this (`Ord [[[...]]]`) are not looked for.
const MAX_DICT_DEPTH: usize = 8;

impl<'p> Machine<'p> {
    /// How input trees of type `ty` are built: a `Map` or `Set` whose keys are `Int`s or
    /// `Char`s, with its constructors in the program. `None` for any other type.
    pub(crate) fn tree_shape(&self, ty: &RType) -> Option<TreeShape> {
        let RType::Con(tc, args) = ty else { return None };
        let names = &self.program.names;
        let values = match (names.module(*tc)?, names.occ(*tc), args.len()) {
            ("Data.Map.Internal", "Map", 2) => true,
            ("Data.Set.Internal", "Set", 1) => false,
            _ => return None,
        };
        let RType::Con(k, key_args) = &args[0] else { return None };
        let (key, key_box, key_prim) = match (names.module(*k)?, names.occ(*k), key_args.len()) {
            ("GHC.Types", "Int", 0) => (Key::Int, self.known.int_con?, self.known.int_prim?),
            ("GHC.Types", "Char", 0) => (
                Key::Char,
                self.known.char_con?,
                names.find("GHC.Prim", "Char#", Namespace::TyCon)?,
            ),
            _ => return None,
        };
        let tycon = self.program.tycon(*tc)?;
        let find = |occ: &str| tycon.datacons.iter().copied().find(|&d| names.occ(d) == occ);
        let (bin, tip) = (find("Bin")?, find("Tip")?);
        let fields = &self.program.datacon(bin)?.fields;
        if fields.len() != if values { 5 } else { 4 } {
            return None;
        }
        let boxed_size = match RType::from_ir(self.program, fields[0].ty, &Subst::default()) {
            RType::Con(t, _) if names.occ(t) == "Int#" => false,
            RType::Con(t, _) if names.occ(t) == "Int" => true,
            _ => return None,
        };
        Some(TreeShape { bin, tip, values, boxed_size, key, key_box, key_prim })
    }

    /// Makes the input at `addr` of type `ty` a tree of a fresh symbolic size and enters
    /// it, if its type has a tree shape (Note [Trees of inputs]).
    fn tree_input(&self, st: &mut State, addr: Addr, ty: &RType) -> bool {
        if self.tree_shape(ty).is_none() {
            return false;
        }
        let Some(int_prim) = self.known.int_prim else { return false };
        let size = st.fresh_sym(Sort::Bv64, int_prim);
        st.constrain(Term::app(Op::Le, Sort::Bool, vec![Term::bv64(0), size.clone()]));
        st.constrain(Term::app(Op::Lt, Sort::Bool, vec![size.clone(), Term::bv64(MAX_TREE_SIZE)]));
        let tree = InputTree { ty: ty.clone(), size, lo: None, hi: None };
        st.heap.set(addr, HeapObj::Tree(Box::new(tree)));
        st.control = Control::Enter(addr);
        true
    }

    /// Forces an input tree: `Tip` where its size is 0, a `Bin` of a fresh key and two
    /// subtrees where it is not; one of them without a split where the path fixed the
    /// size (Note [Trees of inputs]).
    pub(super) fn concretize_tree(
        &self,
        st: &mut State,
        addr: Addr,
        tree: &InputTree,
    ) -> Result<crate::reduce::machine::Step> {
        let shape = self.tree_shape(&tree.ty).ok_or_else(|| {
            crate::error::Error::Internal(format!("an input tree of type {:?}", tree.ty))
        })?;
        let tip = Value::Con { dc: shape.tip, fields: Fields::NONE };
        Ok(self.split_on_size(st, addr, &tree.size, tip, |st| self.tree_node(st, &shape, tree)))
    }

    /// `Bin size k v l r` for a tree of at least one element: a fresh key within the
    /// tree's bounds, subtrees of sizes that add up and keep the balance, each with room
    /// for its keys.
    fn tree_node(&self, st: &mut State, shape: &TreeShape, tree: &InputTree) -> Value {
        let app = |op, args: Vec<TermRef>| Term::app(op, Sort::Bool, args);
        let arith = |op, args: Vec<TermRef>| Term::app(op, Sort::Bv64, args);
        let int_prim = shape.key_prim;
        let k = st.fresh_sym(Sort::Bv64, shape.key_prim);
        let lt = if shape.key == Key::Int { Op::Lt } else { Op::ULt };
        // The largest key and the count of keys below a key, without a bound.
        let (max_key, below) = match shape.key {
            Key::Int => {
                (Term::bv64(i64::MAX), arith(Op::Sub, vec![k.clone(), Term::bv64(i64::MIN)]))
            }
            Key::Char => (Term::bv64(0x10FFFF), k.clone()),
        };
        if shape.key == Key::Char {
            st.constrain(app(Op::ULe, vec![k.clone(), max_key.clone()]));
        }
        if let Some(lo) = &tree.lo {
            st.constrain(app(lt, vec![lo.clone(), k.clone()]));
        }
        if let Some(hi) = &tree.hi {
            st.constrain(app(lt, vec![k.clone(), hi.clone()]));
        }
        let size_prim = self.known.int_prim.unwrap_or(int_prim);
        let sl = st.fresh_sym(Sort::Bv64, size_prim);
        let rest = arith(Op::Sub, vec![tree.size.clone(), Term::bv64(1)]);
        let sr = arith(Op::Sub, vec![rest.clone(), sl.clone()]);
        let le = |a: &TermRef, b: TermRef| app(Op::Le, vec![a.clone(), b]);
        st.constrain(le(&Term::bv64(0), sl.clone()));
        st.constrain(le(&Term::bv64(0), sr.clone()));
        let three = |t: &TermRef| arith(Op::Mul, vec![Term::bv64(3), t.clone()]);
        st.constrain(app(
            Op::Or,
            vec![
                le(&rest, Term::bv64(1)),
                app(Op::And, vec![le(&sl, three(&sr)), le(&sr, three(&sl))]),
            ],
        ));
        // Room: sl keys strictly between lo and k, sr between k and hi (counted unsigned:
        // exact, since lo < k < hi).
        let one = Term::bv64(1);
        let room_below = match &tree.lo {
            Some(lo) => {
                arith(Op::Sub, vec![arith(Op::Sub, vec![k.clone(), lo.clone()]), one.clone()])
            }
            None => below,
        };
        let room_above = match &tree.hi {
            Some(hi) => arith(Op::Sub, vec![arith(Op::Sub, vec![hi.clone(), k.clone()]), one]),
            None => arith(Op::Sub, vec![max_key, k.clone()]),
        };
        st.constrain(app(Op::ULe, vec![sl.clone(), room_below]));
        st.constrain(app(Op::ULe, vec![sr.clone(), room_above]));
        let boxed = |st: &mut State, dc: NameId, v: Value| {
            let payload = st.alloc_value(v);
            st.alloc_value(Value::Con { dc, fields: Fields::from([payload]) })
        };
        let size_cell = match (shape.boxed_size, self.known.int_con) {
            (true, Some(int)) => boxed(st, int, Value::Sym(tree.size.clone())),
            _ => st.alloc_value(Value::Sym(tree.size.clone())),
        };
        let key_cell = boxed(st, shape.key_box, Value::Sym(k.clone()));
        let subtree = |st: &mut State, size, lo, hi| {
            st.alloc(HeapObj::Tree(Box::new(InputTree { ty: tree.ty.clone(), size, lo, hi })))
        };
        let left = subtree(st, sl, tree.lo.clone(), Some(k.clone()));
        let right = subtree(st, sr, Some(k), tree.hi.clone());
        let mut fields = vec![size_cell, key_cell];
        if shape.values {
            let RType::Con(_, args) = &tree.ty else { unreachable!("a tree shape's type") };
            fields.push(st.alloc(HeapObj::Symbolic(args[1].clone())));
        }
        fields.extend([left, right]);
        Value::Con { dc: shape.bin, fields: Fields::from(fields) }
    }

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
        if self.tree_input(st, addr, &RType::Con(tc, Arc::from(args))) {
            return Ok(());
        }
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

/// An input tree no one looked into, under `model`: a balanced tree of its size whose
/// keys are the smallest above its lower bound (the largest below its upper bound if
/// it has none; from 0 with neither), values at their defaults (Note [Trees of
/// inputs]). `Unknown` where the model leaves it unreadable; a tree bigger than
/// read-back goes is `Cut`.
pub(crate) fn default_tree(
    m: &Machine<'_>,
    tree: &InputTree,
    model: &Model,
    depth: usize,
) -> Concrete {
    use crate::reduce::readback::{completed_eval, default_value, MAX_DEPTH};
    let Some(shape) = m.tree_shape(&tree.ty) else { return Concrete::Unknown };
    let bits = |t: &TermRef| match completed_eval(t, model) {
        Some(ModelValue::Bits(b)) => Some(b as i64),
        _ => None,
    };
    let Some(n) = bits(&tree.size) else { return Concrete::Unknown };
    if n < 0 || n as u64 > MAX_DEPTH.saturating_sub(depth) as u64 {
        return Concrete::Cut;
    }
    let first = match (tree.lo.as_ref().and_then(bits), tree.hi.as_ref().and_then(bits)) {
        (Some(lo), _) => lo.wrapping_add(1),
        (None, Some(hi)) => hi.wrapping_sub(n),
        (None, None) => 0,
    };
    let keys: Vec<i64> = (0..n).map(|i| first.wrapping_add(i)).collect();
    let RType::Con(_, args) = &tree.ty else { return Concrete::Unknown };
    let value = shape.values.then(|| default_value(m, &args[1], 0));
    build_tree(&shape, &keys, value.as_ref(), m)
}

/// The balanced tree of `keys` (ascending): the middle key at the root.
fn build_tree(
    shape: &TreeShape,
    keys: &[i64],
    value: Option<&Concrete>,
    m: &Machine<'_>,
) -> Concrete {
    if keys.is_empty() {
        return Concrete::Con(shape.tip, Vec::new());
    }
    let mid = keys.len() / 2;
    let size = Concrete::Prim(Prim::Int(keys.len() as i64));
    let size = match (shape.boxed_size, m.known.int_con) {
        (true, Some(int)) => Concrete::Con(int, vec![size]),
        _ => size,
    };
    let payload = match shape.key {
        Key::Int => Prim::Int(keys[mid]),
        Key::Char => Prim::Char(keys[mid] as u32),
    };
    let mut fields = vec![size, Concrete::Con(shape.key_box, vec![Concrete::Prim(payload)])];
    fields.extend(value.cloned());
    fields.push(build_tree(shape, &keys[..mid], value, m));
    fields.push(build_tree(shape, &keys[mid + 1..], value, m));
    Concrete::Con(shape.bin, fields)
}
