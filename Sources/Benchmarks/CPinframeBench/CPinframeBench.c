#include "CPinframeBench.h"

#include <string.h>

static int clamp(int value, int low, int high) {
  return value < low ? low : (value > high ? high : value);
}

static void fillRow(uint8_t *p, int count, const CPinframeBench_Rect *r) {
  const uint8_t bytes[4] = {r->red, r->green, r->blue, 255};
  uint32_t pixel;
  memcpy(&pixel, bytes, 4);
  uint32_t *words = (uint32_t *)p;
  for (int i = 0; i < count; i++) {
    words[i] = pixel;
  }
}

static void blendRow(uint8_t *p, int count, const CPinframeBench_Rect *r) {
  const unsigned a = r->alpha, inverse = 255 - a;
  const unsigned red = r->red * a + 127, green = r->green * a + 127, blue = r->blue * a + 127;
  for (int i = 0; i < count; i++) {
    uint8_t *q = p + 4 * i;
    q[0] = (uint8_t)((red + q[0] * inverse) / 255);
    q[1] = (uint8_t)((green + q[1] * inverse) / 255);
    q[2] = (uint8_t)((blue + q[2] * inverse) / 255);
  }
}

void CPinframeBench_fillScene(
    uint8_t *rgba, int width, int height, const CPinframeBench_Rect *rects, int count) {
  memset(rgba, 255, (size_t)width * (size_t)height * 4);
  for (int k = 0; k < count; k++) {
    const CPinframeBench_Rect *r = &rects[k];
    if (r->alpha == 0) continue;
    const int x0 = clamp(r->x, 0, width), x1 = clamp(r->x + r->width, 0, width);
    const int y0 = clamp(r->y, 0, height), y1 = clamp(r->y + r->height, 0, height);
    for (int y = y0; y < y1; y++) {
      uint8_t *row = rgba + ((size_t)y * (size_t)width + (size_t)x0) * 4;
      if (r->alpha == 255) {
        fillRow(row, x1 - x0, r);
      } else {
        blendRow(row, x1 - x0, r);
      }
    }
  }
}
