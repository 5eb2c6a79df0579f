#include "text.h"

#include <string.h>

#include "session.h"

/// The length of the NUL-terminated string at `start`, or -1 when no NUL comes before `end`.
static long terminatedLength(const uint8_t *start, const uint8_t *end) {
  const uint8_t *nul = memchr(start, 0, (size_t)(end - start));
  return nul == NULL ? -1 : (long)(nul - start);
}

int CPinframePNG_isValidTextBlob(const uint8_t *blob, size_t count) {
  if (count == 0) return 1;
  if (blob == NULL) return 0;
  const uint8_t *cursor = blob;
  const uint8_t *end = blob + count;
  while (cursor < end) {
    if (*cursor > 1) return 0;
    cursor += 1;
    for (int field = 0; field < 2; field++) {
      if (cursor >= end) return 0;
      long length = terminatedLength(cursor, end);
      if (length < 0 || (field == 0 && (length < 1 || length > 79))) return 0;
      cursor += length + 1;
    }
  }
  return 1;
}

void CPinframePNG_setText(png_structp png, png_infop info, const uint8_t *blob, size_t count) {
  const uint8_t *cursor = blob;
  const uint8_t *end = blob + count;
  while (cursor < end) {
    png_text text;
    memset(&text, 0, sizeof text);
    int international = *cursor == 1;
    cursor += 1;
    text.key = (png_charp)cursor;
    cursor += strlen((const char *)cursor) + 1;
    text.text = (png_charp)cursor;
    cursor += strlen((const char *)cursor) + 1;
    text.compression = international ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
    text.lang = international ? "" : NULL;
    text.lang_key = international ? "" : NULL;
    png_set_text(png, info, &text, 1);
  }
}
