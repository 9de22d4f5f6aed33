module MaybeMonad where

phonebook :: [(String, String)]
phonebook = [("alice", "bob"), ("bob", "carol"), ("carol", "dave")]

friendOfFriend :: String -> Maybe String
friendOfFriend p = do
  f <- lookup p phonebook
  ff <- lookup f phonebook
  return (p ++ "->" ++ f ++ "->" ++ ff)

run :: String
run = show (map friendOfFriend ["alice", "bob", "carol", "zed"])
