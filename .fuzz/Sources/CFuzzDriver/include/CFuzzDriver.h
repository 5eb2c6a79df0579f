// libFuzzer's driver, called from each harness's Swift entry point.
//
// SwiftPM renames an executable's entry point, so libFuzzer's own `main` is never linked; each
// harness's `main` hands its test function to this driver instead, with the command line.

#ifndef C_FUZZ_DRIVER_H
#define C_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line, calling `callback` for every input; returns the exit code.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
