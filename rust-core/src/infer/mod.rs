//! Specification inference (`g2 infer`; seed 002, chapter 5, "Lynx"): for a function
//! whose check fails only through abstract counterexamples, find refinement types for
//! the blamed callees so that the function's check finds no counterexample and each
//! callee meets its new type.
//!
//! The data flows in a loop (`cegis`): the module, with the current candidate
//! annotations pasted in, goes through GHC and the plugin like any `g2 liquid` run; the
//! checks (`search::check`) give counterexamples; `examples` turns them, and real runs
//! of each callee, into integer feature vectors (`templates` says which features a
//! function has); `synth` finds the smallest linear specifications over the features
//! that fit, with Z3; `templates` renders them as annotations, and the next round
//! checks those. What comes out is an annotation ready to paste, re-checked by our own
//! search: "no counterexample within LIMITS", never a proof.
//!
//! Architecture invariant: inference adds no way of checking. Every candidate is judged
//! by the same compilation and the same `check_function` as a pasted annotation, so an
//! inferred specification means exactly what `g2 liquid` says of it.

pub mod cegis;
pub mod examples;
pub mod suggest;
pub mod synth;
pub mod templates;

pub use cegis::{Inferred, Options, Outcome, Session};
