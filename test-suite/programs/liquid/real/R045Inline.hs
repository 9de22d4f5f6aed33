-- G2-EXPECT: digit safe
-- G2-EXPECT: toDigit concrete
-- G2-CHECK: toDigit \c r -> r < 0 || r > 9
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R045Inline where

import Data.Char (ord)

{-@ inline within @-}
within :: Int -> Int -> Int -> Bool
within lo hi x = lo <= x && x <= hi

{-@ digit :: Int -> {v:Int | within 0 9 v} @-}
digit :: Int -> Int
digit n = if within 0 9 n then n else 0

-- Bug: any character is accepted: toDigit 'a' = 49.
{-@ toDigit :: Char -> {v:Int | within 0 9 v} @-}
toDigit :: Char -> Int
toDigit c = ord c - ord '0'
