//! The census of a program: how many of each Core form it contains.
//!
//! The plugin computes the same census from GHC's Core and compares it with ours, which
//! checks the cross-language round trip without comparing structures. The keys, their
//! order and the text form are fixed by docs/wire-format.md, "Census".
//!
//! Literal keys (`lit_*`) count literal expressions only; a literal in a case
//! alternative's pattern counts as `alt_lit`. The walk uses an explicit stack, so it is
//! safe on any program the decoder accepts.

use std::fmt;

use super::expr::{AltCon, Expr, ExprId, Lit};
use super::program::Program;

/// The counts, one field per key, in the order of the text form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    pub binds: usize,
    pub externals: usize,
    pub instances: usize,
    pub tycons: usize,
    pub datacons: usize,
    pub var: usize,
    pub lit_char: usize,
    pub lit_num: usize,
    pub lit_str: usize,
    pub lit_float: usize,
    pub lit_double: usize,
    pub lit_other: usize,
    pub app: usize,
    pub lam: usize,
    pub let_nonrec: usize,
    pub let_rec: usize,
    pub case: usize,
    pub alt_data: usize,
    pub alt_lit: usize,
    pub alt_default: usize,
    pub cast: usize,
    pub tick: usize,
    pub r#type: usize,
    pub coercion: usize,
}

impl Census {
    /// Counts the forms of `program`'s own bindings and externals, and its tables.
    pub fn of(program: &Program) -> Census {
        let mut c = Census {
            binds: program.binds.len(),
            externals: program.externals.len(),
            instances: program.instances.len(),
            tycons: program.tycons.len(),
            datacons: program.datacons.len(),
            ..Census::default()
        };
        let mut stack: Vec<ExprId> = Vec::new();
        for bind in program.binds.iter().chain(&program.externals) {
            stack.extend(program.pairs(bind).iter().map(|&(_, rhs)| rhs));
        }
        while let Some(e) = stack.pop() {
            match program[e] {
                Expr::Var(_) => c.var += 1,
                Expr::Lit(lit) => match lit {
                    Lit::Char(_) => c.lit_char += 1,
                    Lit::Num(..) | Lit::BigNum(..) => c.lit_num += 1,
                    Lit::Str(_) => c.lit_str += 1,
                    Lit::Float(_) => c.lit_float += 1,
                    Lit::Double(_) => c.lit_double += 1,
                    Lit::NullAddr | Lit::Rubbish | Lit::Label(_) => c.lit_other += 1,
                },
                Expr::App(fun, arg) => {
                    c.app += 1;
                    stack.push(fun);
                    stack.push(arg);
                }
                Expr::Lam(_, body) => {
                    c.lam += 1;
                    stack.push(body);
                }
                Expr::Let(bind, body) => {
                    if bind.is_rec {
                        c.let_rec += 1;
                    } else {
                        c.let_nonrec += 1;
                    }
                    stack.extend(program[bind.pairs].iter().map(|&(_, rhs)| rhs));
                    stack.push(body);
                }
                Expr::Case(scrut, _, _, alts) => {
                    c.case += 1;
                    stack.push(scrut);
                    for alt in &program[alts] {
                        match alt.con {
                            AltCon::Data(_) => c.alt_data += 1,
                            AltCon::Lit(_) => c.alt_lit += 1,
                            AltCon::Default => c.alt_default += 1,
                        }
                        stack.push(alt.rhs);
                    }
                }
                Expr::Cast(e, _) => {
                    c.cast += 1;
                    stack.push(e);
                }
                Expr::Tick(_, e) => {
                    c.tick += 1;
                    stack.push(e);
                }
                Expr::Type(_) => c.r#type += 1,
                Expr::Coercion => c.coercion += 1,
            }
        }
        c
    }

    /// The keys and counts in the fixed order.
    pub fn entries(&self) -> [(&'static str, usize); 24] {
        [
            ("binds", self.binds),
            ("externals", self.externals),
            ("instances", self.instances),
            ("tycons", self.tycons),
            ("datacons", self.datacons),
            ("var", self.var),
            ("lit_char", self.lit_char),
            ("lit_num", self.lit_num),
            ("lit_str", self.lit_str),
            ("lit_float", self.lit_float),
            ("lit_double", self.lit_double),
            ("lit_other", self.lit_other),
            ("app", self.app),
            ("lam", self.lam),
            ("let_nonrec", self.let_nonrec),
            ("let_rec", self.let_rec),
            ("case", self.case),
            ("alt_data", self.alt_data),
            ("alt_lit", self.alt_lit),
            ("alt_default", self.alt_default),
            ("cast", self.cast),
            ("tick", self.tick),
            ("type", self.r#type),
            ("coercion", self.coercion),
        ]
    }
}

/// The text form: one `key=count` line per key, each ending in a newline.
impl fmt::Display for Census {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (key, count) in self.entries() {
            writeln!(f, "{key}={count}")?;
        }
        Ok(())
    }
}
