-- | IntMap edits whose code containers ships without (loop breakers and their
-- workers): adjust ($wadjustWithKey), alter ($walter), unionWith (unionWithKey), == and
-- /= (equal, nequal), lookupMin below the root (unsafeFindMin), lazy and strict
-- (G2.Models.IntMap). Checked against GHC.
module IntMapEdit where

import Data.IntMap (IntMap, fromList)
import qualified Data.IntMap as IM
import qualified Data.IntMap.Strict as IMS

-- | Stock levels by item number.
stock :: IntMap Int
stock = fromList [(101, 4), (7, 0), (230, 12), (-3, 1), (64, 9)]

restock :: Int -> Int -> IntMap Int -> IntMap Int
restock item n = IM.adjust (+ n) item

-- | Record a sale: the count goes down; an item sold out leaves the map.
sell :: Int -> IntMap Int -> IntMap Int
sell = IM.alter dec
  where
    dec (Just n) | n > 1 = Just (n - 1)
    dec _ = Nothing

-- | Count one more of an item (the map may not have it yet).
tally :: Int -> IntMap Int -> IntMap Int
tally = IMS.alter (Just . maybe 1 (+ 1))

shipment :: IntMap Int
shipment = fromList [(7, 5), (64, 1), (999, 2), (-3, 10)]

-- | The lowest item number in stock, for a user's function over a symbolic map.
firstItem :: IntMap Int -> Maybe Int
firstItem m = fmap fst (IM.lookupMin m)

-- | Two maps that bind one item: the total.
combined :: IntMap Int -> IntMap Int -> IntMap Int
combined a b = IM.unionWith (+) a b

run :: String
run = show
  ( restock 101 6 stock, restock 5 6 stock, IMS.adjust (* 2) 230 stock
  , sell 101 (sell (-3) stock), sell 999 stock, foldr tally IM.empty [3, 1, 3, -8, 3, 1]
  , IM.unionWith (+) stock shipment, IMS.unionWith (-) shipment stock
  , IM.unionWithKey (\k a b -> k + a * b) stock shipment
  , (stock == stock, stock == restock 101 0 stock, stock == shipment, stock /= sell 7 stock, IM.empty /= stock)
  , (IM.lookupMin stock, IM.lookupMin shipment, IM.lookupMin (IM.filter (> 3) stock), IM.lookupMin (IM.empty :: IntMap Int))
  , (firstItem (fromList [(5, 1), (2, 2)]), IM.alter (const (Just 'q')) 4 IM.empty, IM.adjust negate 2 (fromList [(2, 5)]))
  )
