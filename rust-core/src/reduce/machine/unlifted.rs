//! Arguments of unlifted type: a primitive call made an argument (`I# (x +# y)`) or
//! bound by a non-recursive `let` is computed when its cell is made, as GHC does,
//! instead of becoming a thunk (Note [Unlifted arguments]).

use super::Machine;
use crate::ir::{AltCon, Expr, ExprId};
use crate::reduce::env::Env;
use crate::reduce::primop::{self, PrimOp, Rep};
use crate::reduce::state::State;
use crate::reduce::value::{HeapObj, Prim, Value};

// Note [Unlifted arguments]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// Core's let/app invariant: the argument of an application, and the right-hand side of
// a non-recursive `let`, may have an unlifted type only if it is ok-for-speculation (a
// primitive call that cannot fail or have an effect, on variables and literals), and
// GHC evaluates such an argument before the call: a value of type `Int#` is never a
// thunk. Base's `Int` arithmetic is full of them: `(+)` on `Int` is
// `\x y -> case x of I# a -> case y of I# b -> I# (a +# b)`.
//
// The general rules used to make every argument that is not a variable, a literal or a
// constructor application a thunk (`atom`), so `I# (a +# b)` allocated a thunk for
// `a +# b`, and whoever forced the `Int` later entered it, evaluated the call in an
// update frame and wrote the result back: 11 steps, 3 transitions and an update, per
// addition. Now the general rules do what GHC does: when `atom` (or a non-recursive
// `let`) makes the cell of a saturated call of a primitive that only computes (the
// primitives of Note [Concrete primitive calls]; every one has an unlifted result),
// whose operands are literals, variables bound to concrete primitive values, or such
// calls themselves, the call runs there, in the same step, and the cell holds its
// value. Forcing it later is one step, as for any evaluated variable.
//
// Where that cannot be done, the cell is a thunk as before, which differs from GHC's
// order only in when the pure call runs: an operand that is symbolic (the primitive
// would build a solver term, and a fixed variable, Note [Fixed variables], or an
// `Int` read as a mathematical integer, `reduce::ideal_int`, are checked when the
// call runs by the general rules), an operand not yet evaluated, a call that fails (a
// division by zero, which GHC's invariant excludes from such arguments; as a thunk it
// still crashes where it is forced), and every call when `Int` is read as a
// mathematical integer.
//
// This changed the step counts of concrete code (sum 1..200000: 22.4 M steps before,
// 16.4 M after; fib 22: 5.42 M, 3.98 M; 6-queens: 633 k, 571 k; bench/programs/
// Everyday.hs: 98.5 M, 88.8 M);
// it is a rule of the general machine, not a fast path, so `G2_NO_FAST_PATHS=1` counts
// the same steps, and the fast path for primitive calls (`run_prim_call`) takes
// operands that are such calls too, counting the steps the general rules take for
// them (those of an evaluated operand).

// Note [Speculated cases]
// ~~~~~~~~~~~~~~~~~~~~~~~
// A loop's accumulator is an argument such as `case acc of I# a -> I# (a +# 1#)` (what
// `acc + 1` is once the simplifier has inlined `+`, Note [Inlining at load]). As a
// thunk it costs an allocation, an update frame and a return when it is forced, and
// the thunks of a loop's accumulator chain up until the end (`go (acc + 1) ..` in
// Collatz: one thunk per iteration, forced all at once). When the argument's cell is
// made (`atom`, or a non-recursive `let`), the machine now computes such a `case` at
// once if that is exactly as good as later: the scrutinee is a variable bound to an
// evaluated constructor or concrete primitive (or a primitive call computed as Note
// [Unlifted arguments] says), and the alternative it picks is a constructor
// application or such a primitive call. Then computing it cannot fail, loop, split the
// state or have an effect, so when it happens changes nothing but the cost; fields of
// the constructor that are not values become thunks as they would have. Anything else
// (a scrutinee not yet evaluated, a symbolic one, an alternative that calls a
// function) is a thunk as before. Like Note [Unlifted arguments], this is a rule of the
// general machine: no steps are counted for it, with or without fast paths.

impl<'p> Machine<'p> {
    /// The value of the saturated primitive call `e`, if it is one the general rules
    /// compute when its cell is made (Note [Unlifted arguments]).
    pub(super) fn speculated(&self, st: &State, e: ExprId, env: &Env) -> Option<Value> {
        if self.ideal_ints {
            return None;
        }
        let call = self.call_sites.get(e)?.prim.as_ref()?;
        self.prim_value(st, call, env)
    }

    /// The value of the primitive call `call` on operands that are literals, variables
    /// bound to concrete primitive values or calls `speculated` computes; None if one is
    /// not, or if the call fails.
    pub(super) fn prim_value(
        &self,
        st: &State,
        call: &super::fast::PrimCall,
        env: &Env,
    ) -> Option<Value> {
        if self.local(env, call.head).is_some() {
            return None;
        }
        let n = call.n as usize;
        // The usual call, `Int#` arithmetic or comparison, without building `Value`s.
        if n == 2 && matches!(call.op, PrimOp::Arith(Rep::Int, _) | PrimOp::Compare(Rep::Int, _)) {
            if let (Some(a), Some(b)) = (
                self.int_operand(st, call.operands[0], env),
                self.int_operand(st, call.operands[1], env),
            ) {
                return primop::int_binary(call.op, a, b).map(|r| Value::Prim(Prim::Int(r)));
            }
        }
        let mut values: [Value; super::fast::MAX_OPERANDS] =
            std::array::from_fn(|_| Value::Prim(crate::reduce::value::Prim::Int(0)));
        for (value, &operand) in values.iter_mut().zip(&call.operands[..n]) {
            *value = match self.program[operand] {
                Expr::Lit(lit) => self.lit_value(&lit).ok()?,
                Expr::Var(x) => match st.heap.get(*self.local(env, x)?) {
                    HeapObj::Value(v @ Value::Prim(_)) => v.clone(),
                    _ => return None,
                },
                Expr::App(..) => self.speculated(st, operand, env)?,
                _ => return None,
            };
        }
        primop::eval(call.op, &values[..n]).ok()
    }

    /// The concrete `Int#` an operand of a primitive call is, if it is one: a literal, a
    /// variable bound to one, or a call `speculated` computes.
    #[inline]
    fn int_operand(&self, st: &State, operand: ExprId, env: &Env) -> Option<i64> {
        match self.program[operand] {
            Expr::Lit(crate::ir::Lit::Num(crate::ir::NumTy::Int | crate::ir::NumTy::Int64, n)) => {
                Some(n as i64)
            }
            Expr::Var(x) => match st.heap.get(*self.local(env, x)?) {
                HeapObj::Value(Value::Prim(Prim::Int(i))) => Some(*i),
                _ => None,
            },
            Expr::App(..) => match self.speculated(st, operand, env)? {
                Value::Prim(Prim::Int(i)) => Some(i),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of `case s of b { alts }` whose cell is being made, if computing it now
    /// cannot fail, loop or split the state (Note [Speculated cases]): `s` a variable
    /// bound to an evaluated constructor or concrete primitive, or a primitive call
    /// `speculated` computes, and the alternative it picks a constructor application or
    /// such a call.
    pub(super) fn speculated_case(&self, st: &mut State, e: ExprId, env: &Env) -> Option<Value> {
        let Expr::Case(scrut, binder, _, alts) = self.program[e] else { return None };
        let scrut = self.program.nodes.under_ticks(scrut);
        let v = match self.program[scrut] {
            Expr::Var(x) => match st.heap.get(*self.local(env, x)?) {
                HeapObj::Value(v @ (Value::Con { .. } | Value::Prim(_))) => v.clone(),
                _ => return None,
            },
            Expr::App(..) => self.speculated(st, scrut, env)?,
            _ => return None,
        };
        let alts = &self.program[alts];
        let alt = match &v {
            Value::Prim(_) if self.has_integer_alts(alts) => return None,
            _ => self.picked_alternative(&v, alts)?,
        };
        // Only an alternative that is itself a value made now.
        let rhs = self.program.nodes.under_ticks(alt.rhs);
        let site = self.call_sites.get(rhs)?;
        if site.con.is_none() && site.prim.is_none() {
            return None;
        }
        let mut env = self.bind_case_binder(st, &v, None, binder.name, env.clone());
        if let (Value::Con { fields, .. }, AltCon::Data(_)) = (&v, alt.con) {
            self.bind_fields(st, alt, fields, &mut env);
        }
        match site.prim {
            Some(_) => self.speculated(st, rhs, &env),
            None => self.constructor_application(st, rhs, &env),
        }
    }
}
