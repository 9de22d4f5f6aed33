-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M02Lazy of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpLaziness where

-- loops where arguments must stay lazy

c01 :: Int
c01 = go 0 undefined 10 where
  go acc extra 0 = acc
  go acc extra n = go (acc + n) (extra + 1) (n - 1)

c02 :: [Int]
c02 = take 5 (go 1) where
  go n = n : go (n * 2)

c03 :: Int
c03 = snd (go 3 0) where
  go 0 acc = (undefined, acc)
  go n acc = go (n - 1) (acc + n)

c04 :: [Int]
c04 = take 4 (go 0 1) where
  go a b = a : go b (a + b)

c05 :: Int
c05 = let xs = go 0 where go n = n : go (n + 1) in xs !! 1000

c06 :: Int
c06 = fst (loop 5 (error "acc2")) where
  loop :: Int -> Int -> (Int, Int)
  loop 0 acc = (0, acc)
  loop n acc = let (a, b) = loop (n - 1) (acc + 1) in (a + n, b)

c07 :: Int
c07 = length (go 10 (error "z")) where
  go 0 _ = []
  go n z = z : go (n - 1) (z + 1)

c08 :: Int
c08 = go 0 (1 `div` 0) 5 where
  go acc d 0 = acc
  go acc d n = go (acc + n) d (n - 1)

c09 :: Int
c09 = go 0 (1 `div` 0) 5 where
  go acc d 0 = acc + d
  go acc d n = go (acc + n) d (n - 1)

c10 :: Int
c10 = head (go 1 (error "tail")) where
  go a rest = a : rest

c11 :: Maybe Int
c11 = go 10 Nothing where
  go 0 m = m
  go n m = go (n - 1) (Just (maybe n (+ n) m))

c12 :: Int
c12 = let r = go 0 10 (error "third") where
            go acc 0 _ = acc
            go acc n z = go (acc + 1) (n - 1) (z * 2)
      in r

c13 :: Bool
c13 = go 100 (error "never forced") where
  go :: Int -> Bool -> Bool
  go 0 b = True
  go n b = go (n - 1) (b && False)

c14 :: Int
c14 = go 0 [1 ..] where
  go acc (x : xs) | x > 100 = acc
                  | otherwise = go (acc + x) xs

c15 :: Int
c15 = go 5 (undefined :: Double) 0 where
  go 0 d acc = acc
  go n d acc = go (n - 1) (d * 2) (acc + n)

c16 :: Int
c16 = go 10 0 where
  go n acc = if n == 0 then acc else go (n - 1) (acc + (if n == 11 then error "eleven" else n))

c17 :: Int
c17 = go 10 0 where
  go n acc = if n == 0 then acc else go (n - 1) (acc + (if n == 3 then error "three" else n))

c18 :: (Int, Int)
c18 = go 0 0 (5 :: Int) where
  go a b 0 = (a, b)
  go a b n = go (a + 1) (b + undefined) (n - 1)

c19 :: Int
c19 = fst (go 0 0 (5 :: Int)) where
  go a b 0 = (a, b)
  go a b n = go (a + 1) (b + undefined) (n - 1)

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
  , show c10
  , show c11
  , show c12
  , show c13
  , show c14
  , show c15
  , show c16
  , show c19
  ]
