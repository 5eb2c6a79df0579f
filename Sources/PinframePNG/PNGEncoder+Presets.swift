// Measured on the standard scene (/work/shared/bench/scene.json: 1170×2532, 60 rects, 138
// distinct colours, so it is written as an 8-bit palette), on the same scene with 300 extra
// colours in its first row (written as RGB) and with one translucent pixel more (RGBA). Release
// build, libpng 1.6.39, zlib 1.2.13, 2-core VM; median of 15 interleaved rounds through
// `Bitmap.pngData(settings:)` (colour analysis included). "baseline" is libpng's own default
// (adaptive filter, level 6, Z_FILTERED); ratios are baseline time / preset time, paired per round.
//
// | settings             | palette              | RGB                   | RGBA                  |
// |----------------------|----------------------|-----------------------|-----------------------|
// | baseline             | 29.2 ms, 10,065 B    | 109.5 ms, 17,008 B    | 143.0 ms, 19,913 B    |
// | fast (UP, L1)        | 2.57× faster, 24,247 | 3.34× faster, 52,709  | 4.29× faster, 66,360  |
// | default (UP, L6)     | 1.78× faster, 9,924  | 2.02× faster, 18,058  | 2.30× faster, 20,550  |
// | smallest (UP, L9)    | 1.16× faster, 7,453  | 1.42× faster, 15,406  | 1.39× faster, 20,420  |
// | UP, L6, Z_RLE        | 2.56× faster, 8,698  | 3.28× faster, 80,291  | 3.59× faster, 117,778 |
// | PAETH, L6, Z_RLE     | 1.88× faster, 8,833  | 2.22× faster, 15,595  | 2.14× faster, 18,289  |
//
// The palette changes the trade-offs measured for RGBA in performance.md: it is a third of the
// bytes to filter and deflate, so every setting is 2–5× faster than on RGB, and UP with Z_RLE
// becomes both the fastest and nearly the smallest choice, while on RGB/RGBA it is the worst.
// PAETH with Z_RLE, the smallest for RGBA, loses to level 9 on palette and RGB output.

extension PNGEncoder.Settings {
  /// Quick encodes for throw-away output: UP filter, zlib level 1 (run-length for palettes).
  ///
  /// On the standard scene it is 2.6× (palette) to 4.3× (RGBA) faster than libpng's defaults,
  /// for RGB/RGBA files 2.4–3.3× larger (53 KB as RGB); palettes take run-length matching, which
  /// is as fast and 8.7 KB instead of 24 KB. Filter NONE is not faster on RGB at level 1 and
  /// makes larger files; zlib levels 1–3 share zlib's fast path.
  public static let fast = Self(
    filter: .up, compressionLevel: 1, strategy: .default, paletteStrategy: .rle)

  /// The everyday choice: UP filter, zlib level 6, run-length matching for palettes.
  ///
  /// On the standard scene (a palette image) it is 2.6× faster than libpng's defaults
  /// (adaptive filter, level 6, Z_FILTERED) and smaller: 8.7 KB against 10.1 KB. On RGB and
  /// RGBA it is 2.0–2.3× faster with files 3–6 % larger (18.1 KB against 17.0 KB as RGB).
  /// libpng's adaptive filter costs more time than it saves.
  public static let `default` = Self(
    filter: .up, compressionLevel: 6, strategy: .default, paletteStrategy: .rle)

  /// The smallest files for opaque images: UP filter, zlib level 9.
  ///
  /// On the standard scene: 7.5 KB as palette (25 % under the default preset) and 15.4 KB as RGB
  /// (15 % under), still 1.2–1.4× faster than libpng's defaults. For translucent images with more
  /// than 256 colours (RGBA), PAETH with Z_RLE is 10 % smaller (18.3 KB vs 20.4 KB) and faster;
  /// pass it explicitly for those.
  public static let smallest = Self(filter: .up, compressionLevel: 9, strategy: .default)
}
