-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M16Lets of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpLets where

-- lets used once / twice / under lambdas; let-to-case; floated lets

c01 :: Int
c01 = let x = 3 * 7 :: Int in case x of 21 -> 1; _ -> 0

c02 :: Int
c02 = let x = error "x unused" :: Int
          y = 5 :: Int
      in case y of 5 -> 10; _ -> x

c03 :: Int
c03 = let x = error "x used in other branch" :: Int
          y = 6 :: Int
      in case y of 5 -> 10; _ -> x

c04 :: [Int]
c04 = let big = sum [1 .. 1000 :: Int] in map (\k -> k + big) [1, 2, 3]

c05 :: Int
c05 = let x = length [1 .. 100 :: Int]
          f = \y -> y * x
      in f 2 + f 3

c06 :: Int
c06 = let a = let b = 10 :: Int in b * b in a + 1

c07 :: Int
c07 = let a = let b = error "inner b" :: Int in (1 :: Int) in a + 1

c08 :: Int
c08 = let x = (1 :: Int) `div` 0
          y = 2 :: Int
          z = y + 1
      in case z of 3 -> 0; _ -> x

c09 :: (Int, Int)
c09 = let x = 2 + 3 :: Int in (x, x * x)

c10 :: Int
c10 = let k = \x -> x * 2 + 1 :: Int in k (k (k 1))

c11 :: Int
c11 = let k x y = if x > y then x - y else y - x :: Int in k 3 10 + k 10 3

c12 :: Int
c12 = let k = \x -> if x == 0 then error "k at zero" else 100 `div` x :: Int
      in k 5 + k 20

c13 :: Int
c13 = let k = \x -> if x == 0 then error "k at zero 13" else 100 `div` x :: Int
      in k 5 + k 0

c14 :: Int
c14 = let x = undefined :: Int
          k = \b -> if b then x else 0
      in k False + k False

c15 :: Int
c15 = f 4 where
  f n = let r = g n in case n of 0 -> 0; _ -> r + 1
  g m = m * 10

c16 :: Int
c16 = f 0 where
  f :: Int -> Int
  f n = let r = error "r forced" in case n of 0 -> 0; _ -> r + 1

c17 :: Int
c17 = let xs = [1 .. 5] :: [Int]
          s = sum xs
          l = length xs
      in s `div` l

c18 :: Int
c18 = let f = \n -> let m = n * 2 in \k -> m + k
          g = f (10 :: Int)
      in g 1 + g 2

c19 :: String
c19 = let msg = "hello" in let shout = msg ++ "!" in case length shout of 6 -> shout; _ -> msg

c20 :: Int
c20 = let x = 5 :: Int in let y = x + 1 in let z = y * 2 in case x of 5 -> z; _ -> y

c21 :: Int
c21 = let p = (error "pfst", 4 :: Int) :: (Int, Int) in case p of (_, b) -> b

c22 :: Int
c22 = let p = (3 :: Int, error "psnd") :: (Int, Int) in case p of (a, _) -> a

c23 :: Int
c23 = let f x = x + 1 :: Int
          g = f
          h = g . g
      in h 5

c24 :: Int
c24 = let (a, b) = (length "abc", error "lazy b") :: (Int, Int) in a

c25 :: [Int]
c25 = let go n = let next = n + 1 in n : go next in take 5 (go (0 :: Int))

c26 :: Int
c26 = let t = expensive 20 in sum (map (\i -> t + i) [1 .. 50]) where
  expensive :: Int -> Int
  expensive 0 = 1
  expensive n = expensive (n - 1) + expensive (n - 1)

c27 :: Int
c27 = let s = (2 :: Int) in let t = s in let u = t in u * u

c28 :: Int
c28 = let v = error "v thunk" :: Int
          w = v `seq` (1 :: Int)
      in 2

c29 :: Int
c29 = let v = error "v thunk 29" :: Int
          w = v `seq` (1 :: Int)
      in w

run :: String
run = unlines
  [ show c01
  , show c02
  , show c04
  , show c05
  , show c06
  , show c07
  , show c08
  , show c09
  , show c10
  , show c11
  , show c12
  , show c14
  , show c15
  , show c16
  , show c17
  , show c18
  , show c19
  , show c20
  , show c21
  , show c22
  , show c23
  , show c24
  , show c25
  , show c26
  , show c27
  , show c28
  ]
