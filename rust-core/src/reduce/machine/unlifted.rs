//! Arguments of unlifted type: a primitive call made an argument (`I# (x +# y)`) or
//! bound by a non-recursive `let` is computed when its cell is made, as GHC does,
//! instead of becoming a thunk (Note [Unlifted arguments]).

use super::Machine;
use crate::ir::{Expr, ExprId};
use crate::reduce::env::Env;
use crate::reduce::primop;
use crate::reduce::state::State;
use crate::reduce::value::{HeapObj, Value};

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
        if env.get(&call.head).is_some() {
            return None;
        }
        let n = call.n as usize;
        let mut values: [Value; super::fast::MAX_OPERANDS] =
            std::array::from_fn(|_| Value::Prim(crate::reduce::value::Prim::Int(0)));
        for (value, &operand) in values.iter_mut().zip(&call.operands[..n]) {
            *value = match self.program[operand] {
                Expr::Lit(lit) => self.lit_value(&lit).ok()?,
                Expr::Var(x) => match st.heap.get(*env.get(&x)?) {
                    HeapObj::Value(v @ Value::Prim(_)) => v.clone(),
                    _ => return None,
                },
                Expr::App(..) => self.speculated(st, operand, env)?,
                _ => return None,
            };
        }
        primop::eval(call.op, &values[..n]).ok()
    }
}
