-- Eq on references (STRef, IORef, STArray): the same reference, or two made apart;
-- checked against GHC.
module RefsEq where
import Control.Monad.ST
import Data.STRef
import Data.Array.ST
import Data.IORef
import System.IO.Unsafe (unsafePerformIO)
r1 :: (Bool, Bool, Bool)
r1 = runST $ do
  a <- newSTRef (0 :: Int)
  b <- newSTRef 0
  let c = a
  return (a == a, a == b, c == a)
r2 :: (Bool, Bool)
r2 = runST $ do
  a <- newArray (0, 1) 'x' :: ST s (STArray s Int Char)
  b <- newArray (0, 1) 'x'
  return (a == a, a == b)
r3 :: Bool
r3 = unsafePerformIO $ do
  x <- newIORef 'a'
  y <- newIORef 'a'
  return (x /= y)

run :: String
run = show (r1, r2, r3)
