-- expect error: WrongArgument.hs:10:9: error:
-- expect error: Couldn't match expected type ‘Int’ with actual type ‘Bool’
{-# LANGUAGE QuasiQuotes #-}
module WrongArgument where
import G2.Query

q :: Int -> IO (Maybe Int)
q = [g2| \(k :: Int) -> ?(a :: Int) | a == k |]

use = q True
