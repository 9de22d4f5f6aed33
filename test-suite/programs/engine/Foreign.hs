-- A foreign call cannot run in the engine: g2 must say so, naming the C symbol.
module Foreign where

foreign import ccall unsafe "cos" c_cos :: Double -> Double

wave :: Double -> Double
wave x = c_cos x + 1
