-- expect error: WrongResultType.hs:8:9: error:
-- expect error: Couldn't match type ‘Int’ with ‘Bool’
{-# LANGUAGE QuasiQuotes #-}
module WrongResultType where
import G2.Query

wrong :: Int -> IO (Maybe Bool)
wrong = [g2| \(k :: Int) -> ?(a :: Int) | a == k |]
