-- G2-EXPECT: addSong safe
-- G2-EXPECT: totalTime safe
-- G2-EXPECT: nowPlaying safe
{-@ LIQUID "--no-termination" @-}
module R217Playlist where

import Language.Haskell.Liquid.Prelude

data Song = Song { title :: String, secs :: Int }
  deriving (Show, Eq)

{-@ data Song = Song { title :: String, secs :: {v:Int | v > 0} } @-}

data Playlist = Playlist { songs :: [Song], cursor :: Int }
  deriving (Show, Eq)

{-@ data Playlist = Playlist { songs :: [Song], cursor :: {v:Nat | v < len songs || v = 0} } @-}

{-@ measure plen @-}
plen :: Playlist -> Int
plen (Playlist ss _) = length ss

{-@ addSong :: Song -> p:Playlist -> {v:Playlist | plen v = plen p + 1} @-}
addSong :: Song -> Playlist -> Playlist
addSong s (Playlist ss c) = Playlist (ss ++ [s]) c

{-@ totalTime :: Playlist -> Nat @-}
totalTime :: Playlist -> Int
totalTime (Playlist ss _) = sum (map secs ss)

{-@ nowPlaying :: Playlist -> Maybe Song @-}
nowPlaying :: Playlist -> Maybe Song
nowPlaying (Playlist [] _) = Nothing
nowPlaying (Playlist ss c) = liquidAssert (c < length ss) (Just (ss !! c))
