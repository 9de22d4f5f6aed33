//! Known class dictionaries, and which dictionary an expression denotes.

use rustc_hash::FxHashMap;

use crate::ir::{Expr, ExprId, NameId, NameSort, Program, TyConFlavour, TypeId};

/// A global dictionary: a saturated application of a class's constructor, as GHC
/// writes an instance at a known type (`$fOrdInt = C:Ord @Int $fEqInt compareInt ...`).
pub(super) struct Dict {
    pub class: NameId,
    /// The constructor's value arguments: superclass dictionaries, then methods.
    pub fields: Box<[ExprId]>,
    /// Their types, as the constructor declares them.
    pub types: Box<[TypeId]>,
}

/// The program's global dictionaries, by name.
pub(super) fn known(program: &Program) -> FxHashMap<NameId, Dict> {
    let mut dicts = FxHashMap::default();
    for (&name, &(_, rhs)) in &program.globals {
        if let Some(dict) = as_dict(program, rhs) {
            dicts.insert(name, dict);
        }
    }
    dicts
}

/// `e` under ticks.
pub(super) fn strip_ticks(program: &Program, mut e: ExprId) -> ExprId {
    while let Expr::Tick(_, inner) = program[e] {
        e = inner;
    }
    e
}

/// `e` under ticks and casts.
pub(super) fn strip(program: &Program, mut e: ExprId) -> ExprId {
    while let Expr::Tick(_, inner) | Expr::Cast(inner, _) = program[e] {
        e = inner;
    }
    e
}

/// The head of an application and its arguments, in order.
pub(super) fn spine(program: &Program, e: ExprId) -> (ExprId, Vec<ExprId>) {
    let mut head = e;
    let mut args = Vec::new();
    while let Expr::App(f, a) = program[head] {
        args.push(a);
        head = f;
    }
    args.reverse();
    (head, args)
}

fn as_dict(program: &Program, rhs: ExprId) -> Option<Dict> {
    let (head, args) = spine(program, strip(program, rhs));
    let Expr::Var(con) = program[head] else { return None };
    if program.names.info(con).sort != NameSort::DataCon {
        return None;
    }
    let dc = program.datacon(con)?;
    let class = program.tycon(dc.tycon)?;
    if class.flavour != TyConFlavour::Class || args.len() != dc.arity() {
        return None;
    }
    let fields = args[dc.tyvars.len()..].iter().map(|&a| strip(program, a)).collect();
    let types = dc.fields.iter().map(|f| f.ty).collect();
    Some(Dict { class: class.name, fields, types })
}

/// Which global dictionary `e` denotes, if it is a known one: a global dictionary, a
/// local bound to one (`aliases`), or a superclass selected from one
/// (`$p1Ord @Int ($p2Real @Int $dReal)`).
pub(super) fn resolve(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    aliases: &FxHashMap<NameId, NameId>,
    e: ExprId,
) -> Option<NameId> {
    let e = strip(program, e);
    match program[e] {
        Expr::Var(x) if dicts.contains_key(&x) => Some(x),
        Expr::Var(x) => aliases.get(&x).copied(),
        Expr::App(..) => {
            let field = selected(program, dicts, aliases, e)?;
            match program[field] {
                Expr::Var(x) if dicts.contains_key(&x) => Some(x),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The field a saturated selector application picks from a known dictionary:
/// `sel @T.. d` with `d` known.
pub(super) fn selected(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    aliases: &FxHashMap<NameId, NameId>,
    e: ExprId,
) -> Option<ExprId> {
    let (head, args) = spine(program, e);
    let (dict, index) = selection(program, dicts, aliases, head, &args)?;
    (args.len() == selector_arity(program, head)?).then(|| dicts[&dict].fields[index])
}

/// The type arguments and dictionary a class selector takes: `sel @T.. d`.
pub(super) fn selector_arity(program: &Program, head: ExprId) -> Option<usize> {
    let Expr::Var(sel) = program[head] else { return None };
    let NameSort::ClassOp { class, .. } = program.names.info(sel).sort else { return None };
    Some(program.tycon(class)?.tyvars.len() + 1)
}

/// The known dictionary a selector at `head` is applied to among `args`, and the index
/// of the field it selects.
pub(super) fn selection(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    aliases: &FxHashMap<NameId, NameId>,
    head: ExprId,
    args: &[ExprId],
) -> Option<(NameId, usize)> {
    let Expr::Var(sel) = program[head] else { return None };
    let NameSort::ClassOp { class, index } = program.names.info(sel).sort else { return None };
    let n = selector_arity(program, head)?;
    let dict = resolve(program, dicts, aliases, *args.get(n - 1)?)?;
    let known = &dicts[&dict];
    (known.class == class && (index as usize) < known.fields.len())
        .then_some((dict, index as usize))
}
