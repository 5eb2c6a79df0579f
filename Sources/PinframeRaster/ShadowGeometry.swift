import Foundation
import PinframeGraphics

/// A ``Shadow`` in device pixels: its colour, whole-pixel offset and blur.
struct ShadowGeometry {
  /// The colour.
  let color: SourceColor
  /// The colour's 8-bit alpha (above 0).
  let alpha: UInt32
  /// The offset in columns.
  let offsetX: Int
  /// The offset in rows.
  let offsetY: Int
  /// The blur.
  let blur: BoxBlur

  /// The device geometry of `shadow`, or `nil` when it draws nothing (alpha 0, or NaN or
  /// infinite numbers).
  init?(_ shadow: Shadow) {
    let pixel = shadow.color.rgba8
    let t = shadow.transform
    let entries = [t.a, t.b, t.c, t.d, shadow.offset.width, shadow.offset.height, shadow.radius]
    guard pixel.alpha > 0, entries.allSatisfy(\.isFinite) else { return nil }
    let offset = shadow.offset.applying(t)
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let radius = min(max(shadow.radius * scale, 0), Shadow.maximumDeviceRadius)
    guard offset.width.isFinite, offset.height.isFinite, radius.isFinite else { return nil }
    color = SourceColor(pixel)
    alpha = UInt32(pixel.alpha)
    offsetX = DeviceCoordinate.clampedIndex(offset.width.rounded())
    offsetY = DeviceCoordinate.clampedIndex(offset.height.rounded())
    blur = BoxBlur(sigma: radius / 2)
  }

  /// The pixels the shadow of a silhouette within `source` may touch.
  func extent(of source: PixelRect) -> PixelRect {
    source.expanded(by: blur.reach).offsetBy(dx: offsetX, dy: offsetY)
  }

  /// The silhouette pixels whose shadow may touch `target`.
  func sources(for target: PixelRect) -> PixelRect {
    target.offsetBy(dx: -offsetX, dy: -offsetY).expanded(by: blur.reach)
  }

  /// The pixels a ``ShadowMask`` needs to draw the shadow of a silhouette within `source` onto
  /// `target` (in the silhouette's place, before the offset).
  func maskBounds(source: PixelRect, target: PixelRect) -> PixelRect {
    sources(for: target).intersection(source.expanded(by: blur.reach))
  }

  /// The bytes of scratch memory a mask over `bounds` takes.
  static func maskBytes(_ bounds: PixelRect) -> Int {
    bounds.area * 4 + bounds.width * 8
  }
}

extension Shadow {
  /// The pixels the shadow may touch because of its ``clip`` (every pixel without one, none
  /// for a clip that draws nothing).
  func clipBounds(antialiased: Bool) -> PixelRect {
    guard let clip else { return .everything }
    return RasterRegion(clip, borderWidth: nil, antialiased: antialiased)?.bounds ?? .empty
  }
}
