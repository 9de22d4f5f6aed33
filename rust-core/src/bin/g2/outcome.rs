//! How a command ends: the last line on stderr states the outcome in words, and the
//! exit status says which of the outcomes it was (the table is in README.md).
//!
//! | status | outcome |
//! |---|---|
//! | 0 | none exist: every path was explored and nothing was found |
//! | 1 | found: results or counterexamples were printed |
//! | 2 | usage error: bad options, an unknown function |
//! | 3 | none found within a named limit, or the engine gave up for a named cause |
//! | 4 | error: GHC failed on the file, the engine failed |
//!
//! Several functions checked in one run end in the most informative of their outcomes:
//! found, then inconclusive, then none exist.

use std::process::ExitCode;

use g2core::search::Verdict;
use g2core::Error;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Status {
    #[default]
    NoneExist = 0,
    Found = 1,
    Usage = 2,
    Inconclusive = 3,
    Error = 4,
}

impl Status {
    pub fn of_verdict(v: &Verdict) -> Status {
        match v {
            Verdict::Found => Status::Found,
            Verdict::NoneExist => Status::NoneExist,
            Verdict::NoneWithin(_) | Verdict::GaveUp(_) => Status::Inconclusive,
        }
    }

    /// An error's status. A construct the engine cannot run is a cause to give up on
    /// the question, not a failure of the tool.
    pub fn of_error(e: &Error) -> Status {
        match e {
            Error::Usage(_) => Status::Usage,
            Error::Unsupported { .. } | Error::MissingDefinition { .. } => Status::Inconclusive,
            _ => Status::Error,
        }
    }

    /// Of two functions' outcomes, the one a run of both ends in.
    pub fn combine(self, other: Status) -> Status {
        let rank = |s: Status| match s {
            Status::NoneExist => 0,
            Status::Inconclusive => 1,
            Status::Found => 2,
            Status::Usage | Status::Error => 3,
        };
        if rank(other) > rank(self) {
            other
        } else {
            self
        }
    }

    pub fn exit(self) -> ExitCode {
        ExitCode::from(self as u8)
    }
}

/// The last line of a search that found `count` results, in words.
pub fn line(verdict: &Verdict, count: usize, what: &str) -> String {
    match verdict {
        Verdict::Found => format!("found {count} {what}{}", if count == 1 { "" } else { "s" }),
        Verdict::NoneExist => format!("no {what} exists: every path was explored"),
        Verdict::NoneWithin(limit) => format!("no {what} found within {limit}"),
        Verdict::GaveUp(cause) => format!("no {what} found; gave up: {cause}"),
    }
}

/// A string as a JSON string literal.
pub fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `--json`'s outcome object.
pub fn json_outcome(function: &str, outcome: &str, detail: &str, count: usize) -> String {
    format!(
        "{{\"function\": {}, \"outcome\": {}, \"detail\": {}, \"results\": {count}}}",
        json_string(function),
        json_string(outcome),
        json_string(detail)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_ends_in_its_most_informative_outcome() {
        use Status::*;
        assert_eq!(NoneExist.combine(Inconclusive), Inconclusive);
        assert_eq!(Inconclusive.combine(Found), Found);
        assert_eq!(Found.combine(NoneExist), Found);
        assert_eq!(Found.combine(Error), Error);
    }
}
