//! Applying functions and running heads: lambdas, partial applications, constructors,
//! `G2.Symbolic`'s builtins, selectors and primitives, including the splits of a
//! primitive that returns a Bool of a symbolic value.

use std::sync::Arc;

use super::errors::crash;
use super::{Machine, Step};
use crate::error::Error;
use crate::reduce::builtin::Builtin;
use crate::reduce::ideal_int;
use crate::reduce::integer::{integer_op, IntResult};
use crate::reduce::machine::Result;
use crate::reduce::native::{self, NativeFn};
use crate::reduce::primop::{self, MutVarOp, PrimError, PrimOp};
use crate::reduce::rtype::RType;
use crate::reduce::state::{Control, Frame, Guard, Outcome, State, Strict};
use crate::reduce::value::{Addr, Head, HeapObj, Prim, Value, TOKEN};
use crate::smt::term::{Op, Sort, Term, TermRef};

impl<'p> Machine<'p> {
    pub(super) fn apply(&self, st: &mut State, f: Value, arg: Addr) -> Result<Step> {
        match f {
            Value::Lam { binder, body, mut env } => {
                env.insert(binder.name, arg);
                let (body, env) = self.enter_lambdas(st, body, env);
                st.control = Control::Eval(body, env);
                Ok(Step::Continue)
            }
            Value::Pap { head, args, arity: (need_ty, need_val) } => {
                let is_type = matches!(st.heap.get(arg), HeapObj::Value(Value::Type(_)));
                let arity = if is_type {
                    if need_ty == 0 {
                        // An extra type argument (levity or representation): ignore it.
                        st.control =
                            Control::Return(Value::Pap { head, args, arity: (0, need_val) });
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
                let all = push_addr(&args, arg);
                st.control = Control::Return(Value::Pap { head, args: all, arity });
                self.saturate_if_ready(st)
            }
            other => {
                Err(Error::Internal(format!("application of a non-function {other:?}")).into())
            }
        }
    }

    /// If the returned value is a saturated partial application, runs it.
    pub(super) fn saturate_if_ready(&self, st: &mut State) -> Result<Step> {
        let Control::Return(Value::Pap { head, args, arity: (0, 0) }) = &st.control else {
            return Ok(Step::Continue);
        };
        let (head, args) = (head.clone(), args.clone());
        let is_type = |a: &Addr| matches!(st.heap.get(*a), HeapObj::Value(Value::Type(_)));
        // Most calls have no type arguments left: then the values are `args` itself,
        // shared rather than copied.
        let (types, values): (Arc<[Addr]>, Arc<[Addr]>) = if args.iter().any(is_type) {
            split_types(&args, is_type)
        } else {
            (crate::reduce::value::no_addrs(), args.clone())
        };
        match head {
            Head::DataCon(dc) => {
                st.control = Control::Return(Value::Con { dc, fields: values.into() });
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Assume | Builtin::Assert) => {
                let guard = if head == Head::Builtin(Builtin::Assume) {
                    Guard::Assume
                } else {
                    Guard::Assert
                };
                st.stack.push(Frame::Then(values[1]));
                st.stack.push(Frame::Guard(guard));
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Symbolic) => {
                let HeapObj::Value(Value::Type(ty)) = st.heap.get(types[0]).clone() else {
                    unreachable!()
                };
                let addr = self.generate(st, ty)?;
                st.control = Control::Enter(addr);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Choose) => {
                let trace = &st.ext.trace;
                if let Some(replayed) =
                    trace.replay_choices.as_ref().map(|r| r.get(trace.choices.len()))
                {
                    let Some(branch) = replayed else {
                        return Err(Error::Internal("a replay ran out of choices".into()).into());
                    };
                    st.ext.trace.choices.push_back(branch);
                    st.control = Control::Enter(values[branch as usize]);
                    return Ok(Step::Continue);
                }
                let children = [0u8, 1]
                    .into_iter()
                    .map(|branch| {
                        let mut child = st.fork();
                        child.ext.trace.choices.push_back(branch);
                        child.ext.contract.n_abstractions += branch as u32;
                        child.control = Control::Enter(values[branch as usize]);
                        child
                    })
                    .collect();
                Ok(Step::fork(children))
            }
            Head::PrimOp(PrimOp::MutVar(op)) => self.mutvar(st, op, &values),
            Head::PrimOp(PrimOp::Array(op)) => self.array(st, op, &values),
            Head::PrimOp(PrimOp::PtrEq) => {
                st.control = Control::Return(Value::Prim(Prim::Int(0)));
                Ok(Step::Continue)
            }
            Head::PrimOp(PrimOp::NoDuplicate) => {
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::RunRW) => {
                let token = st.alloc_value(TOKEN);
                st.stack.push(Frame::Apply(token));
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
            Head::Builtin(Builtin::Identity) => {
                st.control = Control::Enter(values[0]);
                Ok(Step::Continue)
            }
            Head::Counterfactual(g) => Ok(self.counterfactual(st, g, args)?),
            Head::SymFun(n) => self.apply_sym_fun(st, n, values[0]),
            Head::Builtin(Builtin::Error(kind)) => self.raise(st, *kind, &values),
            Head::PrimOp(PrimOp::Raise) => crash("error"),
            _ if values.is_empty() => self.run_strict(st, head, &types, &[], Vec::new()),
            _ => self.call_strict(st, head, types, values),
        }
    }

    /// Calls a strict head: forces its value arguments one after another, then runs it.
    pub(super) fn call_strict(
        &self,
        st: &mut State,
        head: Head,
        types: Arc<[Addr]>,
        values: Arc<[Addr]>,
    ) -> Result<Step> {
        let mut taken = Vec::with_capacity(values.len());
        self.take_evaluated_operands(st, &values, &mut taken);
        if taken.len() == values.len() {
            return self.run_strict(st, head, &types, &values, taken);
        }
        let next = values[taken.len()];
        st.stack.push(Frame::Strict(Box::new(Strict { head, types, args: values, values: taken })));
        st.control = Control::Enter(next);
        Ok(Step::Continue)
    }

    /// Runs a strict head once all its value arguments are in SWHNF.
    pub(super) fn run_strict(
        &self,
        st: &mut State,
        head: Head,
        types: &[Addr],
        args: &[Addr],
        mut values: Vec<Value>,
    ) -> Result<Step> {
        self.fixed_operands(st, &head, &mut values);
        let result = match head {
            Head::Selector { index, record } => match &values[0] {
                Value::Con { dc, fields } if record.is_none_or(|r| r == *dc) => {
                    st.control = Control::Enter(fields[index as usize]);
                    return Ok(Step::Continue);
                }
                // A class with one method and no superclass is a newtype in Core: its
                // dictionary is the method itself, whatever its value (a constructor
                // too: `instance C Bool where val = True`).
                method => method.clone(),
            },
            Head::PrimOp(PrimOp::TagToEnum) => return self.tag_to_enum(st, types, &values[0]),
            Head::PrimOp(PrimOp::DataToTag) => match &values[0] {
                Value::Con { dc, .. } => {
                    let tag = self.program.datacon(*dc).map(|d| d.tag).unwrap_or(1);
                    Value::Prim(Prim::Int(tag as i64 - 1))
                }
                other => return Err(Error::Internal(format!("dataToTag# of {other:?}")).into()),
            },
            Head::PrimOp(op @ (PrimOp::DecodeDouble | PrimOp::DecodeFloat)) => {
                let (m, e) = match values[0] {
                    Value::Prim(Prim::Double(x)) => primop::decode_double(x),
                    Value::Prim(Prim::Float(x)) => primop::decode_float(x),
                    _ => {
                        let ty = if op == PrimOp::DecodeDouble { "Double" } else { "Float" };
                        return Err(Error::Unsupported {
                            what: format!("decodeFloat of a symbolic {ty}"),
                            at: None,
                        }
                        .into());
                    }
                };
                self.unboxed_pair(st, Value::Prim(Prim::Int(m)), Value::Prim(Prim::Int(e)))?
            }
            Head::PrimOp(PrimOp::Foreign(f)) => {
                let result = match &values[0] {
                    Value::Prim(p) => f.apply(p).map(|r| Value::Prim(Prim::Int(r))),
                    Value::Sym(t) => f.symbolic(t).map(|r| {
                        // A predicate's Bool is GHC's 1/0, as the C function returns.
                        Value::Sym(if r.sort() == Sort::Bool { primop::one_zero(r) } else { r })
                    }),
                    _ => None,
                };
                let Some(result) = result else {
                    return Err(Error::Unsupported {
                        what: format!("the foreign call {f:?} on a symbolic value"),
                        at: None,
                    }
                    .into());
                };
                let token = values[1].clone();
                self.unboxed_pair(st, token, result)?
            }
            Head::PrimOp(PrimOp::QuotRem(rep)) => {
                // (# quot, rem #), each computed as its own primop (so symbolic operands work).
                let (quot, rem) = match rep {
                    primop::Rep::Word => (Op::UQuot, Op::URem),
                    _ => (Op::Quot, Op::Rem),
                };
                let quot = primop::eval(PrimOp::Arith(rep, quot), &values);
                let rem = primop::eval(PrimOp::Arith(rep, rem), &values);
                let (quot, rem) = match (quot, rem) {
                    (Ok(q), Ok(r)) => (q, r),
                    (Err(PrimError::DivZero), _) | (_, Err(PrimError::DivZero)) => {
                        return crash("divide by zero")
                    }
                    (Err(e), _) | (_, Err(e)) => {
                        return Err(Error::Internal(format!("{e:?}")).into())
                    }
                };
                self.unboxed_pair(st, quot, rem)?
            }
            Head::PrimOp(PrimOp::Seq) => {
                st.control = Control::Enter(args[1]);
                return Ok(Step::Continue);
            }
            Head::PrimOp(op) => match primop::eval(op, &values) {
                Ok(v) if self.ideal_ints => match ideal_int::no_wrap(op, &values, &v) {
                    ideal_int::Verdict::Holds => v,
                    ideal_int::Verdict::Wraps => return Ok(Step::Done(Outcome::Infeasible)),
                    ideal_int::Verdict::Requires(t) => {
                        st.constrain(t);
                        v
                    }
                },
                Ok(v) => v,
                Err(PrimError::DivZero) => return crash("divide by zero"),
                Err(PrimError::Ill(msg)) => return Err(Error::Internal(msg).into()),
                Err(PrimError::NoSymbolic(what)) => {
                    return Err(Error::Unsupported { what, at: None }.into())
                }
            },
            Head::Builtin(Builtin::Native(f, name)) => {
                return self.native(st, f, name, args, &values)
            }
            Head::Builtin(b) => return self.integer_builtin(st, b, values),
            Head::DataCon(_) | Head::Counterfactual(_) | Head::SymFun(_) => {
                unreachable!("lazy heads are handled when saturated")
            }
        };
        st.control = Control::Return(result);
        Ok(Step::Continue)
    }

    /// Whether a strict head splits the state once its last argument is `last`: a
    /// Bool (`tagToEnum#`, an Integer comparison) of a symbolic value.
    pub(super) fn strict_branches(&self, head: &Head, values: &[Value], last: &Value) -> bool {
        let sym = |v: &Value| matches!(v, Value::Sym(_));
        match head {
            Head::PrimOp(PrimOp::TagToEnum) => sym(last),
            Head::Builtin(Builtin::IntegerCmp(_, true)) => sym(last) || values.iter().any(sym),
            _ => false,
        }
    }

    /// A `MutVar#` operation, at saturation: `newMutVar# x s`, `readMutVar# v s`,
    /// `writeMutVar# v x s`. The value stored is never forced here (`writeSTRef r
    /// undefined` is fine until read and used); the `MutVar#` itself is unlifted, so it is
    /// already a value.
    fn mutvar(&self, st: &mut State, op: MutVarOp, args: &[Addr]) -> Result<Step> {
        let cell_of = |st: &State, addr: Addr| -> Result<Addr> {
            match st.heap.get(addr) {
                HeapObj::Value(Value::Prim(Prim::MutVar(cell))) => Ok(*cell),
                other => Err(Error::Internal(format!("a MutVar# operation on {other:?}")).into()),
            }
        };
        let token = *args.last().expect("a state token");
        match op {
            MutVarOp::New => {
                let cell = st.alloc(HeapObj::Apply { fun: args[0], args: Arc::from([]) });
                let var = st.alloc_value(Value::Prim(Prim::MutVar(cell)));
                st.control = Control::Return(self.pair_of(token, var)?);
            }
            MutVarOp::Read => {
                let cell = cell_of(st, args[0])?;
                let HeapObj::Apply { fun: contents, .. } = *st.heap.get(cell) else {
                    return Err(Error::Internal("a MutVar#'s cell was overwritten".into()).into());
                };
                st.control = Control::Return(self.pair_of(token, contents)?);
            }
            MutVarOp::Write => {
                let cell = cell_of(st, args[0])?;
                st.heap.set(cell, HeapObj::Apply { fun: args[1], args: Arc::from([]) });
                st.control = Control::Enter(token);
            }
        }
        Ok(Step::Continue)
    }

    /// `(# a, b #)` of two addresses.
    pub(super) fn pair_of(&self, a: Addr, b: Addr) -> Result<Value> {
        let pair = self
            .known
            .unboxed_pair
            .ok_or_else(|| Error::Internal("(#,#) is not in the program".into()))?;
        Ok(Value::Con { dc: pair, fields: crate::reduce::value::Fields::from([a, b]) })
    }

    pub(super) fn unboxed_pair(&self, st: &mut State, a: Value, b: Value) -> Result<Value> {
        let (a, b) = (st.alloc_value(a), st.alloc_value(b));
        self.pair_of(a, b)
    }

    pub(super) fn tag_to_enum(&self, st: &mut State, types: &[Addr], v: &Value) -> Result<Step> {
        let tycon = match types.first().map(|&a| st.heap.get(a)) {
            Some(HeapObj::Value(Value::Type(RType::Con(tc, _)))) => self.program.tycon(*tc),
            _ => None,
        };
        let Some(tycon) = tycon else {
            return Err(Error::Unsupported {
                what: "tagToEnum# at an unknown type".into(),
                at: None,
            }
            .into());
        };
        let con = |i: usize| Value::Con {
            dc: tycon.datacons[i],
            fields: crate::reduce::value::Fields::NONE,
        };
        match v {
            Value::Prim(Prim::Int(i)) if (*i as usize) < tycon.datacons.len() && *i >= 0 => {
                st.control = Control::Return(con(*i as usize));
                Ok(Step::Continue)
            }
            Value::Sym(t) => {
                if let Some(merged) = self.merged_bool_case(st, t, &tycon.datacons) {
                    st.control = Control::Return(merged);
                    return Ok(Step::Continue);
                }
                let cons = (0..tycon.datacons.len()).map(con).collect();
                Ok(self.split_on_tag(st, t, cons))
            }
            other => Err(Error::Internal(format!("tagToEnum# of {other:?}")).into()),
        }
    }

    /// One state per constructor `cons[i]`, where the symbolic `Int#` tag `t` is `i`
    /// (`tagToEnum#` on a symbolic value). For two constructors the conditions are a
    /// comparison and its negation, simplified through `is_one`.
    pub(super) fn split_on_tag(&self, st: &State, t: &TermRef, cons: Vec<Value>) -> Step {
        let two = cons.len() == 2;
        let children = cons
            .into_iter()
            .enumerate()
            .map(|(i, con)| {
                let cond = if two {
                    let one = primop::is_one(t);
                    if i == 1 {
                        one
                    } else {
                        Term::not(one)
                    }
                } else {
                    Term::eq(t.clone(), Arc::new(Term::Bv64(i as u64)))
                };
                let mut child = st.fork();
                child.constrain(cond);
                child.control = Control::Return(con);
                child
            })
            .collect();
        Step::fork(children)
    }

    pub(super) fn integer_builtin(
        &self,
        st: &mut State,
        b: Builtin,
        values: Vec<Value>,
    ) -> Result<Step> {
        let v = match integer_op(b, &values, self)? {
            IntResult::Value(v) => v,
            IntResult::DivZero => return crash("divide by zero"),
        };
        if let (Builtin::IntegerCmp(_, true), Value::Sym(t)) = (b, &v) {
            // A Bool must be a constructor: split on the comparison's 0/1 result.
            return Ok(self.split_on_tag(
                st,
                t,
                vec![self.bool_value(false), self.bool_value(true)],
            ));
        }
        st.control = Control::Return(v);
        Ok(Step::Continue)
    }

    /// A model function with a native twin (Note [Native functions]): computed by the
    /// twin when every argument is concrete, otherwise the model's Core applied to them.
    fn native(
        &self,
        st: &mut State,
        f: NativeFn,
        name: crate::ir::NameId,
        args: &[Addr],
        values: &[Value],
    ) -> Result<Step> {
        let concrete: Option<Vec<native::Arg>> =
            values.iter().map(|v| self.native_arg(st, v)).collect();
        let Some(result) = concrete.and_then(|a| f.apply(&a)) else {
            let fun = self.global_addr(st, name);
            st.stack.extend(args.iter().rev().map(|&a| Frame::Apply(a)));
            st.control = Control::Enter(fun);
            return Ok(Step::Continue);
        };
        st.control = Control::Return(self.native_result(st, f, result)?);
        Ok(Step::Continue)
    }

    /// The value a native function's result stands for, built on `st`'s heap.
    fn native_result(
        &self,
        st: &mut State,
        f: NativeFn,
        result: native::NativeResult,
    ) -> Result<Value> {
        use crate::reduce::value::Fields;
        let con = |dc: Option<crate::ir::NameId>, what: &str| {
            dc.ok_or_else(|| Error::Internal(format!("{f:?} returns {what}, not in the program")))
        };
        let boxed = |st: &mut State, dc: crate::ir::NameId, p: Prim| {
            let field = st.alloc_value(Value::Prim(p));
            Value::Con { dc, fields: Fields::from([field]) }
        };
        let pair = |first, second| -> Result<Value> {
            Ok(Value::Con {
                dc: con(self.known.pair, "(,)")?,
                fields: Fields::from([first, second]),
            })
        };
        let int = con(self.known.int_con, "I#");
        Ok(match result {
            native::NativeResult::Bool(b) => self.bool_value(b),
            native::NativeResult::Char(c) => {
                boxed(st, con(self.known.char_con, "C#")?, Prim::Char(c))
            }
            native::NativeResult::IntsAndInt(xs, k) => {
                let (nil, cons, int) =
                    (con(self.known.nil, "[]")?, con(self.known.cons, "(:)")?, int?);
                let mut list = st.alloc_value(Value::Con { dc: nil, fields: Fields::NONE });
                for &x in xs.iter().rev() {
                    let head = boxed(st, int, Prim::Int(x));
                    let head = st.alloc_value(head);
                    list =
                        st.alloc_value(Value::Con { dc: cons, fields: Fields::from([head, list]) });
                }
                let k = boxed(st, int, Prim::Int(k));
                pair(list, st.alloc_value(k))?
            }
            native::NativeResult::IntegerAndInt(m, e) => {
                let m = st.alloc_value(Value::Prim(Prim::Integer(m)));
                let e = boxed(st, int?, Prim::Int(e));
                pair(m, st.alloc_value(e))?
            }
        })
    }

    /// A native function's argument, if it is concrete: an Integer, or an `I#` or `C#`
    /// box.
    fn native_arg(&self, st: &State, v: &Value) -> Option<native::Arg> {
        let int_of = |a: Addr| match st.heap.get(a) {
            HeapObj::Value(Value::Prim(Prim::Int(n))) => Some(*n),
            _ => None,
        };
        match v {
            Value::Prim(Prim::Integer(n)) => Some(native::Arg::Integer(n.clone())),
            Value::Con { dc, fields } if fields.len() == 1 && Some(*dc) == self.known.int_con => {
                int_of(fields[0]).map(native::Arg::Int)
            }
            Value::Con { dc, fields } if fields.len() == 1 && Some(*dc) == self.known.char_con => {
                match st.heap.get(fields[0]) {
                    HeapObj::Value(Value::Prim(Prim::Char(c))) => Some(native::Arg::Char(*c)),
                    _ => None,
                }
            }
            Value::Con { dc, fields }
                if fields.len() == 1 && Some(*dc) == self.known.integer_is =>
            {
                int_of(fields[0]).map(|n| native::Arg::Integer(n.into()))
            }
            _ => None,
        }
    }

    pub fn bool_value(&self, truth: bool) -> Value {
        let dc = if truth { self.known.true_con } else { self.known.false_con };
        Value::Con {
            dc: dc.expect("Bool is always in the type table"),
            fields: crate::reduce::value::Fields::NONE,
        }
    }

    pub(super) fn bool_of(&self, v: &Value) -> Result<bool> {
        match v {
            Value::Con { dc, .. } if Some(*dc) == self.known.true_con => Ok(true),
            Value::Con { dc, .. } if Some(*dc) == self.known.false_con => Ok(false),
            other => Err(Error::Internal(format!("expected a Bool, got {other:?}")).into()),
        }
    }
}

/// The type arguments and the value arguments of a call, in order, as two arrays: one
/// allocation each (through a buffer on the stack for the usual few arguments).
fn split_types(args: &[Addr], is_type: impl Fn(&Addr) -> bool) -> (Arc<[Addr]>, Arc<[Addr]>) {
    const SMALL: usize = 8;
    if args.len() > SMALL {
        let (types, values): (Vec<Addr>, Vec<Addr>) = args.iter().partition(|a| is_type(a));
        return (types.into(), values.into());
    }
    let (mut types, mut values) = ([0; SMALL], [0; SMALL]);
    let (mut n_types, mut n_values) = (0, 0);
    for &a in args {
        if is_type(&a) {
            types[n_types] = a;
            n_types += 1;
        } else {
            values[n_values] = a;
            n_values += 1;
        }
    }
    (Arc::from(&types[..n_types]), Arc::from(&values[..n_values]))
}

/// `args` with `arg` after them, in one allocation (copied through a buffer on the stack
/// for the usual few arguments: collecting an iterator into an `Arc` costs more).
fn push_addr(args: &[Addr], arg: Addr) -> Arc<[Addr]> {
    const SMALL: usize = 8;
    if args.len() >= SMALL {
        return args.iter().copied().chain(std::iter::once(arg)).collect();
    }
    let mut buf = [0; SMALL];
    buf[..args.len()].copy_from_slice(args);
    buf[args.len()] = arg;
    Arc::from(&buf[..=args.len()])
}
