//! Names, atoms and literals: how the machine finds what an expression names. Top-level
//! bindings are heap cells allocated on first use (CAFs are shared); arguments become
//! addresses (variables are shared, unlifted primitive calls are computed: Note
//! [Unlifted arguments], constructor applications are built: Note [Constructor
//! applications are values], other expressions become thunks); `let` allocates;
//! types and literals become values.

use std::sync::Arc;

use num_bigint::BigInt;

use super::{Global, Machine, Step};
use crate::error::Error;
use crate::ir::{Bind, Expr, ExprId, Lit, NameId, NumTy, Program, Type, TypeId};
use crate::reduce::env::Env;
use crate::reduce::machine::Result;
use crate::reduce::rtype::{RType, Subst};
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Addr, Head, HeapObj, Prim, Value, TOKEN};

impl<'p> Machine<'p> {
    /// The counterfactual head for `e` if it is a call site of a contracted function.
    #[inline]
    pub(super) fn counterfactual_head(&self, e: ExprId) -> Option<Value> {
        let contracts = self.contracts?;
        self.counterfactual_site(contracts, e)
    }

    fn counterfactual_site(
        &self,
        contracts: &crate::reduce::contract::Contracts,
        e: ExprId,
    ) -> Option<Value> {
        let g = contracts.is_site(e)?;
        let call = contracts.by_callee.get(&g).map_or(g, |c| c.call);
        Some(Value::Pap {
            head: Head::Counterfactual(g),
            args: crate::reduce::value::no_addrs(),
            arity: crate::reduce::value::pap_arity(self.arity_of(call)),
        })
    }

    /// Evaluates the top-level name `x`, which occurs at `site`.
    pub(super) fn eval_global(&self, st: &mut State, x: NameId, site: ExprId) -> Result<Step> {
        match self.globals.get(&x) {
            Some(Global::Head(head, arity)) => {
                st.control = Control::Return(Value::Pap {
                    head: head.clone(),
                    args: crate::reduce::value::no_addrs(),
                    arity: crate::reduce::value::pap_arity(*arity),
                });
                self.saturate_if_ready(st)
            }
            Some(Global::Binding) => {
                let addr = self.global_addr(st, x);
                st.control = match self.evaluated_global(st, addr) {
                    Some(v) => Control::Return(v),
                    None => Control::Enter(addr),
                };
                Ok(Step::Continue)
            }
            Some(Global::Token) => {
                st.control = Control::Return(TOKEN);
                Ok(Step::Continue)
            }
            None => Err(self.missing(x, site).into()),
        }
    }

    /// The heap cell of a top-level binding, allocated on first use (CAFs are shared).
    pub fn global_addr(&self, st: &mut State, x: NameId) -> Addr {
        if let Some(&a) = st.globals.get(&x) {
            return a;
        }
        let (_, rhs) = self.program.globals[&x];
        let addr = st.alloc(HeapObj::Thunk { expr: rhs, env: crate::reduce::env::empty_env() });
        st.globals.insert(x, addr);
        addr
    }

    /// The heap address for an argument expression: variables are shared, other
    /// expressions become thunks.
    pub(super) fn atom(&self, st: &mut State, e: ExprId, env: &Env) -> Result<Addr> {
        if let Some(head) = self.counterfactual_head(e) {
            // A contracted constant is a call with no arguments: evaluated when entered
            // (as a value it would be a partial application that never saturates).
            if matches!(head, Value::Pap { arity: (0, 0), .. }) {
                return Ok(st.alloc(self.thunk(e, env)));
            }
            return Ok(st.alloc_value(head));
        }
        Ok(match self.program[e] {
            Expr::Var(x) => match self.local(env, x) {
                Some(&a) => a,
                None => match self.globals.get(&x) {
                    Some(Global::Binding) => self.global_addr(st, x),
                    Some(Global::Head(..)) => {
                        st.alloc(HeapObj::Thunk { expr: e, env: crate::reduce::env::empty_env() })
                    }
                    Some(Global::Token) => st.alloc_value(TOKEN),
                    // A name the program has no definition of fails when it is forced,
                    // not when it is passed: base's `Semigroup Ordering` dictionary
                    // holds `stimes`, which has none, and `compare a c <> compare b d`
                    // never calls it.
                    None => {
                        st.alloc(HeapObj::Thunk { expr: e, env: crate::reduce::env::empty_env() })
                    }
                },
            },
            Expr::Type(ty) => self.type_cell(st, ty, env),
            Expr::Coercion => st.alloc_value(TOKEN),
            Expr::Lit(l) => {
                let v = self.lit_value(&l)?;
                st.alloc_value(v)
            }
            Expr::Tick(_, inner) | Expr::Cast(inner, _) => return self.atom(st, inner, env),
            Expr::App(..) => match self.speculated(st, e, env) {
                Some(v) => st.alloc_value(v),
                None => match self.constructor_application(st, e, env) {
                    Some(v) => st.alloc_value(v),
                    None => st.alloc(self.thunk(e, env)),
                },
            },
            Expr::Case(..) => match self.speculated_case(st, e, env) {
                Some(v) => st.alloc_value(v),
                None => st.alloc(self.thunk(e, env)),
            },
            _ => st.alloc(self.thunk(e, env)),
        })
    }

    /// A saturated constructor application (`Tip @a`, `Bin (1# +# n) k x l (Tip @a)` as
    /// an argument or a `let`'s right-hand side) is a value: Note [Constructor
    /// applications are values]. `None` for any other expression, or if a field's cell
    /// cannot be made (a literal the engine cannot represent: the thunk fails when
    /// forced, as it did before).
    pub(super) fn constructor_application(
        &self,
        st: &mut State,
        e: ExprId,
        env: &Env,
    ) -> Option<Value> {
        // Which applications are constructor applications is known from the machine's
        // scan (Note [Call sites by id]), for the applications it saw.
        let unscanned;
        let con = match self.call_sites.get(e) {
            Some(site) => site.con.as_ref(),
            None if self.call_sites.scanned(e) => None,
            None => {
                unscanned = super::fast::con_app(self.program, &self.globals, e);
                unscanned.as_ref()
            }
        };
        let con = con?;
        if self.local(env, con.head).is_some() {
            return None;
        }
        // The cells, made last first; on the stack for the usual few fields.
        const SMALL: usize = 8;
        let n = con.values.len();
        let fields = if n <= SMALL {
            let mut buf = [0; SMALL];
            for i in (0..n).rev() {
                buf[i] = self.atom(st, con.values[i], env).ok()?;
            }
            crate::reduce::value::Fields::from(&buf[..n])
        } else {
            let mut fields = vec![0; n];
            for i in (0..n).rev() {
                fields[i] = self.atom(st, con.values[i], env).ok()?;
            }
            crate::reduce::value::Fields::from(fields)
        };
        Some(Value::Con { dc: con.dc, fields })
    }

    pub(super) fn bind_let(&self, st: &mut State, bind: &Bind, mut env: Env) -> Env {
        let pairs = self.program.pairs(bind);
        if !bind.is_rec {
            let (b, rhs) = pairs[0];
            // Note [Unlifted arguments]; a type (an inlined call's type argument: Note
            // [Inlining at load]) is a value, as a lambda's type argument is.
            let speculated = match self.program[rhs] {
                Expr::Case(..) => self.speculated_case(st, rhs, &env),
                Expr::App(..) => self
                    .speculated(st, rhs, &env)
                    .or_else(|| self.constructor_application(st, rhs, &env)),
                _ => self.speculated(st, rhs, &env),
            };
            let addr = match (self.program[rhs], speculated) {
                (Expr::Type(ty), _) => self.type_cell(st, ty, &env),
                (_, Some(v)) => st.alloc_value(v),
                (_, None) => st.alloc(self.thunk(rhs, &env)),
            };
            env.insert(b.name, addr);
            return env;
        }
        let addrs: Vec<Addr> = pairs
            .iter()
            .map(|(b, _)| {
                let a = st.alloc(HeapObj::Blackhole);
                env.insert(b.name, a);
                a
            })
            .collect();
        for (&(_, rhs), addr) in pairs.iter().zip(addrs) {
            st.heap.set(addr, self.thunk(rhs, &env));
        }
        env
    }

    /// A cell holding the type argument `ty`, made in `env`. Type cells never change,
    /// so none is made for a closed type (a constant cell: Note [Constant cells] in
    /// `reduce::env`) nor for a type variable (its own cell).
    fn type_cell(&self, st: &mut State, ty: TypeId, env: &Env) -> Addr {
        if let Some(&(_, a)) = self.closed_types.get(&ty) {
            if st.heap.is_constant(a) {
                return a;
            }
        }
        if let Type::Var(v) = self.program[ty] {
            if let Some(&a) = self.local(env, v) {
                if let HeapObj::Value(Value::Type(_)) = st.heap.get(a) {
                    return a;
                }
            }
        }
        let t = self.resolve_type(st, ty, env);
        st.alloc_value(Value::Type(t))
    }

    pub(super) fn resolve_type(&self, st: &State, ty: TypeId, env: &Env) -> RType {
        if let Some((t, _)) = self.closed_types.get(&ty) {
            return t.clone();
        }
        // A type variable alone (`@a`, most of the open ones) is its binding, with no
        // substitution built.
        if let Type::Var(v) = self.program[ty] {
            return match self.local(env, v).map(|&a| st.heap.get(a)) {
                Some(HeapObj::Value(Value::Type(t))) => t.clone(),
                _ => RType::Var(v),
            };
        }
        RType::from_ir_with(self.program, ty, &mut |v| match self
            .local(env, v)
            .map(|&a| st.heap.get(a))
        {
            Some(HeapObj::Value(Value::Type(t))) => Some(t.clone()),
            _ => None,
        })
    }

    pub fn lit_value(&self, lit: &Lit) -> Result<Value> {
        Ok(Value::Prim(match *lit {
            Lit::Char(c) => Prim::Char(c as u32),
            Lit::Num(NumTy::Integer | NumTy::Natural, n) => Prim::Integer(BigInt::from(n)),
            Lit::Num(NumTy::Int | NumTy::Int64, n) => Prim::Int(n as i64),
            Lit::Num(NumTy::Word | NumTy::Word64, n) => Prim::Word(n as u64),
            Lit::BigNum(_, digits) => {
                let digits = self.program.names.interner.resolve(digits);
                Prim::Integer(
                    digits
                        .parse::<BigInt>()
                        .map_err(|e| Error::Internal(format!("the literal {digits}: {e}")))?,
                )
            }
            Lit::Str(bytes) => Prim::Addr(self.program[bytes].clone(), 0),
            Lit::Float(f) => Prim::Float(f),
            Lit::Double(d) => Prim::Double(d),
            Lit::NullAddr => Prim::Addr(Arc::from(&[][..]), 0),
            Lit::Rubbish => Prim::Int(0),
            Lit::Label(l) => {
                let l = self.program.names.interner.resolve(l);
                return Err(
                    Error::Unsupported { what: format!("foreign label `{l}`"), at: None }.into()
                );
            }
        }))
    }
}

/// What the machine learns from one walk over every binding of the program.
pub(super) struct Scan {
    /// The names that occur as variables.
    pub used: rustc_hash::FxHashSet<NameId>,
    /// Every type argument without type variables, already a run-time type
    /// (Note [Closed type arguments]).
    pub closed_types: rustc_hash::FxHashMap<TypeId, RType>,
    /// The applications that are call sites of the fast paths (Note [Concrete primitive
    /// calls], Note [Saturated calls of heads]) or constructor applications.
    pub call_sites: super::fast::CallSites,
}

// Note [Closed type arguments]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Code compiled without optimisation passes a type argument to every overloaded call
// (`(+) @Int $fNumInt x y`), and each becomes a `Value::Type` when the call is made.
// Most are closed (`@Int`, `@Bool`, `@[Char]`): they mean the same in every
// environment, so the run-time type is made once, when the machine is built, and a
// call only clones it (a reference count) instead of walking the type for variables
// and rebuilding it. Types with variables are still resolved in the call's
// environment.

/// Walks every binding of the program once (`Scan`).
/// The call sites of the fast paths are collected only if `fast_paths`; those of
/// primitives and constructors always (the general rules use them too).
pub(super) fn scan(
    program: &Program,
    globals: &rustc_hash::FxHashMap<NameId, Global>,
    fast_paths: bool,
) -> Scan {
    let mut used = rustc_hash::FxHashSet::default();
    let mut closed_types = rustc_hash::FxHashMap::default();
    let mut call_sites = super::fast::CallSites::new(program.nodes.exprs.len());
    for &(_, rhs) in program.globals.values() {
        program.nodes.walk(rhs, |id, e| match *e {
            Expr::App(..) => {
                use super::fast::{con_app, fun_call, head_call, prim_call};
                let site = super::fast::CallSite {
                    // Also the general rules' (Note [Unlifted arguments]).
                    prim: prim_call(program, globals, id),
                    head: fast_paths.then(|| head_call(program, globals, id)).flatten(),
                    fun: fast_paths.then(|| fun_call(program, globals, id)).flatten(),
                    con: con_app(program, globals, id),
                    walk: None,
                };
                call_sites.insert(id, site);
            }
            Expr::Var(x) => {
                used.insert(x);
            }
            Expr::Type(ty) if !closed_types.contains_key(&ty) => {
                let mut open = false;
                collect_tyvars(program, ty, &mut |_| open = true);
                if !open {
                    closed_types.insert(ty, RType::from_ir(program, ty, &Subst::default()));
                }
            }
            _ => {}
        });
    }
    Scan { used, closed_types, call_sites }
}

/// The names some binder of the program binds (Note [Names no binder binds]): a bit
/// per `NameId`.
pub(super) struct LocalNames(Vec<u64>);

impl LocalNames {
    /// Every binder of an expression in the program's arenas, reachable or not: a
    /// lambda's, a `let`'s, a case's and an alternative's. The environment binds
    /// nothing else. (Not every pair of the arena: the top-level bindings' are there
    /// too, and they are globals.)
    pub(super) fn of(program: &Program) -> LocalNames {
        let mut bits = LocalNames(Vec::new());
        let nodes = &program.nodes;
        for id in nodes.exprs.ids() {
            match nodes[id] {
                Expr::Lam(b, _) | Expr::Case(_, b, _, _) => bits.insert(b.name),
                Expr::Let(bind, _) => {
                    nodes[bind.pairs].iter().for_each(|(b, _)| bits.insert(b.name))
                }
                _ => {}
            }
        }
        nodes.binders.ids().for_each(|id| bits.insert(nodes[id].name));
        bits
    }

    fn insert(&mut self, x: NameId) {
        let (word, bit) = (x.0 as usize / 64, x.0 % 64);
        if word >= self.0.len() {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << bit;
    }

    /// Whether some binder binds `x`.
    #[inline]
    pub(super) fn contains(&self, x: NameId) -> bool {
        self.0.get(x.0 as usize / 64).is_some_and(|w| w & (1 << (x.0 % 64)) != 0)
    }
}

// Note [Names no binder binds]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A variable is looked up in its environment first, and only then among the top-level
// bindings: `Env::get` scans every chunk of the chain before it can say "not here", and
// most variables a call names are top-level (the function, its dictionaries, `I#`).
// Every binding an environment holds comes from a binder of the program's arenas, which
// are immutable once the machine is built, so a name that no binder binds is never in
// any environment: `Machine::local` answers None for it without the scan.

/// The C symbol of a foreign call, which the plugin names by GHC's rendering of the
/// call (`{__ffi_static_ccall_unsafe base:isDoubleNaN :: ...}`).
pub(super) fn foreign_symbol(occ: &str) -> &str {
    occ.split_whitespace().find_map(|w| w.rsplit_once(':').map(|(_, s)| s)).unwrap_or(occ)
}

pub(super) fn collect_tyvars(program: &Program, ty: TypeId, f: &mut impl FnMut(NameId)) {
    match program[ty] {
        Type::Var(v) => f(v),
        Type::Con(_, args) => program[args].iter().for_each(|&a| collect_tyvars(program, a, f)),
        Type::Fun(a, b) | Type::App(a, b) => {
            collect_tyvars(program, a, f);
            collect_tyvars(program, b, f);
        }
        Type::ForAll(_, b) => collect_tyvars(program, b, f),
        _ => {}
    }
}

// Note [Constructor applications are values]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// In GHC a saturated constructor application is a value: as an argument or a `let`'s
// right-hand side it is allocated as the constructor, its arguments as they are
// (variables shared, others thunks). The machine does the same (`atom`, `bind_let`), for
// every saturated application of a constructor, its fields made by `atom` in turn (an
// unlifted primitive call computed, a nested constructor application built, anything
// else a thunk). Building it now cannot fail, loop, split or have an effect, so only the
// cost changes: no thunk, update frame and return when it is forced.
//
// It also keeps values read back out of a state the values GHC has. containers'
// balancing code builds subtrees with the worker `Bin` and a computed size,
// `Bin (1# +# sz) k x l (Tip @k @a)`; as thunks in the tree's strict fields, a path
// that never looked at one (`size m == 3 && lookup 2 m == Just 'x'` stops at the root)
// read it back as `undefined`: `Bin 3 2 'x' (fromList [(0,'\NUL')]) undefined` was
// printed as a Map input. Allowed before were only variables and literals as fields.
// Measured: Mixed.hs 17.23 M steps before, 16.96 M after.
