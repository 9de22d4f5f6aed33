-- Multi-module pair: imports R244LibMeasure.hs, and uses its measure clen (once
-- "Variable not in scope: clen").
-- G2-EXPECT: two safe
-- G2-EXPECT: three concrete
-- G2-EXPECT: dropTwo safe
-- G2-EXPECT: dropTwoBad concrete blame=ctail
module R245UseMeasure where

import R244LibMeasure

{-@ two :: {v:Chain | clen v = 2} @-}
two :: Chain
two = Link 1 (Link 2 End)

-- Bug: two links, not three.
{-@ three :: {v:Chain | clen v = 3} @-}
three :: Chain
three = Link 1 (Link 2 End)

{-@ dropTwo :: {c:Chain | clen c >= 2} -> Chain @-}
dropTwo :: Chain -> Chain
dropTwo c = ctail (ctail c)

-- Bug: a chain of one link has no second tail.
{-@ dropTwoBad :: {c:Chain | clen c >= 1} -> Chain @-}
dropTwoBad :: Chain -> Chain
dropTwoBad c = ctail (ctail c)
