{-# LANGUAGE QuasiQuotes #-}
-- A module with nothing for G2 to do: no [g2| |] query (QuasiQuotes is on, and unused),
-- no LiquidHaskell annotation. Compiled with the plugin and no option, it must not make
-- the plugin load the rest of g2-plugin (test/OnDemand.hs).
module Plain (mean, histogram) where

import qualified Data.Map.Strict as M

mean :: [Double] -> Maybe Double
mean [] = Nothing
mean xs = Just (sum xs / fromIntegral (length xs))

histogram :: [Int] -> M.Map Int Int
histogram = foldr (\x -> M.insertWith (+) x 1) M.empty
