//! The program simplified before the machine runs it, as GHC's optimiser would: class
//! dictionaries resolved (a method selected from a known dictionary becomes the
//! method, an overloaded function called with known dictionaries becomes a copy
//! specialised to them: Note [Specialised dictionaries]), small functions inlined
//! (`inline`, Note [Inlining at load]), cases of what is known resolved (`cases`, Note
//! [Cases at load]), and local loops over boxed numbers given workers on unboxed ones
//! (`worker`, Note [Workers for loops]).
//!
//! This is a pass from [`Program`] to [`Program`], between decoding and the machine, for
//! `g2 FILE FUNCTION` runs without symbolic inputs (Note [Specialised dictionaries]
//! says why not for the others).

mod cases;
mod copy;
mod dicts;
mod inline;
mod worker;

use rustc_hash::FxHashMap;

use crate::ir::{
    AltCon, Bind, Binder, Expr, ExprId, Lit, NameId, NameInfo, NameSort, Namespace, NumTy, Program,
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
//   Copies are memoised by function and dictionaries (before their bodies are
//   rewritten), so recursion ends.
// * So is a local function that GHC generalised (`where isPrime p = ..` without a
//   signature is `isPrime = \@a $dIntegral -> ..`, called as `isPrime @Int
//   $fIntegralInt p`), if its right-hand side mentions no local of the enclosing code
//   (`dicts::closed`): its copy is a global. Copies are keyed by right-hand side, since
//   locals of different right-hand sides may share a name.
// * Instance functions are such functions: `$fEq[] @Char $fEqChar` becomes
//   `$fEq[]{spec 1} @Char`, whose right-hand side `\@a -> C:Eq @[a] ($fEq[]_$c=={spec 2}
//   @a) ...` is a dictionary under type lambdas. A selection from one applied to its
//   types (directly, or through a variable defined as one) becomes the field applied to
//   them: `(==) @[Char] $dEq` is `$fEq[]_$c=={spec 2} @Char`.
// * A global defined as another global (also through a cast, which changes no value
//   the machine computes: `all = all1 |> co`) is replaced by it, and `integerToInt` of an
//   Integer literal (an `Int` literal written at an overloaded type) is the literal.
// * Base's `divInt#` and `modInt#` are the engine's primitives of the same meaning
//   (`primitives`).
//
// All preserve meaning exactly: selecting a field of a constructor application is the
// field, and a dictionary argument is a value (a global constructor application), so
// substituting it for the lambda's binder is beta reduction of a value. Sharing is
// unchanged: a partial application `f @T $d` built its closure per call before, and the
// copy's body does the same work per call. A dictionary under type lambdas is built
// per use, as the instance function's application was, but a global defined as one was
// built once with its fields: so only a field that is a function is selected at load
// (`is_function_field`). A value method (`tab = [Just (sum [1 .. n])]` in an instance
// with constraints) is selected at run time from the dictionary, computed once, as
// before; selected at load, it was computed at every use (50 times the steps, found
// in review). Only steps change, and they change because
// the program is a different (smaller) program: every step is still a step of the
// general rules. So `--n` reaches deeper into overloaded code than before.
//
// Who runs it:
// * `g2 FILE FUNCTION` when the run has no symbolic inputs (a concrete program).
// * Not G2Q queries: tried on the case studies and their phrasings (bench/run.py
//   --g2q), the first query of a module paid for simplifying the whole module (0.34 s
//   against 0.02 s for sumToN on Bench.hs), and the searches' order changed, faster for
//   some phrasings of n-queens and slower for others (8-queens with nub: 3.5 s to
//   0.2 s; 6-queens with zip and abs: 0.01 s to 0.3 s).
// * Not a search of `g2 FILE FUNCTION` with symbolic inputs: its step budget per path
//   (`--n`) would reach deeper into the same code, so outcomes and times of searches
//   with paths cut by the budget would change (a Collatz search whose paths never end
//   took 17 s instead of 5 s to its two answers, its tree being wider at the budget's
//   depth). The budget is the user's measure of how far to look, and keeps its meaning.
// * Not checks (`g2 liquid`, `g2 check`, the plugin's checks, inference): contracts name
//   their call sites in the checked function's body (`div`, a contracted class method:
//   `reduce::contract`), which this pass rewrites.
// `G2_NO_SIMPLIFY=1` turns the pass off (to compare).
//
// Note [Known function arguments]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Library loops take the function they apply as an argument: `nub` is `nubBy (==)`,
// whose `elem_by eq y xs` calls `eq` on every element, an unknown call of `eqInt` that
// boxes nothing but costs a closure entry, two lambda bindings and a return. A call of a
// global whose leading arguments include a known function (a global with a definition,
// or a constructor, named directly or through a local `let` of it) for a parameter of
// function type calls a copy with the function substituted, the same copies as for
// dictionaries: memoised by function and key, so a recursive call that passes the
// parameter on unchanged is a call of the copy itself. In the copy the calls of the
// parameter are known calls, which inlining and the case rules open: nub's `elem_by`
// at `Int` becomes a loop comparing `Int#`s (40,000 numbers: 376 M steps to 306 M,
// 7.4 s to 3.7 s). Substituting a variable for a binder is beta reduction by a value,
// so nothing is computed more or less often (GHC's specialiser does the same at -O).
// Only parameters of function type are keys: a known list or number passed on would
// make copies that gain nothing.
//
// Bounds: at most MAX_SPECS copies, and the arenas grow by at most GROWTH times their
// size; past either, calls stay as they are (a slower program, the same meaning).

// Note [Lambda arguments]
// ~~~~~~~~~~~~~~~~~~~~~~~~
// A lambda written at the call, `filter (\x -> x `mod` 3 == 0) xs`, or in base's own
// code (`lines` is `break (\c -> c == '\n')`), is a closure the loop calls unknown on
// every element, where a named function, `filter p3 xs`, is a known function argument
// (Note [Known function arguments]) whose copy calls it directly and inlines it: the
// same loop ran 3.10 s written with the lambda and 2.48 s with the name. A lambda that
// mentions no local variable and no type variable of the code around it (`dicts::closed`)
// is a value that could have been named at top level, so it is: the first call that
// passes it for a parameter of function type makes it a global (`x{lambda N}`), and
// the call is specialised for that global as for any other. A lambda that mentions a
// local (`\x -> x > n`) is made a global too, taking its free variables first (Note
// [Lambdas with free variables]); one passed where the callee cannot be specialised
// stays a closure.
//
// Note [Lambdas with free variables]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Most lambdas users pass mention a local: `all (\p -> n `mod` p /= 0) ps`, `filter
// (\x -> x > n)`, `map (* k)`; and so do partial applications, `filter (k <)` (which is
// `ltInt k` once the dictionary is resolved). As closures they cost the loop an unknown
// call per element: `length (filter (\x -> x > n) xs)` ran 2.3 times as long as the same
// loop with a closed lambda. So a lambda whose free variables are at most MAX_EXTRAS
// local values is lambda lifted: the global `x{lambda N} = \v1 .. vk x -> body` takes
// them first, and the argument is `x{lambda N} v1 .. vk`. A known function applied to
// fewer arguments than its right-hand side has lambdas (so a value: applying it
// computes nothing) and to at most MAX_EXTRAS variables or literals is such an argument
// as it stands. The call is specialised
// for the function: the copy's key holds the function and how many arguments it is
// applied to, and the copy takes those arguments in place of the function parameter,
// and has `g e1 .. ek` (fresh parameters `ei`) wherever the body had the parameter
// (`copy::copy_with_calls`). In the copy a recursive call that passes the parameter on
// passes `g e1 .. ek`, the same key, so it calls the copy itself with `e1 .. ek`; a
// call of the parameter is a saturated call of `g`, which inlining opens. Substituting
// the partial application for the parameter is beta reduction by a value (its
// arguments are variables, so nothing is computed more often); a use of the parameter
// that is not a call makes its closure there, once per use instead of once per call.
// The lambda may also mention type variables of the code around it (`\x -> x > n` in
// `countAbove :: Ord a => a -> [a] -> Int`, whose copy at `Int` still binds `@a`): they
// are left free in the global. That is sound for the runs this pass is for, which are
// concrete: the machine reads a type argument only to make a symbolic value (`symbolic`,
// whose programs are not simplified), for `tagToEnum#` (whose type GHC requires to be a
// concrete constructor), and in checks' contracts (not simplified); anything else treats
// an unbound type variable as itself (`resolve_type`), as it already does for inlined
// code whose type `let`s were dropped as unused. The lifted global's parameters have
// their binders' types (`binder_type`), dictionaries first, and so do the copies'
// parameters that stand for them (`parameter_types`): in the copy at `Int` of
// `countAbove`, the copy of `filter` it calls is passed `$fOrdInt` as a leading
// argument, so it is copied for it (Note [Specialised dictionaries]) and the lambda's
// `>` is `gtInt`, inlined. Measured (user CPU, medians of 3, with GHC's front end):
// primes by trial division (`all` with a lambda on `n`) 2.02 s -> 1.74 s, `filter (\x
// -> x > n)` x30 0.72 -> 0.61, `countAbove` and `filter (\y -> y /= x)` in overloaded
// functions at Int 0.64 -> 0.52 s of search.

const MAX_SPECS: usize = 20_000;
/// The most arguments a known function argument may be applied to (Note [Lambdas with
/// free variables]).
const MAX_EXTRAS: usize = 4;
const GROWTH: usize = 4;
/// Rounds at most: a round rewrites what the last one left (see `simplify`).
const ROUNDS: usize = 8;

/// What the pass did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Selector applications replaced by the selected method.
    pub methods: usize,
    /// Specialised copies of functions made.
    pub copies: usize,
    /// Integer literals converted to `Int` at load.
    pub literals: usize,
    /// Calls inlined (Note [Inlining at load]).
    pub inlined: usize,
    /// Cases of a variable whose constructor is known, resolved.
    pub known_cases: usize,
    /// Local loops given workers on unboxed numbers (Note [Workers for loops]).
    pub workers: usize,
    /// Local rewrites of `case`s and `let`s: scrutinees floated, known cases resolved,
    /// `let`s made `case`s.
    pub floated: usize,
}

/// Whether the pass runs (`G2_NO_SIMPLIFY=1`: no).
pub fn enabled() -> bool {
    std::env::var_os("G2_NO_SIMPLIFY").is_none_or(|v| v.is_empty() || v == "0")
}

/// Rewrites `program` in place (Note [Specialised dictionaries], Note [Inlining at
/// load]).
pub fn simplify(program: &mut Program) -> Stats {
    let dicts = dicts::known(program);
    let primitives = primitives(program);
    let used = inline::used_names(program);
    let limit = program.nodes.exprs.len() * GROWTH + 100_000;
    let mut pass = Pass {
        program,
        dicts,
        locals: Default::default(),
        primitives,
        used,
        inlinable: FxHashMap::default(),
        rebound: Default::default(),
        inlines_left: 0,
        root_tyvars: Default::default(),
        lifted: FxHashMap::default(),
        lifted_lambdas: FxHashMap::default(),
        binder_types: None,
        copies: FxHashMap::default(),
        new_pairs: Vec::new(),
        work: Vec::new(),
        limit,
        stats: Stats::default(),
    };
    // Rounds until one changes nothing (at most ROUNDS): copies are rewritten after the
    // calls that made them, so the second round sees their simplified bodies, which are
    // small enough to inline where the first saw the generic code, and what the second
    // inlines leaves `let`s and `case`s the third resolves (Note [Inlining at load]).
    for _ in 0..ROUNDS {
        let before = pass.stats;
        let roots: Vec<ExprId> = pass.program.globals.values().map(|&(_, rhs)| rhs).collect();
        for root in roots {
            pass.rewrite(root);
        }
        while let Some(root) = pass.work.pop() {
            pass.rewrite(root);
        }
        pass.inlinable.clear();
        if pass.stats == before {
            break;
        }
    }
    let stats = pass.stats;
    let pairs = std::mem::take(&mut pass.new_pairs);
    if !pairs.is_empty() {
        let pairs = program.nodes.pairs.alloc_many(pairs);
        program.externals.push(Bind { is_rec: true, pairs });
    }
    stats
}

/// Base's `divInt#` and `modInt#` (`div` and `mod` on `Int` after their checks of the
/// divisor), which are functions of a dozen comparisons and `quotInt#`s, as the
/// engine's primitives of the same meaning (`reduce::primop`): one step on concrete
/// operands (the pass runs only where every operand is concrete).
fn primitives(program: &mut Program) -> FxHashMap<NameId, NameId> {
    let mut primitives = FxHashMap::default();
    for occ in ["divInt#", "modInt#"] {
        let Some(base) = program.names.find("GHC.Classes", occ, Namespace::Value) else { continue };
        let module = Some(program.names.interner.intern("G2.Engine"));
        let occ = program.names.interner.intern(occ);
        let prim = program.names.add(NameInfo { module, occ, unique: 0, sort: NameSort::PrimOp });
        primitives.insert(base, prim);
    }
    primitives
}

/// A specialised copy's key: the function's right-hand side (a global's, or a local
/// function's: locals of different right-hand sides may share a name), and for each
/// leading argument, the known dictionary or function it passes, with how many
/// arguments that function is applied to, which the copy takes in its place (Note
/// [Lambdas with free variables]); None: a type argument, kept.
type CopyKey = (ExprId, Box<[Option<(NameId, u8)>]>);

struct Pass<'p> {
    program: &'p mut Program,
    dicts: FxHashMap<NameId, Dict>,
    /// The locals of the right-hand side being rewritten (names bound inside one
    /// right-hand side are distinct).
    locals: dicts::Locals,
    /// Globals made for dictionary fields that are not variables, by dictionary and
    /// field.
    lifted: FxHashMap<(NameId, usize), NameId>,
    /// Globals made for closed lambdas passed as function arguments, by the lambda
    /// (Note [Lambda arguments]).
    /// With the free variables each takes first (Note [Lambdas with free variables]).
    lifted_lambdas: FxHashMap<ExprId, (NameId, Vec<NameId>)>,
    copies: FxHashMap<CopyKey, Option<NameId>>,
    new_pairs: Vec<(Binder, ExprId)>,
    /// Right-hand sides of new copies, still to rewrite.
    work: Vec<ExprId>,
    /// Base's functions the engine runs as primitives, to the primitive's name.
    primitives: FxHashMap<NameId, NameId>,
    /// The size the expression arena may reach.
    limit: usize,
    /// Names that occur as variables (a binder not among them is not bound when a
    /// `case` is resolved).
    used: rustc_hash::FxHashSet<NameId>,
    inlinable: FxHashMap<NameId, Option<inline::Inlinable>>,
    /// The names bound twice in the right-hand side being rewritten (Note [Names bound
    /// twice]).
    rebound: rustc_hash::FxHashSet<NameId>,
    /// How many more calls the right-hand side being rewritten may inline.
    inlines_left: usize,
    /// The type variables bound in the right-hand side being rewritten (`dicts::closed`).
    root_tyvars: rustc_hash::FxHashSet<NameId>,
    stats: Stats,
    /// The type of each name some binder of the program binds (copies keep their
    /// binders' names and types), made when first needed: a name made after that (a
    /// fresh one of an inlined call) has none, and is read as `Type::Other`.
    binder_types: Option<FxHashMap<NameId, TypeId>>,
}

impl Pass<'_> {
    /// Rewrites the right-hand side `root` in place, outermost calls first.
    fn rewrite(&mut self, root: ExprId) {
        self.locals = Default::default();
        (self.rebound, self.root_tyvars) = cases::bound_names(self.program, root);
        self.inlines_left = inline::INLINES_PER_ROOT;
        let mut stack = vec![(root, cases::Scope::new())];
        while let Some((e, scope)) = stack.pop() {
            match self.program[e] {
                Expr::App(..) => self.rewrite_call(e),
                Expr::Var(x) => {
                    let target = self.chase(self.local_alias(x));
                    let target = self.primitives.get(&target).copied().unwrap_or(target);
                    if target != x {
                        self.program.nodes.exprs[e] = Expr::Var(target);
                    }
                }
                _ => {}
            }
            loop {
                // A scrutinee that is a call is rewritten (inlined) first, so that what
                // it becomes can float out (`float_scrutinee`).
                if let Expr::Case(scrut, ..) = self.program[e] {
                    if let Expr::App(..) = self.program[scrut] {
                        self.rewrite_call(scrut);
                    }
                }
                let new = self
                    .float_scrutinee(e)
                    .or_else(|| self.known_case(e, &scope))
                    .or_else(|| self.construction_case(e))
                    .or_else(|| self.tag_case(e))
                    .or_else(|| self.case_of_case(e))
                    .or_else(|| self.let_to_case(e))
                    .or_else(|| self.inline_once(e))
                    .or_else(|| self.lift_local_function(e))
                    .or_else(|| self.float_let(e));
                let Some(new) = new else {
                    // A `letrec` of a loop over boxed numbers: its worker, once.
                    if self.worker_wrapper(e) {
                        continue;
                    }
                    break;
                };
                self.program.nodes.exprs[e] = new;
                self.stats.floated += 1;
            }
            match self.program[e] {
                Expr::Var(_) | Expr::Lit(_) | Expr::Type(_) | Expr::Coercion => {}
                Expr::App(f, a) => stack.extend([(a, scope.clone()), (f, scope)]),
                Expr::Lam(b, body) => stack.push((body, cases::shadowed(scope, &[b.name]))),
                Expr::Cast(b, _) | Expr::Tick(_, b) => stack.push((b, scope)),
                Expr::Let(bind, body) => {
                    let pairs = self.program.nodes[bind.pairs].to_vec();
                    let names: Vec<NameId> = pairs.iter().map(|(b, _)| b.name).collect();
                    let mut inner = cases::shadowed(scope.clone(), &names);
                    let rhs_scope = if bind.is_rec { inner.clone() } else { scope };
                    for &(binder, rhs) in &pairs {
                        // A call is rewritten first, so that what it becomes is known.
                        if let Expr::App(..) = self.program[rhs] {
                            self.rewrite_call(rhs);
                        }
                        if self.takes_dictionaries(binder.ty)
                            && dicts::closed(self.program, rhs, None, &self.root_tyvars)
                        {
                            self.locals.functions.insert(binder.name, (binder, rhs));
                        }
                        if !bind.is_rec {
                            if let Some(d) = self.resolve(rhs) {
                                self.locals.aliases.insert(binder.name, d);
                            }
                            if let Some(lambda) = self.small_leaf(rhs) {
                                self.locals.lambdas.insert(binder.name, lambda);
                            }
                            self.locals.lets.insert(binder.name, rhs);
                            if let Some(known) = self.known_value(rhs) {
                                inner.insert(binder.name, known);
                            }
                        }
                    }
                    stack.push((body, inner));
                    stack.extend(pairs.iter().map(|&(_, rhs)| (rhs, rhs_scope.clone())));
                }
                Expr::Case(scrut, binder, _, alts) => {
                    let scrutinised = match self.program[self.program.nodes.under_ticks(scrut)] {
                        Expr::Var(v) => Some(v),
                        _ => None,
                    };
                    for k in 0..alts.len() {
                        let alt = self.program.nodes[alts][k];
                        let binders = self.program.nodes[alt.binders].to_vec();
                        let mut names: Vec<NameId> = binders.iter().map(|b| b.name).collect();
                        names.push(binder.name);
                        let mut inner = cases::shadowed(scope.clone(), &names);
                        if let (AltCon::Data(con), Some(v)) = (alt.con, scrutinised) {
                            let known = self.known_alternative(con, &binders);
                            inner.insert(v, known.clone());
                            inner.insert(binder.name, known);
                        }
                        stack.push((alt.rhs, inner));
                    }
                    stack.push((scrut, scope));
                }
            }
        }
        self.drop_dead_lets(root);
    }

    fn resolve(&self, e: ExprId) -> Option<NameId> {
        dicts::resolve(self.program, &self.dicts, &self.locals, e)
    }

    /// Rewrites the call at `e`: selections from known dictionaries at its head, then a
    /// specialised copy of the function it calls.
    fn rewrite_call(&mut self, e: ExprId) {
        loop {
            let (head, args) = self.program.nodes.spine(e);
            if let Some(call) = self.local_partial_application(head) {
                self.program.nodes.exprs[head] = call;
                continue;
            }
            // The dictionary argument first: an instance function applied to known
            // dictionaries becomes a dictionary under type lambdas.
            let n = dicts::selector_arity(self.program, head);
            // A global dictionary defined by such an application is rewritten first too
            // (a right-hand side is closed, so the locals known here do not matter).
            if let Some(&dict) = n.and_then(|n| args.get(n - 1)) {
                let dict = match self.program[self.program.nodes.under_ticks_and_casts(dict)] {
                    Expr::Var(x)
                        if !self.dicts.contains_key(&x) && !self.locals.lets.contains_key(&x) =>
                    {
                        self.program
                            .globals
                            .get(&x)
                            .map(|&(_, rhs)| self.program.nodes.under_ticks_and_casts(rhs))
                    }
                    _ => Some(dict),
                };
                if let Some(dict) = dict.filter(|&d| matches!(self.program[d], Expr::App(..))) {
                    self.rewrite_call(dict);
                }
            }
            let selection = dicts::selection(self.program, &self.dicts, &self.locals, head, &args)
                // From a dictionary under type lambdas, a method that is a value (not a
                // function) would be computed at every use instead of once with the
                // dictionary: left to be selected at run time.
                .filter(|(dict, index, types)| {
                    types.is_empty() || self.is_function_field(*dict, *index)
                });
            if let Some((dict, index, types)) = selection {
                let method = self.method(dict, index);
                let node = prefix(self.program, e, args.len() - n.unwrap_or(args.len()));
                self.program.nodes.exprs[node] = self.applied(method, types);
                self.stats.methods += 1;
                continue;
            }
            if let Some((copy, kept, n)) = self.specialise_call(head, &args) {
                let node = prefix(self.program, e, args.len() - n);
                self.program.nodes.exprs[node] = self.applied(copy, kept);
                continue;
            }
            if let Some(value) = self.literal_conversion(head, &args) {
                self.program.nodes.exprs[e] = value;
            } else if let Some((inlined, n)) =
                self.inline_call(head, &args).or_else(|| self.beta_call(head, &args))
            {
                let node = prefix(self.program, e, args.len() - n);
                self.program.nodes.exprs[node] = inlined;
                // What it became may be the head of a call with the remaining
                // arguments (`k y r` with `k = \x -> (&&) (f x)`).
                if n < args.len() {
                    continue;
                }
            }
            return;
        }
    }

    /// The global a local bound to one stands for (`let f1 = (&&)`), else `x`.
    fn local_alias(&self, x: NameId) -> NameId {
        match self.locals.lets.get(&x).map(|&rhs| self.program[rhs]) {
            Some(Expr::Var(g)) if self.program.globals.contains_key(&g) => g,
            _ => x,
        }
    }

    /// The global `x` stands for: `x` itself, or for a global defined as another
    /// (`$fNumInt_$cfromInteger = integerToInt`, or `all = all1 |> co`), what that one
    /// stands for.
    fn chase(&self, mut x: NameId) -> NameId {
        for _ in 0..16 {
            if !self.specialisable(x) {
                break;
            }
            let rhs = self.program.globals[&x].1;
            // A cast changes no value the machine computes (`all = all1 |> co`).
            match self.program[self.program.nodes.under_ticks_and_casts(rhs)] {
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
        let Expr::Lit(Lit::Num(NumTy::Integer, n)) =
            self.program[self.program.nodes.under_ticks_and_casts(*arg)]
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

    /// Whether field `index` of the dictionary `dict`, under the dictionary's type
    /// lambdas, is a function: a lambda taking a value, or a global applied only to
    /// types whose right-hand side is one.
    fn is_function_field(&self, dict: NameId, index: usize) -> bool {
        let takes_value = |mut e: ExprId| loop {
            match self.program[self.program.nodes.under_ticks(e)] {
                Expr::Lam(b, body) if self.program.names.info(b.name).sort == NameSort::TyVar => {
                    e = body
                }
                Expr::Lam(..) => return true,
                _ => return false,
            }
        };
        let field = self.dicts[&dict].fields[index];
        if takes_value(field) {
            return true;
        }
        let (head, args) = self.program.nodes.spine(field);
        match self.program[head] {
            Expr::Var(h) if args.iter().all(|&a| matches!(self.program[a], Expr::Type(_))) => {
                self.program.globals.get(&h).is_some_and(|&(_, rhs)| takes_value(rhs))
            }
            _ => false,
        }
    }

    /// `f` applied to `args` (type arguments, and the arguments a copy is passed).
    fn applied(&mut self, f: NameId, args: Vec<ExprId>) -> Expr {
        let mut call = Expr::Var(f);
        for arg in args {
            let f = self.program.nodes.exprs.alloc(call);
            call = Expr::App(f, arg);
        }
        call
    }

    /// The global that is field `index` of the dictionary `dict` (under the
    /// dictionary's type lambdas, if it has any).
    fn method(&mut self, dict: NameId, index: usize) -> NameId {
        let known = &self.dicts[&dict];
        let field = known.fields[index];
        if let Some(x) = dicts::eta(self.program, field, &known.tyvars) {
            return x;
        }
        if let Some(&g) = self.lifted.get(&(dict, index)) {
            return g;
        }
        let ty = known.types[index];
        let tyvars = known.tyvars.clone();
        let mut rhs = field;
        for &b in tyvars.iter().rev() {
            rhs = self.program.nodes.exprs.alloc(Expr::Lam(b, rhs));
        }
        let name = self.new_name(dict, &format!("field {index}"));
        // The field is part of the dictionary's right-hand side, which is rewritten as
        // a root of its own.
        self.define(Binder { name, ty }, rhs);
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
        let (binder, rhs) = match self.specialisable(f) {
            true => self.program.globals[&f],
            false => *self.locals.functions.get(&f)?,
        };
        let mut body = self.program.nodes.under_ticks(rhs);
        let mut key = Vec::new();
        // What the copy is passed for each argument: a type argument itself, a known
        // function's arguments.
        let mut passed: Vec<Vec<ExprId>> = Vec::new();
        let mut n = 0;
        for &arg in args {
            let Expr::Lam(b, inner) = self.program[body] else { break };
            if let Expr::Type(_) = self.program[arg] {
                key.push(None);
                passed.push(vec![arg]);
            } else if let Some(d) = self.is_class(b.ty).then(|| self.resolve(arg)).flatten() {
                key.push(Some((d, 0)));
                passed.push(Vec::new());
                n = key.len();
            } else if let Some((g, extras)) = self.function_argument(b.ty, arg) {
                key.push(Some((g, extras.len() as u8)));
                passed.push(extras);
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
        let kept = passed[..n].concat();
        let key: CopyKey = (rhs, key.into());
        let copy = match self.copies.get(&key) {
            Some(&copy) => copy,
            None => self.make_copy(f, key, binder.ty),
        }?;
        Some((copy, kept, n))
    }

    /// The known function `arg` passes for a parameter of function type `ty`, and the
    /// arguments it is applied to (new nodes, for the copy's call): a global named alone
    /// (Note [Known function arguments]), a lambda made a global that takes its free
    /// variables first (Notes [Lambda arguments], [Lambdas with free variables]), or a
    /// global applied to fewer variables than it takes.
    fn function_argument(&mut self, ty: TypeId, arg: ExprId) -> Option<(NameId, Vec<ExprId>)> {
        if !matches!(self.program[ty], Type::Fun(..)) {
            return None;
        }
        if let Some(g) = self.known_function(arg) {
            return Some((g, Vec::new()));
        }
        let mut e = self.program.nodes.under_ticks(arg);
        if let Expr::Var(x) = self.program[e] {
            e = self.program.nodes.under_ticks(*self.locals.lets.get(&x)?);
        }
        let (g, args) = match self.program[e] {
            Expr::Lam(..) => {
                let (g, free) = self.lifted_lambda(e)?;
                (g, free.into_iter().map(Expr::Var).collect())
            }
            Expr::App(..) => self.partial_application(e)?,
            _ => return None,
        };
        Some((g, args.into_iter().map(|a| self.program.nodes.exprs.alloc(a)).collect()))
    }

    /// The global function `arg` names: a global with a definition or a constructor,
    /// named directly or through a local `let` of it.
    fn known_function(&self, arg: ExprId) -> Option<NameId> {
        let Expr::Var(x) = self.program[self.program.nodes.under_ticks(arg)] else { return None };
        let g = self.chase(self.local_alias(x));
        let sort = self.program.names.info(g).sort;
        let global = matches!(sort, NameSort::Global | NameSort::DFun)
            && self.program.globals.contains_key(&g);
        (global || sort == NameSort::DataCon).then_some(g)
    }

    /// The global made for `lambda` and the free variables it takes before the lambda's
    /// own argument, made the first time it is asked for (Notes [Lambda arguments],
    /// [Lambdas with free variables]).
    fn lifted_lambda(&mut self, lambda: ExprId) -> Option<(NameId, Vec<NameId>)> {
        let Expr::Lam(binder, _) = self.program[lambda] else { return None };
        if let Some(lifted) = self.lifted_lambdas.get(&lambda) {
            return Some(lifted.clone());
        }
        if self.program.names.info(binder.name).sort == NameSort::TyVar || !self.within_bounds() {
            return None;
        }
        // Type variables of the code around it are left free in the global (below).
        let free = dicts::free_locals(self.program, lambda, None, &Default::default())?;
        // A name bound twice (Note [Names bound twice]) could be free in one place and
        // bound in another: no such lambda is lifted.
        if free.len() > MAX_EXTRAS || !free.is_empty() && self.mentions_rebound(lambda) {
            return None;
        }
        let name = self.new_name(binder.name, &format!("lambda {}", self.lifted_lambdas.len() + 1));
        // The free variables with their types, dictionaries first: a copy of the callee
        // for a known dictionary among them is then a copy for a leading argument (Note
        // [Specialised dictionaries]). The result's type is read by no one.
        let mut params: Vec<Binder> =
            free.iter().map(|&name| Binder { name, ty: self.binder_type(name) }).collect();
        params.sort_by_key(|b| !self.is_class(b.ty));
        let free: Vec<NameId> = params.iter().map(|b| b.name).collect();
        let other = self.program.nodes.types.alloc(Type::Other);
        let mut ty = self.program.nodes.types.alloc(Type::Fun(binder.ty, other));
        for p in params.iter().rev() {
            ty = self.program.nodes.types.alloc(Type::Fun(p.ty, ty));
        }
        self.define_copy(Binder { name, ty }, &params, lambda, FxHashMap::default())?;
        self.lifted_lambdas.insert(lambda, (name, free.clone()));
        Some((name, free))
    }

    /// The partial application of a global (`partial_application`) that `head`, a
    /// local, is bound to by a `let`, as a new expression to call in its place: calling
    /// `f` with `let f = g x |> co` is calling `g x` (a cast changes no value the machine
    /// computes), which can be inlined or specialised where `f` could not (base's `all`
    /// binds its predicate so: Note [Lambdas with free variables]). The `let`'s right-hand
    /// side is in scope at the call unless it mentions a name bound twice.
    fn local_partial_application(&mut self, head: ExprId) -> Option<Expr> {
        let Expr::Var(x) = self.program[head] else { return None };
        let rhs = self.program.nodes.under_ticks_and_casts(*self.locals.lets.get(&x)?);
        if !matches!(self.program[rhs], Expr::App(..)) || self.mentions_rebound(rhs) {
            return None;
        }
        let (g, atoms) = self.partial_application(rhs)?;
        let atoms = atoms.into_iter().map(|a| self.program.nodes.exprs.alloc(a)).collect();
        Some(self.applied(g, atoms))
    }

    /// `e` as a global applied to at most MAX_EXTRAS variables or literals, fewer than
    /// the value lambdas its right-hand side starts with (so that `e` is a value, and a
    /// copy may make it again at each use: Note [Lambdas with free variables]).
    fn partial_application(&self, e: ExprId) -> Option<(NameId, Vec<Expr>)> {
        let (head, args) = self.program.nodes.spine(e);
        let Expr::Var(f) = self.program[self.program.nodes.under_ticks(head)] else {
            return None;
        };
        let g = self.chase(self.local_alias(f));
        if args.len() > MAX_EXTRAS || !self.specialisable(g) {
            return None;
        }
        let atoms = args
            .iter()
            .map(|&a| match self.program[self.program.nodes.under_ticks(a)] {
                lit @ Expr::Lit(_) => Some(lit),
                Expr::Var(x) if self.program.names.info(x).sort != NameSort::TyVar => {
                    Some(Expr::Var(x))
                }
                _ => None,
            })
            .collect::<Option<Vec<Expr>>>()?;
        let mut body = self.program.globals[&g].1;
        for _ in 0..=atoms.len() {
            let Expr::Lam(b, inner) = self.program[self.program.nodes.under_ticks(body)] else {
                return None;
            };
            if self.program.names.info(b.name).sort == NameSort::TyVar {
                return None;
            }
            body = inner;
        }
        Some((g, atoms))
    }

    /// `letrec go = \@a $dOrd .. -> ..go..` whose right-hand side mentions no local but
    /// itself (containers' `insert x0 = go x0 x0 where go :: Ord a => ..`): `go` made a
    /// global, the local `let go = go{lifted}`, so that calls of it with known
    /// dictionaries are specialised as a global's (Note [Specialised dictionaries]).
    fn lift_local_function(&mut self, e: ExprId) -> Option<Expr> {
        let Expr::Let(bind, body) = self.program[e] else { return None };
        if !bind.is_rec || bind.pairs.len() != 1 {
            return None;
        }
        let (binder, rhs) = self.program.nodes[bind.pairs][0];
        if !self.takes_dictionaries(binder.ty)
            || self.rebound.contains(&binder.name)
            || !self.within_bounds()
            || !dicts::closed(self.program, rhs, Some(binder.name), &self.root_tyvars)
        {
            return None;
        }
        // Numbered: locals of different functions share names (containers' `go16`).
        let name = self.new_name(binder.name, &format!("lifted {}", self.stats.copies + 1));
        let subst = FxHashMap::from_iter([(binder.name, name)]);
        self.define_copy(Binder { name, ty: binder.ty }, &[], rhs, subst)?;
        self.stats.copies += 1;
        let alias = self.program.nodes.exprs.alloc(Expr::Var(name));
        let pairs = self.program.nodes.pairs.alloc_many([(binder, alias)]);
        Some(Expr::Let(Bind { is_rec: false, pairs }, body))
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

    /// Whether a function of type `ty` takes a dictionary after its type arguments.
    fn takes_dictionaries(&self, mut ty: TypeId) -> bool {
        loop {
            match self.program[ty] {
                Type::ForAll(_, t) => ty = t,
                Type::Fun(a, _) => return self.is_class(a),
                _ => return false,
            }
        }
    }

    fn is_class(&self, ty: TypeId) -> bool {
        match self.program[ty] {
            Type::Con(tc, _) => {
                self.program.tycon(tc).is_some_and(|t| t.flavour == TyConFlavour::Class)
            }
            _ => false,
        }
    }

    /// A copy of `f` (type `ty`, right-hand side the key's) for the leading arguments of
    /// `key`, or None past the bounds; memoised in `copies` before its body is rewritten,
    /// so a call of the same copy inside it finds it.
    fn make_copy(&mut self, f: NameId, (rhs, key): CopyKey, ty: TypeId) -> Option<NameId> {
        let made = self.copy_of(f, &key, ty, rhs);
        self.copies.insert((rhs, key), made);
        let name = made?;
        let body = self.program.globals[&name].1;
        // An instance function specialised to its dictionary arguments is a dictionary
        // under type lambdas. Its fields are rewritten at once, so that selections from
        // it find the methods' copies (`dicts::eta`).
        if let Some(dict) = dicts::as_dict(self.program, body) {
            self.dicts.insert(name, dict);
            let saved = (
                std::mem::take(&mut self.locals),
                self.inlines_left,
                std::mem::take(&mut self.rebound),
                std::mem::take(&mut self.root_tyvars),
            );
            self.rewrite(body);
            (self.locals, self.inlines_left, self.rebound, self.root_tyvars) = saved;
        } else {
            self.work.push(body);
        }
        Some(name)
    }

    /// The copy itself (Note [Specialised dictionaries]).
    fn copy_of(
        &mut self,
        f: NameId,
        key: &[Option<(NameId, u8)>],
        ty: TypeId,
        rhs: ExprId,
    ) -> Option<NameId> {
        if !self.within_bounds() {
            return None;
        }
        let ty = self.copy_type(ty, key)?;
        let mut body = self.program.nodes.under_ticks(rhs);
        let mut kept = Vec::new();
        let mut subst = FxHashMap::default();
        let mut calls = FxHashMap::default();
        for d in key {
            let Expr::Lam(b, inner) = self.program[body] else { return None };
            match *d {
                Some((d, 0)) => {
                    subst.insert(b.name, d);
                }
                Some((g, k)) => {
                    // The copy takes the function's arguments in its place, and calls it.
                    let types = self.parameter_types(g, k as usize);
                    let params: Vec<NameId> =
                        (0..k).map(|_| copy::fresh(&mut self.program.names, b.name)).collect();
                    kept.extend(params.iter().zip(types).map(|(&name, ty)| Binder { name, ty }));
                    calls.insert(b.name, (g, params));
                }
                None => kept.push(b),
            }
            body = inner;
        }
        let mut copied = copy::copy_with_calls(&mut self.program.nodes, subst, calls, body)?;
        for b in kept.into_iter().rev() {
            copied = self.program.nodes.exprs.alloc(Expr::Lam(b, copied));
        }
        self.stats.copies += 1;
        let name = self.new_name(f, &format!("spec {}", self.stats.copies));
        self.define(Binder { name, ty }, copied);
        Some(name)
    }

    /// `ty` without the dictionary and function arguments `key` drops, with the
    /// arguments of those functions in their place (of types no one reads).
    fn copy_type(&mut self, ty: TypeId, key: &[Option<(NameId, u8)>]) -> Option<TypeId> {
        let Some((first, rest)) = key.split_first() else { return Some(ty) };
        match (self.program[ty], first) {
            (Type::ForAll(a, t), None) => {
                let t = self.copy_type(t, rest)?;
                Some(self.program.nodes.types.alloc(Type::ForAll(a, t)))
            }
            (Type::Fun(_, t), &Some((g, k))) => {
                let mut t = self.copy_type(t, rest)?;
                for p in self.parameter_types(g, k as usize).into_iter().rev() {
                    t = self.program.nodes.types.alloc(Type::Fun(p, t));
                }
                Some(t)
            }
            _ => None,
        }
    }

    /// The types of the first `k` value parameters of the global `g` (its lambdas'
    /// binders), `Type::Other` past them.
    fn parameter_types(&mut self, g: NameId, k: usize) -> Vec<TypeId> {
        let mut types = Vec::with_capacity(k);
        let mut body = self.program.globals.get(&g).map(|&(_, rhs)| rhs);
        while types.len() < k {
            let lam = body.map(|b| self.program[self.program.nodes.under_ticks(b)]);
            match lam {
                Some(Expr::Lam(b, inner)) => {
                    if self.program.names.info(b.name).sort != NameSort::TyVar {
                        types.push(b.ty);
                    }
                    body = Some(inner);
                }
                _ => {
                    types.push(self.program.nodes.types.alloc(Type::Other));
                    body = None;
                }
            }
        }
        types
    }

    /// The type of `x` where it is bound (`Type::Other` for a name no binder binds).
    fn binder_type(&mut self, x: NameId) -> TypeId {
        let program = &*self.program;
        let types = self.binder_types.get_or_insert_with(|| {
            let mut types = FxHashMap::default();
            for &(_, rhs) in program.globals.values() {
                program.nodes.walk(rhs, |_, e| match *e {
                    Expr::Lam(b, _) => {
                        types.insert(b.name, b.ty);
                    }
                    Expr::Let(bind, _) => {
                        types.extend(program.nodes[bind.pairs].iter().map(|(b, _)| (b.name, b.ty)));
                    }
                    Expr::Case(_, b, _, alts) => {
                        types.insert(b.name, b.ty);
                        for alt in &program.nodes[alts] {
                            types.extend(program.nodes[alt.binders].iter().map(|b| (b.name, b.ty)));
                        }
                    }
                    _ => {}
                });
            }
            types
        });
        match types.get(&x) {
            Some(&ty) => ty,
            None => self.program.nodes.types.alloc(Type::Other),
        }
    }

    /// Whether the pass may make another global: within MAX_SPECS copies and the
    /// arenas' limit (Note [Known function arguments]).
    fn within_bounds(&self) -> bool {
        self.stats.copies < MAX_SPECS && self.program.nodes.exprs.len() <= self.limit
    }

    /// Defines `binder` as `\params -> ` a copy of `rhs` with the variables in `subst`
    /// renamed, a new global whose right-hand side is rewritten as a root of its own;
    /// None if `rhs` is too deep to copy.
    fn define_copy(
        &mut self,
        binder: Binder,
        params: &[Binder],
        rhs: ExprId,
        subst: FxHashMap<NameId, NameId>,
    ) -> Option<()> {
        let mut copied = copy::copy(&mut self.program.nodes, subst, rhs)?;
        for &b in params.iter().rev() {
            copied = self.program.nodes.exprs.alloc(Expr::Lam(b, copied));
        }
        self.define(binder, copied);
        self.work.push(copied);
        Some(())
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
