-- expect error: LocalVariable.hs:9:50: error:
-- expect error: Variable not in scope: j :: Int
{-# LANGUAGE QuasiQuotes #-}
module LocalVariable where

-- A predicate closes over top-level names only (it becomes a top-level binding);
-- locals must be passed as concrete arguments.
h :: Int -> Int -> IO (Maybe Int)
h j = [g2| \(k :: Int) -> ?(a :: Int) | a == k + j |]
