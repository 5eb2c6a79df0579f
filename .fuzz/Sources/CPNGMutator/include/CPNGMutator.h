// A libFuzzer custom mutator for PNG input; linked into fuzz-png, found by libFuzzer by name.

#ifndef C_PNG_MUTATOR_H
#define C_PNG_MUTATOR_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's hook: mutates `data` in place (at most `maxSize` bytes) and returns its new size.
///
/// One mutation in four works on the inflated image data (IDAT) and deflates it again, so that
/// libFuzzer reaches the pixel paths instead of stopping at zlib errors; seven in eight results
/// get every chunk's CRC recomputed, so that most inputs get past the CRC checks.
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed);

#endif
