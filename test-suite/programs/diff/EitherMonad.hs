module EitherMonad where

data Err = DivZero | Negative Int deriving Show

safeDiv :: Int -> Int -> Either Err Int
safeDiv _ 0 = Left DivZero
safeDiv a b = Right (a `div` b)

safeSqrt :: Int -> Either Err Int
safeSqrt n | n < 0 = Left (Negative n)
           | otherwise = Right (floor (sqrt (fromIntegral n :: Double)))

calc :: Int -> Int -> Either Err Int
calc a b = do
  q <- safeDiv a b
  r <- safeSqrt q
  return (r * 10)

run :: String
run = show [calc 100 4, calc 1 0, calc (-50) 2, calc 81 1]
