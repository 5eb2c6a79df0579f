import Foundation
import PinframeGraphics
import PinframeRaster

/// Frames of an animation in a grid on one canvas, left to right and then row by row, each with
/// its index drawn below it in dark digits on a neutral band, and a 1-pixel grey line between
/// frames and between rows: one image to compare or review.
///
/// Rows hold at most ``columns`` frames (``defaultColumns``, 10, by default), so a long
/// animation makes a tall strip rather than an endless line. Frames are appended as they are
/// recorded; only their display lists are kept (no pixels), and the strip is rasterized once
/// at the end. A ``scale`` below 1 draws smaller frames, for strips of large screens.
public struct Filmstrip: Sendable, Equatable {
  /// Frames per row unless another count is asked for.
  public static let defaultColumns = 10
  /// The colour of the lines between frames and rows.
  public static let separatorColor = Color(red255: 160, green255: 160, blue255: 160)
  /// The colour of the band under each frame.
  public static let labelBackground = Color(red255: 236, green255: 236, blue255: 236)
  /// The colour of the index digits.
  public static let labelColor = Color(red255: 48, green255: 48, blue255: 48)

  /// The width of each frame's slot in the strip, in pixels.
  public let frameWidth: Int
  /// The height of each frame's slot in the strip, in pixels.
  public let frameHeight: Int
  /// The factor from a frame's pixels to the strip's.
  public let scale: Double
  /// The most frames in one row, at least 1.
  public let columns: Int
  /// The width of the lines between frames and between rows, in device pixels.
  public let spacing: Int
  /// The size of one digit stroke in device pixels (a digit is 3 × 5 strokes).
  public let digitUnit: Int
  /// The strip so far.
  public private(set) var displayList: DisplayList

  /// Creates an empty strip for frames of `frameWidth × frameHeight` pixels.
  ///
  /// - Parameters:
  ///   - frameWidth: The width of every frame, in pixels.
  ///   - frameHeight: The height of every frame, in pixels.
  ///   - scale: The factor applied to each frame (default 1; a slot is the scaled size rounded
  ///     up); values that are not positive and finite count as 1.
  ///   - columns: The most frames per row (default ``defaultColumns``; at least 1).
  ///   - spacing: The lines between frames and rows (default 1 pixel).
  ///   - digitUnit: The digit stroke size; by default 1/48 of the slot height, at least 2.
  public init(
    frameWidth: Int, frameHeight: Int, scale: Double = 1, columns: Int = Filmstrip.defaultColumns,
    spacing: Int = 1, digitUnit: Int? = nil
  ) {
    let factor = scale.isFinite && scale > 0 ? scale : 1
    self.scale = factor
    self.frameWidth = max(Int((Double(frameWidth) * factor).rounded(.up)), 1)
    self.frameHeight = max(Int((Double(frameHeight) * factor).rounded(.up)), 1)
    self.columns = max(columns, 1)
    self.spacing = max(spacing, 0)
    self.digitUnit = max(digitUnit ?? self.frameHeight / 48, 2)
    displayList = DisplayList(width: 0, height: 0)
  }

  /// The height of the label band under each frame: 7 digit units.
  public var labelHeight: Int { 7 * digitUnit }

  /// The height of one row: a frame and its label band.
  public var rowHeight: Int { frameHeight + labelHeight }

  /// The size of the strip once it holds `frameCount` frames, computed before any frame is
  /// appended; `Int.max` on a side that overflows.
  public func size(frameCount: Int) -> (width: Int, height: Int) {
    guard frameCount > 0 else { return (0, 0) }
    let across = min(frameCount, columns)
    let rows = (frameCount - 1) / columns + 1
    return (Self.span(across, frameWidth, spacing), Self.span(rows, rowHeight, spacing))
  }

  /// `count` items of `size` with `gap` between them; `Int.max` on overflow.
  private static func span(_ count: Int, _ size: Int, _ gap: Int) -> Int {
    let (lefts, overflow) = (count - 1).multipliedReportingOverflow(by: size + gap)
    let (total, past) = lefts.addingReportingOverflow(size)
    return overflow || past ? Int.max : total
  }

  /// The number of frames appended so far.
  public private(set) var frameCount = 0

  /// Appends a frame in the next slot, clipped to it, with its index label and the lines
  /// that separate it from the frames before it.
  public mutating func append(_ frame: RecordedFrame) {
    let (row, column) = frameCount.quotientAndRemainder(dividingBy: columns)
    let left = column * (frameWidth + spacing)
    let top = row * (rowHeight + spacing)
    appendSeparators(left: left, top: top)
    let slot = CGRect(x: left, y: top, width: frameWidth, height: frameHeight)
    displayList.commands.append(.beginClip(Shape(rect: slot)))
    let placement = CGAffineTransform(scaleX: scale, y: scale)
      .concatenating(CGAffineTransform(translationX: Double(left), y: Double(top)))
    displayList.commands += frame.displayList.commands.map { $0.placed(by: placement) }
    displayList.commands.append(.endClip)
    appendLabel(frame.index, left: left, top: top + frameHeight)
    frameCount += 1
    displayList.width = max(displayList.width, left + frameWidth)
    displayList.height = top + rowHeight
  }

  /// The line left of the slot at (`left`, `top`) and the line above it, with their crossing.
  private mutating func appendSeparators(left: Int, top: Int) {
    guard spacing > 0 else { return }
    var lines: [CGRect] = []
    if left > 0 {
      lines.append(CGRect(x: left - spacing, y: top, width: spacing, height: rowHeight))
    }
    if top > 0 {
      let start = left > 0 ? left - spacing : left
      lines.append(
        CGRect(x: start, y: top - spacing, width: frameWidth + left - start, height: spacing))
    }
    for line in lines {
      displayList.commands.append(.fill(Shape(rect: line), Self.separatorColor))
    }
  }

  private mutating func appendLabel(_ index: Int, left: Int, top: Int) {
    let band = CGRect(x: left, y: top, width: frameWidth, height: labelHeight)
    displayList.commands.append(.fill(Shape(rect: band), Self.labelBackground))
    let unit = Double(digitUnit)
    let origin = CGPoint(
      x: Double(left) + (Double(frameWidth) - Double(DigitGlyphs.width(of: index)) * unit) / 2,
      y: Double(top) + unit)
    let placement = CGAffineTransform(scaleX: unit, y: unit)
      .concatenating(CGAffineTransform(translationX: origin.x.rounded(), y: origin.y))
    for rect in DigitGlyphs.rectangles(for: index) {
      displayList.commands.append(.fill(Shape(rect: rect, transform: placement), Self.labelColor))
    }
  }
}

extension Filmstrip {
  /// How many of `frameCount` frames a strip of every `every`-th frame holds: frames 0,
  /// `every`, 2 × `every`, …, and always the last one.
  public static func includedCount(of frameCount: Int, every: Int) -> Int {
    guard frameCount > 0 else { return 0 }
    let step = max(every, 1)
    let multiples = (frameCount - 1) / step + 1
    return (frameCount - 1) % step == 0 ? multiples : multiples + 1
  }
}
