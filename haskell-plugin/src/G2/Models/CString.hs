{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of GHC.CString's unpacking of string literals (Note [Models] in
-- "G2.Models.Table"), by indexing the literal's bytes with 'indexCharOffAddr#' up to
-- the terminating NUL: the engine needs that primop (and the Char# comparisons) only.
module G2.Models.CString
  ( unpackCString, unpackAppendCString, unpackFoldrCString, unpackCStringUtf8
  ) where

import GHC.Prim
import GHC.Types (Char (..), isTrue#)

-- | @GHC.CString.unpackCString#@: one Char per byte (Latin-1).
unpackCString :: Addr# -> [Char]
unpackCString addr = go 0#
  where
    go i = case indexCharOffAddr# addr i of
      '\0'# -> []
      c -> C# c : go (i +# 1#)

-- | @GHC.CString.unpackAppendCString#@
unpackAppendCString :: Addr# -> [Char] -> [Char]
unpackAppendCString addr rest = go 0#
  where
    go i = case indexCharOffAddr# addr i of
      '\0'# -> rest
      c -> C# c : go (i +# 1#)

-- | @GHC.CString.unpackFoldrCString#@
unpackFoldrCString :: Addr# -> (Char -> a -> a) -> a -> a
unpackFoldrCString addr f z = go 0#
  where
    go i = case indexCharOffAddr# addr i of
      '\0'# -> z
      c -> f (C# c) (go (i +# 1#))

-- | @GHC.CString.unpackCStringUtf8#@: decodes UTF-8 (GHC writes literals with
-- characters above U+007F this way).
unpackCStringUtf8 :: Addr# -> [Char]
unpackCStringUtf8 addr = go 0#
  where
    byte i = ord# (indexCharOffAddr# addr i)
    cont i = byte i -# 0x80#
    go i =
      let b = byte i in
      if isTrue# (b ==# 0#) then []
      else if isTrue# (b <=# 0x7F#) then C# (chr# b) : go (i +# 1#)
      else if isTrue# (b <=# 0xDF#) then
        C# (chr# (((b -# 0xC0#) *# 64#) +# cont (i +# 1#))) : go (i +# 2#)
      else if isTrue# (b <=# 0xEF#) then
        C# (chr# (((b -# 0xE0#) *# 4096#) +# (cont (i +# 1#) *# 64#) +# cont (i +# 2#)))
          : go (i +# 3#)
      else
        C# (chr# (((b -# 0xF0#) *# 262144#) +# (cont (i +# 1#) *# 4096#)
                  +# (cont (i +# 2#) *# 64#) +# cont (i +# 3#)))
          : go (i +# 4#)
