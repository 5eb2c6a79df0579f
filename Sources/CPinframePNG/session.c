#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void CPinframePNG_sessionInit(CPinframePNG_Session *session, CPinframePNG_Message *message) {
  memset(session, 0, sizeof *session);
  memset(message, 0, sizeof *message);
  session->message = message;
}

static void recordChunk(png_structp png, CPinframePNG_Message *message) {
  png_uint_32 name = png_get_io_chunk_type(png);
  if (name == 0) return;
  for (int index = 0; index < 4; index++) {
    char letter = (char)((name >> (24 - 8 * index)) & 0xff);
    message->chunk[index] = (letter >= 32 && letter < 127) ? letter : '?';
  }
  message->chunk[4] = 0;
}

void CPinframePNG_onError(png_structp png, png_const_charp text) {
  CPinframePNG_Session *session = png_get_error_ptr(png);
  snprintf(session->message->error, sizeof session->message->error, "%s", text);
  recordChunk(png, session->message);
  session->message->byteOffset = session->inputOffset;
  png_longjmp(png, 1);
}

void CPinframePNG_onWarning(png_structp png, png_const_charp text) {
  CPinframePNG_Session *session = png_get_error_ptr(png);
  char *warnings = session->message->warnings;
  size_t used = strlen(warnings);
  size_t room = sizeof session->message->warnings - used;
  snprintf(warnings + used, room, "%s%s", used == 0 ? "" : "; ", text);
}

void CPinframePNG_fail(png_structp png, const char *text) {
  CPinframePNG_Session *session = png_get_error_ptr(png);
  session->message->isOwnError = 1;
  png_error(png, text);
}

void CPinframePNG_setError(CPinframePNG_Session *session, const char *text) {
  snprintf(session->message->error, sizeof session->message->error, "%s", text);
  session->message->byteOffset = session->inputOffset;
  session->message->isOwnError = 1;
}

int CPinframePNG_append(CPinframePNG_Buffer *buffer, const void *bytes, size_t count) {
  if (count > SIZE_MAX - buffer->count) return 0;
  size_t needed = buffer->count + count;
  if (needed > buffer->capacity) {
    size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) return 0;
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  if (count > 0) memcpy(buffer->bytes + buffer->count, bytes, count);
  buffer->count = needed;
  return 1;
}

void CPinframePNG_freeBuffer(CPinframePNG_Buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
  buffer->capacity = 0;
}
