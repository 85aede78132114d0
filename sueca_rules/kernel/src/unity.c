/* The kernel as one translation unit, so that the compiler inlines across its parts (the
 * build compiles this file only). */
#include "core.c"
#include "flow.c"
#include "chunk.c"
#include "paired.c"
#include "solver.c"
#include "expert.c"
#include "module.c"
