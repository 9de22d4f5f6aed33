-- G2-EXPECT: padLeft safe
-- G2-EXPECT: truncate' safe
module R116Strings where

{-@ padLeft :: n:Nat -> s:String -> {v:String | len v >= n && len v >= len s} @-}
padLeft :: Int -> String -> String
padLeft n s = replicate (max 0 (n - length s)) ' ' ++ s

{-@ truncate' :: n:Nat -> s:String -> {v:String | len v <= n} @-}
truncate' :: Int -> String -> String
truncate' n s = take n s
