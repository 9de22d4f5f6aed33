-- g2 -i lib Top.hs quad: Helper lives in lib/ (rust-core/tests/cli.rs).
module Top (quad) where

import Helper (double)

quad :: Int -> Int
quad x = double (double x)
