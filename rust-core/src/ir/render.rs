//! A readable, Haskell-like rendering of a [`Program`], for humans and golden tests.
//!
//! The output is deterministic: type constructors in name-id order, bindings in program
//! order. Names print bare unless that would be ambiguous: a global whose occurrence is
//! shared with another global of the same namespace is qualified (`GHC.Base.map`)
//! unless it belongs to the module itself, and a local whose occurrence is shared with another local printed in the same scope (a
//! signature, or the right-hand sides of a group) shows its unique (`x_12`).
//! A case binder is shown only if something refers to it.
//!
//! Layout: case alternatives go one per line, indented, between `{` and `}`; a `let`
//! starts a new line when it is the body of a lambda, an alternative or a binding.
//! Expressions and types are rendered with an explicit work stack, not recursion, so
//! that any program the decoder accepts renders on a small stack.

use std::fmt::Write as _;

use rustc_hash::{FxHashMap, FxHashSet};

use super::expr::{Alt, AltCon, Bind, Expr, ExprId, Lit, NumTy};
use super::name::{NameId, NameSort, Names, Span, Symbol};
use super::program::Program;
use super::ty::{DataCon, TyConFlavour, Type, TypeId};

/// Renders the whole program.
pub fn render(program: &Program) -> String {
    let mut r = Renderer::new(program);
    r.program();
    r.out
}

/// Expression precedence: what may appear unparenthesized in a position.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum P {
    /// Anything: the right of `=`, `->`, `in`.
    Top,
    /// An application or an atom: the left of `|>`.
    Fun,
    /// Atoms only: an argument or the head of an application.
    Arg,
}

/// Type precedence.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum TP {
    Top,
    /// No arrows or foralls: the left of `->`, the head of an application.
    FunArg,
    /// Atoms only: a constructor's argument.
    Atom,
}

/// A unit of pending output.
enum Item {
    S(&'static str),
    Text(String),
    Name(NameId),
    Expr(ExprId, P),
    Type(TypeId, TP),
    /// Newline, then the current indentation.
    Nl,
    Indent,
    Dedent,
}

struct Renderer<'p> {
    program: &'p Program,
    names: &'p Names,
    out: String,
    indent: usize,
    /// Globals that print qualified.
    qualify: FxHashSet<NameId>,
    /// Locals that print with their unique, for the binding group being rendered.
    show_unique: FxHashSet<NameId>,
    /// Locals referred to by some variable, for the binding group being rendered.
    used: FxHashSet<NameId>,
}

impl<'p> Renderer<'p> {
    fn new(program: &'p Program) -> Self {
        let names = &program.names;
        let mut by_occ: FxHashMap<_, Vec<NameId>> = FxHashMap::default();
        for id in names.ids() {
            let info = names.info(id);
            if info.module.is_some() {
                by_occ.entry((info.occ, info.sort.namespace())).or_default().push(id);
            }
        }
        let qualify = by_occ
            .into_values()
            .filter(|ids| ids.len() > 1)
            .flatten()
            .filter(|&id| names.info(id).module != Some(program.module))
            .collect();
        Renderer {
            program,
            names,
            out: String::new(),
            indent: 0,
            qualify,
            show_unique: FxHashSet::default(),
            used: FxHashSet::default(),
        }
    }

    fn program(&mut self) {
        let program = self.program;
        let _ = writeln!(self.out, "module {} where", program.module_name());

        let mut tycons: Vec<_> = program.tycons.values().collect();
        tycons.sort_by_key(|tc| tc.name);
        if !tycons.is_empty() {
            self.out.push_str("\n-- Type constructors\n");
        }
        for tycon in tycons {
            let keyword = match tycon.flavour {
                TyConFlavour::Data | TyConFlavour::Abstract => "data ",
                TyConFlavour::Newtype => "newtype ",
                TyConFlavour::Class => "class ",
                TyConFlavour::Synonym => "type ",
            };
            let mut items = vec![Item::S(keyword), Item::Name(tycon.name)];
            for &tv in tycon.tyvars.iter() {
                items.push(Item::S(" "));
                items.push(Item::Name(tv));
            }
            for (i, &dc_name) in tycon.datacons.iter().enumerate() {
                items.push(Item::S(if i == 0 { " = " } else { " | " }));
                match program.datacon(dc_name) {
                    Some(dc) => self.datacon(dc, &mut items),
                    None => items.push(Item::Name(dc_name)),
                }
            }
            if tycon.flavour == TyConFlavour::Abstract {
                items.push(Item::S("  -- primitive or abstract"));
            }
            items.push(Item::Nl);
            self.run(items);
        }

        if !program.instances.is_empty() {
            self.out.push_str("\n-- Instances\n");
        }
        for inst in &program.instances {
            let mut items = vec![Item::S("instance "), Item::Name(inst.class)];
            for &ty in inst.types.iter() {
                items.push(Item::S(" "));
                items.push(Item::Type(ty, TP::Atom));
            }
            items.extend([Item::S(" = "), Item::Name(inst.dfun), Item::Nl]);
            self.run(items);
        }

        self.binds("Bindings", &program.binds);
        self.binds("Externals", &program.externals);
    }

    /// `forall e. K t1 !t2` or `K { l1 :: t1, l2 :: !t2 }`.
    fn datacon(&self, dc: &'p DataCon, items: &mut Vec<Item>) {
        let existentials = &dc.tyvars[(dc.n_univ as usize).min(dc.tyvars.len())..];
        if !existentials.is_empty() {
            items.push(Item::S("forall"));
            for &tv in existentials {
                items.push(Item::S(" "));
                items.push(Item::Name(tv));
            }
            items.push(Item::S(". "));
        }
        items.push(Item::Name(dc.name));
        let records = !dc.fields.is_empty() && dc.fields.iter().all(|f| f.label.is_some());
        if records {
            items.push(Item::S(" { "));
            for (i, field) in dc.fields.iter().enumerate() {
                if i > 0 {
                    items.push(Item::S(", "));
                }
                let label = field.label.map_or("", |l| self.names.interner.resolve(l));
                items.push(Item::Text(prefix_form(None, label)));
                items.push(Item::S(if field.strict { " :: !" } else { " :: " }));
                items.push(Item::Type(field.ty, if field.strict { TP::Atom } else { TP::Top }));
            }
            items.push(Item::S(" }"));
        } else {
            for field in dc.fields.iter() {
                items.push(Item::S(if field.strict { " !" } else { " " }));
                items.push(Item::Type(field.ty, TP::Atom));
            }
        }
    }

    fn binds(&mut self, title: &str, binds: &[Bind]) {
        if binds.is_empty() {
            return;
        }
        let _ = write!(self.out, "\n-- {title}\n");
        for (i, bind) in binds.iter().enumerate() {
            if i > 0 {
                self.out.push('\n');
            }
            if bind.is_rec {
                self.out.push_str("Rec {\n");
            }
            // A signature and the right-hand sides are separate scopes for choosing
            // which locals show their uniques.
            let pairs = self.program.pairs(bind);
            let rhss: Vec<ExprId> = pairs.iter().map(|&(_, rhs)| rhs).collect();
            for &(binder, rhs) in pairs {
                let name = self.top_name(binder.name);
                self.prepare(&[], &[binder.ty]);
                self.run(vec![
                    Item::Text(name.clone()),
                    Item::S(" :: "),
                    Item::Type(binder.ty, TP::Top),
                    Item::Nl,
                ]);
                self.prepare(&rhss, &[]);
                let mut items = vec![Item::Text(name), Item::S(" =")];
                self.rhs_items(rhs, &mut items);
                items.push(Item::Nl);
                self.run(items);
            }
            if bind.is_rec {
                self.out.push_str("end Rec }\n");
            }
        }
    }

    /// The name a top-level binder is declared under: qualified if it is not the
    /// module's own.
    fn top_name(&self, id: NameId) -> String {
        let info = self.names.info(id);
        match info.module {
            Some(m) if m != self.program.module => {
                prefix_form(Some(self.names.interner.resolve(m)), self.names.occ(id))
            }
            _ => self.name(id),
        }
    }

    /// Scans what will be printed of `exprs` and `types` (binder names, variables, type
    /// arguments and cast targets; not binder types, which are not printed) and sets
    /// which locals need their uniques, because another local printed nearby has the
    /// same occurrence, and which locals are referred to.
    fn prepare(&mut self, exprs: &[ExprId], types: &[TypeId]) {
        let names = self.names;
        let program = self.program;
        let mut locals: FxHashSet<NameId> = FxHashSet::default();
        let mut used: FxHashSet<NameId> = FxHashSet::default();
        let mut exprs: Vec<ExprId> = exprs.to_vec();
        let mut types: Vec<TypeId> = types.to_vec();
        while let Some(e) = exprs.pop() {
            match program[e] {
                Expr::Var(v) => {
                    used.insert(v);
                }
                Expr::Lit(_) | Expr::Coercion => {}
                Expr::App(f, a) => exprs.extend([f, a]),
                Expr::Lam(b, body) => {
                    locals.insert(b.name);
                    exprs.push(body);
                }
                Expr::Let(bind, body) => {
                    for &(b, rhs) in &program[bind.pairs] {
                        locals.insert(b.name);
                        exprs.push(rhs);
                    }
                    exprs.push(body);
                }
                Expr::Case(scrut, b, _, alts) => {
                    locals.insert(b.name);
                    exprs.push(scrut);
                    for alt in &program[alts] {
                        locals.extend(program[alt.binders].iter().map(|b| b.name));
                        exprs.push(alt.rhs);
                    }
                }
                Expr::Cast(e, ty) => {
                    exprs.push(e);
                    types.push(ty);
                }
                Expr::Tick(_, e) => exprs.push(e),
                Expr::Type(ty) => types.push(ty),
            }
        }
        while let Some(ty) = types.pop() {
            match program[ty] {
                Type::Var(v) => {
                    locals.insert(v);
                }
                Type::Con(_, args) => types.extend(program[args].iter()),
                Type::Fun(a, b) | Type::App(a, b) => types.extend([a, b]),
                Type::ForAll(tv, body) => {
                    locals.insert(tv);
                    types.push(body);
                }
                Type::NumLit(_) | Type::StrLit(_) | Type::Other => {}
            }
        }
        locals.extend(used.iter().copied());
        let mut by_occ: FxHashMap<Symbol, Vec<NameId>> = FxHashMap::default();
        for id in locals {
            let info = names.info(id);
            if info.module.is_none() {
                by_occ.entry(info.occ).or_default().push(id);
            }
        }
        self.show_unique = by_occ.into_values().filter(|ids| ids.len() > 1).flatten().collect();
        self.used = used;
    }

    /// A name in prefix form, as it appears in expressions and types.
    fn name(&self, id: NameId) -> String {
        let names = self.names;
        let info = names.info(id);
        let occ = names.occ(id);
        if self.show_unique.contains(&id) {
            return prefix_form(None, &format!("{occ}_{}", info.unique));
        }
        match info.module {
            Some(m) if self.qualify.contains(&id) => {
                prefix_form(Some(names.interner.resolve(m)), occ)
            }
            _ => prefix_form(None, occ),
        }
    }

    /// Writes `items` and everything they expand to.
    fn run(&mut self, items: Vec<Item>) {
        let mut stack: Vec<Item> = items;
        stack.reverse();
        let mut expansion: Vec<Item> = Vec::new();
        while let Some(item) = stack.pop() {
            match item {
                Item::S(s) => self.out.push_str(s),
                Item::Text(s) => self.out.push_str(&s),
                Item::Name(id) => {
                    let name = self.name(id);
                    self.out.push_str(&name);
                }
                Item::Nl => {
                    let trimmed = self.out.trim_end_matches(' ').len();
                    self.out.truncate(trimmed);
                    self.out.push('\n');
                    for _ in 0..self.indent {
                        self.out.push_str("  ");
                    }
                }
                Item::Indent => self.indent += 1,
                Item::Dedent => self.indent = self.indent.saturating_sub(1),
                Item::Expr(e, p) => {
                    self.expand_expr(e, p, &mut expansion);
                    stack.extend(expansion.drain(..).rev());
                }
                Item::Type(ty, tp) => {
                    self.expand_type(ty, tp, &mut expansion);
                    stack.extend(expansion.drain(..).rev());
                }
            }
        }
        // A line that ends up holding only indentation is trimmed.
        let trimmed = self.out.trim_end_matches(' ').len();
        self.out.truncate(trimmed);
    }

    /// The items of `e` at precedence `p`, in output order.
    fn expand_expr(&self, e: ExprId, p: P, out: &mut Vec<Item>) {
        let program = self.program;
        match program[e] {
            Expr::Var(v) => out.push(Item::Name(v)),
            Expr::Lit(lit) => {
                let text = lit_text(&lit, program);
                if p == P::Arg && (text.starts_with('-') || text.starts_with("__label")) {
                    out.push(Item::Text(format!("({text})")));
                } else {
                    out.push(Item::Text(text));
                }
            }
            Expr::App(..) => {
                let mut args = Vec::new();
                let mut head = e;
                while let Expr::App(f, a) = program[head] {
                    args.push(a);
                    head = f;
                }
                let paren = p == P::Arg;
                if paren {
                    out.push(Item::S("("));
                }
                out.push(Item::Expr(head, P::Arg));
                for arg in args.into_iter().rev() {
                    out.push(Item::S(" "));
                    match program[arg] {
                        Expr::Type(ty) => {
                            out.push(Item::S("@"));
                            out.push(Item::Type(ty, TP::Atom));
                        }
                        _ => out.push(Item::Expr(arg, P::Arg)),
                    }
                }
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Lam(..) => {
                let paren = p > P::Top;
                if paren {
                    out.push(Item::S("("));
                }
                out.push(Item::S("\\"));
                let mut body = e;
                let mut first = true;
                while let Expr::Lam(b, inner) = program[body] {
                    if !first {
                        out.push(Item::S(" "));
                    }
                    first = false;
                    if self.names.info(b.name).sort == NameSort::TyVar {
                        out.push(Item::S("@"));
                    }
                    out.push(Item::Name(b.name));
                    body = inner;
                }
                out.push(Item::S(" ->"));
                self.rhs_items(body, out);
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Let(bind, body) => {
                let paren = p > P::Top;
                if paren {
                    out.push(Item::S("("));
                }
                if bind.is_rec {
                    out.push(Item::S("letrec"));
                    out.push(Item::Indent);
                    for &(b, rhs) in &program[bind.pairs] {
                        out.extend([Item::Nl, Item::Name(b.name), Item::S(" =")]);
                        self.rhs_items(rhs, out);
                    }
                    out.push(Item::Dedent);
                } else {
                    for &(b, rhs) in &program[bind.pairs] {
                        out.extend([Item::S("let "), Item::Name(b.name), Item::S(" =")]);
                        self.rhs_items(rhs, out);
                    }
                }
                out.extend([Item::Nl, Item::S("in "), Item::Expr(body, P::Top)]);
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Case(scrut, b, _, alts) => {
                let alts = &program[alts];
                let paren = p > P::Top;
                if paren {
                    out.push(Item::S("("));
                }
                out.extend([Item::S("case "), Item::Expr(scrut, P::Top), Item::S(" of")]);
                if self.used.contains(&b.name) {
                    out.extend([Item::S(" "), Item::Name(b.name)]);
                }
                if alts.is_empty() {
                    out.push(Item::S(" {}"));
                } else {
                    out.extend([Item::S(" {"), Item::Indent]);
                    for (i, alt) in alts.iter().enumerate() {
                        out.push(Item::Nl);
                        self.alt(alt, out);
                        if i + 1 < alts.len() {
                            out.push(Item::S(";"));
                        }
                    }
                    out.extend([Item::Dedent, Item::Nl, Item::S("}")]);
                }
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Cast(inner, ty) => {
                let paren = p > P::Top;
                if paren {
                    out.push(Item::S("("));
                }
                out.extend([
                    Item::Expr(inner, P::Fun),
                    Item::S(" |> "),
                    Item::Type(ty, TP::FunArg),
                ]);
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Tick(span, inner) => {
                let paren = p > P::Top;
                if paren {
                    out.push(Item::S("("));
                }
                out.push(Item::Text(format!("src<{}> ", self.span_text(span.as_ref()))));
                out.push(Item::Expr(inner, P::Top));
                if paren {
                    out.push(Item::S(")"));
                }
            }
            Expr::Type(ty) => out.extend([Item::S("@"), Item::Type(ty, TP::Atom)]),
            Expr::Coercion => out.push(Item::S("<co>")),
        }
    }

    fn alt(&self, alt: &Alt, out: &mut Vec<Item>) {
        match &alt.con {
            AltCon::Data(dc) => out.push(Item::Name(*dc)),
            AltCon::Lit(lit) => out.push(Item::Text(lit_text(lit, self.program))),
            AltCon::Default => out.push(Item::S("DEFAULT")),
        }
        for b in &self.program[alt.binders] {
            out.push(Item::S(" "));
            if self.names.info(b.name).sort == NameSort::TyVar {
                out.push(Item::S("@"));
            }
            out.push(Item::Name(b.name));
        }
        out.push(Item::S(" ->"));
        self.rhs_items(alt.rhs, out);
    }

    fn span_text(&self, span: Option<&Span>) -> String {
        match span {
            None => String::new(),
            Some(s) => format!(
                "{}:{}:{}-{}:{}",
                self.names.interner.resolve(s.file),
                s.line1,
                s.col1,
                s.line2,
                s.col2
            ),
        }
    }

    /// The right of `=` or `->` (which the caller has written, without a trailing
    /// space): a `let` goes on a new, indented line, anything else follows on the same
    /// line.
    fn rhs_items(&self, rhs: ExprId, out: &mut Vec<Item>) {
        if matches!(self.program[rhs], Expr::Let(..)) {
            out.extend([Item::Indent, Item::Nl, Item::Expr(rhs, P::Top), Item::Dedent]);
        } else {
            out.extend([Item::S(" "), Item::Expr(rhs, P::Top)]);
        }
    }

    /// The items of `ty` at precedence `tp`, in output order.
    fn expand_type(&self, ty: TypeId, tp: TP, out: &mut Vec<Item>) {
        expand_type(self.program, ty, tp, out)
    }
}

/// The items of `ty` at precedence `tp`, in output order.
fn expand_type(program: &Program, ty: TypeId, tp: TP, out: &mut Vec<Item>) {
    let names = &program.names;
    match program[ty] {
        Type::Var(v) => out.push(Item::Name(v)),
        Type::Con(con, args) => {
            let args = &program[args];
            let occ = names.occ(con);
            let commas = occ.len().saturating_sub(2);
            let is_tuple = occ.len() >= 2
                && occ.starts_with('(')
                && occ.ends_with(')')
                && occ[1..occ.len() - 1].bytes().all(|b| b == b',');
            if (occ == "[]" || occ == "List") && args.len() == 1 {
                out.extend([Item::S("["), Item::Type(args[0], TP::Top), Item::S("]")]);
            } else if is_tuple && (args.len() == commas + 1 || (commas == 0 && args.is_empty())) {
                out.push(Item::S("("));
                for (i, &arg) in args.iter().enumerate() {
                    if i > 0 {
                        out.push(Item::S(", "));
                    }
                    out.push(Item::Type(arg, TP::Top));
                }
                out.push(Item::S(")"));
            } else {
                let paren = tp == TP::Atom && !args.is_empty();
                if paren {
                    out.push(Item::S("("));
                }
                out.push(Item::Name(con));
                for &arg in args.iter() {
                    out.extend([Item::S(" "), Item::Type(arg, TP::Atom)]);
                }
                if paren {
                    out.push(Item::S(")"));
                }
            }
        }
        Type::Fun(arg, res) => {
            let paren = tp > TP::Top;
            if paren {
                out.push(Item::S("("));
            }
            out.extend([Item::Type(arg, TP::FunArg), Item::S(" -> "), Item::Type(res, TP::Top)]);
            if paren {
                out.push(Item::S(")"));
            }
        }
        Type::ForAll(..) => {
            let paren = tp > TP::Top;
            if paren {
                out.push(Item::S("("));
            }
            out.push(Item::S("forall"));
            let mut body = ty;
            while let Type::ForAll(tv, inner) = program[body] {
                out.extend([Item::S(" "), Item::Name(tv)]);
                body = inner;
            }
            out.extend([Item::S(". "), Item::Type(body, TP::Top)]);
            if paren {
                out.push(Item::S(")"));
            }
        }
        Type::App(fun, arg) => {
            let paren = tp == TP::Atom;
            if paren {
                out.push(Item::S("("));
            }
            out.extend([Item::Type(fun, TP::FunArg), Item::S(" "), Item::Type(arg, TP::Atom)]);
            if paren {
                out.push(Item::S(")"));
            }
        }
        Type::NumLit(n) => {
            if n < 0 && tp == TP::Atom {
                out.push(Item::Text(format!("({n})")));
            } else {
                out.push(Item::Text(n.to_string()));
            }
        }
        Type::StrLit(s) => {
            let mut text = String::new();
            quote_str(names.interner.resolve(s).chars(), &mut text);
            out.push(Item::Text(text));
        }
        Type::Other => out.push(Item::S("<other>")),
    }
}

/// Haskell's symbol characters: an occurrence made only of these is an operator.
fn is_operator(occ: &str) -> bool {
    !occ.is_empty() && occ.chars().all(|c| "!#$%&*+./<=>?@\\^|-~:".contains(c))
}

/// `occ`, qualified by `module` if given, parenthesized if it is an operator.
fn prefix_form(module: Option<&str>, occ: &str) -> String {
    let full = match module {
        Some(m) => format!("{m}.{occ}"),
        None => occ.to_string(),
    };
    if is_operator(occ) {
        format!("({full})")
    } else {
        full
    }
}

/// A literal in Haskell's (and GHC Core's) syntax.
fn lit_text(lit: &Lit, program: &Program) -> String {
    let mut s = String::new();
    match *lit {
        Lit::Char(c) => {
            s.push('\'');
            escape_char(c, '\'', &mut s);
            s.push('\'');
        }
        Lit::Num(ty, n) => {
            let suffix = match ty {
                NumTy::Integer | NumTy::Natural => "",
                NumTy::Int => "#",
                NumTy::Int64 => "#Int64",
                NumTy::Word => "##",
                NumTy::Word64 => "##Word64",
            };
            let _ = write!(s, "{n}{suffix}");
        }
        Lit::BigNum(_, digits) => s.push_str(program.names.interner.resolve(digits)),
        Lit::Str(bytes) => {
            quote_str(program.nodes[bytes].iter().map(|&b| char::from(b)), &mut s);
            s.push('#');
        }
        Lit::Float(x) => {
            s.push_str(&float_text(x.is_nan(), x.is_infinite(), x < 0.0, format!("{x:?}")));
            s.push('#');
        }
        Lit::Double(x) => {
            s.push_str(&float_text(x.is_nan(), x.is_infinite(), x < 0.0, format!("{x:?}")));
            s.push_str("##");
        }
        Lit::NullAddr => s.push_str("__NULL"),
        Lit::Rubbish => s.push_str("RUBBISH"),
        Lit::Label(l) => {
            s.push_str("__label ");
            quote_str(program.names.interner.resolve(l).chars(), &mut s);
        }
    }
    s
}

fn float_text(nan: bool, inf: bool, neg: bool, finite: String) -> String {
    match (nan, inf, neg) {
        (true, _, _) => "NaN".into(),
        (_, true, false) => "Infinity".into(),
        (_, true, true) => "-Infinity".into(),
        _ => finite,
    }
}

/// Appends `c` escaped as Haskell's `show` does inside `quote`s.
fn escape_char(c: char, quote: char, out: &mut String) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        ' '..='~' => out.push(c),
        c => {
            let _ = write!(out, "\\{}", c as u32);
        }
    }
}

/// A double-quoted Haskell string; `\&` separates a numeric escape from a following digit.
fn quote_str(chars: impl Iterator<Item = char>, out: &mut String) {
    out.push('"');
    let mut after_numeric = false;
    for c in chars {
        if after_numeric && c.is_ascii_digit() {
            out.push_str("\\&");
        }
        let before = out.len();
        escape_char(c, '"', out);
        after_numeric = out[before..].starts_with('\\')
            && out[before + 1..].starts_with(|d: char| d.is_ascii_digit());
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        let mut names = Names::default();
        let module = names.interner.intern("M");
        let label = names.interner.intern("f");
        let mut program = Program::new(module, names);
        let foo = program.nodes.bytes.alloc(std::sync::Arc::from(&b"foo"[..]));
        let escaped = program.nodes.bytes.alloc(std::sync::Arc::from(&b"\x01\x32\""[..]));
        let lit_text = |lit: &Lit| lit_text(lit, &program);
        assert_eq!(lit_text(&Lit::Char('c')), "'c'");
        assert_eq!(lit_text(&Lit::Char('\'')), "'\\''");
        assert_eq!(lit_text(&Lit::Char('λ')), "'\\955'");
        assert_eq!(lit_text(&Lit::Num(NumTy::Int, 3)), "3#");
        assert_eq!(lit_text(&Lit::Num(NumTy::Word, 3)), "3##");
        assert_eq!(lit_text(&Lit::Num(NumTy::Integer, -3)), "-3");
        assert_eq!(lit_text(&Lit::Str(foo)), "\"foo\"#");
        assert_eq!(lit_text(&Lit::Str(escaped)), "\"\\1\\&2\\\"\"#");
        assert_eq!(lit_text(&Lit::Double(2.5)), "2.5##");
        assert_eq!(lit_text(&Lit::Float(2.5)), "2.5#");
        assert_eq!(lit_text(&Lit::Double(f64::INFINITY)), "Infinity##");
        assert_eq!(lit_text(&Lit::Label(label)), "__label \"f\"");
    }

    #[test]
    fn operators() {
        assert_eq!(prefix_form(None, "+#"), "(+#)");
        assert_eq!(prefix_form(Some("GHC.Base"), "++"), "(GHC.Base.++)");
        assert_eq!(prefix_form(Some("GHC.Base"), "."), "(GHC.Base..)");
        assert_eq!(prefix_form(None, ":"), "(:)");
        assert_eq!(prefix_form(None, "$fEqInt"), "$fEqInt");
        assert_eq!(prefix_form(None, "[]"), "[]");
        assert_eq!(prefix_form(Some("M"), "map"), "M.map");
    }
}
