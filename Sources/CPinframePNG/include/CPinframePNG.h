// Pinframe's C layer over libpng.
//
// libpng reports errors with longjmp. Every function here is one whole operation: it creates the
// libpng structs, installs its own error and warning handlers, calls setjmp, does all the libpng
// work, destroys the structs and returns a status. A longjmp therefore never leaves the function
// that called setjmp, and never crosses a Swift frame. No Swift callback is ever passed to
// libpng: input and output are memory buffers.
//
// Text chunks go to libpng as one "text blob" when encoding: a sequence of records, each
//   [1 byte: 1 = iTXt (UTF-8 value), 0 = tEXt/zTXt (Latin-1 value)]
//   [keyword bytes (Latin-1)] [0] [value bytes] [0]
// Keywords and values never contain a zero byte. When decoding, libpng skips every text chunk
// without inflating it; the Swift side reads text only when asked, inflating it with
// CPinframePNG_inflate within its byte limits.

#ifndef C_PINFRAME_PNG_H
#define C_PINFRAME_PNG_H

#include <stddef.h>
#include <stdint.h>

/// The outcome of an operation.
typedef enum CPinframePNG_Status {
  CPinframePNG_StatusOK = 0,
  /// The input does not start with the PNG signature.
  CPinframePNG_StatusNotPNG = 1,
  /// The input ended before libpng had read everything it needed (IEND included).
  CPinframePNG_StatusTruncated = 2,
  /// libpng rejected the input (CRC, zlib data, chunk order, IHDR values, palette index…).
  CPinframePNG_StatusCorrupt = 3,
  /// An argument is out of range, or the output buffer does not fit the image.
  CPinframePNG_StatusInvalidArgument = 4,
  /// Memory for the output could not be allocated.
  CPinframePNG_StatusOutOfMemory = 5,
  /// libpng failed while writing.
  CPinframePNG_StatusEncodeFailed = 6,
  /// The output would be larger than the limit the caller set (inflating only).
  CPinframePNG_StatusOverLimit = 7,
} CPinframePNG_Status;

/// What went wrong, filled in when an operation does not return `CPinframePNG_StatusOK`.
typedef struct CPinframePNG_Message {
  /// libpng's error message, or ours for errors found outside libpng. NUL-terminated.
  char error[256];
  /// libpng's warnings issued before the error, separated by "; ". NUL-terminated.
  char warnings[512];
  /// The chunk being read or written when the error happened ("" before the first chunk).
  char chunk[5];
  /// How many input bytes had been consumed when the error happened (decoding only).
  uint64_t byteOffset;
  /// 1 when `error` is Pinframe's own text (raised inside libpng's flow), 0 when it is libpng's.
  int isOwnError;
} CPinframePNG_Message;

/// A growable byte buffer allocated by this library; release it with `CPinframePNG_freeBuffer`.
typedef struct CPinframePNG_Buffer {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} CPinframePNG_Buffer;

/// Releases the memory of a buffer filled by this library and empties it.
void CPinframePNG_freeBuffer(CPinframePNG_Buffer *buffer);

// MARK: - Encoding

/// How the pixels handed to the encoder are laid out, and the colour type written.
typedef enum CPinframePNG_Layout {
  /// RGBA8 pixels written as colour type 6 (RGBA, 8-bit).
  CPinframePNG_LayoutRGBA = 0,
  /// RGBA8 pixels whose alpha byte is dropped: colour type 2 (RGB, 8-bit).
  CPinframePNG_LayoutRGBFromRGBA = 1,
  /// One palette index per pixel: colour type 3 (palette, 8-bit) with PLTE and optional tRNS.
  CPinframePNG_LayoutPalette = 2,
} CPinframePNG_Layout;

/// The row filter libpng applies before compression.
typedef enum CPinframePNG_Filter {
  CPinframePNG_FilterNone = 0,
  CPinframePNG_FilterSub = 1,
  CPinframePNG_FilterUp = 2,
  CPinframePNG_FilterAverage = 3,
  CPinframePNG_FilterPaeth = 4,
  /// libpng picks one of the five filters per row (its default heuristic).
  CPinframePNG_FilterAdaptive = 5,
} CPinframePNG_Filter;

/// The zlib strategy.
typedef enum CPinframePNG_Strategy {
  CPinframePNG_StrategyDefault = 0,
  CPinframePNG_StrategyFiltered = 1,
  CPinframePNG_StrategyHuffmanOnly = 2,
  CPinframePNG_StrategyRLE = 3,
  CPinframePNG_StrategyFixed = 4,
} CPinframePNG_Strategy;

/// Everything the encoder needs.
typedef struct CPinframePNG_EncodeRequest {
  /// The first byte of the first row: RGBA8 pixels, or palette indices for the palette layout.
  const uint8_t *pixels;
  /// The distance in bytes from one row to the next.
  size_t rowStride;
  uint32_t width;
  uint32_t height;
  CPinframePNG_Layout layout;
  /// RGB triples, `paletteCount` of them (1–256), for the palette layout.
  const uint8_t *palette;
  int paletteCount;
  /// Alpha per palette entry, `transparencyCount` of them (0 = no tRNS chunk).
  const uint8_t *transparency;
  int transparencyCount;
  CPinframePNG_Filter filter;
  /// zlib level, 0–9.
  int compressionLevel;
  CPinframePNG_Strategy strategy;
  /// A text blob (see the top of this file) of `textBlobCount` bytes; NULL for none.
  const uint8_t *textBlob;
  size_t textBlobCount;
} CPinframePNG_EncodeRequest;

/// Encodes one PNG into `output` (which must start empty).
///
/// On failure `output` is released and `message` says why.
CPinframePNG_Status CPinframePNG_encode(
    const CPinframePNG_EncodeRequest *request, CPinframePNG_Buffer *output,
    CPinframePNG_Message *message);

// MARK: - Decoding

/// The IHDR fields of a PNG.
typedef struct CPinframePNG_Header {
  uint32_t width;
  uint32_t height;
  int bitDepth;
  /// The PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  int colorType;
  int interlaced;
} CPinframePNG_Header;

/// Caps on what libpng may allocate for ancillary chunks.
typedef struct CPinframePNG_Limits {
  /// The most bytes libpng may allocate for one ancillary chunk, decompressed iCCP included.
  /// Larger chunks are skipped with a warning. (Text chunks are skipped whatever their size.)
  size_t chunkByteLimit;
} CPinframePNG_Limits;

/// Reads the signature and every chunk up to the first IDAT: fills `header`.
///
/// Allocates nothing for pixels, so the caller can check the size before decoding.
CPinframePNG_Status CPinframePNG_readHeader(
    const uint8_t *data, size_t size, const CPinframePNG_Limits *limits,
    CPinframePNG_Header *header, CPinframePNG_Message *message);

/// Decodes a whole PNG into `rgba` as RGBA8 (straight alpha), reading through IEND.
///
/// `rgbaCapacity` must equal width × height × 4 of the image. Palette, low bit depths, grey and
/// tRNS are expanded; 16-bit samples are scaled to 8 bits with rounding (libpng's
/// png_set_scale_16: round(v × 255 / 65535)); Adam7 is de-interlaced. Gamma and colour-space
/// chunks are ignored. A pixel that uses a palette index past the PLTE is an error.
CPinframePNG_Status CPinframePNG_decode(
    const uint8_t *data, size_t size, const CPinframePNG_Limits *limits, uint8_t *rgba,
    size_t rgbaCapacity, CPinframePNG_Header *header, CPinframePNG_Message *message);

/// Inflates the zlib stream `data` (a zTXt or compressed iTXt value) into `output`, which must
/// start empty, producing at most `limit` bytes.
///
/// Returns `CPinframePNG_StatusOverLimit` as soon as the stream holds more than `limit` bytes
/// (so memory stays within the limit whatever the stream declares), `CPinframePNG_StatusCorrupt`
/// for a damaged stream and `CPinframePNG_StatusTruncated` for one that ends early. On failure
/// `output` is released.
CPinframePNG_Status CPinframePNG_inflate(
    const uint8_t *data, size_t size, size_t limit, CPinframePNG_Buffer *output);

#endif
