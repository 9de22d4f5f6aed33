module Comprehensions where

run :: String
run = unlines
  [ show [x * y | x <- [1 .. 4], y <- [x .. 4], odd (x + y)]
  , show [(i, c) | (i, c) <- zip [0 :: Int ..] "hello", c /= 'l']
  , show [[c | c <- w, c `notElem` "aeiou"] | w <- words "list comprehension demo"]
  , show [if even x then 'e' else 'o' | x <- [1 .. 9 :: Int]]
  , show [x | Just x <- [Just 1, Nothing, Just (3 :: Int)]]
  , show [(a, b) | a <- "ab", let b = fromEnum a, b > 97]
  ]
