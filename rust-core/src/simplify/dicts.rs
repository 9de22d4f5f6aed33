//! Known class dictionaries, and which dictionary an expression denotes.

use rustc_hash::FxHashMap;

use crate::ir::{Binder, Expr, ExprId, NameId, NameSort, Program, TyConFlavour, TypeId};

/// A global dictionary: a saturated application of a class's constructor, as GHC
/// writes an instance at a known type (`$fOrdInt = C:Ord @Int $fEqInt compareInt ...`),
/// possibly under type lambdas: an instance function specialised to its dictionary
/// arguments (`$fShow[]{spec 1} = \@a -> C:Show @[a] ...`), a dictionary once applied
/// to types.
pub(super) struct Dict {
    pub class: NameId,
    /// The type lambdas around the constructor application.
    pub tyvars: Box<[Binder]>,
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

/// The global a field under the type lambdas `tyvars` stands for: `h` for `h` (no type
/// lambdas) or for `h @a @b` (`tyvars` `a b`, in order).
pub(super) fn eta(program: &Program, field: ExprId, tyvars: &[Binder]) -> Option<NameId> {
    let (head, args) = program.nodes.spine(field);
    let Expr::Var(h) = program[head] else { return None };
    let same = args.len() == tyvars.len()
        && args.iter().zip(tyvars).all(|(&a, b)| match program[a] {
            Expr::Type(t) => program[t] == crate::ir::Type::Var(b.name),
            _ => false,
        });
    same.then_some(h)
}

/// `rhs` as a dictionary, if it is one.
pub(super) fn as_dict(program: &Program, rhs: ExprId) -> Option<Dict> {
    let mut body = program.nodes.under_ticks(rhs);
    let mut tyvars = Vec::new();
    while let Expr::Lam(b, inner) = program[body] {
        if program.names.info(b.name).sort != NameSort::TyVar {
            return None;
        }
        tyvars.push(b);
        body = program.nodes.under_ticks(inner);
    }
    let (head, args) = program.nodes.spine(program.nodes.under_ticks_and_casts(body));
    let Expr::Var(con) = program[head] else { return None };
    if program.names.info(con).sort != NameSort::DataCon {
        return None;
    }
    let dc = program.datacon(con)?;
    let class = program.tycon(dc.tycon)?;
    if class.flavour != TyConFlavour::Class || args.len() != dc.arity() {
        return None;
    }
    let fields =
        args[dc.tyvars.len()..].iter().map(|&a| program.nodes.under_ticks_and_casts(a)).collect();
    let types = dc.fields.iter().map(|f| f.ty).collect();
    Some(Dict { class: class.name, tyvars: tyvars.into(), fields, types })
}

/// What the pass knows of the locals of the right-hand side it is rewriting.
#[derive(Default)]
pub(super) struct Locals {
    /// Locals let-bound to a known dictionary.
    pub aliases: FxHashMap<NameId, NameId>,
    /// The right-hand sides of non-recursive lets.
    pub lets: FxHashMap<NameId, ExprId>,
    /// Let-bound functions that take dictionaries and mention no local of the
    /// enclosing code (`closed`), which calls may specialise like globals: GHC
    /// generalises a local function without a signature (`isPrime = \@a $dIntegral ->
    /// ...`) and calls it at one type (`isPrime @Int $fIntegralInt p`).
    pub functions: FxHashMap<NameId, (Binder, ExprId)>,
    /// Non-recursive let-bound functions small enough to inline at their calls (Note
    /// [Inlining at load]).
    pub lambdas: FxHashMap<NameId, super::inline::Inlinable>,
}

/// Whether `rhs` mentions no variable bound outside it other than globals and `itself`
/// (a recursive binding's own name), and none of the type variables `enclosing` binds
/// outside it, so that a copy of it can be a global of its own. A type variable bound
/// nowhere around it is no obstacle: inlining a constructor's wrapper leaves its own
/// (`Bin @k ..`), and the machine drops a constructor's type arguments.
pub(super) fn closed(
    program: &Program,
    rhs: ExprId,
    itself: Option<NameId>,
    enclosing: &rustc_hash::FxHashSet<NameId>,
) -> bool {
    free_locals(program, rhs, itself, enclosing).is_some_and(|free| free.is_empty())
}

/// The local value variables `rhs` mentions that are bound outside it (other than
/// `itself`), each once, in the order they first occur; None if it mentions a type
/// variable `enclosing` binds outside it (a copy of it could not be a global even with
/// its free values as parameters).
pub(super) fn free_locals(
    program: &Program,
    rhs: ExprId,
    itself: Option<NameId>,
    enclosing: &rustc_hash::FxHashSet<NameId>,
) -> Option<Vec<NameId>> {
    let mut bound: rustc_hash::FxHashSet<NameId> = itself.into_iter().collect();
    let mut mentioned = Vec::new();
    let mut types = Vec::new();
    program.nodes.walk(rhs, |_, e| match *e {
        Expr::Var(x) => mentioned.push(x),
        Expr::Type(t) => types.push(t),
        Expr::Lam(b, _) => {
            bound.insert(b.name);
            types.push(b.ty);
        }
        Expr::Let(bind, _) => {
            for &(b, _) in &program.nodes[bind.pairs] {
                bound.insert(b.name);
                types.push(b.ty);
            }
        }
        Expr::Case(_, b, _, alts) => {
            bound.insert(b.name);
            for alt in &program.nodes[alts] {
                bound.extend(program.nodes[alt.binders].iter().map(|b| b.name));
            }
        }
        _ => {}
    });
    let local = |x: &NameId| {
        let sort = program.names.info(*x).sort;
        (sort == NameSort::Local || sort == NameSort::TyVar && enclosing.contains(x))
            && !program.globals.contains_key(x)
            && !bound.contains(x)
    };
    let mut free: Vec<NameId> = Vec::new();
    for x in mentioned {
        if program.names.info(x).sort == NameSort::TyVar && local(&x) {
            return None;
        }
        if local(&x) && !free.contains(&x) {
            free.push(x);
        }
    }
    // Type variables: those of the types written in it, less those it binds.
    let mut stack = types;
    let mut vars = Vec::new();
    let mut foralls = rustc_hash::FxHashSet::default();
    while let Some(t) = stack.pop() {
        if vars.len() + stack.len() > 100_000 {
            return None;
        }
        match program[t] {
            crate::ir::Type::Var(a) => vars.push(a),
            crate::ir::Type::Con(_, args) => stack.extend(program.nodes[args].iter().copied()),
            crate::ir::Type::Fun(a, b) | crate::ir::Type::App(a, b) => stack.extend([a, b]),
            crate::ir::Type::ForAll(a, b) => {
                foralls.insert(a);
                stack.push(b)
            }
            _ => {}
        }
    }
    if vars.iter().any(|a| local(a) && !foralls.contains(a)) {
        return None;
    }
    Some(free)
}

/// Which global dictionary `e` denotes, if it is a known one: a global dictionary, a
/// local bound to one, or a superclass selected from one
/// (`$p1Ord @Int ($p2Real @Int $dReal)`).
pub(super) fn resolve(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    locals: &Locals,
    e: ExprId,
) -> Option<NameId> {
    let e = program.nodes.under_ticks_and_casts(e);
    match program[e] {
        Expr::Var(x) if dicts.get(&x).is_some_and(|d| d.tyvars.is_empty()) => Some(x),
        Expr::Var(x) => locals.aliases.get(&x).copied().or_else(|| {
            // A global defined as a known dictionary (`$dEq = $fEqInt`, or a superclass
            // of one).
            let (_, rhs) = program.globals.get(&x)?;
            match program[program.nodes.under_ticks_and_casts(*rhs)] {
                Expr::App(..) => resolve(program, dicts, locals, *rhs),
                Expr::Var(y) if dicts.get(&y).is_some_and(|d| d.tyvars.is_empty()) => Some(y),
                _ => None,
            }
        }),
        Expr::App(..) => {
            let field = selected(program, dicts, locals, e)?;
            match program[field] {
                Expr::Var(x) if dicts.get(&x).is_some_and(|d| d.tyvars.is_empty()) => Some(x),
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
    locals: &Locals,
    e: ExprId,
) -> Option<ExprId> {
    let (head, args) = program.nodes.spine(e);
    let (dict, index, types) = selection(program, dicts, locals, head, &args)?;
    (types.is_empty() && args.len() == selector_arity(program, head)?)
        .then(|| dicts[&dict].fields[index])
}

/// The type arguments and dictionary a class selector takes: `sel @T.. d`.
pub(super) fn selector_arity(program: &Program, head: ExprId) -> Option<usize> {
    let Expr::Var(sel) = program[head] else { return None };
    let NameSort::ClassOp { class, .. } = program.names.info(sel).sort else { return None };
    Some(program.tycon(class)?.tyvars.len() + 1)
}

/// The known dictionary a selector at `head` is applied to among `args`, the index of
/// the field it selects, and the type arguments the dictionary is applied to.
pub(super) fn selection(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    locals: &Locals,
    head: ExprId,
    args: &[ExprId],
) -> Option<(NameId, usize, Vec<ExprId>)> {
    let Expr::Var(sel) = program[head] else { return None };
    let NameSort::ClassOp { class, index } = program.names.info(sel).sort else { return None };
    let n = selector_arity(program, head)?;
    let arg = *args.get(n - 1)?;
    let (dict, types) = match resolve(program, dicts, locals, arg) {
        Some(dict) => (dict, Vec::new()),
        None => applied(program, dicts, locals, arg, 0)?,
    };
    let known = &dicts[&dict];
    (known.class == class && (index as usize) < known.fields.len()).then_some((
        dict,
        index as usize,
        types,
    ))
}

/// `e` as a dictionary under type lambdas applied to all its types: `$fShow[]{spec 1}
/// @Int`, or a variable (global, or let-bound in `locals`) defined as one. The types are
/// closed when `e` is a global's definition; a local's may mention the type variables
/// in scope, which are the same where the local is used.
fn applied(
    program: &Program,
    dicts: &FxHashMap<NameId, Dict>,
    locals: &Locals,
    e: ExprId,
    depth: usize,
) -> Option<(NameId, Vec<ExprId>)> {
    let e = program.nodes.under_ticks_and_casts(e);
    if let Expr::Var(x) = program[e] {
        let def = match locals.lets.get(&x) {
            Some(&rhs) => rhs,
            None if !dicts.contains_key(&x) => program.globals.get(&x)?.1,
            None => return None,
        };
        return if depth < 4 { applied(program, dicts, locals, def, depth + 1) } else { None };
    }
    let (head, args) = program.nodes.spine(e);
    let Expr::Var(g) = program[head] else { return None };
    let dict = dicts.get(&g)?;
    let types = args.iter().all(|&a| matches!(program[a], Expr::Type(_)));
    (types && !args.is_empty() && args.len() == dict.tyvars.len()).then_some((g, args))
}
