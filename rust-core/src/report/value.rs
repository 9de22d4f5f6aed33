//! Printing values as GHC's `show` prints them (derived `Show` for data types, base's
//! instances for lists, tuples, numbers, Char and String), so that GHCi reads them back.
//! What the text needs beyond the value comes from the wire: field labels, the number
//! of constraint fields, fixities (`ir::DataCon`), and the value's type for newtypes.
//! Reading values out of a state is `reduce::readback`.

use crate::ir::{DataCon, Program, TyConFlavour};
pub use crate::reduce::Concrete;
use crate::reduce::{Prim, RType};

/// Haskell source text for a value, parenthesized for precedence `prec` (11 = argument).
pub fn show(program: &Program, c: &Concrete, prec: u8) -> String {
    show_typed(program, c, None, prec)
}

/// Like [`show`], knowing the value's type where the text depends on it: an empty
/// `String` is `""`, not `[]`, and a newtype's value (its field's, in Core) is shown
/// inside its constructor.
pub fn show_typed(program: &Program, c: &Concrete, ty: Option<&RType>, prec: u8) -> String {
    let mut out = String::new();
    write_value(program, c, ty, prec, &mut out);
    out
}

fn paren(cond: bool, s: String) -> String {
    if cond {
        format!("({s})")
    } else {
        s
    }
}

/// The types of a constructor's fields (all of them, constraints first), when the
/// constructor's type is known.
fn field_types(program: &Program, dc: &DataCon, ty: Option<&RType>) -> Vec<Option<RType>> {
    let ty = ty.map(|t| t.unwrap_newtypes(program));
    let Some(RType::Con(_, args)) = ty else { return vec![None; dc.fields.len()] };
    let subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
    dc.fields.iter().map(|f| Some(RType::from_ir(program, f.ty, &subst))).collect()
}

/// The constructor of a newtype and its field's type, if `ty` is a newtype.
fn newtype_con<'p>(program: &'p Program, ty: Option<&RType>) -> Option<(&'p DataCon, RType)> {
    let Some(RType::Con(tc, args)) = ty else { return None };
    let tycon = program.tycon(*tc)?;
    if tycon.flavour != TyConFlavour::Newtype {
        return None;
    }
    let dc = program.datacon(*tycon.datacons.first()?)?;
    let field = dc.fields.first()?;
    let subst = dc.tyvars.iter().copied().zip(args.iter().cloned()).collect();
    Some((dc, RType::from_ir(program, field.ty, &subst)))
}

fn is_string_type(program: &Program, ty: Option<&RType>) -> bool {
    match ty.map(|t| t.unwrap_newtypes(program)) {
        Some(RType::Con(list, args)) if program.names.occ(list) == "[]" && args.len() == 1 => {
            matches!(&args[0], RType::Con(c, _) if program.names.occ(*c) == "Char" && program.names.module(*c) == Some("GHC.Types"))
        }
        _ => false,
    }
}

/// Newtypes inside newtypes deeper than this are printed without their constructors
/// (only a cycle of newtypes, whose values are all bottom, gets there).
const MAX_NEWTYPES: usize = 64;

fn write_value(program: &Program, c: &Concrete, ty: Option<&RType>, prec: u8, out: &mut String) {
    write_value_at(program, c, ty, prec, 0, out)
}

fn write_value_at(
    program: &Program,
    c: &Concrete,
    ty: Option<&RType>,
    prec: u8,
    newtypes: usize,
    out: &mut String,
) {
    // A newtype's value is its field's (Core casts): derived Show still writes the
    // constructor around it (`Age 106`, `Name {unName = "x"}`).
    if newtypes < MAX_NEWTYPES
        && !matches!(c, Concrete::Unknown | Concrete::Cut | Concrete::Remote(_))
    {
        if let Some((dc, field_ty)) = newtype_con(program, ty) {
            if let Some(shown) = show_sequence(program, dc, c, ty, prec) {
                return out.push_str(&shown);
            }
            let field = |prec: u8, out: &mut String| {
                write_value_at(program, c, Some(&field_ty), prec, newtypes + 1, out)
            };
            return write_con(program, dc, &[&field], prec, out);
        }
    }
    match c {
        Concrete::Prim(p) => out.push_str(&show_prim(p, prec)),
        Concrete::Fun => out.push_str("<function>"),
        Concrete::Global(name) => out.push_str(&var_name(program.names.occ(*name))),
        Concrete::Lambda(l) => write_lambda(program, l, prec, 0, out),
        Concrete::Unknown | Concrete::Remote(_) => out.push_str("undefined"),
        // An `Array#` alone (Data.Array's `Array` is written below).
        Concrete::Array(elems) => out.push_str(&format!("<Array# of {}>", elems.len())),
        Concrete::Cut => {
            let limit = crate::reduce::readback::MAX_DEPTH;
            out.push_str(&format!("{{- ... more than {limit} cells deep, not read -}}"))
        }
        Concrete::Con(dc, fields) => {
            let occ = program.names.occ(*dc);
            match (occ, fields.as_slice()) {
                (
                    "I#" | "W#" | "C#" | "D#" | "F#" | "I8#" | "I16#" | "I32#" | "I64#" | "W8#"
                    | "W16#" | "W32#" | "W64#",
                    [inner],
                ) => write_value_at(program, inner, None, prec, 0, out),
                ("[]", []) if is_string_type(program, ty) => out.push_str("\"\""),
                ("[]", []) => out.push_str("[]"),
                (":", _) => out.push_str(&show_list(program, c, ty)),
                ("Array", [l, u, _, Concrete::Array(elems)])
                    if program.names.module(*dc) == Some("GHC.Arr") =>
                {
                    write_array(program, (l, u), elems, ty, prec, out)
                }
                _ if container_elems(program, c).is_some() => {
                    write_container(program, c, ty, prec, out)
                }
                _ => {
                    let Some(datacon) = program.datacon(*dc) else {
                        // A constructor without a table entry: prefix, as best we can.
                        let mut s = var_name(occ);
                        for f in fields {
                            s.push(' ');
                            write_value_at(program, f, None, 11, 0, &mut s);
                        }
                        return out.push_str(&paren(prec > 10 && !fields.is_empty(), s));
                    };
                    let tys = field_types(program, datacon, ty);
                    let shown: Vec<_> = fields
                        .iter()
                        .enumerate()
                        .map(|(i, f)| {
                            let t = tys.get(i).and_then(|t| t.as_ref());
                            move |prec: u8, out: &mut String| {
                                write_value_at(program, f, t, prec, 0, out)
                            }
                        })
                        .collect();
                    let theta = (datacon.n_theta as usize).min(shown.len());
                    let shown: Vec<FieldPrinter<'_>> =
                        shown[theta..].iter().map(|f| f as FieldPrinter<'_>).collect();
                    write_con(program, datacon, &shown, prec, out)
                }
            }
        }
    }
}

/// `Data.Array`'s `Array` as its `show` writes it, `array (0,2) [(0,'a'),(1,'b'),(2,'c')]`:
/// the elements are in index order, the indices `range (l, u)` (for the index types
/// computed here: numbers, characters, enumerations, tuples of them); otherwise as
/// `listArray (l,u) [...]`, which GHCi reads back to the same array.
fn write_array(
    program: &Program,
    (l, u): (&Concrete, &Concrete),
    elems: &[Concrete],
    ty: Option<&RType>,
    prec: u8,
    out: &mut String,
) {
    let (index_ty, elem_ty) = match ty {
        Some(RType::Con(_, args)) if args.len() == 2 => (Some(&args[0]), Some(&args[1])),
        _ => (None, None),
    };
    let mut s = String::new();
    let bounds = |s: &mut String| {
        s.push('(');
        write_value(program, l, index_ty, 0, s);
        s.push(',');
        write_value(program, u, index_ty, 0, s);
        s.push(')');
    };
    match index_range(program, l, u, elems.len()).filter(|r| r.len() == elems.len()) {
        Some(indices) => {
            s.push_str("array ");
            bounds(&mut s);
            s.push_str(" [");
            for (k, (i, e)) in indices.iter().zip(elems).enumerate() {
                if k > 0 {
                    s.push(',');
                }
                s.push('(');
                write_value(program, i, index_ty, 0, &mut s);
                s.push(',');
                write_value(program, e, elem_ty, 0, &mut s);
                s.push(')');
            }
            s.push(']');
        }
        None => {
            s.push_str("listArray ");
            bounds(&mut s);
            s.push_str(" [");
            for (k, e) in elems.iter().enumerate() {
                if k > 0 {
                    s.push(',');
                }
                write_value(program, e, elem_ty, 0, &mut s);
            }
            s.push(']');
        }
    }
    out.push_str(&paren(prec > 10, s));
}

/// `range (l, u)` in `Ix`'s order, if the index type is one computed here and the range
/// has at most `max` indices.
fn index_range(program: &Program, l: &Concrete, u: &Concrete, max: usize) -> Option<Vec<Concrete>> {
    match (l, u) {
        (Concrete::Prim(Prim::Int(a)), Concrete::Prim(Prim::Int(b))) => {
            let n = b.checked_sub(*a).map_or(0, |d| d.saturating_add(1).max(0) as usize);
            (n <= max).then(|| (0..n as i64).map(|k| Concrete::Prim(Prim::Int(a + k))).collect())
        }
        (Concrete::Prim(Prim::Char(a)), Concrete::Prim(Prim::Char(b))) => {
            let n = if b >= a { (b - a + 1) as usize } else { 0 };
            (n <= max).then(|| (*a..=*b).map(|c| Concrete::Prim(Prim::Char(c))).collect())
        }
        (Concrete::Prim(Prim::Integer(a)), Concrete::Prim(Prim::Integer(b))) => {
            let mut out = Vec::new();
            let mut k = a.clone();
            while &k <= b {
                if out.len() >= max {
                    return None;
                }
                out.push(Concrete::Prim(Prim::Integer(k.clone())));
                k += 1;
            }
            Some(out)
        }
        (Concrete::Con(dl, fl), Concrete::Con(du, fu)) if fl.len() == fu.len() => {
            let occ = program.names.occ(*dl);
            if occ.starts_with("(,") && dl == du {
                // Tuples: the last component varies fastest.
                let mut out: Vec<Vec<Concrete>> = vec![Vec::new()];
                for (a, b) in fl.iter().zip(fu) {
                    let component = index_range(program, a, b, max)?;
                    let mut next = Vec::new();
                    for prefix in &out {
                        for c in &component {
                            if next.len() >= max {
                                return None;
                            }
                            let mut p = prefix.clone();
                            p.push(c.clone());
                            next.push(p);
                        }
                    }
                    out = next;
                }
                Some(out.into_iter().map(|fs| Concrete::Con(*dl, fs)).collect())
            } else if let [a] = fl.as_slice() {
                // A box (`I#`, `C#`, ...): the range of what it holds, boxed alike.
                let [b] = fu.as_slice() else { return None };
                let inner = index_range(program, a, b, max)?;
                Some(inner.into_iter().map(|i| Concrete::Con(*dl, vec![i])).collect())
            } else if fl.is_empty() {
                // An enumeration: its constructors from l's to u's.
                let (cl, cu) = (program.datacon(*dl)?, program.datacon(*du)?);
                let tycon = program.tycon(cl.tycon)?;
                let (from, to) = (cl.tag as usize, cu.tag as usize);
                if cl.tycon != cu.tycon || to.saturating_sub(from) + 1 > max {
                    return None;
                }
                let cons =
                    tycon.datacons.get(from.checked_sub(1)?..to.min(tycon.datacons.len()))?;
                Some(cons.iter().map(|&c| Concrete::Con(c, Vec::new())).collect())
            } else {
                None
            }
        }
        _ => None,
    }
}

/// A symbolic function's table as a lambda GHC reads back: `\x -> case x of { 3 -> 7;
/// _ -> 0 }`. The arguments are normal forms of first-order data, so their `show` text is
/// a pattern; `depth` names the variables of nested lambdas (curried results).
fn write_lambda(
    program: &Program,
    l: &crate::reduce::higher_order::Lambda,
    prec: u8,
    depth: usize,
    out: &mut String,
) {
    let open = prec > 0;
    if open {
        out.push('(');
    }
    let result = |c: &Concrete, out: &mut String| match c {
        Concrete::Lambda(inner) => write_lambda(program, inner, 0, depth + 1, out),
        _ => write_value(program, c, Some(&l.res_ty), 0, out),
    };
    if l.entries.is_empty() {
        out.push_str("\\_ -> ");
    } else {
        let x = match depth {
            0..=3 => ["x", "y", "z", "w"][depth].to_string(),
            _ => format!("x{depth}"),
        };
        out.push_str(&format!("\\{x} -> case {x} of {{ "));
        for (arg, res) in &l.entries {
            write_value(program, arg, Some(&l.arg_ty), 0, out);
            out.push_str(" -> ");
            result(res, out);
            out.push_str("; ");
        }
        out.push_str("_ -> ");
    }
    result(&l.default, out);
    if !l.entries.is_empty() {
        out.push_str(" }");
    }
    if open {
        out.push(')');
    }
}

/// Writes one field of a constructor at a precedence.
type FieldPrinter<'f> = &'f dyn Fn(u8, &mut String);

/// A constructor applied to its source fields (each a printer at a precedence), as
/// derived `Show` writes it: tuples `(a,b)`; records `P {px = 0, py = 1}`; declared
/// infix constructors `a :| b` with their fixity's parentheses (`showsPrec (p+1)` on
/// both sides, whatever the associativity); `n % d` for a `Ratio`; otherwise prefix.
fn write_con(
    program: &Program,
    dc: &DataCon,
    fields: &[FieldPrinter<'_>],
    prec: u8,
    out: &mut String,
) {
    let occ = program.names.occ(dc.name);
    let labels: Vec<Option<&str>> = dc
        .source_fields()
        .iter()
        .map(|f| f.label.map(|l| program.names.interner.resolve(l)))
        .collect();
    let labelled =
        !fields.is_empty() && labels.len() == fields.len() && labels.iter().all(|l| l.is_some());
    if occ == "()" || occ.starts_with("(,") {
        out.push('(');
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            f(0, out);
        }
        out.push(')');
    } else if labelled {
        let open = prec >= 11;
        if open {
            out.push('(');
        }
        out.push_str(&var_name(occ));
        out.push_str(" {");
        for (i, (f, label)) in fields.iter().zip(&labels).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&var_name(label.unwrap_or_default()));
            out.push_str(" = ");
            f(0, out);
        }
        out.push('}');
        if open {
            out.push(')');
        }
    } else if let ([left, right], true) = (fields, dc.infix || is_ratio(program, dc)) {
        // GHC.Real's Show instance for Ratio: showsPrec 8 on both sides of a `%` at 7.
        let (op, p) = if is_ratio(program, dc) {
            ("%".to_string(), 7)
        } else if is_operator(occ) {
            (occ.to_string(), dc.prec)
        } else {
            (format!("`{occ}`"), dc.prec)
        };
        let open = prec > p;
        if open {
            out.push('(');
        }
        left(p + 1, out);
        out.push(' ');
        out.push_str(&op);
        out.push(' ');
        right(p + 1, out);
        if open {
            out.push(')');
        }
    } else if fields.is_empty() {
        out.push_str(&var_name(occ));
    } else {
        let open = prec > 10;
        if open {
            out.push('(');
        }
        out.push_str(&var_name(occ));
        for f in fields {
            out.push(' ');
            f(11, out);
        }
        if open {
            out.push(')');
        }
    }
}

/// What a value of containers' `Map`, `Set` or `IntMap` holds, in the order its `show`
/// lists it: (key, value) pairs (`None` value for a set). `None` for other values.
fn container_elems<'c>(
    program: &Program,
    c: &'c Concrete,
) -> Option<Vec<(&'c Concrete, Option<&'c Concrete>)>> {
    let Concrete::Con(dc, _) = c else { return None };
    let kind = match program.names.module(*dc)? {
        "Data.Map.Internal" => Container::Map,
        "Data.Set.Internal" => Container::Set,
        "Data.IntMap.Internal" => Container::IntMap,
        _ => return None,
    };
    let mut out = Vec::new();
    collect(program, kind, c, &mut out)?;
    if kind == Container::IntMap {
        // A patricia tree keeps negative keys to the right of the root; show sorts.
        out.sort_by_key(|(k, _)| match k {
            Concrete::Prim(Prim::Int(i)) => *i,
            _ => 0,
        });
    }
    Some(out)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Container {
    Map,
    Set,
    IntMap,
}

/// The elements of a tree, in order (Bin's size or prefix and mask fields skipped).
fn collect<'c>(
    program: &Program,
    kind: Container,
    c: &'c Concrete,
    out: &mut Vec<(&'c Concrete, Option<&'c Concrete>)>,
) -> Option<()> {
    let Concrete::Con(dc, fields) = c else { return None };
    match (kind, program.names.occ(*dc), fields.as_slice()) {
        (_, "Tip" | "Nil", []) => Some(()),
        (Container::Map, "Bin", [_, k, v, l, r]) => {
            collect(program, kind, l, out)?;
            out.push((k, Some(v)));
            collect(program, kind, r, out)
        }
        (Container::Set, "Bin", [_, k, l, r]) => {
            collect(program, kind, l, out)?;
            out.push((k, None));
            collect(program, kind, r, out)
        }
        (Container::IntMap, "Tip", [k, v]) => {
            out.push((k, Some(v)));
            Some(())
        }
        (Container::IntMap, "Bin", [_, _, l, r]) => {
            collect(program, kind, l, out)?;
            collect(program, kind, r, out)
        }
        _ => None,
    }
}

/// A map or set as containers' `show` writes it: `fromList [(1,'a'),(2,'b')]`.
fn write_container(
    program: &Program,
    c: &Concrete,
    ty: Option<&RType>,
    prec: u8,
    out: &mut String,
) {
    let Some(elems) = container_elems(program, c) else { return };
    let args: Vec<RType> = match ty.map(|t| t.unwrap_newtypes(program)) {
        Some(RType::Con(_, args)) => args.to_vec(),
        _ => Vec::new(),
    };
    // Map k v: key k, value v; Set a: a; IntMap v: an Int key (printed as a number), v.
    let (key_ty, val_ty) = match args.as_slice() {
        [k, v] => (Some(k), Some(v)),
        [v] if elems.iter().any(|(_, v)| v.is_some()) => (None, Some(v)),
        [k] => (Some(k), None),
        _ => (None, None),
    };
    let shown: Vec<String> = elems
        .iter()
        .map(|(k, v)| {
            let k = show_typed(program, k, key_ty, 0);
            match v {
                Some(v) => format!("({k},{})", show_typed(program, v, val_ty, 0)),
                None => k,
            }
        })
        .collect();
    out.push_str(&paren(prec > 10, format!("fromList [{}]", shown.join(","))));
}

/// A `Data.Sequence` `Seq` as its `show` writes it, `fromList [1,2,3]` (`fromList "ab"`
/// for characters): the elements of its finger tree in order. `Seq` and `Elem` are
/// newtypes, so the value is the tree itself and its leaves are the elements; below the
/// top level, `Node2`/`Node3` group them (their sizes skipped). `None` when `dc` is not
/// `Seq`'s constructor or the tree was not read in full.
fn show_sequence(
    program: &Program,
    dc: &DataCon,
    c: &Concrete,
    ty: Option<&RType>,
    prec: u8,
) -> Option<String> {
    if program.names.occ(dc.name) != "Seq"
        || program.names.module(dc.name) != Some("Data.Sequence.Internal")
    {
        return None;
    }
    let elem_ty = match ty {
        Some(RType::Con(_, args)) if args.len() == 1 => Some(args[0].clone()),
        _ => None,
    };
    fn internal<'p, 'c>(
        program: &'p Program,
        c: &'c Concrete,
    ) -> Option<(&'p str, &'c [Concrete])> {
        let Concrete::Con(dc, fields) = c else { return None };
        if program.names.module(*dc) != Some("Data.Sequence.Internal") {
            return None;
        }
        Some((program.names.occ(*dc), fields.as_slice()))
    }
    fn leaf<'c>(
        program: &Program,
        c: &'c Concrete,
        depth: usize,
        out: &mut Vec<&'c Concrete>,
    ) -> Option<()> {
        if depth == 0 {
            out.push(c);
            return Some(());
        }
        match internal(program, c)? {
            ("Node2", [_, a, b]) => {
                [a, b].iter().try_for_each(|x| leaf(program, x, depth - 1, out))
            }
            ("Node3", [_, a, b, d]) => {
                [a, b, d].iter().try_for_each(|x| leaf(program, x, depth - 1, out))
            }
            _ => None,
        }
    }
    fn digit<'c>(
        program: &Program,
        c: &'c Concrete,
        depth: usize,
        out: &mut Vec<&'c Concrete>,
    ) -> Option<()> {
        match internal(program, c)? {
            ("One" | "Two" | "Three" | "Four", xs) => {
                xs.iter().try_for_each(|x| leaf(program, x, depth, out))
            }
            _ => None,
        }
    }
    fn tree<'c>(
        program: &Program,
        c: &'c Concrete,
        depth: usize,
        out: &mut Vec<&'c Concrete>,
    ) -> Option<()> {
        match internal(program, c)? {
            ("EmptyT", []) => Some(()),
            ("Single", [x]) => leaf(program, x, depth, out),
            ("Deep", [_, pr, m, sf]) => {
                digit(program, pr, depth, out)?;
                tree(program, m, depth + 1, out)?;
                digit(program, sf, depth, out)
            }
            _ => None,
        }
    }
    let mut elems = Vec::new();
    tree(program, c, 0, &mut elems)?;
    let chars = boxed_chars(&elems);
    let char_elems = matches!(&elem_ty, Some(RType::Con(c, _))
        if program.names.occ(*c) == "Char" && program.names.module(*c) == Some("GHC.Types"));
    let list = match chars {
        Some(s) if !elems.is_empty() || char_elems => show_string(&s),
        _ => format!(
            "[{}]",
            elems
                .iter()
                .map(|e| show_typed(program, e, elem_ty.as_ref(), 0))
                .collect::<Vec<_>>()
                .join(",")
        ),
    };
    Some(paren(prec > 10, format!("fromList {list}")))
}

fn is_ratio(program: &Program, dc: &DataCon) -> bool {
    program.names.occ(dc.name) == ":%" && program.names.module(dc.name) == Some("GHC.Real")
}

/// Whether a name is an operator (symbols), not an identifier.
fn is_operator(occ: &str) -> bool {
    occ.chars().next().is_some_and(|c| !c.is_alphanumeric() && c != '_' && c != '(' && c != '[')
}

/// A constructor or variable name as an expression: operators in parentheses.
pub fn var_name(occ: &str) -> String {
    if is_operator(occ) {
        format!("({occ})")
    } else {
        occ.to_string()
    }
}

/// Whether read-back stopped inside `c` (only ever a few levels from a `Cut` list tail).
fn has_cut(c: &Concrete) -> bool {
    match c {
        Concrete::Cut => true,
        Concrete::Con(_, fields) => fields.iter().any(has_cut),
        _ => false,
    }
}

fn show_list(program: &Program, c: &Concrete, ty: Option<&RType>) -> String {
    let elem_ty = match ty.map(|t| t.unwrap_newtypes(program)) {
        Some(RType::Con(_, args)) if args.len() == 1 => Some(args[0].clone()),
        _ => None,
    };
    let elem = |i: &Concrete, prec| show_typed(program, i, elem_ty.as_ref(), prec);
    let mut items = Vec::new();
    let mut cur = c;
    loop {
        match cur {
            Concrete::Con(dc, fields) if program.names.occ(*dc) == ":" && fields.len() == 2 => {
                items.push(&fields[0]);
                cur = &fields[1];
            }
            Concrete::Con(dc, _) if program.names.occ(*dc) == "[]" => break,
            _ => {
                // An unknown tail: print as an explicit cons chain. Where read-back
                // stopped, the last elements are cut too: one mark says it.
                if matches!(cur, Concrete::Cut) {
                    while items.last().is_some_and(|i| has_cut(i)) {
                        items.pop();
                    }
                }
                let mut s = String::new();
                for i in &items {
                    s.push_str(&elem(i, 6));
                    s.push_str(" : ");
                }
                s.push_str(&show_typed(program, cur, ty, 6));
                return format!("({s})");
            }
        }
    }
    let chars = boxed_chars(&items);
    match chars {
        Some(s) if !items.is_empty() => show_string(&s),
        // GHC's showList: no spaces after the commas.
        _ => format!("[{}]", items.iter().map(|i| elem(i, 0)).collect::<Vec<_>>().join(",")),
    }
}

pub fn show_prim(p: &Prim, prec: u8) -> String {
    match p {
        Prim::Int(i) => paren(*i < 0 && prec > 6, i.to_string()),
        Prim::Word(w) => w.to_string(),
        Prim::Integer(n) => paren(n.sign() == num_bigint::Sign::Minus && prec > 6, n.to_string()),
        Prim::Char(c) => show_char(*c),
        Prim::Double(d) => {
            paren((d.is_sign_negative() && !d.is_nan()) && prec > 6, show_double(*d))
        }
        Prim::Float(f) => paren((f.is_sign_negative() && !f.is_nan()) && prec > 6, show_float(*f)),
        Prim::Addr(bytes, off) => format!("{:?}#", String::from_utf8_lossy(&bytes[*off..])),
        Prim::MutVar(_) => "<MutVar#>".to_string(),
        Prim::Array(_) => "<Array#>".to_string(),
    }
}

const ASCII_NAMES: [&str; 32] = [
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "a", "b", "t", "n", "v", "f", "r", "SO", "SI",
    "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS",
    "RS", "US",
];

/// One code point escaped as GHC's `show` does inside a string (`in_string`) or a char
/// literal (everything beyond ASCII is a decimal escape, surrogates included).
fn escape_char(c: u32, in_string: bool) -> String {
    match char::from_u32(c).filter(|c| c.is_ascii()) {
        Some('\\') => "\\\\".into(),
        Some('"') if in_string => "\\\"".into(),
        Some('\'') if !in_string => "\\'".into(),
        Some('\x7f') => "\\DEL".into(),
        Some(a) if (a as u32) < 32 => format!("\\{}", ASCII_NAMES[a as usize]),
        Some(a) => a.to_string(),
        None => format!("\\{c}"),
    }
}

pub fn show_char(c: u32) -> String {
    format!("'{}'", escape_char(c, false))
}

/// A string of code points as GHC's `show` prints it.
pub fn show_string(chars: &[u32]) -> String {
    let mut out = String::from("\"");
    for (i, &c) in chars.iter().enumerate() {
        let e = escape_char(c, true);
        out.push_str(&e);
        // A numeric escape followed by a digit needs `\&`; so does \SO followed by H.
        let next = chars.get(i + 1).copied();
        let digit = |n: u32| (b'0' as u32..=b'9' as u32).contains(&n);
        if (c > 127 && next.is_some_and(digit)) || (e == "\\SO" && next == Some(b'H' as u32)) {
            out.push_str("\\&");
        }
    }
    out.push('"');
    out
}

/// GHC's `show` for Double: shortest digits that read back, fixed notation for
/// 0.1 <= |x| < 10^7, scientific otherwise.
pub fn show_double(x: f64) -> String {
    show_floating(x, format!("{:e}", x.abs()))
}

/// GHC's `show` for Float: as for Double, with the shortest digits that read back as
/// the same Float (`0.1`, not the digits of the nearest Double).
pub fn show_float(x: f32) -> String {
    show_floating(f64::from(x), format!("{:e}", x.abs()))
}

/// `x` (exactly representable) shown from `sci`, the shortest scientific digits of |x|
/// at its own precision.
fn show_floating(x: f64, sci: String) -> String {
    // NaN and the infinities have no literal: write expressions GHC evaluates to them.
    if x.is_nan() {
        return "(0/0)".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "(1/0)".into() } else { "(-1/0)".into() };
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    let a = x.abs();
    if a == 0.0 {
        return format!("{sign}0.0");
    }
    let (mant, exp) = sci.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let digits: String = mant.chars().filter(|c| *c != '.').collect();
    if (0.1..1e7).contains(&a) {
        let point = exp + 1;
        if point <= 0 {
            format!("{sign}0.{}{}", "0".repeat((-point) as usize), digits)
        } else if point as usize >= digits.len() {
            format!("{sign}{}{}.0", digits, "0".repeat(point as usize - digits.len()))
        } else {
            format!("{sign}{}.{}", &digits[..point as usize], &digits[point as usize..])
        }
    } else {
        let rest = if digits.len() > 1 { &digits[1..] } else { "0" };
        format!("{sign}{}.{}e{}", &digits[..1], rest, exp)
    }
}

/// The code points of `items` if every one is a boxed `Char` (`C# c`).
fn boxed_chars(items: &[&Concrete]) -> Option<Vec<u32>> {
    items
        .iter()
        .map(|i| match i {
            Concrete::Con(_, f) => match f.as_slice() {
                [Concrete::Prim(Prim::Char(ch))] => Some(*ch),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_like_ghc_show() {
        // Expected strings are what GHCi prints for `show x`.
        assert_eq!(show_double(0.1), "0.1");
        assert_eq!(show_double(1.0), "1.0");
        assert_eq!(show_double(1234567.0), "1234567.0");
        assert_eq!(show_double(1.0e7), "1.0e7");
        assert_eq!(show_double(0.01), "1.0e-2");
        assert_eq!(show_double(-2.5), "-2.5");
        assert_eq!(show_double(1.5e-3), "1.5e-3");
        // Not GHC's show text, but an expression that pastes into GHCi and shows as NaN.
        assert_eq!(show_double(f64::NAN), "(0/0)");
        assert_eq!(show_double(f64::NEG_INFINITY), "(-1/0)");
    }

    #[test]
    fn floats_print_with_their_own_shortest_digits() {
        // GHCi: show (0.1 :: Float) == "0.1", show (3.0e-2 :: Float) == "3.0e-2",
        // show (16777216 :: Float) == "1.6777216e7", show (-2.5 :: Float) == "-2.5".
        assert_eq!(show_float(0.1), "0.1");
        assert_eq!(show_float(0.03), "3.0e-2");
        assert_eq!(show_float(16777216.0), "1.6777216e7");
        assert_eq!(show_float(-2.5), "-2.5");
        assert_eq!(show_prim(&Prim::Float(-2.5), 11), "(-2.5)");
    }

    #[test]
    fn strings_and_chars_escape_like_ghc_show() {
        let cps = |s: &str| s.chars().map(|c| c as u32).collect::<Vec<u32>>();
        assert_eq!(show_char('a' as u32), "'a'");
        assert_eq!(show_char('\'' as u32), "'\\''");
        assert_eq!(show_char('\n' as u32), "'\\n'");
        assert_eq!(show_string(&cps("a\"b")), "\"a\\\"b\"");
        assert_eq!(show_string(&cps("\u{e9}1")), "\"\\233\\&1\"");
        assert_eq!(show_string(&cps("\x0eH")), "\"\\SO\\&H\"");
        // GHC: show '\xd800' == "'\\55296'" (a surrogate is a Char).
        assert_eq!(show_char(0xd800), "'\\55296'");
        assert_eq!(show_string(&[0xd800, '7' as u32]), "\"\\55296\\&7\"");
    }
}
