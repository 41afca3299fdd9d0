#ifndef TREATY_CTREATYMALLOC_SHIM_H
#define TREATY_CTREATYMALLOC_SHIM_H

// glibc's malloc tuning (`mallopt`), which Swift's Glibc module does not bring in. Only the
// `treaty` executable uses it, at start; elsewhere the header may not exist.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
