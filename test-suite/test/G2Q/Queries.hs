{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | Queries compiled the way a user compiles them: this package lists g2-plugin in its
-- build-depends and loads the plugin here. The predicates use this module's functions
-- and types and a class-polymorphic helper.
module G2Q.Queries where

import G2.Query
import G2Q.Types

double :: Int -> Int
double x = 2 * x

-- | Class-polymorphic, used at Int and at Shape.
member :: Eq a => a -> [a] -> Bool
member x = any (== x)

sumToN :: Int -> [Int] -> IO (Maybe [Int])
sumToN = [g2| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
            | sum ys == n && all (\e -> e `member` xs) ys && length ys >= 1 |]

sumToNQuery :: Int -> [Int] -> Query [Int]
sumToNQuery = [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
                      | sum ys == n && all (\e -> e `member` xs) ys && length ys >= 1 |]

halfAndFlag :: Int -> Query (Int, Bool)
halfAndFlag = [g2query| \(k :: Int) -> ?(a :: Int) ?(b :: Bool) | b && double a == k |]

anyShape :: [Shape] -> Query Shape
anyShape = [g2query| \(shapes :: [Shape]) -> ?(s :: Shape) | s `member` shapes && s /= Empty |]

noArguments :: IO (Maybe Int)
noArguments = [g2| ?(x :: Int) | x > 3 |]

headOf :: [Int] -> Query Int
headOf = [g2query| \(xs :: [Int]) -> ?(x :: Int) | x == head xs |]
