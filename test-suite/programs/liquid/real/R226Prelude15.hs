-- G2-EXPECT: safeRatio safe
-- G2-EXPECT: normalizeAll safe
{-@ LIQUID "--no-termination" @-}
module R226Prelude15 where

import Language.Haskell.Liquid.Prelude

{-@ safeRatio :: Int -> {d:Int | d /= 0} -> Int @-}
safeRatio :: Int -> Int -> Int
safeRatio n d = if d == 0 then liquidError "zero" else n `div` d

{-@ normalizeAll :: [Int] -> [Int] @-}
normalizeAll :: [Int] -> [Int]
normalizeAll xs = case firstNonZero xs of
  Nothing -> xs
  Just m -> map (`safeRatio` m) xs

firstNonZero :: [Int] -> Maybe Int
firstNonZero [] = Nothing
firstNonZero (x : xs) = if x /= 0 then Just x else firstNonZero xs
