//! Symbolic function inputs: a function-typed input that is any function, built as a
//! table of the arguments the run applied it to (Note [Symbolic functions]).

use std::sync::Arc;

use imbl::Vector;

use super::gc::Roots;
use super::rtype::RType;
use super::state::Extension;
use super::value::{Addr, Concrete};
use crate::ir::NameId;

// Note [Symbolic functions]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// A symbolic input of type `a -> b` whose argument type is first-order data (built
// from constructors and `Int#`/`Word#`/`Char#`/Integer/floats, no functions:
// `Machine::tabulable`; floats compare by IEEE `==`, as literal patterns do, and an
// argument holding a NaN or an infinity, which no pattern writes, drops the path)
// becomes a `Head::SymFun(n)`, function `n` of the path's `SymFuns`. Applying it:
//
// 1. forces the argument to normal form (`Frame::Deep`), then `Frame::Tabulate`;
// 2. splits over the argument classes met so far: "equal to the argument of
//    application i" (a structural equality term of the two normal forms), whose result
//    is application i's result (the *same* heap cell, so equal arguments give equal
//    results by construction, with no check at the end), and "different from all of
//    them", whose result is a fresh lazy symbolic value of `b` (itself a symbolic
//    function if `b` is a function type, so curried functions work), recorded as a new
//    class. Classes are pairwise different on a path, so the branches partition it.
//
// Read back under a model, function `n` is a finite table, `Concrete::Lambda`: each
// class's argument and result, and the simplest value of `b` for every other argument
// (a G2Q answer sends it as such: term tag 10). It is printed as
// `\x -> case x of { 3 -> 7; _ -> 0 }` (`report::value`) and replayed by a
// `Head::SymFun` whose `SymFun::table` is set: the argument is forced to normal form
// and looked up among the entries. For a finite, total argument this is exactly what
// the printed `case` does (patterns of constructors and literals match structurally).
//
// A function input with a specification (`SymFuns::specs`: the refinement type of a
// checked function's function-typed argument) assumes it of every new application:
// `spec inputs.. arg result` runs under a `Guard::Spec` (False or a crash drops the
// path) before the result is returned. The
// table's default (for arguments the run never made) is then the first entry's
// result, which meets a specification that does not depend on the argument.
//
// Forcing the argument is stricter than a function may be (`const 0` ignores it). A
// path where the forcing crashes (`undefined`, `<<loop>>`) would report a crash the
// printed lambda does not have: it is dropped and recorded as unexplored
// (`Machine::step`). An infinite argument runs out of steps, which the search counts
// as cut. So the symbolic treatment covers every total function on every path whose
// applications have finite total arguments, and a search may claim "none exist".

/// Which functions a higher-order input may be (`g2 --higher-order`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Any function, built lazily (Note [Symbolic functions]); the module's functions
    /// of the type where the argument type cannot be tabulated.
    #[default]
    Symbolic,
    /// Only the module's own top-level functions of the type.
    Module,
    /// The module's functions first, then any function.
    Both,
}

impl Mode {
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "symbolic" => Some(Mode::Symbolic),
            "module" => Some(Mode::Module),
            "both" => Some(Mode::Both),
            _ => None,
        }
    }
}

/// A function input as a finite table: what it returns for each argument it was
/// applied to, and for any other.
#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    pub arg_ty: RType,
    pub res_ty: RType,
    /// Pairwise different arguments (normal forms) and their results.
    pub entries: Vec<(Concrete, Concrete)>,
    pub default: Concrete,
}

/// One symbolic function of a path.
#[derive(Clone, Debug)]
pub struct SymFun {
    pub arg_ty: RType,
    pub res_ty: RType,
    /// The argument classes met so far (pairwise different on the path): an argument
    /// in normal form and the shared result of every application to an equal one.
    pub apps: Vector<(Addr, Addr)>,
    /// In a concrete replay: the table this function is.
    pub table: Option<Arc<Lambda>>,
    /// The predicate assumed of each new application: applied to these addresses, the
    /// argument and the result.
    pub spec: Option<(NameId, Arc<[Addr]>)>,
}

/// The symbolic functions of a state, by the number in their `Head::SymFun`.
#[derive(Clone, Debug, Default)]
pub struct SymFuns {
    pub funs: Vector<SymFun>,
    /// Function inputs (by address) with a specification: a predicate over these
    /// addresses (the checked function's inputs), an argument and its result, assumed
    /// of every new application (a refinement type's function argument,
    /// `search::check`).
    pub specs: Vector<(Addr, NameId, Arc<[Addr]>)>,
}

impl Extension for SymFuns {
    /// Arguments and results: later applications compare with them, and readback reads
    /// them.
    fn roots(&self, roots: &mut Roots) {
        for (_, _, inputs) in &self.specs {
            inputs.iter().for_each(|&a| roots.addr(a));
        }
        for f in &self.funs {
            for (arg, res) in &f.apps {
                roots.addr(*arg);
                roots.addr(*res);
            }
        }
    }
}
