-- G2-EXPECT: findIndex' safe
-- G2-EXPECT: get safe
module R056Index where

{-@ findIndex' :: (a -> Bool) -> xs:[a] -> Maybe {v:Nat | v < len xs} @-}
findIndex' :: (a -> Bool) -> [a] -> Maybe Int
findIndex' p = go 0
  where
    go _ [] = Nothing
    go i (y : ys) = if p y then Just i else go (i + 1) ys

{-@ get :: xs:[a] -> {i:Nat | i < len xs} -> a @-}
get :: [a] -> Int -> a
get xs i = xs !! i
