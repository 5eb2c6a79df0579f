import Foundation
import PinframeGraphics

extension UIImage {
  /// Draws the image stretched over `rect` into the current context (nothing outside drawing),
  /// tinted when it has a ``tintColor``.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    draw(in: rect, context: context, tint: nil)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image over `rect` into `context`: in its own ``tintColor`` when it has one (in
  /// any rendering mode), else a template in `tint` (a view's tint colour); resizable images by
  /// their cap insets.
  public func draw(in rect: CGRect, context: GraphicsContext, tint: Color?) {
    guard let cgImage else { return }
    let color = tintColor.map { $0.cgColor } ?? (isTemplate ? tint : nil)
    for slice in slices(filling: rect) {
      context.drawImage(cgImage, in: slice.destination, source: slice.source, tint: color)
    }
  }

  /// The pieces that fill `rect`: the whole image stretched, or for a resizable image its nine
  /// parts: the corners at their size, the edges and the middle tiled or stretched.
  ///
  /// Caps wider or taller than `rect` shrink in proportion.
  func slices(filling rect: CGRect) -> [(source: CGRect, destination: CGRect)] {
    guard let cgImage else { return [] }
    let pixels = CGSize(width: cgImage.width, height: cgImage.height)
    guard capInsets != .zero else {
      return [(CGRect(origin: .zero, size: pixels), rect)]
    }
    let columns = Self.bands(
      size: pixels.width, scale: scale, caps: (capInsets.left, capInsets.right),
      origin: rect.minX, length: rect.width, tiles: resizingMode == .tile)
    let rows = Self.bands(
      size: pixels.height, scale: scale, caps: (capInsets.top, capInsets.bottom),
      origin: rect.minY, length: rect.height, tiles: resizingMode == .tile)
    return rows.flatMap { row in
      columns.map { column in
        (
          CGRect(
            x: column.source.lowerBound, y: row.source.lowerBound,
            width: column.source.upperBound - column.source.lowerBound,
            height: row.source.upperBound - row.source.lowerBound),
          CGRect(
            x: column.destination.lowerBound, y: row.destination.lowerBound,
            width: column.destination.upperBound - column.destination.lowerBound,
            height: row.destination.upperBound - row.destination.lowerBound)
        )
      }
    }
  }

  /// One axis of a nine-part image: source pixel ranges and destination point ranges.
  private static func bands(
    size: CGFloat, scale: CGFloat, caps: (CGFloat, CGFloat), origin: CGFloat, length: CGFloat,
    tiles: Bool
  ) -> [(source: Range<CGFloat>, destination: Range<CGFloat>)] {
    let low = min(max(caps.0 * scale, 0), size)
    let high = min(max(caps.1 * scale, 0), size - low)
    let capPoints = (low + high) / scale
    let shrink = capPoints > length && capPoints > 0 ? length / capPoints : 1
    let lowEnd = origin + low / scale * shrink
    let highStart = origin + length - high / scale * shrink
    var bands: [(source: Range<CGFloat>, destination: Range<CGFloat>)] = []
    if low > 0 { bands.append((0..<low, origin..<lowEnd)) }
    let middle = size - high - low
    if highStart > lowEnd, middle > 0 {
      bands +=
        tiles
        ? tiled(source: low..<(size - high), into: lowEnd..<highStart, scale: scale)
        : [(low..<(size - high), lowEnd..<highStart)]
    }
    if high > 0 { bands.append(((size - high)..<size, highStart..<(origin + length))) }
    return bands
  }

  /// `source` repeated at its natural size over `destination`, the last copy cut short (at
  /// most 10,000 copies; beyond that the middle is stretched).
  private static func tiled(
    source: Range<CGFloat>, into destination: Range<CGFloat>, scale: CGFloat
  )
    -> [(source: Range<CGFloat>, destination: Range<CGFloat>)]
  {
    let tile = (source.upperBound - source.lowerBound) / scale
    let span = destination.upperBound - destination.lowerBound
    guard tile > 0, span / tile <= 10_000 else { return [(source, destination)] }
    var bands: [(source: Range<CGFloat>, destination: Range<CGFloat>)] = []
    var start = destination.lowerBound
    while start < destination.upperBound - 1e-9 {
      let end = min(start + tile, destination.upperBound)
      let used = (end - start) * scale
      bands.append((source.lowerBound..<(source.lowerBound + used), start..<end))
      start = end
    }
    return bands
  }
}
