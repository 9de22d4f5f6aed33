-- A foreign call cannot run in the engine: g2 must say so, naming the C symbol.
module Foreign where

foreign import ccall unsafe "cos" c_cos :: Double -> Double

wave :: Double -> Double
wave x = c_cos x + 1

-- | The foreign call's argument is computed first, by a loop of its own: the failure
-- is still reported in c_cos, the code that makes the call, not in the loop that ran
-- last.
total :: [Double] -> Double
total [] = 0
total (y : ys) = y + total ys

waveOfTotal :: Double -> Double
waveOfTotal x = c_cos (total [x, 2, 3]) + 1
