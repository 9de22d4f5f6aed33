-- G2-EXPECT: unJust safe
-- G2-EXPECT: safeLookup safe
-- G2-EXPECT: lookupBad concrete blame=fromJust
{-@ LIQUID "--no-totality" @-}
module R152NoTotal3 where

import Data.Maybe (fromJust)

{-@ unJust :: Maybe a -> a @-}
unJust :: Maybe a -> a
unJust (Just x) = x

{-@ safeLookup :: Eq k => k -> [(k, v)] -> Maybe v @-}
safeLookup :: Eq k => k -> [(k, v)] -> Maybe v
safeLookup _ [] = Nothing
safeLookup k ((k', v) : rest) = if k == k' then Just v else safeLookup k rest

-- Bug: fromJust keeps its default spec even under --no-totality: lookupBad 0 [].
{-@ lookupBad :: Int -> [(Int, Int)] -> Int @-}
lookupBad :: Int -> [(Int, Int)] -> Int
lookupBad k kvs = fromJust (safeLookup k kvs)
