//! Executable abstract counterexamples (seed 004; `g2 liquid --executable DIR`): a
//! copy of the user's module whose `main` reproduces an abstract counterexample in
//! plain GHCi, where the user can step through it (`:step main`, `:trace main`).
//!
//! (Note [Executable abstract counterexamples].)

use std::collections::BTreeMap;

use super::check::{args_text, result_text};
use crate::ir::{NameId, Program};
use crate::reduce::{Call, Counterexample};

// Note [Executable abstract counterexamples]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// An abstract counterexample of `f` says: if these calls in `f`'s body returned these
// values (which their callees' refinement types allow), `f` would break its own type.
// Seed 004 turns such a verifier's counterexample into a program that runs the
// verifier's semantics: each call whose result the counterexample chose is replaced by
// a stub that produces that result. Here the program is the user's module itself,
// with three textual changes that keep every line where it was, so GHCi's breakpoints
// and `:list` show the user's own lines:
//
// 1. In `f`'s definition (its equations and `where` clauses: exactly the body whose
//    calls the check made counterfactual, `reduce::contract`), each call to a blamed
//    or abstracted callee `g` becomes a call to `g'cex`.
// 2. `g'cex`, added at the end, returns the recorded result for the recorded
//    arguments (as patterns: a part of an argument the run never evaluated is `_`, so
//    the stub forces no more of it than a mismatch needs) and otherwise runs `g`
//    itself. So it is one function that agrees with `g` except at the counterexample's
//    points, where `g`'s refinement type allows what it returns. A call that broke
//    `g`'s refinement type (the blamed call) raises an error naming it instead. A
//    recursive call of `f` goes through `f'cex` the same way: the check abstracts
//    it too, at every depth, as the copy does.
// 3. A polymorphic `f` is checked at `Int`, so its signature is instantiated (each
//    type variable at `Int`; the signature moves to the end, its lines left blank):
//    the stubs' literals are `Int`s.
//
// `main` applies `f` to the counterexample's inputs, prints the result and raises
// `g2: reproduced: ...` when it is the recorded one (which the engine's replay showed
// breaks `f`'s refinement type), so the run's failure is an exception that GHCi
// stops at with `-fbreak-on-error`. The copy needs no plugin: it runs interpreted,
// which is what GHCi's debugger steps through.
//
// Limits, each an error naming it rather than a wrong program: operators as `f` or as
// a stubbed callee, argument values that are not patterns (functions, maps, NaN),
// literate files. A stub keyed by arguments also answers a real (left) call with the
// same arguments in `f`'s body (`size xs + size ys` with `xs == ys`): a [`Sites`]
// puts the stub at only some of the places `g` is named, and the caller (`g2 liquid`,
// `bin/g2/executable.rs`) runs `main` of each placement it tries, and offers the
// module only once one fails as the counterexample says.

/// What `main` raises when the run fails as the counterexample says.
pub const REPRODUCED: &str = "g2: reproduced:";
/// What `main` prints when the run does not fail as the counterexample says.
pub const NOT_REPRODUCED: &str = "g2: not reproduced:";

/// The executable module for an abstract counterexample of `f`, from the module's
/// `source`; `spec` is `f`'s annotation, quoted in the failure's message. An error
/// names what cannot be written as such a module.
pub fn executable(
    program: &Program,
    source: &str,
    f: NameId,
    cex: &Counterexample,
    spec: Option<&str>,
    sites: &Sites,
) -> Result<String, String> {
    let Located { name, def_line, mut lines, block } = located(program, source, f)?;
    let stubs = stubs(program, cex)?;

    // 1. Calls in f's definition go through the stubs (its equation heads stay).
    let text = lines[block.clone()].join("\n");
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    let renamed = map_identifiers(&text, |tok, line_start, _| {
        if (line_start && tok == name) || !stubs.contains_key(tok) {
            return None;
        }
        let (g, k) = stubs.get_key_value(tok).map(|(g, _)| (g.as_str(), 0))?;
        let n = seen.entry(g).or_insert(k);
        let stubbed = sites.get(g).is_none_or(|flags| flags.get(*n).copied().unwrap_or(true));
        *n += 1;
        stubbed.then(|| format!("{g}'cex"))
    });
    lines.splice(block, renamed.split('\n').map(str::to_string));

    // 3. A polymorphic f at Int.
    let mut trailer = Vec::new();
    if let Some((sig, instantiated)) = instantiated_signature(&lines, def_line, name) {
        for (i, replacement) in sig {
            lines[i] = replacement;
        }
        if instantiated.contains("=>") {
            lines[0] = format!("{{-# LANGUAGE FlexibleContexts #-}} {}", lines[0]);
        }
        trailer.push(format!("-- {name} at the type the check ran it at:"));
        trailer.push(format!("{name} :: {instantiated}"));
    }

    // 2. The stubs.
    for (g, cases) in &stubs {
        let n = cases[0].0.len();
        let vars: Vec<String> = (1..=n).map(|i| format!("x'{i}")).collect();
        trailer.push(String::new());
        trailer.push(format!(
            "-- {g}'cex, called in {name}'s body: the counterexample's points, else {g} itself."
        ));
        for (patterns, answer) in cases {
            let lhs = format!("{g}'cex {}", patterns.join(" "));
            trailer.push(format!("{} = {answer}", lhs.trim_end()));
        }
        trailer.push(
            format!(
                "{} = {g} {}",
                format!("{g}'cex {}", vars.join(" ")).trim_end(),
                vars.join(" ")
            )
            .trim_end()
            .to_string(),
        );
    }

    // main.
    let args = args_text(program, f, &cex.inputs).into_iter().map(|a| expression(&a));
    let call = std::iter::once(name.to_string()).chain(args).collect::<Vec<_>>().join(" ");
    let shown_call = call.replace("Prelude.undefined", "undefined");
    let spec = spec.map_or_else(|| format!("{name}'s refinement type"), |s| s.trim().to_string());
    trailer.push(String::new());
    trailer.push(format!(
        "-- g2: `main` runs the abstract counterexample of {name} (g2 liquid --executable)."
    ));
    trailer.push(
        "-- In GHCi: `:main`; `:step main` or `:set -fbreak-on-error` then `:trace main` and `:hist`."
            .to_string(),
    );
    trailer.push("main :: Prelude.IO ()".into());
    trailer.push("main = do".into());
    trailer.push(format!("  let g2'shown = Prelude.show ({call})"));
    trailer.push(format!(
        "  Prelude.length g2'shown `Prelude.seq` Prelude.putStrLn ({} Prelude.++ g2'shown)",
        haskell_string(&format!("{shown_call} = "))
    ));
    match (&cex.output, &cex.blame) {
        (Some(out), None) => {
            let expected = result_text(program, f, cex.inputs.len(), out);
            trailer.push(format!("  if g2'shown Prelude.== {}", haskell_string(&expected)));
            trailer.push(format!(
                "    then Prelude.ioError (Prelude.userError {})",
                haskell_string(&format!(
                    "{REPRODUCED} {shown_call} = {expected} breaks the refinement type {spec}"
                ))
            ));
            trailer.push(format!(
                "    else Prelude.putStrLn {}",
                haskell_string(&format!(
                    "{NOT_REPRODUCED} the counterexample's result is {expected}"
                ))
            ));
        }
        _ => trailer.push(format!(
            "  Prelude.putStrLn {}",
            haskell_string(&format!("{NOT_REPRODUCED} the counterexample's run fails"))
        )),
    }
    let mut out = lines.join("\n");
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&trailer.join("\n"));
    out.push('\n');
    Ok(out)
}

/// Which calls of each stubbed callee in the function's body go through its stub: by
/// the callee's name, a flag per occurrence of its name in the definition's text, in
/// order. A callee not named, or an occurrence beyond its flags, is stubbed.
pub type Sites = BTreeMap<String, Vec<bool>>;

/// The callees an abstract counterexample of `f` stubs, with the number of times each
/// occurs in `f`'s definition: the choices a [`Sites`] makes. (A stub keyed by
/// arguments also answers a real call with the same arguments; stubbing only some
/// occurrences tells such calls apart when they are at different places.)
pub fn call_sites(
    program: &Program,
    source: &str,
    f: NameId,
    cex: &Counterexample,
) -> Result<BTreeMap<String, usize>, String> {
    let Located { name, lines, block, .. } = located(program, source, f)?;
    let mut counts: BTreeMap<String, usize> =
        stubs(program, cex)?.into_keys().map(|g| (g, 0)).collect();
    map_identifiers(&lines[block].join("\n"), |tok, line_start, _| {
        if !(line_start && tok == name) {
            if let Some(n) = counts.get_mut(tok) {
                *n += 1;
            }
        }
        None
    });
    Ok(counts)
}

/// Where a function is in the source: its name, the index of its definition's first
/// line, the source's lines, and the lines of the definition.
struct Located<'p> {
    name: &'p str,
    def_line: usize,
    lines: Vec<String>,
    block: std::ops::Range<usize>,
}

/// `f` in the source; an error when `f` is an operator or not where its span says.
fn located<'p>(program: &'p Program, source: &str, f: NameId) -> Result<Located<'p>, String> {
    let name = program.names.occ(f);
    // Note [Checking instance methods] (G2/Liquid/Methods.hs): a generated binding.
    if name.starts_with("g2__inst_") {
        return Err("it is an instance's method: only the module's functions are rewritten".into());
    }
    if !is_identifier(name) {
        return Err(format!("`{name}` is an operator: only named functions are rewritten"));
    }
    let def_line = program
        .names
        .spans
        .get(&f)
        .map(|s| s.line1 as usize)
        .filter(|&l| l >= 1)
        .ok_or_else(|| format!("no source position for `{name}`"))?
        - 1;
    let lines: Vec<String> = source.split('\n').map(str::to_string).collect();
    if def_line >= lines.len() || !starts_with_name(&lines[def_line], name) {
        return Err(format!("`{name}`'s definition is not at line {} of the source", def_line + 1));
    }
    let block = definition_block(&lines, def_line, name);
    Ok(Located { name, def_line, lines, block })
}

/// Per stubbed callee (by name): its cases, each the argument patterns and what the
/// stub's right-hand side is (the recorded result, or the error of a blamed call).
type Stubs = BTreeMap<String, Vec<(Vec<String>, String)>>;

fn stubs(program: &Program, cex: &Counterexample) -> Result<Stubs, String> {
    let mut stubs = Stubs::new();
    let mut add = |c: &Call, answer: String| -> Result<(), String> {
        let g = program.names.occ(c.callee).to_string();
        if !is_identifier(&g) {
            return Err(format!("`{g}` is an operator: only named callees are replaced"));
        }
        let patterns = args_text(program, c.callee, &c.args)
            .iter()
            .map(|a| pattern(a))
            .collect::<Result<Vec<_>, _>>()?;
        let cases = stubs.entry(g.clone()).or_default();
        if cases.first().is_some_and(|(p, _)| p.len() != patterns.len()) {
            return Err(format!("`{g}` is called with different numbers of arguments"));
        }
        if !cases.iter().any(|(p, _)| *p == patterns) {
            cases.push((patterns, answer));
        }
        Ok(())
    };
    // The blamed call first: its error is what the run must reach.
    if let Some(b) = &cex.blame {
        let g = program.names.occ(b.callee);
        let args = args_text(program, b.callee, &b.args).join(" ");
        let text = format!("{REPRODUCED} the call {g} {args} breaks {g}'s refinement type");
        add(b, format!("Prelude.errorWithoutStackTrace {}", haskell_string(&text)))?;
    }
    for a in &cex.abstractions {
        let answer = match &a.result {
            Some(r) => expression(&result_text(program, a.callee, a.args.len(), r)),
            None => "Prelude.undefined".to_string(),
        };
        add(a, answer)?;
    }
    Ok(stubs)
}

/// The lines of `name`'s definition starting at `start`: its equations, their indented
/// continuations (guards, `where`), and the blank and comment lines between them.
fn definition_block(lines: &[String], start: usize, name: &str) -> std::ops::Range<usize> {
    let mut end = start + 1;
    while let Some(l) = lines.get(end) {
        let continues = l.trim().is_empty()
            || l.starts_with([' ', '\t'])
            || (l.starts_with("--") && !l.starts_with("--}"))
            || starts_with_name(l, name);
        if !continues {
            break;
        }
        end += 1;
    }
    start..end
}

/// `name`'s type signature before its definition, if it is polymorphic: the
/// replacements of its lines (blank, or the other names of a shared signature), and
/// its type with every type variable at `Int`.
fn instantiated_signature(
    lines: &[String],
    def_line: usize,
    name: &str,
) -> Option<(Vec<(usize, String)>, String)> {
    let (first, names, ty) = lines[..def_line].iter().enumerate().rev().find_map(|(i, l)| {
        let (lhs, rhs) = l.split_once("::")?;
        let names: Vec<&str> = lhs.split(',').map(str::trim).collect();
        (!l.starts_with([' ', '\t']) && names.contains(&name)).then_some((i, names, rhs))
    })?;
    let mut last = first;
    while lines.get(last + 1).is_some_and(|l| l.starts_with([' ', '\t']) && !l.trim().is_empty()) {
        last += 1;
    }
    let mut ty = std::iter::once(ty.to_string())
        .chain(lines[first + 1..=last].iter().cloned())
        .collect::<Vec<_>>()
        .join("\n");
    // `forall a b.` goes: its variables become Int.
    if let Some(at) = find_identifier(&ty, "forall") {
        if let Some(dot) = ty[at..].find('.') {
            ty.replace_range(at..at + dot + 1, "");
        }
    }
    let mut polymorphic = false;
    let instantiated = map_identifiers(&ty, |tok, _, prev| {
        let var = tok.starts_with(|c: char| c.is_lowercase() || c == '_') && prev != Some('.');
        polymorphic |= var;
        var.then(|| "Int".to_string())
    });
    if !polymorphic {
        return None;
    }
    let others: Vec<&str> = names.iter().copied().filter(|n| *n != name).collect();
    let mut replaced = Vec::new();
    if others.is_empty() {
        replaced.extend((first..=last).map(|i| (i, String::new())));
    } else {
        replaced
            .push((first, format!("{} ::{}", others.join(", "), lines[first].split_once("::")?.1)));
    }
    Some((replaced, instantiated.trim().to_string()))
}

/// A shown value as a pattern: a part never evaluated (`undefined`) matches anything.
/// Values without a pattern (functions, `fromList` of a map or set, `n % d`, NaN and
/// the infinities) are an error naming the value.
fn pattern(value: &str) -> Result<String, String> {
    let mut code = String::new();
    map_identifiers_with(value, |piece, is_code| {
        if is_code {
            code.push_str(piece);
        }
    });
    let not_a_pattern = code.contains('\\')
        || code.contains('%')
        || ["fromList", "NaN", "Infinity"].iter().any(|w| find_identifier(&code, w).is_some());
    if not_a_pattern {
        return Err(format!("the argument value {value} cannot be matched by a pattern"));
    }
    Ok(map_identifiers(value, |tok, _, _| (tok == "undefined").then(|| "_".to_string())))
}

/// A shown value as an expression of the copied module.
fn expression(value: &str) -> String {
    map_identifiers(value, |tok, _, _| {
        (tok == "undefined").then(|| "Prelude.undefined".to_string())
    })
}

fn is_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '\''
}

/// Whether a line starts (at column 1) with the identifier `name`.
fn starts_with_name(line: &str, name: &str) -> bool {
    line.strip_prefix(name).is_some_and(|rest| !rest.starts_with(is_ident_char))
}

/// Where the identifier `word` first occurs in `text` (outside comments and literals).
fn find_identifier(text: &str, word: &str) -> Option<usize> {
    let mut at = None;
    let mut offset = 0;
    map_identifiers_with(text, |piece, is_code| {
        if at.is_none() && is_code && piece == word {
            at = Some(offset);
        }
        offset += piece.len();
    });
    at
}

/// `text` with each identifier token replaced where `f` says: `f(token, at the start
/// of a line, the character before it)`. Comments, string and character literals and
/// numbers are copied as they are.
fn map_identifiers(
    text: &str,
    mut f: impl FnMut(&str, bool, Option<char>) -> Option<String>,
) -> String {
    let mut out = String::with_capacity(text.len());
    map_identifiers_with(text, |piece, is_code| {
        if is_code && piece.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            let line_start = out.is_empty() || out.ends_with('\n');
            let prev = out.chars().next_back();
            match f(piece, line_start, prev) {
                Some(r) => out.push_str(&r),
                None => out.push_str(piece),
            }
        } else {
            out.push_str(piece);
        }
    });
    out
}

/// Splits Haskell text into pieces, in order, each with whether it is code (an
/// identifier, a number, or one other character) rather than a comment or literal.
fn map_identifiers_with(text: &str, mut piece: impl FnMut(&str, bool)) {
    const SYMBOL: &str = "!#$%&*+./<=>?@\\^|-~:";
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| bytes.get(i).map(|&(_, c)| c);
    let offset = |i: usize| bytes.get(i).map_or(text.len(), |&(o, _)| o);
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i].1;
        let start = i;
        let code;
        if c == '{' && at(i + 1) == Some('-') {
            // A block comment, nested.
            let mut depth = 0;
            while i < bytes.len() {
                if at(i) == Some('{') && at(i + 1) == Some('-') {
                    depth += 1;
                    i += 2;
                } else if at(i) == Some('-') && at(i + 1) == Some('}') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code = false;
        } else if c == '-' && at(i + 1) == Some('-') && {
            let mut j = i;
            while at(j) == Some('-') {
                j += 1;
            }
            at(j).is_none_or(|d| !SYMBOL.contains(d))
        } {
            while i < bytes.len() && at(i) != Some('\n') {
                i += 1;
            }
            code = false;
        } else if c == '"' || (c == '\'' && closes_char_literal(&bytes, i)) {
            i += 1;
            while i < bytes.len() && at(i) != Some(c) {
                i += if at(i) == Some('\\') { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            code = false;
        } else if c.is_alphabetic() || c == '_' {
            while at(i).is_some_and(is_ident_char) {
                i += 1;
            }
            code = true;
        } else if c.is_ascii_digit() {
            while at(i).is_some_and(|d| d.is_alphanumeric() || d == '_')
                || (at(i) == Some('.') && at(i + 1).is_some_and(|d| d.is_ascii_digit()))
            {
                i += 1;
            }
            code = true;
        } else {
            i += 1;
            code = true;
        }
        piece(&text[offset(start)..offset(i)], code);
    }
}

/// Whether the `'` at `i` opens a character literal (`'a'`, `'\n'`, `'\''`), not a
/// promoted constructor or a prime.
fn closes_char_literal(chars: &[(usize, char)], i: usize) -> bool {
    let at = |j: usize| chars.get(j).map(|&(_, c)| c);
    match at(i + 1) {
        Some('\\') => (i + 3..i + 12).any(|j| at(j) == Some('\'')),
        Some(_) => at(i + 2) == Some('\''),
        None => false,
    }
}

/// A Haskell string literal of `s`.
fn haskell_string(s: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\{}", c as u32));
                if chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                    out.push_str("\\&");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_outside_comments_and_literals_are_renamed() {
        let text = "f xs = g xs ++ \"g\" -- g\n  where y = g' 'g' {- g -} (g)";
        let out = map_identifiers(text, |t, _, _| (t == "g").then(|| "g'cex".to_string()));
        assert_eq!(out, "f xs = g'cex xs ++ \"g\" -- g\n  where y = g' 'g' {- g -} (g'cex)");
    }

    #[test]
    fn values_become_patterns_or_say_why_not() {
        assert_eq!(pattern("[1,undefined]").unwrap(), "[1,_]");
        assert_eq!(pattern("(-3)").unwrap(), "(-3)");
        assert_eq!(pattern("\"undefined\"").unwrap(), "\"undefined\"");
        assert!(pattern("(\\x -> 0)").is_err());
        assert!(pattern("(fromList [(1,2)])").is_err());
    }

    #[test]
    fn polymorphic_signatures_are_instantiated() {
        let lines: Vec<String> =
            ["concat :: forall a. Ord a", "  => [[a]] -> [a]", "concat [] = []"]
                .map(String::from)
                .to_vec();
        let (replaced, ty) = instantiated_signature(&lines, 2, "concat").unwrap();
        assert_eq!(ty, "Ord Int\n  => [[Int]] -> [Int]");
        assert_eq!(replaced, vec![(0, String::new()), (1, String::new())]);
        let shared: Vec<String> = ["f, g :: a -> a", "f x = x"].map(String::from).to_vec();
        let (replaced, _) = instantiated_signature(&shared, 1, "f").unwrap();
        assert_eq!(replaced, vec![(0, "g :: a -> a".to_string())]);
        let mono: Vec<String> = ["f :: Int -> M.Map Int Int", "f x = x"].map(String::from).to_vec();
        assert!(instantiated_signature(&mono, 1, "f").is_none());
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(haskell_string("a\"b\\\n\u{1}2"), "\"a\\\"b\\\\\\n\\1\\&2\"");
    }
}
