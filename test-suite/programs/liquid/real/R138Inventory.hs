-- G2-EXPECT: stock safe
-- G2-EXPECT: restock safe
-- G2-EXPECT: sell concrete blame=Item
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

-- Bug: selling more than in stock: sell 1 (Item "" 0).
{-@ sell :: Nat -> Item -> Item @-}
sell :: Int -> Item -> Item
sell n (Item s q) = Item s (q - n)
