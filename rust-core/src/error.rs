//! The crate-wide error type, classified by who is at fault.
//!
//! A counterexample, an infeasible path or an exhausted budget are results, not errors;
//! see `search::StopReason`.

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    /// The input bytes are not a well-formed module. `offset` is the byte position.
    Malformed { offset: usize, what: String },
    /// The input was written for another wire-format version.
    Version { found: u32, expected: u32 },
    /// The program uses something the engine does not support; `at` names where.
    Unsupported { what: String, at: Option<String> },
    /// The program calls a function whose definition is not available: `why` (from the
    /// plugin, [`crate::ir::Gap`]) says why and how to get it; `user_can_supply` when
    /// the user can (its module was compiled without the plugin).
    MissingDefinition {
        name: String,
        at: Option<String>,
        why: Option<String>,
        user_can_supply: bool,
    },
    /// The caller asked for something that does not exist or is ill-formed
    /// (an unknown function, a bad option).
    Usage(String),
    /// An external tool (GHC, Z3) failed.
    Tool(String),
    /// A bug in the engine.
    Internal(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl From<Box<Error>> for Error {
    fn from(e: Box<Error>) -> Error {
        *e
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |at: &Option<String>| at.as_ref().map(|a| format!(" at {a}")).unwrap_or_default();
        match self {
            Error::Malformed { offset, what } => write!(f, "malformed module at byte {offset}: {what}"),
            Error::Version { found, expected } => write!(
                f,
                "wire-format version {found} is not supported (this engine reads version {expected}); rebuild the plugin and the engine together"
            ),
            Error::Unsupported { what, at: loc } => write!(f, "unsupported{}: {what}", at(loc)),
            Error::MissingDefinition { name, at: loc, why, .. } => {
                let why = why.as_ref().map(|w| format!(": {w}")).unwrap_or_default();
                write!(f, "no definition available for `{name}`{}{why}", at(loc))
            }
            Error::Usage(msg) => write!(f, "{msg}"),
            Error::Tool(msg) => write!(f, "{msg}"),
            Error::Internal(msg) => write!(f, "internal error: {msg}"),
        }
    }
}

impl std::error::Error for Error {}

/// The message a panic carried (a `&str` or a `String`; anything else is named as such).
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with a non-string payload".into())
}
