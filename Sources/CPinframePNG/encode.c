#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "session.h"
#include "text.h"

static void writeToBuffer(png_structp png, png_bytep bytes, size_t count) {
  CPinframePNG_Session *session = png_get_io_ptr(png);
  if (!CPinframePNG_append(session->output, bytes, count)) {
    session->outOfMemory = 1;
    CPinframePNG_fail(png, "out of memory while growing the PNG output buffer");
  }
}

static void flushNothing(png_structp png) { (void)png; }

static int filterMask(CPinframePNG_Filter filter) {
  switch (filter) {
    case CPinframePNG_FilterNone: return PNG_FILTER_NONE;
    case CPinframePNG_FilterSub: return PNG_FILTER_SUB;
    case CPinframePNG_FilterUp: return PNG_FILTER_UP;
    case CPinframePNG_FilterAverage: return PNG_FILTER_AVG;
    case CPinframePNG_FilterPaeth: return PNG_FILTER_PAETH;
    case CPinframePNG_FilterAdaptive: return PNG_ALL_FILTERS;
  }
  return -1;
}

static int zlibStrategy(CPinframePNG_Strategy strategy) {
  switch (strategy) {
    case CPinframePNG_StrategyDefault: return Z_DEFAULT_STRATEGY;
    case CPinframePNG_StrategyFiltered: return Z_FILTERED;
    case CPinframePNG_StrategyHuffmanOnly: return Z_HUFFMAN_ONLY;
    case CPinframePNG_StrategyRLE: return Z_RLE;
    case CPinframePNG_StrategyFixed: return Z_FIXED;
  }
  return -1;
}

/// Returns NULL when the request is usable, otherwise what is wrong with it.
static const char *requestProblem(const CPinframePNG_EncodeRequest *request) {
  if (request->width == 0 || request->height == 0 || request->width > PNG_UINT_31_MAX ||
      request->height > PNG_UINT_31_MAX) {
    return "width and height must be between 1 and 2^31 - 1";
  }
  if (request->pixels == NULL) return "no pixels";
  size_t bytesPerPixel = request->layout == CPinframePNG_LayoutPalette ? 1 : 4;
  if (request->rowStride / bytesPerPixel < request->width) return "row stride is too small";
  if (request->layout > CPinframePNG_LayoutPalette) return "unknown layout";
  if (request->layout == CPinframePNG_LayoutPalette) {
    if (request->palette == NULL || request->paletteCount < 1 || request->paletteCount > 256) {
      return "a palette needs 1 to 256 entries";
    }
    if (request->transparencyCount < 0 || request->transparencyCount > request->paletteCount ||
        (request->transparencyCount > 0 && request->transparency == NULL)) {
      return "tRNS needs 0 to paletteCount entries";
    }
  }
  if (filterMask(request->filter) < 0) return "unknown row filter";
  if (zlibStrategy(request->strategy) < 0) return "unknown zlib strategy";
  if (request->compressionLevel < 0 || request->compressionLevel > 9) {
    return "zlib level must be between 0 and 9";
  }
  if (!CPinframePNG_isValidTextBlob(request->textBlob, request->textBlobCount)) {
    return "malformed text blob";
  }
  return NULL;
}

static void describe(png_structp png, png_infop info, const CPinframePNG_EncodeRequest *request) {
  int colorType = PNG_COLOR_TYPE_RGB_ALPHA;
  if (request->layout == CPinframePNG_LayoutRGBFromRGBA) colorType = PNG_COLOR_TYPE_RGB;
  if (request->layout == CPinframePNG_LayoutPalette) colorType = PNG_COLOR_TYPE_PALETTE;
  png_set_IHDR(png, info, request->width, request->height, 8, colorType, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (request->layout == CPinframePNG_LayoutPalette) {
    png_color colors[256];
    for (int index = 0; index < request->paletteCount; index++) {
      colors[index].red = request->palette[index * 3];
      colors[index].green = request->palette[index * 3 + 1];
      colors[index].blue = request->palette[index * 3 + 2];
    }
    png_set_PLTE(png, info, colors, request->paletteCount);
    if (request->transparencyCount > 0) {
      png_set_tRNS(png, info, request->transparency, request->transparencyCount, NULL);
    }
  }
  if (request->textBlobCount > 0) {
    CPinframePNG_setText(png, info, request->textBlob, request->textBlobCount);
  }
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filterMask(request->filter));
  png_set_compression_level(png, request->compressionLevel);
  png_set_compression_strategy(png, zlibStrategy(request->strategy));
}

/// The whole libpng write: the only place of the encoder that calls setjmp.
static CPinframePNG_Status encodeGuarded(CPinframePNG_Session *session,
                                         const CPinframePNG_EncodeRequest *request) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, session,
                                            CPinframePNG_onError, CPinframePNG_onWarning);
  if (png == NULL) return CPinframePNG_StatusOutOfMemory;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    return CPinframePNG_StatusOutOfMemory;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return CPinframePNG_StatusEncodeFailed;
  }
  png_set_write_fn(png, session, writeToBuffer, flushNothing);
  describe(png, info, request);
  png_write_info(png, info);
  if (request->layout == CPinframePNG_LayoutRGBFromRGBA) {
    png_set_filler(png, 0, PNG_FILLER_AFTER);
  }
  for (uint32_t row = 0; row < request->height; row++) {
    png_write_row(png, request->pixels + (size_t)row * request->rowStride);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  return CPinframePNG_StatusOK;
}

CPinframePNG_Status CPinframePNG_encode(const CPinframePNG_EncodeRequest *request,
                                        CPinframePNG_Buffer *output,
                                        CPinframePNG_Message *message) {
  CPinframePNG_Session session;
  CPinframePNG_sessionInit(&session, message);
  session.output = output;
  const char *problem = requestProblem(request);
  if (problem != NULL) {
    CPinframePNG_setError(&session, problem);
    return CPinframePNG_StatusInvalidArgument;
  }
  CPinframePNG_Status status = encodeGuarded(&session, request);
  if (status != CPinframePNG_StatusOK) CPinframePNG_freeBuffer(output);
  if (status == CPinframePNG_StatusEncodeFailed && session.outOfMemory) {
    status = CPinframePNG_StatusOutOfMemory;
  }
  return status;
}
