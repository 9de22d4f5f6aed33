-- G2-EXPECT: count safe
-- G2-EXPECT: fromList safe
-- G2-EXPECT: consBad concrete
module R191Equations2 where

infixr 5 :>
data Stream = Nil | Int :> Stream
  deriving (Show, Eq)

{-@ measure slen :: Stream -> Int
    slen Nil = 0
    slen ((:>) x xs) = 1 + slen xs
  @-}

{-@ invariant {v:Stream | slen v >= 0} @-}

{-@ count :: s:Stream -> {v:Int | v = slen s} @-}
count :: Stream -> Int
count Nil = 0
count (_ :> s) = 1 + count s

{-@ fromList :: xs:[Int] -> {v:Stream | slen v = len xs} @-}
fromList :: [Int] -> Stream
fromList [] = Nil
fromList (x : xs) = x :> fromList xs

-- Bug: the new element is dropped: consBad 0 Nil = Nil.
{-@ consBad :: Int -> s:Stream -> {v:Stream | slen v = slen s + 1} @-}
consBad :: Int -> Stream -> Stream
consBad _ s = s
