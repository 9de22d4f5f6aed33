-- Base's Int code as everyday programs call it (`odd`, `div`, `+` through their
-- classes), which the engine runs through its fast paths on concrete values (Notes
-- [Concrete primitive calls], [Case of an evaluated variable], [Saturated calls of
-- heads] and [Evaluated globals and applied lambdas] in
-- rust-core/src/reduce/machine/fast.rs) and through the general rules on symbolic ones.
module FastPaths where

import Data.List (nub, sort)

-- The number of terms of n's Collatz sequence, down to 1.
collatzLength :: Int -> Int
collatzLength n
  | n == 1 = 1
  | odd n = 1 + collatzLength (3 * n + 1)
  | otherwise = 1 + collatzLength (n `div` 2)

-- All concrete: 27's sequence has 111 steps, 112 terms.
collatz27 :: Int
collatz27 = collatzLength 27

-- A lazy accumulator: `foldl` leaves `acc + x` a chain of thunks until the end, and
-- forcing it returns each sum through an update frame into the `case` that unboxes it
-- (Note [Returns through update frames]); each `Int`'s `I# (x +# y)` has its operand
-- computed when the argument is made (Note [Unlifted arguments] in
-- rust-core/src/reduce/machine/unlifted.rs). 1 + 2 + .. + 300 = 300 * 301 / 2.
sum300 :: Int
sum300 = foldl (+) 0 [1 .. 300]

-- `length` and `!!` of a list already built walk its evaluated cells in one transition
-- (Note [Walks of evaluated lists] in rust-core/src/reduce/machine/walks.rs); `sum`
-- builds the 400 cells first: its length is 400 and 4 + 399 = 403. A list built
-- lazily (`take` of a `cycle`) is walked only as far as it is built: its instructions
-- 1 .. 5 sum to 15, and 5 + 400 cells are 405.
tableWalks :: (Int, Int, Int, Int)
tableWalks =
  let table = [1 .. 400] :: [Int]
      prog = take 5 (cycle [1, 2, 3, 4, 5]) :: [Int]
   in sum table `seq`
        (length table, table !! 3 + table !! 398, sum [prog !! i | i <- [0 .. 4]], length (prog ++ table))

-- `elem` at Int and Char, and `nub`'s own `elem`, on lists already built compare the
-- elements with the key in one transition up to the equal one (Note [Walks of
-- evaluated lists]): 30 distinct residues of 300 numbers, a vowel count, a letter
-- found at the end of a built string and one missing from it.
memberWalks :: (Int, Int, Bool, Bool)
memberWalks =
  let numbers = [(i * 7919) `mod` 1003 | i <- [1 .. 300]] :: [Int]
      text = concat (replicate 20 "the quick brown fox jumps over the lazy dog")
   in sum numbers `seq` length text `seq`
        ( length (nub (map (`mod` 30) numbers))
        , length (filter (`elem` "aeiou") text)
        , 'g' `elem` text && 898 `elem` numbers
        , 'Q' `elem` text || 1003 `elem` numbers )

-- `==` and `compare` on Strings, and a user's own recursive equality, compare two built
-- strings cell by cell in one transition while their characters agree (Note [Walks of
-- evaluated lists]): keys that share a long prefix, sorted, looked up, compared.
stringWalks :: (String, Bool, Ordering, Int, Bool)
stringWalks =
  let keys = ["customer-record-" ++ show ((i * 37) `mod` 101) | i <- [1 .. 60]] :: [String]
      a = replicate 50 'x' ++ "a"
      b = replicate 50 'x' ++ "b"
   in length a `seq` length b `seq` sum (map length keys) `seq`
        ( head (sort keys)
        , a == b || a == a
        , compare a b
        , length (filter (uncurry (<)) (zip keys (tail keys)))
        , sameString a a && not (sameString a b) )

sameString :: String -> String -> Bool
sameString (x : xs) (y : ys) = x == y && sameString xs ys
sameString [] [] = True
sameString _ _ = False
