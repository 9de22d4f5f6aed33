-- G2-EXPECT: checkPos safe
-- G2-EXPECT: checkNonEmpty concrete blame=crash
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R069Crash where

import Language.Haskell.Liquid.Prelude

{-@ checkPos :: {v:Int | v > 0} -> Int @-}
checkPos :: Int -> Int
checkPos x = if x > 0 then x else crash False

-- Bug: the empty list reaches crash False: checkNonEmpty [].
{-@ checkNonEmpty :: [Int] -> Int @-}
checkNonEmpty :: [Int] -> Int
checkNonEmpty xs = if null xs then crash False else sum xs
