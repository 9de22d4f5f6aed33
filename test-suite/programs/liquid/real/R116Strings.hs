-- G2-EXPECT: padLeft safe
-- G2-EXPECT: truncate' safe
-- G2-EXPECT: padBad concrete
-- G2-CHECK: padBad \n s r -> length r < n
module R116Strings where

{-@ padLeft :: n:Nat -> s:String -> {v:String | len v >= n && len v >= len s} @-}
padLeft :: Int -> String -> String
padLeft n s = replicate (max 0 (n - length s)) ' ' ++ s

{-@ truncate' :: n:Nat -> s:String -> {v:String | len v <= n} @-}
truncate' :: Int -> String -> String
truncate' n s = take n s

-- Bug: pads one short: padBad 1 "".
{-@ padBad :: n:Nat -> s:String -> {v:String | len v >= n} @-}
padBad :: Int -> String -> String
padBad n s = replicate (max 0 (n - length s - 1)) ' ' ++ s
