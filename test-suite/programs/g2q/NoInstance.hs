-- expect error: NoInstance.hs:9:5: error:
-- expect error: No instance for (G2.Query.Term.G2Rep Color)
{-# LANGUAGE QuasiQuotes #-}
module NoInstance where

data Color = Red | Green deriving Eq

f :: Int -> IO (Maybe Color)
f = [g2| \(k :: Int) -> ?(c :: Color) | k == 1 && c == Red |]
