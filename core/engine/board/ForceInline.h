#pragma once

// Inlining the searches' speed depends on (move generation, the last empties, a node's start and
// end), forced. The sanitizer builds (OSL_SANITIZE) leave it to the compiler: forced into every
// search with the checks added, a few files took minutes each to compile, and the checks find
// the same faults either way.
#if defined(OSL_NO_FORCED_INLINE)
#define OSL_ALWAYS_INLINE
#else
#define OSL_ALWAYS_INLINE [[gnu::always_inline]]
#endif
