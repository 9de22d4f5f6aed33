-- | genericIndex past the end of a list: base's "index too large" error from
-- $wgenericIndex (a model), with GHC's message. Checked against GHC.
module ErrGenericIndex where

import Data.List (genericIndex)

weekday :: Integer -> String
weekday = genericIndex ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

run :: String
run = unwords (map weekday [0, 6, 7])
