// Shared by the encoder and the decoder: the state libpng's callbacks reach through their user
// pointer, and the callbacks themselves. Nothing here calls setjmp; each operation does that.

#ifndef C_PINFRAME_PNG_SESSION_H
#define C_PINFRAME_PNG_SESSION_H

#include <png.h>

#include "CPinframePNG.h"

/// What one operation's libpng callbacks read and write.
typedef struct CPinframePNG_Session {
  CPinframePNG_Message *message;
  /// Input being decoded, and how much of it libpng has consumed.
  const uint8_t *input;
  size_t inputSize;
  size_t inputOffset;
  /// Set when libpng asked for bytes past the end of the input.
  int truncated;
  /// Output being encoded (or the text blob being collected).
  CPinframePNG_Buffer *output;
  /// Set when growing a buffer failed.
  int outOfMemory;
} CPinframePNG_Session;

/// Clears `message` and prepares a session for it.
void CPinframePNG_sessionInit(CPinframePNG_Session *session, CPinframePNG_Message *message);

/// libpng error handler: records the message and chunk, then longjmps back to the operation.
void CPinframePNG_onError(png_structp png, png_const_charp text);

/// libpng warning handler: appends the warning to the session's message.
void CPinframePNG_onWarning(png_structp png, png_const_charp text);

/// Stops the libpng operation with an error found by our own code (longjmps like png_error).
PNG_NORETURN void CPinframePNG_fail(png_structp png, const char *text);

/// Records an error found by our own code (outside a libpng callback).
void CPinframePNG_setError(CPinframePNG_Session *session, const char *text);

/// Appends bytes to a buffer, growing it; returns 0 when memory runs out.
int CPinframePNG_append(CPinframePNG_Buffer *buffer, const void *bytes, size_t count);

#endif
