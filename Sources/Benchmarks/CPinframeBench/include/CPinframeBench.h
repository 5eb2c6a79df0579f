// The C baseline for Pinframe's benchmarks: the standard scene filled with plain C loops, the
// yardstick the Swift rasterizer is measured against (a ratio measured in the same run).

#ifndef CPINFRAMEBENCH_H
#define CPINFRAMEBENCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One rectangle of the standard scene, in device pixels, with an 8-bit sRGB colour.
typedef struct {
  int32_t x;
  int32_t y;
  int32_t width;
  int32_t height;
  uint8_t red;
  uint8_t green;
  uint8_t blue;
  /// 255 = opaque; anything less is blended with the scene rule.
  uint8_t alpha;
} CPinframeBench_Rect;

/// Fills `rgba` (width × height RGBA8 pixels, rows without padding) with opaque white, then draws
/// `rects` in order, each clipped to the canvas.
///
/// Opaque rects overwrite; the others blend source-over with the scene rule, per channel:
/// out = (src·a + dst·(255 − a) + 127) / 255, alpha stays 255.
void CPinframeBench_fillScene(
    uint8_t *rgba, int width, int height, const CPinframeBench_Rect *rects, int count);

#ifdef __cplusplus
}
#endif

#endif
