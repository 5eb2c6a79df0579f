#include <stdio.h>
#include <string.h>

#include "session.h"

static void readFromMemory(png_structp png, png_bytep bytes, size_t count) {
  CPinframePNG_Session *session = png_get_io_ptr(png);
  if (count > session->inputSize - session->inputOffset) {
    session->truncated = 1;
    CPinframePNG_fail(png, "unexpected end of data");
  }
  memcpy(bytes, session->input + session->inputOffset, count);
  session->inputOffset += count;
}

/// Checks the signature before libpng sees the data, so "not a PNG" and "cut inside the
/// signature" get their own statuses.
static CPinframePNG_Status checkSignature(CPinframePNG_Session *session) {
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  size_t available = session->inputSize < 8 ? session->inputSize : 8;
  if (available > 0 && memcmp(session->input, signature, available) != 0) {
    CPinframePNG_setError(session, "the data does not start with the PNG signature");
    return CPinframePNG_StatusNotPNG;
  }
  if (available < 8) {
    session->inputOffset = session->inputSize;
    CPinframePNG_setError(session, "the data ends inside the 8-byte PNG signature");
    return session->inputSize == 0 ? CPinframePNG_StatusNotPNG : CPinframePNG_StatusTruncated;
  }
  return CPinframePNG_StatusOK;
}

/// Refuses a chunk other than IDAT that declares more data than the input holds, before libpng
/// sees it: libpng allocates a buffer of the declared length (up to 2 GB) for such a chunk before
/// reading its data, so a few bytes could otherwise claim gigabytes.
static CPinframePNG_Status checkChunkLengths(CPinframePNG_Session *session) {
  const uint8_t *input = session->input;
  size_t size = session->inputSize;
  size_t offset = 8;
  while (offset <= size && size - offset >= 8) {
    const uint8_t *header = input + offset;
    uint32_t length = (uint32_t)header[0] << 24 | (uint32_t)header[1] << 16 |
                      (uint32_t)header[2] << 8 | header[3];
    if (length > PNG_UINT_31_MAX) return CPinframePNG_StatusOK;  // libpng names this itself
    int isImageData = memcmp(header + 4, "IDAT", 4) == 0;
    // libpng streams image data instead of buffering it (and the header reader stops at it)
    if (isImageData && length > size - offset - 8) return CPinframePNG_StatusOK;
    if (length > size - offset - 8) {
      char problem[160];
      snprintf(problem, sizeof problem,
               "chunk %.4s at byte %zu declares %u data bytes but the data ends after %zu bytes",
               (const char *)header + 4, offset, length, size);
      session->inputOffset = offset;
      CPinframePNG_setError(session, problem);
      session->truncated = 1;
      return CPinframePNG_StatusTruncated;
    }
    if (memcmp(header + 4, "IEND", 4) == 0) return CPinframePNG_StatusOK;
    offset += 12 + (size_t)length;
  }
  return CPinframePNG_StatusOK;
}

static png_structp createReader(CPinframePNG_Session *session, const CPinframePNG_Limits *limits) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, session, CPinframePNG_onError,
                                           CPinframePNG_onWarning);
  if (png == NULL) return NULL;
  // Every size the format allows; the caller enforces its own pixel limit after the header.
  png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_chunk_malloc_max(png, limits->chunkByteLimit);
  // Text is read by the caller when it asks for it, within its limits: libpng skips it unread.
  static const png_byte textChunks[] = "tEXt\0zTXt\0iTXt";
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, textChunks, 3);
  png_set_read_fn(png, session, readFromMemory);
  return png;
}

static void fillHeader(png_structp png, png_infop info, CPinframePNG_Header *header) {
  header->width = png_get_image_width(png, info);
  header->height = png_get_image_height(png, info);
  header->bitDepth = png_get_bit_depth(png, info);
  header->colorType = png_get_color_type(png, info);
  header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
}

/// Asks libpng for RGBA8 rows, except for palette images, which come as one index per byte.
static void requestRows(png_structp png, png_infop info) {
  int colorType = png_get_color_type(png, info);
  if (colorType == PNG_COLOR_TYPE_PALETTE) {
    png_set_packing(png);
    return;
  }
  int hasTransparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  png_set_expand(png);
  if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
  if ((colorType & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  if ((colorType & PNG_COLOR_MASK_ALPHA) == 0 && !hasTransparency) {
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
  }
}

/// A palette as RGBA8 entries (PLTE colours, tRNS alphas or 255).
typedef struct Palette {
  uint8_t rgba[256][4];
  int entries;
} Palette;

static void loadPalette(png_structp png, png_infop info, Palette *palette) {
  png_colorp colors = NULL;
  png_bytep alphas = NULL;
  int alphaCount = 0;
  palette->entries = 0;
  png_get_PLTE(png, info, &colors, &palette->entries);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_get_tRNS(png, info, &alphas, &alphaCount, NULL);
  for (int index = 0; index < palette->entries && index < 256; index++) {
    palette->rgba[index][0] = colors[index].red;
    palette->rgba[index][1] = colors[index].green;
    palette->rgba[index][2] = colors[index].blue;
    palette->rgba[index][3] = index < alphaCount ? alphas[index] : 255;
  }
}

/// Unaligned 32- and 64-bit words for the expansion loop below.
typedef uint32_t __attribute__((aligned(1), may_alias)) Word32;
typedef uint64_t __attribute__((aligned(1), may_alias)) Word64;

/// Expands a row whose indices sit in its last `width` bytes into RGBA8 in place. Returns the
/// first bad column, or -1.
///
/// Runs of 8 equal indices (most of a rendered screen) are written 8 pixels at a time, which
/// keeps the loop cheap even unoptimised (SwiftPM compiles C without optimisation in debug
/// builds, where snapshot tests decode their references). Writes never overtake the indices
/// still to be read: pixel c's bytes end at 4c + 4 ≤ 3·width + c + 1 for every c < width, and an
/// 8-pixel write at column c ≤ width − 8 ends at 4c + 32 ≤ 3·width + c + 8.
static long expandPaletteRow(uint8_t *row, uint32_t width, const Palette *palette) {
  const uint8_t *indices = row + (size_t)width * 3;
  uint32_t column = 0;
  while (column < width) {
    uint8_t index = indices[column];
    if (index >= palette->entries) return (long)column;
    Word32 word;
    memcpy(&word, palette->rgba[index], 4);
    *(Word32 *)(row + (size_t)column * 4) = word;
    column++;
    uint64_t run = 0x0101010101010101ULL * index;
    uint64_t pair = ((uint64_t)word << 32) | word;
    while (column + 8 <= width && *(const Word64 *)(indices + column) == run) {
      Word64 *out = (Word64 *)(row + (size_t)column * 4);
      out[0] = pair;
      out[1] = pair;
      out[2] = pair;
      out[3] = pair;
      column += 8;
    }
  }
  return -1;
}

/// Expands every palette row, stopping libpng with a message at the first missing entry.
static void expandPalette(png_structp png, uint8_t *rgba, const CPinframePNG_Header *header,
                          const Palette *palette) {
  size_t rowBytes = (size_t)header->width * 4;
  for (uint32_t row = 0; row < header->height; row++) {
    uint8_t *start = rgba + row * rowBytes;
    long column = expandPaletteRow(start, header->width, palette);
    if (column < 0) continue;
    uint8_t index = start[(size_t)header->width * 3 + (size_t)column];
    char problem[160];
    snprintf(problem, sizeof problem,
             "pixel (%ld, %u) uses palette index %u but PLTE has only %d entries", column, row,
             index, palette->entries);
    CPinframePNG_fail(png, problem);
  }
}

static CPinframePNG_Status statusAfterError(const CPinframePNG_Session *session) {
  if (session->truncated) return CPinframePNG_StatusTruncated;
  if (session->outOfMemory) return CPinframePNG_StatusOutOfMemory;
  return CPinframePNG_StatusCorrupt;
}

/// Where decoded pixels go; `rgba` NULL means "read the header only".
typedef struct Destination {
  uint8_t *rgba;
  size_t capacity;
} Destination;

/// Reads the rows of an image whose header libpng has read; longjmps on errors.
static void readPixels(png_structp png, png_infop info, const CPinframePNG_Header *header,
                       uint8_t *rgba) {
  size_t rowBytes = (size_t)header->width * 4;
  int isPalette = header->colorType == PNG_COLOR_TYPE_PALETTE;
  Palette palette;
  if (isPalette) loadPalette(png, info, &palette);
  png_set_check_for_invalid_index(png, 0);  // libpng checks after expanding; we check ourselves
  requestRows(png, info);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t offset = isPalette ? (size_t)header->width * 3 : 0;
  if (png_get_rowbytes(png, info) != rowBytes - offset) {
    CPinframePNG_fail(png, "libpng did not produce the expected row layout for this image");
  }
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t row = 0; row < header->height; row++) {
      png_read_row(png, rgba + (size_t)row * rowBytes + offset, NULL);
    }
  }
  if (isPalette) expandPalette(png, rgba, header, &palette);
}

static int fits(const Destination *destination, const CPinframePNG_Header *header) {
  size_t rowBytes = (size_t)header->width * 4;
  return rowBytes / 4 == header->width && destination->capacity / rowBytes == header->height &&
         destination->capacity % rowBytes == 0;
}

/// The whole libpng read: the only place of the decoder that calls setjmp.
static CPinframePNG_Status readGuarded(CPinframePNG_Session *session,
                                       const CPinframePNG_Limits *limits,
                                       const Destination *destination,
                                       CPinframePNG_Header *header) {
  png_structp png = createReader(session, limits);
  if (png == NULL) return CPinframePNG_StatusOutOfMemory;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    return CPinframePNG_StatusOutOfMemory;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return statusAfterError(session);
  }
  png_read_info(png, info);
  fillHeader(png, info, header);
  if (destination->rgba != NULL) {
    if (!fits(destination, header)) {
      png_destroy_read_struct(&png, &info, NULL);
      CPinframePNG_setError(session, "the output buffer does not match width x height x 4");
      return CPinframePNG_StatusInvalidArgument;
    }
    readPixels(png, info, header, destination->rgba);
    png_read_end(png, info);
  }
  png_destroy_read_struct(&png, &info, NULL);
  return CPinframePNG_StatusOK;
}

static CPinframePNG_Status readPNG(const uint8_t *data, size_t size,
                                   const CPinframePNG_Limits *limits,
                                   const Destination *destination, CPinframePNG_Header *header,
                                   CPinframePNG_Message *message) {
  CPinframePNG_Session session;
  CPinframePNG_sessionInit(&session, message);
  session.input = data;
  session.inputSize = data == NULL ? 0 : size;
  memset(header, 0, sizeof *header);
  CPinframePNG_Status status = checkSignature(&session);
  if (status == CPinframePNG_StatusOK) status = checkChunkLengths(&session);
  if (status == CPinframePNG_StatusOK) {
    status = readGuarded(&session, limits, destination, header);
  }
  return status;
}

CPinframePNG_Status CPinframePNG_readHeader(const uint8_t *data, size_t size,
                                            const CPinframePNG_Limits *limits,
                                            CPinframePNG_Header *header,
                                            CPinframePNG_Message *message) {
  Destination none = {NULL, 0};
  return readPNG(data, size, limits, &none, header, message);
}

CPinframePNG_Status CPinframePNG_decode(const uint8_t *data, size_t size,
                                        const CPinframePNG_Limits *limits, uint8_t *rgba,
                                        size_t rgbaCapacity, CPinframePNG_Header *header,
                                        CPinframePNG_Message *message) {
  if (rgba == NULL) {
    CPinframePNG_Session session;
    CPinframePNG_sessionInit(&session, message);
    CPinframePNG_setError(&session, "no output buffer");
    return CPinframePNG_StatusInvalidArgument;
  }
  Destination destination = {rgba, rgbaCapacity};
  return readPNG(data, size, limits, &destination, header, message);
}
