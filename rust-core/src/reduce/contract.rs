//! Counterfactual calls: checking a function against contracts (seed 000, section 4).
//!
//! When checking `f`, every call in `f`'s own body to a function `g` that has a contract
//! becomes `ĝ`, a choice between
//! - left: `g`'s real code with `g`'s whole contract asserted (its precondition on the
//!   arguments, then its postcondition on the result), and
//! - right: a fresh symbolic result only assumed to satisfy `g`'s postcondition.
//!
//! A violation reached with no right choices is a concrete counterexample; one that
//! needs right choices is abstract and names the callees whose contracts are too weak.
//! Calls are recognised lexically: the `Var` nodes of `f`'s right-hand side that name a
//! contracted function are the counterfactual sites. Choices and results are recorded in
//! the state, so validation replays a path exactly. A validated violation is a
//! [`Counterexample`] (found by `search::check`, printed by `report::check`).

use std::sync::Arc;

use imbl::Vector;
use rustc_hash::FxHashMap;

use super::gc::Roots;
use super::machine::{Machine, Step};
use super::rtype::{RType, Subst};
use super::state::{Control, Extension, Frame, Guard, State};
use super::value::{Addr, Concrete, HeapObj, Value};
use crate::error::{Error, Result};
use crate::ir::{Expr, ExprId, NameId, Program};

/// A function's contract as two Haskell predicates: `pre` over the arguments, `post`
/// over the arguments and the result. Both take the function's type and dictionary
/// arguments first, like the function itself.
#[derive(Copy, Clone, Debug)]
pub struct Contract {
    /// The predicates over the arguments (`g2__pre_F`) and over the arguments and the
    /// result (`g2__post_F`); a hand-written contract may leave one out, which then
    /// holds (Note [A contract of one predicate] in `search::check`).
    pub pre: Option<NameId>,
    pub post: Option<NameId>,
    /// Exact: a call always runs the callee's real code (left) and is never abstracted
    /// (right). For library functions (whose default specifications the user cannot
    /// strengthen), measures and reflected functions, whose results the refinement
    /// logic knows exactly: blaming their specification would be a false report.
    pub exact: bool,
    /// Trusted (`assume`, `ignore`): LiquidHaskell takes the type on trust and never
    /// looks at the body (often `undefined`). A left call still asserts the
    /// precondition (the caller must establish it) but only assumes the postcondition
    /// of the real result (`Guard::Trusted`): a body that breaks its trusted type, or
    /// crashes, is no path, and the right call covers every result the type allows.
    /// Blaming a caller for the trusted body's result would be a false report.
    pub trusted: bool,
    /// Whose type gives the call's arity, and whose right-hand side's head is the
    /// function to run: the callee itself, or for a library function (which may be a
    /// class method or have no binding of its own) the module's `g2__libfun_K`, typed
    /// like it.
    pub call: NameId,
    /// `g2__param_F`: what parametricity says of an abstracted result (its elements of
    /// a type variable come from the arguments), assumed with the postcondition.
    pub param: Option<NameId>,
    /// The predicates are typed at this one type, a nullary type constructor (`Int`:
    /// marker `g2__monopred_F`; `Double` for `/`: Note [Monomorphic library predicates]
    /// in `G2/Liquid/Library.hs`): the contract applies only to calls at that type.
    pub mono: Option<NameId>,
    /// The predicates take the arguments a call has (Note [Contracts that do not fit]
    /// in `search::check`); when not, calls run the callee's real code.
    pub fits: bool,
}

/// A right choice: a call whose result was only assumed to satisfy the postcondition.
#[derive(Clone, Debug)]
pub struct Abstraction {
    pub callee: NameId,
    pub args: Arc<[Addr]>,
    pub result: Addr,
}

/// The contracts in force while checking one function, and where its calls are.
#[derive(Debug, Default)]
pub struct Contracts {
    pub by_callee: FxHashMap<NameId, Contract>,
    /// The `Var` nodes in the checked function's body that call a contracted function,
    /// and the function each calls.
    sites: FxHashMap<ExprId, NameId>,
}

// Note [Calls in unannotated helpers]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A function without a contract of the checked function's module is part of its code,
// as LiquidHaskell sees it: LiquidHaskell infers the helper's type from its uses and
// checks the helper's calls against the specifications of what they call. So the calls
// in such helpers that `f` reaches are sites too: `prop = if x >= 0 then baz x else
// False` with an unannotated `baz g = liquidAssertB (g > 0)` breaks the assertion at
// `x = 0`, where only `f`'s own calls were sites and the search said that no
// counterexample exists. (Functions with contracts are checked on their own, and their
// calls are the sites' business.)

impl Contracts {
    /// The counterfactual sites of `f`'s body, and of its module's functions without
    /// contracts that it reaches, for the given contracts.
    pub fn for_function(
        program: &Program,
        f: NameId,
        by_callee: FxHashMap<NameId, Contract>,
    ) -> Result<Contracts> {
        let (_, rhs) = program.globals.get(&f).ok_or_else(|| {
            Error::Usage(format!("`{}` has no definition", program.names.qualified(f)))
        })?;
        // Note [Calls in unannotated helpers]: the sites of `f`'s body, and of the
        // bodies of the functions without contracts of `f`'s module that it reaches.
        let module = program.names.module(f);
        let mut sites = FxHashMap::default();
        let mut bodies = vec![*rhs];
        let mut seen: rustc_hash::FxHashSet<NameId> = [f].into_iter().collect();
        while let Some(body) = bodies.pop() {
            program.nodes.walk(body, |id, e| {
                let Expr::Var(x) = *e else { return };
                if by_callee.contains_key(&x) {
                    sites.insert(id, x);
                } else if program.names.module(x) == module
                    && !program.names.occ(x).starts_with("g2__")
                    && seen.insert(x)
                {
                    if let Some((_, helper)) = program.globals.get(&x) {
                        bodies.push(*helper);
                    }
                }
            });
        }
        Ok(Contracts { by_callee, sites })
    }

    /// The contracted function called at `e`, if `e` is a counterfactual site.
    pub fn is_site(&self, e: ExprId) -> Option<NameId> {
        self.sites.get(&e).copied()
    }
}

impl<'p> Machine<'p> {
    /// (type arguments, value arguments) of a function, from its type.
    pub(super) fn arity_of(&self, g: NameId) -> (usize, usize) {
        let Some((binder, _)) = self.program.globals.get(&g) else { return (0, 0) };
        RType::from_ir(self.program, binder.ty, &Subst::default()).full_arity()
    }

    /// Whether a contract can be applied to a call: a contract whose predicates are
    /// monomorphic (typed at `Int` because their refinements need class constraints
    /// the function lacks: Note [Monomorphic predicates] in `G2/Liquid/Contracts.hs`)
    /// applies only to calls whose type arguments are all that type.
    fn contract_applies(&self, st: &State, c: Contract, args: &[Addr]) -> bool {
        c.fits && c.mono.is_none_or(|t| self.types_all(st, args, Some(t)))
    }

    /// Whether every type argument of a call is `Int`.
    fn types_all_int(&self, st: &State, args: &[Addr]) -> bool {
        let int = self.program.names.find("GHC.Types", "Int", crate::ir::Namespace::TyCon);
        self.types_all(st, args, int)
    }

    /// Whether every type argument of a call is the nullary type constructor `tycon`.
    fn types_all(&self, st: &State, args: &[Addr], tycon: Option<NameId>) -> bool {
        args.iter().all(|&a| match st.heap.get(a) {
            HeapObj::Value(Value::Type(t)) => {
                matches!(t, RType::Con(tc, ts) if Some(*tc) == tycon && ts.is_empty())
            }
            _ => true,
        })
    }

    /// Whether `g` returns a value of one of its own type variables (`foldr`'s `b`).
    /// Parametricity says such a result can only be built from `g`'s arguments, which a
    /// fresh symbolic value of the instantiated type ignores: abstracting the call
    /// would allow results no implementation can give, and so false abstract
    /// counterexamples. Such calls always run their real code.
    fn parametric_result(&self, g: NameId) -> bool {
        let Some((binder, _)) = self.program.globals.get(&g) else { return false };
        let ty = RType::from_ir(self.program, binder.ty, &Subst::default());
        let (vars, body) = ty.split_foralls();
        matches!(body.split_fun().1, RType::Var(v) if vars.contains(&v))
    }

    /// The result type of `g` applied to `types`.
    fn result_type(&self, g: NameId, types: &[RType]) -> RType {
        let Some((binder, _)) = self.program.globals.get(&g) else { return RType::Other };
        let ty = RType::from_ir(self.program, binder.ty, &Subst::default());
        let (vars, body) = ty.split_foralls();
        let subst: Subst = vars.iter().copied().zip(types.iter().cloned()).collect();
        body.substitute(&subst).split_fun().1
    }

    /// A saturated call `ĝ args`: splits into the left and right states.
    pub(super) fn counterfactual(
        &self,
        st: &mut State,
        g: NameId,
        args: Arc<[Addr]>,
    ) -> Result<Step> {
        let contract =
            self.contracts.and_then(|c| c.by_callee.get(&g)).copied().ok_or_else(|| {
                Error::Internal(format!("no contract for `{}`", self.program.names.qualified(g)))
            })?;
        if !self.contract_applies(st, contract, &args) {
            // A monomorphic contract at a call at other types, or one that does not fit
            // the call's arguments: the real code, unchecked
            // (in a replay too, where choice 0 would otherwise mean the left state).
            st.ext.trace.choices.push_back(0);
            let call = self.real_call(st, g, contract, &args);
            st.control = Control::Enter(call);
            return Ok(Step::Continue);
        }
        let trace = &st.ext.trace;
        if let Some(replayed) = trace.replay_choices.as_ref().map(|r| r.get(trace.choices.len())) {
            match replayed {
                Some(0) => {
                    st.ext.trace.choices.push_back(0);
                    self.left(st, g, contract, &args);
                }
                Some(branch) => {
                    st.ext.trace.choices.push_back(branch);
                    self.right(st, g, contract, &args)?;
                }
                // Past the recorded choices (a crash's message, or a report's arguments
                // evaluated after the path ended: work the symbolic path never did),
                // calls run their real code, unchecked: blaming one would disown the
                // path's own outcome.
                None => {
                    let call = self.real_call(st, g, contract, &args);
                    st.control = Control::Enter(call);
                }
            }
            return Ok(Step::Continue);
        }
        if contract.exact || self.parametric_result(g) {
            st.ext.trace.choices.push_back(0);
            self.left(st, g, contract, &args);
            return Ok(Step::Continue);
        }
        let mut left = st.fork();
        left.ext.trace.choices.push_back(0);
        self.left(&mut left, g, contract, &args);
        let mut right = st.fork();
        right.ext.trace.choices.push_back(1);
        self.right(&mut right, g, contract, &args)?;
        Ok(Step::fork(vec![left, right]))
    }

    fn apply_global(&self, st: &mut State, f: NameId, args: &[Addr], last: Option<Addr>) -> Addr {
        let fun = self.global_addr(st, f);
        let args: Arc<[Addr]> = args.iter().copied().chain(last).collect();
        st.alloc(HeapObj::Apply { fun, args })
    }

    /// Applies a contract predicate to a call's arguments (and result); `True` where the
    /// contract has none. The predicate may be less polymorphic or less constrained than
    /// the function: it gets its own number of type arguments (the call's first ones)
    /// and the call's last value arguments (dropping leading dictionaries it does not
    /// take).
    fn apply_predicate(
        &self,
        st: &mut State,
        pred: Option<NameId>,
        args: &[Addr],
        result: Option<Addr>,
    ) -> Addr {
        let Some(pred) = pred else {
            return st.alloc(HeapObj::Value(self.bool_value(true)));
        };
        let (n_types, n_values) = self.arity_of(pred);
        let (types, values): (Vec<Addr>, Vec<Addr>) =
            args.iter().partition(|&&a| matches!(st.heap.get(a), HeapObj::Value(Value::Type(_))));
        let wanted = n_values.saturating_sub(result.is_some() as usize);
        let values = &values[values.len().saturating_sub(wanted)..];
        let args: Vec<Addr> = types.iter().take(n_types).chain(values).copied().collect();
        self.apply_global(st, pred, &args, result)
    }

    /// A call of `g`'s real code, unchecked.
    fn real_call(&self, st: &mut State, g: NameId, c: Contract, args: &Arc<[Addr]>) -> Addr {
        if c.call == g {
            return self.apply_global(st, g, args, None);
        }
        // The library function itself, as its `g2__libfun_K` refers to it (the machine
        // resolves the variable: a binding, a class method, a builtin).
        let head = self
            .program
            .globals
            .get(&c.call)
            .and_then(|&(_, rhs)| self.program.nodes.head_var(rhs));
        let fun = match head {
            Some(var) => st.alloc(HeapObj::Thunk { expr: var, env: super::env::empty_env() }),
            None => self.global_addr(st, c.call),
        };
        st.alloc(HeapObj::Apply { fun, args: args.clone() })
    }

    /// `g`'s real code, asserting its precondition and then its postcondition.
    fn left(&self, st: &mut State, g: NameId, c: Contract, args: &Arc<[Addr]>) {
        let result = self.real_call(st, g, c, args);
        st.ext.contract.calls.push_back(Abstraction { callee: g, args: args.clone(), result });
        let pre = self.apply_predicate(st, c.pre, args, None);
        let post = self.apply_predicate(st, c.post, args, Some(result));
        st.stack.push(Frame::Then(result));
        st.stack.push(Frame::Guard(if c.trusted {
            Guard::Trusted
        } else {
            Guard::Callee(g, args.clone())
        }));
        st.stack.push(Frame::Then(post));
        if c.trusted {
            // The body's result first (to weak head normal form), under the trusted
            // guard: an `undefined` body is no path, not a crash of the caller's.
            st.stack.push(Frame::Then(result));
        }
        st.stack.push(Frame::Guard(Guard::Callee(g, args.clone())));
        st.control = Control::Enter(pre);
    }

    /// A symbolic result assumed to satisfy `g`'s postcondition.
    fn right(&self, st: &mut State, g: NameId, c: Contract, args: &Arc<[Addr]>) -> Result<()> {
        let types: Vec<RType> = args
            .iter()
            .filter_map(|&a| match st.heap.get(a) {
                HeapObj::Value(Value::Type(t)) => Some(t.clone()),
                _ => None,
            })
            .collect();
        let result = self.generate(st, self.result_type(g, &types))?;
        let post = self.apply_predicate(st, c.post, args, Some(result));
        st.ext.contract.n_abstractions += 1;
        st.ext.contract.abstractions.push_back(Abstraction {
            callee: g,
            args: args.clone(),
            result,
        });
        st.stack.push(Frame::Then(result));
        // The parametricity predicate is typed at Int: only calls at Int get it.
        if let Some(param) = c.param.filter(|_| self.types_all_int(st, args)) {
            let param = self.apply_predicate(st, Some(param), args, Some(result));
            st.stack.push(Frame::Guard(Guard::Assume));
            st.stack.push(Frame::Then(param));
        }
        st.stack.push(Frame::Guard(Guard::Assume));
        st.control = Control::Enter(post);
        Ok(())
    }
}

/// A call in a counterexample: the callee, its value arguments and its result.
#[derive(Clone, Debug)]
pub struct Call {
    pub callee: NameId,
    pub args: Vec<Concrete>,
    /// `None` when the call crashed.
    pub result: Option<Concrete>,
}

/// A state's counterfactual choices while checking a function against contracts.
#[derive(Clone, Debug, Default)]
pub struct Counterfactuals {
    /// Right choices of counterfactual calls on this path, in order.
    pub abstractions: Vector<Abstraction>,
    /// How many counterfactual right choices this path made (`choose` counts too).
    pub n_abstractions: u32,
    /// The call whose contract this path violated, if it crashed that way.
    pub blame: Option<(NameId, Arc<[Addr]>)>,
    /// Left choices: calls that ran their real code with the contract asserted, in
    /// the order they were entered (the failing path of a concrete counterexample,
    /// `--trace`). `result` is the call's (possibly never evaluated) result.
    pub calls: Vector<Abstraction>,
    /// Indices into `calls` of those whose postcondition held, in the order it did:
    /// the order in which calls finished, which lazy evaluation makes differ from the
    /// order they were entered (`dec (inc x)` enters `dec` first).
    pub finished: Vector<u32>,
}

impl Counterfactuals {
    /// A `Guard::Callee` passed and the call's result at `result` comes next: if it is
    /// a recorded call's, that call has finished with its postcondition checked.
    pub fn note_finished(&mut self, result: Addr) {
        if let Some(i) = self.calls.iter().rposition(|c| c.result == result) {
            if !self.finished.contains(&(i as u32)) {
                self.finished.push_back(i as u32);
            }
        }
    }

    /// The calls in the order they finished, then those that did not (crashed, broke
    /// their contract, or never returned), in the order they were entered.
    pub fn calls_in_order(&self) -> Vec<&Abstraction> {
        let mut out: Vec<&Abstraction> =
            self.finished.iter().map(|&i| &self.calls[i as usize]).collect();
        out.extend(
            self.calls
                .iter()
                .enumerate()
                .filter(|(i, _)| !self.finished.contains(&(*i as u32)))
                .map(|(_, c)| c),
        );
        out
    }
}

impl Extension for Counterfactuals {
    /// The arguments and results of the right choices, and the blamed call's arguments:
    /// a report reads them after the run.
    fn roots(&self, roots: &mut Roots) {
        for call in &self.abstractions {
            roots.addrs(&call.args);
            roots.addr(call.result);
        }
        if let Some((_, args)) = &self.blame {
            roots.addrs(args);
        }
        for call in &self.calls {
            roots.addrs(&call.args);
            roots.addr(call.result);
        }
    }
}

/// A validated violation of a contract: the inputs, the output and the calls it needs.
#[derive(Clone, Debug)]
pub struct Counterexample {
    pub inputs: Vec<Concrete>,
    /// The result, or `None` for a crash.
    pub output: Option<Concrete>,
    /// Calls whose results were only assumed to satisfy their postconditions; empty for
    /// a concrete counterexample.
    pub abstractions: Vec<Call>,
    /// A call that violated its callee's contract, if that is how the path failed.
    pub blame: Option<Call>,
    /// Found under 64-bit `Int` arithmetic, and it needs wraparound: under
    /// LiquidHaskell's reading of `Int` (mathematical integers) it does not exist.
    pub overflow: bool,
    /// For a concrete counterexample: the calls to contracted functions along the
    /// failing run, in order (a result `None`: it crashed or was never evaluated).
    /// The blamed call, if any, is among them, last.
    pub trace: Vec<Call>,
}

impl Counterexample {
    pub fn is_concrete(&self) -> bool {
        self.abstractions.is_empty()
    }

    /// Whether every call it assumes is a recursive call of `f`, the function checked
    /// (Note [Recursive abstractions] in `search::check`).
    pub fn assumes_only_recursion(&self, f: NameId) -> bool {
        self.abstractions.iter().all(|a| a.callee == f)
    }
}
