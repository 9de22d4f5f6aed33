-- G2-EXPECT: flatten safe
-- G2-EXPECT: leaves safe
-- G2-EXPECT: flattenBad concrete
{-@ LIQUID "--expect-any-error" @-}
module R113Measure2 where

data Rose = Rose Int [Rose]
  deriving (Show, Eq)

data Bin = Tip Int | Fork Bin Bin
  deriving (Show, Eq)

{-@ measure nleaves :: Bin -> Int
    nleaves (Tip x) = 1
    nleaves (Fork l r) = nleaves l + nleaves r
  @-}

{-@ invariant {v:Bin | nleaves v > 0} @-}

{-@ flatten :: b:Bin -> {v:[Int] | len v = nleaves b} @-}
flatten :: Bin -> [Int]
flatten (Tip x) = [x]
flatten (Fork l r) = flatten l ++ flatten r

{-@ leaves :: b:Bin -> {v:Int | v = nleaves b} @-}
leaves :: Bin -> Int
leaves (Tip _) = 1
leaves (Fork l r) = leaves l + leaves r

-- Bug: keeps only the left leaves: flattenBad (Fork (Tip 0) (Tip 0)) = [0].
{-@ flattenBad :: b:Bin -> {v:[Int] | len v = nleaves b} @-}
flattenBad :: Bin -> [Int]
flattenBad (Tip x) = [x]
flattenBad (Fork l _) = flattenBad l
