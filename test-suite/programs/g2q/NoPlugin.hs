-- without plugin
-- expect error: NoPlugin.hs:9:9: error:
-- expect error: the g2 quasiquoter needs -fplugin=G2.Plugin
{-# LANGUAGE QuasiQuotes #-}
module NoPlugin where
import G2.Query

f :: Int -> IO (Maybe Int)
f = [g2| \(k :: Int) -> ?(a :: Int) | a == k |]
