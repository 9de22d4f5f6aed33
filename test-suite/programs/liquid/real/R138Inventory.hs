-- G2-EXPECT: stock safe
-- G2-EXPECT: restock safe
{-@ LIQUID "--no-termination" @-}
module R138Inventory where

import Language.Haskell.Liquid.Prelude

data Item = Item { name :: String, qty :: Int }
  deriving (Show, Eq)

{-@ data Item = Item { name :: String, qty :: Nat } @-}

{-@ stock :: [Item] -> Nat @-}
stock :: [Item] -> Int
stock items = sum (map qty items)

{-@ restock :: Nat -> Item -> Item @-}
restock :: Int -> Item -> Item
restock n (Item s q) = Item s (q + n)
