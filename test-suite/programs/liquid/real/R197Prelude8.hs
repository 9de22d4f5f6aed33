-- G2-EXPECT: getIdx safe
-- G2-EXPECT: getIdxBad concrete blame=liquidError
{-@ LIQUID "--expect-any-error" @-}
module R197Prelude8 where

import Language.Haskell.Liquid.Prelude

{-@ getIdx :: xs:[a] -> {i:Nat | i < len xs} -> a @-}
getIdx :: [a] -> Int -> a
getIdx [] _ = liquidError "getIdx: empty"
getIdx (x : xs) i = if i == 0 then x else getIdx xs (i - 1)

-- Bug: the index may equal the length: getIdxBad [] 0.
{-@ getIdxBad :: xs:[a] -> {i:Nat | i <= len xs} -> a @-}
getIdxBad :: [a] -> Int -> a
getIdxBad [] _ = liquidError "getIdx: empty"
getIdxBad (x : xs) i = if i == 0 then x else getIdxBad xs (i - 1)
