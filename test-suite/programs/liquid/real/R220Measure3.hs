-- G2-EXPECT: evens safe
-- G2-EXPECT: countEvens safe
-- G2-EXPECT: countBad concrete
{-@ LIQUID "--expect-any-error" @-}
module R220Measure3 where

{-@ measure numEven :: [Int] -> Int
    numEven [] = 0
    numEven (x:xs) = (if x mod 2 = 0 then 1 else 0) + numEven xs
  @-}

{-@ evens :: xs:[Int] -> {v:[Int] | len v = numEven xs} @-}
evens :: [Int] -> [Int]
evens [] = []
evens (x : xs) = if x `mod` 2 == 0 then x : evens xs else evens xs

{-@ countEvens :: xs:[Int] -> {v:Int | v = numEven xs} @-}
countEvens :: [Int] -> Int
countEvens xs = length (evens xs)

-- Bug: counts the odd numbers: countBad [1] = 1.
{-@ countBad :: xs:[Int] -> {v:Int | v = numEven xs} @-}
countBad :: [Int] -> Int
countBad [] = 0
countBad (x : xs) = (if x `mod` 2 == 1 then 1 else 0) + countBad xs
