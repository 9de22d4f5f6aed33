//! The lazy symbolic reducer: one `step` at a time on a [`State`].
//!
//! This follows the reduction rules of seed 002 (section 2.3.3) as a stack machine with
//! environments: `Eval` looks at an expression, `Enter` forces a heap cell (pushing an
//! update frame: call-by-need), `Return` hands a value in SWHNF to the top frame.
//! Branching on symbolic data returns several successor states, each carrying the
//! constraint of its branch; deciding which are feasible is the search's job.
//!
//! Architecture invariant: `reduce` never calls Z3.

use std::sync::Arc;

use num_bigint::BigInt;
use rustc_hash::FxHashMap;

use super::builtin::{Builtin, ErrorKind};
use super::conjunct::{self, Wait};
use super::integer::{integer_op, IntResult};
use super::env::Env;
use super::primop::{self, PrimError, PrimOp};
use super::rtype::{RType, Subst};
use super::state::{Control, Frame, Guard, Outcome, State};
use super::value::{Addr, Concrete, Head, HeapObj, Prim, Value};
use crate::error::{Error, Result};
use crate::ir::{AltCon, Bind, Expr, Lit, NameId, NameSort, NumTy, Program, Provenance, TyConFlavour, Type};
use crate::smt::term::{Op, Sort, Term, TermRef};

/// What one step did.
pub enum Step<'a> {
    Continue,
    /// The state split; it is replaced by these successors.
    Fork(Vec<State<'a>>),
    Done(Outcome),
}

/// How a global name behaves when evaluated.
#[derive(Clone, Debug)]
enum Global {
    /// A head that collects (type, value) arguments before it runs.
    Head(Head, (usize, usize)),
    Binding,
    /// A primitive token with no content (`void#`, `realWorld#`, `proxy#`).
    Token,
}

/// How the engine runs a name a program uses (`g2 coverage`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Coverage {
    /// A Haskell definition: the module's own, or an unfolding from an interface file.
    Unfolding,
    /// One of the plugin's model definitions, standing for the original.
    Model,
    /// A helper definition of a model module.
    ModelHelper,
    /// Implemented by the engine itself (`reduce::builtin`).
    Builtin,
    /// A GHC primitive operation the engine implements, or a foreign call it runs.
    Primitive,
    /// A class method or superclass selector (a field of a dictionary).
    Selector,
    /// A data constructor.
    Constructor,
    /// Nothing: running it stops with a message naming it.
    Missing,
}

/// Names the machine needs to build values itself.
#[derive(Clone, Debug, Default)]
pub struct WellKnown {
    pub true_con: Option<NameId>,
    pub false_con: Option<NameId>,
    pub nil: Option<NameId>,
    pub cons: Option<NameId>,
    pub char_con: Option<NameId>,
    pub integer_is: Option<NameId>,
    /// The unboxed pair `(#,#)`, which some primops return.
    pub unboxed_pair: Option<NameId>,
}

/// The reducer for one program. Shared, read-only, by all states.
pub struct Machine<'p, 'a> {
    pub program: &'p Program<'a>,
    globals: FxHashMap<NameId, Global>,
    pub known: WellKnown,
    /// Contracts and counterfactual sites while checking a function.
    pub(super) contracts: Option<&'p super::contract::Contracts>,
    /// Every name that occurs as a variable somewhere: a case binder not among them is
    /// never bound (most are unused, and binding one costs an allocation and an
    /// environment insert on every case).
    used: rustc_hash::FxHashSet<NameId>,
    /// Where `HeapObj::Remote` parts of the inputs come from (G2Q).
    inputs: Option<&'p dyn super::remote::InputSource>,
    /// Whether the program uses `G2.Symbolic`'s generators or `choose`.
    generators: bool,
    /// `Int` read as a mathematical integer (`reduce::ideal_int`).
    ideal_ints: bool,
}

/// The UTF-8 C string an evaluated `Addr#` at `addr` points to.
fn c_string_at(st: &State<'_>, addr: Addr) -> Option<String> {
    match st.heap.get(addr) {
        HeapObj::Value(Value::Prim(Prim::Addr(bytes, off))) => {
            Some(String::from_utf8_lossy(primop::c_string(bytes, *off)).into_owned())
        }
        _ => None,
    }
}

fn crash<'a>(msg: impl Into<String>) -> Result<Step<'a>> {
    Ok(Step::Done(Outcome::Crash(msg.into())))
}

impl<'p, 'a> Machine<'p, 'a> {
    pub fn new(program: &'p Program<'a>) -> Self {
        let names = &program.names;
        let mut globals = FxHashMap::default();
        for id in names.ids() {
            let info = names.info(id);
            let kind = if let Some(b) = Builtin::of_name(program, id) {
                Some(Global::Head(Head::Builtin(b), b.arity()))
            } else {
                match info.sort {
                    NameSort::DataCon => program
                        .datacon(id)
                        .map(|dc| Global::Head(Head::DataCon(id), (dc.tyvars.len(), dc.fields.len()))),
                    NameSort::PrimOp => PrimOp::lookup(names.occ(id)).map(|op| Global::Head(Head::PrimOp(op), op.arity())),
                    NameSort::ClassOp { class, index } => {
                        let n_tyvars = program.tycon(class).map(|t| t.tyvars.len()).unwrap_or(1);
                        Some(Global::Head(Head::Selector(index), (n_tyvars, 1)))
                    }
                    _ if program.globals.contains_key(&id) => Some(Global::Binding),
                    NameSort::Foreign => {
                        let occ = names.occ(id);
                        primop::ForeignFn::lookup(foreign_symbol(occ)).map(|f| {
                            let op = PrimOp::Foreign(f);
                            Global::Head(Head::PrimOp(op), op.arity())
                        })
                    }
                    _ if matches!(
                        (names.module(id), names.occ(id)),
                        (Some("GHC.Prim"), "void#" | "realWorld#" | "proxy#" | "coercionToken#")
                    ) =>
                    {
                        Some(Global::Token)
                    }
                    _ => None,
                }
            };
            if let Some(kind) = kind {
                globals.insert(id, kind);
            }
        }
        let find = |m: &str, o: &str| names.find(m, o, crate::ir::Namespace::DataCon);
        let known = WellKnown {
            true_con: find("GHC.Types", "True"),
            false_con: find("GHC.Types", "False"),
            nil: find("GHC.Types", "[]"),
            cons: find("GHC.Types", ":"),
            char_con: find("GHC.Types", "C#"),
            integer_is: find("GHC.Num.Integer", "IS"),
            unboxed_pair: find("GHC.Prim", "(#,#)"),
        };
        let used = used_variables(program);
        let generators = used.iter().any(|x| {
            matches!(globals.get(x), Some(Global::Head(Head::Builtin(Builtin::Symbolic | Builtin::Choose), _)))
        });
        Machine { program, globals, known, contracts: None, used, generators, inputs: None, ideal_ints: false }
    }

    /// How each value name of the program is run, sorted by qualified name.
    pub fn coverage(&self) -> Vec<(NameId, Coverage)> {
        let names = &self.program.names;
        let mut out: Vec<(NameId, Coverage)> = names
            .ids()
            .filter(|&id| {
                let sort = names.info(id).sort;
                sort == NameSort::Foreign
                    || (!matches!(sort, NameSort::TyVar | NameSort::TyCon | NameSort::Local) && names.module(id).is_some())
            })
            .map(|id| {
                let how = match self.globals.get(&id) {
                    Some(Global::Binding) => match self.program.provenance(id) {
                        Provenance::Interface => Coverage::Unfolding,
                        Provenance::Model => Coverage::Model,
                        Provenance::ModelHelper => Coverage::ModelHelper,
                    },
                    Some(Global::Head(Head::Builtin(_), _)) => Coverage::Builtin,
                    Some(Global::Head(Head::PrimOp(_), _) | Global::Token) => Coverage::Primitive,
                    Some(Global::Head(Head::Selector(_), _)) => Coverage::Selector,
                    Some(Global::Head(Head::DataCon(_), _)) => Coverage::Constructor,
                    Some(Global::Head(Head::Counterfactual(_), _)) | None => Coverage::Missing,
                };
                (id, how)
            })
            .collect();
        out.sort_by_key(|(id, _)| names.qualified(*id));
        out
    }

    /// Makes calls to contracted functions in the checked function's body counterfactual.
    /// Reads `Int` as a mathematical integer, as LiquidHaskell does: paths that need
    /// 64-bit wraparound do not exist (`reduce::ideal_int`).
    pub fn with_ideal_ints(mut self, on: bool) -> Self {
        self.ideal_ints = on;
        self
    }

    pub fn with_contracts(mut self, contracts: &'p super::contract::Contracts) -> Self {
        self.contracts = Some(contracts);
        self
    }

    /// Fetches `HeapObj::Remote` parts of the inputs from `source`.
    pub fn with_inputs(mut self, source: &'p dyn super::remote::InputSource) -> Self {
        self.inputs = Some(source);
        self
    }

    /// The counterfactual head for `e` if it is a call site of a contracted function.
    fn counterfactual_head(&self, e: &Expr<'a>) -> Option<Value<'a>> {
        let g = self.contracts?.is_site(e)?;
        let call = self.contracts?.by_callee.get(&g).map_or(g, |c| c.call);
        Some(Value::Pap { head: Head::Counterfactual(g), args: Arc::from([]), arity: self.arity_of(call) })
    }

    fn describe(&self, name: NameId) -> String {
        let names = &self.program.names;
        match names.spans.get(&name) {
            Some(span) => format!(
                "{} ({}:{}:{})",
                names.qualified(name),
                names.interner.resolve(span.file),
                span.line1,
                span.col1
            ),
            None => names.qualified(name),
        }
    }

    /// Runs one transition.
    pub fn step(&self, st: &mut State<'a>) -> Result<Step<'a>> {
        st.n_steps += 1;
        if let Some(step) = self.preempt(st) {
            return Ok(step);
        }
        let control = std::mem::replace(&mut st.control, Control::Return(Value::Prim(Prim::Int(0))));
        let step = match control {
            Control::Eval(expr, env) => self.eval(st, expr, env),
            Control::Enter(addr) => self.enter(st, addr),
            Control::Return(v) => self.ret(st, v),
        };
        Ok(match step {
            Ok(Step::Done(Outcome::Crash(msg))) if !st.threads.is_empty() => self.crashed(st, msg),
            Err(e @ (Error::Unsupported { .. } | Error::MissingDefinition { .. })) if !st.threads.is_empty() => {
                self.failed(st, e)
            }
            step => step?,
        })
    }

    /// Lets assumed conjunctions of `st` run in parallel (`reduce::conjunct`), unless
    /// the program uses `G2.Symbolic`'s generators or `choose`.
    pub fn enable_conjuncts(&self, st: &mut State<'a>) {
        st.conjunctive = !self.generators;
    }

    // ----- Eval ------------------------------------------------------------------

    fn eval(&self, st: &mut State<'a>, expr: &'a Expr<'a>, env: Env) -> Result<Step<'a>> {
        match expr {
            Expr::Var(x) => {
                if let Some(&addr) = env.get(x) {
                    // A variable already in SWHNF returns at once; others are entered.
                    st.control = match st.heap.get(addr) {
                        HeapObj::Value(v) => Control::Return(v.clone()),
                        _ => Control::Enter(addr),
                    };
                    return Ok(Step::Continue);
                }
                if let Some(head) = self.counterfactual_head(expr) {
                    st.control = Control::Return(head);
                    return self.saturate_if_ready(st);
                }
                self.eval_global(st, *x)
            }
            Expr::Lit(lit) => {
                st.control = Control::Return(self.lit_value(lit)?);
                Ok(Step::Continue)
            }
            Expr::App(f, a) => {
                let arg = self.atom(st, a, &env)?;
                st.stack.push(Frame::Apply(arg));
                st.control = Control::Eval(f, env);
                Ok(Step::Continue)
            }
            Expr::Lam(binder, body) => {
                st.control = Control::Return(Value::Lam { binder: *binder, body, env });
                Ok(Step::Continue)
            }
            Expr::Let(bind, body) => {
                let env = self.bind_let(st, bind, env);
                st.control = Control::Eval(body, env);
                Ok(Step::Continue)
            }
            Expr::Case(scrut, binder, _, alts) => {
                if st.conjunctive && !self.used.contains(&binder.name) && conjunct::assumed(&st.stack) {
                    if let Some(rest) = self.conjunction(alts) {
                        self.spawn(st, Control::Eval(scrut, env.clone()), Control::Eval(rest, env));
                        return Ok(Step::Continue);
                    }
                }
                st.stack.push(Frame::Case { binder: *binder, alts, env: env.clone() });
                st.control = Control::Eval(scrut, env);
                Ok(Step::Continue)
            }
            Expr::Cast(e, _) | Expr::Tick(_, e) => {
                st.control = Control::Eval(e, env);
                Ok(Step::Continue)
            }
            Expr::Type(ty) => {
                st.control = Control::Return(Value::Type(self.resolve_type(st, ty, &env)));
                Ok(Step::Continue)
            }
            Expr::Coercion => {
                st.control = Control::Return(Value::Type(RType::Other));
                Ok(Step::Continue)
            }
        }
    }

    fn eval_global(&self, st: &mut State<'a>, x: NameId) -> Result<Step<'a>> {
        match self.globals.get(&x) {
            Some(Global::Head(head, arity)) => {
                st.control = Control::Return(Value::Pap { head: head.clone(), args: Arc::from([]), arity: *arity });
                self.saturate_if_ready(st)
            }
            Some(Global::Binding) => {
                st.last_global = Some(x);
                let addr = self.global_addr(st, x);
                st.control = Control::Enter(addr);
                Ok(Step::Continue)
            }
            Some(Global::Token) => {
                st.control = Control::Return(Value::Prim(Prim::Int(0)));
                Ok(Step::Continue)
            }
            None => Err(self.missing(st, x)),
        }
    }

    fn missing(&self, st: &State<'a>, x: NameId) -> Error {
        let at = st.last_global.map(|g| format!("a call while running `{}`", self.describe(g)));
        if self.program.names.info(x).sort == NameSort::Foreign {
            // The plugin names a foreign call by its pretty-printed form; keep the C symbol.
            let occ = self.program.names.occ(x);
            let symbol = foreign_symbol(occ);
            return Error::Unsupported {
                what: format!("the foreign call `{symbol}` cannot run in the engine; the Haskell function that makes it needs a model"),
                at,
            };
        }
        Error::MissingDefinition {
            name: self.program.names.qualified(x),
            at,
        }
    }

    /// The heap cell of a top-level binding, allocated on first use (CAFs are shared).
    pub fn global_addr(&self, st: &mut State<'a>, x: NameId) -> Addr {
        if let Some(&a) = st.globals.get(&x) {
            return a;
        }
        let (_, rhs) = self.program.globals[&x];
        let addr = st.alloc(HeapObj::Thunk { expr: rhs, env: super::env::empty_env() });
        st.globals.insert(x, addr);
        addr
    }

    /// The heap address for an argument expression: variables are shared, other
    /// expressions become thunks.
    fn atom(&self, st: &mut State<'a>, e: &'a Expr<'a>, env: &Env) -> Result<Addr> {
        if let Some(head) = self.counterfactual_head(e) {
            // A contracted constant is a call with no arguments: evaluated when entered
            // (as a value it would be a partial application that never saturates).
            if matches!(head, Value::Pap { arity: (0, 0), .. }) {
                return Ok(st.alloc(HeapObj::Thunk { expr: e, env: env.clone() }));
            }
            return Ok(st.alloc_value(head));
        }
        Ok(match e {
            Expr::Var(x) => match env.get(x) {
                Some(&a) => a,
                None => match self.globals.get(x) {
                    Some(Global::Binding) => self.global_addr(st, *x),
                    Some(Global::Head(..)) => st.alloc(HeapObj::Thunk { expr: e, env: super::env::empty_env() }),
                    Some(Global::Token) => st.alloc_value(Value::Prim(Prim::Int(0))),
                    None => return Err(self.missing(st, *x)),
                },
            },
            Expr::Type(ty) => {
                let t = self.resolve_type(st, ty, env);
                st.alloc_value(Value::Type(t))
            }
            Expr::Coercion => st.alloc_value(Value::Type(RType::Other)),
            Expr::Lit(l) => {
                let v = self.lit_value(l)?;
                st.alloc_value(v)
            }
            Expr::Tick(_, inner) | Expr::Cast(inner, _) => return self.atom(st, inner, env),
            _ => st.alloc(HeapObj::Thunk { expr: e, env: env.clone() }),
        })
    }

    fn bind_let(&self, st: &mut State<'a>, bind: &Bind<'a>, env: Env) -> Env {
        if !bind.is_rec {
            let (b, rhs) = bind.pairs[0];
            let addr = st.alloc(HeapObj::Thunk { expr: rhs, env: env.clone() });
            return env.update(b.name, addr);
        }
        let mut env = env;
        let addrs: Vec<Addr> = bind
            .pairs
            .iter()
            .map(|(b, _)| {
                let a = st.alloc(HeapObj::Blackhole);
                env.insert(b.name, a);
                a
            })
            .collect();
        for (&(_, rhs), addr) in bind.pairs.iter().zip(addrs) {
            st.heap.set(addr, HeapObj::Thunk { expr: rhs, env: env.clone() });
        }
        env
    }

    fn resolve_type(&self, st: &State<'a>, ty: &Type<'a>, env: &Env) -> RType {
        let mut subst = Subst::default();
        collect_tyvars(ty, &mut |v| {
            if let Some(&a) = env.get(&v) {
                if let HeapObj::Value(Value::Type(t)) = st.heap.get(a) {
                    subst.insert(v, t.clone());
                }
            }
        });
        RType::from_ir(ty, &subst)
    }

    pub fn lit_value(&self, lit: &Lit<'a>) -> Result<Value<'a>> {
        Ok(Value::Prim(match *lit {
            Lit::Char(c) => Prim::Char(c),
            Lit::Num(NumTy::Integer | NumTy::Natural, n) => Prim::Integer(BigInt::from(n)),
            Lit::Num(NumTy::Int | NumTy::Int64, n) => Prim::Int(n as i64),
            Lit::Num(NumTy::Word | NumTy::Word64, n) => Prim::Word(n as u64),
            Lit::BigNum(_, digits) => Prim::Integer(
                digits.parse::<BigInt>().map_err(|e| Error::Internal(format!("the literal {digits}: {e}")))?,
            ),
            Lit::Str(bytes) => Prim::Addr(Arc::from(bytes), 0),
            Lit::Float(f) => Prim::Float(f),
            Lit::Double(d) => Prim::Double(d),
            Lit::NullAddr => Prim::Addr(Arc::from(&[][..]), 0),
            Lit::Rubbish => Prim::Int(0),
            Lit::Label(l) => {
                return Err(Error::Unsupported { what: format!("foreign label `{l}`"), at: None })
            }
        }))
    }

    // ----- Enter -----------------------------------------------------------------

    fn enter(&self, st: &mut State<'a>, addr: Addr) -> Result<Step<'a>> {
        match st.heap.get(addr) {
            HeapObj::Value(v) => {
                st.control = Control::Return(v.clone());
                return Ok(Step::Continue);
            }
            HeapObj::Blackhole => {
                if let Some(step) = self.wait_for(st, addr) {
                    return Ok(step);
                }
                return crash("<<loop>>");
            }
            HeapObj::Free => {
                return Err(Error::Internal(format!("address {addr} was collected while still in use (a missing GC root)")))
            }
            HeapObj::Remote(id) => {
                let id = *id;
                return self.fetch(st, addr, id);
            }
            HeapObj::Symbolic(ty) => {
                let ty = ty.clone();
                return self.concretize(st, addr, &ty);
            }
            HeapObj::Thunk { .. } | HeapObj::Apply { .. } => {}
        }
        // Blackhole the cell while it is under evaluation; its update frame fills it.
        st.stack.push(Frame::Update(addr));
        match st.heap.replace(addr, HeapObj::Blackhole) {
            HeapObj::Thunk { expr, env } => st.control = Control::Eval(expr, env),
            HeapObj::Apply { fun, args } => {
                st.stack.extend(args.iter().rev().map(|&a| Frame::Apply(a)));
                st.control = Control::Enter(fun);
            }
            _ => unreachable!("checked above"),
        }
        Ok(Step::Continue)
    }

    /// Forces a symbolic input: primitive types become solver variables; algebraic types
    /// split into one state per constructor with fresh symbolic fields (Case-Sym).
    fn concretize(&self, st: &mut State<'a>, addr: Addr, ty: &RType) -> Result<Step<'a>> {
        let ty = ty.unwrap_newtypes(self.program);
        if let RType::Fun(..) = ty {
            // Higher-order inputs range over the module's own functions of that type.
            let candidates = self.function_candidates(&ty);
            if candidates.is_empty() {
                return Err(Error::Unsupported {
                    what: format!(
                        "a symbolic function of type {}: the module defines no function of that type to choose from",
                        crate::report::show_type(self.program, &ty)
                    ),
                    at: None,
                });
            }
            if candidates.len() > 1 && self.defer_split(st, conjunct::CHOICE, Control::Enter(addr), Wait::Enter(addr)) {
                return Ok(Step::Continue);
            }
            let children = candidates
                .into_iter()
                .map(|f| {
                    let mut child = st.clone();
                    let fun = self.global_addr(&mut child, f);
                    child.heap.set(addr, HeapObj::Apply { fun, args: Arc::from([]) });
                    child.chosen_functions.push_back((addr, f));
                    child.n_choices += 1;
                    child.holes -= 1;
                    child.control = Control::Enter(addr);
                    child
                })
                .collect();
            return Ok(Step::Fork(children));
        }
        let RType::Con(tc, args) = &ty else {
            return Err(Error::Unsupported {
                what: format!("a symbolic value of type {}", crate::report::show_type(self.program, &ty)),
                at: None,
            });
        };
        if let Some(sort) = self.prim_sort(*tc) {
            st.holes -= 1;
            let t = st.fresh_sym(sort, *tc);
            match self.program.names.occ(*tc) {
                "Char#" => st.constrain(Term::app(Op::ULe, Sort::Bool, vec![t.clone(), Arc::new(Term::Bv64(0x10FFFF))])),
                "Natural" => st.constrain(Term::app(Op::Le, Sort::Bool, vec![Term::int(0), t.clone()])),
                "Int#" | "Int64#" if self.ideal_ints => st.constrain(super::ideal_int::input_range(&t)),
                _ => {}
            }
            let v = Value::Sym(t);
            st.heap.set(addr, HeapObj::Value(v.clone()));
            st.control = Control::Return(v);
            return Ok(Step::Continue);
        }
        let tycon = self.program.tycon(*tc).ok_or_else(|| Error::Unsupported {
            what: format!("a symbolic value of type {} (its constructors are not known)", self.program.names.qualified(*tc)),
            at: None,
        })?;
        if tycon.datacons.is_empty() || tycon.flavour == TyConFlavour::Abstract {
            return Err(Error::Unsupported {
                what: format!("a symbolic value of abstract type {}", self.program.names.qualified(*tc)),
                at: None,
            });
        }
        if tycon.datacons.len() > 1 && self.defer_split(st, conjunct::CHOICE, Control::Enter(addr), Wait::Enter(addr)) {
            return Ok(Step::Continue);
        }
        let mut children = Vec::with_capacity(tycon.datacons.len());
        for &dc_name in tycon.datacons {
            let Some(dc) = self.program.datacon(dc_name) else { continue };
            if dc.tyvars.len() > dc.n_univ as usize {
                // Existential constructors cannot be generated without knowing a witness type.
                continue;
            }
            let subst: Subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
            let mut child = st.clone();
            let fields: Arc<[Addr]> = dc
                .fields
                .iter()
                .map(|f| child.alloc(HeapObj::Symbolic(RType::from_ir(&f.ty, &subst))))
                .collect();
            let v = Value::Con { dc: dc_name, fields };
            child.n_choices += u32::from(tycon.datacons.len() > 1);
            child.holes -= 1;
            child.heap.set(addr, HeapObj::Value(v.clone()));
            child.control = Control::Return(v);
            children.push(child);
        }
        Ok(Step::Fork(children))
    }

    /// A symbolic generator's result: a fresh symbolic value of `ty`, or in a replay the
    /// value recorded for it.
    pub(super) fn generate(&self, st: &mut State<'a>, ty: RType) -> Result<Addr> {
        let addr = match st.replay.clone() {
            Some(values) => {
                let Some(v) = values.get(st.generated.len()) else {
                    return Err(Error::Internal("a replay ran out of generator values".into()));
                };
                self.alloc_concrete(st, v)
            }
            None => st.alloc(HeapObj::Symbolic(ty)),
        };
        st.generated.push_back(addr);
        Ok(addr)
    }

    /// Enters a part of an input the caller holds: the caller evaluates it (once for
    /// all states: the source caches), and it becomes an ordinary value in this heap.
    fn fetch(&self, st: &mut State<'a>, addr: Addr, id: super::remote::NodeId) -> Result<Step<'a>> {
        let Some(source) = self.inputs else {
            return Err(Error::Usage("the run needs a part of an input, but the caller cannot supply one".into()));
        };
        let value = match source.demand(id)? {
            super::remote::Node::Value(c) => self.data_value(st, &c).ok_or_else(|| {
                Error::Usage(format!("the caller sent {c:?} as a part of an input"))
            })?,
            super::remote::Node::Raises(msg) => return crash(msg),
        };
        st.heap.replace(addr, HeapObj::Value(value.clone()));
        st.control = Control::Return(value);
        Ok(Step::Continue)
    }

    /// Allocates a concrete value in a state's heap.
    pub fn alloc_concrete(&self, st: &mut State<'a>, c: &Concrete) -> Addr {
        match c {
            Concrete::Global(name) => {
                let fun = self.global_addr(st, *name);
                let addr = st.alloc(HeapObj::Apply { fun, args: Arc::from([]) });
                st.chosen_functions.push_back((addr, *name));
                addr
            }
            Concrete::Remote(id) => st.alloc(HeapObj::Remote(*id)),
            Concrete::Fun | Concrete::Unknown => st.alloc(HeapObj::Blackhole),
            Concrete::Con(..) | Concrete::Prim(_) => {
                let v = self.data_value(st, c).expect("a constructor or a primitive");
                st.alloc_value(v)
            }
        }
    }

    /// The value of a constructor or primitive (its fields allocated); None otherwise.
    fn data_value(&self, st: &mut State<'a>, c: &Concrete) -> Option<Value<'a>> {
        match c {
            Concrete::Con(dc, fields) => {
                let fields: Vec<Addr> = fields.iter().map(|f| self.alloc_concrete(st, f)).collect();
                Some(Value::Con { dc: *dc, fields: fields.into() })
            }
            Concrete::Prim(p) => Some(Value::Prim(p.clone())),
            _ => None,
        }
    }

    /// Top-level functions of the module itself that a higher-order input of type `ty`
    /// may be: their type, with type variables at `Int`, is `ty`.
    fn function_candidates(&self, ty: &RType) -> Vec<NameId> {
        let names = &self.program.names;
        let int = names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
        self.program
            .binds
            .iter()
            .flat_map(|b| b.pairs.iter())
            .filter(|(b, _)| {
                let occ = names.occ(b.name);
                !occ.starts_with("g2") && !occ.starts_with('$')
            })
            .filter(|(b, _)| {
                let full = RType::from_ir(b.ty, &Subst::default());
                let (vars, body) = full.split_foralls();
                let subst: Subst = vars.iter().filter_map(|v| Some((*v, RType::Con(int?, Arc::from([]))))).collect();
                body.substitute(&subst) == *ty
            })
            .map(|(b, _)| b.name)
            .collect()
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

    // ----- Return ----------------------------------------------------------------

    fn ret(&self, st: &mut State<'a>, v: Value<'a>) -> Result<Step<'a>> {
        let Some(frame) = st.stack.pop() else {
            if !st.threads.is_empty() {
                return Ok(self.main_finished(st, v));
            }
            st.control = Control::Return(v);
            return Ok(Step::Done(Outcome::Value));
        };
        match frame {
            Frame::Update(addr) => {
                st.heap.set(addr, HeapObj::Value(v.clone()));
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::Apply(arg) => self.apply(st, v, arg),
            Frame::Case { binder, alts, env } => {
                let branches = matches!(&v, Value::Sym(t) if !(t.sort() == Sort::Int && self.has_integer_alts(alts)));
                if branches && !st.threads.is_empty() {
                    st.stack.push(Frame::Case { binder, alts, env: env.clone() });
                    if self.defer_split(st, conjunct::BRANCH, Control::Return(v.clone()), Wait::Branch) {
                        return Ok(Step::Continue);
                    }
                    st.stack.pop();
                }
                self.case(st, v, binder.name, alts, env)
            }
            Frame::Strict { head, types, args, mut values } => {
                if values.len() + 1 == args.len() && !st.threads.is_empty() && self.strict_branches(&head, &values, &v) {
                    st.stack.push(Frame::Strict { head: head.clone(), types: types.clone(), args: args.clone(), values: values.clone() });
                    if self.defer_split(st, conjunct::BRANCH, Control::Return(v.clone()), Wait::Branch) {
                        return Ok(Step::Continue);
                    }
                    st.stack.pop();
                }
                values.push(v);
                if values.len() < args.len() {
                    let next = args[values.len()];
                    st.stack.push(Frame::Strict { head, types, args, values });
                    st.control = Control::Enter(next);
                    return Ok(Step::Continue);
                }
                self.run_strict(st, head, &types, &args, values)
            }
            Frame::Guard(guard) => {
                let truth = self.bool_of(&v)?;
                if !truth {
                    match guard {
                        Guard::Assume => return Ok(Step::Done(Outcome::Infeasible)),
                        Guard::Assert => return crash("assertion failed"),
                        Guard::Record => st.assert_failed = true,
                        Guard::Callee(g, args) => {
                            st.blame = Some((g, args));
                            return crash(format!("the contract of `{}` is violated", self.program.names.occ(g)));
                        }
                    }
                }
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::Then(addr) => {
                st.control = Control::Enter(addr);
                Ok(Step::Continue)
            }
            Frame::Deep(mut pending) => {
                if let Value::Con { fields, .. } = &v {
                    pending.extend(fields.iter().rev());
                }
                match pending.pop() {
                    Some(next) => {
                        st.stack.push(Frame::Deep(pending));
                        st.control = Control::Enter(next);
                    }
                    None => st.control = Control::Return(v),
                }
                Ok(Step::Continue)
            }
            Frame::AssumeChecked => {
                st.assume_checked = true;
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::Raise(kind, arg) => crash(self.error_message(st, kind, arg).unwrap_or_else(|| "error".into())),
            Frame::Conjunct => {
                if !self.bool_of(&v)? {
                    return Ok(Step::Done(Outcome::Infeasible));
                }
                Ok(self.switch(st))
            }
            Frame::Crash(msg) => crash(msg),
            Frame::Fail(e) => Err(e),
        }
    }

    /// Whether a strict head splits the state once its last argument is `last`: a
    /// Bool (`tagToEnum#`, an Integer comparison) of a symbolic value.
    fn strict_branches(&self, head: &Head, values: &[Value<'a>], last: &Value<'a>) -> bool {
        let sym = |v: &Value<'a>| matches!(v, Value::Sym(_));
        match head {
            Head::PrimOp(PrimOp::TagToEnum) => sym(last),
            Head::Builtin(Builtin::IntegerCmp(_, true)) => sym(last) || values.iter().any(sym),
            _ => false,
        }
    }

    /// A call of `error` or a friend. In a concrete run the message is evaluated first,
    /// so the crash says what GHC's program would; in a symbolic run the path just
    /// crashes, since forcing a message built from symbolic values (`error (show n)`)
    /// would split the state for nothing. Validation replays are concrete, so every
    /// reported crash has its message.
    fn raise(&self, st: &mut State<'a>, kind: ErrorKind, values: &[Addr]) -> Result<Step<'a>> {
        if let ErrorKind::Fixed(text) = kind {
            return crash(text);
        }
        // The call is saturated (`ErrorKind::arity`): the message is made from one of
        // its value arguments.
        let (true, Some(&arg)) = (st.explain_crashes, kind.argument().and_then(|i| values.get(i))) else {
            return crash("error");
        };
        st.stack.push(Frame::Raise(kind, arg));
        st.stack.push(Frame::Deep(Vec::new()));
        st.control = Control::Enter(arg);
        Ok(Step::Continue)
    }

    /// GHC's text for an error of `kind` whose (evaluated) argument is at `arg`.
    fn error_message(&self, st: &State<'a>, kind: ErrorKind, arg: Addr) -> Option<String> {
        let text = if kind.takes_c_string() { c_string_at(st, arg)? } else { self.string_at(st, arg)? };
        Some(kind.message(&text))
    }

    /// The evaluated `String` at `addr`.
    fn string_at(&self, st: &State<'a>, mut addr: Addr) -> Option<String> {
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
                            Value::Prim(Prim::Char(ch)) => out.push(*ch),
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

    pub fn bool_value(&self, truth: bool) -> Value<'a> {
        let dc = if truth { self.known.true_con } else { self.known.false_con };
        Value::Con { dc: dc.expect("Bool is always in the type table"), fields: Arc::from([]) }
    }

    fn bool_of(&self, v: &Value<'a>) -> Result<bool> {
        match v {
            Value::Con { dc, .. } if Some(*dc) == self.known.true_con => Ok(true),
            Value::Con { dc, .. } if Some(*dc) == self.known.false_con => Ok(false),
            other => Err(Error::Internal(format!("expected a Bool, got {other:?}"))),
        }
    }

    fn apply(&self, st: &mut State<'a>, f: Value<'a>, arg: Addr) -> Result<Step<'a>> {
        match f {
            Value::Lam { binder, body, env } => {
                st.control = Control::Eval(body, env.update(binder.name, arg));
                Ok(Step::Continue)
            }
            Value::Pap { head, args, arity: (need_ty, need_val) } => {
                let is_type = matches!(st.heap.get(arg), HeapObj::Value(Value::Type(_)));
                let arity = if is_type {
                    if need_ty == 0 {
                        // An extra type argument (levity or representation): ignore it.
                        st.control = Control::Return(Value::Pap { head, args, arity: (0, need_val) });
                        return Ok(Step::Continue);
                    }
                    (need_ty - 1, need_val)
                } else if matches!(head, Head::Counterfactual(_)) {
                    // A contracted call's arity counts every forall, class methods'
                    // nested ones too (`foldr1 @t $dFoldable @a f xs`): types may
                    // follow values.
                    (need_ty, need_val.saturating_sub(1))
                } else {
                    (0, need_val.saturating_sub(1))
                };
                let mut all = args.to_vec();
                all.push(arg);
                st.control = Control::Return(Value::Pap { head, args: all.into(), arity });
                self.saturate_if_ready(st)
            }
            other => Err(Error::Internal(format!("application of a non-function {other:?}"))),
        }
    }

    /// If the returned value is a saturated partial application, runs it.
    fn saturate_if_ready(&self, st: &mut State<'a>) -> Result<Step<'a>> {
        let Control::Return(Value::Pap { head, args, arity: (0, 0) }) = &st.control else {
            return Ok(Step::Continue);
        };
        let (head, args) = (head.clone(), args.clone());
        let (types, values): (Vec<Addr>, Vec<Addr>) =
            args.iter().partition(|&&a| matches!(st.heap.get(a), HeapObj::Value(Value::Type(_))));
        match head {
            Head::DataCon(dc) => {
                st.control = Control::Return(Value::Con { dc, fields: values.into() });
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Assume | Builtin::Assert) => {
                let guard = if head == Head::Builtin(Builtin::Assume) { Guard::Assume } else { Guard::Assert };
                st.stack.push(Frame::Then(values[1]));
                st.stack.push(Frame::Guard(guard));
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Symbolic) => {
                let HeapObj::Value(Value::Type(ty)) = st.heap.get(types[0]).clone() else { unreachable!() };
                let addr = self.generate(st, ty)?;
                st.control = Control::Enter(addr);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Choose) => {
                if let Some(replay) = st.replay_choices.clone() {
                    let Some(&branch) = replay.get(st.choices.len()) else {
                        return Err(Error::Internal("a replay ran out of choices".into()));
                    };
                    st.choices.push_back(branch);
                    st.control = Control::Enter(values[branch as usize]);
                    return Ok(Step::Continue);
                }
                let children = [0u8, 1]
                    .into_iter()
                    .map(|branch| {
                        let mut child = st.clone();
                        child.choices.push_back(branch);
                        child.n_abstractions += branch as u32;
                        child.control = Control::Enter(values[branch as usize]);
                        child
                    })
                    .collect();
                Ok(Step::Fork(children))
            }
            Head::Counterfactual(g) => self.counterfactual(st, g, args),
            Head::Builtin(Builtin::Error(kind)) => self.raise(st, kind, &values),
            Head::PrimOp(PrimOp::Raise) => crash("error"),
            _ if values.is_empty() => self.run_strict(st, head, &types, &[], Vec::new()),
            _ => {
                st.stack.push(Frame::Strict { head, types: types.into(), args: values.clone().into(), values: Vec::new() });
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
        }
    }

    /// Runs a strict head once all its value arguments are in SWHNF.
    fn run_strict(&self, st: &mut State<'a>, head: Head, types: &[Addr], args: &[Addr], values: Vec<Value<'a>>) -> Result<Step<'a>> {
        let result = match head {
            Head::Selector(index) => match &values[0] {
                Value::Con { fields, .. } => {
                    st.control = Control::Enter(fields[index as usize]);
                    return Ok(Step::Continue);
                }
                // A class with one method and no superclass is a newtype in Core: its
                // dictionary is the method itself.
                method => method.clone(),
            },
            Head::PrimOp(PrimOp::TagToEnum) => return self.tag_to_enum(st, types, &values[0]),
            Head::PrimOp(PrimOp::DataToTag) => match &values[0] {
                Value::Con { dc, .. } => {
                    let tag = self.program.datacon(*dc).map(|d| d.tag).unwrap_or(1);
                    Value::Prim(Prim::Int(tag as i64 - 1))
                }
                other => return Err(Error::Internal(format!("dataToTag# of {other:?}"))),
            },
            Head::PrimOp(PrimOp::DecodeDouble) => {
                let Value::Prim(Prim::Double(x)) = values[0] else {
                    return Err(Error::Unsupported { what: "decodeFloat of a symbolic Double".into(), at: None });
                };
                let (m, e) = primop::decode_double(x);
                self.unboxed_pair(st, Value::Prim(Prim::Int(m)), Value::Prim(Prim::Int(e)))?
            }
            Head::PrimOp(PrimOp::Foreign(f)) => {
                let result = match &values[0] {
                    Value::Prim(p) => f.apply(p),
                    _ => None,
                };
                let Some(result) = result else {
                    return Err(Error::Unsupported { what: format!("the foreign call {f:?} on a symbolic value"), at: None });
                };
                let token = values[1].clone();
                self.unboxed_pair(st, token, Value::Prim(Prim::Int(result as i64)))?
            }
            Head::PrimOp(PrimOp::QuotRemInt) => {
                // (# quot, rem #), each computed as its own primop (so symbolic operands work).
                let quot = primop::eval(PrimOp::Arith(primop::Rep::Int, Op::Quot), &values);
                let rem = primop::eval(PrimOp::Arith(primop::Rep::Int, Op::Rem), &values);
                let (quot, rem) = match (quot, rem) {
                    (Ok(q), Ok(r)) => (q, r),
                    (Err(PrimError::DivZero), _) | (_, Err(PrimError::DivZero)) => return crash("divide by zero"),
                    (Err(e), _) | (_, Err(e)) => return Err(Error::Internal(format!("{e:?}"))),
                };
                self.unboxed_pair(st, quot, rem)?
            }
            Head::PrimOp(PrimOp::Seq) => {
                st.control = Control::Enter(args[1]);
                return Ok(Step::Continue);
            }
            Head::PrimOp(op) => match primop::eval(op, &values) {
                Ok(v) if self.ideal_ints => match super::ideal_int::no_wrap(op, &values, &v) {
                    super::ideal_int::Verdict::Holds => v,
                    super::ideal_int::Verdict::Wraps => return Ok(Step::Done(Outcome::Infeasible)),
                    super::ideal_int::Verdict::Requires(t) => {
                        st.constrain(t);
                        v
                    }
                },
                Ok(v) => v,
                Err(PrimError::DivZero) => return crash("divide by zero"),
                Err(PrimError::Ill(msg)) => return Err(Error::Internal(msg)),
                Err(PrimError::NoSymbolic(what)) => return Err(Error::Unsupported { what, at: None }),
            },
            Head::Builtin(b) => return self.integer_builtin(st, b, values),
            Head::DataCon(_) | Head::Counterfactual(_) => unreachable!("lazy heads are handled when saturated"),
        };
        st.control = Control::Return(result);
        Ok(Step::Continue)
    }

    fn unboxed_pair(&self, st: &mut State<'a>, a: Value<'a>, b: Value<'a>) -> Result<Value<'a>> {
        let pair = self.known.unboxed_pair.ok_or_else(|| Error::Internal("(#,#) is not in the program".into()))?;
        let fields: Arc<[Addr]> = [st.alloc_value(a), st.alloc_value(b)].into();
        Ok(Value::Con { dc: pair, fields })
    }

    fn tag_to_enum(&self, st: &mut State<'a>, types: &[Addr], v: &Value<'a>) -> Result<Step<'a>> {
        let tycon = match types.first().map(|&a| st.heap.get(a)) {
            Some(HeapObj::Value(Value::Type(RType::Con(tc, _)))) => self.program.tycon(*tc),
            _ => None,
        };
        let Some(tycon) = tycon else {
            return Err(Error::Unsupported { what: "tagToEnum# at an unknown type".into(), at: None });
        };
        let con = |i: usize| Value::Con { dc: tycon.datacons[i], fields: Arc::from([]) };
        match v {
            Value::Prim(Prim::Int(i)) if (*i as usize) < tycon.datacons.len() && *i >= 0 => {
                st.control = Control::Return(con(*i as usize));
                Ok(Step::Continue)
            }
            Value::Sym(t) => {
                let cons = (0..tycon.datacons.len()).map(con).collect();
                Ok(self.split_on_tag(st, t, cons))
            }
            other => Err(Error::Internal(format!("tagToEnum# of {other:?}"))),
        }
    }

    /// One state per constructor `cons[i]`, where the symbolic `Int#` tag `t` is `i`
    /// (`tagToEnum#` on a symbolic value). For two constructors the conditions are a
    /// comparison and its negation, simplified through `is_one`.
    fn split_on_tag(&self, st: &State<'a>, t: &TermRef, cons: Vec<Value<'a>>) -> Step<'a> {
        let two = cons.len() == 2;
        let children = cons
            .into_iter()
            .enumerate()
            .map(|(i, con)| {
                let cond = if two {
                    let one = primop::is_one(t);
                    if i == 1 { one } else { Term::not(one) }
                } else {
                    Term::eq(t.clone(), Arc::new(Term::Bv64(i as u64)))
                };
                let mut child = st.clone();
                child.constrain(cond);
                child.control = Control::Return(con);
                child
            })
            .collect();
        Step::Fork(children)
    }

    fn integer_builtin(&self, st: &mut State<'a>, b: Builtin, values: Vec<Value<'a>>) -> Result<Step<'a>> {
        let v = match integer_op(b, &values, self)? {
            IntResult::Value(v) => v,
            IntResult::DivZero => return crash("divide by zero"),
        };
        if let (Builtin::IntegerCmp(_, true), Value::Sym(t)) = (b, &v) {
            // A Bool must be a constructor: split on the comparison's 0/1 result.
            return Ok(self.split_on_tag(st, t, vec![self.bool_value(false), self.bool_value(true)]));
        }
        st.control = Control::Return(v);
        Ok(Step::Continue)
    }

    // ----- Case ------------------------------------------------------------------

    fn case(&self, st: &mut State<'a>, v: Value<'a>, binder: NameId, alts: &'a [crate::ir::Alt<'a>], env: Env) -> Result<Step<'a>> {
        let env = if self.used.contains(&binder) {
            let bound = st.alloc_value(v.clone());
            env.update(binder, bound)
        } else {
            env
        };
        let default = alts.iter().find(|a| matches!(a.con, AltCon::Default));
        match &v {
            Value::Con { dc, fields } => {
                let alt = alts.iter().find(|a| matches!(a.con, AltCon::Data(d) if d == *dc)).or(default);
                let Some(alt) = alt else { return crash("non-exhaustive case") };
                let mut env = env;
                let n_ty = alt.binders.len().saturating_sub(fields.len());
                for (i, b) in alt.binders.iter().enumerate() {
                    let addr = if i < n_ty { st.alloc_value(Value::Type(RType::Other)) } else { fields[i - n_ty] };
                    env.insert(b.name, addr);
                }
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
            Value::Prim(Prim::Integer(n)) if self.has_integer_alts(alts) => {
                let small = i64::try_from(n).ok();
                self.integer_case(st, alts, env, small.map(|i| Value::Prim(Prim::Int(i))))
            }
            Value::Sym(t) if t.sort() == Sort::Int && self.has_integer_alts(alts) => {
                // Only the small-integer representation is modelled: constrain to it.
                let lo = Term::int(i64::MIN);
                let hi = Term::int(i64::MAX);
                st.constrain(Term::app(Op::Le, Sort::Bool, vec![lo, t.clone()]));
                st.constrain(Term::app(Op::Le, Sort::Bool, vec![t.clone(), hi]));
                let field = Value::Sym(Term::app(Op::IntToBv64, Sort::Bv64, vec![t.clone()]));
                self.integer_case(st, alts, env, Some(field))
            }
            Value::Prim(p) => {
                for alt in alts {
                    if let AltCon::Lit(l) = &alt.con {
                        if let Value::Prim(lp) = self.lit_value(l)? {
                            if lit_eq(&lp, p) {
                                st.control = Control::Eval(alt.rhs, env);
                                return Ok(Step::Continue);
                            }
                        }
                    }
                }
                let Some(alt) = default else { return crash("non-exhaustive case on a literal") };
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
            Value::Sym(t) => {
                let mut children = Vec::new();
                let mut others = Vec::new();
                for alt in alts {
                    if let AltCon::Lit(l) = &alt.con {
                        let lv = self.lit_value(l)?;
                        let lt = primop::to_term(&lv).ok_or_else(|| Error::Internal("literal term".into()))?;
                        let eq = Term::eq(t.clone(), lt);
                        others.push(Term::not(eq.clone()));
                        let mut child = st.clone();
                        child.constrain(eq);
                        child.control = Control::Eval(alt.rhs, env.clone());
                        children.push(child);
                    }
                }
                if let Some(alt) = default {
                    let mut child = st.clone();
                    for c in others {
                        child.constrain(c);
                    }
                    child.control = Control::Eval(alt.rhs, env);
                    children.push(child);
                }
                Ok(Step::Fork(children))
            }
            _ => {
                let Some(alt) = default else { return crash("non-exhaustive case") };
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
        }
    }

    fn has_integer_alts(&self, alts: &[crate::ir::Alt<'a>]) -> bool {
        alts.iter().any(|a| matches!(a.con, AltCon::Data(d) if self.program.names.module(d) == Some("GHC.Num.Integer")))
    }

    /// A case on an Integer against its constructors `IS`/`IP`/`IN`; `small` is the
    /// `Int#` payload when the value fits in a machine word.
    fn integer_case(&self, st: &mut State<'a>, alts: &'a [crate::ir::Alt<'a>], mut env: Env, small: Option<Value<'a>>) -> Result<Step<'a>> {
        let Some(small) = small else {
            return Err(Error::Unsupported { what: "case on a big Integer's representation".into(), at: None });
        };
        let is = alts.iter().find(|a| matches!(a.con, AltCon::Data(d) if Some(d) == self.known.integer_is));
        let alt = is.or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)));
        let Some(alt) = alt else { return crash("non-exhaustive case") };
        if let Some(b) = alt.binders.first() {
            if is.is_some() {
                let a = st.alloc_value(small);
                env.insert(b.name, a);
            }
        }
        st.control = Control::Eval(alt.rhs, env);
        Ok(Step::Continue)
    }
}

/// The names that occur as variables in any binding of the program.
fn used_variables(program: &Program<'_>) -> rustc_hash::FxHashSet<NameId> {
    let mut used = rustc_hash::FxHashSet::default();
    for (_, rhs) in program.globals.values() {
        rhs.walk(|e| {
            if let Expr::Var(x) = e {
                used.insert(*x);
            }
        });
    }
    used
}

/// The C symbol of a foreign call, which the plugin names by GHC's rendering of the
/// call (`{__ffi_static_ccall_unsafe base:isDoubleNaN :: ...}`).
fn foreign_symbol(occ: &str) -> &str {
    occ.split_whitespace().find_map(|w| w.rsplit_once(':').map(|(_, s)| s)).unwrap_or(occ)
}

fn lit_eq(a: &Prim, b: &Prim) -> bool {
    match (a, b) {
        (Prim::Double(x), Prim::Double(y)) => x == y,
        (Prim::Float(x), Prim::Float(y)) => x == y,
        _ => a == b,
    }
}

fn collect_tyvars(ty: &Type<'_>, f: &mut impl FnMut(NameId)) {
    match ty {
        Type::Var(v) => f(*v),
        Type::Con(_, args) => args.iter().for_each(|a| collect_tyvars(a, f)),
        Type::Fun(a, b) | Type::App(a, b) => {
            collect_tyvars(a, f);
            collect_tyvars(b, f);
        }
        Type::ForAll(_, b) => collect_tyvars(b, f),
        _ => {}
    }
}

