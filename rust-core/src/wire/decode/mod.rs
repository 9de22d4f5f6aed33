//! Wire bytes to [`Program`]: the decoder for docs/wire-format.md, version 1.
//!
//! Names go into [`Names`] (deduplicated by key, so the wire index of a name is mapped
//! to a [`NameId`] through a table), spans into `names.spans`, types and expressions into
//! the program's arenas (`ir::Nodes`). Types and expressions are decoded with explicit
//! stacks rather than recursion, so that hostile or merely deep input cannot overflow the
//! thread's stack; see Note [Decoding without recursion] in `nested.rs`, which decodes
//! them.

mod nested;

use std::sync::Arc;

use num_bigint::BigInt;
use rustc_hash::FxHashMap;

use super::float::rational_to_f32;
use super::float::rational_to_f64;
use super::reader::Reader;
use super::{MAGIC, TRAILER, VERSION};
use crate::error::{Error, Result};
use crate::ir::{
    Bind, Binder, DataCon, Field, Gap, IdxRange, Instance, Lit, NameId, NameInfo, NameSort, Names,
    Namespace, Nodes, NumTy, Program, Provenance, Span, Symbol, TyCon, TyConFlavour, TypeId,
};

/// The longest Integer literal, or numerator or denominator of a floating literal, the
/// decoder accepts.
const MAX_BIG_INT_DIGITS: usize = 100_000;

/// Sentinel `sidx` meaning "none".
const NO_STRING: u32 = u32::MAX;

struct RawName {
    module: Option<Symbol>,
    occ: Symbol,
    unique: u64,
    sort: u8,
    class: Option<(usize, u32, u32)>,
    span: Option<Span>,
}

pub(super) struct Decoder<'b> {
    r: Reader<'b>,
    names: Names,
    /// The program's expressions and types so far.
    nodes: Nodes,
    /// The string table as read, and each entry's symbol.
    strings: Vec<&'b str>,
    symbols: Vec<Symbol>,
    /// Wire name index to the (deduplicated) name id.
    name_ids: Vec<NameId>,
}

impl<'b> Decoder<'b> {
    pub(super) fn new(bytes: &'b [u8]) -> Self {
        Decoder {
            r: Reader::new(bytes),
            names: Names::default(),
            nodes: Nodes::default(),
            strings: Vec::new(),
            symbols: Vec::new(),
            name_ids: Vec::new(),
        }
    }

    pub(super) fn file(mut self) -> Result<Program> {
        let magic = self.r.take(MAGIC.len(), "the magic bytes \"G2CORE\\0\\0\"")?;
        if magic != MAGIC {
            return Err(self.r.error_at(
                0,
                "expected the magic bytes \"G2CORE\\0\\0\"; this is not a G2 Core file",
            ));
        }
        let version = self.r.u32("the wire-format version")?;
        if version != VERSION {
            return Err(Error::Version { found: version, expected: VERSION });
        }
        let module = self.r.str("the module name")?;
        let module = self.names.interner.intern(module);
        self.string_table()?;
        self.name_table()?;

        let n_tycons = self.r.count("the type constructor table", 13)?;
        let mut tycons = Vec::with_capacity(n_tycons);
        for _ in 0..n_tycons {
            tycons.push(self.tycon()?);
        }
        let binds = self.binds("the bindings")?;
        let (externals, provenance) = self.externals()?;
        let gaps = self.gaps()?;
        let n_instances = self.r.count("the instance table", 12)?;
        let mut instances = Vec::with_capacity(n_instances);
        for _ in 0..n_instances {
            let dfun = self.name("an instance's dictionary function")?;
            let class = self.name("an instance's class")?;
            let types = self.types("an instance's types")?;
            instances.push(Instance { dfun, class, types });
        }
        let trailer = self.r.offset();
        if self.r.take(TRAILER.len(), "the trailer \"END!\"")? != TRAILER {
            return Err(self.r.error_at(trailer, "expected the trailer \"END!\""));
        }
        self.r.expect_end()?;

        let mut program = Program::new(module, self.names);
        program.nodes = self.nodes;
        for (at, tycon, datacons) in tycons {
            let name = tycon.name;
            if program.tycons.insert(name, tycon).is_some() {
                return Err(Error::Malformed {
                    offset: at,
                    what: format!(
                        "type constructor `{}` is described twice",
                        program.names.qualified(name)
                    ),
                });
            }
            for (at, datacon) in datacons {
                let name = datacon.name;
                if program.datacons.insert(name, datacon).is_some() {
                    return Err(Error::Malformed {
                        offset: at,
                        what: format!(
                            "data constructor `{}` is described twice",
                            program.names.qualified(name)
                        ),
                    });
                }
            }
        }
        program.binds = binds;
        program.externals = externals;
        program.provenance = provenance;
        program.gaps = gaps;
        program.instances = instances;
        program.index_globals();
        Ok(program)
    }

    // ----- tables -------------------------------------------------------------------

    fn string_table(&mut self) -> Result<()> {
        let n = self.r.count("the string table", 4)?;
        self.strings.reserve(n);
        self.symbols.reserve(n);
        for _ in 0..n {
            let s = self.r.str("a string of the string table")?;
            self.strings.push(s);
            self.symbols.push(self.names.interner.intern(s));
        }
        Ok(())
    }

    /// Reads the name table in two passes: a class method's `class` may refer to a name
    /// later in the table, so sorts are resolved once every name has its id.
    fn name_table(&mut self) -> Result<()> {
        let n = self.r.count("the name table", 18)?;
        let mut raw = Vec::with_capacity(n);
        for _ in 0..n {
            raw.push(self.raw_name()?);
        }
        let total = raw.len();
        self.name_ids.reserve(total);
        let mut fresh = Vec::with_capacity(total);
        for entry in &raw {
            // A class method gets a placeholder sort with the right namespace here and
            // its real sort in the second pass.
            let sort = sort_of(entry.sort, NameId(0), 0);
            let before = self.names.len();
            let id = self.names.add(NameInfo {
                module: entry.module,
                occ: entry.occ,
                unique: entry.unique,
                sort,
            });
            let is_new = self.names.len() > before;
            if is_new {
                if let Some(span) = entry.span {
                    self.names.spans.insert(id, span);
                }
            }
            self.name_ids.push(id);
            fresh.push(is_new);
        }
        for (i, entry) in raw.iter().enumerate() {
            let Some((class, index, offset)) = entry.class else { continue };
            let Some(&class_id) = self.name_ids.get(class) else {
                return Err(self.r.error_at(
                    offset as usize,
                    format!("dangling name index {class} for a class method's class (the table has {total} names)"),
                ));
            };
            if self.names.info(class_id).sort != NameSort::TyCon {
                return Err(self.r.error_at(
                    offset as usize,
                    format!(
                        "a class method's class `{}` is not a type constructor",
                        self.names.qualified(class_id)
                    ),
                ));
            }
            if fresh[i] {
                self.names.set_sort(self.name_ids[i], NameSort::ClassOp { class: class_id, index });
            }
        }
        Ok(())
    }

    fn raw_name(&mut self) -> Result<RawName> {
        let module = self.sidx("a name's module")?.map(|i| self.symbols[i]);
        let occ_at = self.r.offset();
        let Some(occ) = self.sidx("a name's occurrence")? else {
            return Err(self.r.error_at(
                occ_at,
                "expected a string index for a name's occurrence, found \"none\"",
            ));
        };
        let occ = self.symbols[occ];
        let unique = self.r.u64("a name's unique")?;
        let sort_at = self.r.offset();
        let sort = self.r.u8("a name's sort")?;
        if sort > 9 {
            return Err(self.r.error_at(sort_at, format!("bad name sort {sort} (expected 0..=9)")));
        }
        let class = if sort == 4 {
            let at = self.r.offset();
            let class = self.r.u32("a class method's class")? as usize;
            let index = self.r.u32("a class method's selector index")?;
            Some((class, index, at as u32))
        } else {
            None
        };
        let span = self.span()?;
        Ok(RawName { module, occ, unique, sort, class, span })
    }

    /// A type constructor with its data constructors, each with the offset it was read at.
    #[allow(clippy::type_complexity)]
    fn tycon(&mut self) -> Result<(usize, TyCon, Vec<(usize, DataCon)>)> {
        let at = self.r.offset();
        let name = self.name_in(Namespace::TyCon, "a type constructor's name")?;
        let flavour_at = self.r.offset();
        let flavour = match self.r.u8("a type constructor's flavour")? {
            0 => TyConFlavour::Data,
            1 => TyConFlavour::Newtype,
            2 => TyConFlavour::Class,
            3 => TyConFlavour::Abstract,
            4 => TyConFlavour::Synonym,
            other => {
                return Err(self.r.error_at(
                    flavour_at,
                    format!("bad type constructor flavour {other} (expected 0..=4)"),
                ))
            }
        };
        let tyvars = self.name_list("a type constructor's type variables")?;
        let n = self.r.count("a type constructor's data constructors", 16)?;
        let mut datacons = Vec::with_capacity(n);
        let mut datacon_names = Vec::with_capacity(n);
        for _ in 0..n {
            let dc_at = self.r.offset();
            let dc_name = self.name_in(Namespace::DataCon, "a data constructor's name")?;
            let tag = self.r.u32("a data constructor's tag")?;
            let n_univ_at = self.r.offset();
            let n_univ = self.r.u32("a data constructor's number of universal type variables")?;
            let dc_tyvars = self.name_list("a data constructor's type variables")?;
            if n_univ as usize > dc_tyvars.len() {
                return Err(self.r.error_at(
                    n_univ_at,
                    format!(
                        "a data constructor claims {n_univ} universal type variables but has {}",
                        dc_tyvars.len()
                    ),
                ));
            }
            let n_fields = self.r.count("a data constructor's fields", 6)?;
            let mut fields = Vec::with_capacity(n_fields);
            for _ in 0..n_fields {
                let ty = self.ty()?;
                let strict_at = self.r.offset();
                let strict = match self.r.u8("a field's strictness")? {
                    0 => false,
                    1 => true,
                    other => {
                        return Err(self.r.error_at(
                            strict_at,
                            format!("bad field strictness {other} (expected 0 or 1)"),
                        ))
                    }
                };
                let label = self.sidx("a field's label")?.map(|i| self.symbols[i]);
                fields.push(Field { ty, strict, label });
            }
            let n_theta_at = self.r.offset();
            let n_theta = self.r.u32("a data constructor's number of constraints")?;
            if n_theta as usize > fields.len() {
                return Err(self.r.error_at(
                    n_theta_at,
                    format!(
                        "a data constructor claims {n_theta} constraints but has {} fields",
                        fields.len()
                    ),
                ));
            }
            let fixity_at = self.r.offset();
            let infix = match self.r.u8("a data constructor's fixity")? {
                0 => false,
                1 => true,
                other => {
                    return Err(self.r.error_at(
                        fixity_at,
                        format!("bad fixity {other} (expected 0 prefix or 1 infix)"),
                    ))
                }
            };
            let prec_at = self.r.offset();
            let prec = self.r.u8("a data constructor's precedence")?;
            if prec > 9 {
                return Err(self.r.error_at(prec_at, format!("precedence {prec} is not 0..=9")));
            }
            let datacon = DataCon {
                name: dc_name,
                tycon: name,
                tag,
                n_univ,
                tyvars: dc_tyvars,
                fields: fields.into(),
                n_theta,
                infix,
                prec,
            };
            datacon_names.push(dc_name);
            datacons.push((dc_at, datacon));
        }
        let tycon = TyCon { name, flavour, tyvars, datacons: datacon_names.into() };
        Ok((at, tycon, datacons))
    }

    fn binds(&mut self, what: &str) -> Result<Vec<Bind>> {
        let n = self.r.count(what, 3)?;
        let mut binds = Vec::with_capacity(n);
        for _ in 0..n {
            binds.push(self.bind()?);
        }
        Ok(binds)
    }

    /// The externals: each binding group after the provenance of its definition.
    fn externals(&mut self) -> Result<(Vec<Bind>, FxHashMap<NameId, Provenance>)> {
        let n = self.r.count("the externals", 4)?;
        let mut binds = Vec::with_capacity(n);
        let mut provenance = FxHashMap::default();
        for _ in 0..n {
            let at = self.r.offset();
            let prov = match self.r.u8("an external's provenance")? {
                0 => Provenance::Interface,
                1 => Provenance::Model,
                2 => Provenance::ModelHelper,
                other => {
                    return Err(self
                        .r
                        .error_at(at, format!("bad provenance {other} (expected 0, 1 or 2)")))
                }
            };
            let bind = self.bind()?;
            if prov != Provenance::Interface {
                provenance.extend(self.nodes[bind.pairs].iter().map(|(b, _)| (b.name, prov)));
            }
            binds.push(bind);
        }
        Ok((binds, provenance))
    }

    /// The imported ids reached without a definition: each with whether the user can
    /// supply it and why it is missing.
    fn gaps(&mut self) -> Result<FxHashMap<NameId, Gap>> {
        let n = self.r.count("the gaps", 9)?;
        let mut gaps = FxHashMap::default();
        for _ in 0..n {
            let name = self.name("a gap's name")?;
            let at = self.r.offset();
            let user_can_supply = match self.r.u8("whether the user can supply a gap")? {
                0 => false,
                1 => true,
                other => {
                    return Err(self
                        .r
                        .error_at(at, format!("bad gap flag {other} (expected 0 or 1)")))
                }
            };
            let why = self.r.str("why a gap has no definition")?.to_string();
            gaps.insert(name, Gap { why, user_can_supply });
        }
        Ok(gaps)
    }

    fn bind(&mut self) -> Result<Bind> {
        let tag_at = self.r.offset();
        Ok(match self.r.u8("a binding group's tag")? {
            0 => {
                let binder = self.binder()?;
                let rhs = self.expr()?;
                Bind { is_rec: false, pairs: self.nodes.pairs.alloc_many([(binder, rhs)]) }
            }
            1 => {
                let n = self.r.count("a recursive binding group", 6)?;
                let mut pairs = Vec::with_capacity(n);
                for _ in 0..n {
                    let binder = self.binder()?;
                    pairs.push((binder, self.expr()?));
                }
                Bind { is_rec: true, pairs: self.nodes.pairs.alloc_many(pairs) }
            }
            other => {
                return Err(self
                    .r
                    .error_at(tag_at, format!("bad binding group tag {other} (expected 0 or 1)")))
            }
        })
    }

    // ----- primitives ---------------------------------------------------------------

    /// A `sidx`: `None` for the "none" sentinel, else a checked index into the string table.
    fn sidx(&mut self, what: &str) -> Result<Option<usize>> {
        let at = self.r.offset();
        let i = self.r.u32(what)?;
        if i == NO_STRING {
            return Ok(None);
        }
        if i as usize >= self.strings.len() {
            return Err(self.r.error_at(
                at,
                format!(
                    "dangling string index {i} for {what} (the table has {} strings)",
                    self.strings.len()
                ),
            ));
        }
        Ok(Some(i as usize))
    }

    fn name(&mut self, what: &str) -> Result<NameId> {
        let at = self.r.offset();
        let i = self.r.u32(what)?;
        match self.name_ids.get(i as usize) {
            Some(&id) => Ok(id),
            None => Err(self.r.error_at(
                at,
                format!(
                    "dangling name index {i} for {what} (the table has {} names)",
                    self.name_ids.len()
                ),
            )),
        }
    }

    /// A name that must live in namespace `ns`.
    fn name_in(&mut self, ns: Namespace, what: &str) -> Result<NameId> {
        let at = self.r.offset();
        let id = self.name(what)?;
        if self.names.info(id).sort.namespace() != ns {
            return Err(self.r.error_at(
                at,
                format!("{what} refers to `{}`, which is not one", self.names.qualified(id)),
            ));
        }
        Ok(id)
    }

    fn name_list(&mut self, what: &str) -> Result<Box<[NameId]>> {
        let n = self.r.count(what, 4)?;
        let mut ids = Vec::with_capacity(n);
        for _ in 0..n {
            ids.push(self.name(what)?);
        }
        Ok(ids.into())
    }

    fn span(&mut self) -> Result<Option<Span>> {
        let at = self.r.offset();
        match self.r.u8("a span tag")? {
            0 => Ok(None),
            1 => {
                let file_at = self.r.offset();
                let Some(file) = self.sidx("a span's file")? else {
                    return Err(self.r.error_at(
                        file_at,
                        "expected a string index for a span's file, found \"none\"",
                    ));
                };
                Ok(Some(Span {
                    file: self.symbols[file],
                    line1: self.r.u32("a span's first line")?,
                    col1: self.r.u32("a span's first column")?,
                    line2: self.r.u32("a span's last line")?,
                    col2: self.r.u32("a span's last column")?,
                }))
            }
            other => Err(self.r.error_at(at, format!("bad span tag {other} (expected 0 or 1)"))),
        }
    }

    /// An `int` that must fit in `i128`.
    fn small_int(&mut self, what: &str) -> Result<i128> {
        let at = self.r.offset();
        let s = self.r.str(what)?;
        check_int_syntax(s).map_err(|e| self.r.error_at(at, format!("{what}: {e}")))?;
        s.parse::<i128>().map_err(|_| Error::Unsupported {
            what: format!("{what} {s} does not fit in 128 bits"),
            at: Some(format!("byte {at}")),
        })
    }

    /// A numeric literal: exact whatever its size if it is an Integer or a Natural, else
    /// within i128.
    fn num_lit(&mut self, ty: NumTy) -> Result<Lit> {
        if !matches!(ty, NumTy::Integer | NumTy::Natural) {
            return Ok(Lit::Num(ty, self.small_int("a numeric literal")?));
        }
        let at = self.r.offset();
        let s = self.r.str("an Integer literal")?;
        check_int_syntax(s).map_err(|e| self.r.error_at(at, format!("an Integer literal: {e}")))?;
        if let Ok(n) = s.parse::<i128>() {
            return Ok(Lit::Num(ty, n));
        }
        if s.len() > MAX_BIG_INT_DIGITS {
            return Err(Error::Unsupported {
                what: format!(
                    "an Integer literal of {} digits (at most {MAX_BIG_INT_DIGITS})",
                    s.len()
                ),
                at: Some(format!("byte {at}")),
            });
        }
        Ok(Lit::BigNum(ty, self.names.interner.intern(s)))
    }

    fn big_int(&mut self, what: &str) -> Result<BigInt> {
        let at = self.r.offset();
        let s = self.r.str(what)?;
        check_int_syntax(s).map_err(|e| self.r.error_at(at, format!("{what}: {e}")))?;
        if s.len() > MAX_BIG_INT_DIGITS {
            // Parsing is superlinear in the number of digits; a literal this long is not
            // source code anyone wrote.
            return Err(Error::Unsupported {
                what: format!(
                    "{what} has {} digits (at most {MAX_BIG_INT_DIGITS} are supported)",
                    s.len()
                ),
                at: Some(format!("byte {at}")),
            });
        }
        s.parse::<BigInt>().map_err(|e| self.r.error_at(at, format!("{what}: {e}")))
    }

    fn lit(&mut self) -> Result<Lit> {
        let at = self.r.offset();
        Ok(match self.r.u8("a literal tag")? {
            0 => {
                let c_at = self.r.offset();
                let c = self.r.u32("a character literal")?;
                Lit::Char(char::from_u32(c).ok_or_else(|| {
                    self.r.error_at(c_at, format!("{c:#x} is not a Unicode scalar value"))
                })?)
            }
            1 => {
                let ty_at = self.r.offset();
                let ty = match self.r.u8("a numeric literal's type")? {
                    0 => NumTy::Integer,
                    1 => NumTy::Natural,
                    2 => NumTy::Int,
                    3 => NumTy::Int64,
                    4 => NumTy::Word,
                    5 => NumTy::Word64,
                    other => {
                        return Err(self.r.error_at(
                            ty_at,
                            format!("bad numeric literal type {other} (expected 0..=5)"),
                        ))
                    }
                };
                self.num_lit(ty)?
            }
            2 => Lit::Str(self.nodes.bytes.alloc(Arc::from(self.r.bytes("a string literal")?))),
            tag @ (3 | 4) => {
                let num = self.big_int("a floating literal's numerator")?;
                let den_at = self.r.offset();
                let den = self.big_int("a floating literal's denominator")?;
                let zero = || self.r.error_at(den_at, "a floating literal has denominator 0");
                if tag == 3 {
                    Lit::Float(rational_to_f32(&num, &den).ok_or_else(zero)?)
                } else {
                    Lit::Double(rational_to_f64(&num, &den).ok_or_else(zero)?)
                }
            }
            5 => Lit::NullAddr,
            6 => Lit::Rubbish,
            7 => Lit::Label(self.names.interner.intern(self.r.str("a label literal")?)),
            other => {
                return Err(self
                    .r
                    .error_at(at, format!("bad literal tag {other} (expected 0..=7)")))
            }
        })
    }

    fn binder(&mut self) -> Result<Binder> {
        let name = self.name("a binder")?;
        let ty = self.ty()?;
        Ok(Binder { name, ty })
    }

    fn binders(&mut self, what: &str) -> Result<IdxRange<Binder>> {
        let n = self.r.count(what, 5)?;
        let mut binders = Vec::with_capacity(n);
        for _ in 0..n {
            binders.push(self.binder()?);
        }
        Ok(self.nodes.binders.alloc_many(binders))
    }

    fn types(&mut self, what: &str) -> Result<Box<[TypeId]>> {
        let n = self.r.count(what, 1)?;
        let mut types = Vec::with_capacity(n);
        for _ in 0..n {
            types.push(self.ty()?);
        }
        Ok(types.into())
    }
}

/// The IR sort for a wire sort byte already checked to be in `0..=9`.
fn sort_of(sort: u8, class: NameId, index: u32) -> NameSort {
    match sort {
        0 => NameSort::Local,
        1 => NameSort::Global,
        2 => NameSort::DataCon,
        3 => NameSort::PrimOp,
        4 => NameSort::ClassOp { class, index },
        5 => NameSort::RecordSel,
        6 => NameSort::DFun,
        7 => NameSort::TyVar,
        8 => NameSort::TyCon,
        _ => NameSort::Foreign,
    }
}

/// An `int` is an optional `-` followed by one or more decimal digits.
fn check_int_syntax(s: &str) -> std::result::Result<(), String> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("expected a decimal integer, found {s:?}"));
    }
    Ok(())
}
