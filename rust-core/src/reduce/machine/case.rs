//! `case` on a returned value: constructors and literals pick their alternative, a
//! symbolic primitive splits the state over the literal alternatives and the default
//! (unless they are small enough to merge: `merge.rs`),
//! and Integers are matched against their small-integer representation.

use super::errors::crash;
use super::{Machine, Step};
use crate::error::Error;
use crate::ir::{AltCon, Lit, NameId, NumTy};
use crate::reduce::env::Env;
use crate::reduce::machine::Result;
use crate::reduce::primop::{self};
use crate::reduce::rtype::RType;
use crate::reduce::state::{Control, State};
use crate::reduce::value::{Addr, Prim, Value, TOKEN};
use crate::smt::term::{Op, Sort, Term};

impl<'p> Machine<'p> {
    /// `env` with the case binder bound to the scrutinee's value, if the binder is used:
    /// to `cell`, a cell that already holds `v` (Note [Case binders of evaluated
    /// variables]), or else to a new cell.
    pub(super) fn bind_case_binder(
        &self,
        st: &mut State,
        v: &Value,
        cell: Option<Addr>,
        binder: NameId,
        mut env: Env,
    ) -> Env {
        if self.used.contains(&binder) {
            let bound = cell.unwrap_or_else(|| st.alloc_value(v.clone()));
            env.insert(binder, bound);
        }
        env
    }

    /// Binds the binders of `alt` to a constructor's `fields` in `env` (existential type
    /// binders, which come first, to a type).
    pub(super) fn bind_fields(
        &self,
        st: &mut State,
        alt: &crate::ir::Alt,
        fields: &[Addr],
        env: &mut Env,
    ) {
        let n_ty = alt.binders.len().saturating_sub(fields.len());
        for (i, b) in self.program[alt.binders].iter().enumerate() {
            let addr =
                if i < n_ty { st.alloc_value(Value::Type(RType::Other)) } else { fields[i - n_ty] };
            env.insert(b.name, addr);
        }
    }

    /// Picks the alternative for `v` (or splits the state); `env` has the case binder.
    pub(super) fn case(
        &self,
        st: &mut State,
        v: Value,
        alts: &'p [crate::ir::Alt],
        env: Env,
    ) -> Result<Step> {
        let default = alts.iter().find(|a| matches!(a.con, AltCon::Default));
        // Which numbers the alternatives take apart, read once (Note [Naturals as
        // Integers]).
        let number = match &v {
            Value::Prim(Prim::Integer(_)) => self.number_alts(alts),
            Value::Sym(t) if t.sort() == Sort::Int => self.number_alts(alts),
            _ => None,
        };
        match &v {
            Value::Con { dc, fields } => {
                let Some(alt) = alternative_of(alts, *dc) else {
                    return crash("non-exhaustive case");
                };
                let mut env = env;
                self.bind_fields(st, alt, fields, &mut env);
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
            Value::Prim(Prim::Integer(n)) if number.is_some() => {
                let natural = number == Some(Number::Natural);
                let small = if natural {
                    u64::try_from(n).ok().map(|w| Value::Prim(Prim::Word(w)))
                } else {
                    i64::try_from(n).ok().map(|i| Value::Prim(Prim::Int(i)))
                };
                if small.is_none() {
                    let big = match (natural, n.sign()) {
                        (true, _) => "NB",
                        (false, num_bigint::Sign::Minus) => "IN",
                        (false, _) => "IP",
                    };
                    return self.big_number_case(st, alts, env, natural, big);
                }
                self.integer_case(st, alts, env, small)
            }
            Value::Sym(t) if number.is_some() => {
                // Only the small representation is modelled: constrain to it.
                let (lo, hi) = if number == Some(Number::Natural) {
                    (Term::int(0), Term::int(u64::MAX as i128))
                } else {
                    (Term::int(i64::MIN as i128), Term::int(i64::MAX as i128))
                };
                st.constrain(Term::app(Op::Le, Sort::Bool, vec![lo, t.clone()]));
                st.constrain(Term::app(Op::Le, Sort::Bool, vec![t.clone(), hi]));
                let field = Value::Sym(Term::app(Op::IntToBv64, Sort::Bv64, vec![t.clone()]));
                self.integer_case(st, alts, env, Some(field))
            }
            Value::Prim(p) => {
                for alt in alts {
                    if let AltCon::Lit(l) = &alt.con {
                        if self.lit_matches(l, p) {
                            st.control = Control::Eval(alt.rhs, env);
                            return Ok(Step::Continue);
                        }
                    }
                }
                let Some(alt) = default else { return crash("non-exhaustive case on a literal") };
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
            Value::Sym(t) => {
                if let Some(step) = self.decided_alternatives(st, t, alts, &env) {
                    return Ok(step);
                }
                let mut children = Vec::new();
                let mut others = Vec::new();
                for alt in alts {
                    if let AltCon::Lit(l) = &alt.con {
                        let lv = self.lit_value(l)?;
                        let lt = primop::to_term(&lv)
                            .ok_or_else(|| Error::Internal("literal term".into()))?;
                        let eq = Term::eq(t.clone(), lt);
                        others.push(Term::not(eq.clone()));
                        let mut child = st.fork();
                        child.constrain(eq);
                        child.control = Control::Eval(alt.rhs, env.clone());
                        children.push(child);
                    }
                }
                if let Some(alt) = default {
                    let mut child = st.fork();
                    for c in others {
                        child.constrain(c);
                    }
                    child.control = Control::Eval(alt.rhs, env);
                    children.push(child);
                }
                Ok(Step::fork(children))
            }
            _ => {
                let Some(alt) = default else { return crash("non-exhaustive case") };
                st.control = Control::Eval(alt.rhs, env);
                Ok(Step::Continue)
            }
        }
    }

    /// Whether `alts` match an Integer's or a Natural's constructors (Note [Naturals as
    /// Integers]).
    pub(super) fn has_integer_alts(&self, alts: &[crate::ir::Alt]) -> bool {
        self.number_alts(alts).is_some()
    }

    /// Whose constructors `alts` match: an Integer's, a Natural's, or neither's.
    fn number_alts(&self, alts: &[crate::ir::Alt]) -> Option<Number> {
        alts.iter().find_map(|a| match a.con {
            AltCon::Data(d) => match self.program.names.module(d) {
                Some("GHC.Num.Integer") => Some(Number::Integer),
                Some("GHC.Num.Natural") => Some(Number::Natural),
                _ => None,
            },
            _ => None,
        })
    }

    /// A case on a number too big for a machine word, against its constructor `big`
    /// (`IP`, `IN` or `NB`): the alternative runs, but its field, the number's limbs
    /// (a `ByteArray#`), is not represented: it is a token, and code that reads it
    /// reaches ghc-bignum's functions on limbs, which the program lacks, and says so.
    /// base's own code reads the whole number (`integerFromNatural wild`).
    fn big_number_case(
        &self,
        st: &mut State,
        alts: &'p [crate::ir::Alt],
        mut env: Env,
        natural: bool,
        big: &str,
    ) -> Result<Step> {
        let module = if natural { "GHC.Num.Natural" } else { "GHC.Num.Integer" };
        let is_big =
            |d| self.program.names.module(d) == Some(module) && self.program.names.occ(d) == big;
        let alt = alts
            .iter()
            .find(|a| matches!(a.con, AltCon::Data(d) if is_big(d)))
            .or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)));
        let Some(alt) = alt else { return crash("non-exhaustive case") };
        for b in self.program[alt.binders].iter() {
            let limbs = st.alloc_value(TOKEN);
            env.insert(b.name, limbs);
        }
        st.control = Control::Eval(alt.rhs, env);
        Ok(Step::Continue)
    }

    /// A case on an Integer (or a Natural) against its constructors `IS`/`IP`/`IN`
    /// (`NS`/`NB`); `small` is the `Int#` (`Word#`) payload when the value fits in a
    /// machine word.
    pub(super) fn integer_case(
        &self,
        st: &mut State,
        alts: &'p [crate::ir::Alt],
        mut env: Env,
        small: Option<Value>,
    ) -> Result<Step> {
        let Some(small) = small else {
            return Err(Error::Unsupported {
                what: "case on a big Integer's or Natural's representation".into(),
                at: None,
            }
            .into());
        };
        let small_con = |d| Some(d) == self.known.integer_is || Some(d) == self.known.natural_ns;
        let is = alts.iter().find(|a| matches!(a.con, AltCon::Data(d) if small_con(d)));
        let alt = is.or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)));
        let Some(alt) = alt else { return crash("non-exhaustive case") };
        if let Some(b) = self.program[alt.binders].first() {
            if is.is_some() {
                let a = st.alloc_value(small);
                env.insert(b.name, a);
            }
        }
        st.control = Control::Eval(alt.rhs, env);
        Ok(Step::Continue)
    }
}

/// The numbers whose constructors a case may take apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Number {
    Integer,
    Natural,
}

impl<'p> Machine<'p> {
    /// Whether the literal `l` of an alternative is the concrete primitive `p`
    /// (`lit_eq` of its value), without building the value for the usual literals: a
    /// `case` on a `Char#` (`isSpace`, a lexer) tries one alternative after another.
    #[inline]
    pub(super) fn lit_matches(&self, l: &Lit, p: &Prim) -> bool {
        match (l, p) {
            (Lit::Char(c), Prim::Char(x)) => *c as u32 == *x,
            (Lit::Num(NumTy::Int | NumTy::Int64, n), Prim::Int(x)) => *n as i64 == *x,
            (Lit::Num(NumTy::Word | NumTy::Word64, n), Prim::Word(x)) => *n as u64 == *x,
            _ => self.lit_value_matches(l, p),
        }
    }

    #[cold]
    #[inline(never)]
    fn lit_value_matches(&self, l: &Lit, p: &Prim) -> bool {
        matches!(self.lit_value(l), Ok(Value::Prim(lp)) if lit_eq(&lp, p))
    }
}

pub(super) fn lit_eq(a: &Prim, b: &Prim) -> bool {
    match (a, b) {
        (Prim::Double(x), Prim::Double(y)) => x == y,
        (Prim::Float(x), Prim::Float(y)) => x == y,
        _ => a == b,
    }
}

/// The alternative that matches constructor `dc`: its own, else the default.
pub(super) fn alternative_of(
    alts: &[crate::ir::Alt],
    dc: crate::ir::NameId,
) -> Option<&crate::ir::Alt> {
    alts.iter()
        .find(|a| matches!(a.con, AltCon::Data(d) if d == dc))
        .or_else(|| alts.iter().find(|a| matches!(a.con, AltCon::Default)))
}
