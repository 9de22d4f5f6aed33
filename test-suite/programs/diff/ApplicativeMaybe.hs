module ApplicativeMaybe where

safeDiv :: Int -> Int -> Maybe Int
safeDiv _ 0 = Nothing
safeDiv a b = Just (a `div` b)

run :: String
run = show (fmap (+ 1) (Just 2), (+) <$> Just 3 <*> Just 4, (+) <$> Nothing <*> Just (4 :: Int))
  ++ show (pure 5 :: Maybe Int, safeDiv 10 2 >>= safeDiv 100, safeDiv 1 0 >>= safeDiv 5)
  ++ show (traverse (safeDiv 12) [1, 2, 3], traverse (safeDiv 12) [1, 0])
