module SmartConstructor where

newtype Age = Age Int deriving Show

mkAge :: Int -> Maybe Age
mkAge n | n >= 0 && n < 150 = Just (Age n)
        | otherwise = Nothing

older :: Age -> Age -> Age
older (Age a) (Age b) = Age (max a b)

run :: String
run = show (map mkAge [5, -1, 200, 42]) ++ show (older <$> mkAge 10 <*> mkAge 20) ++ show (older <$> mkAge 10 <*> mkAge 999)
