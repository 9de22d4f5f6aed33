module DerivedOrd where

data Suit = Clubs | Diamonds | Hearts | Spades deriving (Show, Eq, Ord, Enum, Bounded)
data Card = Card { rank :: Int, suit :: Suit } deriving (Show, Eq, Ord)

run :: String
run = show (maximum [Card 10 Hearts, Card 10 Spades, Card 3 Clubs])
  ++ "\n" ++ show (compare (Card 2 Spades) (Card 3 Clubs), Card 5 Hearts == Card 5 Hearts, Hearts > Diamonds)
  ++ "\n" ++ show [minBound .. maxBound :: Suit] ++ show (succ Clubs, pred Spades, fromEnum Hearts)
