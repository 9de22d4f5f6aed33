-- G2-EXPECT: countNodes safe
-- G2-EXPECT: addChild safe
module R154Lifted where

data Rose = Rose Int [Rose]
  deriving (Show, Eq)

{-@ measure children @-}
children :: Rose -> Int
children (Rose _ cs) = length cs

{-@ countNodes :: Rose -> {v:Int | v >= 1} @-}
countNodes :: Rose -> Int
countNodes (Rose _ cs) = 1 + sum (map countNodes cs)

{-@ addChild :: Rose -> r:Rose -> {v:Rose | children v = children r + 1} @-}
addChild :: Rose -> Rose -> Rose
addChild c (Rose x cs) = Rose x (c : cs)
