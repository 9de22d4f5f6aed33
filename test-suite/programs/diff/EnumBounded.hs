module EnumBounded where

data Dir = North | East | South | West deriving (Show, Eq, Enum, Bounded)

turnRight :: Dir -> Dir
turnRight d = if d == maxBound then minBound else succ d

run :: String
run = show (take 6 (iterate turnRight North)) ++ show [East ..] ++ show (map fromEnum [North .. West]) ++ show (toEnum 2 :: Dir)
