import PinframeRaster

extension Bitmap {
  /// Compares this image (the actual one) with `expected` with swift-snapshot-testing's
  /// `precision` and `perceptualPrecision` (see ``ImagePrecision``).
  ///
  /// Images of different sizes never match. For the perceptual path, ``ImageComparison``'s
  /// `differentPixels` counts the pixels over the ΔE94 threshold; for the exact path, the
  /// pixels with any differing byte. `maxDistance` is the largest YIQ distance, as for
  /// Pinframe's tolerance.
  func compared(with expected: Bitmap, precision: ImagePrecision) -> PrecisionComparison {
    guard size == expected.size else {
      return PrecisionComparison(
        comparison: compared(with: expected, tolerance: .exact), precision: precision)
    }
    var scan = PrecisionScan(precision: precision, width: width)
    if !hasSameBytes(as: expected) {
      expected.pixels.withUnsafeBufferPointer { e in
        pixels.withUnsafeBufferPointer { a in
          PixelDifferences.forEach(expected, self) { scan.add(pixel: $0, e, a) }
        }
      }
    }
    let pixelCount = width * height
    var comparison = ImageComparison(
      expectedSize: expected.size, actualSize: size, differentPixels: scan.failingPixels,
      comparedPixels: pixelCount, maxDistance: scan.maxDistance,
      differenceBounds: scan.bounds, matches: true)
    var result = PrecisionComparison(comparison: comparison, precision: precision)
    result.differentBytes = scan.differentBytes
    result.maxDeltaE = scan.maxDeltaE
    comparison.matches = result.passes
    result.comparison = comparison
    return result
  }
}

/// An image comparison by ``ImagePrecision``, with the numbers its failure message reports.
struct PrecisionComparison {
  /// The pixel numbers, as the report shows them.
  var comparison: ImageComparison
  /// The tolerances compared with.
  var precision: ImagePrecision
  /// The bytes that differ (exact path).
  var differentBytes = 0
  /// The largest ΔE94 of a differing pixel (perceptual path).
  var maxDeltaE = 0.0

  /// The fraction of bytes that match.
  var bytePrecision: Float {
    1 - Float(differentBytes) / Float(max(comparison.comparedPixels * 4, 1))
  }

  /// The fraction of pixels within the ΔE94 threshold.
  var pixelPrecision: Float {
    1 - Float(comparison.differentPixels) / Float(max(comparison.comparedPixels, 1))
  }

  /// Whether the images match with these tolerances.
  var passes: Bool {
    guard !comparison.sizeChanged else { return false }
    if precision.perceptualPrecision < 1 { return pixelPrecision >= precision.precision }
    let allowed = Int((1 - precision.precision) * Float(comparison.comparedPixels * 4))
    return differentBytes <= allowed
  }

  /// What differs, in swift-snapshot-testing's sentences, followed by Pinframe's pixel summary.
  var summary: String {
    var lines: [String] = []
    if !comparison.sizeChanged, !passes {
      if precision.perceptualPrecision < 1 {
        let worst = 1 - min(Float(maxDeltaE) / 100, 1)
        lines.append(
          "The percentage of pixels that match \(pixelPrecision) is less than required \(precision.precision)"
        )
        lines.append(
          "The lowest perceptual color precision \(worst) is less than required \(precision.perceptualPrecision)"
        )
      } else {
        lines.append(
          "Actual image precision \(bytePrecision) is less than required \(precision.precision)")
      }
    }
    lines.append(comparison.summary(tolerance: .exact))
    if precision.perceptualPrecision < 1 {
      lines.append(
        "Tolerance: a fraction \(precision.precision) of the pixels within ΔE94 "
          + "\(precision.deltaEThreshold) (perceptualPrecision \(precision.perceptualPrecision)).")
    } else {
      lines.append("Tolerance: a fraction \(precision.precision) of the bytes equal (precision).")
    }
    return lines.joined(separator: "\n")
  }
}

/// Counts differing bytes and pixels over the ΔE94 threshold, one differing pixel at a time.
private struct PrecisionScan {
  let precision: ImagePrecision
  let width: Int
  let threshold: Double
  var differentBytes = 0
  var failingPixels = 0
  var maxDeltaE = 0.0
  var minX = Int.max
  var minY = Int.max
  var maxX = Int.min
  var maxY = Int.min
  var maxDistance = 0.0
  var lastPair: (UInt32, UInt32)?
  var lastDeltaE = 0.0
  var lastDistance = 0.0

  init(precision: ImagePrecision, width: Int) {
    self.precision = precision
    self.width = width
    threshold = Double(precision.deltaEThreshold)
  }

  var bounds: PixelRect? {
    failingPixels == 0
      ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  mutating func add(pixel: Int, _ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>) {
    let i = pixel * 4
    var bytes = 0
    for k in 0..<4 where e[i + k] != a[i + k] { bytes += 1 }
    differentBytes += bytes
    let (deltaE, distance) = memoizedDistances(e, a, i)
    maxDistance = max(maxDistance, distance)
    if precision.perceptualPrecision < 1 {
      maxDeltaE = max(maxDeltaE, deltaE)
      guard deltaE > threshold else { return }
    }
    failingPixels += 1
    let (x, y) = (pixel % width, pixel / width)
    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
  }

  /// The ΔE94 and YIQ distance of the pixels at byte `i`.
  ///
  /// The last result is reused when the colour pair repeats (differing pixels of a UI image
  /// mostly come from a few flat areas). ΔE94 is computed on the perceptual path only; the YIQ
  /// distance is the one Pinframe's tolerance measures.
  private mutating func memoizedDistances(
    _ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ i: Int
  ) -> (deltaE: Double, distance: Double) {
    let pair = (Self.word(e, i), Self.word(a, i))
    if let last = lastPair, last.0 == pair.0, last.1 == pair.1 { return (lastDeltaE, lastDistance) }
    lastPair = pair
    lastDeltaE = precision.perceptualPrecision < 1 ? Self.deltaE(e, a, i) : 0
    lastDistance = (PixelDifferenceScan.yiqDelta(e, i, a, i) / PixelDifferenceScan.maxDelta)
      .squareRoot()
    return (lastDeltaE, lastDistance)
  }

  private static func word(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
  }

  /// The ΔE94 of the actual pixel at byte `i` from the expected one.
  static func deltaE(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ i: Int)
    -> Double
  {
    let reference = CIELab(red: e[i], green: e[i + 1], blue: e[i + 2], alpha: e[i + 3])
    let actual = CIELab(red: a[i], green: a[i + 1], blue: a[i + 2], alpha: a[i + 3])
    return actual.deltaE94(from: reference)
  }
}
