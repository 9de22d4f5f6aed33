-- Numeric corners of base that real programs reach, checked against GHC: Word and its
-- show, Integer's bit operations (both signs), Float's rounding, conversions between
-- Float, Double and Rational, the floating functions at Float (single precision) and
-- Double, atan2 on every quadrant and signed zero, scanl', Map's minimum and maximum.
module NumericBase where

import Data.Bits
import Data.List (scanl', foldl')
import qualified Data.Map as M
import Data.Word (Word8, Word16)

words1 :: [Word]
words1 = [0, 7, 10, 255, maxBound, 12345678901234567890, fromIntegral (-1 :: Int)]

c01 :: String
c01 = show words1 ++ show (sum words1) ++ show (map (`div` 7) words1)

c02 :: (String, String, [Word8], Word16)
c02 = (show (fromIntegral (300 :: Int) :: Word8), shows (65535 :: Word16) "!", [250 ..], 65535 + 2)

bitsOf :: Integer -> Integer -> [Integer]
bitsOf a b = [a .&. b, a .|. b, xor a b, complement a, shiftL a 5, shiftR a 3, shiftR a 70]

c03 :: [[Integer]]
c03 = [bitsOf a b | (a, b) <- [(12, 10), (-12, 10), (12, -10), (-12, -10), (2 ^ 70 + 5, 2 ^ 65 - 1), (-(2 ^ 70), 12345)]]

c04 :: ([Bool], [Int], Integer, Integer)
c04 = ([testBit (-6 :: Integer) i | i <- [0 .. 5]], map popCount [0, 255, -1, -256 :: Integer], bit 100, foldl' setBit 0 [1, 3, 64])

c05 :: ([Int], [Int], [Integer], [Int])
c05 = (map truncate fs, map round fs, map floor fs, map ceiling fs)
  where fs = [2.5, -2.5, 3.5, 0.1, -0.9, 1.0e10, 123456.789 :: Float]

c06 :: ([Float], [Double], [Rational], [Float])
c06 = ( map realToFrac [1.25, 0.1, 1 / 3, 1.0e-40, 3.4028235e38 :: Double]
      , map realToFrac [0.1, 1 / 3, 1.0e-40 :: Float]
      , map toRational [0.75, 0.1, -2.5e-3 :: Double]
      , map fromRational [3 / 7, 1 / 10, 22 / 7, 1 / 3000000000])

c07 :: [Double]
c07 = map fromRational [3 / 7, 1 / 10, 2 ^ 60 / 3, 1 / (2 ^ 1074), 5 / (2 ^ 1076), 10 ^ 30 / 7]

c08 :: ([Float], [Double])
c08 = ( [f x | f <- [exp, log, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, atanh, sqrt], x <- [0.25, 0.5 :: Float]] ++ [acosh 1.5, 2 ** 0.5, logBase 2 10]
      , [f x | f <- [exp, log, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, atanh, sqrt], x <- [0.25, 0.5 :: Double]] ++ [acosh 1.5, 2 ** 0.5, logBase 2 10])

c09 :: ([Double], [Float], [Bool])
c09 = ( [atan2 y x | (y, x) <- quadrants] ++ [atan2 0 (-1), atan2 (-0.0) (-1), atan2 0 0, atan2 (-0.0) (-0.0), atan2 1 0, atan2 (-1) 0]
      , [atan2 y x | (y, x) <- quadrants]
      , [isNegativeZero (atan2 (-0.0) 1 :: Double), isNaN (atan2 (0 / 0) 1 :: Double)])
  where
    quadrants :: RealFloat a => [(a, a)]
    quadrants = [(1, 1), (1, -1), (-1, -1), (-1, 1), (3, 4)]

c10 :: ([Int], [Int], [Integer], [Double])
c10 = (scanl' (+) 0 [1, 2, 3], take 5 (scanl' (*) 1 [2 ..]), scanl' max 0 [3, -1, 7, 2], scanl' (/) 64 [2, 4, 8])

c11 :: (Maybe (Int, String), Maybe (Int, String), (Int, String), (Int, String), Maybe (Int, String))
c11 = (M.lookupMin m, M.lookupMax m, M.findMin m, M.findMax m, M.lookupMin (M.empty :: M.Map Int String))
  where m = M.fromList [(k, show k) | k <- [5, 3, 9, 1, 7 :: Int]]

c12 :: (Int, Float, Float, Float, (Integer, Int), (Integer, Int))
c12 = (exponent (3.0 :: Float), significand (8.0 :: Float), scaleFloat 3 (1.5 :: Float), scaleFloat (-200) 1, decodeFloat (0.1 :: Float), decodeFloat (1 / 0 :: Double))

-- Integer to Double and Float as ghc-bignum converts: a big Integer truncated to 53
-- bits (GMP), a Float made from the Double (two roundings), ldexp rounding once, a
-- mantissa of thousands of bits scaled back; Float's own subnormals.
c13 :: ((Float, Float, Double, Double), (Double, Float), [Bool])
c13 = ( (fromInteger big, encodeFloat big 0, encodeFloat (5 * 2 ^ 925 + 2 ^ 875) (-2001), fromInteger (2 ^ 64 - 1))
      , (encodeFloat (2 ^ 5000) (-4999), encodeFloat (2 ^ 5000) (-4999))
      , [isDenormalized (1.0e-40 :: Float), isDenormalized (1.0e-40 :: Double), isDenormalized (1.0e-310 :: Double)])
  where big = 2 ^ 54 + 2 ^ 30 + 1

run :: String
run = show (c01, c02, c03, c04, c05, c06) ++ show (c07, c08, c09, c10, c11, c12, c13)
