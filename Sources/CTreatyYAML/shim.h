#ifndef TREATY_CYAML_SHIM_H
#define TREATY_CYAML_SHIM_H
#include <yaml.h>
#endif
