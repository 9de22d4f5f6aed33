-- IntSet.fromList inserts each element before it looks at the rest of the list, so a
-- failing element is the error raised, not a failing tail (as GHC's compiled loop).
module IntSetError where

import qualified Data.IntSet as IS

run :: String
run = show (IS.fromList (error "element" : error "tail"))
