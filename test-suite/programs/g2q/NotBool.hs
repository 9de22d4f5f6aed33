-- expect error: NotBool.hs:7:45: error:
-- expect error: Couldn't match expected type ‘Bool’ with actual type ‘Int’
{-# LANGUAGE QuasiQuotes #-}
module NotBool where

notBool :: Int -> IO (Maybe Int)
notBool = [g2| \(k :: Int) -> ?(a :: Int) | a + k |]
