//! [`Program`] to wire bytes: the inverse of the decoder, for tests and tools.
//!
//! The output is canonical: names in id order, type constructors in name-id order, the
//! string table in order of first use. So `encode(decode(encode(p)))` equals
//! `encode(p)` byte for byte. What the IR does not keep is written as a fixed
//! placeholder: a forall's kind as the opaque type (tag 7), and a float's sign of zero is
//! lost (the format holds exact rationals).
//!
//! Like the decoder, it walks expressions and types with explicit stacks, so any program
//! the decoder accepts can be encoded on a small stack.

use rustc_hash::FxHashMap;

use super::float::{f32_to_rational, f64_to_rational};
use super::{MAGIC, TRAILER, VERSION};
use crate::error::{Error, Result};
use crate::ir::{
    Alt, AltCon, Bind, Binder, Expr, ExprId, Lit, NameId, NameSort, NumTy, Program, Provenance,
    Span, Symbol, TyConFlavour, Type, TypeId,
};

/// Encodes `program` in wire format version [`VERSION`].
///
/// Fails only for what the format cannot express: a non-finite float literal, or a type
/// constructor that lists a data constructor missing from `program.datacons`.
pub fn encode(program: &Program) -> Result<Vec<u8>> {
    let mut enc = Encoder {
        program,
        out: Vec::new(),
        strings: Vec::new(),
        string_index: FxHashMap::default(),
    };
    enc.body()?;
    let body = std::mem::take(&mut enc.out);

    let mut out = Vec::with_capacity(body.len() + 64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    put_str(&mut out, program.module_name());
    put_u32(&mut out, enc.strings.len() as u32);
    for s in &enc.strings {
        put_str(&mut out, s);
    }
    out.extend_from_slice(&body);
    out.extend_from_slice(TRAILER);
    Ok(out)
}

fn put_u32(out: &mut Vec<u8>, x: u32) {
    out.extend_from_slice(&x.to_le_bytes());
}

fn put_bytes(out: &mut Vec<u8>, b: &[u8]) {
    put_u32(out, b.len() as u32);
    out.extend_from_slice(b);
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_bytes(out, s.as_bytes());
}

/// Work still to be written for an expression, in order from the top of the stack.
enum Work<'p> {
    Expr(ExprId),
    Binder(Binder),
    Type(TypeId),
    Count(usize),
    AltHead(&'p Alt),
}

struct Encoder<'p> {
    program: &'p Program,
    out: Vec<u8>,
    strings: Vec<String>,
    string_index: FxHashMap<String, u32>,
}

impl<'p> Encoder<'p> {
    /// Everything after the string table (which is collected meanwhile), up to the trailer.
    fn body(&mut self) -> Result<()> {
        let program = self.program;
        let names = &program.names;
        self.u32(names.len() as u32);
        for id in names.ids() {
            let info = names.info(id);
            self.sidx(info.module);
            self.sidx(Some(info.occ));
            self.out.extend_from_slice(&info.unique.to_le_bytes());
            let sort: u8 = match info.sort {
                NameSort::Local => 0,
                NameSort::Global => 1,
                NameSort::DataCon => 2,
                NameSort::PrimOp => 3,
                NameSort::ClassOp { .. } => 4,
                NameSort::RecordSel => 5,
                NameSort::DFun => 6,
                NameSort::TyVar => 7,
                NameSort::TyCon => 8,
                NameSort::Foreign => 9,
            };
            self.out.push(sort);
            if let NameSort::ClassOp { class, index } = info.sort {
                self.name(class);
                self.u32(index);
            }
            self.span(names.spans.get(&id).copied());
        }

        let mut tycons: Vec<_> = program.tycons.values().collect();
        tycons.sort_by_key(|tc| tc.name);
        self.u32(tycons.len() as u32);
        for tycon in tycons {
            self.name(tycon.name);
            self.out.push(match tycon.flavour {
                TyConFlavour::Data => 0,
                TyConFlavour::Newtype => 1,
                TyConFlavour::Class => 2,
                TyConFlavour::Abstract => 3,
                TyConFlavour::Synonym => 4,
            });
            self.names(&tycon.tyvars);
            self.u32(tycon.datacons.len() as u32);
            for &dc_name in tycon.datacons.iter() {
                let dc = program.datacon(dc_name).ok_or_else(|| {
                    Error::Internal(format!(
                        "type constructor `{}` lists data constructor `{}`, which has no entry",
                        names.qualified(tycon.name),
                        names.qualified(dc_name)
                    ))
                })?;
                self.name(dc.name);
                self.u32(dc.tag);
                self.u32(dc.n_univ);
                self.names(&dc.tyvars);
                self.u32(dc.fields.len() as u32);
                for field in dc.fields.iter() {
                    self.ty(field.ty);
                    self.out.push(field.strict as u8);
                    let label = field.label.map(|l| self.intern(names.interner.resolve(l)));
                    self.put_sidx(label);
                }
                self.u32(dc.n_theta);
                self.out.push(dc.infix as u8);
                self.out.push(dc.prec);
            }
        }

        self.binds(&program.binds)?;
        self.u32(program.externals.len() as u32);
        for bind in &program.externals {
            let prov = program
                .pairs(bind)
                .first()
                .map_or(Provenance::Interface, |(b, _)| program.provenance(b.name));
            self.out.push(match prov {
                Provenance::Interface => 0,
                Provenance::Model => 1,
                Provenance::ModelHelper => 2,
            });
            self.bind(bind)?;
        }
        // Sorted by name, so that encoding is deterministic.
        let mut gaps: Vec<_> = program.gaps.iter().collect();
        gaps.sort_by_key(|(name, _)| name.0);
        self.u32(gaps.len() as u32);
        for (&name, gap) in gaps {
            self.name(name);
            self.out.push(gap.user_can_supply as u8);
            put_str(&mut self.out, &gap.why);
        }
        self.u32(program.instances.len() as u32);
        for inst in &program.instances {
            self.name(inst.dfun);
            self.name(inst.class);
            self.u32(inst.types.len() as u32);
            for &ty in inst.types.iter() {
                self.ty(ty);
            }
        }
        Ok(())
    }

    fn u32(&mut self, x: u32) {
        put_u32(&mut self.out, x);
    }

    fn name(&mut self, id: NameId) {
        self.u32(id.0);
    }

    fn names(&mut self, ids: &[NameId]) {
        self.u32(ids.len() as u32);
        for &id in ids {
            self.name(id);
        }
    }

    fn intern(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.string_index.get(s) {
            return i;
        }
        let i = self.strings.len() as u32;
        self.strings.push(s.to_owned());
        self.string_index.insert(s.to_owned(), i);
        i
    }

    fn put_sidx(&mut self, i: Option<u32>) {
        self.u32(i.unwrap_or(u32::MAX));
    }

    fn sidx(&mut self, sym: Option<Symbol>) {
        let i = sym.map(|sym| self.intern(self.program.names.interner.resolve(sym)));
        self.put_sidx(i);
    }

    fn span(&mut self, span: Option<Span>) {
        match span {
            None => self.out.push(0),
            Some(s) => {
                self.out.push(1);
                self.sidx(Some(s.file));
                for x in [s.line1, s.col1, s.line2, s.col2] {
                    self.u32(x);
                }
            }
        }
    }

    fn int(&mut self, x: impl ToString) {
        put_str(&mut self.out, &x.to_string());
    }

    fn lit(&mut self, lit: &Lit) -> Result<()> {
        match *lit {
            Lit::Char(c) => {
                self.out.push(0);
                self.u32(c as u32);
            }
            Lit::Num(ty, value) => {
                self.out.push(1);
                self.out.push(match ty {
                    NumTy::Integer => 0,
                    NumTy::Natural => 1,
                    NumTy::Int => 2,
                    NumTy::Int64 => 3,
                    NumTy::Word => 4,
                    NumTy::Word64 => 5,
                });
                self.int(value);
            }
            Lit::BigNum(ty, digits) => {
                self.out.push(1);
                self.out.push(if ty == NumTy::Natural { 1 } else { 0 });
                put_str(&mut self.out, self.program.names.interner.resolve(digits));
            }
            Lit::Str(bytes) => {
                self.out.push(2);
                put_bytes(&mut self.out, &self.program.nodes[bytes]);
            }
            Lit::Float(x) => {
                let (num, den) = f32_to_rational(x).ok_or_else(|| non_finite(x))?;
                self.out.push(3);
                self.int(num);
                self.int(den);
            }
            Lit::Double(x) => {
                let (num, den) = f64_to_rational(x).ok_or_else(|| non_finite(x))?;
                self.out.push(4);
                self.int(num);
                self.int(den);
            }
            Lit::NullAddr => self.out.push(5),
            Lit::Rubbish => self.out.push(6),
            Lit::Label(s) => {
                self.out.push(7);
                put_str(&mut self.out, self.program.names.interner.resolve(s));
            }
        }
        Ok(())
    }

    /// A type, in prefix order with an explicit stack.
    fn ty(&mut self, ty: TypeId) {
        let program = self.program;
        // `None` is a forall's kind, which the IR does not keep: written as `Other`.
        let mut stack = vec![Some(ty)];
        while let Some(ty) = stack.pop() {
            match ty.map_or(Type::Other, |ty| program[ty]) {
                Type::Var(v) => {
                    self.out.push(0);
                    self.name(v);
                }
                Type::Con(con, args) => {
                    self.out.push(1);
                    self.name(con);
                    self.u32(args.len() as u32);
                    stack.extend(program[args].iter().rev().map(|&a| Some(a)));
                }
                Type::Fun(arg, res) => {
                    self.out.push(2);
                    stack.push(Some(res));
                    stack.push(Some(arg));
                }
                Type::ForAll(tv, body) => {
                    self.out.push(3);
                    self.name(tv);
                    stack.push(Some(body));
                    stack.push(None);
                }
                Type::App(fun, arg) => {
                    self.out.push(4);
                    stack.push(Some(arg));
                    stack.push(Some(fun));
                }
                Type::NumLit(n) => {
                    self.out.push(5);
                    self.int(n);
                }
                Type::StrLit(s) => {
                    self.out.push(6);
                    put_str(&mut self.out, program.names.interner.resolve(s));
                }
                Type::Other => self.out.push(7),
            }
        }
    }

    fn binder(&mut self, b: Binder) {
        self.name(b.name);
        self.ty(b.ty);
    }

    fn binds(&mut self, binds: &[Bind]) -> Result<()> {
        self.u32(binds.len() as u32);
        for bind in binds {
            self.bind(bind)?;
        }
        Ok(())
    }

    fn bind(&mut self, bind: &Bind) -> Result<()> {
        self.bind_header(bind)?;
        for &(binder, rhs) in self.program.pairs(bind) {
            self.binder(binder);
            self.expr(rhs)?;
        }
        Ok(())
    }

    /// The tag of a binding group, and the count of a recursive one.
    fn bind_header(&mut self, bind: &Bind) -> Result<()> {
        if !bind.is_rec && bind.pairs.len() != 1 {
            return Err(Error::Internal(format!(
                "a non-recursive binding group has {} pairs",
                bind.pairs.len()
            )));
        }
        if bind.is_rec {
            self.out.push(1);
            self.u32(bind.pairs.len() as u32);
        } else {
            self.out.push(0);
        }
        Ok(())
    }

    /// An expression, in prefix order with an explicit stack.
    fn expr(&mut self, expr: ExprId) -> Result<()> {
        let program = self.program;
        let mut stack: Vec<Work<'p>> = vec![Work::Expr(expr)];
        while let Some(work) = stack.pop() {
            let e = match work {
                Work::Expr(e) => e,
                Work::Binder(b) => {
                    self.binder(b);
                    continue;
                }
                Work::Type(ty) => {
                    self.ty(ty);
                    continue;
                }
                Work::Count(n) => {
                    self.u32(n as u32);
                    continue;
                }
                Work::AltHead(alt) => {
                    match &alt.con {
                        AltCon::Data(dc) => {
                            self.out.push(0);
                            self.name(*dc);
                        }
                        AltCon::Lit(lit) => {
                            self.out.push(1);
                            self.lit(lit)?;
                        }
                        AltCon::Default => self.out.push(2),
                    }
                    self.u32(alt.binders.len() as u32);
                    for &b in &program[alt.binders] {
                        self.binder(b);
                    }
                    continue;
                }
            };
            match program[e] {
                Expr::Var(v) => {
                    self.out.push(0);
                    self.name(v);
                }
                Expr::Lit(lit) => {
                    self.out.push(1);
                    self.lit(&lit)?;
                }
                Expr::App(fun, arg) => {
                    self.out.push(2);
                    stack.push(Work::Expr(arg));
                    stack.push(Work::Expr(fun));
                }
                Expr::Lam(binder, body) => {
                    self.out.push(3);
                    self.binder(binder);
                    stack.push(Work::Expr(body));
                }
                Expr::Let(bind, body) => {
                    self.out.push(4);
                    self.bind_header(&bind)?;
                    stack.push(Work::Expr(body));
                    for &(binder, rhs) in program[bind.pairs].iter().rev() {
                        stack.push(Work::Expr(rhs));
                        stack.push(Work::Binder(binder));
                    }
                }
                Expr::Case(scrut, binder, ty, alts) => {
                    self.out.push(5);
                    for alt in program[alts].iter().rev() {
                        stack.push(Work::Expr(alt.rhs));
                        stack.push(Work::AltHead(alt));
                    }
                    stack.push(Work::Count(alts.len()));
                    stack.push(Work::Type(ty));
                    stack.push(Work::Binder(binder));
                    stack.push(Work::Expr(scrut));
                }
                Expr::Cast(e, ty) => {
                    self.out.push(6);
                    stack.push(Work::Type(ty));
                    stack.push(Work::Expr(e));
                }
                Expr::Tick(span, e) => {
                    self.out.push(7);
                    self.span(span);
                    stack.push(Work::Expr(e));
                }
                Expr::Type(ty) => {
                    self.out.push(8);
                    self.ty(ty);
                }
                Expr::Coercion => self.out.push(9),
            }
        }
        Ok(())
    }
}

fn non_finite(x: impl std::fmt::Display) -> Error {
    Error::Unsupported {
        what: format!("the float literal {x} has no exact rational form"),
        at: None,
    }
}
