-- expect error: NoInstance.hs:10:5: error:
-- expect error: No G2Rep instance for the type Color
-- expect error: $(derivingG2Rep ''Color)
{-# LANGUAGE QuasiQuotes #-}
module NoInstance where

data Color = Red | Green deriving Eq

f :: Int -> IO (Maybe Color)
f = [g2| \(k :: Int) -> ?(c :: Color) | k == 1 && c == Red |]
