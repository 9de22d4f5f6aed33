-- G2-EXPECT: mkByte safe
-- G2-EXPECT: addByte safe
-- G2-EXPECT: incByte concrete
-- G2-CHECK: incByte \b r -> r > 255
module R055Bounded where

{-@ predicate IsByte V = 0 <= V && V < 256 @-}
{-@ type Byte = {v:Int | IsByte v} @-}

{-@ mkByte :: Int -> Byte @-}
mkByte :: Int -> Int
mkByte n = n `mod` 256

{-@ addByte :: Byte -> Byte -> Byte @-}
addByte :: Int -> Int -> Int
addByte a b = (a + b) `mod` 256

-- Bug: 255 + 1 leaves the range: incByte 255.
{-@ incByte :: Byte -> Byte @-}
incByte :: Int -> Int
incByte b = b + 1
