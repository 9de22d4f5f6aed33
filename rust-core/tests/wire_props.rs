//! Property tests of the wire format: generated programs round-trip byte for byte, and
//! mutated encodings never make the decoder (or the printer and census after it) panic.
//!
//! Programs are generated as owned specs and then built into a program's nodes;
//! name references are indices taken modulo the size of the name table, so that every
//! generated program is well-formed by construction.

mod common;

use std::cell::RefCell;
use std::sync::Arc;

use g2core::ir::census::Census;
use g2core::ir::render::render;
use g2core::ir::{
    Alt, AltCon, Bind, Binder, DataCon, Expr, ExprId, Field, Instance, Lit, NameId, NameInfo,
    NameSort, Names, Namespace, Nodes, NumTy, Program, Span, TyCon, TyConFlavour, Type, TypeId,
};
use g2core::wire::{decode, encode};
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;

/// Cases per property; fixed so that the report can state them.
const ROUND_TRIP_CASES: u32 = 2000;
const MUTATION_CASES: u32 = 3000;
const SAMPLE_MUTATION_CASES: u32 = 10000;

#[derive(Debug, Clone)]
struct SpanSpec(u8, u32, u32, u32, u32);

#[derive(Debug, Clone)]
struct NameSpec {
    module: Option<u8>,
    occ: String,
    unique: u64,
    sort: u8,
    span: Option<SpanSpec>,
}

#[derive(Debug, Clone)]
enum T {
    Var(u16),
    Con(u16, Vec<T>),
    Fun(Box<T>, Box<T>),
    ForAll(u16, Box<T>),
    App(Box<T>, Box<T>),
    Num(i128),
    Str(String),
    Other,
}

#[derive(Debug, Clone)]
enum L {
    Char(char),
    Num(u8, i128),
    Str(Vec<u8>),
    Float(u32),
    Double(u64),
    Null,
    Rubbish,
    Label(String),
}

#[derive(Debug, Clone)]
enum AC {
    Data(u16),
    Lit(L),
    Default,
}

type B = (u16, T);

#[derive(Debug, Clone)]
enum E {
    Var(u16),
    Lit(L),
    App(Box<E>, Box<E>),
    Lam(B, Box<E>),
    Let(bool, Vec<(B, E)>, Box<E>),
    Case(Box<E>, B, T, Vec<(AC, Vec<B>, E)>),
    Cast(Box<E>, T),
    Tick(Option<SpanSpec>, Box<E>),
    Type(T),
    Coercion,
}

#[derive(Debug, Clone)]
struct DataConSpec {
    tag: u32,
    n_univ: u8,
    tyvars: Vec<u16>,
    fields: Vec<(T, bool, Option<String>)>,
    n_theta: u8,
    infix: bool,
    prec: u8,
}

#[derive(Debug, Clone)]
struct TyConSpec {
    flavour: u8,
    tyvars: Vec<u16>,
    datacons: Vec<DataConSpec>,
}

#[derive(Debug, Clone)]
struct ProgSpec {
    module: String,
    names: Vec<NameSpec>,
    tycons: Vec<TyConSpec>,
    binds: Vec<(bool, Vec<(B, E)>)>,
    externals: Vec<(bool, Vec<(B, E)>)>,
    instances: Vec<(u16, u16, Vec<T>)>,
}

const MODULES: [&str; 3] = ["M", "GHC.Base", "A.B"];
const FILES: [&str; 2] = ["M.hs", "src/A/B.hs"];

// ----- strategies -------------------------------------------------------------------

fn arb_span() -> impl Strategy<Value = SpanSpec> {
    (0u8..2, any::<u32>(), any::<u32>(), any::<u32>(), any::<u32>())
        .prop_map(|(f, a, b, c, d)| SpanSpec(f, a, b, c, d))
}

fn arb_name() -> impl Strategy<Value = NameSpec> {
    (
        option::of(0u8..3),
        prop_oneof!["[a-c]{1,2}", "[+:#]{1,2}", "\\PC{1,3}"],
        0u64..4,
        // Type and data constructors are weighted up so that the tables are not empty.
        prop_oneof![3 => 0u8..10, 1 => Just(8u8), 1 => Just(2u8)],
        option::of(arb_span()),
    )
        .prop_map(|(module, occ, unique, sort, span)| NameSpec {
            module,
            occ,
            unique,
            sort,
            span,
        })
}

fn arb_type() -> impl Strategy<Value = T> {
    let leaf = prop_oneof![
        any::<u16>().prop_map(T::Var),
        any::<u16>().prop_map(|n| T::Con(n, vec![])),
        any::<i128>().prop_map(T::Num),
        "\\PC{0,4}".prop_map(T::Str),
        Just(T::Other),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            (any::<u16>(), vec(inner.clone(), 0..3)).prop_map(|(n, args)| T::Con(n, args)),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| T::Fun(Box::new(a), Box::new(b))),
            (any::<u16>(), inner.clone()).prop_map(|(n, b)| T::ForAll(n, Box::new(b))),
            (inner.clone(), inner).prop_map(|(a, b)| T::App(Box::new(a), Box::new(b))),
        ]
    })
}

fn arb_lit() -> impl Strategy<Value = L> {
    prop_oneof![
        any::<char>().prop_map(L::Char),
        (0u8..6, any::<i128>()).prop_map(|(t, n)| L::Num(t, n)),
        vec(any::<u8>(), 0..6).prop_map(L::Str),
        any::<u32>().prop_map(L::Float),
        any::<u64>().prop_map(L::Double),
        Just(L::Null),
        Just(L::Rubbish),
        "\\PC{0,5}".prop_map(L::Label),
    ]
}

fn arb_binder() -> impl Strategy<Value = B> {
    (any::<u16>(), arb_type())
}

fn arb_expr() -> impl Strategy<Value = E> {
    let leaf = prop_oneof![
        any::<u16>().prop_map(E::Var),
        arb_lit().prop_map(E::Lit),
        arb_type().prop_map(E::Type),
        Just(E::Coercion),
    ];
    leaf.prop_recursive(5, 48, 4, |inner| {
        let alt = (
            prop_oneof![
                any::<u16>().prop_map(AC::Data),
                arb_lit().prop_map(AC::Lit),
                Just(AC::Default)
            ],
            vec(arb_binder(), 0..3),
            inner.clone(),
        );
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(f, a)| E::App(Box::new(f), Box::new(a))),
            (arb_binder(), inner.clone()).prop_map(|(b, e)| E::Lam(b, Box::new(e))),
            (any::<bool>(), vec((arb_binder(), inner.clone()), 0..3), inner.clone()).prop_map(
                |(rec, mut pairs, body)| {
                    let rec = rec || pairs.is_empty();
                    if !rec {
                        pairs.truncate(1);
                    }
                    E::Let(rec, pairs, Box::new(body))
                }
            ),
            (inner.clone(), arb_binder(), arb_type(), vec(alt, 0..3))
                .prop_map(|(s, b, t, alts)| E::Case(Box::new(s), b, t, alts)),
            (inner.clone(), arb_type()).prop_map(|(e, t)| E::Cast(Box::new(e), t)),
            (option::of(arb_span()), inner).prop_map(|(s, e)| E::Tick(s, Box::new(e))),
        ]
    })
}

fn arb_bind() -> impl Strategy<Value = (bool, Vec<(B, E)>)> {
    (any::<bool>(), vec((arb_binder(), arb_expr()), 0..3)).prop_map(|(rec, mut pairs)| {
        let rec = rec || pairs.is_empty();
        if !rec {
            pairs.truncate(1);
        }
        (rec, pairs)
    })
}

fn arb_tycon() -> impl Strategy<Value = TyConSpec> {
    let datacon =
        (
            any::<u32>(),
            any::<u8>(),
            vec(any::<u16>(), 0..3),
            vec((arb_type(), any::<bool>(), option::of("[a-z]{1,3}")), 0..3),
            (any::<u8>(), any::<bool>(), 0u8..10),
        )
            .prop_map(|(tag, n_univ, tyvars, fields, (n_theta, infix, prec))| {
                DataConSpec { tag, n_univ, tyvars, fields, n_theta, infix, prec }
            });
    (0u8..5, vec(any::<u16>(), 0..3), vec(datacon, 0..3))
        .prop_map(|(flavour, tyvars, datacons)| TyConSpec { flavour, tyvars, datacons })
}

fn arb_program() -> impl Strategy<Value = ProgSpec> {
    (
        "[A-Z][a-z]{0,3}",
        vec(arb_name(), 1..16),
        vec(arb_tycon(), 0..4),
        vec(arb_bind(), 0..4),
        vec(arb_bind(), 0..3),
        vec((any::<u16>(), any::<u16>(), vec(arb_type(), 0..2)), 0..3),
    )
        .prop_map(|(module, names, tycons, binds, externals, instances)| ProgSpec {
            module,
            names,
            tycons,
            binds,
            externals,
            instances,
        })
}

// ----- building ---------------------------------------------------------------------

struct Builder {
    names: RefCell<Names>,
    nodes: RefCell<Nodes>,
    n_names: u32,
    datacon_ids: Vec<NameId>,
    file_syms: Vec<g2core::ir::Symbol>,
}

impl Builder {
    fn name(&self, i: u16) -> NameId {
        NameId(u32::from(i) % self.n_names)
    }

    fn span(&self, s: &SpanSpec) -> Span {
        Span { file: self.file_syms[s.0 as usize], line1: s.1, col1: s.2, line2: s.3, col2: s.4 }
    }

    fn symbol(&self, s: &str) -> g2core::ir::Symbol {
        self.names.borrow_mut().interner.intern(s)
    }

    fn ty(&self, t: &T) -> TypeId {
        let ty = match t {
            T::Var(n) => Type::Var(self.name(*n)),
            T::Con(n, args) => {
                let args: Vec<_> = args.iter().map(|t| self.ty(t)).collect();
                Type::Con(self.name(*n), self.nodes.borrow_mut().type_lists.alloc_many(args))
            }
            T::Fun(x, y) => Type::Fun(self.ty(x), self.ty(y)),
            T::ForAll(n, b) => Type::ForAll(self.name(*n), self.ty(b)),
            T::App(x, y) => Type::App(self.ty(x), self.ty(y)),
            T::Num(n) => Type::NumLit(*n),
            T::Str(s) => Type::StrLit(self.symbol(s)),
            T::Other => Type::Other,
        };
        self.nodes.borrow_mut().types.alloc(ty)
    }

    fn lit(&self, l: &L) -> Lit {
        match l {
            L::Char(c) => Lit::Char(*c),
            L::Num(t, n) => {
                let ty = [
                    NumTy::Integer,
                    NumTy::Natural,
                    NumTy::Int,
                    NumTy::Int64,
                    NumTy::Word,
                    NumTy::Word64,
                ][*t as usize];
                Lit::Num(ty, *n)
            }
            L::Str(b) => Lit::Str(self.nodes.borrow_mut().bytes.alloc(Arc::from(&b[..]))),
            L::Float(bits) => {
                let x = f32::from_bits(*bits);
                Lit::Float(if x.is_finite() { x } else { 1.5 })
            }
            L::Double(bits) => {
                let x = f64::from_bits(*bits);
                Lit::Double(if x.is_finite() { x } else { -2.5 })
            }
            L::Null => Lit::NullAddr,
            L::Rubbish => Lit::Rubbish,
            L::Label(s) => Lit::Label(self.symbol(s)),
        }
    }

    fn binder(&self, b: &B) -> Binder {
        Binder { name: self.name(b.0), ty: self.ty(&b.1) }
    }

    fn bind(&self, rec: bool, pairs: &[(B, E)]) -> Bind {
        let pairs: Vec<_> = pairs.iter().map(|(b, e)| (self.binder(b), self.expr(e))).collect();
        Bind { is_rec: rec, pairs: self.nodes.borrow_mut().pairs.alloc_many(pairs) }
    }

    fn expr(&self, e: &E) -> ExprId {
        let e = match e {
            E::Var(n) => Expr::Var(self.name(*n)),
            E::Lit(l) => Expr::Lit(self.lit(l)),
            E::App(f, x) => Expr::App(self.expr(f), self.expr(x)),
            E::Lam(b, body) => Expr::Lam(self.binder(b), self.expr(body)),
            E::Let(rec, pairs, body) => Expr::Let(self.bind(*rec, pairs), self.expr(body)),
            E::Case(s, b, t, alts) => {
                let alts: Vec<_> = alts
                    .iter()
                    .map(|(con, bs, rhs)| {
                        let con = match con {
                            AC::Data(n) if !self.datacon_ids.is_empty() => {
                                AltCon::Data(self.datacon_ids[*n as usize % self.datacon_ids.len()])
                            }
                            AC::Data(_) | AC::Default => AltCon::Default,
                            AC::Lit(l) => AltCon::Lit(self.lit(l)),
                        };
                        let bs: Vec<_> = bs.iter().map(|b| self.binder(b)).collect();
                        let rhs = self.expr(rhs);
                        Alt { con, binders: self.nodes.borrow_mut().binders.alloc_many(bs), rhs }
                    })
                    .collect();
                let (s, b, t) = (self.expr(s), self.binder(b), self.ty(t));
                Expr::Case(s, b, t, self.nodes.borrow_mut().alts.alloc_many(alts))
            }
            E::Cast(e, t) => Expr::Cast(self.expr(e), self.ty(t)),
            E::Tick(s, e) => Expr::Tick(s.as_ref().map(|s| self.span(s)), self.expr(e)),
            E::Type(t) => Expr::Type(self.ty(t)),
            E::Coercion => Expr::Coercion,
        };
        self.nodes.borrow_mut().exprs.alloc(e)
    }
}

fn sort_of(s: u8) -> NameSort {
    match s {
        0 => NameSort::Local,
        1 | 4 => NameSort::Global, // class methods get their class below
        2 => NameSort::DataCon,
        3 => NameSort::PrimOp,
        5 => NameSort::RecordSel,
        6 => NameSort::DFun,
        7 => NameSort::TyVar,
        8 => NameSort::TyCon,
        _ => NameSort::Foreign,
    }
}

fn build(spec: &ProgSpec) -> Program {
    let mut names = Names::default();
    let mut fresh = Vec::new();
    for n in &spec.names {
        let module = n.module.map(|m| names.interner.intern(MODULES[m as usize]));
        let occ = names.interner.intern(&n.occ);
        let before = names.len();
        let id = names.add(NameInfo { module, occ, unique: n.unique, sort: sort_of(n.sort) });
        if names.len() > before {
            fresh.push((id, n));
        }
    }
    let ids_in = |names: &Names, ns: Namespace| -> Vec<NameId> {
        names.ids().filter(|&id| names.info(id).sort.namespace() == ns).collect()
    };
    let tycon_ids = ids_in(&names, Namespace::TyCon);
    let datacon_ids = ids_in(&names, Namespace::DataCon);
    for (i, (id, n)) in fresh.iter().enumerate() {
        if n.sort == 4 && !tycon_ids.is_empty() {
            let class = tycon_ids[(n.unique as usize + i) % tycon_ids.len()];
            names.set_sort(*id, NameSort::ClassOp { class, index: i as u32 });
        }
    }
    let file_syms = FILES.iter().map(|f| names.interner.intern(f)).collect();
    let n_names = names.len() as u32;
    let b = Builder {
        names: RefCell::new(names),
        nodes: RefCell::default(),
        n_names,
        datacon_ids: datacon_ids.clone(),
        file_syms,
    };
    for (id, n) in &fresh {
        if let Some(s) = &n.span {
            let span = b.span(s);
            b.names.borrow_mut().spans.insert(*id, span);
        }
    }

    let binds: Vec<_> = spec.binds.iter().map(|(rec, pairs)| b.bind(*rec, pairs)).collect();
    let externals: Vec<_> = spec.externals.iter().map(|(rec, pairs)| b.bind(*rec, pairs)).collect();
    let instances: Vec<_> = spec
        .instances
        .iter()
        .map(|(d, c, tys)| {
            let tys: Vec<_> = tys.iter().map(|t| b.ty(t)).collect();
            Instance { dfun: b.name(*d), class: b.name(*c), types: tys.into() }
        })
        .collect();

    let mut tycons = Vec::new();
    let mut datacons = Vec::new();
    let mut pool = datacon_ids.into_iter();
    for (tc_spec, &tc_name) in spec.tycons.iter().zip(&tycon_ids) {
        let tyvars: Vec<_> = tc_spec.tyvars.iter().map(|&v| b.name(v)).collect();
        let mut dc_names = Vec::new();
        for dc in &tc_spec.datacons {
            let Some(dc_name) = pool.next() else { break };
            let tyvars: Vec<_> = dc.tyvars.iter().map(|&v| b.name(v)).collect();
            let fields: Vec<_> = dc
                .fields
                .iter()
                .map(|(t, strict, label)| Field {
                    ty: b.ty(t),
                    strict: *strict,
                    label: label.as_deref().map(|l| b.symbol(l)),
                })
                .collect();
            let datacon = DataCon {
                name: dc_name,
                tycon: tc_name,
                tag: dc.tag,
                n_univ: u32::from(dc.n_univ).min(tyvars.len() as u32),
                tyvars: tyvars.into(),
                n_theta: u32::from(dc.n_theta).min(fields.len() as u32),
                fields: fields.into(),
                infix: dc.infix,
                prec: dc.prec,
            };
            datacons.push(datacon);
            dc_names.push(dc_name);
        }
        let flavour = [
            TyConFlavour::Data,
            TyConFlavour::Newtype,
            TyConFlavour::Class,
            TyConFlavour::Abstract,
            TyConFlavour::Synonym,
        ][tc_spec.flavour as usize];
        tycons.push(TyCon {
            name: tc_name,
            flavour,
            tyvars: tyvars.into(),
            datacons: dc_names.into(),
        });
    }
    let mut names = b.names.into_inner();
    let module = names.interner.intern(&spec.module);
    let mut p = Program::new(module, names);
    p.nodes = b.nodes.into_inner();
    p.tycons.extend(tycons.into_iter().map(|tc| (tc.name, tc)));
    p.datacons.extend(datacons.into_iter().map(|dc| (dc.name, dc)));
    p.binds = binds;
    p.externals = externals;
    p.instances = instances;
    p.index_globals();
    p
}

// ----- mutations --------------------------------------------------------------------

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Set(usize, u8),
    Truncate(usize),
    Insert(usize, Vec<u8>),
    Delete(usize, usize),
}

fn arb_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => (any::<usize>(), 0u8..8).prop_map(|(i, b)| Mutation::Flip(i, b)),
        3 => (any::<usize>(), prop_oneof![Just(0u8), Just(0xff), any::<u8>()]).prop_map(|(i, b)| Mutation::Set(i, b)),
        1 => any::<usize>().prop_map(Mutation::Truncate),
        2 => (any::<usize>(), vec(any::<u8>(), 1..8)).prop_map(|(i, b)| Mutation::Insert(i, b)),
        2 => (any::<usize>(), 1usize..8).prop_map(|(i, n)| Mutation::Delete(i, n)),
    ]
}

fn mutate(bytes: &mut Vec<u8>, m: &Mutation) {
    let len = bytes.len();
    if len == 0 {
        return;
    }
    match m {
        Mutation::Flip(i, bit) => bytes[i % len] ^= 1 << bit,
        Mutation::Set(i, b) => bytes[i % len] = *b,
        Mutation::Truncate(i) => bytes.truncate(i % len),
        Mutation::Insert(i, b) => {
            let at = i % (len + 1);
            bytes.splice(at..at, b.iter().copied());
        }
        Mutation::Delete(i, n) => {
            let at = i % len;
            bytes.drain(at..(at + n).min(len));
        }
    }
}

/// Decodes, and if that succeeds renders, counts and re-encodes: none of it may panic.
fn decode_everything(bytes: &[u8]) {
    if let Ok(p) = decode(bytes) {
        let _ = render(&p);
        let _ = Census::of(&p).to_string();
        let _ = encode(&p);
    }
}

// ----- properties -------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: ROUND_TRIP_CASES, ..ProptestConfig::default() })]

    #[test]
    fn encode_decode_encode_is_identity(spec in arb_program()) {
        let p = build(&spec);
        let bytes = encode(&p).unwrap();
        let q = decode(&bytes).unwrap();
        prop_assert_eq!(&encode(&q).unwrap(), &bytes);
        prop_assert_eq!(Census::of(&q), Census::of(&p));
        prop_assert_eq!(render(&q), render(&p));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: MUTATION_CASES, ..ProptestConfig::default() })]

    #[test]
    fn mutated_programs_never_panic(spec in arb_program(), mutations in vec(arb_mutation(), 1..4)) {
        let mut bytes = encode(&build(&spec)).unwrap();
        for m in &mutations {
            mutate(&mut bytes, m);
        }
        decode_everything(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: SAMPLE_MUTATION_CASES, ..ProptestConfig::default() })]

    #[test]
    fn mutated_sample_never_panics(mutations in vec(arb_mutation(), 1..6)) {
        let mut bytes = encode(&common::sample()).unwrap();
        for m in &mutations {
            mutate(&mut bytes, m);
        }
        decode_everything(&bytes);
    }
}
