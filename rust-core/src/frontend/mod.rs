//! Getting a program in: compiling Haskell with GHC and the plugin, and the wrapper code
//! a query adds to the user's module.

pub mod ghc;
pub mod interpret;
pub mod wrapper;
