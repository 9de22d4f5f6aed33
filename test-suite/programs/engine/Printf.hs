-- printf: base's Text.Printf ships its loops (uprintfs, the formatters) without
-- unfoldings, and G2 has no model of them, so `g2 coverage` lists them as MISSING,
-- each with the reason the plugin wrote (the wire's gaps).
module Printf where

import Text.Printf (printf)

render :: Int -> String
render n = printf "%d items" n
