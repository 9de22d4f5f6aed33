-- expect error: BadType.hs:8:25: error:
-- expect error: parse error
{-# LANGUAGE QuasiQuotes #-}
module BadType where

-- The binder's type is parsed where it stands in the file.
bad :: Int -> IO (Maybe Int)
bad = [g2| \(k :: Int ->) -> ?(a :: Int) | a == k |]
