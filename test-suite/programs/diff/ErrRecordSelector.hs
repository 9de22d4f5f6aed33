module ErrRecordSelector where

data Shape = Circle { radius :: Int } | Rect { w :: Int, h :: Int } deriving Show

run :: String
run = show (map radius [Circle 3, Circle 4]) ++ show (radius (Rect 1 2))
