//! How a path crashes, and what it says: `error` and its friends (with GHC's message in a
//! concrete run), and the errors for names the engine cannot run.

use rustc_hash::FxHashMap;

use super::globals::foreign_symbol;
use super::{Machine, Step};
use crate::error::Error;
use crate::ir::{ExprId, NameId, NameSort};
use crate::reduce::builtin::ErrorKind;
use crate::reduce::machine::Result;
use crate::reduce::readback::c_string_at;
use crate::reduce::state::{Control, Frame, Outcome, State};
use crate::reduce::value::Addr;

pub(super) fn crash(msg: impl Into<String>) -> Result<Step> {
    Ok(Step::Done(Outcome::Crash(Box::new(msg.into()))))
}

// Note [Where a missing name is reached]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// A name the program does not define (an id whose package ships without its code, a
// foreign call) fails when it is forced, and the error says where: "at a call while
// running F", F the top-level binding whose code holds the occurrence. It used to be
// the binding the state entered last, which is not the caller once the caller has
// forced something first: in `IM.findMax (IM.fromList kvs)`, findMax's case forces the
// map, which runs the model of insert, and only then calls `unsafeFindMax`, so a run
// without its model said "while running G2.Models.IntMap.insert". The table from
// expressions to bindings (`Machine::owner`) is made the first time a run needs it:
// runs that reach no such name pay nothing, and states keep no last binding.

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

    /// The error for the name `x`, which the program does not define, reached at the
    /// occurrence `site`: it names the function whose code holds the occurrence (Note
    /// [Where a missing name is reached]).
    pub(super) fn missing(&self, x: NameId, site: ExprId) -> Error {
        let at = self.owner(site).map(|g| format!("a call while running `{}`", self.describe(g)));
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

    /// The top-level binding whose right-hand side holds the expression `e`, if any.
    pub(super) fn owner(&self, e: ExprId) -> Option<NameId> {
        let owners = self.owners.get_or_init(|| {
            let mut owners = FxHashMap::default();
            // In name order, so that an expression two bindings share (none is known)
            // is always given to the same one.
            let mut globals: Vec<_> = self.program.globals.iter().collect();
            globals.sort_by_key(|(g, _)| **g);
            for (&g, &(_, rhs)) in globals {
                self.program.nodes.walk(rhs, |id, _| {
                    owners.entry(id).or_insert(g);
                });
            }
            owners
        });
        owners.get(&e).copied()
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
