{-# LANGUAGE LambdaCase #-}
{-# LANGUAGE MultiWayIf #-}
module LambdaCase where

describe :: Int -> String
describe = \case
  0 -> "zero"
  1 -> "one"
  n | n < 0 -> "neg"
    | otherwise -> "many"

sign :: Int -> Char
sign n = if | n > 0 -> '+' | n < 0 -> '-' | otherwise -> '0'

run :: String
run = unwords (map describe [0, 1, -7, 42]) ++ " " ++ map sign [3, -3, 0]
