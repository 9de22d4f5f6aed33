-- G2-EXPECT: insertKV safe
-- G2-EXPECT: memberAfterInsert safe
-- G2-EXPECT: findBad concrete blame=error
{-@ LIQUID "--no-termination" @-}
module R039Map where

data Map k v = Tip | Bin k v (Map k v) (Map k v)
  deriving (Show, Eq)

{-@ measure keys :: Map k v -> Set k
    keys Tip = {v | Set_emp v}
    keys (Bin k v l r) = {s | s = Set_cup (Set_sng k) (Set_cup (keys l) (keys r))}
  @-}

{-@ insertKV :: Ord k => k:k -> v -> m:Map k v -> {n:Map k v | keys n = Set_cup (Set_sng k) (keys m)} @-}
insertKV :: Ord k => k -> v -> Map k v -> Map k v
insertKV k v Tip = Bin k v Tip Tip
insertKV k v (Bin k' v' l r)
  | k < k' = Bin k' v' (insertKV k v l) r
  | k > k' = Bin k' v' l (insertKV k v r)
  | otherwise = Bin k v l r

member :: Ord k => k -> Map k v -> Bool
member _ Tip = False
member k (Bin k' _ l r)
  | k < k' = member k l
  | k > k' = member k r
  | otherwise = True

{-@ memberAfterInsert :: Int -> Int -> Map Int Int -> Bool @-}
memberAfterInsert :: Int -> Int -> Map Int Int -> Bool
memberAfterInsert k v m = member k (insertKV k v m)

-- Bug: an absent key reaches the error: findBad 0 Tip.
{-@ findBad :: Ord k => k -> Map k v -> v @-}
findBad :: Ord k => k -> Map k v -> v
findBad _ Tip = error "key not found"
findBad k (Bin k' v l r)
  | k < k' = findBad k l
  | k > k' = findBad k r
  | otherwise = v
