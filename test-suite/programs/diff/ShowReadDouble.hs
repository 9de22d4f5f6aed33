-- | show, showEFloat/showFFloat/showGFloat, printf and read of many Doubles and Floats:
-- the shortest digits (GHC's floatToDigits, which never takes a boundary: 1.0e23 shows
-- as 9.999999999999999e22) and the rounded quotient behind read and fromRational, which
-- the engine computes natively on concrete numbers (Note [Native functions] in
-- rust-core/src/reduce/native.rs). Values: edges (subnormals, the largest, powers of
-- two and ten, halves) and a few thousand from a generator spread over all exponents.
module ShowReadDouble where

import Numeric (showEFloat, showFFloat, showGFloat)
import Text.Printf (printf)

edges :: [Double]
edges =
  [ 0, -0.0, 5.0e-324, 1.0e-323, 2.2250738585072009e-308, 2.2250738585072014e-308
  , 1.7976931348623157e308, 1.0e23, 9007199254740992, 9007199254740993, 0.1, 0.2, 0.3
  , 1 / 3, 2 / 3, 123.456, 1.0e-7, 9.999999e6, 1.0e7, 0.1 + 0.2, 4.35, 2.675, 1.005
  , 5.0e-5, 123456789012345680, 2 ** 60, 2 ** (-60), 1.5e300, -2.5e-300 ]

-- | A spread of Doubles: mantissas from a linear congruential generator, exponents
-- over the whole range, both signs.
spread :: Int -> [Double]
spread n = [ sign k * (fromIntegral (m k) / 1048576) * 10 ^^ (k `mod` 617 - 308) | k <- [1 .. n] ]
  where
    m k = (k * 1103515245 + 12345) `mod` 2147483647
    sign k = if even (k `div` 7) then 1 else -1

floats :: [Float]
floats = map realToFrac (take 40 edges ++ spread 300) ++ [1.0e-45, 3.4028235e38, 16777216, 0.1]

-- | A hash of a long text: the engine's answer is read back as a value, which is kept
-- under 10,000 list cells, so long texts are compared through their hash (and a sample
-- of them in full).
hash :: String -> Int
hash = foldl (\h c -> (h * 31 + fromEnum c) `mod` 1000000007) 7

roundTrips :: [Double] -> Bool
roundTrips = all (\x -> read (show x) == x)

run :: String
run =
  show edges
    ++ show (take 40 (spread 1500), hash (show (spread 1500)))
    ++ show (take 40 floats, hash (show floats))
    ++ concat [ showEFloat (Just 3) x " " ++ showFFloat (Just 2) x " " ++ showGFloat Nothing x " " | x <- take 25 edges ]
    ++ concat [ printf "%.3f %e %g|" x x x | x <- take 12 edges ]
    ++ show (hash (concat [ printf "%.3f %e %g|" x x x | x <- edges ++ spread 300 ] :: String))
    ++ show (map read ["1e23", "0.1", "2.2250738585072011e-308", "4.9e-324", "2.5e-324", "1e400", "-0", "123.25e-2", "0.000001"] :: [Double])
    ++ show (map read ["1e-46", "3.4028236e38", "0.1", "16777217"] :: [Float])
    ++ show (roundTrips (edges ++ spread 1500), map (\x -> fromRational (toRational x) == x) (take 20 (spread 200)))
