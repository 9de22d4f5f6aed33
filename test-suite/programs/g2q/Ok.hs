-- expect: ok
{-# LANGUAGE QuasiQuotes, TemplateHaskell #-}
module Ok where

import G2.Query

data Op = Plus | Minus deriving (Eq, Show)

$(derivingG2Rep ''Op)

apply :: Op -> Int -> Int -> Int
apply Plus = (+)
apply Minus = (-)

-- Several lines, a type from this module, nested brackets in a type, a lambda and a
-- case in the predicate (layout inside the quote).
solve :: Int -> [(Int, Maybe [Int])] -> IO (Maybe (Int, Bool))
solve = [g2| \(target :: Int) (table :: [(Int, Maybe [Int])]) ->
               ?(x :: Int) ?(flag :: Bool)
             | case lookup x table of
                 Just (Just ys) -> flag && sum ys == target
                 _ -> not flag && apply Minus x 1 == target |]

-- A query needs no concrete arguments.
some :: IO (Maybe Op)
some = [g2| ?(o :: Op) | apply o 1 1 == 0 |]
