-- IntMap inputs (a patricia tree: negative keys sit right of the root, show sorts).
module ContainerIntMaps where

import Data.IntMap (fromList)
import qualified Data.IntMap as IM

atMinusThree :: IM.IntMap Char -> Maybe Char
atMinusThree m = IM.lookup (-3) m
