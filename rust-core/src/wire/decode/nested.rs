//! Types and expressions: the nested parts of the format, decoded with explicit stacks
//! instead of recursion (Note [Decoding without recursion]).

use super::Decoder;
use crate::error::{Error, Result};
use crate::ir::{
    Alt, AltCon, Bind, Binder, Expr, ExprId, IdxRange, NameId, Namespace, Span, Type, TypeId,
};
use crate::wire::MAX_DEPTH;

// Note [Decoding without recursion]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// Core can be deep without being large: a list literal of n elements is an application
// spine nested n levels deep in argument position, and a long `do` block is a chain of
// n nested lets or cases. A recursive decoder would use one native stack frame per level,
// which in a debug build on a 2 MiB test thread (or on a small Haskell-owned OS thread
// calling through the C ABI) overflows after a few thousand levels, and a stack overflow
// aborts the process instead of returning an error. So `Decoder::expr` and
// `Decoder::ty` keep their pending work in heap-allocated `Vec`s of frames: a node whose
// children are still being read is a frame; a finished child is handed to the frame on
// top. The nesting depth is then bounded only by `MAX_DEPTH`, which exists for the
// benefit of consumers downstream that do recurse, and is reported as unsupported
// rather than malformed, since such a file is well-formed.

/// An expression whose children are still being decoded.
enum ExprFrame {
    /// Waiting for the function of an application.
    AppFun,
    /// Waiting for the argument of an application.
    AppArg(ExprId),
    Lam(Binder),
    /// Waiting for the right-hand side of a non-recursive let.
    LetRhs(Binder),
    /// Waiting for the right-hand side of `binder` in a recursive group; `remaining`
    /// pairs follow it.
    LetRecRhs {
        done: Vec<(Binder, ExprId)>,
        binder: Binder,
        remaining: usize,
    },
    /// Waiting for the body of a let.
    LetBody(Bind),
    CaseScrut,
    /// Waiting for the right-hand side of the alternative `con binders`.
    CaseAlt {
        scrut: ExprId,
        binder: Binder,
        ty: TypeId,
        done: Vec<Alt>,
        con: AltCon,
        binders: IdxRange<Binder>,
        remaining: usize,
    },
    Cast,
    Tick(Option<Span>),
}

/// A type whose `need` children are being decoded; they accumulate on the value stack
/// from `base` on.
#[derive(Copy, Clone)]
enum TyFrame {
    Con(NameId),
    Fun,
    /// A forall's kind, then its body. The kind is read and dropped: the IR does not
    /// represent kinds.
    ForAll(NameId),
    App,
}

impl Decoder<'_> {
    fn too_deep(&self, what: &str) -> Error {
        Error::Unsupported {
            what: format!("{what} nested deeper than {MAX_DEPTH} levels"),
            at: Some(format!("byte {}", self.r.offset())),
        }
    }

    fn alloc(&mut self, e: Expr) -> ExprId {
        self.nodes.exprs.alloc(e)
    }

    // ----- types --------------------------------------------------------------------

    /// One type, decoded without recursion (Note [Decoding without recursion]).
    pub(super) fn ty(&mut self) -> Result<TypeId> {
        let mut frames: Vec<(TyFrame, usize, usize)> = Vec::new();
        let mut vals: Vec<TypeId> = Vec::new();
        loop {
            let at = self.r.offset();
            match self.r.u8("a type tag")? {
                0 => {
                    let tv = self.name("a type variable")?;
                    vals.push(self.nodes.types.alloc(Type::Var(tv)));
                }
                1 => {
                    let con = self.name("a type constructor")?;
                    let n = self.r.count("a type constructor's arguments", 1)?;
                    if n == 0 {
                        vals.push(self.nodes.types.alloc(Type::Con(con, IdxRange::empty())));
                    } else {
                        frames.push((TyFrame::Con(con), vals.len(), n));
                    }
                }
                2 => frames.push((TyFrame::Fun, vals.len(), 2)),
                3 => {
                    let tv = self.name("a forall's type variable")?;
                    frames.push((TyFrame::ForAll(tv), vals.len(), 2));
                }
                4 => frames.push((TyFrame::App, vals.len(), 2)),
                5 => {
                    let n = self.small_int("a type-level number")?;
                    vals.push(self.nodes.types.alloc(Type::NumLit(n)));
                }
                6 => {
                    let s = self.names.interner.intern(self.r.str("a type-level string")?);
                    vals.push(self.nodes.types.alloc(Type::StrLit(s)));
                }
                7 => vals.push(self.nodes.types.alloc(Type::Other)),
                other => {
                    return Err(self
                        .r
                        .error_at(at, format!("bad type tag {other} (expected 0..=7)")))
                }
            }
            if frames.len() > MAX_DEPTH {
                return Err(self.too_deep("a type"));
            }
            // Close every frame whose children are all present.
            while let Some(&(frame, base, need)) = frames.last() {
                if vals.len() - base < need {
                    break;
                }
                frames.pop();
                let nodes = &mut self.nodes;
                let ty = match frame {
                    TyFrame::Con(con) => {
                        Type::Con(con, nodes.type_lists.alloc_many(vals[base..].iter().copied()))
                    }
                    TyFrame::Fun => Type::Fun(vals[base], vals[base + 1]),
                    TyFrame::ForAll(tv) => Type::ForAll(tv, vals[base + 1]),
                    TyFrame::App => Type::App(vals[base], vals[base + 1]),
                };
                vals.truncate(base);
                vals.push(nodes.types.alloc(ty));
            }
            if frames.is_empty() {
                // Exactly one value remains: every frame has consumed its children.
                return vals
                    .pop()
                    .ok_or_else(|| Error::Internal("type decoder lost its value".into()));
            }
        }
    }

    // ----- expressions --------------------------------------------------------------

    fn alt_head(&mut self) -> Result<(AltCon, IdxRange<Binder>)> {
        let at = self.r.offset();
        let con = match self.r.u8("an alternative's constructor tag")? {
            0 => {
                AltCon::Data(self.name_in(Namespace::DataCon, "an alternative's data constructor")?)
            }
            1 => AltCon::Lit(self.lit()?),
            2 => AltCon::Default,
            other => {
                return Err(self
                    .r
                    .error_at(at, format!("bad alternative tag {other} (expected 0..=2)")))
            }
        };
        Ok((con, self.binders("an alternative's binders")?))
    }

    /// One expression, decoded without recursion (Note [Decoding without recursion]).
    pub(super) fn expr(&mut self) -> Result<ExprId> {
        let mut stack: Vec<ExprFrame> = Vec::new();
        'read: loop {
            // Descend: read node heads until one is complete without children.
            let mut done: ExprId = loop {
                if stack.len() > MAX_DEPTH {
                    return Err(self.too_deep("an expression"));
                }
                let at = self.r.offset();
                match self.r.u8("an expression tag")? {
                    0 => {
                        let x = self.name("a variable")?;
                        break self.alloc(Expr::Var(x));
                    }
                    1 => {
                        let lit = self.lit()?;
                        break self.alloc(Expr::Lit(lit));
                    }
                    2 => stack.push(ExprFrame::AppFun),
                    3 => stack.push(ExprFrame::Lam(self.binder()?)),
                    4 => {
                        let tag_at = self.r.offset();
                        match self.r.u8("a let's binding group tag")? {
                            0 => stack.push(ExprFrame::LetRhs(self.binder()?)),
                            1 => {
                                let n = self.r.count("a recursive let group", 6)?;
                                if n == 0 {
                                    let bind = Bind { is_rec: true, pairs: IdxRange::empty() };
                                    stack.push(ExprFrame::LetBody(bind));
                                } else {
                                    let binder = self.binder()?;
                                    stack.push(ExprFrame::LetRecRhs {
                                        done: Vec::with_capacity(n),
                                        binder,
                                        remaining: n - 1,
                                    });
                                }
                            }
                            other => {
                                return Err(self.r.error_at(
                                    tag_at,
                                    format!("bad binding group tag {other} (expected 0 or 1)"),
                                ))
                            }
                        }
                    }
                    5 => stack.push(ExprFrame::CaseScrut),
                    6 => stack.push(ExprFrame::Cast),
                    7 => stack.push(ExprFrame::Tick(self.span()?)),
                    8 => {
                        let ty = self.ty()?;
                        break self.alloc(Expr::Type(ty));
                    }
                    9 => break self.alloc(Expr::Coercion),
                    other => {
                        return Err(self
                            .r
                            .error_at(at, format!("bad expression tag {other} (expected 0..=9)")))
                    }
                }
            };
            // Ascend: hand the finished node to the frames above until one needs more input.
            loop {
                let Some(frame) = stack.pop() else { return Ok(done) };
                match frame {
                    ExprFrame::AppFun => {
                        stack.push(ExprFrame::AppArg(done));
                        continue 'read;
                    }
                    ExprFrame::AppArg(fun) => done = self.alloc(Expr::App(fun, done)),
                    ExprFrame::Lam(binder) => done = self.alloc(Expr::Lam(binder, done)),
                    ExprFrame::LetRhs(binder) => {
                        let pairs = self.nodes.pairs.alloc_many([(binder, done)]);
                        stack.push(ExprFrame::LetBody(Bind { is_rec: false, pairs }));
                        continue 'read;
                    }
                    ExprFrame::LetRecRhs { done: mut pairs, binder, remaining } => {
                        pairs.push((binder, done));
                        if remaining > 0 {
                            let binder = self.binder()?;
                            stack.push(ExprFrame::LetRecRhs {
                                done: pairs,
                                binder,
                                remaining: remaining - 1,
                            });
                        } else {
                            let pairs = self.nodes.pairs.alloc_many(pairs);
                            stack.push(ExprFrame::LetBody(Bind { is_rec: true, pairs }));
                        }
                        continue 'read;
                    }
                    ExprFrame::LetBody(bind) => done = self.alloc(Expr::Let(bind, done)),
                    ExprFrame::CaseScrut => {
                        let binder = self.binder()?;
                        let ty = self.ty()?;
                        let n = self.r.count("a case's alternatives", 6)?;
                        if n == 0 {
                            done = self.alloc(Expr::Case(done, binder, ty, IdxRange::empty()));
                        } else {
                            let (con, binders) = self.alt_head()?;
                            stack.push(ExprFrame::CaseAlt {
                                scrut: done,
                                binder,
                                ty,
                                done: Vec::with_capacity(n),
                                con,
                                binders,
                                remaining: n - 1,
                            });
                            continue 'read;
                        }
                    }
                    ExprFrame::CaseAlt {
                        scrut,
                        binder,
                        ty,
                        done: mut alts,
                        con,
                        binders,
                        remaining,
                    } => {
                        alts.push(Alt { con, binders, rhs: done });
                        if remaining > 0 {
                            let (con, binders) = self.alt_head()?;
                            stack.push(ExprFrame::CaseAlt {
                                scrut,
                                binder,
                                ty,
                                done: alts,
                                con,
                                binders,
                                remaining: remaining - 1,
                            });
                            continue 'read;
                        }
                        let alts = self.nodes.alts.alloc_many(alts);
                        done = self.alloc(Expr::Case(scrut, binder, ty, alts));
                    }
                    ExprFrame::Cast => {
                        let ty = self.ty()?;
                        done = self.alloc(Expr::Cast(done, ty));
                    }
                    ExprFrame::Tick(span) => done = self.alloc(Expr::Tick(span, done)),
                }
            }
        }
    }
}
