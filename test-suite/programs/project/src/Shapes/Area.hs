-- g2 on a module of a hierarchy (src/Shapes/): its import of Shapes.Square resolves
-- from the root of the hierarchy, src/ (rust-core/tests/cli.rs).
module Shapes.Area (area) where

import Shapes.Square (square)

area :: Int -> Int
area s = square s
