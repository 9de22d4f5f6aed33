-- G2-EXPECT: compareLen safe
-- G2-EXPECT: longest safe
-- G2-EXPECT: shortest concrete
-- G2-CHECK: shortest \xs ys r -> length r > length xs || length r > length ys
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R033Cmp where

{-@ compareLen :: xs:_ -> ys:_ -> {v:Bool | v <=> len xs <= len ys} @-}
compareLen :: [a] -> [a] -> Bool
compareLen xs ys = length xs <= length ys

{-@ longest :: xs:[a] -> ys:[a] -> {v:[a] | len v >= len xs && len v >= len ys} @-}
longest :: [a] -> [a] -> [a]
longest xs ys = if compareLen xs ys then ys else xs

-- Bug: returns the longer one: shortest [] [0] = [0].
{-@ shortest :: xs:[a] -> ys:[a] -> {v:[a] | len v <= len xs && len v <= len ys} @-}
shortest :: [a] -> [a] -> [a]
shortest xs ys = if compareLen xs ys then ys else xs
