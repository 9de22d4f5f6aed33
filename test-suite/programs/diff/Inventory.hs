module Inventory where

data Item = Item { itemName :: String, qty :: Int, price :: Int } deriving Show

restock :: Int -> Item -> Item
restock n it = it { qty = qty it + n }

total :: [Item] -> Int
total = sum . map (\i -> qty i * price i)

run :: String
run = let inv = [Item "bolt" 10 3, Item "nut" 0 1, Item "gear" 2 25]
          inv' = map (\i -> if qty i == 0 then restock 50 i else i) inv
       in show (total inv, total inv') ++ "\n" ++ show (filter ((> 5) . qty) inv')
