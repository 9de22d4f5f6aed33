{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--higherorder" @-}
{-@ LIQUID "--bogus-flag --ple" @-}
{-@ LIQUID "--notermination" @-}
{-@ LIQUID "--exactdc" @-}
-- LIQUID pragmas: the flags that only steer a verifier are accepted silently (also
-- abbreviated, without dashes), an unknown one is a warning at its pragma.
module Pragmas where

{-@ inc :: x:Int -> {v:Int | v > x} @-}
inc :: Int -> Int
inc x = x + 1
