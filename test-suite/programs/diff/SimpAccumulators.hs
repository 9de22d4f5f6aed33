-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M01Acc of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpAccumulators where

-- accumulator loops on Int, written the ways users write them

c01 :: Int
c01 = go 0 100 where
  go acc 0 = acc
  go acc n = go (acc + n) (n - 1)

c02 :: Int
c02 = go 1 0 where
  go n acc
    | n > 1000 = acc
    | otherwise = go (n + 1) (acc + n * n)

c03 :: Int
c03 = go 27 0 where
  go 1 steps = steps
  go n steps
    | even n = go (n `div` 2) (steps + 1)
    | otherwise = go (3 * n + 1) (steps + 1)

c04 :: Int
c04 = sumTo 10000
  where sumTo n = loop 0 1
          where loop s i = if i > n then s else loop (s + i) (i + 1)

c05 :: (Int, Int)
c05 = go 0 0 50 where
  go e o 0 = (e, o)
  go e o k
    | even k = go (e + k) o (k - 1)
    | otherwise = go e (o + k) (k - 1)

-- accumulator never needed: result ignores it
c06 :: Int
c06 = go undefined 10 where
  go _ 0 = 42
  go acc n = go (acc + 1) (n - 1)

-- acc starts as error, is only used in a branch never taken
c07 :: Int
c07 = go (error "never") 5 0 where
  go bad 0 r = r
  go bad n r = if n > 100 then bad else go bad (n - 1) (r + n)

-- loop returning the accumulator in a lazy tuple; the second component is an error
c08 :: Int
c08 = fst (go 0 10) where
  go acc 0 = (acc, error "snd forced")
  go acc n = go (acc + n) (n - 1)

-- factorial with overflow wraparound
c09 :: Int
c09 = go 1 25 where
  go acc 0 = acc
  go acc n = go (acc * n) (n - 1)

c10 :: Int
c10 = length (go [] 1000) where
  go xs 0 = xs
  go xs n = go (n : xs) (n - 1)

-- the loop's accumulator is passed a variable that is a thunk which errors, never forced
c11 :: Int
c11 = let bomb = error "bomb" :: Int
          go a b n = if n == 0 then b else go b a (n - 1)
      in go bomb 7 2

-- swap accumulators an odd number of times: the bomb is returned
c12 :: Int
c12 = let bomb = error "bomb12" :: Int
          go a b n = if n == 0 then b else go b a (n - 1)
      in go bomb 7 3

-- countdown with step depending on a parameter
c13 :: [Int]
c13 = go 100 [] where
  go n acc
    | n <= 0 = reverse acc
    | n `mod` 7 == 0 = go (n - 7) (n : acc)
    | otherwise = go (n - 1) acc

-- loop counting to maxBound-ish boundary with wraparound
c14 :: Int
c14 = go (maxBound - 3 :: Int) 0 where
  go i c = if i < 0 then c else go (i + 1) (c + 1)

-- go with the counter forced only under a guard that depends on another arg
c15 :: Int
c15 = go True undefined 0 where
  go stop n acc = if stop then acc else go stop (n + 1) (acc + n)

c16 :: Int
c16 = go 0 (10 :: Int) where
  go acc n | n < 0 = acc
  go acc n = acc `seq` go (acc + n) (n - 1)

run :: String
run = unlines
  [ show c01
  , show c02
  , show c03
  , show c04
  , show c05
  , show c06
  , show c07
  , show c08
  , show c09
  , show c10
  , show c11
  , show c13
  , show c14
  , show c15
  , show c16
  ]
