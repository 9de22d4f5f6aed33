//! The lazy symbolic reducer: one `step` at a time on a [`State`].
//!
//! This follows the reduction rules of seed 002 (section 2.3.3) as a stack machine with
//! environments: `Eval` looks at an expression, `Enter` forces a heap cell (pushing an
//! update frame: call-by-need), `Return` hands a value in SWHNF to the top frame.
//! Branching on symbolic data returns several successor states, each carrying the
//! constraint of its branch; deciding which are feasible is the search's job.
//!
//! This module holds the machine and the three rules; the rest is split by concept:
//! `globals` (names, atoms, `let`, types and literals), `inputs` (symbolic inputs,
//! generators and the caller's inputs), `heads` (application, builtins and
//! primitives), `case`, and `errors` (crashes and their messages). Moving concrete
//! values into and out of a heap is `reduce::readback`.
//!
//! Architecture invariant: `reduce` never calls Z3.

mod arrays;
mod captures;
mod case;
mod containers;
pub(crate) use containers::default_tree;
mod decide;
mod errors;
mod fast;
mod fixed;
mod funs;
mod globals;
mod heads;
mod inputs;
mod merge;
pub mod profile;
mod spine;
mod unlifted;
mod walks;

use rustc_hash::FxHashMap;

use crate::error::Error;
use crate::ir::{Expr, ExprId, NameId, NameSort, Program};
use crate::reduce::builtin::Builtin;
use crate::reduce::conjunct;
use crate::reduce::env::Env;
use crate::reduce::primop::PrimOp;
use crate::reduce::rtype::RType;
use crate::reduce::state::{Control, Frame, Guard, Outcome, State, Strict};
use crate::reduce::value::{Addr, Head, HeapObj, Value, TOKEN};
use crate::smt::term::Sort;
use errors::crash;
use globals::foreign_symbol;

/// What the machine's rules return: a crate `Result` whose error is boxed (Note [Small
/// step results]); `?` boxes the crate's errors.
pub type Result<T, E = Box<Error>> = std::result::Result<T, E>;

// Note [Small step results]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// Every transition returns a `Result<Step>`, handed up through `eval`, `step` and the
// search's loop, and almost always `Ok(Step::Continue)`. With the crate's `Error` (80
// bytes: strings of what is missing and where) that result was 80 bytes, copied at
// every level; boxing the error makes it 32, the size of a `Step`. Measured on the
// independent programs (medians of 3): Sorting 3.97 -> 3.63 s, Machine 3.76 -> 3.51,
// Printf 5.52 -> 5.37, WordFreq 4.30 -> 4.21. Errors are rare, so their allocation is
// free in practice.
//
// At 32 bytes the result still went through memory: the callee wrote it with 8-byte
// stores and the caller read it with 16-byte loads, which the store buffer cannot
// forward (perf annotate: a fifth of `step`'s own samples on the load after `ret`
// returned). So a `Step` is two words: a split's states and a crash's message are
// boxed (`Step::fork`, `Outcome::Crash`), both once per path at most, and the result
// comes back in two registers. Sorting 3.29 -> 3.14 s, Machine 3.12 -> 3.02, WordFreq
// 3.41 -> 3.27.

// Note [Untouched inputs in a checked result]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A result is forced to normal form before its check, so that a crash anywhere in it
// counts. A part of it that is a part of an input the path never looked at (a symbolic
// cell: `deposit a n = a { bal = bal a + n }` passes `a`'s `name` through) cannot
// crash, and entering it only enumerates its values: one path per length of a String,
// so a refinement about `bal` was never decided. While checking contracts such a cell
// is left as it is; it is read back as its type's default value, the same in the input
// and in the result, and the replay runs that input. Only the result's own `Frame::Deep`
// does this: an argument of a symbolic function is forced to normal form to tabulate
// it (`reduce::higher_order`), and an error message to print it. Searches with
// `--assume` or `--assert` leave it too: their lines are the inputs that satisfy or break
// a predicate, and a record update `p { age = age p + 1 }` broke `age r > age p` once,
// at `maxBound`, not once per `name` (72 lines in 5 s, and never a complete search).
// (Plain runs, `g2 FILE f`, still enumerate it: they list every result; and so does
// inference, whose counterexamples are its examples: with default values they taught it
// `2 * v >= x + y` for `max`.)

/// Whether the nearest guard is a trusted callee's (`Guard::Trusted`): the path is
/// computing that callee's result or postcondition (a violated precondition below it
/// is the caller's, and sets the blame).
fn in_trusted(stack: &[Frame]) -> bool {
    stack
        .iter()
        .rev()
        .find_map(|f| match f {
            Frame::Guard(g) => Some(matches!(g, Guard::Trusted)),
            _ => None,
        })
        .unwrap_or(false)
}

/// What one step did. Two words, so that a rule returns it in registers (Note [Small
/// step results]).
pub enum Step {
    Continue,
    /// The state split; it is replaced by these successors.
    Fork(Box<Vec<State>>),
    Done(Outcome),
}

impl Step {
    /// The state split into `children`.
    pub fn fork(children: Vec<State>) -> Step {
        Step::Fork(Box::new(children))
    }
}

/// How a global name behaves when evaluated.
#[derive(Clone, Debug)]
pub enum Global {
    /// A head that collects (type, value) arguments before it runs.
    Head(Head, (usize, usize)),
    Binding,
    /// A primitive token with no content (`void#`, `realWorld#`, `proxy#`).
    Token,
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
    /// A small Natural's constructor `NS` (Note [Naturals as Integers]).
    pub natural_ns: Option<NameId>,
    /// The unboxed 1-tuple `Solo#`, which `indexArray#` returns.
    pub unboxed_solo: Option<NameId>,
    /// `(,)` and `I#`, which native functions return (Note [Native functions]).
    pub pair: Option<NameId>,
    pub int_con: Option<NameId>,
    /// The type `Int#`, of the symbolic lengths of inputs (Note [Lengths of inputs]).
    pub int_prim: Option<NameId>,
}

/// The reducer for one program. Shared, read-only, by all states.
pub struct Machine<'p> {
    pub program: &'p Program,
    globals: FxHashMap<NameId, Global>,
    pub known: WellKnown,
    /// Contracts and counterfactual sites while checking a function.
    pub(super) contracts: Option<&'p crate::reduce::contract::Contracts>,
    /// Every name that occurs as a variable somewhere: a case binder not among them is
    /// never bound (most are unused, and binding one costs an allocation and an
    /// environment insert on every case).
    used: rustc_hash::FxHashSet<NameId>,
    /// The names some binder binds: only these are looked up in an environment
    /// (Note [Names no binder binds]).
    local_names: globals::LocalNames,
    /// The free local variables of arguments and right-hand sides: what their thunks
    /// capture (Note [Thunks capture their free variables]).
    captures: captures::Captures,
    /// Closed type arguments as run-time types (Note [Closed type arguments]).
    closed_types: rustc_hash::FxHashMap<crate::ir::TypeId, (RType, Addr)>,
    /// The heap's constant cells with the closed type arguments among them (Note
    /// [Constant cells] in `reduce::env`): what `prepare` gives a state.
    consts: std::sync::Arc<[HeapObj]>,
    /// Saturated primitive calls (Note [Concrete primitive calls]), calls of
    /// constructors, selectors and primitives (Note [Saturated calls of heads]) and
    /// constructor applications, by expression id (Note [Call sites by id]).
    call_sites: fast::CallSites,
    /// Whether the fast paths for concrete values are on (`fast::enabled`).
    fast_paths: bool,
    /// Where `HeapObj::Remote` parts of the inputs come from (G2Q).
    inputs: Option<&'p dyn crate::reduce::remote::InputSource>,
    /// Whether the program uses `G2.Symbolic`'s generators or `choose`.
    generators: bool,
    /// `Int` read as a mathematical integer (`reduce::ideal_int`).
    ideal_ints: bool,
    /// Which functions a function-typed input may be (`reduce::higher_order`).
    higher_order: crate::reduce::higher_order::Mode,
    /// Inputs the search could not explore, and why (`Machine::unexplored`): a search
    /// that skipped some never claims that no input exists.
    skipped: std::sync::Mutex<Vec<String>>,
    /// A result forced to normal form leaves untouched input parts as they are (Note
    /// [Untouched inputs in a checked result]).
    skip_untouched: bool,
    /// The cases of `length`'s workers on their lists (Note [Lengths of inputs]).
    length_cases: Vec<spine::LengthCase>,
    /// The top-level binding whose right-hand side holds each expression, made when a
    /// run first reaches a name it cannot run (`Machine::missing`).
    owners: std::sync::OnceLock<FxHashMap<ExprId, NameId>>,
}

impl<'p> Machine<'p> {
    pub fn new(program: &'p Program) -> Self {
        let names = &program.names;
        let mut globals = FxHashMap::default();
        for id in names.ids() {
            let info = names.info(id);
            let kind = if let Some(b) = Builtin::of_name(program, id) {
                Some(Global::Head(Head::Builtin(b), b.arity()))
            } else {
                match info.sort {
                    NameSort::DataCon => program.datacon(id).map(|dc| {
                        Global::Head(Head::DataCon(id), (dc.tyvars.len(), dc.fields.len()))
                    }),
                    NameSort::PrimOp => PrimOp::lookup(names.occ(id))
                        .map(|op| Global::Head(Head::PrimOp(op), op.arity())),
                    NameSort::ClassOp { class, index } => {
                        let tycon = program.tycon(class);
                        let n_tyvars = tycon.map(|t| t.tyvars.len()).unwrap_or(1);
                        let record = tycon.and_then(|t| t.datacons.first().copied());
                        Some(Global::Head(Head::Selector { index, record }, (n_tyvars, 1)))
                    }
                    _ if program.globals.contains_key(&id) => Some(Global::Binding),
                    NameSort::Foreign => {
                        let occ = names.occ(id);
                        crate::reduce::foreign::ForeignFn::lookup(foreign_symbol(occ)).map(|f| {
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
            natural_ns: find("GHC.Num.Natural", "NS"),
            unboxed_solo: find("GHC.Prim", "Solo#").or_else(|| find("GHC.Types", "Solo#")),
            pair: find("GHC.Tuple", "(,)"),
            int_con: find("GHC.Types", "I#"),
            int_prim: names.find("GHC.Prim", "Int#", crate::ir::Namespace::TyCon),
        };
        let fast_paths = fast::enabled();
        let globals::Scan { used, closed_types, mut call_sites } =
            globals::scan(program, &globals, fast_paths);
        let length_cases = spine::length_cases(program);
        for (case, walk) in walks::list_walks(program, &length_cases) {
            call_sites.insert(case, fast::CallSite { walk: Some(walk), ..Default::default() });
        }
        let local_names = globals::LocalNames::of(program);
        // In the order of their ids, so that a machine's constants do not depend on a
        // hash map's order.
        let mut closed: Vec<(crate::ir::TypeId, RType)> = closed_types.into_iter().collect();
        closed.sort_by_key(|(ty, _)| ty.into_raw());
        let (consts, first) = crate::reduce::env::Heap::consts_with(
            closed.iter().map(|(_, t)| HeapObj::Value(Value::Type(t.clone()))),
        );
        let closed_types = closed
            .into_iter()
            .enumerate()
            .map(|(i, (ty, t))| (ty, (t, first + i as Addr)))
            .collect();
        let generators = used.iter().any(|x| {
            matches!(
                globals.get(x),
                Some(Global::Head(Head::Builtin(Builtin::Symbolic | Builtin::Choose), _))
            )
        });
        Machine {
            program,
            globals,
            known,
            contracts: None,
            used,
            captures: captures::Captures::of(program, &local_names),
            local_names,
            closed_types,
            consts,
            call_sites,
            fast_paths,
            generators,
            inputs: None,
            ideal_ints: false,
            higher_order: Default::default(),
            skipped: Default::default(),
            skip_untouched: false,
            length_cases,
            owners: Default::default(),
        }
    }

    /// Reads `Int` as a mathematical integer, as LiquidHaskell does: paths that need
    /// 64-bit wraparound do not exist (`reduce::ideal_int`).
    pub fn with_ideal_ints(mut self, on: bool) -> Self {
        self.ideal_ints = on;
        self
    }

    /// Which functions a function-typed input may be (`g2 --higher-order`).
    pub fn with_higher_order(mut self, mode: crate::reduce::higher_order::Mode) -> Self {
        self.higher_order = mode;
        self
    }

    /// Makes calls to contracted functions in the checked function's body counterfactual.
    /// Note [Untouched inputs in a checked result].
    pub fn with_untouched_inputs_skipped(mut self, on: bool) -> Self {
        self.skip_untouched = on;
        self
    }

    /// Whether a query's result leaves untouched input cells alone when forced.
    pub fn skips_untouched_inputs(&self) -> bool {
        self.skip_untouched
    }

    pub fn with_contracts(mut self, contracts: &'p crate::reduce::contract::Contracts) -> Self {
        self.contracts = Some(contracts);
        self
    }

    /// Fetches `HeapObj::Remote` parts of the inputs from `source`.
    pub fn with_inputs(mut self, source: &'p dyn crate::reduce::remote::InputSource) -> Self {
        self.inputs = Some(source);
        self
    }

    /// Whether a run of this machine without symbolic inputs is a single path: no
    /// contracts (whose calls split), no caller-held inputs, and no generators or
    /// `choose` in the program (Note [Runs without inputs] in `search::policy`).
    pub fn runs_one_path_without_inputs(&self) -> bool {
        self.contracts.is_none() && self.inputs.is_none() && !self.generators
    }

    /// Records inputs a search could not explore (once per distinct reason).
    pub(super) fn unexplored(&self, why: String) {
        let mut skipped = self.skipped.lock().unwrap_or_else(|e| e.into_inner());
        if !skipped.contains(&why) {
            skipped.push(why);
        }
    }

    /// The inputs the searches with this machine could not explore so far, and why.
    pub fn unexplored_inputs(&self) -> Vec<String> {
        self.skipped.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// How the global name `x` behaves when evaluated; None if the machine cannot run it.
    pub fn global(&self, x: NameId) -> Option<&Global> {
        self.globals.get(&x)
    }

    /// Runs one transition.
    pub fn step(&self, st: &mut State) -> Result<Step> {
        st.n_steps += 1;
        if let Some(step) = self.preempt(st) {
            return Ok(step);
        }
        // Every rule sets the next control; until then the control holds an address,
        // which (unlike a value) needs no drop when the rule overwrites it.
        let control = std::mem::replace(&mut st.control, Control::Enter(0));
        let step = match control {
            Control::Eval(expr, env) => self.eval(st, expr, env),
            Control::Enter(addr) => self.enter(st, addr),
            Control::Return(v) => self.ret(st, v),
        };
        // Note [Returns through update frames]; a `Continue` owns nothing to drop.
        let step = match step {
            Ok(s @ Step::Continue)
                if self.fast_paths && matches!(st.control, Control::Return(_)) =>
            {
                std::mem::forget(s);
                self.return_at_once(st)
            }
            step => step,
        };
        Ok(match step {
            Ok(Step::Done(Outcome::Crash(_)))
                if st.stack.iter().any(|f| matches!(f, Frame::Tabulate(..))) =>
            {
                // The printed function would not force its argument: no such path
                // (Note [Symbolic functions]).
                self.unexplored(
                    "paths that apply a function input to an argument whose evaluation crashes"
                        .into(),
                );
                Step::Done(Outcome::Infeasible)
            }
            Ok(Step::Done(Outcome::Crash(_)))
                if st.stack.iter().any(|f| matches!(f, Frame::Guard(Guard::Spec))) =>
            {
                // The specification's crash, not the program's.
                self.unexplored("paths on which a function input's specification crashed".into());
                Step::Done(Outcome::Infeasible)
            }
            Ok(Step::Done(Outcome::Crash(_)))
                if st.ext.contract.blame.is_none() && in_trusted(&st.stack) =>
            {
                // A trusted body's crash: no path (the right branch assumes its type).
                Step::Done(Outcome::Infeasible)
            }
            Ok(Step::Done(Outcome::Crash(msg))) if !st.ext.threads.parked.is_empty() => {
                self.crashed(st, *msg)
            }
            // Code the user can supply ends the search at once (`search::explore`), so
            // it does not wait for the other threads.
            Err(e)
                if matches!(
                    *e,
                    Error::Unsupported { .. }
                        | Error::MissingDefinition { user_can_supply: false, .. }
                ) && !st.ext.threads.parked.is_empty() =>
            {
                self.failed(st, *e)
            }
            step => step?,
        })
    }

    /// Lets assumed conjunctions of `st` run in parallel (`reduce::conjunct`), unless
    /// the program uses `G2.Symbolic`'s generators or `choose`.
    pub fn enable_conjuncts(&self, st: &mut State) {
        st.ext.threads.enabled = !self.generators;
    }

    /// Makes `st` ready to run on this machine: its heap gets the machine's constant
    /// cells (Note [Constant cells] in `reduce::env`). Done when a state is made.
    pub fn prepare(&self, st: &mut State) {
        st.heap.set_consts(self.consts.clone());
    }

    /// The address `env` binds `x` to; None without a scan when no binder binds `x`
    /// (Note [Names no binder binds]).
    #[inline]
    pub(super) fn local<'e>(&self, env: &'e Env, x: NameId) -> Option<&'e Addr> {
        if self.local_names.contains(x) {
            env.get(&x)
        } else {
            debug_assert!(env.get(&x).is_none(), "{x:?} is bound but no binder binds it");
            None
        }
    }

    fn eval(&self, st: &mut State, expr: ExprId, env: Env) -> Result<Step> {
        match self.program[expr] {
            Expr::Var(x) => {
                if let Some(&addr) = self.local(&env, x) {
                    // A variable already in SWHNF returns at once; others are entered.
                    st.control = match st.heap.get(addr) {
                        HeapObj::Value(v) => Control::Return(v.clone()),
                        _ if self.enters_at_once(st, addr) => {
                            st.n_steps += 1;
                            return self.enter(st, addr);
                        }
                        _ => Control::Enter(addr),
                    };
                    return Ok(Step::Continue);
                }
                if let Some(head) = self.counterfactual_head(expr) {
                    st.control = Control::Return(head);
                    return self.saturate_if_ready(st);
                }
                self.eval_global(st, x, expr)
            }
            Expr::Lit(lit) => {
                st.control = Control::Return(self.lit_value(&lit)?);
                Ok(Step::Continue)
            }
            Expr::App(f, a) => {
                if let Some(site) = self.call_sites.get(expr) {
                    if let Some(v) =
                        site.prim.as_ref().and_then(|c| self.run_prim_call(st, c, &env))
                    {
                        st.control = Control::Return(v);
                        return Ok(Step::Continue);
                    }
                    if let Some(step) =
                        site.head.as_ref().and_then(|c| self.run_head_call(st, c, &env))
                    {
                        return step;
                    }
                    if let Some(step) =
                        site.fun.as_ref().and_then(|c| self.run_fun_call(st, c, &env))
                    {
                        return step;
                    }
                }
                let arg = self.atom(st, a, &env)?;
                st.push_frame(|| Frame::Apply(arg));
                st.control = Control::Eval(f, env);
                Ok(Step::Continue)
            }
            Expr::Lam(binder, body) => {
                st.control = Control::Return(Value::Lam { binder, body, env });
                Ok(Step::Continue)
            }
            Expr::Let(bind, body) => {
                let env = self.bind_let(st, &bind, env);
                st.control = Control::Eval(body, env);
                Ok(Step::Continue)
            }
            Expr::Case(scrut, binder, _, alts) => {
                if let Some(walk) = self.call_sites.get(expr).and_then(|s| s.walk.as_ref()) {
                    if let Some(env) = self.skip_evaluated_cells(st, walk, &env) {
                        st.control = Control::Eval(expr, env);
                        return Ok(Step::Continue);
                    }
                }
                let alts_of = &self.program[alts];
                if let Some((v, cell)) = self.evaluated_scrutinee(st, scrut, alts_of, &env) {
                    let env = self.bind_case_binder(st, &v, cell, binder.name, env);
                    return self.case(st, v, alts_of, env);
                }
                if st.ext.threads.enabled
                    && !self.used.contains(&binder.name)
                    && conjunct::assumed(&st.stack)
                {
                    if let Some(rest) = self.conjunction(&self.program[alts]) {
                        self.spawn(st, Control::Eval(scrut, env.clone()), Control::Eval(rest, env));
                        return Ok(Step::Continue);
                    }
                }
                let thunk = match self.program[scrut] {
                    Expr::Var(x) => {
                        self.local(&env, x).copied().filter(|&a| self.enters_at_once(st, a))
                    }
                    _ => None,
                };
                if let Some(addr) = thunk {
                    // The scrutinee needs no environment: the frame takes this one.
                    st.push_frame(|| Frame::Case { binder, alts, env });
                    st.n_steps += 2;
                    return self.enter(st, addr);
                }
                st.push_frame(|| Frame::Case { binder, alts, env: env.clone() });
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
                st.control = Control::Return(TOKEN);
                Ok(Step::Continue)
            }
        }
    }

    fn enter(&self, st: &mut State, addr: Addr) -> Result<Step> {
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
            HeapObj::Free(_) => {
                return Err(Error::Internal(format!(
                    "address {addr} was collected while still in use (a missing GC root)"
                ))
                .into())
            }
            HeapObj::Remote(id) => {
                let id = *id;
                return self.fetch(st, addr, id);
            }
            HeapObj::Symbolic(ty) => {
                let ty = ty.clone();
                return self.concretize(st, addr, &ty);
            }
            HeapObj::Spine { ty, len } => {
                let (ty, len) = (ty.clone(), len.clone());
                return self.concretize_spine(st, addr, &ty, &len);
            }
            HeapObj::Tree(tree) => {
                let tree = (**tree).clone();
                return self.concretize_tree(st, addr, &tree);
            }
            HeapObj::Thunk { .. } | HeapObj::Apply { .. } => {}
        }
        // Blackhole the cell while it is under evaluation; its update frame fills it.
        st.push_frame(|| Frame::Update(addr));
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

    fn ret(&self, st: &mut State, v: Value) -> Result<Step> {
        let Some(frame) = st.stack.pop() else {
            if !st.ext.threads.parked.is_empty() {
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
                // Note [Cases on polymorphic values]
                if let Value::Lam { binder: tyvar, body, env: inner } = &v {
                    if self.program.names.info(tyvar.name).sort == NameSort::TyVar {
                        let ty = st.alloc_value(Value::Type(RType::Other));
                        let inner = inner.update(tyvar.name, ty);
                        st.control = Control::Eval(*body, inner);
                        st.push_frame(|| Frame::Case { binder, alts, env });
                        return Ok(Step::Continue);
                    }
                }
                let v = match &v {
                    Value::Sym(_) => self.fixed_scrutinee(st, &v, &self.program[alts]).unwrap_or(v),
                    _ => v,
                };
                let env = self.bind_case_binder(st, &v, None, binder.name, env);
                if let Value::Sym(t) = &v {
                    if !(t.sort() == Sort::Int && self.has_integer_alts(&self.program[alts])) {
                        // Merged alternatives do not branch, so they never wait either.
                        if let Some(merged) =
                            self.merged_alternatives(st, t, &self.program[alts], &env)
                        {
                            st.control = Control::Return(merged);
                            return Ok(Step::Continue);
                        }
                        // A value the path fixed does not wait: a parked branch on one
                        // is ready (Note [Fixed variables]), so it would wait forever.
                        let fixed = crate::smt::eval::eval(t, &st.fixed).is_some();
                        if !st.ext.threads.parked.is_empty() && !fixed {
                            let frame = Frame::Case { binder, alts, env: env.clone() };
                            if self.defer_branch(st, frame, &v) {
                                return Ok(Step::Continue);
                            }
                        }
                    }
                }
                self.case(st, v, &self.program[alts], env)
            }
            Frame::Strict(mut strict) => {
                let mut v = [v];
                self.fixed_operands(st, &strict.head, &mut v);
                let [v] = v;
                if strict.values.len() + 1 == strict.args.len()
                    && !st.ext.threads.parked.is_empty()
                    && self.strict_branches(&strict.head, &strict.values, &v)
                {
                    let frame = Frame::Strict(strict.clone());
                    if self.defer_branch(st, frame, &v) {
                        return Ok(Step::Continue);
                    }
                }
                let s = &mut *strict;
                s.values.push(v);
                self.take_evaluated_operands(st, &s.args, &mut s.values);
                if s.values.len() < s.args.len() {
                    let next = s.args[s.values.len()];
                    st.push_frame(|| Frame::Strict(strict));
                    st.control = Control::Enter(next);
                    return Ok(Step::Continue);
                }
                let Strict { head, types, args, values } = *strict;
                self.run_strict(st, head, &types, &args, values)
            }
            Frame::Guard(guard) => {
                let truth = self.bool_of(&v)?;
                if !truth {
                    match guard {
                        Guard::Assume | Guard::Conjunction(_) | Guard::Spec | Guard::Trusted => {
                            return Ok(Step::Done(Outcome::Infeasible))
                        }
                        Guard::Assert => return crash("assertion failed"),
                        Guard::Record => st.assert_failed = true,
                        Guard::Callee(g, args) => {
                            st.ext.contract.blame = Some((g, args));
                            return crash(format!(
                                "the contract of `{}` is violated",
                                self.program.names.occ(g)
                            ));
                        }
                    }
                }
                if let Guard::Conjunction(key) = &guard {
                    st.ext.threads.key = key.to_vec();
                }
                // A callee's postcondition held and its result comes next: it finished.
                if let (Guard::Callee(..) | Guard::Trusted, Some(Frame::Then(result))) =
                    (&guard, st.stack.last())
                {
                    let result = *result;
                    st.ext.contract.note_finished(result);
                }
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::Then(addr) => {
                st.control = Control::Enter(addr);
                Ok(Step::Continue)
            }
            Frame::Deep(mut pending, skip) => {
                // An array's elements are in its cells (Note [Arrays]): forced as fields.
                if let Value::Prim(crate::reduce::value::Prim::Array(cells)) = &v {
                    pending.extend(cells.iter().rev());
                }
                if let Value::Con { fields, .. } = &v {
                    // Note [Untouched inputs in a checked result]
                    pending.extend(
                        fields
                            .iter()
                            .rev()
                            .filter(|&&f| !(skip && st.heap.get(f).is_unforced_input())),
                    );
                }
                match pending.pop() {
                    Some(next) => {
                        st.stack.push(Frame::Deep(pending, skip));
                        st.control = Control::Enter(next);
                    }
                    None => st.control = Control::Return(v),
                }
                Ok(Step::Continue)
            }
            Frame::Tabulate(n, arg) => self.tabulate(st, n, arg, v),
            Frame::Array(op, args) => self.array(st, op, &args),
            Frame::AssumeChecked => {
                st.assume_checked = true;
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::OutputForced => {
                st.output_forced = true;
                st.control = Control::Return(v);
                Ok(Step::Continue)
            }
            Frame::Raise(kind, arg) => {
                crash(self.error_message(st, kind, arg).unwrap_or_else(|| "error".into()))
            }
            Frame::Conjunct => {
                if !self.bool_of(&v)? {
                    return Ok(Step::Done(Outcome::Infeasible));
                }
                Ok(self.switch(st))
            }
            Frame::Crash(msg) => {
                // A conjunct runs inside an assumption, which the main thread may have
                // passed meanwhile (`Frame::AssumeChecked`): the crash is the assumption's.
                if matches!(st.stack.first(), Some(Frame::Conjunct)) {
                    st.assume_checked = false;
                }
                crash(msg)
            }
            Frame::Fail(e) => Err(e),
        }
    }
}

// Note [Cases on polymorphic values]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// GHC erases type abstractions, and Core lets a case scrutinise a bottoming value of a
// polymorphic type without instantiating it: the model of Text.Printf's
// @parseIntFormat@ has `case errorShortFormat of {}` (errorShortFormat :: forall a. a).
// In the engine a type abstraction is a value (a lambda over a type variable), so that
// case had no alternative for it and crashed with "non-exhaustive case" where GHC
// raises printf's error. A case on a type abstraction scrutinises its body instead, at
// a type no one looks at, as the erased program does.
