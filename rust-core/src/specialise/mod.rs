//! Class dictionaries resolved before the machine runs: a method selected from a known
//! dictionary becomes the method, and an overloaded function called with known
//! dictionaries becomes a copy specialised to them (Note [Specialised dictionaries]).
//!
//! This is a pass from [`Program`] to [`Program`], between decoding and the machine.
//! Searches that check contracts do not run it, since contracts find their call sites
//! by name in the checked function's body (`reduce::contract`).

mod copy;
mod dicts;

use rustc_hash::FxHashMap;

use crate::ir::{
    Bind, Binder, Expr, ExprId, Lit, NameId, NameInfo, NameSort, Namespace, NumTy, Program,
    TyConFlavour, Type, TypeId,
};
use crate::reduce::builtin::Builtin;
use dicts::Dict;

// Note [Specialised dictionaries]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The plugin hands over Core as the desugarer writes it (-O0), so overloaded code
// passes dictionaries everywhere, also at known types: `collatz` on `Int` runs
// `(==) @Int $dEq ds (fromInteger @Int $dNum 1)` with `$dEq = $p1Ord @Int ($p2Real @Int
// $dReal)`, and `even @Int $fIntegralInt k` runs base's generic `even`, which selects
// `rem`, `fromInteger` and `==` from superclasses of its dictionary on every call: about
// 46 steps where the `Int` code takes 5. GHC removes this at -O with its specialiser;
// GHCi runs base's compiled code. This pass does the two rewrites that matter, at load:
//
// * A class selector applied to a known dictionary (a global that is a saturated
//   application of the class's constructor, a local let-bound to one, or a superclass
//   selected from one) becomes the selected field: `(==) @Int $fEqInt` is `eqInt`. A
//   field that is not a variable becomes a global of its own (`lifted`), which is
//   evaluated once, as the dictionary's field was.
// * A call of a global function whose leading arguments are types and known
//   dictionaries, for lambdas that take them, becomes a call of a copy of the function
//   without the dictionary lambdas, the dictionaries substituted, and the same type
//   lambdas: `even @Int $fIntegralInt k` is `even{spec 1} @Int k`. The copy is then
//   rewritten the same way, so `rem @a $fIntegralInt` inside it is `$fIntegralInt_$crem`.
//   Copies are memoised by function and dictionaries, so recursion ends.
//
// Both preserve meaning exactly: selecting a field of a constructor application is the
// field, and a dictionary argument is a value (a global constructor application), so
// substituting it for the lambda's binder is beta reduction of a value. Sharing is
// unchanged: a partial application `f @T $d` built its closure per call before, and the
// copy's body does the same work per call. Only steps change, and they change because
// the program is a different (smaller) program: every step is still a step of the
// general rules. So `--n` reaches deeper into overloaded code than before.
//
// Contracts name their call sites in the checked function's body (`div`, a contracted
// class method, `reduce::contract`), so checks (`g2 liquid`, `g2 check`, the plugin's
// checks, inference) run the program as decoded. `G2_NO_SPECIALISE=1` turns the pass
// off (to compare).
//
// Bounds: at most MAX_SPECS copies, and the arenas grow by at most GROWTH times their
// size; past either, calls stay as they are (a slower program, the same meaning).

const MAX_SPECS: usize = 20_000;
const GROWTH: usize = 4;

/// What the pass did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Selector applications replaced by the selected method.
    pub methods: usize,
    /// Specialised copies of functions made.
    pub copies: usize,
    /// Integer literals converted to `Int` at load.
    pub literals: usize,
}

/// Whether the pass runs (`G2_NO_SPECIALISE=1`: no).
pub fn enabled() -> bool {
    std::env::var_os("G2_NO_SPECIALISE").is_none_or(|v| v.is_empty() || v == "0")
}

/// Rewrites `program` in place (Note [Specialised dictionaries]).
pub fn specialise(program: &mut Program) -> Stats {
    let dicts = dicts::known(program);
    let limit = program.nodes.exprs.len() * GROWTH + 100_000;
    let mut pass = Pass {
        program,
        dicts,
        aliases: FxHashMap::default(),
        lifted: FxHashMap::default(),
        copies: FxHashMap::default(),
        new_pairs: Vec::new(),
        work: Vec::new(),
        limit,
        stats: Stats::default(),
    };
    let roots: Vec<ExprId> = pass.program.globals.values().map(|&(_, rhs)| rhs).collect();
    for root in roots {
        pass.rewrite(root);
    }
    while let Some(root) = pass.work.pop() {
        pass.rewrite(root);
    }
    let stats = pass.stats;
    let pairs = std::mem::take(&mut pass.new_pairs);
    if !pairs.is_empty() {
        let pairs = program.nodes.pairs.alloc_many(pairs);
        program.externals.push(Bind { is_rec: true, pairs });
    }
    stats
}

/// A specialised copy's key: the function, and for each leading argument, the known
/// dictionary it passes (None: a type argument, kept).
type CopyKey = (NameId, Box<[Option<NameId>]>);

struct Pass<'p> {
    program: &'p mut Program,
    dicts: FxHashMap<NameId, Dict>,
    /// Locals let-bound to a known dictionary, in the right-hand side being rewritten
    /// (names bound inside one right-hand side are distinct).
    aliases: FxHashMap<NameId, NameId>,
    /// Globals made for dictionary fields that are not variables, by dictionary and
    /// field.
    lifted: FxHashMap<(NameId, usize), NameId>,
    copies: FxHashMap<CopyKey, Option<NameId>>,
    new_pairs: Vec<(Binder, ExprId)>,
    /// Right-hand sides of new copies, still to rewrite.
    work: Vec<ExprId>,
    /// The size the expression arena may reach.
    limit: usize,
    stats: Stats,
}

impl Pass<'_> {
    /// Rewrites the right-hand side `root` in place, outermost calls first.
    fn rewrite(&mut self, root: ExprId) {
        self.aliases.clear();
        let mut stack = vec![root];
        while let Some(e) = stack.pop() {
            match self.program[e] {
                Expr::App(..) => self.rewrite_call(e),
                Expr::Var(x) => {
                    let target = self.chase(x);
                    if target != x {
                        self.program.nodes.exprs[e] = Expr::Var(target);
                    }
                }
                _ => {}
            }
            match self.program[e] {
                Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
                Expr::App(f, a) => stack.extend([a, f]),
                Expr::Lam(_, b) | Expr::Cast(b, _) | Expr::Tick(_, b) => stack.push(b),
                Expr::Let(bind, body) => {
                    stack.push(body);
                    for i in 0..bind.pairs.len() {
                        let (binder, rhs) = self.program.nodes[bind.pairs][i];
                        if !bind.is_rec {
                            if let Some(d) = self.resolve(rhs) {
                                self.aliases.insert(binder.name, d);
                            }
                        }
                        stack.push(rhs);
                    }
                }
                Expr::Case(scrut, _, _, alts) => {
                    stack.extend(self.program.nodes[alts].iter().map(|a| a.rhs));
                    stack.push(scrut);
                }
            }
        }
    }

    fn resolve(&self, e: ExprId) -> Option<NameId> {
        dicts::resolve(self.program, &self.dicts, &self.aliases, e)
    }

    /// Rewrites the call at `e`: selections from known dictionaries at its head, then a
    /// specialised copy of the function it calls.
    fn rewrite_call(&mut self, e: ExprId) {
        loop {
            let (head, args) = dicts::spine(self.program, e);
            let selection = dicts::selection(self.program, &self.dicts, &self.aliases, head, &args);
            if let Some((dict, index)) = selection {
                let n = dicts::selector_arity(self.program, head).unwrap_or(args.len());
                let method = self.method(dict, index);
                let node = prefix(self.program, e, args.len() - n);
                self.program.nodes.exprs[node] = Expr::Var(method);
                self.stats.methods += 1;
                continue;
            }
            if let Some((copy, kept, n)) = self.specialise_call(head, &args) {
                let mut call = Expr::Var(copy);
                for ty in kept {
                    let f = self.program.nodes.exprs.alloc(call);
                    call = Expr::App(f, ty);
                }
                let node = prefix(self.program, e, args.len() - n);
                self.program.nodes.exprs[node] = call;
                continue;
            }
            if let Some(value) = self.literal_conversion(head, &args) {
                self.program.nodes.exprs[e] = value;
            }
            return;
        }
    }

    /// The global `x` stands for: `x` itself, or for a global defined as another
    /// (`$fNumInt_$cfromInteger = integerToInt`), what that one stands for.
    fn chase(&self, mut x: NameId) -> NameId {
        for _ in 0..16 {
            if !self.specialisable(x) {
                break;
            }
            let rhs = self.program.globals[&x].1;
            match self.program[dicts::strip_ticks(self.program, rhs)] {
                Expr::Var(y) if y != x => x = y,
                _ => break,
            }
        }
        x
    }

    /// `integerToInt 5`, an `Int` literal written as an overloaded one at `Int`, as
    /// the value `I# 5#` (GHC's constant folding does the same).
    fn literal_conversion(&mut self, head: ExprId, args: &[ExprId]) -> Option<Expr> {
        let (Expr::Var(f), [arg]) = (self.program[head], args) else { return None };
        let f = self.chase(f);
        let Expr::Lit(Lit::Num(NumTy::Integer, n)) = self.program[dicts::strip(self.program, *arg)]
        else {
            return None;
        };
        let names = &self.program.names;
        if (names.module(f), names.occ(f)) != (Some("GHC.Num.Integer"), "integerToInt") {
            return None;
        }
        let n = i64::try_from(n).ok()?;
        let int_con = names.find("GHC.Types", "I#", Namespace::DataCon)?;
        let con = self.program.nodes.exprs.alloc(Expr::Var(int_con));
        let lit = self.program.nodes.exprs.alloc(Expr::Lit(Lit::Num(NumTy::Int, n.into())));
        self.stats.literals += 1;
        Some(Expr::App(con, lit))
    }

    /// The global that is field `index` of the dictionary `dict`.
    fn method(&mut self, dict: NameId, index: usize) -> NameId {
        let field = self.dicts[&dict].fields[index];
        if let Expr::Var(x) = self.program[field] {
            return x;
        }
        if let Some(&g) = self.lifted.get(&(dict, index)) {
            return g;
        }
        let ty = self.dicts[&dict].types[index];
        let name = self.new_name(dict, &format!("field {index}"));
        // The field is part of the dictionary's right-hand side, which is rewritten as
        // a root of its own.
        self.define(Binder { name, ty }, field);
        self.lifted.insert((dict, index), name);
        name
    }

    /// The specialised copy a call of `head` with `args` can call instead: the copy,
    /// the type arguments it still takes, and how many arguments it stands for.
    fn specialise_call(
        &mut self,
        head: ExprId,
        args: &[ExprId],
    ) -> Option<(NameId, Vec<ExprId>, usize)> {
        let Expr::Var(f) = self.program[head] else { return None };
        if !self.specialisable(f) {
            return None;
        }
        let (binder, rhs) = self.program.globals[&f];
        let mut body = dicts::strip_ticks(self.program, rhs);
        let mut key = Vec::new();
        let mut n = 0;
        for &arg in args {
            let Expr::Lam(b, inner) = self.program[body] else { break };
            if let Expr::Type(_) = self.program[arg] {
                key.push(None);
            } else if let Some(d) = self.is_class(b.ty).then(|| self.resolve(arg)).flatten() {
                key.push(Some(d));
                n = key.len();
            } else {
                break;
            }
            body = inner;
        }
        if n == 0 {
            return None;
        }
        key.truncate(n);
        let kept =
            args[..n].iter().zip(&key).filter(|(_, d)| d.is_none()).map(|(&a, _)| a).collect();
        let key: CopyKey = (f, key.into());
        let copy = match self.copies.get(&key) {
            Some(&copy) => copy,
            None => {
                let copy = self.make_copy(f, binder.ty, rhs, &key.1);
                self.copies.insert(key, copy);
                copy
            }
        }?;
        Some((copy, kept, n))
    }

    /// Whether calls of `f` may be specialised: a global with a definition of its own
    /// that the machine runs as written (not a builtin, constructor, selector or
    /// primitive).
    fn specialisable(&self, f: NameId) -> bool {
        matches!(
            self.program.names.info(f).sort,
            NameSort::Global | NameSort::Local | NameSort::DFun
        ) && self.program.globals.contains_key(&f)
            && Builtin::of_name(self.program, f).is_none()
    }

    fn is_class(&self, ty: TypeId) -> bool {
        match self.program[ty] {
            Type::Con(tc, _) => {
                self.program.tycon(tc).is_some_and(|t| t.flavour == TyConFlavour::Class)
            }
            _ => false,
        }
    }

    /// A copy of `f` (type `ty`, right-hand side `rhs`) for the leading arguments `key`,
    /// or None past the bounds.
    fn make_copy(
        &mut self,
        f: NameId,
        ty: TypeId,
        rhs: ExprId,
        key: &[Option<NameId>],
    ) -> Option<NameId> {
        if self.stats.copies >= MAX_SPECS || self.program.nodes.exprs.len() > self.limit {
            return None;
        }
        let ty = self.copy_type(ty, key)?;
        let mut body = dicts::strip_ticks(self.program, rhs);
        let mut kept = Vec::new();
        let mut subst = FxHashMap::default();
        for d in key {
            let Expr::Lam(b, inner) = self.program[body] else { return None };
            match d {
                Some(d) => {
                    subst.insert(b.name, *d);
                }
                None => kept.push(b),
            }
            body = inner;
        }
        let mut copied = copy::copy(&mut self.program.nodes, &subst, body)?;
        for b in kept.into_iter().rev() {
            copied = self.program.nodes.exprs.alloc(Expr::Lam(b, copied));
        }
        self.stats.copies += 1;
        let name = self.new_name(f, &format!("spec {}", self.stats.copies));
        self.define(Binder { name, ty }, copied);
        self.work.push(copied);
        Some(name)
    }

    /// `ty` without the dictionary arguments `key` drops.
    fn copy_type(&mut self, ty: TypeId, key: &[Option<NameId>]) -> Option<TypeId> {
        let Some((first, rest)) = key.split_first() else { return Some(ty) };
        match (self.program[ty], first) {
            (Type::ForAll(a, t), None) => {
                let t = self.copy_type(t, rest)?;
                Some(self.program.nodes.types.alloc(Type::ForAll(a, t)))
            }
            (Type::Fun(_, t), Some(_)) => self.copy_type(t, rest),
            _ => None,
        }
    }

    /// A new global, callable (and specialisable) at once.
    fn define(&mut self, binder: Binder, rhs: ExprId) {
        self.new_pairs.push((binder, rhs));
        self.program.globals.insert(binder.name, (binder, rhs));
    }

    /// A fresh global name beside `of`: `even{spec 1}`, which no Haskell name can be.
    fn new_name(&mut self, of: NameId, what: &str) -> NameId {
        let info = *self.program.names.info(of);
        let occ = format!("{}{{{what}}}", self.program.names.occ(of));
        let occ = self.program.names.interner.intern(&occ);
        let module = info.module.or(Some(self.program.module));
        self.program.names.add(NameInfo { module, occ, unique: 0, sort: NameSort::Global })
    }
}

/// The application node of `e`'s spine with `drop` arguments fewer than `e`.
fn prefix(program: &Program, mut e: ExprId, drop: usize) -> ExprId {
    for _ in 0..drop {
        let Expr::App(f, _) = program[e] else { break };
        e = f;
    }
    e
}
