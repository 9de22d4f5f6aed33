//! The names of the bindings the plugin generates about a function of the module (its
//! contract's predicates, the engine's markers), and reading the text a marker holds:
//! Note [Names of generated bindings].

use std::borrow::Cow;

// Note [Names of generated bindings]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// (The plugin's half is in `haskell-plugin/src/G2/Liquid/Names.hs`.) A binding about
// `f` is a prefix and `f`: `g2__pre_f`, `g2__trusted_f`. An operator cannot follow a
// prefix in a Haskell name, so it is written as its characters' code points in
// hexadecimal, each after a quote: `-.-` is `'2d'2e'2d` (`g2__pre_'2d'2e'2d`). No
// variable starts with a quote, so a suffix that does is an operator's.

use super::{Binder, Expr, ExprId, Lit, Program};

/// How `f`'s name ends the names of the bindings about it.
pub fn subject_suffix(f: &str) -> Cow<'_, str> {
    if f.starts_with(|c: char| c.is_alphabetic() || c == '_') {
        Cow::Borrowed(f)
    } else {
        Cow::Owned(f.chars().map(|c| format!("'{:x}", c as u32)).collect())
    }
}

/// The function a generated binding's name is about, from the name's suffix after its
/// prefix; `None` if an operator's encoding is malformed.
pub fn subject_of_suffix(suffix: &str) -> Option<Cow<'_, str>> {
    let Some(codes) = suffix.strip_prefix('\'') else { return Some(Cow::Borrowed(suffix)) };
    codes
        .split('\'')
        .map(|hex| u32::from_str_radix(hex, 16).ok().and_then(char::from_u32))
        .collect::<Option<String>>()
        .map(Cow::Owned)
}

impl Program {
    /// The module's binding `{prefix}f` about its function `f` (Note [Names of
    /// generated bindings]).
    pub fn find_about(&self, prefix: &str, f: &str) -> Option<(Binder, ExprId)> {
        self.find_own_binding(&format!("{prefix}{}", subject_suffix(f)))
    }

    /// The text of the first string literal in an expression: what a marker binding
    /// (`g2__nocontract_F = "why"`) holds.
    pub fn marker_text(&self, rhs: ExprId) -> Option<String> {
        let mut text = None;
        self.nodes.walk(rhs, |_, e| {
            if let (None, Expr::Lit(Lit::Str(bytes))) = (&text, e) {
                let s = String::from_utf8_lossy(&self[*bytes]);
                text = Some(s.trim_end_matches('\0').to_string());
            }
        });
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operators_round_trip() {
        assert_eq!(subject_suffix("size"), "size");
        assert_eq!(subject_suffix("-.-"), "'2d'2e'2d");
        assert_eq!(subject_of_suffix("'2d'2e'2d").as_deref(), Some("-.-"));
        assert_eq!(subject_of_suffix("g2__inst_1_size").as_deref(), Some("g2__inst_1_size"));
        assert_eq!(subject_of_suffix("'zz"), None);
        for op in ["+++", "<$$>", "∘", "!"] {
            assert_eq!(subject_of_suffix(&subject_suffix(op)).as_deref(), Some(op));
        }
    }
}
