-- expect error: NoInstance.hs:10:5: error:
-- expect error: G2Rep Color)
-- GHC's own message (Note [A missing G2Rep instance] in G2.Query.Term).
{-# LANGUAGE QuasiQuotes #-}
module NoInstance where

data Color = Red | Green deriving Eq

f :: Int -> IO (Maybe Color)
f = [g2| \(k :: Int) -> ?(c :: Color) | k == 1 && c == Red |]
