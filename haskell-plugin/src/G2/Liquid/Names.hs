-- | The names of the bindings the plugin generates for an annotated function (its
-- contract's predicates, the engine's markers). GHC-free. The engine reads the same
-- convention (@rust-core/src/ir/generated.rs@).
--
-- Note [Names of generated bindings]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A generated binding about a function @f@ is named by a prefix and @f@: @g2__pre_f@,
-- @g2__trusted_f@, @g2__nocontract_f@ ... An operator cannot be glued to a prefix
-- (@g2__pre_-.-@ is no Haskell name), so an operator is written as the code points of
-- its characters in hexadecimal, each after a quote: @-.-@ is @'2d'2e'2d@, and its
-- precondition is @g2__pre_'2d'2e'2d@. No variable starts with a quote, so the
-- engine tells the two apart by the suffix's first character and decodes it back to
-- the operator, whose binding it then finds by its own name.
module G2.Liquid.Names
  ( isVarName
  , subjectSuffix
  , preName
  , postName
  , paramName
  , funSpecName
  , markerName
  , noContractName
  , shownName
  ) where

import Data.Char (isAlpha, ord)
import Numeric (showHex)

import G2.Liquid.Syntax (Name)

-- | Whether a name is a variable (not an operator).
isVarName :: Name -> Bool
isVarName f = case f of
  c : _ -> isAlpha c || c == '_'
  [] -> False

-- | Note [Names of generated bindings]: how a function's name ends the names of the
-- bindings about it.
subjectSuffix :: Name -> String
subjectSuffix f
  | isVarName f = f
  | otherwise = concat [ '\'' : showHex (ord c) "" | c <- f ]

-- | A binding about @f@: the prefix, then @f@ (Note [Names of generated bindings]).
markerName :: String -> Name -> Name
markerName prefix f = prefix ++ subjectSuffix f

preName, postName :: Name -> Name
preName = markerName "g2__pre_"
postName = markerName "g2__post_"

-- | @g2__param_f@: Note [Parametric results] in "G2.Liquid.Contracts".
paramName :: Name -> Name
paramName = markerName "g2__param_"

-- | @g2__fnspec_f_I@: the specification of @f@'s function-typed argument @I@.
funSpecName :: Name -> Int -> Name
funSpecName f i = markerName "g2__fnspec_" f ++ "_" ++ show i

-- | The marker of a function whose annotation has no contract, holding why (Note
-- [Annotations without a contract] in @rust-core/src/search/check.rs@).
noContractName :: Name -> Name
noContractName = markerName "g2__nocontract_"

-- | The marker of a generated binding that reports name by another name, holding the
-- name and, on a second line, the expression that calls it (Note [Checking instance
-- methods] in "G2.Liquid.Methods").
shownName :: Name -> Name
shownName = markerName "g2__shown_"
