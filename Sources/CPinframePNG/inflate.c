#include <zlib.h>

#include "CPinframePNG.h"
#include "session.h"

/// How much is inflated at a time, on the stack; a step that would pass the limit is dropped
/// before it is appended, so the output never grows past it.
enum { InflateStep = 64 * 1024 };

/// The status for a zlib result other than Z_OK and Z_STREAM_END.
static CPinframePNG_Status statusForZlib(int result, const z_stream *stream) {
  if (result == Z_MEM_ERROR) return CPinframePNG_StatusOutOfMemory;
  if (result == Z_BUF_ERROR && stream->avail_in == 0) return CPinframePNG_StatusTruncated;
  return CPinframePNG_StatusCorrupt;
}

/// Inflates `stream` into `output` until the stream ends, stopping past `limit` bytes.
static CPinframePNG_Status inflateAll(z_stream *stream, size_t limit,
                                      CPinframePNG_Buffer *output) {
  uint8_t step[InflateStep];
  for (;;) {
    stream->next_out = step;
    stream->avail_out = sizeof step;
    int result = inflate(stream, Z_NO_FLUSH);
    size_t produced = sizeof step - stream->avail_out;
    if (produced > limit - output->count) return CPinframePNG_StatusOverLimit;
    if (!CPinframePNG_append(output, step, produced)) return CPinframePNG_StatusOutOfMemory;
    if (result == Z_STREAM_END) return CPinframePNG_StatusOK;
    if (result != Z_OK) return statusForZlib(result, stream);
  }
}

CPinframePNG_Status CPinframePNG_inflate(const uint8_t *data, size_t size, size_t limit,
                                         CPinframePNG_Buffer *output) {
  if (size > UINT32_MAX || (data == NULL && size > 0)) return CPinframePNG_StatusInvalidArgument;
  z_stream stream = {0};
  stream.next_in = (Bytef *)data;
  stream.avail_in = (uInt)size;
  if (inflateInit(&stream) != Z_OK) return CPinframePNG_StatusOutOfMemory;
  CPinframePNG_Status status = inflateAll(&stream, limit, output);
  inflateEnd(&stream);
  if (status != CPinframePNG_StatusOK) CPinframePNG_freeBuffer(output);
  return status;
}
