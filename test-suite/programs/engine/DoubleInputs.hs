-- A path of a Double function stands for many inputs, of which only one is listed
-- (Note [Further inputs of a path] in rust-core/src/search/explore.rs).
module DoubleInputs where

scale :: Double -> Double
scale d = d * 2
