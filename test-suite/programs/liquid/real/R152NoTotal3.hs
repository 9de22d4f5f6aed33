-- G2-EXPECT: unJust safe
-- G2-EXPECT: safeLookup safe
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
