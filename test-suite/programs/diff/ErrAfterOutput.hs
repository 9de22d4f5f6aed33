module ErrAfterOutput where

countdown :: Int -> [String]
countdown 0 = error "liftoff failed"
countdown n = show n : countdown (n - 1)

run :: String
run = unlines (countdown 3)
