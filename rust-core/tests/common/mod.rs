//! Helpers shared by the integration tests: building programs by hand, and a tiny
//! writer for wire bytes that follows docs/wire-format.md independently of the encoder.

#![allow(dead_code)]

use std::cell::RefCell;
use std::sync::Arc;

use g2core::ir::{
    Alt, AltCon, Bind, Binder, BytesId, DataCon, Expr, ExprId, Field, Instance, Lit, NameId,
    NameInfo, NameSort, Names, Nodes, Program, Symbol, TyCon, TyConFlavour, Type, TypeId,
};

/// Builds a [`Program`] by hand. The nodes are behind a `RefCell` so that builder calls
/// nest (`b.app(b.var(f), &[b.var(x)])`) as the expressions they build do.
#[derive(Default)]
pub struct Build {
    pub names: Names,
    nodes: RefCell<Nodes>,
}

impl Build {
    pub fn new() -> Self {
        Build::default()
    }

    /// Goes on building `p`: its names and nodes move into the builder until
    /// [`Build::give_back`].
    pub fn resume(p: &mut Program) -> Self {
        Build {
            names: std::mem::take(&mut p.names),
            nodes: RefCell::new(std::mem::take(&mut p.nodes)),
        }
    }

    pub fn give_back(self, p: &mut Program) {
        p.names = self.names;
        p.nodes = self.nodes.into_inner();
    }

    pub fn global(&mut self, module: &str, occ: &str, sort: NameSort) -> NameId {
        let module = Some(self.names.interner.intern(module));
        let occ = self.names.interner.intern(occ);
        self.names.add(NameInfo { module, occ, unique: 0, sort })
    }

    pub fn local(&mut self, occ: &str, unique: u64) -> NameId {
        let occ = self.names.interner.intern(occ);
        self.names.add(NameInfo { module: None, occ, unique, sort: NameSort::Local })
    }

    pub fn tyvar(&mut self, occ: &str, unique: u64) -> NameId {
        let occ = self.names.interner.intern(occ);
        self.names.add(NameInfo { module: None, occ, unique, sort: NameSort::TyVar })
    }

    pub fn symbol(&mut self, s: &str) -> Symbol {
        self.names.interner.intern(s)
    }

    pub fn finish(self, module: &str) -> Program {
        let mut names = self.names;
        let module = names.interner.intern(module);
        let mut p = Program::new(module, names);
        p.nodes = self.nodes.into_inner();
        p
    }

    // Types.
    pub fn ty(&self, t: Type) -> TypeId {
        self.nodes.borrow_mut().types.alloc(t)
    }
    pub fn con(&self, tc: NameId, args: &[TypeId]) -> TypeId {
        let args = self.nodes.borrow_mut().type_lists.alloc_many(args.iter().copied());
        self.ty(Type::Con(tc, args))
    }
    pub fn fun(&self, a: TypeId, b: TypeId) -> TypeId {
        self.ty(Type::Fun(a, b))
    }
    pub fn forall(&self, tv: NameId, body: TypeId) -> TypeId {
        self.ty(Type::ForAll(tv, body))
    }
    pub fn other(&self) -> TypeId {
        self.ty(Type::Other)
    }
    pub fn binder(&self, name: NameId, ty: TypeId) -> Binder {
        Binder { name, ty }
    }

    // Expressions.
    pub fn expr(&self, e: Expr) -> ExprId {
        self.nodes.borrow_mut().exprs.alloc(e)
    }
    pub fn bytes(&self, bytes: &[u8]) -> BytesId {
        self.nodes.borrow_mut().bytes.alloc(Arc::from(bytes))
    }
    pub fn var(&self, v: NameId) -> ExprId {
        self.expr(Expr::Var(v))
    }
    pub fn lit(&self, l: Lit) -> ExprId {
        self.expr(Expr::Lit(l))
    }
    pub fn app(&self, f: ExprId, args: &[ExprId]) -> ExprId {
        args.iter().fold(f, |f, &a| self.expr(Expr::App(f, a)))
    }
    pub fn ty_arg(&self, ty: TypeId) -> ExprId {
        self.expr(Expr::Type(ty))
    }
    pub fn lam(&self, b: Binder, body: ExprId) -> ExprId {
        self.expr(Expr::Lam(b, body))
    }
    pub fn let_(&self, is_rec: bool, pairs: &[(Binder, ExprId)], body: ExprId) -> ExprId {
        let bind = self.bind(is_rec, pairs);
        self.expr(Expr::Let(bind, body))
    }
    pub fn case(&self, scrut: ExprId, b: Binder, ty: TypeId, alts: &[Alt]) -> ExprId {
        let alts = self.nodes.borrow_mut().alts.alloc_many(alts.iter().copied());
        self.expr(Expr::Case(scrut, b, ty, alts))
    }
    pub fn alt(&self, con: AltCon, binders: &[Binder], rhs: ExprId) -> Alt {
        let binders = self.nodes.borrow_mut().binders.alloc_many(binders.iter().copied());
        Alt { con, binders, rhs }
    }
    pub fn cast(&self, e: ExprId, ty: TypeId) -> ExprId {
        self.expr(Expr::Cast(e, ty))
    }
    pub fn bind(&self, is_rec: bool, pairs: &[(Binder, ExprId)]) -> Bind {
        Bind { is_rec, pairs: self.nodes.borrow_mut().pairs.alloc_many(pairs.iter().copied()) }
    }
}

/// Adds a type constructor and its data constructors `(name, fields)` with tags 1...
pub fn add_tycon(
    p: &mut Program,
    name: NameId,
    flavour: TyConFlavour,
    tyvars: &[NameId],
    datacons: &[(NameId, Vec<Field>)],
) {
    let names: Vec<NameId> = datacons.iter().map(|(n, _)| *n).collect();
    let tc = TyCon { name, flavour, tyvars: tyvars.into(), datacons: names.into() };
    p.tycons.insert(name, tc);
    for (i, (dc, fields)) in datacons.iter().enumerate() {
        let dc = DataCon {
            name: *dc,
            tycon: name,
            tag: i as u32 + 1,
            n_univ: tyvars.len() as u32,
            tyvars: tyvars.into(),
            fields: fields.as_slice().into(),
            n_theta: 0,
            infix: false,
            prec: 9,
        };
        p.datacons.insert(dc.name, dc);
    }
}

/// A small module using every form of the format at least once:
///
/// ```text
/// data Bool = False | True;  data Int = I# Int#;  data Int#;  class Eq a = C:Eq (a -> a -> Bool)
/// instance Eq Int = $fEqInt
/// f :: Int -> Int
/// f = \x -> case x of wild { I# n -> case n of { 0# -> x; DEFAULT -> let y = n +# 1# in I# y } }
/// Rec { g :: forall a. a -> a
///       g = \ @a z -> src<M.hs:1:2-3:4> (g @a z |> a) }
/// lits = 'c' "foo"# 2.5## 1.5# __NULL RUBBISH (__label "l") 12345678901234567890 <co>
/// -- externals: GHC.Classes.== = \d -> letrec { r = r } in r
/// ```
pub fn sample() -> Program {
    let mut b = Build::new();
    let bool_tc = b.global("GHC.Types", "Bool", NameSort::TyCon);
    let false_dc = b.global("GHC.Types", "False", NameSort::DataCon);
    let true_dc = b.global("GHC.Types", "True", NameSort::DataCon);
    let int_tc = b.global("GHC.Types", "Int", NameSort::TyCon);
    let ihash = b.global("GHC.Types", "I#", NameSort::DataCon);
    let inthash_tc = b.global("GHC.Prim", "Int#", NameSort::TyCon);
    let eq_tc = b.global("GHC.Classes", "Eq", NameSort::TyCon);
    let eq_dc = b.global("GHC.Classes", "C:Eq", NameSort::DataCon);
    let eq_op = b.global("GHC.Classes", "==", NameSort::ClassOp { class: eq_tc, index: 0 });
    let dfun = b.global("GHC.Classes", "$fEqInt", NameSort::DFun);
    let plus = b.global("GHC.Prim", "+#", NameSort::PrimOp);
    let f = b.global("Main", "f", NameSort::Global);
    let g = b.global("Main", "g", NameSort::Global);
    let lits = b.global("Main", "lits", NameSort::Global);
    let x = b.local("x", 1);
    let wild = b.local("wild", 2);
    let n = b.local("n", 3);
    let y = b.local("y", 4);
    let a = b.tyvar("a", 5);
    let z = b.local("z", 6);
    let d = b.local("d", 7);
    let r = b.local("r", 8);
    let file = b.names.interner.intern("M.hs");
    b.names.spans.insert(f, g2core::ir::Span { file, line1: 3, col1: 1, line2: 3, col2: 20 });

    let int = b.con(int_tc, &[]);
    let inth = b.con(inthash_tc, &[]);
    let boolt = b.con(bool_tc, &[]);
    let av = b.ty(Type::Var(a));
    let label = b.symbol("l");

    // f
    let inner = b.case(
        b.var(n),
        b.binder(wild, inth),
        int,
        &[
            b.alt(AltCon::Lit(Lit::Num(g2core::ir::NumTy::Int, 0)), &[], b.var(x)),
            b.alt(
                AltCon::Default,
                &[],
                b.let_(
                    false,
                    &[(
                        b.binder(y, inth),
                        b.app(b.var(plus), &[b.var(n), b.lit(Lit::Num(g2core::ir::NumTy::Int, 1))]),
                    )],
                    b.app(b.var(ihash), &[b.var(y)]),
                ),
            ),
        ],
    );
    let f_rhs = b.lam(
        b.binder(x, int),
        b.case(
            b.var(x),
            b.binder(wild, int),
            int,
            &[b.alt(AltCon::Data(ihash), &[b.binder(n, inth)], inner)],
        ),
    );
    // g
    let tick = b.expr(Expr::Tick(
        Some(g2core::ir::Span { file, line1: 1, col1: 2, line2: 3, col2: 4 }),
        b.cast(b.app(b.var(g), &[b.ty_arg(av), b.var(z)]), av),
    ));
    let g_ty = b.forall(a, b.fun(av, av));
    let g_rhs = b.lam(b.binder(a, b.other()), b.lam(b.binder(z, av), tick));
    // lits
    let lits_rhs = b.app(
        b.lit(Lit::Char('c')),
        &[
            b.lit(Lit::Str(b.bytes(b"foo"))),
            b.lit(Lit::Double(2.5)),
            b.lit(Lit::Float(1.5)),
            b.lit(Lit::NullAddr),
            b.lit(Lit::Rubbish),
            b.lit(Lit::Label(label)),
            b.lit(Lit::Num(g2core::ir::NumTy::Integer, 12345678901234567890)),
            b.expr(Expr::Coercion),
        ],
    );
    // externals
    let eq_rhs =
        b.lam(b.binder(d, b.other()), b.let_(true, &[(b.binder(r, boolt), b.var(r))], b.var(r)));

    let binds = vec![
        b.bind(false, &[(b.binder(f, b.fun(int, int)), f_rhs)]),
        b.bind(true, &[(b.binder(g, g_ty), g_rhs)]),
        b.bind(false, &[(b.binder(lits, b.other()), lits_rhs)]),
    ];
    let externals = vec![b.bind(false, &[(b.binder(eq_op, b.other()), eq_rhs)])];
    let eq_field_ty = b.fun(av, b.fun(av, boolt));
    let mut p = b.finish("Main");
    add_tycon(&mut p, bool_tc, TyConFlavour::Data, &[], &[(false_dc, vec![]), (true_dc, vec![])]);
    add_tycon(
        &mut p,
        int_tc,
        TyConFlavour::Data,
        &[],
        &[(ihash, vec![Field { ty: inth, strict: false, label: None }])],
    );
    add_tycon(&mut p, inthash_tc, TyConFlavour::Abstract, &[], &[]);
    add_tycon(
        &mut p,
        eq_tc,
        TyConFlavour::Class,
        &[a],
        &[(eq_dc, vec![Field { ty: eq_field_ty, strict: false, label: None }])],
    );
    p.instances.push(Instance { dfun, class: eq_tc, types: Box::new([int]) });
    p.binds = binds;
    p.externals = externals;
    p.index_globals();
    p
}

/// A writer for wire bytes, independent of `g2core::wire::encode`.
#[derive(Default)]
pub struct W(pub Vec<u8>);

impl W {
    pub fn u8(&mut self, x: u8) -> &mut Self {
        self.0.push(x);
        self
    }
    pub fn u32(&mut self, x: u32) -> &mut Self {
        self.0.extend_from_slice(&x.to_le_bytes());
        self
    }
    pub fn u64(&mut self, x: u64) -> &mut Self {
        self.0.extend_from_slice(&x.to_le_bytes());
        self
    }
    pub fn str(&mut self, s: &str) -> &mut Self {
        self.u32(s.len() as u32);
        self.0.extend_from_slice(s.as_bytes());
        self
    }
    pub fn header(&mut self, module: &str, strings: &[&str]) -> &mut Self {
        self.0.extend_from_slice(b"G2CORE\0\0");
        self.u32(g2core::wire::VERSION).str(module).u32(strings.len() as u32);
        for s in strings {
            self.str(s);
        }
        self
    }
    /// A name without span: module sidx (or none), occ sidx, unique, sort.
    pub fn name(&mut self, module: Option<u32>, occ: u32, unique: u64, sort: u8) -> &mut Self {
        self.u32(module.unwrap_or(u32::MAX)).u32(occ).u64(unique).u8(sort)
    }
    pub fn trailer(&mut self) -> &mut Self {
        self.0.extend_from_slice(b"END!");
        self
    }
}
