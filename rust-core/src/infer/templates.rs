//! The grammar of candidate specifications (seed 002, section 5.5): conjunctions of
//! linear integer inequalities and equalities over *features* of a function's
//! arguments and result, and how a candidate becomes an annotation in the source.
//!
//! A feature is an integer a refinement can name: an `Int` argument or result itself,
//! `len` of a list, or one of the module's measures applied to a value whose type it
//! takes (compositions of depth one: `sumsize xs`, not `len (fst p)`). An atom is
//! `k + c1*f1 + ... + cn*fn = 0` or `>= 0`; a specification is a conjunction of atoms,
//! each mentioning the result (a postcondition that says nothing of the result says
//! nothing). Only postconditions are synthesized: the existing preconditions stay.
//!
//! Candidates reach the checker as text: [`Signature`] reads the callee's existing
//! annotation (`{-@ g :: ... @-}`) just enough to name every argument and conjoin the
//! candidate to its result refinement, and [`with_annotation`] puts it back into the
//! source in place of the old one. The plugin then parses it like any annotation, so
//! an inferred specification is checked exactly as a pasted one would be.

use std::fmt::Write as _;

/// What a feature is computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The i-th value argument (type and class-dictionary arguments not counted).
    Arg(usize),
    Result,
}

/// An integer a refinement can name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// An `Int` (or `Integer`) value itself.
    Value(Base),
    /// `len` of a list.
    Len(Base),
    /// A measure of the module: its name in the refinement logic, and the binding that
    /// computes it (`g2_measure_NAME` for a measure with equations, the function itself
    /// for a lifted one).
    Measure { logic: String, binding: String, of: Base },
}

impl Feature {
    pub fn base(&self) -> Base {
        match self {
            Feature::Value(b) | Feature::Len(b) | Feature::Measure { of: b, .. } => *b,
        }
    }

    /// The feature as a refinement-logic term, with the arguments' binder names.
    pub fn render(&self, args: &[String], result: &str) -> String {
        let name = |b: Base| match b {
            Base::Arg(i) => args[i].clone(),
            Base::Result => result.to_string(),
        };
        match self {
            Feature::Value(b) => name(*b),
            Feature::Len(b) => format!("len {}", name(*b)),
            Feature::Measure { logic, of, .. } => format!("{logic} {}", name(*of)),
        }
    }
}

/// `=` or `>=` (against zero, in an atom's normal form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rel {
    Eq,
    Ge,
}

/// `constant + Σ coeffs[i] * feature[i]  (= | >=)  0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    pub coeffs: Vec<i64>,
    pub constant: i64,
    pub rel: Rel,
}

impl Atom {
    /// The same atom over the integers with its coefficients divided by their greatest
    /// common divisor: `2 * (len v) = 2 * (len x1) + 2 * (len x2)` is `len v = len x1 +
    /// len x2`, and `2 * x - 3 >= 0` is `x - 2 >= 0` (for an integer s, g * s + k is at
    /// least 0 iff s + floor(k / g) is). An equality whose constant the divisor does not
    /// divide is left as it is (it has no integer solution either way).
    pub fn normalized(self) -> Atom {
        let g = self.coeffs.iter().fold(0i64, |g, &c| gcd(g, c.abs()));
        if g <= 1 || (self.rel == Rel::Eq && self.constant % g != 0) {
            return self;
        }
        Atom {
            coeffs: self.coeffs.iter().map(|c| c / g).collect(),
            constant: self.constant.div_euclid(g),
            rel: self.rel,
        }
    }

    pub fn holds(&self, values: &[i64]) -> bool {
        let sum: i128 = self.constant as i128
            + self.coeffs.iter().zip(values).map(|(c, v)| *c as i128 * *v as i128).sum::<i128>();
        match self.rel {
            Rel::Eq => sum == 0,
            Rel::Ge => sum >= 0,
        }
    }

    /// The atom as refinement text, the result's terms on the left:
    /// `len v = len xs + len ys`, `v >= x`, `v >= 0`.
    pub fn render(&self, features: &[Feature], args: &[String], result: &str) -> String {
        // Orient so that the first result feature has a positive coefficient.
        let flip = features
            .iter()
            .zip(&self.coeffs)
            .find(|(f, c)| f.base() == Base::Result && **c != 0)
            .is_some_and(|(_, c)| *c < 0);
        let sign = if flip { -1 } else { 1 };
        let op = match (self.rel, flip) {
            (Rel::Eq, _) => "=",
            (Rel::Ge, false) => ">=",
            (Rel::Ge, true) => "<=",
        };
        let term = |c: i64, f: &Feature| {
            let t = f.render(args, result);
            if c == 1 {
                t
            } else if matches!(f, Feature::Value(_)) {
                format!("{c} * {t}")
            } else {
                format!("{c} * ({t})")
            }
        };
        let (mut lhs, mut rhs) = (Vec::new(), Vec::new());
        // Result features first on the left, then the arguments' on the right.
        let mut order: Vec<usize> = (0..features.len()).collect();
        order.sort_by_key(|&i| features[i].base() != Base::Result);
        for i in order {
            let c = self.coeffs[i] * sign;
            if c > 0 {
                lhs.push(term(c, &features[i]));
            } else if c < 0 {
                rhs.push(term(-c, &features[i]));
            }
        }
        let k = -self.constant * sign;
        if k != 0 || rhs.is_empty() {
            if k < 0 && !rhs.is_empty() {
                let mut s = rhs.join(" + ");
                let _ = write!(s, " - {}", -k);
                return format!("{} {op} {s}", side(&lhs));
            }
            rhs.push(k.to_string());
        }
        format!("{} {op} {}", side(&lhs), rhs.join(" + "))
    }
}

fn side(terms: &[String]) -> String {
    if terms.is_empty() {
        "0".into()
    } else {
        terms.join(" + ")
    }
}

/// A conjunction of atoms (empty: `true`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spec {
    pub atoms: Vec<Atom>,
}

impl Spec {
    pub fn holds(&self, values: &[i64]) -> bool {
        self.atoms.iter().all(|a| a.holds(values))
    }

    pub fn render(&self, features: &[Feature], args: &[String], result: &str) -> String {
        if self.atoms.is_empty() {
            return "true".into();
        }
        let atoms: Vec<String> =
            self.atoms.iter().map(|a| a.render(features, args, result)).collect();
        atoms.join(" && ")
    }

    /// Nonzero coefficients and constants: the size smallest-first orders by.
    pub fn size(&self) -> usize {
        self.atoms
            .iter()
            .map(|a| a.coeffs.iter().filter(|c| **c != 0).count() + usize::from(a.constant != 0))
            .sum()
    }
}

/// A function's annotation, read as far as rewriting its result needs: the context
/// (`forall a. Ord a =>`), each argument with a binder, and the result split into
/// binder, type and refinement.
#[derive(Clone, Debug, PartialEq)]
pub struct Signature {
    pub name: String,
    context: String,
    /// (binder, type) of each argument; a binder is made up (`x1`, ...) where the
    /// annotation has none.
    pub args: Vec<(String, String)>,
    pub result_binder: String,
    result_type: String,
    result_refinement: Option<String>,
}

impl Signature {
    /// Reads `name :: TYPE` (the text of one annotation). `None` for shapes this does
    /// not rewrite: a bare `{p}` result, an unbalanced text.
    pub fn parse(annotation: &str) -> Option<Signature> {
        let (name, ty) = annotation.split_once("::")?;
        let name = name.trim().to_string();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return None;
        }
        let ty = ty.trim();
        // The context: a leading `forall ... .`, and everything up to the last `=>` at
        // the top level (refinements' `=>` are inside braces).
        let mut context = String::new();
        let mut rest = ty;
        if let Some(after) = rest.strip_prefix("forall") {
            let dot = after.find('.')?;
            context.push_str(&rest[..6 + dot + 1]);
            context.push(' ');
            rest = after[dot + 1..].trim_start();
        }
        let arrows = split_top(rest, "=>");
        if arrows.len() > 1 {
            let n = arrows.len() - 1;
            context.push_str(&arrows[..n].join("=>"));
            context.push_str("=> ");
            rest = arrows[n];
        }
        let mut parts: Vec<&str> = split_top(rest, "->");
        let result = parts.pop()?.trim();
        let mut args = Vec::new();
        for (i, p) in parts.iter().enumerate() {
            let p = p.trim();
            let (binder, t) = match binder_of(p) {
                Some((b, t)) => (b.to_string(), t.trim().to_string()),
                None => (format!("x{}", i + 1), p.to_string()),
            };
            args.push((binder, t));
        }
        let (result_binder, result_type, result_refinement) = match result.strip_prefix('{') {
            Some(inner) => {
                let inner = inner.strip_suffix('}')?;
                let halves = split_top(inner, "|");
                if halves.len() != 2 {
                    return None;
                }
                let (b, t) = match binder_of(halves[0].trim()) {
                    Some((b, t)) => (b.to_string(), t.trim().to_string()),
                    None => ("v".to_string(), halves[0].trim().to_string()),
                };
                (b, t, Some(halves[1].trim().to_string()))
            }
            None => ("v".to_string(), result.to_string(), None),
        };
        if result_type.is_empty() {
            return None;
        }
        // The result binder must not be an argument's name.
        let result_binder = if args.iter().any(|(b, _)| *b == result_binder) {
            "v'".to_string()
        } else {
            result_binder
        };
        Some(Signature { name, context, args, result_binder, result_type, result_refinement })
    }

    /// The argument binders, in order.
    pub fn binders(&self) -> Vec<String> {
        self.args.iter().map(|(b, _)| b.clone()).collect()
    }

    /// The annotation with `extra` conjoined to the result's refinement.
    pub fn with_result(&self, extra: &str) -> String {
        let mut text = format!("{} :: {}", self.name, self.context);
        for (b, t) in &self.args {
            let _ = write!(text, "{b}:{t} -> ");
        }
        let refinement = match &self.result_refinement {
            Some(p) if p.trim() != "true" && p.trim() != "True" => format!("({p}) && {extra}"),
            _ => extra.to_string(),
        };
        let _ = write!(text, "{{{}:{} | {refinement}}}", self.result_binder, self.result_type);
        format!("{{-@ {text} @-}}")
    }
}

/// `x:T` (or the older `x::T`) as (`x`, `T`).
fn binder_of(text: &str) -> Option<(&str, &str)> {
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '\''))?;
    let (name, rest) = text.split_at(end);
    let first = name.chars().next()?;
    if !(first.is_lowercase() || first == '_') {
        return None;
    }
    let rest = rest.trim_start();
    let t = rest.strip_prefix("::").or_else(|| rest.strip_prefix(':'))?;
    Some((name, t))
}

/// Splits at `sep` where it is outside parentheses, brackets and braces.
fn split_top<'t>(text: &'t str, sep: &str) -> Vec<&'t str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ if depth == 0 && text[i..].starts_with(sep) => {
                // `->` and `=>` are not parts of longer operators here (`-->`, `==>`).
                let before = text[..i].chars().last();
                let longer =
                    sep.len() == 2 && before.is_some_and(|c| "-=<>|&".contains(c)) && sep != "|";
                if !longer {
                    parts.push(&text[start..i]);
                    start = i + sep.len();
                    i = start;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&text[start..]);
    parts
}

/// The `{-@ ... @-}` blocks of a source, as byte ranges of the whole block and its text.
fn blocks(source: &str) -> Vec<(std::ops::Range<usize>, &str)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(open) = source[from..].find("{-@") {
        let start = from + open;
        let Some(close) = source[start..].find("@-}") else { break };
        let end = start + close + 3;
        out.push((start..end, &source[start + 3..end - 3]));
        from = end;
    }
    out
}

/// The annotation of `name` in `source`: the text after `{-@` of the block that
/// consists of exactly one signature of it.
pub fn annotation_of<'s>(source: &'s str, name: &str) -> Option<(std::ops::Range<usize>, &'s str)> {
    blocks(source).into_iter().find(|(_, text)| {
        let t = text.trim_start();
        t.strip_prefix(name).is_some_and(|rest| rest.trim_start().starts_with("::"))
            && !t[name.len()..].trim_start()[2..].contains("::")
    })
}

/// `source` with `name`'s annotation replaced by `annotation` (a whole `{-@ ... @-}`).
pub fn with_annotation(source: &str, name: &str, annotation: &str) -> Option<String> {
    let (range, _) = annotation_of(source, name)?;
    let mut out = String::with_capacity(source.len() + annotation.len());
    out.push_str(&source[..range.start]);
    out.push_str(annotation);
    out.push_str(&source[range.end..]);
    Some(out)
}

/// `source` with a plain annotation (`{-@ g :: TYPE @-}`, the Haskell type as it is
/// written) before every top-level Haskell signature of one function that has no
/// annotation: the refinement type `true` of LiquidHaskell's modular reading.
pub fn plain_annotations(source: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let sig = line.split_once("::").and_then(|(name, ty)| {
            let name = name.trim_end();
            let plain = !name.is_empty()
                && name.chars().next().is_some_and(|c| c.is_lowercase() || c == '_')
                && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
                && !matches!(
                    name,
                    "module" | "import" | "data" | "type" | "class" | "instance" | "newtype"
                );
            plain.then_some((name, ty))
        });
        if let Some((name, ty)) = sig.filter(|(name, _)| annotation_of(source, name).is_none()) {
            // The type with its indented continuation lines.
            let mut ty = ty.trim().to_string();
            let mut j = i + 1;
            while j < lines.len()
                && lines[j].starts_with(char::is_whitespace)
                && !lines[j].trim().is_empty()
            {
                ty.push(' ');
                ty.push_str(lines[j].trim());
                j += 1;
            }
            if !name.starts_with("g2__") && !ty.contains("--") {
                out.push(format!("{{-@ {name} :: {ty} @-}}"));
            }
        }
        out.push(line.to_string());
        i += 1;
    }
    let mut text = out.join("\n");
    if source.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The module's lifted measures (`{-@ measure f @-}`, no type: f is a Haskell function
/// of the module).
pub fn lifted_measures(source: &str) -> Vec<String> {
    blocks(source)
        .into_iter()
        .filter_map(|(_, text)| {
            let t = text.trim();
            let name = t.strip_prefix("measure")?.trim();
            (!name.is_empty() && !name.contains(char::is_whitespace) && !name.contains("::"))
                .then(|| name.to_string())
        })
        .collect()
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lens() -> Vec<Feature> {
        vec![Feature::Len(Base::Arg(0)), Feature::Len(Base::Arg(1)), Feature::Len(Base::Result)]
    }

    /// Dividing by the coefficients' divisor keeps the atom's integer solutions: checked
    /// on every point of a grid.
    #[test]
    fn normalized_atoms_hold_where_they_held() {
        let atoms = [
            Atom { coeffs: vec![-2, -2, 2], constant: 0, rel: Rel::Eq },
            Atom { coeffs: vec![2, 0, -4], constant: -3, rel: Rel::Ge },
            Atom { coeffs: vec![-2, 2, 0], constant: 5, rel: Rel::Ge },
            Atom { coeffs: vec![2, 2, 0], constant: 1, rel: Rel::Eq },
        ];
        let n = atoms[0].clone().normalized();
        assert_eq!((n.coeffs, n.constant), (vec![-1, -1, 1], 0));
        let n = atoms[1].clone().normalized();
        assert_eq!((n.coeffs, n.constant), (vec![1, 0, -2], -2));
        for a in atoms {
            let n = a.clone().normalized();
            for x in -6..=6 {
                for y in -6..=6 {
                    for z in -6..=6 {
                        assert_eq!(
                            a.holds(&[x, y, z]),
                            n.holds(&[x, y, z]),
                            "{a:?} at {x} {y} {z}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn atoms_render_with_the_result_on_the_left() {
        let args = ["xs".to_string(), "ys".to_string()];
        let a = Atom { coeffs: vec![-1, -1, 1], constant: 0, rel: Rel::Eq };
        assert_eq!(a.render(&lens(), &args, "v"), "len v = len xs + len ys");
        let a = Atom { coeffs: vec![1, 1, -1], constant: 0, rel: Rel::Eq };
        assert_eq!(a.render(&lens(), &args, "v"), "len v = len xs + len ys");
        let ints = vec![Feature::Value(Base::Arg(0)), Feature::Value(Base::Result)];
        let a = Atom { coeffs: vec![-1, 1], constant: 0, rel: Rel::Ge };
        assert_eq!(a.render(&ints, &args, "v"), "v >= xs");
        let a = Atom { coeffs: vec![0, 1], constant: 0, rel: Rel::Ge };
        assert_eq!(a.render(&ints, &args, "v"), "v >= 0");
        let a = Atom { coeffs: vec![0, -1], constant: 3, rel: Rel::Ge };
        assert_eq!(a.render(&ints, &args, "v"), "v <= 3");
        let a = Atom { coeffs: vec![-2, 1], constant: -1, rel: Rel::Ge };
        assert_eq!(a.render(&ints, &args, "v"), "v >= 2 * xs + 1");
        let a = Atom { coeffs: vec![-1, 1], constant: 1, rel: Rel::Ge };
        assert_eq!(a.render(&ints, &args, "v"), "v >= xs - 1");
    }

    #[test]
    fn signatures_get_binders_and_a_conjoined_result() {
        let s = Signature::parse("append :: xs:[a] -> ys:[a] -> [a]").unwrap();
        assert_eq!(s.binders(), ["xs", "ys"]);
        assert_eq!(
            s.with_result("len v = len xs + len ys"),
            "{-@ append :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}"
        );
        let s = Signature::parse(" f :: Ord a => {v:Int | v > 0} -> (a -> a) -> {r:Int | r > 1}")
            .unwrap();
        assert_eq!(
            s.with_result("r >= x1"),
            "{-@ f :: Ord a => x1:{v:Int | v > 0} -> x2:(a -> a) -> {r:Int | (r > 1) && r >= x1} @-}"
        );
        let s =
            Signature::parse("g :: forall a. x:Int -> {y:Int | x > 0 => y > 0} -> Int").unwrap();
        assert_eq!(
            s.with_result("v >= 0"),
            "{-@ g :: forall a. x:Int -> x2:{y:Int | x > 0 => y > 0} -> {v:Int | v >= 0} @-}"
        );
        assert!(Signature::parse("p :: x:Int -> {x > 0}").is_none());
    }

    #[test]
    fn annotations_are_found_and_replaced() {
        let src = "{-@ measure sz @-}\n{-@ f :: Int -> Int @-}\nf x = x\n{-@ g :: Int @-}\n";
        assert_eq!(annotation_of(src, "f").unwrap().1, " f :: Int -> Int ");
        assert!(annotation_of(src, "h").is_none());
        assert_eq!(
            with_annotation(src, "f", "{-@ f :: x1:Int -> {v:Int | v = x1} @-}").unwrap(),
            "{-@ measure sz @-}\n{-@ f :: x1:Int -> {v:Int | v = x1} @-}\nf x = x\n{-@ g :: Int @-}\n"
        );
        assert_eq!(lifted_measures(src), ["sz"]);
    }

    #[test]
    fn plain_annotations_go_before_unannotated_signatures() {
        let src = "module M where\n{-@ f :: Int -> Int @-}\nf :: Int -> Int\nf x = x\ng :: Ord a\n  => [a] -> Int\ng _ = 0\n";
        assert_eq!(
            plain_annotations(src),
            "module M where\n{-@ f :: Int -> Int @-}\nf :: Int -> Int\nf x = x\n{-@ g :: Ord a => [a] -> Int @-}\ng :: Ord a\n  => [a] -> Int\ng _ = 0\n"
        );
    }
}
