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
-- carry every unfolding (loop breakers included) as written, unoptimised.
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
module G2.Models.Table (modelFor, models) where

import qualified Data.Map.Strict as M

-- | The model of an original (defining module, occurrence), as (module, occurrence).
modelFor :: String -> String -> Maybe (String, String)
modelFor m occ = M.lookup (m, occ) table

table :: M.Map (String, String) (String, String)
table = M.fromList [ ((om, oo), mo) | (om, oo, mo) <- models ]

-- | Every model: original module, original occurrence, (model module, model occurrence).
models :: [(String, String, (String, String))]
models = []
