module MaybeChain where

import Data.Maybe (fromMaybe, catMaybes, mapMaybe, isJust, isNothing, listToMaybe, maybeToList, fromJust)

run :: String
run = show (fromMaybe 0 (Just 3), fromMaybe 0 Nothing, catMaybes [Just 1, Nothing, Just (3 :: Int)])
  ++ show (mapMaybe (\x -> if x > 2 then Just (x * x) else Nothing) [1 .. 5 :: Int], isJust (Just ()), isNothing (Just ()))
  ++ show (listToMaybe [9, 8 :: Int], listToMaybe ([] :: [Int]), maybeToList (Just 'z'), fromJust (Just True))
