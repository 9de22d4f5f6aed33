-- G2-EXPECT: nats safe
-- G2-EXPECT: takeNats abstract blame=nats
-- G2-EXPECT: natAtBad concrete
-- G2-CHECK: natAtBad \i r -> r /= i
module R210Lazy2 where

{-@ lazy nats @-}
{-@ nats :: Int -> [Int] @-}
nats :: Int -> [Int]
nats n = n : nats (n + 1)

-- Correct, but nats's specification does not say the stream is infinite, so the length
-- of take k cannot be established from it.
{-@ takeNats :: k:Nat -> {v:[Int] | len v = k} @-}
takeNats :: Int -> [Int]
takeNats k = take k (nats 0)

-- Bug: the stream starts at 1, so position i holds i + 1: natAtBad 0 = 1.
{-@ natAtBad :: i:Nat -> {v:Int | v = i} @-}
natAtBad :: Int -> Int
natAtBad i = nats 1 !! i
