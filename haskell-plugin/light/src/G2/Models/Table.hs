-- | The table of models: for an id of base (or ghc-prim) whose definition the engine
-- cannot get from the interface files, the model written in plain Haskell that stands
-- for it. GHC-free.
--
-- Note [Models]
-- ~~~~~~~~~~~~~
-- base is compiled without -fexpose-all-unfoldings, so its interface files carry no
-- unfolding for a recursive function (a loop breaker), e.g. @GHC.List.elem@ or the
-- list instance method @GHC.Classes.$fEq[]_$c==@; a few others have unfoldings that end
-- in foreign calls (@GHC.Unicode.toUpper@). The modules G2.Models.* of this package
-- define replacements in plain recursion, compiled with
-- @-O0 -fno-omit-interface-pragmas -fexpose-all-unfoldings@ so that their own interfaces
-- carry every unfolding (loop breakers included) as written, unoptimised, and with
-- @-fno-ignore-interface-pragmas@ so that their code is the same in every build
-- (Note [Models are built the same way every time]).
--
-- Note [Models are built the same way every time]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- GHC's -O0 simplifier still inlines what it has an unfolding for and must inline
-- (INLINE wrappers such as Integer's comparisons). At -O0 GHC ignores the unfoldings in
-- the interfaces it loads (-fignore-interface-pragmas), but it loads each interface
-- once per session, for whichever module needs it first. The rest of this package is
-- compiled with -O in the same `--make` session, so whether a model saw base's
-- unfoldings depended on which modules the build happened to compile before it: a
-- fresh build inlined `<` on Integer into G2.Models.Float, a build that recompiled only
-- the models did not, and the engine's step counts (hence what a step budget allows)
-- differed between installations (the differential corpus: 95,196,934 against
-- 95,133,609 steps). With the unfoldings always read, every module of the session
-- loads interfaces the same way, and the models' code is the same whatever the build
-- compiles before them: the same as a session that compiles nothing else (checked by
-- comparing `ghc --show-iface` of a cabal build and of a lone `ghc -O0 --make`).
--
-- The serializer's externals worklist ("G2.Wire".'G2.Wire.mkWireModuleM') asks, for
-- every global id it reaches, whether 'modelFor' names a model for the id's defining
-- module and occurrence. If so, the plugin ("G2.Plugin.CorePass".lookupModel) finds the
-- model module (an exposed module of g2-plugin under @-package g2-plugin@), looks up
-- the model id and writes the model's unfolding as the binding of the *original* id;
-- the worklist continues into the model's body, which refers to other models (and to
-- itself) by their own names. A model takes precedence over an original unfolding.
--
-- A model must have exactly the original's type, with the same order of type
-- variables and class constraints: Core passes type and dictionary arguments
-- positionally. Models call no original that lacks a definition; the list of ids the
-- worklist still could not define is printed by the plugin option @report-missing@.
--
-- A model of a function over a type whose constructors base does not export (ReadP's
-- @P@) works on a mirror of that type, listed in 'mirrors' (Note [Mirrored types] in
-- "G2.Plugin.Models").
module G2.Models.Table (modelFor, models, mirrors) where

import qualified Data.Map.Strict as M

-- | The model of an original (defining module, occurrence), as (module, occurrence).
modelFor :: String -> String -> Maybe (String, String)
modelFor m occ = M.lookup (m, occ) table

table :: M.Map (String, String) (String, String)
table = M.fromList [ ((om, oo), mo) | (om, oo, mo) <- models ]

-- | Every mirrored type: original module, original type, (model module, mirror type).
mirrors :: [(String, String, (String, String))]
mirrors =
  [ ("Text.ParserCombinators.ReadP", "P", ("G2.Models.ReadP", "P"))
  , ("Text.Read.Lex", "Lexeme", ("G2.Models.Lex", "Lexeme"))
  , ("Text.Read.Lex", "Number", ("G2.Models.Lex", "Number"))
  , ("Data.Map.Internal", "MinView", ("G2.Models.Map", "MinView"))
  , ("Data.Map.Internal", "MaxView", ("G2.Models.Map", "MaxView"))
  ]

-- | Every model: original module, original occurrence, (model module, model occurrence).
models :: [(String, String, (String, String))]
models =
  [ ("GHC.Base", "++", ("G2.Models.List", "append"))
  , ("GHC.Base", "map", ("G2.Models.List", "map"))
  , ("GHC.List", "elem", ("G2.Models.List", "elem"))
  , ("GHC.List", "notElem", ("G2.Models.List", "notElem"))
  , ("GHC.List", "filter", ("G2.Models.List", "filter"))
  , ("GHC.List", "any", ("G2.Models.List", "any"))
  , ("GHC.List", "all", ("G2.Models.List", "all"))
  , ("GHC.List", "and", ("G2.Models.List", "and"))
  , ("GHC.List", "or", ("G2.Models.List", "or"))
  , ("GHC.List", "foldl", ("G2.Models.List", "foldl"))
  , ("GHC.List", "foldl'", ("G2.Models.List", "foldl'"))
  , ("GHC.List", "foldr1", ("G2.Models.List", "foldr1"))
  , ("GHC.List", "foldl1", ("G2.Models.List", "foldl1"))
  , ("GHC.List", "sum", ("G2.Models.List", "sum"))
  , ("GHC.List", "product", ("G2.Models.List", "product"))
  , ("GHC.List", "length", ("G2.Models.List", "length"))
  , ("GHC.List", "maximum", ("G2.Models.List", "maximum"))
  , ("GHC.List", "minimum", ("G2.Models.List", "minimum"))
  , ("GHC.List", "lookup", ("G2.Models.List", "lookup"))
  , ("GHC.List", "reverse", ("G2.Models.List", "reverse"))
  , ("GHC.List", "take", ("G2.Models.List", "take"))
  , ("GHC.List", "drop", ("G2.Models.List", "drop"))
  , ("GHC.List", "splitAt", ("G2.Models.List", "splitAt"))
  , ("GHC.List", "replicate", ("G2.Models.List", "replicate"))
  , ("GHC.List", "zip", ("G2.Models.List", "zip"))
  , ("GHC.List", "zip3", ("G2.Models.List", "zip3"))
  , ("GHC.List", "zipWith", ("G2.Models.List", "zipWith"))
  , ("GHC.List", "zipWith3", ("G2.Models.List", "zipWith3"))
  , ("GHC.List", "unzip", ("G2.Models.List", "unzip"))
  , ("GHC.List", "unzip3", ("G2.Models.List", "unzip3"))
  , ("GHC.List", "concat", ("G2.Models.List", "concat"))
  , ("GHC.List", "concatMap", ("G2.Models.List", "concatMap"))
  , ("GHC.List", "iterate", ("G2.Models.List", "iterate"))
  , ("GHC.List", "repeat", ("G2.Models.List", "repeat"))
  , ("GHC.List", "cycle", ("G2.Models.List", "cycle"))
  , ("GHC.List", "takeWhile", ("G2.Models.List", "takeWhile"))
  , ("GHC.List", "dropWhile", ("G2.Models.List", "dropWhile"))
  , ("GHC.List", "span", ("G2.Models.List", "span"))
  , ("GHC.List", "break", ("G2.Models.List", "break"))
  , ("GHC.List", "!!", ("G2.Models.List", "index"))
  , ("GHC.List", "last", ("G2.Models.List", "last"))
  , ("GHC.List", "init", ("G2.Models.List", "init"))
  , ("GHC.List", "scanl", ("G2.Models.List", "scanl"))
  , ("GHC.List", "scanr", ("G2.Models.List", "scanr"))
  , ("Data.OldList", "elem_by", ("G2.Models.List", "elem_by"))
  , ("Data.OldList", "nub", ("G2.Models.List", "nub"))
  , ("Data.OldList", "nubBy", ("G2.Models.List", "nubBy"))
  , ("Data.OldList", "delete", ("G2.Models.List", "delete"))
  , ("Data.OldList", "deleteBy", ("G2.Models.List", "deleteBy"))
  , ("Data.OldList", "\\\\", ("G2.Models.List", "difference"))
  , ("Data.OldList", "union", ("G2.Models.List", "union"))
  , ("Data.OldList", "unionBy", ("G2.Models.List", "unionBy"))
  , ("Data.OldList", "intersect", ("G2.Models.List", "intersect"))
  , ("Data.OldList", "intersectBy", ("G2.Models.List", "intersectBy"))
  , ("Data.OldList", "insert", ("G2.Models.List", "insert"))
  , ("Data.OldList", "insertBy", ("G2.Models.List", "insertBy"))
  , ("Data.OldList", "sort", ("G2.Models.List", "sort"))
  , ("Data.OldList", "sortBy", ("G2.Models.List", "sortBy"))
  , ("Data.OldList", "words", ("G2.Models.List", "words"))
  , ("Data.OldList", "unwords", ("G2.Models.List", "unwords"))
  , ("Data.OldList", "lines", ("G2.Models.List", "lines"))
  , ("Data.OldList", "unlines", ("G2.Models.List", "unlines"))
  , ("Data.OldList", "isPrefixOf", ("G2.Models.List", "isPrefixOf"))
  , ("Data.OldList", "isSuffixOf", ("G2.Models.List", "isSuffixOf"))
  , ("Data.OldList", "isInfixOf", ("G2.Models.List", "isInfixOf"))
  , ("Data.OldList", "partition", ("G2.Models.List", "partition"))
  , ("Data.OldList", "group", ("G2.Models.List", "group"))
  , ("Data.OldList", "groupBy", ("G2.Models.List", "groupBy"))
  , ("Data.OldList", "intercalate", ("G2.Models.List", "intercalate"))
  , ("Data.OldList", "intersperse", ("G2.Models.List", "intersperse"))
  , ("Data.OldList", "transpose", ("G2.Models.List", "transpose"))
  , ("Data.OldList", "tails", ("G2.Models.List", "tails"))
  , ("Data.OldList", "inits", ("G2.Models.List", "inits"))
  , ("GHC.Classes", "$fEq[]_$c==", ("G2.Models.Classes", "eqList"))
  , ("GHC.Classes", "$fEq[]_$c/=", ("G2.Models.Classes", "neList"))
  , ("GHC.Classes", "$fOrd[]_$ccompare", ("G2.Models.Classes", "compareList"))
  , ("GHC.Classes", "$fOrd[]_$c<", ("G2.Models.Classes", "ltList"))
  , ("GHC.Classes", "$fOrd[]_$c<=", ("G2.Models.Classes", "leList"))
  , ("GHC.Classes", "$fOrd[]_$c>", ("G2.Models.Classes", "gtList"))
  , ("GHC.Classes", "$fOrd[]_$c>=", ("G2.Models.Classes", "geList"))
  , ("GHC.Classes", "$fOrd[]_$cmax", ("G2.Models.Classes", "maxList"))
  , ("GHC.Classes", "$fOrd[]_$cmin", ("G2.Models.Classes", "minList"))
  , ("GHC.Unicode", "isSpace", ("G2.Models.Char", "isSpace"))
  , ("GHC.Unicode", "isUpper", ("G2.Models.Char", "isUpper"))
  , ("GHC.Unicode", "isLower", ("G2.Models.Char", "isLower"))
  , ("GHC.Unicode", "isAlpha", ("G2.Models.Char", "isAlpha"))
  , ("GHC.Unicode", "isAlphaNum", ("G2.Models.Char", "isAlphaNum"))
  , ("GHC.Unicode", "toUpper", ("G2.Models.Char", "toUpper"))
  , ("GHC.Unicode", "toLower", ("G2.Models.Char", "toLower"))
  , ("GHC.Unicode", "generalCategory", ("G2.Models.Char", "generalCategory"))
  , ("GHC.Unicode", "$wgeneralCategory", ("G2.Models.Char", "wGeneralCategory"))
  , ("GHC.Unicode", "isPunctuation", ("G2.Models.Char", "isPunctuation"))
  , ("GHC.Unicode", "$wisPunctuation", ("G2.Models.Char", "wIsPunctuation"))
  , ("GHC.Unicode", "isSymbol", ("G2.Models.Char", "isSymbol"))
  , ("GHC.Unicode", "$wisSymbol", ("G2.Models.Char", "wIsSymbol"))
  , ("GHC.Unicode", "isControl", ("G2.Models.Char", "isControl"))
  , ("GHC.Unicode", "isPrint", ("G2.Models.Char", "isPrint"))
  , ("GHC.Unicode", "toTitle", ("G2.Models.Char", "toTitle"))
  , ("GHC.Unicode", "$w$cshowsPrec", ("G2.Models.Char", "wShowsPrecGeneralCategory"))
  , ("GHC.CString", "unpackCString#", ("G2.Models.CString", "unpackCString"))
  , ("GHC.CString", "unpackAppendCString#", ("G2.Models.CString", "unpackAppendCString"))
  , ("GHC.CString", "unpackFoldrCString#", ("G2.Models.CString", "unpackFoldrCString"))
  , ("GHC.CString", "unpackCStringUtf8#", ("G2.Models.CString", "unpackCStringUtf8"))
  , ("GHC.Show", "itos", ("G2.Models.Show", "itos"))
  , ("GHC.Show", "showSignedInt", ("G2.Models.Show", "showSignedInt"))
  , ("GHC.Show", "$fShowInt_$cshow", ("G2.Models.Show", "showInt"))
  , ("GHC.Show", "$fShowInt_$cshowList", ("G2.Models.Show", "showIntList"))
  , ("GHC.Show", "$fShowInteger_$cshowsPrec", ("G2.Models.Show", "showsPrecInteger"))
  , ("GHC.Show", "$fShowInteger_$cshowList", ("G2.Models.Show", "showIntegerList"))
  , ("GHC.Show", "showList__", ("G2.Models.Show", "showList__"))
  , ("GHC.Show", "showLitChar", ("G2.Models.Show", "showLitChar"))
  , ("GHC.Show", "showLitString", ("G2.Models.Show", "showLitString"))
  , ("GHC.Show", "$fShowChar_$cshowsPrec", ("G2.Models.Show", "showsPrecChar"))
  , ("GHC.Show", "$fShowChar_$cshow", ("G2.Models.Show", "showChar'"))
  , ("GHC.Show", "$fShowChar_$cshowList", ("G2.Models.Show", "showCharList"))
  , ("GHC.Show", "$fShow(,)_$cshowsPrec", ("G2.Models.Show", "showsPrecPair"))
  , ("GHC.Show", "$fShow(,)_$cshow", ("G2.Models.Show", "showPair"))
  , ("GHC.Show", "$fShow(,)_$cshowList", ("G2.Models.Show", "showPairList"))
  , ("GHC.Show", "$fShowBool_$cshowsPrec", ("G2.Models.Show", "showsPrecBool"))
  , ("GHC.Show", "$fShowBool_$cshow", ("G2.Models.Show", "showBool"))
  , ("GHC.Show", "$fShowMaybe_$cshowsPrec", ("G2.Models.Show", "showsPrecMaybe"))
  , ("GHC.Show", "$fShowMaybe_$cshow", ("G2.Models.Show", "showMaybe"))
  , ("GHC.List", "scanl1", ("G2.Models.List", "scanl1"))
  , ("GHC.List", "scanr1", ("G2.Models.List", "scanr1"))
  , ("GHC.List", "scanl2", ("G2.Models.List", "tailError"))
  , ("Data.OldList", "stripPrefix", ("G2.Models.List", "stripPrefix"))
  , ("GHC.Base", "eqString", ("G2.Models.List", "eqString"))
  , ("Data.Maybe", "fromJust", ("G2.Models.Base", "fromJust"))
  , ("GHC.Char", "chr", ("G2.Models.Base", "chr"))
  , ("GHC.Num.Integer", "integerCompare", ("G2.Models.Base", "integerCompare"))
  , ("GHC.Num.Integer", "integerDivMod#", ("G2.Models.Base", "integerDivMod#"))
  , ("GHC.Num.Integer", "integerQuotRem#", ("G2.Models.Base", "integerQuotRem#"))
  , ("Data.Maybe", "catMaybes", ("G2.Models.Base", "catMaybes"))
  , ("Data.Maybe", "mapMaybe", ("G2.Models.Base", "mapMaybe"))
  , ("Data.Either", "partitionEithers", ("G2.Models.Base", "partitionEithers"))
  , ("GHC.Show", "$fShow(,)_$sgo1", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Show", "$fShow(,,,,,,,,,,,,,,)_$sgo", ("G2.Models.Show", "showTupleGo"))
  , ("GHC.Float", "$w$sformatRealFloatAlt", ("G2.Models.Float", "formatRealFloatAltDouble"))
  , ("GHC.Float", "$w$sformatRealFloatAlt1", ("G2.Models.Float", "formatRealFloatAltFloat"))
  , ("GHC.Float", "formatRealFloatAlt", ("G2.Models.Float", "formatRealFloatAlt"))
  , ("GHC.Float", "floatToDigits", ("G2.Models.Float", "floatToDigits"))
  , ("GHC.Enum", "$fEnumOrdering_go", ("G2.Models.Enum", "orderingFrom"))
  , ("GHC.Enum", "$fEnumOrdering_$cenumFromThen", ("G2.Models.Enum", "orderingFromThen"))
  , ("GHC.Enum", "$fEnumBool_go", ("G2.Models.Enum", "boolFrom"))
  , ("GHC.Enum", "$fEnumBool_$cenumFromThen", ("G2.Models.Enum", "boolFromThen"))
  , ("GHC.Enum", "$fEnumOrdering1", ("G2.Models.Enum", "orderingError"))
  , ("GHC.Enum", "$fEnumOrdering6", ("G2.Models.Enum", "orderingError"))
  , ("GHC.Enum", "$fEnumOrdering7", ("G2.Models.Enum", "orderingError"))
  , ("GHC.Enum", "$fEnumBool1", ("G2.Models.Enum", "boolError"))
  , ("GHC.Enum", "$fEnumBool5", ("G2.Models.Enum", "boolError"))
  , ("GHC.Enum", "$fEnumBool6", ("G2.Models.Enum", "boolError"))
  , ("GHC.Enum", "$fEnumChar1", ("G2.Models.Enum", "charError"))
  , ("GHC.Enum", "$fEnumChar2", ("G2.Models.Enum", "charError"))
  , ("GHC.Enum", "$fEnumInt1", ("G2.Models.Enum", "intError"))
  , ("GHC.Enum", "$fEnumInt2", ("G2.Models.Enum", "intError"))
  , ("GHC.Real", "$wf", ("G2.Models.Base", "powInteger"))
  , ("GHC.Real", "$wf1", ("G2.Models.Base", "powInt"))
  , ("GHC.Real", "^1", ("G2.Models.Base", "negativeExponentInteger"))
  , ("GHC.Real", "^2", ("G2.Models.Base", "negativeExponentInt"))
  , ("Text.Read", "readEither", ("G2.Models.Read", "readEither"))
  , ("Text.Read", "readMaybe", ("G2.Models.Read", "readMaybe"))
  , ("GHC.Read", "$fReadInt_$creadsPrec", ("G2.Models.Read", "readsPrecInt"))
  , ("GHC.Read", "$fReadInteger_$creadsPrec", ("G2.Models.Read", "readsPrecInteger"))
  , ("GHC.Read", "$fReadDouble_$creadsPrec", ("G2.Models.Read", "readsPrecDouble"))
  , ("GHC.Read", "$fReadFloat_$creadsPrec", ("G2.Models.Read", "readsPrecFloat"))
  , ("GHC.Read", "readField", ("G2.Models.ReadDerived", "readField"))
  , ("GHC.Read", "list", ("G2.Models.ReadDerived", "list"))
  , ("GHC.Read", "choose2", ("G2.Models.ReadDerived", "choose2"))
  , ("Data.Either", "$fReadEither1", ("G2.Models.ReadDerived", "readPrecEither"))
  , ("Text.ParserCombinators.ReadP", "run", ("G2.Models.ReadP", "run"))
  , ("Text.ParserCombinators.ReadP", "$fAlternativeP_$c<|>", ("G2.Models.ReadP", "alt"))
  , ("Text.ParserCombinators.ReadP", "skipSpaces2", ("G2.Models.ReadP", "skipSpaces2"))
  , ("Text.Read.Lex", "expect2", ("G2.Models.Lex", "expect2"))
  , ("Text.Read.Lex", "numberToFixed_$sgo", ("G2.Models.Lex", "numberToFixedGo"))
  , ("Text.Read.Lex", "numberToFixed_$scombine", ("G2.Models.Lex", "numberToFixedCombine"))
  , ("GHC.List", "$wlenAcc", ("G2.Models.List", "wLenAcc"))
  , ("GHC.Classes", "$fEq[]_$s$c==", ("G2.Models.Classes", "eqListInt"))
  , ("Data.Map.Internal", "balance", ("G2.Models.Map", "balance"))
  , ("Data.Map.Internal", "balanceL", ("G2.Models.Map", "balanceL"))
  , ("Data.Map.Internal", "balanceR", ("G2.Models.Map", "balanceR"))
  , ("Data.Map.Internal", "insertMax", ("G2.Models.Map", "insertMax"))
  , ("Data.Map.Internal", "insertMin", ("G2.Models.Map", "insertMin"))
  , ("Data.Map.Internal", "link_$slink1", ("G2.Models.Map", "linkSLink1"))
  , ("Data.Map.Internal", "link_$slink2", ("G2.Models.Map", "linkSLink2"))
  , ("Data.Map.Internal", "link_$sinsertMax", ("G2.Models.Map", "linkSInsertMax"))
  , ("Data.Map.Internal", "link_$sinsertMin", ("G2.Models.Map", "linkSInsertMin"))
  , ("Data.Map.Internal", "link2_$slink1", ("G2.Models.Map", "link2SLink1"))
  , ("Data.Map.Internal", "link2_$slink2", ("G2.Models.Map", "link2SLink2"))
  , ("Data.Map.Internal", "minViewSure", ("G2.Models.Map", "minViewSure"))
  , ("Data.Map.Internal", "maxViewSure", ("G2.Models.Map", "maxViewSure"))
  , ("Data.Map.Internal", "deleteMin_$sdeleteMin", ("G2.Models.Map", "deleteMinS"))
  , ("Data.Map.Internal", "deleteMax_$sdeleteMax", ("G2.Models.Map", "deleteMaxS"))
  , ("Data.Map.Internal", "toAscList1", ("G2.Models.Map", "toAscListGo"))
  , ("Data.Map.Internal", "toDescList1", ("G2.Models.Map", "toDescListGo"))
  , ("Data.Map.Internal", "elems1", ("G2.Models.Map", "elemsGo"))
  , ("Data.Map.Internal", "keys1", ("G2.Models.Map", "keysGo"))
  , ("Data.Map.Internal", "filterWithKey", ("G2.Models.Map", "filterWithKey"))
  , ("Data.Map.Internal", "mapWithKey", ("G2.Models.Map", "mapWithKey"))
  , ("Data.Map.Internal", "findMin1", ("G2.Models.Map", "findMinError"))
  , ("Data.Map.Internal", "findMax1", ("G2.Models.Map", "findMaxError"))
  , ("Data.Map.Internal", "deleteFindMin2", ("G2.Models.Map", "deleteFindMinError"))
  , ("Data.Map.Internal", "deleteFindMax2", ("G2.Models.Map", "deleteFindMaxError"))
  , ("Data.Set.Internal", "balanceL", ("G2.Models.Set", "balanceL"))
  , ("Data.Set.Internal", "balanceR", ("G2.Models.Set", "balanceR"))
  , ("Data.Set.Internal", "insertMax", ("G2.Models.Set", "insertMax"))
  , ("Data.Set.Internal", "insertMin", ("G2.Models.Set", "insertMin"))
  , ("Data.Set.Internal", "link_$slink1", ("G2.Models.Set", "linkSLink1"))
  , ("Data.Set.Internal", "link_$slink2", ("G2.Models.Set", "linkSLink2"))
  , ("Data.Set.Internal", "link_$sinsertMax", ("G2.Models.Set", "linkSInsertMax"))
  , ("Data.Set.Internal", "link_$sinsertMin", ("G2.Models.Set", "linkSInsertMin"))
  , ("Data.Set.Internal", "merge_$smerge", ("G2.Models.Set", "mergeSMerge"))
  , ("Data.Set.Internal", "merge_$smerge1", ("G2.Models.Set", "mergeSMerge1"))
  , ("Data.Set.Internal", "$wgo", ("G2.Models.Set", "wMaxViewSure"))
  , ("Data.Set.Internal", "$wgo1", ("G2.Models.Set", "wMinViewSure"))
  , ("Data.Set.Internal", "deleteMin_$sdeleteMin", ("G2.Models.Set", "deleteMinS"))
  , ("Data.Set.Internal", "deleteMax_$sdeleteMax", ("G2.Models.Set", "deleteMaxS"))
  , ("Data.Set.Internal", "$fDataSet1", ("G2.Models.Set", "toAscListGo"))
  , ("Data.Set.Internal", "toDescList1", ("G2.Models.Set", "toDescListGo"))
  , ("Data.Set.Internal", "filter", ("G2.Models.Set", "filter"))
  , ("Data.Set.Internal", "lookupMinSure", ("G2.Models.Set", "lookupMinSure"))
  , ("Data.Set.Internal", "lookupMaxSure", ("G2.Models.Set", "lookupMaxSure"))
  , ("Data.Set.Internal", "findMin1", ("G2.Models.Set", "findMinError"))
  , ("Data.Set.Internal", "findMax1", ("G2.Models.Set", "findMaxError"))
  , ("Data.Set.Internal", "deleteFindMin2", ("G2.Models.Set", "deleteFindMinError"))
  , ("Data.Set.Internal", "deleteFindMax2", ("G2.Models.Set", "deleteFindMaxError"))
  , ("Data.IntMap.Internal", "$winsert", ("G2.Models.IntMap", "wInsert"))
  , ("Data.IntMap.Internal", "$winsertWithKey", ("G2.Models.IntMap", "wInsertWithKey"))
  , ("Data.IntMap.Strict.Internal", "$winsert", ("G2.Models.IntMap", "wInsertStrict"))
  , ("Data.IntMap.Strict.Internal", "$winsertWithKey", ("G2.Models.IntMap", "wInsertWithKeyStrict"))
  , ("Data.IntMap.Internal", "$wdelete", ("G2.Models.IntMap", "wDelete"))
  , ("Data.IntMap.Internal", "$wgo", ("G2.Models.IntMap", "wSizeGo"))
  , ("Data.IntMap.Internal", "toAscList1", ("G2.Models.IntMap", "toAscListGo"))
  , ("Data.IntMap.Internal", "toDescList1", ("G2.Models.IntMap", "toDescListGo"))
  , ("Data.IntMap.Internal", "elems1", ("G2.Models.IntMap", "elemsGo"))
  , ("Data.IntMap.Internal", "keys1", ("G2.Models.IntMap", "keysGo"))
  ]
