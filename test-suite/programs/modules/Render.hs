-- Everyday list code that, compiled with -O (cabal's default), calls base's call-pattern
-- specialisations, which base ships without code (Note [Specialisations in base] in
-- G2.Models.Table): `c : show n` before `++` becomes `GHC.Base.++_$s++`, an inlined
-- `scanr1` calls `GHC.List.scanr1_$sscanr1`.
module Render (render, showAll, suffixSums) where

-- Run-length text: [('a', 3), ('b', 1)] is "a3b1".
render :: [(Char, Int)] -> String
render = concatMap (\(c, n) -> c : show n)

showAll :: [Int] -> String
showAll xs = unwords (map show xs)

suffixSums :: [Int] -> [Int]
suffixSums = scanr1 (+)
