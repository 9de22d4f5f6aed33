module InfixChecks where

import Data.List (isPrefixOf, isSuffixOf, isInfixOf, stripPrefix)

run :: String
run = show [ "ab" `isPrefixOf` "abc", "bc" `isSuffixOf` "abc", "zz" `isInfixOf` "abc", "b" `isInfixOf` "abc" ]
   ++ show (stripPrefix "foo" "foobar", stripPrefix "x" "foobar")
