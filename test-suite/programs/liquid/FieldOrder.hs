module FieldOrder where

-- The refinement lists the record's fields in another order than the declaration
-- (to refine balance by limit, declared after it): each refinement goes to the field
-- at its position, so a warning says which field each one refines.
data Account = Account { owner :: String, balance :: Int, limit :: Int }

{-@ data Account = Account
      { owner   :: String
      , limit   :: Nat
      , balance :: {v:Int | v >= 0 - limit}
      } @-}

-- In the right order: no warning.
data Span = Span { lo :: Int, hi :: Int }
{-@ data Span = Span { lo :: Int, hi :: {v:Int | lo <= v} } @-}

{-@ ownerOf :: Account -> String @-}
ownerOf :: Account -> String
ownerOf (Account o _ _) = o
