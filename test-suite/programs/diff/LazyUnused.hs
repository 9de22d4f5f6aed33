module LazyUnused where

pair :: (Int, Int)
pair = (42, error "never forced")

lazyLen :: Int
lazyLen = length [undefined, undefined, error "boom" :: Int]

run :: String
run = show (fst pair) ++ " " ++ show lazyLen ++ " " ++ show (take 2 [1, 2, error "third" :: Int])
  ++ " " ++ (const "ok" (head ([] :: [Int])))
