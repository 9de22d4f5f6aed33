{-# OPTIONS_GHC -Werror -Wno-type-defaults #-}
-- Defaulting.hs with warnings made errors and the defaulting warning off: g2 must still
-- see GHC's defaulting, and the file must still compile (Note [Defaulting in the
-- user's module]).
module DefaultingQuiet where

wraps :: Int
wraps = fromIntegral (2 ^ 64 `div` 3)

double :: Num a => a -> a
double x = x + x
