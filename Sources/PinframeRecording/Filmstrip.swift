import Foundation
import PinframeGraphics
import PinframeRaster

/// Frames of an animation side by side on one canvas, left to right, each with its index
/// drawn below it in black digits on a white band: one image to compare or review.
///
/// Frames are appended as they are recorded; only their display lists are kept (no pixels),
/// and the strip is rasterized once at the end. A ``scale`` below 1 draws smaller frames, for
/// strips of large screens.
public struct Filmstrip: Sendable, Equatable {
  /// The width of each frame's slot in the strip, in pixels.
  public let frameWidth: Int
  /// The height of each frame's slot in the strip, in pixels.
  public let frameHeight: Int
  /// The factor from a frame's pixels to the strip's.
  public let scale: Double
  /// The transparent gap between frames, in device pixels.
  public let spacing: Int
  /// The size of one digit stroke in device pixels (a digit is 3 × 5 strokes).
  public let digitUnit: Int
  /// The strip so far.
  public private(set) var displayList: DisplayList

  /// Creates an empty strip for frames of `frameWidth × frameHeight` pixels.
  ///
  /// - Parameters:
  ///   - scale: The factor applied to each frame (default 1; a slot is the scaled size rounded
  ///     up); values that are not positive and finite count as 1.
  ///   - spacing: The gap between frames (default 8 pixels).
  ///   - digitUnit: The digit stroke size; by default 1/48 of the slot height, at least 2.
  public init(
    frameWidth: Int, frameHeight: Int, scale: Double = 1, spacing: Int = 8,
    digitUnit: Int? = nil
  ) {
    let factor = scale.isFinite && scale > 0 ? scale : 1
    self.scale = factor
    self.frameWidth = max(Int((Double(frameWidth) * factor).rounded(.up)), 1)
    self.frameHeight = max(Int((Double(frameHeight) * factor).rounded(.up)), 1)
    self.spacing = max(spacing, 0)
    self.digitUnit = max(digitUnit ?? self.frameHeight / 48, 2)
    displayList = DisplayList(width: 0, height: self.frameHeight + 7 * self.digitUnit)
  }

  /// The height of the label band under each frame: 7 digit units.
  public var labelHeight: Int { 7 * digitUnit }

  /// The size of the strip once it holds `frameCount` frames, computed before any frame is
  /// appended; `Int.max` wide when the width overflows.
  public func size(frameCount: Int) -> (width: Int, height: Int) {
    let height = frameHeight + labelHeight
    guard frameCount > 0 else { return (0, height) }
    let (lefts, overflow) = (frameCount - 1).multipliedReportingOverflow(by: frameWidth + spacing)
    let (width, past) = lefts.addingReportingOverflow(frameWidth)
    return (overflow || past ? Int.max : width, height)
  }

  /// The number of frames appended so far.
  public private(set) var frameCount = 0

  /// Appends a frame, clipped to its slot, and its index label.
  public mutating func append(_ frame: RecordedFrame) {
    let left = frameCount * (frameWidth + spacing)
    let slot = CGRect(x: left, y: 0, width: frameWidth, height: frameHeight)
    displayList.commands.append(.beginClip(Shape(rect: slot)))
    let placement = CGAffineTransform(scaleX: scale, y: scale)
      .concatenating(CGAffineTransform(translationX: Double(left), y: 0))
    displayList.commands += frame.displayList.commands.map { $0.placed(by: placement) }
    displayList.commands.append(.endClip)
    appendLabel(frame.index, left: left)
    frameCount += 1
    displayList.width = left + frameWidth
  }

  private mutating func appendLabel(_ index: Int, left: Int) {
    let band = CGRect(x: left, y: frameHeight, width: frameWidth, height: labelHeight)
    displayList.commands.append(.fill(Shape(rect: band), .white))
    let unit = Double(digitUnit)
    let origin = CGPoint(
      x: Double(left) + (Double(frameWidth) - Double(DigitGlyphs.width(of: index)) * unit) / 2,
      y: Double(frameHeight) + unit)
    let placement = CGAffineTransform(scaleX: unit, y: unit)
      .concatenating(CGAffineTransform(translationX: origin.x.rounded(), y: origin.y))
    for rect in DigitGlyphs.rectangles(for: index) {
      displayList.commands.append(.fill(Shape(rect: rect, transform: placement), .black))
    }
  }
}
