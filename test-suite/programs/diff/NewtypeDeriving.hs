module NewtypeDeriving where

newtype Meters = Meters Double deriving (Show, Eq, Ord)
newtype Name = Name { unName :: String } deriving (Show, Eq, Ord)

addM :: Meters -> Meters -> Meters
addM (Meters a) (Meters b) = Meters (a + b)

run :: String
run = show (addM (Meters 1.5) (Meters 2.25)) ++ " " ++ show (maximum [Name "bob", Name "al"]) ++ " " ++ unName (Name "x")
  ++ " " ++ show (Meters 3 < Meters 4)
