{-# LANGUAGE DeriveGeneric, TemplateHaskell #-}
-- | User data types with G2Rep instances: derived with derivingG2Rep, and through the
-- Generic default.
module G2Q.Types
  ( Shape (..)
  , Tree (..)
  , Wrapped (..)
  , Color (..)
  , Stream (..)
  , Looped (..)
  ) where

import GHC.Generics (Generic)

import G2.Query

data Shape = Circle Int | Rect { width :: Int, height :: Integer } | Int :+ Char | Empty
  deriving (Eq, Show)

data Tree a = Leaf | Node (Tree a) a (Tree a)
  deriving (Eq, Show)

newtype Wrapped = Wrapped [Maybe Bool]
  deriving (Eq, Show)

data Color = Red | Green | Blue Double
  deriving (Eq, Show, Generic)

$(derivingG2Rep ''Shape)
$(derivingG2Rep ''Tree)
$(derivingG2Rep ''Wrapped)

-- | Infinite values only (seed 002, Figure 3.8's InfList).
data Stream a = a :> Stream a

$(derivingG2Rep ''Stream)

-- | The same through the Generic default.
data Looped = Looped Int Looped
  deriving (Generic)

instance G2Rep Looped

instance G2Rep Color
