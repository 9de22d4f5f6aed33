-- State threads run purely: ST with STRef, IORef under unsafePerformIO, and
-- Data.Map, whose strict constructors go through GHC.Magic.lazy.
module Stateful where

import Control.Monad.ST (runST)
import Data.IORef (newIORef, readIORef, writeIORef, modifyIORef)
import Data.STRef (newSTRef, readSTRef, modifySTRef')
import qualified Data.Map as M
import System.IO.Unsafe (unsafePerformIO)

sumST :: [Int] -> Int
sumST xs = runST $ do
  r <- newSTRef 0
  mapM_ (\x -> modifySTRef' r (+ x)) xs
  readSTRef r

-- The value written is not forced by the write: only the last one is read.
lastWrite :: Int -> Int
lastWrite x = unsafePerformIO $ do
  r <- newIORef (error "never read")
  writeIORef r (error "overwritten")
  writeIORef r (x * 3)
  modifyIORef r (+ 1)
  readIORef r

distinct :: [Int] -> Int
distinct xs = M.size (M.fromList [ (x, ()) | x <- xs ])

distinctExample :: Int
distinctExample = distinct [3, 1, 3, 2, 1]
