//! Getting a program in: compiling Haskell with GHC and the plugin, the wrapper code a
//! query adds to the user's module, and the settings of the cabal package it is in.

pub mod cabal;
pub mod ghc;
pub mod interpret;
pub mod wrapper;
