-- | The specification front end (G2.Liquid.*): parsing LiquidHaskell annotations,
-- finding them in .hs/.lhs sources, expanding aliases, and rendering refinements as
-- Haskell. Data-driven; the last group compiles the rendered predicates with GHC.
module Main (main) where

import Control.Exception (bracket)
import Data.List (intercalate, isInfixOf)
import System.Directory (getTemporaryDirectory, removeDirectoryRecursive, createDirectoryIfMissing)
import System.Exit (ExitCode (..))
import System.FilePath ((</>))
import System.Process (readProcessWithExitCode)
import Test.Tasty
import Test.Tasty.HUnit

import G2.Liquid.Expand
import G2.Liquid.Extract
import G2.Liquid.Parse
import G2.Liquid.Syntax
import G2.Liquid.ToHaskell

main :: IO ()
main = defaultMain $ testGroup "liquid-spec"
  [ testGroup "parse: annotation -> canonical form" (map parseCase parseCases)
  , testGroup "parse: canonical form parses back to the same AST" (map roundTrip parseCases)
  , testGroup "parse: AST" (map astCase astCases)
  , testGroup "parse: errors (line:col: message)" (map errorCase errorCases)
  , testGroup "extract" extractTests
  , testGroup "expand" (map expandCase expandCases)
  , testGroup "render: paper examples" (concatMap renderCases papers)
  , testGroup "render: definitions" definitionTests
  , testGroup "ghc accepts the rendered predicates" (map ghcCase papers)
  ]

------------------------------------------------------------------------------------
-- Parsing

-- | (annotation, canonical form)
parseCases :: [(String, String)]
parseCases =
  [ ("f :: x:{v:Int | v >= 0} -> {v:Int | v > x}", "f :: x:{v:Int | v >= 0} -> {v:Int | v > x}")
  , ("f :: x : { v : Int | v >= 0 } -> {v:Int|v>x}", "f :: x:{v:Int | v >= 0} -> {v:Int | v > x}")
  , ("incr :: x:Int -> {v:Int | v > x}", "incr :: x:Int -> {v:Int | v > x}")
  , ("die :: {v:String | false} -> a", "die :: {v:String | false} -> a")
  , ("die :: {x : String | false} -> a", "die :: {x:String | false} -> a")
  , ("head :: {xs:[a] | size xs > 0} -> a", "head :: {xs:[a] | size xs > 0} -> a")
  , ("zip :: xs:[a] -> {ys:[b]\n  | size xs > 0 => size ys > 0} -> [(a, b)]"
    , "zip :: xs:[a] -> {ys:[b] | size xs > 0 => size ys > 0} -> [(a, b)]")
  , ("concat :: x:[a] -> {v:[a]\n                    | size v = sumsize x}"
    , "concat :: x:[a] -> {v:[a] | size v == sumsize x}")
  , ("append :: x:[a] -> y:[a]\n  -> {z:[a] | size x + size y = size z}"
    , "append :: x:[a] -> y:[a] -> {z:[a] | size x + size y == size z}")
  , ("replicate :: n:Int -> a ->\n{ xs:[a] | size xs == n }", "replicate :: n:Int -> a -> {xs:[a] | size xs == n}")
  , ("head :: {v : List a | 0 < size v} -> a", "head :: {v:List a | 0 < size v} -> a")
  , ("zipWith :: (a -> b -> c)\n        -> xs : List a\n        -> {ys : List b | size xs > 0 => size ys > 0}\n        -> List c"
    , "zipWith :: (a -> b -> c) -> xs:List a -> {ys:List b | size xs > 0 => size ys > 0} -> List c")
  , ("concat :: x::List (List a) -> {v :List a | size v = sumsize x}"
    , "concat :: x:List (List a) -> {v:List a | size v == sumsize x}")
  , ("mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v)\n         -> List a -> M.Map k v"
    , "mapReduce :: Ord k => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v")
  , ("expand :: (a -> List (k, v))\n       -> {xs : List a | size xs > 0}\n       -> {r : List (k, v) | size r > 0}"
    , "expand :: (a -> List (k, v)) -> {xs:List a | size xs > 0} -> {r:List (k, v) | size r > 0}")
  , ("concat :: l1: List (List a) -> {l2: List a | size l2 = nestSize l1}"
    , "concat :: l1:List (List a) -> {l2:List a | size l2 == nestSize l1}")
  , ("addList :: l1: List a -> l2: List a\n        -> {l3: List a | size l3 = size l1 + size l2}"
    , "addList :: l1:List a -> l2:List a -> {l3:List a | size l3 == size l1 + size l2}")
  , ("kmeans1\n    :: k: Nat -> n: Nat -> List (Point n) -> Cluster k n -> Cluster k n"
    , "kmeans1 :: k:Nat -> n:Nat -> List (Point n) -> Cluster k n -> Cluster k n")
  , ("pos :: [{v:Int | v > 0}] -> List {v:a | v /= 0}", "pos :: [{v:Int | v > 0}] -> List {v:a | v /= 0}")
  , ("f :: {v:[[{w:Int | 0 < w}]] | len v > 0}", "f :: {v:[[{w:Int | 0 < w}]] | len v > 0}")
  , ("f :: {v:Bool | v}", "f :: {v:Bool | v}")
  , ("f :: Int -> (x::Int, {v:Int | v > x})", "f :: Int -> {g2'pair:(Int, Int) | snd g2'pair > fst g2'pair}")
  , ("f :: (a::Int, b::Int) -> Int", "f :: (Int, Int) -> Int")
  , ("sep :: {c:Char | c == ',' || c = '\\n'} -> Int", "sep :: {c:Char | c == ',' || c == '\\n'} -> Int")
  , ("f :: {v:Bool | Prop v}", "f :: {v:Bool | Prop v}")
  , ("f :: Nat -> Pos", "f :: Nat -> Pos")
  , ("f :: forall a. (Eq a, Ord a) => a -> ()", "f :: forall a. (Eq a, Ord a) => a -> ()")
  , ("assume g :: Int -> {v:Int | TRUE}", "assume g :: Int -> {v:Int | true}")
  , ("(++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys}"
    , "(++) :: xs:[a] -> ys:[a] -> {v:[a] | len v == len xs + len ys}")
  , ("measure size", "measure size")
  , ("measure size :: List a -> Int\n    size Nil = 0\n    size (Cons x xs) = 1 + size xs\n  "
    , "measure size :: List a -> Int\n  size Nil = 0\n  size (Cons x xs) = 1 + size xs")
  , ("measure size :: List a -> Int\nsize Emp = 0\nsize (x :+: xs) = 1 + size xs"
    , "measure size :: List a -> Int\n  size Emp = 0\n  size (x :+: xs) = 1 + size xs")
  , ("measure llen :: [a] -> Int\n  llen [] = 0\n  llen (x:xs) = 1 + llen xs"
    , "measure llen :: [a] -> Int\n  llen [] = 0\n  llen (x : xs) = 1 + llen xs")
  , ("measure fst' :: (a, b) -> a\n fst' (x, y) = x", "measure fst' :: (a, b) -> a\n  fst' (x, y) = x")
  , ("measure sumsize :: List (List a) -> Int\n sumsize Emp = 0\n sumsize (x :+: xs) = size x + sumsize xs"
    , "measure sumsize :: List (List a) -> Int\n  sumsize Emp = 0\n  sumsize (x :+: xs) = size x + sumsize xs")
  , ("measure size :: List a -> Int", "measure size :: List a -> Int")
  , ("invariant {v:List a | size v >= 0}", "invariant {v:List a | size v >= 0}")
  , ("type ListN a N = {v:List a | size v = N}", "type ListN a N = {v:List a | size v == N}")
  , ("type Pos = {v:Int | v > 0}", "type Pos = {v:Int | v > 0}")
  , ("type ListNE a = {v:[a] | len v > 0}", "type ListNE a = {v:[a] | len v > 0}")
  , ("type Point N = ListN Double N", "type Point N = ListN Double N")
  , ("predicate Btwn Lo V Hi = Lo <= V && V < Hi", "predicate Btwn Lo V Hi = Lo <= V && V < Hi")
  , ("append :: xs:[a] -> ys:[a] -> ListN a {len xs + len ys}"
    , "append :: xs:[a] -> ys:[a] -> ListN a {len xs + len ys}")
  , ("f :: ListN Int 3", "f :: ListN Int 3")
  , ("LIQUID \"--no-termination\"", "LIQUID \"--no-termination\"")
  , ("  LIQUID \"--short-names\"   ", "LIQUID \"--short-names\"")
    -- connectives, arithmetic, comparisons and their precedences
  , ("f :: {v:Int | v = 1 || v == 2 && v /= 3}", "f :: {v:Int | v == 1 || v == 2 && v /= 3}")
  , ("f :: {v:Int | (v = 1 || v == 2) && v != 3}", "f :: {v:Int | (v == 1 || v == 2) && v /= 3}")
  , ("f :: {v:Int | v > 0 ==> v >= 1 <=> true}", "f :: {v:Int | v > 0 => v >= 1 <=> true}")
  , ("f :: {v:Int | a => b => c}", "f :: {v:Int | a => b => c}")
  , ("f :: {v:Int | (a => b) => c}", "f :: {v:Int | (a => b) => c}")
  , ("f :: {v:Int | not v > 0 && ~ (v < 3)}", "f :: {v:Int | not v > 0 && not v < 3}")
  , ("f :: {v:Int | not (v > 0 && v < 3)}", "f :: {v:Int | not (v > 0 && v < 3)}")
  , ("f :: {v:Int | v mod 2 = 1 && v `mod` 3 = x / 2 && v `div` 2 >= 0}"
    , "f :: {v:Int | v mod 2 == 1 && v mod 3 == x / 2 && v / 2 >= 0}")
    -- a bare mod binds looser than + (LiquidHaskell's logic); `mod` is Haskell's
  , ("f :: x:Int -> {v:Int | v = x + 1 mod 2}", "f :: x:Int -> {v:Int | v == x + 1 mod 2}")
  , ("f :: x:Int -> {v:Int | v = x + 1 `mod` 2}", "f :: x:Int -> {v:Int | v == x + (1 mod 2)}")
  , ("f :: x:Int -> {v:Int | v = (x mod 2) + x * 2 mod 3}", "f :: x:Int -> {v:Int | v == (x mod 2) + x * 2 mod 3}")
  , ("f :: {v:Int | v - 1 - 2 = v - (1 - 2) * 3 + -4}", "f :: {v:Int | v - 1 - 2 == v - (1 - 2) * 3 + -4}")
  , ("f :: {v:Int | - x < v}", "f :: {v:Int | -x < v}")
  , ("f :: x:Int -> {v:Int | if x > 0 then v = x else v = 0 - x}"
    , "f :: x:Int -> {v:Int | if x > 0 then v == x else v == 0 - x}")
  , ("f :: xs:[a] -> {v:Int | v = size (tail xs) + M.size m}", "f :: xs:[a] -> {v:Int | v == size (tail xs) + M.size m}")
  , ("f :: {v:Int | FALSE || false}", "f :: {v:Int | false || false}")
  , ("f :: Int -- a comment\n -> Int", "f :: Int -> Int")
  ]

parseCase :: (String, String) -> TestTree
parseCase (src, want) = testCase (oneLine src) $ case parseDecl src of
  Left e -> assertFailure (renderSpecError e)
  Right d -> prettyDecl d @?= want

roundTrip :: (String, String) -> TestTree
roundTrip (src, _) = testCase (oneLine src) $ case parseDecl src of
  Left e -> assertFailure (renderSpecError e)
  Right d -> parseDecl (prettyDecl d) @?= Right d

oneLine :: String -> String
oneLine = unwords . words

int :: RType
int = RApp (TCon "Int") [] Nothing

-- | Annotations and their exact AST.
astCases :: [(String, Decl)]
astCases =
  [ ( "f :: x:{v:Int | v >= 0} -> {v:Int | v > x}"
    , DSig (Sig False "f" [] [] (RFun (Just "x")
        (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Ge (EVar "v") (EInt 0)))))
        (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Gt (EVar "v") (EVar "x"))))))) )
  , ( "g :: Int -> [{v:Int | v > 0}]"
    , DSig (Sig False "g" [] [] (RFun Nothing int
        (RApp TList [RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Gt (EVar "v") (EInt 0))))] Nothing))) )
  , ( "measure size :: List a -> Int\n size Nil = 0\n size (Cons x xs) = 1 + size xs"
    , DMeasure (Measure "size" (Just (RFun Nothing (RApp (TCon "List") [RApp (TVar "a") [] Nothing] Nothing) int))
        [ MeasureEqn "Nil" [] (EInt 0)
        , MeasureEqn "Cons" ["x", "xs"] (EArith Plus (EInt 1) (EApp "size" [EVar "xs"])) ]) )
  , ( "measure size", DMeasure (Measure "size" Nothing []) )
  , ( "type ListN a N = {v:List a | size v = N}"
    , DAlias (Alias "ListN" [TyParam "a", ValParam "N"]
        (RApp (TCon "List") [RApp (TVar "a") [] Nothing]
          (Just (Refinement "v" (ECmp Eq (EApp "size" [EVar "v"]) (EVar "N")))))) )
  , ( "f :: ListN a {len xs}"
    , DSig (Sig False "f" [] [] (RApp (TCon "ListN") [RApp (TVar "a") [] Nothing, RExpr (EApp "len" [EVar "xs"])] Nothing)) )
  , ( "f :: {v:Int | v > -1}"
    , DSig (Sig False "f" [] [] (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Gt (EVar "v") (EInt (-1))))))) )
  , ( "f :: {v:Bool | a => b <=> ~c}"
    , DSig (Sig False "f" [] [] (RApp (TCon "Bool") [] (Just (Refinement "v"
        (EIff (EImp (EVar "a") (EVar "b")) (ENot (EVar "c")))))) ) )
  , ( "LIQUID \"--no-termination\"", DPragma "--no-termination" )
  , ( "invariant {v:Int | v >= 0}"
    , DInvariant (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Ge (EVar "v") (EInt 0))))) )
    -- issue 10: every annotation form parses
  , ( "data Span = Span { lo :: Int, hi :: {v:Int | lo <= v} }"
    , DData (DataSpec "Span" [] [("Span", [ (Just "lo", int)
                                          , (Just "hi", RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Le (EVar "lo") (EVar "v"))))) ])]) )
  , ( "data Chain [clen] a <p :: a -> Bool> = End | Link a (Chain a)"
    , DData (DataSpec "Chain" ["a"] [ ("End", [])
                                    , ("Link", [ (Nothing, RApp (TVar "a") [] Nothing)
                                               , (Nothing, RApp (TCon "Chain") [RApp (TVar "a") [] Nothing] Nothing) ]) ]) )
  , ( "reflect fib", DExact "fib" )
  , ( "inline within", DExact "within" )
  , ( "ignore helper", DTrusted "helper" )
  , ( "qualif Gt(v:int, x:int): v > x", DIgnored "qualif" )
  , ( "infixl 6 +++", DIgnored "infixl" )
  , ( "f :: x:Int -> Int / [x]", DSig (Sig False "f" [] [] (RFun (Just "x") int int)) )
  , ( "f :: {v:Int | v = 0x1F}"
    , DSig (Sig False "f" [] [] (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Eq (EVar "v") (EInt 31)))))) )
  , ( "f :: x:Int -> {v:Int | v = x + 1 mod 2}"
    , DSig (Sig False "f" [] [] (RFun (Just "x") int (RApp (TCon "Int") [] (Just (Refinement "v"
        (ECmp Eq (EVar "v") (EArith Mod (EArith Plus (EVar "x") (EInt 1)) (EInt 2)))))))) )
  , ( "f :: {v:Double | v >= 2.5}"
    , DSig (Sig False "f" [] [] (RApp (TCon "Double") [] (Just (Refinement "v" (ECmp Ge (EVar "v") (EVar "2.5")))))) )
    -- class and instance annotations: the methods by layout, or after ;
  , ( "class Sized s where\n      size :: s -> Nat\n      count :: s -> {v:Int | v >= 0}\n  "
    , DClass (ClassSpec False "Sized" [tvar "s"]
        [ Sig False "size" [] [] (RFun Nothing (tvar "s") (RApp (TCon "Nat") [] Nothing))
        , Sig False "count" [] [] (RFun Nothing (tvar "s") (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Ge (EVar "v") (EInt 0)))))) ]) )
  , ( "class (Eq a) => Sized a where size :: a -> Nat; (<+>) :: a -> a -> a"
    , DClass (ClassSpec False "Sized" [tvar "a"]
        [ Sig False "size" [] [] (RFun Nothing (tvar "a") (RApp (TCon "Nat") [] Nothing))
        , Sig False "<+>" [] [] (RFun Nothing (tvar "a") (RFun Nothing (tvar "a") (tvar "a"))) ]) )
  , ( "instance Default Int where\n  def :: {v:Int | v > 0}"
    , DClass (ClassSpec True "Default" [int]
        [ Sig False "def" [] [] (RApp (TCon "Int") [] (Just (Refinement "v" (ECmp Gt (EVar "v") (EInt 0))))) ]) )
  , ( "instance Sized a => Sized [a] where\n  assume size :: xs:[a] -> Nat"
    , DClass (ClassSpec True "Sized" [RApp TList [tvar "a"] Nothing]
        [ Sig True "size" [] [] (RFun (Just "xs") (RApp TList [tvar "a"] Nothing) (RApp (TCon "Nat") [] Nothing)) ]) )
  , ( "class Empty a", DClass (ClassSpec False "Empty" [tvar "a"] []) )
  , ( "class measure sz :: forall a. a -> Int", DIgnored "class measure" )
  ]
  where
    tvar a = RApp (TVar a) [] Nothing

astCase :: (String, Decl) -> TestTree
astCase (src, want) = testCase (oneLine src) $ parseDecl src @?= Right want

-- | (annotation, line, column, message)
errorCases :: [(String, Int, Int, String)]
errorCases =
  [ ("f :: {v:Int | v > }", 1, 19, "unexpected \"}\"; expected an expression")
  , ("f :: {v:Int | v >< x}", 1, 17, "unexpected \"><\"; expected an operator or \"}\"")
  , ("f :: {v:Int v > 0}", 1, 15, "unexpected \">\"; expected a type or \"|\" and the refinement predicate")
  , ("f :: {v:Int | v > 0", 1, 20, "unexpected end of annotation; expected an operator or \"}\"")
  , ("f :: x:{v:Int | v >= 0} ->", 1, 27, "unexpected end of annotation; expected a type")
  , ("f :: x:Int", 1, 11, "unexpected end of annotation; expected a type or \"->\"")
  , ("f :: Int -> ", 1, 13, "unexpected end of annotation; expected a type")
  , ("f : Int", 1, 3, "unexpected \":\"; expected \"::\"")
  , ("f ::\n  Int ->\n  {v:Int | v > 0 &&}", 3, 20, "unexpected \"}\"; expected an expression")
  , ("f :: [Int", 1, 10, "unexpected end of annotation; expected a type, \"->\" or \"]\"")
  , ("f :: (Int, Int", 1, 15, "unexpected end of annotation; expected \",\" or \")\"")
  , ("f :: {v:Int | v = 1 = 2}", 1, 23, "ambiguous use of a non associative operator")
  , ("f :: {v:{w:Int | w > 0} | v > 1}", 1, 9, "a refined type cannot be refined again: {v:{w:T | p} | q}")
  , ("reflect", 1, 8, "unexpected end of annotation; expected a function name")
  , ("data list = Nil", 1, 6, "unexpected \"list\"; expected the data type's name")
  , ("", 1, 1, "unexpected end of annotation; expected an annotation (a signature f :: t, measure, type, predicate, invariant or LIQUID)")
  , ("measure", 1, 8, "unexpected end of annotation; expected the measure's name")
  , ("measure size :: List a -> Int\n  size Nil = 0\n  size (Cons x xs) 1 + size xs", 3, 20, "unexpected \"1\"; expected \"=\"")
  , ("measure size :: List a -> Int\n  size Nil = 0\n  other Nil = 1", 3, 3, "unexpected \"other\"; expected an equation of size or end of annotation")
  , ("type listN a = [a]", 1, 6, "unexpected \"listN\"; expected the alias's name (upper case)")
  , ("type ListN a N := [a]", 1, 16, "unexpected \":=\"; expected a parameter (lower case for a type, upper case for a value) or \"=\"")
  , ("f :: {v:Int | v > type}", 1, 19, "unexpected keyword \"type\"; expected an expression")
  , ("LIQUID --no-termination", 1, 24, "unexpected end of annotation; expected a string")
    -- (a second signature at the first one's column is a second annotation)
  , ("f :: Int\n  g :: Int", 2, 5, "unexpected \"::\"; expected a type, \"->\" or end of annotation")
    -- (a class's method is parsed at its place in the file)
  , ("class C a where\n  m :: {v:Int | v > }", 2, 21, "unexpected \"}\"; expected an expression")
  ]

errorCase :: (String, Int, Int, String) -> TestTree
errorCase (src, l, c, msg) = testCase (oneLine src) $
  fmap (const ()) (parseDecl src) @?= Left (SpecError (SrcPos "<annotation>" l c) msg)

------------------------------------------------------------------------------------
-- Extraction

extractTests :: [TestTree]
extractTests =
  [ testCase "blocks and their positions in a .hs" $
      fmap (map (\b -> (blockPos b, blockText b))) (extractFile "M.hs" hsSource) @?= Right
        [ (SrcPos "M.hs" 2 4, " LIQUID \"--no-termination\" ")
        , (SrcPos "M.hs" 5 4, " f :: x:{v:Int | v >= 0}\n      -> {v:Int | v > x} ")
        , (SrcPos "M.hs" 11 12, " g :: Nat ")
        ]
  , testCase "several annotations in one block: layout, ;, // comments" $
      fmap (map (\(L p d) -> (p, prettyDecl d))) (parseSource "M.hs" multiSource) @?= Right
        [ (SrcPos "M.hs" 2 5, "incr :: x:Int -> {v:Int | v == x + 1}")
        , (SrcPos "M.hs" 3 5, "decr :: x:Int -> {v:Int | v == x - 1}")
        , (SrcPos "M.hs" 5 5, "measure size :: List a -> Int\n  size Nil = 0\n  size (Cons x xs) = 1 + size xs")
        , (SrcPos "M.hs" 8 5, "assume g :: Nat")
        , (SrcPos "M.hs" 8 23, "type Pos = {v:Int | v > 0}")
        , (SrcPos "M.hs" 9 5, "(//) :: Int -> Int -> Int")
        , (SrcPos "M.hs" 10 5, "data Expr = Lit (Int) | Add (Expr) (Expr)")
        , (SrcPos "M.hs" 13 5, "measure pos :: Expr -> Bool\n  pos (Lit n) = n > 0\n  pos (Add a b) = true")
        ]
  , testCase "a measure's raw body must say what its value is" $
      either (map renderSpecError) (const []) (parseSource "M.hs" "{-@ measure m :: T -> Int\n    m C = {v | v > 0} @-}")
        @?= ["M.hs:2:21: a measure's body {v | p} must say what v is: v = e, v <=> p, v or not v"]
  , testCase "annotations in strings, char literals and comments are not blocks" $
      fmap length (extractFile "M.hs" hsSource) @?= Right 3
  , testCase "an error in an annotation is reported at file:line:col" $
      either (map renderSpecError) (const []) (parseSource "M.hs" badSource)
        @?= [ "M.hs:3:19: unexpected \"}\"; expected an expression"
            , "M.hs:5:33: unexpected end of annotation; expected a type" ]
  , testCase "an unterminated annotation is reported at its opening" $
      either (map renderSpecError) (const []) (parseSource "M.hs" "x = 1\n  {-@ f :: Int\n")
        @?= ["M.hs:2:3: unterminated annotation: {-@ without a closing @-}"]
  , testCase "a tab moves to the next multiple of 8, as in GHC" $
      either (map renderSpecError) (const []) (parseSource "M.hs" "\t{-@ f :: {v:Int | } @-}")
        @?= ["M.hs:1:27: unexpected \"}\"; expected an expression"]
  , testCase ".lhs bird tracks: blocks and positions" $
      fmap (map blockPos) (extractFile "L.lhs" lhsBird) @?= Right [SrcPos "L.lhs" 3 6, SrcPos "L.lhs" 9 6]
  , testCase ".lhs bird tracks: an error maps to the .lhs line and column" $
      either (map renderSpecError) (const []) (parseSource "L.lhs" lhsBird)
        @?= ["L.lhs:10:30: unexpected end of annotation; expected an operator or \"}\""]
  , testCase ".lhs \\begin{code}: blocks, and prose is not code" $
      fmap (map (\(L p d) -> (p, prettyDecl d))) (parseSource "K.lhs" lhsCode) @?= Right
        [ (SrcPos "K.lhs" 5 5, "measure size")
        , (SrcPos "K.lhs" 7 5, "kmeans1 :: k:Nat -> n:Nat -> List (Point n) -> Cluster k n -> Cluster k n") ]
  , testCase "parseSource on a paper module" $
      fmap length (parseSource "Paper.hs" (paperSource (head papers))) @?= Right (length (paperSource (head papers) `countOf` "{-@"))
  ]
  where
    countOf s pat = [ () | i <- [0 .. length s - length pat], take (length pat) (drop i s) == pat ]

hsSource :: String
hsSource = unlines
  [ "module M where"
  , "{-@ LIQUID \"--no-termination\" @-}"
  , "-- {-@ f :: commented out @-}"
  , "{- {-@ g :: in a block comment {- nested -} @-} -}"
  , "{-@ f :: x:{v:Int | v >= 0}"
  , "      -> {v:Int | v > x} @-}"
  , "f x = x + 1 where s = \"{-@ not :: an annotation @-}\""
  , "c = '\"'  -- a char literal with a quote"
  , "c' = 'x'"
  , "d = \"{-@\" --> 3"
  , "  where {-@ g :: Nat @-}"
  ]

-- | Several annotations per block (Note [Several annotations in one block]).
multiSource :: String
multiSource = unlines
  [ "module M where"
  , "{-@ incr :: x:Int -> {v:Int | v = x + 1}   // the successor"
  , "    decr :: x:Int -> {v:Int | v = x - 1}"
  , "  @-}"
  , "{-@ measure size :: List a -> Int"
  , "    size Nil = 0"
  , "    size (Cons x xs) = 1 + size xs"
  , "    assume g :: Nat ; type Pos = {v:Int | v > 0} @-}"
  , "{-@ (//) :: Int -> Int -> Int @-}"
  , "{-@ data Expr where"
  , "      Lit :: Int -> Expr"
  , "      Add :: Expr -> Expr -> Expr"
  , "    measure pos :: Expr -> Bool"
  , "    pos (Lit n) = {v | v <=> n > 0}"
  , "    pos (Add a b) = {b | b} @-}"
  ]

badSource :: String
badSource = unlines
  [ "module M where"
  , "{-@ ok :: Int @-}"
  , "{-@ f :: {v:Int | } @-}"
  , "f = 1"
  , "  {-@ g :: x:{v:Int | v > 0} -> @-}"
  ]

lhsBird :: String
lhsBird = unlines
  [ "Some prose with {-@ not :: code @-} in it."
  , ""
  , "> {-@ incr :: x:Int -> {v:Int | v > x} @-}"
  , "> incr :: Int -> Int"
  , "> incr x = x + 1"
  , ""
  , "More prose."
  , ""
  , "> {-@ bad :: x:Int"
  , ">          -> {v:Int | v > x @-}"
  ]

lhsCode :: String
lhsCode = unlines
  [ "\\documentclass{article}"
  , "Prose {-@ not :: code @-}."
  , "\\begin{code}"
  , "module K where"
  , "{-@ measure size @-}"
  , "-- a comment"
  , "{-@ kmeans1 :: k: Nat -> n: Nat -> List (Point n) -> Cluster k n -> Cluster k n @-}"
  , "\\end{code}"
  , "After {-@ not :: code @-}."
  ]

------------------------------------------------------------------------------------
-- Expansion

-- | (aliases, signature, expanded signature)
expandCases :: [([String], String, String)]
expandCases =
  [ ([], "f :: Nat -> Pos", "f :: {v:Int | v >= 0} -> {v:Int | v > 0}")
  , ([], "f :: {w:Nat | w < 10}", "f :: {w:Int | w >= 0 && w < 10}")
  , (["type Pos = {v:Int | v > 1}"], "f :: Pos", "f :: {v:Int | v > 1}")
  , (["type ListN a N = {v:List a | size v = N}"], "replicate :: n:Nat -> a -> ListN a n"
    , "replicate :: n:{v:Int | v >= 0} -> a -> {v:List a | size v == n}")
  , (["type ListN a N = {v:[a] | len v = N}"], "append :: xs:[a] -> ys:[a] -> ListN a {len xs + len ys}"
    , "append :: xs:[a] -> ys:[a] -> {v:[a] | len v == len xs + len ys}")
  , (["type ListN a N = {v:[a] | len v = N}"], "f :: ListN Int 3", "f :: {v:[Int] | len v == 3}")
  , (["type ListN a N = {v:List a | size v = N}", "type Point N = ListN Double N"
     , "type Cluster K N = {v:List (Point N) | size v <= K}"]
    , "kmeans1 :: k: Nat -> n: Nat -> List (Point n) -> Cluster k n -> Cluster k n"
    , "kmeans1 :: k:{v:Int | v >= 0} -> n:{v:Int | v >= 0} -> List {v:List Double | size v == n} -> {v:List {v:List Double | size v == n} | size v <= k} -> {v:List {v:List Double | size v == n} | size v <= k}")
  , (["type NE a = {v:[a] | len v > 0}"], "f :: {xs:NE Pos | len xs < 5}", "f :: {xs:[{v:Int | v > 0}] | len xs > 0 && len xs < 5}")
  , (["predicate Btwn Lo V Hi = Lo <= V && V < Hi"], "f :: {v:Int | Btwn 0 v 10}", "f :: {v:Int | 0 <= v && v < 10}")
  , (["type ListN a N = {v:[a] | len v = N}"], "f :: ListN Int", "error: f: the alias ListN takes 2 arguments (a N), but is given 1")
  , (["type ListN a N = {v:[a] | len v = N}"], "f :: ListN {len xs} Int", "error: f: the alias ListN expects a type for its parameter a, but is given the expression {len xs}")
  , (["type ListN a N = {v:[a] | len v = N}"], "f :: ListN Int [Int]", "error: f: the alias ListN expects an expression for its parameter N, but is given the type [Int]")
  , (["type A = B", "type B = A"], "f :: A", "error: f: type aliases expand forever (a cycle?)")
    -- LiquidHaskell's built-in aliases (its Prelude's specification)
  , ([], "f :: Even -> Odd", "f :: {v:Int | v mod 2 == 0} -> {v:Int | v mod 2 == 1}")
  , ([], "f :: x:Int -> {v:GeInt 3 | v < x}", "f :: x:Int -> {v:Int | v >= 3 && v < x}")
  , ([], "f :: x:Int -> LeInt x", "f :: x:Int -> {v:Int | v <= x}")
  , ([], "f :: BNat 5", "f :: {v:Int | v >= 0 && v <= 5}")
  , ([], "f :: TT -> FF", "f :: {v:Bool | v} -> {v:Bool | not v}")
  , ([], "f :: x:Int -> y:Int -> {v:Int | Max v x y}", "f :: x:Int -> y:Int -> {v:Int | if x > y then v == x else v == y}")
  , (["type Even = {v:Int | v > 100}"], "f :: Even", "f :: {v:Int | v > 100}")
  ]

expandCase :: ([String], String, String) -> TestTree
expandCase (aliases, sig, want) = testCase (oneLine sig ++ " with " ++ intercalate "; " aliases) $ do
  decls <- either (assertFailure . renderSpecError) pure (mapM parseDecl (aliases ++ [sig]))
  let sp = specFromDecls [ L (SrcPos "T.hs" 1 1) d | d <- decls ]
      env = envOf sp
  case spSigs sp of
    [L _ s] -> case expandType env (sigType s) of
      Left e -> ("error: " ++ sigName s ++ ": " ++ e) @?= want
      Right t -> prettyDecl (DSig s { sigType = t }) @?= want
    _ -> assertFailure "expected one signature"

------------------------------------------------------------------------------------
-- Rendering: the papers' examples

-- | A module of a paper, its data types, and for each annotated function the expected
-- precondition and postcondition.
data Paper = Paper
  { paperName    :: String
  , paperSource  :: String       -- ^ the Haskell module with its annotations
  , paperData    :: [DataDecl]
  , paperExpect  :: [(Name, String, String)]
  }

listDecl :: DataDecl
listDecl = DataDecl "List" ["a"]
  [("Emp", []), (":+:", [tv "a", RApp (TCon "List") [tv "a"] Nothing])]
  where tv a = RApp (TVar a) [] Nothing

papers :: [Paper]
papers =
  [ Paper "000 sections 2.4 and 2.5 (lists)" (unlines
      [ "module Paper000 where"
      , "import Prelude hiding (head, zip, concat, replicate)"
      , "{-@ LIQUID \"--no-termination\" @-}"
      , "{-@ die :: {x : String | false} -> a @-}"
      , "die :: String -> a"
      , "die x = error x"
      , "{-@ measure size @-}"
      , "size :: [a] -> Int"
      , "size [] = 0"
      , "size (x:xs) = 1 + size xs"
      , "{-@ measure sumsize @-}"
      , "sumsize :: [[a]] -> Int"
      , "sumsize [] = 0"
      , "sumsize (x:xs) = size x + sumsize xs"
      , "{-@ head :: {xs:[a] | size xs > 0} -> a @-}"
      , "head :: [a] -> a"
      , "head (x:xs) = x"
      , "head [] = die \"Bad call to head\""
      , "{-@ zip :: xs:[a] -> {ys:[b]"
      , "  | size xs > 0 => size ys > 0} -> [(a, b)] @-}"
      , "zip :: [a] -> [b] -> [(a, b)]"
      , "zip [] [] = []"
      , "zip (x:xs) (y:ys) = (x, y):zip xs ys"
      , "zip _ _ = die \"Bad call to zip\""
      , "{-@ concat :: x:[[a]] -> {v:[a]"
      , "                    | size v = sumsize x} @-}"
      , "concat :: [[a]] -> [a]"
      , "concat [] = []"
      , "concat (xs:[]) = xs"
      , "concat (xs:(ys:xss)) ="
      , "  concat ((append xs ys):xss)"
      , "{-@ append :: x:[a] -> y:[a]"
      , "  -> {z:[a] | size x + size y = size z} @-}"
      , "append :: [a] -> [a] -> [a]"
      , "append xs [] = xs"
      , "append [] ys = ys"
      , "append (x:xs) ys = x:append xs ys"
      , "{-@ replicate :: n:Int -> a ->"
      , "{ xs:[a] | size xs == n } @-}"
      , "replicate :: Int -> a -> [a]"
      , "replicate 0 x = []"
      , "replicate n x = x:replicate n x"
      , "{-@ incr :: x:{v:Int | v >= 0} -> {v:Int | v > x} @-}"
      , "incr :: Int -> Int"
      , "incr x = x + 1"
      , "{-@ positives :: xs:[{v:Int | v > 0}] -> {v:[{w:Int | w > 0}] | len v = len xs} @-}"
      , "positives :: [Int] -> [Int]"
      , "positives xs = xs"
      , "{-@ flag :: {v:Bool | v} -> Nat -> {v:Int | v mod 2 = 0 || v < 0} @-}"
      , "flag :: Bool -> Int -> Int"
      , "flag _ n = 2 * n"
      ])
      []
      [ ("die", "\\_ -> False", "\\_ _ -> True")
      , ("head", "\\xs -> size xs > 0", "\\_ _ -> True")
      , ("zip", "\\xs ys -> (\\a b -> not a || b) (size xs > 0) (size ys > 0)", "\\_ _ _ -> True")
      , ("concat", "\\_ -> True", "\\x v -> size v == sumsize x")
      , ("append", "\\_ _ -> True", "\\x y z -> size x + size y == size z")
      , ("replicate", "\\_ _ -> True", "\\n _ xs -> size xs == n")
      , ("incr", "\\x -> x >= 0", "\\x v -> v > x")
      , ("positives", "\\xs -> all (\\v -> v > 0) xs", "\\xs v -> length v == length xs && all (\\w -> w > 0) v")
      , ("flag", "\\x1 x2 -> x1 && x2 >= 0", "\\_ _ v -> v `mod` 2 == 0 || v < 0")
      ]
  , Paper "003 sections 2 and 6 (List, MapReduce, K-means)" (unlines
      [ "module Paper003 where"
      , "import Prelude hiding (head, zipWith, concat, replicate)"
      , "import qualified Data.Map as M"
      , "data List a = Emp | (:+:) a (List a)"
      , "infixr 5 :+:"
      , "{-@ measure size :: List a -> Int"
      , "    size Emp = 0"
      , "    size (x :+: xs) = 1 + size xs"
      , "  @-}"
      , "{-@ measure sumsize :: List (List a) -> Int"
      , "    sumsize Emp          = 0"
      , "    sumsize (x :+: xs) = size x + sumsize xs @-}"
      , "{-@ type ListN a N = {v:List a | size v = N} @-}"
      , "{-@ type Point N = ListN Double N @-}"
      , "{-@ type Cluster K N = {v:List (Point N) | size v <= K} @-}"
      , "{-@ invariant {v:List a | size v >= 0} @-}"
      , "{-@ head :: {v : List a | 0 < size v} -> a @-}"
      , "head :: List a -> a"
      , "head (x :+: _) = x"
      , "head _ = error \"head: called with empty list!\""
      , "{-@ zipWith :: (a -> b -> c)"
      , "        -> xs : List a"
      , "        -> {ys : List b | size xs > 0 => size ys > 0}"
      , "        -> List c @-}"
      , "zipWith :: (a -> b -> c) -> List a -> List b -> List c"
      , "zipWith _ Emp Emp = Emp"
      , "zipWith f (x :+: xs) (y :+: ys) = f x y :+: zipWith f xs ys"
      , "zipWith _ _ _ = error \"zipWith\""
      , "{-@ concat :: x::List (List a) -> {v :List a | size v = sumsize x} @-}"
      , "concat :: List (List a) -> List a"
      , "concat Emp = Emp"
      , "concat (xs :+: Emp) = xs"
      , "concat (xs :+: (ys :+: xss)) = concat ((append xs ys) :+: xss)"
      , "{-@ append :: l1: List a -> l2: List a"
      , "        -> {l3: List a | size l3 = size l1 + size l2} @-}"
      , "append :: List a -> List a -> List a"
      , "append Emp l2 = l2"
      , "append (h :+: t) l2 = h :+: append t l2"
      , "{-@ replicate :: n:Nat -> a -> ListN a n @-}"
      , "replicate :: Int -> a -> List a"
      , "replicate 0 _ = Emp"
      , "replicate n x = x :+: replicate (n - 1) x"
      , "{-@ expand :: (a -> List (k, v))"
      , "       -> {xs : List a | size xs > 0}"
      , "       -> {r : List (k, v) | size r > 0} @-}"
      , "expand :: (a -> List (k, v)) -> List a -> List (k, v)"
      , "expand f xs = concat (mapL f xs)"
      , "mapL :: (a -> b) -> List a -> List b"
      , "mapL _ Emp = Emp"
      , "mapL f (x :+: xs) = f x :+: mapL f xs"
      , "{-@ mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v)"
      , "         -> List a -> M.Map k v @-}"
      , "mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v"
      , "mapReduce fm fr xs = M.fromListWith fr (toL (expand fm xs))"
      , "  where toL Emp = []"
      , "        toL (y :+: ys) = y : toL ys"
      , "{-@ kmeans1"
      , "    :: k: Nat -> n: Nat -> List (Point n) -> Cluster k n -> Cluster k n @-}"
      , "kmeans1 :: Int -> Int -> List (List Double) -> List (List Double) -> List (List Double)"
      , "kmeans1 _ _ _ cs = cs"
      , "{-@ positives :: List {v:Int | v > 0} -> {v:List [{w:Int | w > v0}] | size v > 0} @-}"
      , "positives :: List Int -> List [Int]"
      , "positives _ = [1] :+: Emp"
      , "v0 :: Int"
      , "v0 = 0"
      ])
      [listDecl]
      [ ("head", "\\x1 -> 0 < g2_measure_size x1", "\\_ _ -> True")
      , ("zipWith", "\\_ xs ys -> (\\a b -> not a || b) (g2_measure_size xs > 0) (g2_measure_size ys > 0)"
        , "\\_ _ _ _ -> True")
      , ("concat", "\\_ -> True", "\\x v -> g2_measure_size v == g2_measure_sumsize x")
      , ("append", "\\_ _ -> True", "\\l1 l2 l3 -> g2_measure_size l3 == g2_measure_size l1 + g2_measure_size l2")
      , ("replicate", "\\n _ -> n >= 0", "\\n _ v -> g2_measure_size v == n")
      , ("expand", "\\_ xs -> g2_measure_size xs > 0", "\\_ _ r -> g2_measure_size r > 0")
      , ("mapReduce", "\\_ _ _ -> True", "\\_ _ _ _ -> True")
      , ("kmeans1"
        , "\\k n x3 x4 -> k >= 0 && n >= 0 && g2_all_List (\\v -> g2_measure_size v == n) x3"
          ++ " && g2_measure_size x4 <= k && g2_all_List (\\v -> g2_measure_size v == n) x4"
        , "\\k n _ _ v -> g2_measure_size v <= k && g2_all_List (\\v1 -> g2_measure_size v1 == n) v")
      , ("positives", "\\x1 -> g2_all_List (\\v -> v > 0) x1"
        , "\\_ v -> g2_measure_size v > 0 && g2_all_List (all (\\w -> w > v0)) v")
      ]
  ]

-- | The signatures of a paper, normalized, with the environment to render them.
paperSigs :: Paper -> Either String (RenderEnv, [(NSig, String, String)], Spec)
paperSigs p = do
  decls <- either (Left . unlines . map renderSpecError) Right (parseSource "Paper.hs" (paperSource p))
  let sp = specFromDecls decls
      env = envOf sp
      renv = renderEnv (map unLoc (spMeasures sp)) (paperData p)
  sigs <- mapM (either (Left . renderSpecError) Right . normalizeLocatedSig env) (spSigs sp)
  rendered <- mapM (\n -> (,,) n <$> renderPre renv n <*> renderPost renv n) sigs
  pure (renv, rendered, sp)

renderCases :: Paper -> [TestTree]
renderCases p =
  [ testCase (paperName p ++ ": " ++ f) $ case paperSigs p of
      Left e -> assertFailure e
      Right (_, rs, _) -> case [ (pre, post) | (n, pre, post) <- rs, nsName n == f ] of
        [got] -> got @?= (wantPre, wantPost)
        _ -> assertFailure ("no signature of " ++ f)
  | (f, wantPre, wantPost) <- paperExpect p ]

definitionTests :: [TestTree]
definitionTests =
  [ testCase "a measure in equation form (constructor operators)" $
      renderMeasure renv003 (measure "measure size :: List a -> Int\n size Emp = 0\n size (x :+: xs) = 1 + size xs")
        @?= Right (Just "g2_measure_size :: List a -> Int\ng2_measure_size Emp = 0\ng2_measure_size (x :+: xs) = 1 + g2_measure_size xs\n")
  , testCase "a measure over Haskell lists; its type's aliases expanded" $
      (renderMeasure renvL . expandMeasure) (measure "measure llen :: [a] -> Nat\n llen [] = 0\n llen (x:xs) = 1 + llen xs")
        @?= Right (Just "g2_measure_llen :: [a] -> Int\ng2_measure_llen [] = 0\ng2_measure_llen (x : xs) = 1 + g2_measure_llen xs\n")
  , testCase "a measure naming a Haskell function renders nothing" $
      renderMeasure renv003 (measure "measure size") @?= Right Nothing
  , testCase "the traversal of List" $
      renderTraversal renv003 listDecl @?= Right (unlines
        [ "g2_all_List :: (a -> Bool) -> List a -> Bool"
        , "g2_all_List _ Emp = True"
        , "g2_all_List p ((:+:) x1 x2) = p x1 && g2_all_List p x2" ] )
  , testCase "the traversal of a two-parameter type with lists, tuples and functions" $
      renderTraversals renvT ["T"] @?= Right (unlines
        [ "g2_all_T :: (a -> Bool) -> (b -> Bool) -> T a b -> Bool"
        , "g2_all_T p1 p2 (Node x1 x2 _ _) = all p1 x1 && (\\(g2_t1, g2_t2) -> p2 g2_t1 && (g2_all_List p1) g2_t2) x2"
        , "g2_all_T _ p2 (Leaf x1) = p2 x1"
        , "g2_all_List :: (a -> Bool) -> List a -> Bool"
        , "g2_all_List _ Emp = True"
        , "g2_all_List p ((:+:) x1 x2) = p x1 && g2_all_List p x2" ])
  , testCase "a refinement inside a type without known constructors is an error" $
      ((normalizeSig (envOf (specFromDecls [])) =<< sig "f :: Maybe [Array Int {v:Int | v > 0}] -> Int") >>= renderPre renv003)
        @?= Left "the refinement inside Array cannot be checked: no constructors of Array are known"
    -- Note [Refinements inside containers]
  , testCase "a refinement inside Set or Map is checked of every element and key" $ do
      ((normalizeSig (envOf (specFromDecls [])) =<< sig "f :: Maybe [Set {v:Int | v > 0}] -> Int") >>= renderPre renv003)
        @?= Right "\\x1 -> maybe True (all (G2'P.all (\\v2 -> v2 > 0))) x1"
      ((normalizeSig (envOf (specFromDecls [])) =<< sig "f :: M.Map {k:Int | k > 0} {v:Int | v < 0} -> Int") >>= renderPre renv003)
        @?= Right "\\x1 -> (\\g2_m -> G2'P.all (\\k -> k > 0) (G2'P.mapKeys g2_m) && G2'P.all (\\v -> v < 0) g2_m) x1"
  , testCase "Maybe and Either are walked with maybe and either" $
      ((normalizeSig (envOf (specFromDecls [])) =<< sig "f :: Maybe {v:Int | v > 0} -> Either Int {v:Int | v < 0} -> Int") >>= renderPre renv003)
        @?= Right "\\x1 x2 -> maybe True (\\v -> v > 0) x1 && either (const True) (\\v -> v < 0) x2"
  , testCase "binders: unnamed arguments, and a result binder clashing with an argument" $
      fmap (\n -> (map naBinder (nsArgs n), naBinder (nsResult n)))
        (normalizeSig (envOf (specFromDecls [])) =<< sig "f :: {v:Int | v > 0} -> {xs:[a] | len xs > 0} -> {ys:[a] | true} -> ys:Int -> v:Int -> {v:Int | v > 0}")
        @?= Right (["x1", "xs", "x3", "ys", "v"], "r")
  , testCase "a predicate over v after a clash: the post renames the result" $
      ((normalizeSig (envOf (specFromDecls [])) =<< sig "f :: v:Int -> {v:Int | v > 0}") >>= renderPost renv003)
        @?= Right "\\_ r -> r > 0"
  , testCase "invariant as a predicate" $
      renderArgCheck renv003 (NArg "v" "v" (NBase (TCon "List") [NElem "a" (NBase (TVar "a") []) eTrue])
                                (ECmp Ge (EApp "size" [EVar "v"]) (EInt 0)))
        @?= Right (Just "g2_measure_size v >= 0")
  ]
  where
    measure s = case parseDecl s of
      Right (DMeasure m) -> m
      other -> error ("not a measure: " ++ show other)
    expandMeasure m = m { msType = either error Just . expandType (envOf (specFromDecls [])) =<< msType m }
    sig s = either (Left . renderSpecError) (\d -> case d of DSig x -> Right x; _ -> Left "not a sig") (parseDecl s)
    renv003 = renderEnv [Measure "size" Nothing [MeasureEqn "Emp" [] (EInt 0)]] [listDecl]
    renvL = renderEnv [Measure "llen" Nothing [MeasureEqn "[]" [] (EInt 0)]] []
    tv a = RApp (TVar a) [] Nothing
    tDecl = DataDecl "T" ["a", "b"]
      [ ("Node", [RApp TList [tv "a"] Nothing, RApp (TTuple 2) [tv "b", RApp (TCon "List") [tv "a"] Nothing] Nothing
                 , RFun Nothing (tv "a") (tv "b"), RApp (TCon "Int") [] Nothing])
      , ("Leaf", [tv "b"]) ]
    renvT = renderEnv [] [tDecl, listDecl]

------------------------------------------------------------------------------------
-- GHC type-checks the rendered text

-- | The paper's module, plus the measures and traversals, plus for every annotated
-- function @g2_check_f x1 .. xn = pre x1 .. xn && post x1 .. xn (f x1 .. xn)@.
checkModule :: Paper -> Either String String
checkModule p = do
  (renv, rs, sp) <- paperSigs p
  measures <- mapM (\(L _ m) -> do
                      t <- traverse (expandType (envOf sp)) (msType m)
                      renderMeasure renv m { msType = t }) (spMeasures sp)
  travs <- renderTraversals renv (concatMap (traversalsNeeded renv . (\(n, _, _) -> n)) rs)
  let check (n, pre, post) =
        let xs = [ "a" ++ show i | i <- [1 .. length (nsArgs n)] ]
            call = unwords (nsName n : xs)
        in unwords (("g2_check_" ++ nsName n) : xs) ++ " = (" ++ pre ++ ") " ++ unwords xs
             ++ " && (" ++ post ++ ") " ++ unwords xs ++ " (" ++ call ++ ")"
  pure (paperSource p ++ "\n" ++ concat [ m | Just m <- measures ] ++ travs
        ++ unlines (map check rs))

ghcCase :: Paper -> TestTree
ghcCase p = testCase (paperName p) $ do
  src <- either assertFailure pure (checkModule p)
  tmp <- getTemporaryDirectory
  let dir = tmp </> "g2-liquid-spec"
  bracket (createDirectoryIfMissing True dir >> pure dir) removeDirectoryRecursive $ \d -> do
    let file = d </> "Paper.hs"
    writeFile file src
    (code, out, err) <- readProcessWithExitCode "ghc" ["-fno-code", "-outputdir", d, file] ""
    case code of
      ExitSuccess -> assertBool "no type errors" (not ("error" `isInfixOf` err))
      ExitFailure _ -> assertFailure (out ++ err ++ "\n--- module:\n" ++ src)
