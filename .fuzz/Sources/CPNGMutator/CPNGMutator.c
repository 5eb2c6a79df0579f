#include "CPNGMutator.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// libFuzzer's own mutator.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

/// The most bytes of image data inflated for a mutation.
enum { rawLimit = 1 << 20 };

static uint32_t readBigEndian(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static void writeBigEndian(uint8_t *bytes, uint32_t value) {
  bytes[0] = (uint8_t)(value >> 24);
  bytes[1] = (uint8_t)(value >> 16);
  bytes[2] = (uint8_t)(value >> 8);
  bytes[3] = (uint8_t)value;
}

/// The length of the chunk at `offset`, or -1 when no whole chunk starts there.
static long chunkLength(const uint8_t *data, size_t size, size_t offset) {
  if (offset > size || size - offset < 12) return -1;
  uint32_t length = readBigEndian(data + offset);
  if (length > size - offset - 12) return -1;
  return (long)length;
}

/// Recomputes the CRC of every whole chunk after the signature.
static void fixCRCs(uint8_t *data, size_t size) {
  size_t offset = 8;
  long length;
  while ((length = chunkLength(data, size, offset)) >= 0) {
    uLong crc = crc32(0, data + offset + 4, (uInt)length + 4);
    writeBigEndian(data + offset + 8 + length, (uint32_t)crc);
    offset += 12 + (size_t)length;
  }
}

/// The run of consecutive IDAT chunks: [*start, *end) in `data`; returns 0 when there is none.
static int findImageData(const uint8_t *data, size_t size, size_t *start, size_t *end) {
  size_t offset = 8;
  long length;
  *start = 0;
  while ((length = chunkLength(data, size, offset)) >= 0) {
    int isData = memcmp(data + offset + 4, "IDAT", 4) == 0;
    if (isData && *start == 0) *start = offset;
    if (!isData && *start != 0) break;
    offset += 12 + (size_t)length;
  }
  *end = offset;
  return *start != 0;
}

/// Inflates the payloads of the IDAT run into `raw`; returns the inflated size or -1.
static long inflateImageData(const uint8_t *data, size_t start, size_t end, uint8_t *raw) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) return -1;
  stream.next_out = raw;
  stream.avail_out = rawLimit;
  int status = Z_OK;
  for (size_t offset = start; offset < end && status == Z_OK;) {
    uint32_t length = readBigEndian(data + offset);
    stream.next_in = (Bytef *)(data + offset + 8);
    stream.avail_in = length;
    status = inflate(&stream, Z_NO_FLUSH);
    offset += 12 + (size_t)length;
  }
  long produced = (long)stream.total_out;
  inflateEnd(&stream);
  return status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR ? produced : -1;
}

/// Mutates the inflated image data and splices it back as one IDAT; returns the new size, or 0
/// when the input has no usable image data or the result would not fit.
static size_t mutateImageData(uint8_t *data, size_t size, size_t maxSize) {
  size_t start, end;
  if (!findImageData(data, size, &start, &end)) return 0;
  uint8_t *raw = malloc(rawLimit);
  uLongf packedSize = compressBound(rawLimit);
  uint8_t *packed = malloc(packedSize);
  size_t result = 0;
  long rawSize = raw && packed ? inflateImageData(data, start, end, raw) : -1;
  if (rawSize >= 0) {
    size_t mutated = LLVMFuzzerMutate(raw, (size_t)rawSize, rawLimit);
    size_t tail = size - end;
    if (compress2(packed, &packedSize, raw, mutated, Z_BEST_SPEED) == Z_OK &&
        start + 12 + packedSize + tail <= maxSize) {
      memmove(data + start + 12 + packedSize, data + end, tail);
      writeBigEndian(data + start, (uint32_t)packedSize);
      memcpy(data + start + 4, "IDAT", 4);
      memcpy(data + start + 8, packed, packedSize);
      result = start + 12 + packedSize + tail;
    }
  }
  free(raw);
  free(packed);
  return result;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed) {
  size_t mutated = seed % 4 == 0 ? mutateImageData(data, size, maxSize) : 0;
  if (mutated == 0) mutated = LLVMFuzzerMutate(data, size, maxSize);
  if ((seed / 4) % 8 != 0) fixCRCs(data, mutated);
  return mutated;
}
