-- expect error: NoInstance.hs:11:5: error:
-- expect error: No instance for (G2Rep Color): a g2 query needs one
-- expect error: $(derivingG2Rep ''Color)
-- expect error: instance G2Rep Color
-- Note [Suggesting derivingG2Rep] in G2.Plugin.MissingInstance: the message names the fix.
{-# LANGUAGE QuasiQuotes #-}
module NoInstance where

data Color = Red | Green deriving Eq
f :: Int -> IO (Maybe Color)
f = [g2| \(k :: Int) -> ?(c :: Color) | k == 1 && c == Red |]
