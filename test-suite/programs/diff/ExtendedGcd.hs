module ExtendedGcd where

egcd :: Integer -> Integer -> (Integer, Integer, Integer)
egcd a 0 = (a, 1, 0)
egcd a b = let (g, x, y) = egcd b (a `mod` b) in (g, y, x - (a `div` b) * y)

modInv :: Integer -> Integer -> Maybe Integer
modInv a m = case egcd a m of
  (1, x, _) -> Just (x `mod` m)
  _ -> Nothing

run :: String
run = show (egcd 240 46) ++ " " ++ show (modInv 3 11) ++ " " ++ show (modInv 6 9)
