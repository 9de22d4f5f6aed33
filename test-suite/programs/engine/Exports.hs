-- A module with an export list: g2 must still find its functions (exported or not)
-- and the bindings it generates.
module Exports (classify) where

classify :: Int -> Int
classify x = if x > 3 then double x else helper x

double :: Int -> Int
double y = 2 * y

helper :: Int -> Int
helper y = y - 1
