module ErrExtraArgument where
-- error at a function type, applied to one more argument than its own
run :: Int
run = (error "boom" :: Int -> Int) (error "not this one")
