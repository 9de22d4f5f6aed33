-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M19LocalPoly of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages), except those of type
-- `Word`, whose `show` the engine has no code for (`$wshowWord`).
module SimpLocalPoly where

-- local polymorphic helpers with and without signatures, capturing or not

c01 :: (Int, Double, String)
c01 = (f 3, f 2.5, g "ab") where
  f x = x * x - x
  g s = s ++ reverse s

c02 :: (String, String)
c02 = (sh (1 :: Int, 'a'), sh [Just True, Nothing]) where
  sh v = "[" ++ show v ++ "]"

c03 :: (Int, Integer)
c03 = (loop 10, loop 10) where
  loop n = go n 1 where
    go 0 acc = acc
    go k acc = go (k - 1) (acc * 2)

c04 :: (Int, Double)
c04 = k 7 where
  k base = (h base, h 0.5) where
    h x = x + fromIntegral base

c05 :: (Bool, Bool, Bool)
c05 = (mem 3 [1, 2, 3 :: Int], mem 'z' "abc", mem (Just 2) [Nothing, Just (2 :: Int)]) where
  mem x = any (== x)

c06 :: ([Int], String)
c06 = (dedup [1, 1, 2, 3, 3, 3, 1], dedup "aabbbc") where
  dedup (a : b : rest) | a == b = dedup (b : rest)
                       | otherwise = a : dedup (b : rest)
  dedup xs = xs

c07 :: (Int, Int)
c07 = (apply2 (+ 1) 5, apply2 (* 3) 2) where
  apply2 f = f . f

c08 :: (Maybe Int, Maybe Char)
c08 = (safeHead ([] :: [Int]), safeHead "xyz") where
  safeHead [] = Nothing
  safeHead (x : _) = Just x

c09 :: ([Int], [Double])
c09 = (norm [1, 2, 3], norm [1, 2, 3]) where
  norm xs = map (\x -> x * 10 - minimum xs) xs

c10 :: (Int, Double)
c10 = (pw 2 10, pw 1.5 2) where
  pw b e = if e == (0 :: Int) then 1 else b * pw b (e - 1)

c11 :: (Int, Int)
c11 = (outer 3, outer 4) where
  outer n = inner n + inner (n * 2) where
    inner m = m * n

c12 :: (Int, Double)
c12 = (ev 10, ev 10) where
  ev x = if x > 5 then x - 5 else x + 5

c13 :: (Ordering, Ordering, Ordering)
c13 = (cmpLen "ab" "abc", cmpLen [1, 2 :: Int] [3], cmpLen "" "") where
  cmpLen a b = compare (length a) (length b)

c14 :: (Int, Integer)
c14 = (fact 20, fact 20) where
  fact n = if n <= 1 then 1 else n * fact (n - 1)

c15 :: (Int, Double)
c15 = (halve 9, halve 9) where
  halve x = x `seq` x

c16 :: (Int, Int)
c16 = let id' x = x
          k = id' (id' 5)
      in (k, id' (length (id' "abc")))

c17 :: [String]
c17 = [pretty (3 :: Int), pretty True, pretty [1.5 :: Double]] where
  pretty x = let s = show x in if length s > 3 then take 3 s ++ "..." else s

c18 :: (Int, Int)
c18 = (tri 10, tri 100) where
  tri n = sum [1 .. n]

c19 :: (Word, Int)
c19 = (sq 5, sq 5) where
  sq x = x * x

c20 :: (Int, Double)
c20 = (bad 0, 1.0) where
  bad x = 10 `div` x

run :: String
run = unlines
  [ show c01
  , show c02
  , show c03
  , show c05
  , show c06
  , show c07
  , show c08
  , show c09
  , show c10
  , show c11
  , show c12
  , show c13
  , show c14
  , show c15
  , show c16
  , show c17
  , show c18
  ]
