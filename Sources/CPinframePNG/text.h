// Text chunks into libpng when encoding, in the text blob format described in CPinframePNG.h.

#ifndef C_PINFRAME_PNG_TEXT_H
#define C_PINFRAME_PNG_TEXT_H

#include <png.h>

#include "CPinframePNG.h"

/// Checks that a text blob is well formed: every record has a flag, a keyword and a value,
/// each NUL-terminated inside the blob. Returns 1 when it is.
int CPinframePNG_isValidTextBlob(const uint8_t *blob, size_t count);

/// Adds every record of a (valid) text blob to `info`: tEXt for Latin-1, iTXt for UTF-8.
/// Must run inside the caller's setjmp: png_set_text may call png_error.
void CPinframePNG_setText(png_structp png, png_infop info, const uint8_t *blob, size_t count);


#endif
