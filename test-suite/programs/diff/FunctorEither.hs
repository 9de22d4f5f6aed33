module FunctorEither where

parseAge :: String -> Either String Int
parseAge s
  | null s = Left "empty"
  | all (`elem` "0123456789") s = let n = read s in if n > 150 then Left ("too old: " ++ show n) else Right n
  | otherwise = Left ("not a number: " ++ s)

run :: String
run = unlines (map (show . fmap (* 2) . parseAge) ["42", "", "x1", "200"]) ++ show (either length negate (parseAge "abc"))
