-- | Pins the desugared Core shapes the engine relies on (programs/shapes/Shapes.hs,
-- dumped with -ddump-ds). If GHC changes one of them, this fails here, in one place.
module Shapes (tests) where

import Data.List (isInfixOf)
import Test.Tasty (TestTree, testGroup)
import Test.Tasty.HUnit (assertBool, testCase)

import Support

-- | (what, a fragment the dump must contain)
shapes :: [(String, String)]
shapes =
  [ ("incomplete patterns call patError",
     "Control.Exception.Base.patError @'GHC.Types.LiftedRep @Int \"")
  , ("Int literal is I# of an Int# literal", "intLit = GHC.Types.I# 42#")
  , ("overloaded literal is fromInteger with a dictionary",
     "polyLit = \\ (@a) ($dNum :: Num a) -> fromInteger @a $dNum 7")
  , ("Integer literal stays a literal", "integerLit = 123456789012345678901234567890")
  , ("Char literal is C# of a Char# literal", "charLit = GHC.Types.C# 'x'#")
  , ("String literal is unpackCString# of an Addr# literal",
     "stringLit = GHC.CString.unpackCString# \"hello\"#")
  , ("Double literal is D# of a Double# literal", "doubleLit = GHC.Types.D# 2.5##")
  , ("method call is selector @type dictionary",
     "eqInt = \\ (a :: Int) (b :: Int) -> == @Int GHC.Classes.$fEqInt a b")
  , ("($) stays a call, with a RuntimeRep argument", "= $ @'GHC.Types.LiftedRep")
  , ("negative literal is negate applied to a positive one",
     "True -> negate @Int GHC.Num.$fNumInt (GHC.Types.I# 1#)")
  , ("otherwise is inlined away by the desugarer's simple optimiser",
     "False -> GHC.Types.I# 1#;")
  ]

-- | Collapses whitespace runs (GHC's pretty-printer wraps lines by width).
squash :: String -> String
squash = unwords . words

tests :: TestTree
tests = testGroup "core shapes"
  [ testCase what $ do
      [hs] <- programsIn "programs/shapes"
      compileWith hs (const ["-ddump-ds", "-dsuppress-uniques", "-dno-typeable-binds"]) $
        \_ c -> assertBool ("the desugared Core lacks:\n" ++ frag ++ "\n\ngot:\n" ++ stdoutText c)
                           (squash frag `isInfixOf` squash (stdoutText c))
  | (what, frag) <- shapes ]
