//! How a path crashes, and what it says: `error` and its friends (with GHC's message in a
//! concrete run), and the errors for names the engine cannot run.

use super::globals::foreign_symbol;
use super::{Machine, Step};
use crate::error::Error;
use crate::ir::{NameId, NameSort};
use crate::reduce::builtin::ErrorKind;
use crate::reduce::machine::Result;
use crate::reduce::readback::c_string_at;
use crate::reduce::state::{Control, Frame, Outcome, State};
use crate::reduce::value::Addr;

pub(super) fn crash(msg: impl Into<String>) -> Result<Step> {
    Ok(Step::Done(Outcome::Crash(Box::new(msg.into()))))
}

impl<'p> Machine<'p> {
    /// A call of `error` or a friend. In a concrete run the message is evaluated first,
    /// so the crash says what GHC's program would; in a symbolic run the path just
    /// crashes, since forcing a message built from symbolic values (`error (show n)`)
    /// would split the state for nothing. Validation replays are concrete, so every
    /// reported crash has its message.
    pub(super) fn raise(&self, st: &mut State, kind: ErrorKind, values: &[Addr]) -> Result<Step> {
        if let ErrorKind::Fixed(text) = kind {
            return crash(text);
        }
        // The call is saturated (`ErrorKind::arity`): the message is made from one of
        // its value arguments.
        let (true, Some(&arg)) = (st.explain_crashes, kind.argument().and_then(|i| values.get(i)))
        else {
            return crash("error");
        };
        st.stack.push(Frame::Raise(kind, arg));
        st.stack.push(Frame::Deep(Vec::new(), false));
        st.control = Control::Enter(arg);
        Ok(Step::Continue)
    }

    /// GHC's text for an error of `kind` whose (evaluated) argument is at `arg`.
    pub(super) fn error_message(&self, st: &State, kind: ErrorKind, arg: Addr) -> Option<String> {
        let text =
            if kind.takes_c_string() { c_string_at(st, arg)? } else { self.string_at(st, arg)? };
        Some(kind.message(&text))
    }

    pub(super) fn missing(&self, st: &State, x: NameId) -> Error {
        let at = st.last_global.map(|g| format!("a call while running `{}`", self.describe(g)));
        if self.program.names.info(x).sort == NameSort::Foreign {
            // The plugin names a foreign call by its pretty-printed form; keep the C symbol.
            let occ = self.program.names.occ(x);
            let symbol = foreign_symbol(occ);
            return Error::Unsupported {
                what: format!("the foreign call `{symbol}` cannot run in the engine; the Haskell function that makes it needs a model"),
                at,
            };
        }
        let gap = self.program.gaps.get(&x);
        Error::MissingDefinition {
            name: self.program.names.qualified(x),
            at,
            why: gap.map(|g| g.why.clone()),
            user_can_supply: gap.is_some_and(|g| g.user_can_supply),
        }
    }

    pub(super) fn describe(&self, name: NameId) -> String {
        let names = &self.program.names;
        match names.spans.get(&name) {
            Some(span) => format!(
                "{} ({}:{}:{})",
                names.qualified(name),
                names.interner.resolve(span.file),
                span.line1,
                span.col1
            ),
            None => names.qualified(name),
        }
    }
}
