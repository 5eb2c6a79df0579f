// The driver itself is libFuzzer's (linked by -sanitize=fuzzer); this target only declares it.
#include "CFuzzDriver.h"
