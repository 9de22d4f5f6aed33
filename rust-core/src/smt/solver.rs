//! Z3 through its C API: translating terms, checking path constraints incrementally,
//! and reading models back.
//!
//! One `Solver` per worker thread. Its assertion stack mirrors the last path it checked:
//! a new path that extends a checked one (the common case in a search, where children
//! add one constraint to their parent's path) only pushes the new constraints.

use std::ffi::{CStr, CString};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::Arc;
use std::time::Duration;

use rustc_hash::FxHashMap;
use z3_sys::*;

use super::division::{self, Quotient};
use super::term::{Op, Sort, Term, TermRef};
use super::watchdog::{self, Interrupt};
use crate::error::{Error, Result};
use crate::unicode::{CharFn, Piece, Segment};

fn sat_result(r: Z3_lbool) -> SatResult {
    match r {
        Z3_L_TRUE => SatResult::Sat,
        Z3_L_FALSE => SatResult::Unsat,
        _ => SatResult::Unknown,
    }
}

unsafe fn z3_bool(ctx: Z3_context, b: bool) -> Option<Z3_ast> {
    if b {
        Z3_mk_true(ctx)
    } else {
        Z3_mk_false(ctx)
    }
}

/// Bits of a code point (U+10FFFF < 2^21).
const CODE_POINT_BITS: u32 = 21;

/// A value the solver chose for a symbolic variable.
#[derive(Clone, Debug, PartialEq)]
pub enum ModelValue {
    Bits(u64),
    Int(num_bigint::BigInt),
    Double(f64),
    Float(f32),
    Bool(bool),
}

#[derive(Clone, Debug, Default)]
pub struct Model {
    pub values: FxHashMap<u32, ModelValue>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SatResult {
    Sat,
    Unsat,
    Unknown,
}

/// A term's translation, and what the solver needs to know of it.
struct Translated {
    /// Kept alive so that its address, the key, is not reused while cached.
    _term: TermRef,
    ast: Z3_ast,
    /// A Unicode function occurs in it (Note on `Solver::check`).
    has_char: bool,
    /// Only Booleans and bit-vectors occur in it: a fresh check may use Z3's QF_BV
    /// solver.
    bit_vectors: bool,
    /// The definitions of the quotients in it (indices into `Solver::definitions`,
    /// sorted): an assertion of it must assert them too (Note [Division by a constant]).
    definitions: Box<[u32]>,
}

/// The shortest time an incremental check gets before a fresh try (Note [A fresh try
/// after a slow incremental check]).
const INCREMENTAL_SLICE_MIN: Duration = Duration::from_millis(250);

/// The shortest time an incremental check gets after a fresh try decided a path faster.
const INCREMENTAL_SLICE_FLOOR: Duration = Duration::from_millis(20);

pub struct Solver {
    ctx: Z3_context,
    solver: Z3_solver,
    /// Terms translated so far, keyed by address; the `TermRef` is kept alive so an
    /// address is never reused for another term while cached.
    cache: FxHashMap<usize, Translated>,
    vars: FxHashMap<(u32, Sort), Z3_ast>,
    /// Each Unicode function's tree over its segments, built once, on the bound
    /// variable 0 (substituted by the argument at each use).
    char_fns: FxHashMap<(CharFn, Sort), Z3_ast>,
    /// The quotient of each division by a constant translated, by the dividend's term
    /// (its address: the term is kept alive by `cache`), the divisor and signedness,
    /// with the index of its definition in `definitions`.
    quotients: FxHashMap<(usize, u64, bool), (Quotient, u32)>,
    definitions: Vec<Z3_ast>,
    /// The constraints currently asserted, one push level each.
    asserted: Vec<TermRef>,
    /// The solver of the last check when it was a one-shot check (see `check`).
    oneshot: Option<Z3_solver>,
    /// The time limit of each check, in milliseconds (Note [Solver time limits] in
    /// `smt::watchdog`).
    timeout_ms: u32,
    /// Interrupts the check in progress: the watchdog calls it at a check's deadline.
    interrupt: Interrupt,
    /// The solver `interrupt` interrupts: the one of the check in progress.
    target: Arc<Interruptible>,
    /// The watchdog's thread could not start: checks are limited by Z3's own `timeout`
    /// parameter instead.
    z3_timeouts: bool,
    /// How long the last fresh try took, when it decided a path whose incremental check
    /// ran out its slice (Note [A fresh try after a slow incremental check]).
    fresh_won: Option<Duration>,
    pub n_checks: u64,
    pub n_cache_hits: u64,
    /// Terms translated over the context's life: the context keeps each one's Z3 term
    /// until it is deleted (Note [Reused solvers] in `smt::pool`).
    n_translated: u64,
}

// Z3 contexts are not thread-safe, but a `Solver` is only used by one thread at a time.
unsafe impl Send for Solver {}

/// The solver of a check, for the watchdog's thread, which only interrupts it:
/// `Z3_solver_interrupt` is a call Z3 allows from another thread while a check runs
/// (Note [Interrupting the check, not the context]).
struct Interruptible {
    ctx: Z3_context,
    /// The solver of the check in progress, set before the check is armed; the watchdog
    /// calls `interrupt` only while that check runs, so the solver is alive then.
    solver: AtomicPtr<_Z3_solver>,
}
unsafe impl Send for Interruptible {}
unsafe impl Sync for Interruptible {}

impl Interruptible {
    fn interrupt(&self) {
        if let Some(solver) = NonNull::new(self.solver.load(Ordering::Acquire)) {
            unsafe { Z3_solver_interrupt(self.ctx, solver) }
        }
    }
}

// Note [Interrupting the check, not the context]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// The watchdog stops a check with `Z3_solver_interrupt` on the solver being checked, not
// `Z3_interrupt` on its context. Both stop a running check, which returns unknown. But a
// check can end just as its deadline passes, and the watchdog, which only learns that the
// check ended when it leaves the table, then interrupts it after it returned. Z3 4.8.12
// takes back an interrupt of the context that came while a check ran, not one that came
// after: that one cancels the context until its next check, and until then
// `Z3_solver_get_model` has no model ("there is no current model"; "canceled" from a
// one-shot solver) and `Z3_substitute_vars` and `Z3_simplify` fail, so a Unicode
// function's translation was an error that stopped the search ("Z3 rejected the term").
// `cargo test --test infer` twice saw a satisfiable check without a model; a loop of
// checks limited to about their own length, 7 in 20,000, each one interrupted 0.1 ms after
// its deadline with the check just returned. An interrupt of the solver only reaches the
// check running on it (through the handler Z3 installs for the check's duration), and is
// nothing after it: `an_interrupt_after_a_check_takes_nothing_from_it`.

unsafe extern "C" fn ignore_errors(_: Z3_context, _: Z3_error_code) {}

impl Solver {
    pub fn new(timeout_ms: u32) -> Result<Solver> {
        unsafe {
            let cfg = Z3_mk_config()
                .ok_or_else(|| Error::Tool("Z3: cannot create a configuration".into()))?;
            let ctx =
                Z3_mk_context(cfg).ok_or_else(|| Error::Tool("Z3: cannot create a context".into()));
            Z3_del_config(cfg);
            let ctx = ctx?;
            Z3_set_error_handler(ctx, Some(ignore_errors));
            let solver = Z3_mk_solver(ctx)
                .ok_or_else(|| Error::Tool("Z3: cannot create a solver".into()))?;
            Z3_solver_inc_ref(ctx, solver);
            let target = Arc::new(Interruptible { ctx, solver: AtomicPtr::default() });
            let to_interrupt = target.clone();
            let interrupt: Interrupt = Arc::new(move || to_interrupt.interrupt());
            Ok(Solver {
                ctx,
                solver,
                cache: FxHashMap::default(),
                vars: FxHashMap::default(),
                char_fns: FxHashMap::default(),
                quotients: FxHashMap::default(),
                definitions: Vec::new(),
                asserted: Vec::new(),
                oneshot: None,
                timeout_ms,
                interrupt,
                target,
                z3_timeouts: !watchdog::running(),
                fresh_won: None,
                n_checks: 0,
                n_cache_hits: 0,
                n_translated: 0,
            })
        }
    }

    /// Makes the solver as good as new for another search in the same Z3 context: a new
    /// Z3 solver with nothing asserted, and no translated terms held (they belong to the
    /// last search). The variables and the Unicode trees stay: they are the same in
    /// every search. Note [Reused solvers] in `smt::pool`.
    pub fn recycle(&mut self, timeout_ms: u32) -> Result<()> {
        self.drop_oneshot();
        self.cache.clear();
        self.quotients.clear();
        self.definitions.clear();
        self.asserted.clear();
        self.fresh_won = None;
        unsafe {
            let solver = Z3_mk_solver(self.ctx)
                .ok_or_else(|| Error::Tool("Z3: cannot create a solver".into()))?;
            Z3_solver_inc_ref(self.ctx, solver);
            Z3_solver_dec_ref(self.ctx, self.solver);
            self.solver = solver;
            self.timeout_ms = timeout_ms;
        }
        Ok(())
    }

    /// Terms translated since the context was made.
    pub fn n_translated(&self) -> u64 {
        self.n_translated
    }

    /// Limits each following check to `ms` milliseconds.
    pub fn set_timeout(&mut self, ms: u32) {
        self.timeout_ms = ms;
    }

    /// Runs Z3's check of `solver` within the time limit: past it, the check returns
    /// unknown (Note [Solver time limits] in `smt::watchdog`).
    unsafe fn run_check(&self, solver: Z3_solver) -> SatResult {
        unsafe { self.run_check_within(solver, Duration::from_millis(u64::from(self.timeout_ms))) }
    }

    /// [`Self::run_check`] within `limit`, at most the time limit.
    unsafe fn run_check_within(&self, solver: Z3_solver, limit: Duration) -> SatResult {
        if self.z3_timeouts {
            unsafe {
                self.set_z3_timeout(solver);
                return sat_result(Z3_solver_check(self.ctx, solver));
            }
        }
        let limit = limit.min(Duration::from_millis(u64::from(self.timeout_ms)));
        self.target.solver.store(solver.as_ptr(), Ordering::Release);
        let r = watchdog::within(limit, &self.interrupt, || unsafe {
            Z3_solver_check(self.ctx, solver)
        });
        sat_result(r)
    }

    /// Limits the checks of `solver` by Z3's own `timeout` parameter: the fallback when
    /// the watchdog's thread could not start.
    unsafe fn set_z3_timeout(&self, solver: Z3_solver) {
        unsafe {
            if let Some(params) = Z3_mk_params(self.ctx) {
                Z3_params_inc_ref(self.ctx, params);
                if let Some(key) = Z3_mk_string_symbol(self.ctx, c"timeout".as_ptr()) {
                    Z3_params_set_uint(self.ctx, params, key, self.timeout_ms);
                }
                Z3_solver_set_params(self.ctx, solver, params);
                Z3_params_dec_ref(self.ctx, params);
            }
        }
    }

    fn check_error(&self, what: &str) -> Result<()> {
        unsafe {
            let code = Z3_get_error_code(self.ctx);
            if code != ErrorCode::Ok {
                let msg = Z3_get_error_msg(self.ctx, code);
                let msg = if msg.is_null() {
                    "unknown".to_string()
                } else {
                    CStr::from_ptr(msg).to_string_lossy().into_owned()
                };
                return Err(Error::Tool(format!("Z3 error while {what}: {msg}")));
            }
        }
        Ok(())
    }

    /// Checks the conjunction of `path`, reusing the asserted prefix.
    ///
    /// A path with a Unicode function (`Op::Char`, a large if-then-else tree) is checked
    /// instead by a fresh solver without push/pop: Z3 then preprocesses and bit-blasts
    /// the whole problem, several times faster on such trees than its incremental core
    /// (measured: a Caesar-cipher search, 17.5 s against 27.6 s).
    // Note [A fresh try after a slow incremental check]
    // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    // Z3's incremental core (push/pop) does not preprocess the problem as a whole, and on
    // some bit-vector problems it is slower by orders of magnitude than a fresh solver,
    // which simplifies everything and bit-blasts it: `mid l h = l + (h - l) `div` 2`
    // against `v < hi` was unknown after the 5 s limit incrementally, 0.2 s fresh (the
    // z3 binary on the SMT-LIB dump agrees: 7.4 s against 0.2 s). So an incremental
    // check gets an eighth of the time limit (at least `INCREMENTAL_SLICE_MIN`); if it
    // is still running then, the same path is checked on a fresh solver for the rest of
    // the limit (QF_BV when it has only bit-vectors and Booleans). The assertion stack
    // stays, for the next incremental check; a check that ends sooner is unchanged.
    //
    // Paths of one search are alike, so when the fresh try decides a path, the next
    // incremental checks get twice the time that try took (at least
    // `INCREMENTAL_SLICE_FLOOR`) rather than the eighth: the Collatz step `if even m
    // then m `div` 2 else 3 * m + 1` made every check of a search wait out 625 ms
    // incrementally and then take 50 ms fresh (the z3 binary: 40-70 ms). A fresh try
    // that does not decide the path either forgets it.
    pub fn check(&mut self, path: &[TermRef]) -> Result<SatResult> {
        self.drop_oneshot();
        let mut has_char = false;
        for t in path {
            self.translate(t)?;
            has_char |= self.cached(t).is_some_and(|e| e.has_char);
        }
        if has_char {
            return self.check_oneshot(path, None);
        }
        let common = self.asserted.iter().zip(path).take_while(|(a, b)| Arc::ptr_eq(a, b)).count();
        self.n_cache_hits += common as u64;
        unsafe {
            let pops = self.asserted.len() - common;
            if pops > 0 {
                Z3_solver_pop(self.ctx, self.solver, pops as u32);
                self.asserted.truncate(common);
            }
            for t in &path[common..] {
                let ast = self.assertion(t)?;
                Z3_solver_push(self.ctx, self.solver);
                Z3_solver_assert(self.ctx, self.solver, ast);
                self.asserted.push(t.clone());
            }
            self.check_error("asserting the path constraint")?;
            self.n_checks += 1;
            // Debugging aid: G2_DUMP_QUERIES=DIR writes each query as SMT-LIB.
            if let Ok(dir) = std::env::var("G2_DUMP_QUERIES") {
                let text = CStr::from_ptr(Z3_solver_to_string(self.ctx, self.solver))
                    .to_string_lossy()
                    .into_owned();
                let _ = std::fs::write(
                    format!("{dir}/q{}.smt2", self.n_checks),
                    format!("{text}\n(check-sat)\n"),
                );
            }
            // Note [A fresh try after a slow incremental check]
            let limit = Duration::from_millis(u64::from(self.timeout_ms));
            let mut slice = (limit / 8).max(INCREMENTAL_SLICE_MIN);
            if let Some(fresh) = self.fresh_won {
                slice = slice.min((fresh * 2).max(INCREMENTAL_SLICE_FLOOR));
            }
            if self.z3_timeouts || slice >= limit {
                return Ok(self.run_check(self.solver));
            }
            let started = std::time::Instant::now();
            let r = self.run_check_within(self.solver, slice);
            if r != SatResult::Unknown || started.elapsed() < slice {
                return Ok(r);
            }
            let rest = limit.saturating_sub(started.elapsed());
            let fresh_start = std::time::Instant::now();
            let r = self.check_oneshot_within(path, self.logic_of(path), rest)?;
            self.fresh_won = (r != SatResult::Unknown).then(|| fresh_start.elapsed());
            Ok(r)
        }
    }

    /// How many constraints of `path` an incremental check would assert anew: those
    /// after the prefix it shares with the assertion stack.
    pub fn new_constraints(&self, path: &[TermRef]) -> usize {
        path.len() - self.asserted.iter().zip(path).take_while(|(a, b)| Arc::ptr_eq(a, b)).count()
    }

    /// Checks the conjunction of `path` with a fresh solver, leaving the assertion stack
    /// as it is: for a long stretch of new constraints, where Z3's preprocessing and
    /// bit-blasting of the whole problem beats its incremental core (Note [Fresh checks
    /// of long stretches] in `search::explore`).
    pub fn check_fresh(&mut self, path: &[TermRef]) -> Result<SatResult> {
        self.drop_oneshot();
        for t in path {
            self.translate(t)?;
        }
        self.check_oneshot(path, self.logic_of(path))
    }

    /// The logic a fresh solver for `path` (translated) may use: QF_BV when only
    /// Booleans and bit-vectors occur in it, else Z3's default.
    fn logic_of(&self, path: &[TermRef]) -> Option<&'static CStr> {
        let bit_vectors = path.iter().all(|t| self.cached(t).is_some_and(|e| e.bit_vectors));
        bit_vectors.then_some(c"QF_BV")
    }

    /// Checks `path` on a new solver, for `logic` if one is given (a Z3 logic name).
    fn check_oneshot(&mut self, path: &[TermRef], logic: Option<&CStr>) -> Result<SatResult> {
        let limit = Duration::from_millis(u64::from(self.timeout_ms));
        self.check_oneshot_within(path, logic, limit)
    }

    /// [`Self::check_oneshot`] within `limit`.
    fn check_oneshot_within(
        &mut self,
        path: &[TermRef],
        logic: Option<&CStr>,
        limit: Duration,
    ) -> Result<SatResult> {
        self.drop_oneshot();
        unsafe {
            let solver = match logic {
                Some(name) => Z3_mk_string_symbol(self.ctx, name.as_ptr())
                    .and_then(|logic| Z3_mk_solver_for_logic(self.ctx, logic)),
                None => Z3_mk_solver(self.ctx),
            }
            .ok_or_else(|| Error::Tool("Z3: cannot create a solver".into()))?;
            Z3_solver_inc_ref(self.ctx, solver);
            self.oneshot = Some(solver);
            for t in path {
                let ast = self.assertion(t)?;
                Z3_solver_assert(self.ctx, solver, ast);
            }
            self.check_error("asserting the path constraint")?;
            self.n_checks += 1;
            Ok(self.run_check_within(solver, limit))
        }
    }

    fn drop_oneshot(&mut self) {
        if let Some(solver) = self.oneshot.take() {
            unsafe { Z3_solver_dec_ref(self.ctx, solver) };
        }
    }

    /// After a `Sat` check: the values of the given variables.
    pub fn model(&mut self, vars: &[(u32, Sort)]) -> Result<Model> {
        self.try_model(vars)?.ok_or_else(|| Error::Tool("Z3 gave no model".into()))
    }

    /// [`Self::model`], or None when Z3 has no model after a satisfiable check: seen
    /// when the time limit's interrupt landed just after the check returned, before the
    /// watchdog interrupted the solver rather than its context (Note [Interrupting the
    /// check, not the context]); kept as a guard.
    pub fn try_model(&mut self, vars: &[(u32, Sort)]) -> Result<Option<Model>> {
        let mut model = Model::default();
        unsafe {
            let solver = self.oneshot.unwrap_or(self.solver);
            let Some(m) = Z3_solver_get_model(self.ctx, solver) else {
                // The failed request left an error code in the context, which the next
                // `check_error` would report; any call that resets it clears it.
                Z3_solver_get_num_scopes(self.ctx, solver);
                return Ok(None);
            };
            Z3_model_inc_ref(self.ctx, m);
            for &(id, sort) in vars {
                let var = self.var(id, sort)?;
                let mut out: Option<Z3_ast> = None;
                let ok = Z3_model_eval(
                    self.ctx,
                    m,
                    var,
                    true,
                    &mut out as *mut Option<Z3_ast> as *mut Z3_ast,
                );
                let Some(v) = out.filter(|_| ok) else { continue };
                if let Some(val) = self.read_value(v, sort)? {
                    model.values.insert(id, val);
                }
            }
            Z3_model_dec_ref(self.ctx, m);
        }
        Ok(Some(model))
    }

    unsafe fn read_value(&mut self, v: Z3_ast, sort: Sort) -> Result<Option<ModelValue>> {
        Ok(match sort {
            Sort::Bool => match Z3_get_bool_value(self.ctx, v) {
                Z3_L_TRUE => Some(ModelValue::Bool(true)),
                Z3_L_FALSE => Some(ModelValue::Bool(false)),
                _ => None,
            },
            Sort::Bv64 => {
                let mut u = 0u64;
                Z3_get_numeral_uint64(self.ctx, v, &mut u).then_some(ModelValue::Bits(u))
            }
            Sort::Int => {
                let s = Z3_get_numeral_string(self.ctx, v);
                if s.is_null() {
                    None
                } else {
                    CStr::from_ptr(s)
                        .to_str()
                        .ok()
                        .and_then(|s| s.parse().ok())
                        .map(ModelValue::Int)
                }
            }
            Sort::Double | Sort::Float => {
                if Z3_fpa_is_numeral_nan(self.ctx, v) {
                    return Ok(Some(if sort == Sort::Double {
                        ModelValue::Double(f64::NAN)
                    } else {
                        ModelValue::Float(f32::NAN)
                    }));
                }
                let bits = Z3_mk_fpa_to_ieee_bv(self.ctx, v).and_then(|b| Z3_simplify(self.ctx, b));
                let mut u = 0u64;
                match bits {
                    Some(b) if Z3_get_numeral_uint64(self.ctx, b, &mut u) => {
                        Some(if sort == Sort::Double {
                            ModelValue::Double(f64::from_bits(u))
                        } else {
                            ModelValue::Float(f32::from_bits(u as u32))
                        })
                    }
                    _ => None,
                }
            }
        })
    }

    fn z3_sort(&self, sort: Sort) -> Result<Z3_sort> {
        unsafe {
            match sort {
                Sort::Bool => Z3_mk_bool_sort(self.ctx),
                Sort::Bv64 => Z3_mk_bv_sort(self.ctx, 64),
                Sort::Int => Z3_mk_int_sort(self.ctx),
                Sort::Double => Z3_mk_fpa_sort_double(self.ctx),
                Sort::Float => Z3_mk_fpa_sort_single(self.ctx),
            }
            .ok_or_else(|| Error::Tool("Z3: cannot make a sort".into()))
        }
    }

    fn var(&mut self, id: u32, sort: Sort) -> Result<Z3_ast> {
        if let Some(&a) = self.vars.get(&(id, sort)) {
            return Ok(a);
        }
        let z3_sort = self.z3_sort(sort)?;
        let ast = unsafe {
            let sym = Z3_mk_int_symbol(self.ctx, id as i32)
                .ok_or_else(|| Error::Tool("Z3 symbol".into()))?;
            Z3_mk_const(self.ctx, sym, z3_sort).ok_or_else(|| Error::Tool("Z3 const".into()))?
        };
        self.vars.insert((id, sort), ast);
        Ok(ast)
    }

    fn cached(&self, t: &TermRef) -> Option<&Translated> {
        self.cache.get(&(Arc::as_ptr(t) as usize))
    }

    /// What asserting `t` asserts: its translation, with the definitions of the
    /// quotients in it (Note [Division by a constant]).
    fn assertion(&mut self, t: &TermRef) -> Result<Z3_ast> {
        let ast = self.translate(t)?;
        let definitions = &self.cached(t).expect("translated").definitions;
        if definitions.is_empty() {
            return Ok(ast);
        }
        let mut parts = vec![ast];
        parts.extend(definitions.iter().map(|&i| self.definitions[i as usize]));
        unsafe { Z3_mk_and(self.ctx, parts.len() as u32, parts.as_ptr()) }
            .ok_or_else(|| Error::Tool("Z3: cannot make a conjunction".into()))
    }

    fn translate(&mut self, t: &TermRef) -> Result<Z3_ast> {
        if let Some(e) = self.cached(t) {
            return Ok(e.ast);
        }
        let (ast, own_definition) = self.translate_new(t)?;
        // The arguments were translated first, so they are cached.
        let args: &[TermRef] = match &**t {
            Term::App(_, _, args) => args,
            _ => &[],
        };
        let has_char = matches!(&**t, Term::App(Op::Char(_), _, _))
            || args.iter().any(|a| self.cached(a).is_some_and(|e| e.has_char));
        let bit_vectors = matches!(t.sort(), Sort::Bool | Sort::Bv64)
            && args.iter().all(|a| self.cached(a).is_some_and(|e| e.bit_vectors));
        let mut definitions: Vec<u32> = own_definition.into_iter().collect();
        for a in args {
            definitions.extend(self.cached(a).map_or(&[][..], |e| &e.definitions));
        }
        definitions.sort_unstable();
        definitions.dedup();
        let definitions = definitions.into_boxed_slice();
        let key = Arc::as_ptr(t) as usize;
        self.cache
            .insert(key, Translated { _term: t.clone(), ast, has_char, bit_vectors, definitions });
        self.n_translated += 1;
        Ok(ast)
    }

    /// The translation of `t` (its arguments translated and cached), and the index of
    /// the definition of its quotient when it is a division by a constant.
    fn translate_new(&mut self, t: &TermRef) -> Result<(Z3_ast, Option<u32>)> {
        let ctx = self.ctx;
        let fail = || Error::Tool(format!("Z3 rejected the term {t:?}"));
        if let Term::App(op, Sort::Bv64, args) = &**t {
            if let [x, d] = &args[..] {
                if let Term::Bv64(d) = **d {
                    if division::by_constant(*op, d) {
                        let x_ast = self.translate(x)?;
                        let signed = matches!(op, Op::Quot | Op::Rem);
                        let key = (Arc::as_ptr(x) as usize, d, signed);
                        if !self.quotients.contains_key(&key) {
                            let quotient =
                                unsafe { Quotient::new(ctx, x_ast, d, signed) }.ok_or_else(fail)?;
                            self.definitions.push(quotient.definition);
                            let index = (self.definitions.len() - 1) as u32;
                            self.quotients.insert(key, (quotient, index));
                        }
                        let (quotient, index) = &self.quotients[&key];
                        return Ok((quotient.result(*op), Some(*index)));
                    }
                }
            }
        }
        unsafe {
            let r = match &**t {
                Term::Var(id, sort) => return Ok((self.var(*id, *sort)?, None)),
                Term::Bool(true) => Z3_mk_true(ctx),
                Term::Bool(false) => Z3_mk_false(ctx),
                Term::Bv64(v) => Z3_mk_unsigned_int64(ctx, *v, self.z3_sort(Sort::Bv64)?),
                Term::Int(v) => {
                    let s = CString::new(v.to_string()).unwrap();
                    Z3_mk_numeral(ctx, s.as_ptr(), self.z3_sort(Sort::Int)?)
                }
                Term::Double(d) => Z3_mk_fpa_numeral_double(ctx, *d, self.z3_sort(Sort::Double)?),
                Term::Float(f) => Z3_mk_fpa_numeral_float(ctx, *f, self.z3_sort(Sort::Float)?),
                Term::App(op, sort, args) => {
                    let a: Vec<Z3_ast> =
                        args.iter().map(|x| self.translate(x)).collect::<Result<_>>()?;
                    let arg_sort = args.first().map(|x| x.sort()).unwrap_or(*sort);
                    self.op(*op, arg_sort, *sort, &a)
                }
            };
            r.map(|ast| (ast, None)).ok_or_else(fail)
        }
    }

    unsafe fn op(&mut self, op: Op, arg_sort: Sort, sort: Sort, a: &[Z3_ast]) -> Option<Z3_ast> {
        let ctx = self.ctx;
        let rne = || Z3_mk_fpa_rne(ctx);
        let fp = matches!(arg_sort, Sort::Double | Sort::Float);
        match (op, arg_sort) {
            (Op::Not, _) => Z3_mk_not(ctx, a[0]),
            (Op::And, _) => Z3_mk_and(ctx, a.len() as u32, a.as_ptr()),
            (Op::Or, _) => Z3_mk_or(ctx, a.len() as u32, a.as_ptr()),
            (Op::Eq, _) if fp => Z3_mk_fpa_eq(ctx, a[0], a[1]),
            (Op::Eq, _) => Z3_mk_eq(ctx, a[0], a[1]),
            (Op::Ite, _) => Z3_mk_ite(ctx, a[0], a[1], a[2]),
            (Op::Char(f), _) => {
                let body = self.char_fn(f, sort)?;
                Z3_substitute_vars(ctx, body, 1, a.as_ptr())
            }
            (Op::Lt, Sort::Bv64) => Z3_mk_bvslt(ctx, a[0], a[1]),
            (Op::Le, Sort::Bv64) => Z3_mk_bvsle(ctx, a[0], a[1]),
            (Op::ULt, _) => Z3_mk_bvult(ctx, a[0], a[1]),
            (Op::ULe, _) => Z3_mk_bvule(ctx, a[0], a[1]),
            (Op::Lt, Sort::Int) => Z3_mk_lt(ctx, a[0], a[1]),
            (Op::Le, Sort::Int) => Z3_mk_le(ctx, a[0], a[1]),
            (Op::Lt, _) => Z3_mk_fpa_lt(ctx, a[0], a[1]),
            (Op::Le, _) => Z3_mk_fpa_leq(ctx, a[0], a[1]),
            (Op::Add, Sort::Bv64) => Z3_mk_bvadd(ctx, a[0], a[1]),
            (Op::Sub, Sort::Bv64) => Z3_mk_bvsub(ctx, a[0], a[1]),
            (Op::Mul, Sort::Bv64) => Z3_mk_bvmul(ctx, a[0], a[1]),
            (Op::Neg, Sort::Bv64) => Z3_mk_bvneg(ctx, a[0]),
            (Op::Quot, Sort::Bv64) => Z3_mk_bvsdiv(ctx, a[0], a[1]),
            (Op::Rem, Sort::Bv64) => Z3_mk_bvsrem(ctx, a[0], a[1]),
            (Op::UQuot, _) => Z3_mk_bvudiv(ctx, a[0], a[1]),
            (Op::URem, _) => Z3_mk_bvurem(ctx, a[0], a[1]),
            (Op::BitAnd, _) => Z3_mk_bvand(ctx, a[0], a[1]),
            (Op::BitOr, _) => Z3_mk_bvor(ctx, a[0], a[1]),
            (Op::BitXor, _) => Z3_mk_bvxor(ctx, a[0], a[1]),
            (Op::BitNot, _) => Z3_mk_bvnot(ctx, a[0]),
            (Op::Shl, _) => Z3_mk_bvshl(ctx, a[0], a[1]),
            (Op::AShr, _) => Z3_mk_bvashr(ctx, a[0], a[1]),
            (Op::LShr, _) => Z3_mk_bvlshr(ctx, a[0], a[1]),
            (Op::Add, Sort::Int) => Z3_mk_add(ctx, 2, a.as_ptr()),
            (Op::Sub, Sort::Int) => Z3_mk_sub(ctx, 2, a.as_ptr()),
            (Op::Mul, Sort::Int) => Z3_mk_mul(ctx, 2, a.as_ptr()),
            (Op::Neg, Sort::Int) => Z3_mk_unary_minus(ctx, a[0]),
            (Op::Div | Op::Mod | Op::Quot | Op::Rem, Sort::Int) => {
                self.int_division(op, a[0], a[1])
            }
            (Op::Add, _) => Z3_mk_fpa_add(ctx, rne()?, a[0], a[1]),
            (Op::Sub, _) => Z3_mk_fpa_sub(ctx, rne()?, a[0], a[1]),
            (Op::Mul, _) => Z3_mk_fpa_mul(ctx, rne()?, a[0], a[1]),
            (Op::FDiv, _) => Z3_mk_fpa_div(ctx, rne()?, a[0], a[1]),
            (Op::Neg, _) => Z3_mk_fpa_neg(ctx, a[0]),
            (Op::FSqrt, _) => Z3_mk_fpa_sqrt(ctx, rne()?, a[0]),
            (Op::FIsNaN, _) => Z3_mk_fpa_is_nan(ctx, a[0]),
            (Op::FIsInfinite, _) => Z3_mk_fpa_is_infinite(ctx, a[0]),
            (Op::FIsSubnormal, _) => Z3_mk_fpa_is_subnormal(ctx, a[0]),
            (Op::FIsNegativeZero, _) => {
                let both = [Z3_mk_fpa_is_zero(ctx, a[0])?, Z3_mk_fpa_is_negative(ctx, a[0])?];
                Z3_mk_and(ctx, 2, both.as_ptr())
            }
            (Op::Bv64ToInt, _) => Z3_mk_bv2int(ctx, a[0], true),
            (Op::WordToInt, _) => Z3_mk_bv2int(ctx, a[0], false),
            (Op::IntToBv64, _) => Z3_mk_int2bv(ctx, 64, a[0]),
            (Op::Bv64ToDouble, _) => {
                Z3_mk_fpa_to_fp_signed(ctx, rne()?, a[0], self.z3_sort(sort).ok()?)
            }
            (Op::DoubleToBv64, _) => Z3_mk_fpa_to_sbv(ctx, Z3_mk_fpa_rtz(ctx)?, a[0], 64),
            (Op::IntToDouble, _) => {
                let real = Z3_mk_int2real(ctx, a[0])?;
                Z3_mk_fpa_to_fp_real(ctx, rne()?, real, self.z3_sort(sort).ok()?)
            }
            (Op::FloatToDouble | Op::DoubleToFloat, _) => {
                Z3_mk_fpa_to_fp_float(ctx, rne()?, a[0], self.z3_sort(sort).ok()?)
            }
            _ => None,
        }
    }

    /// The tree of `f` on the bound variable 0, of sort `sort` (Bool for a predicate).
    /// Below U+110000 the tree works on the low 21 bits: Z3's incremental bit-vector
    /// solver is much faster on narrow comparisons and additions than on 64-bit ones.
    unsafe fn char_fn(&mut self, f: CharFn, sort: Sort) -> Option<Z3_ast> {
        if let Some(&t) = self.char_fns.get(&(f, sort)) {
            return Some(t);
        }
        let ctx = self.ctx;
        let bv = self.z3_sort(Sort::Bv64).ok()?;
        let x = Z3_mk_bound(ctx, 0, bv)?;
        let segs = f.segments();
        let (beyond, segs) = segs.split_last()?;
        let inside = Z3_mk_bvult(ctx, x, Z3_mk_unsigned_int64(ctx, beyond.start, bv)?)?;
        let truth = sort == Sort::Bool;
        let low = Z3_mk_extract(ctx, CODE_POINT_BITS - 1, 0, x)?;
        let mut tree = self.segment_tree(segs, low, truth)?;
        if !truth {
            tree = Z3_mk_zero_ext(ctx, 64 - CODE_POINT_BITS, tree)?;
        }
        let beyond = match beyond.piece {
            Piece::Const(v) if truth => z3_bool(ctx, v != 0)?,
            Piece::Const(v) => Z3_mk_unsigned_int64(ctx, v, bv)?,
            Piece::Identity => x,
            Piece::Shift { .. } | Piece::Alternate { .. } => return None,
        };
        let t = Z3_mk_ite(ctx, inside, tree, beyond)?;
        self.char_fns.insert((f, sort), t);
        Some(t)
    }

    /// A balanced if-then-else tree on a code point `x` of `CODE_POINT_BITS` bits:
    /// `x < start of the middle segment` splits the segments in two halves, so the
    /// depth is logarithmic.
    unsafe fn segment_tree(&self, segs: &[Segment], x: Z3_ast, truth: bool) -> Option<Z3_ast> {
        let ctx = self.ctx;
        let narrow = Z3_mk_bv_sort(ctx, CODE_POINT_BITS)?;
        let k = |v: u64| Z3_mk_unsigned_int64(ctx, v & ((1 << CODE_POINT_BITS) - 1), narrow);
        if let [seg] = segs {
            return match seg.piece {
                Piece::Const(v) if truth => z3_bool(ctx, v != 0),
                Piece::Const(v) => k(v),
                Piece::Identity => Some(x),
                Piece::Shift { lo, stride, delta } => {
                    // Modulo 2^21 is exact: every mapped code point is a code point.
                    let shifted = Z3_mk_bvadd(ctx, x, k(delta as u64)?)?;
                    if stride == 1 {
                        return Some(shifted);
                    }
                    // Stride 2 (the only other): c is on the grid iff its low bit is lo's.
                    let bit = |t| Z3_mk_extract(ctx, 0, 0, t);
                    let on_grid = Z3_mk_eq(ctx, bit(x)?, bit(k(lo)?)?)?;
                    Z3_mk_ite(ctx, on_grid, shifted, x)
                }
                Piece::Alternate { lo, even, odd } => {
                    let bit = |t| Z3_mk_extract(ctx, 0, 0, t);
                    let is_even = Z3_mk_eq(ctx, bit(x)?, bit(k(lo)?)?)?;
                    let value = |v: u64| if truth { z3_bool(ctx, v != 0) } else { k(v) };
                    Z3_mk_ite(ctx, is_even, value(even)?, value(odd)?)
                }
            };
        }
        let mid = segs.len() / 2;
        let below = Z3_mk_bvult(ctx, x, k(segs[mid].start)?)?;
        let left = self.segment_tree(&segs[..mid], x, truth)?;
        let right = self.segment_tree(&segs[mid..], x, truth)?;
        Z3_mk_ite(ctx, below, left, right)
    }

    /// The tree of `f` at a constant, simplified to a value (for tests).
    #[cfg(test)]
    fn char_fn_at(&mut self, f: CharFn, sort: Sort, c: u64) -> Option<ModelValue> {
        unsafe {
            let body = self.char_fn(f, sort)?;
            let arg = Z3_mk_unsigned_int64(self.ctx, c, self.z3_sort(Sort::Bv64).ok()?)?;
            let v = Z3_simplify(self.ctx, Z3_substitute_vars(self.ctx, body, 1, [arg].as_ptr())?)?;
            self.read_value(v, sort).ok()?
        }
    }

    /// Haskell's `div`/`mod` (floor) and `quot`/`rem` (truncation) from Z3's Euclidean
    /// `div`/`mod`. Division by zero is guarded in Haskell code before it reaches here.
    unsafe fn int_division(&mut self, op: Op, x: Z3_ast, y: Z3_ast) -> Option<Z3_ast> {
        let ctx = self.ctx;
        let int = Z3_mk_int_sort(ctx)?;
        let zero = Z3_mk_int64(ctx, 0, int)?;
        let one = Z3_mk_int64(ctx, 1, int)?;
        let q = Z3_mk_div(ctx, x, y)?;
        let r = Z3_mk_mod(ctx, x, y)?;
        let y_neg = Z3_mk_lt(ctx, y, zero)?;
        let r_nonzero = Z3_mk_not(ctx, Z3_mk_eq(ctx, r, zero)?)?;
        let adjust_floor = Z3_mk_and(ctx, 2, [y_neg, r_nonzero].as_ptr())?;
        match op {
            Op::Div => Z3_mk_ite(ctx, adjust_floor, Z3_mk_sub(ctx, 2, [q, one].as_ptr())?, q),
            Op::Mod => Z3_mk_ite(ctx, adjust_floor, Z3_mk_add(ctx, 2, [r, y].as_ptr())?, r),
            _ => {
                // Truncation: the remainder takes the sign of x.
                let x_neg = Z3_mk_lt(ctx, x, zero)?;
                let abs_y = Z3_mk_ite(ctx, y_neg, Z3_mk_unary_minus(ctx, y)?, y)?;
                let neg_x = Z3_mk_unary_minus(ctx, x)?;
                let rem_t = Z3_mk_ite(
                    ctx,
                    x_neg,
                    Z3_mk_unary_minus(ctx, Z3_mk_mod(ctx, neg_x, abs_y)?)?,
                    Z3_mk_mod(ctx, x, abs_y)?,
                )?;
                if op == Op::Rem {
                    Some(rem_t)
                } else {
                    Z3_mk_div(ctx, Z3_mk_sub(ctx, 2, [x, rem_t].as_ptr())?, y)
                }
            }
        }
    }
}

impl Drop for Solver {
    fn drop(&mut self) {
        self.drop_oneshot();
        unsafe {
            Z3_solver_dec_ref(self.ctx, self.solver);
            Z3_del_context(self.ctx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::unicode::CharFn;

    /// The solver's tree of each Unicode function agrees with the concrete lookup around
    /// segment boundaries (where an off-by-one in the tree would show).
    #[test]
    fn unicode_trees_agree_with_the_tables() {
        for f in CharFn::ALL {
            // A context of its own: simplified copies of the trees stay until it is freed.
            let mut solver = Solver::new(10_000).unwrap();
            let sort = if f.is_predicate() { Sort::Bool } else { Sort::Bv64 };
            let segs = f.segments();
            let step = (segs.len() / 20).max(1);
            let mut points: Vec<u64> = vec![0, 0x10ffff, 0x110000, u64::MAX];
            for s in segs.iter().step_by(step).chain(segs.last()) {
                points.extend([s.start.saturating_sub(1), s.start, s.start + 1]);
            }
            for c in points {
                let expected = if f.is_predicate() {
                    ModelValue::Bool(f.apply(c) == 1)
                } else {
                    ModelValue::Bits(f.apply(c))
                };
                assert_eq!(solver.char_fn_at(f, sort, c), Some(expected), "{f:?} at {c:#x}");
            }
        }
    }

    /// `toUpper c == 'Σ'` has exactly the solutions σ, ς and Σ.
    #[test]
    fn inverse_case_mapping() {
        let mut solver = Solver::new(10_000).unwrap();
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        let upper = Term::app(Op::Char(CharFn::ToUpper), Sort::Bv64, vec![x.clone()]);
        let mut path = vec![Term::eq(upper, Arc::new(Term::Bv64(0x3a3)))];
        let mut found = Vec::new();
        while solver.check(&path).unwrap() == SatResult::Sat {
            let ModelValue::Bits(c) = solver.model(&[(0, Sort::Bv64)]).unwrap().values[&0] else {
                panic!("a bit-vector model")
            };
            found.push(c);
            path.push(Term::not(Term::eq(x.clone(), Arc::new(Term::Bv64(c)))));
        }
        found.sort();
        assert_eq!(found, vec![0x3a3, 0x3c2, 0x3c3]);
    }

    /// A check past its time limit returns unknown (the watchdog interrupts it: Note
    /// [Solver time limits] in `smt::watchdog`), soon after the limit, and the next
    /// check of the same solver runs as usual.
    #[test]
    fn a_check_past_its_limit_is_unknown_and_the_solver_goes_on() {
        a_check_past_its_limit_is_unknown(Solver::new(200).unwrap());
    }

    /// The same when the watchdog's thread could not start and Z3's own timeout limits
    /// the check.
    #[test]
    fn without_the_watchdog_z3_limits_the_check() {
        let mut solver = Solver::new(200).unwrap();
        solver.z3_timeouts = true;
        a_check_past_its_limit_is_unknown(solver);
    }

    /// The same for a check on a fresh solver, which the watchdog interrupts too.
    #[test]
    fn a_fresh_check_past_its_limit_is_unknown() {
        let mut solver = Solver::new(200).unwrap();
        let start = std::time::Instant::now();
        assert_eq!(solver.check_fresh(&[sum_of_cubes_is_42()]).unwrap(), SatResult::Unknown);
        stopped_at_its_limit(start);
    }

    /// A check of 200 ms that started at `start` ended at its limit: not before (Z3 did
    /// not give up by itself), and not long after.
    fn stopped_at_its_limit(start: std::time::Instant) {
        let took = start.elapsed();
        assert!(took >= Duration::from_millis(150), "Z3 gave up by itself, after {took:?}");
        assert!(took < Duration::from_secs(5), "the check ran {took:?} with a limit of 200 ms");
    }

    /// An interrupt that comes after a check returned, as the watchdog's does when the
    /// check ends just as its deadline passes, takes nothing from it: the model is there,
    /// and terms still translate (Note [Interrupting the check, not the context]).
    #[test]
    fn an_interrupt_after_a_check_takes_nothing_from_it() {
        let mut solver = Solver::new(10_000).unwrap();
        let x = Arc::new(Term::Var(0, Sort::Bv64));
        let is = |n: u64| Term::eq(x.clone(), Arc::new(Term::Bv64(n)));
        let value =
            |solver: &mut Solver| solver.model(&[(0, Sort::Bv64)]).unwrap().values[&0].clone();
        assert_eq!(solver.check(&[is(3)]).unwrap(), SatResult::Sat);
        (solver.interrupt)();
        assert_eq!(value(&mut solver), ModelValue::Bits(3));
        assert_eq!(solver.check_fresh(&[is(4)]).unwrap(), SatResult::Sat);
        (solver.interrupt)();
        assert_eq!(value(&mut solver), ModelValue::Bits(4));
        // A Unicode function's tree is substituted into (`Z3_substitute_vars`).
        (solver.interrupt)();
        let upper = Term::app(Op::Char(CharFn::ToUpper), Sort::Bv64, vec![x.clone()]);
        let path = [Term::eq(upper, Arc::new(Term::Bv64(0x3a3))), is(0x3c3)];
        assert_eq!(solver.check(&path).unwrap(), SatResult::Sat);
        (solver.interrupt)();
        assert_eq!(value(&mut solver), ModelValue::Bits(0x3c3));
    }

    /// x^3 + y^3 + z^3 = 42 in integers: its smallest solution has 17 digits (found in
    /// 2019); Z3's nonlinear arithmetic does not end on it.
    fn sum_of_cubes_is_42() -> TermRef {
        let v = |i| Arc::new(Term::Var(i, Sort::Int));
        let (mul, add) = (
            |a, b| Term::app(Op::Mul, Sort::Int, vec![a, b]),
            |a, b| Term::app(Op::Add, Sort::Int, vec![a, b]),
        );
        let cube = |t: TermRef| mul(t.clone(), mul(t.clone(), t));
        Term::eq(add(cube(v(0)), add(cube(v(1)), cube(v(2)))), Term::int(42))
    }

    fn a_check_past_its_limit_is_unknown(mut solver: Solver) {
        let v = |i| Arc::new(Term::Var(i, Sort::Int));
        let path = vec![sum_of_cubes_is_42()];
        let start = std::time::Instant::now();
        assert_eq!(solver.check(&path).unwrap(), SatResult::Unknown);
        stopped_at_its_limit(start);
        let easy = [Term::eq(v(0), Term::int(3))];
        assert_eq!(solver.check(&easy).unwrap(), SatResult::Sat);
        assert_eq!(solver.model(&[(0, Sort::Int)]).unwrap().values[&0], ModelValue::Int(3.into()));
    }
}
