import Foundation
import PinframeGraphics

/// Where a flow layout puts its items, headers and footers, computed from their sizes, as
/// UIKit's `UICollectionViewFlowLayout` fills lines (uikit-surface.md §7.3).
///
/// Work is done along two axes: the main axis is the scrolling one (y when scrolling
/// vertically), the cross axis is the one lines fill (x). Items go on a line while they fit
/// with the minimum spacing between them; the spacing is then raised so that the line is
/// justified from edge to edge, and a line of one item is centred. Items are centred on the
/// line's thickest item; lines are the minimum line spacing apart.
struct FlowLayoutGeometry {
  /// What a section is made of.
  struct Section {
    var itemSizes: [CGSize]
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  /// A line of items along the cross axis.
  struct Line {
    var section: Int
    var items: Range<Int>
    var start: CGFloat
    var end: CGFloat
  }

  let isVertical: Bool
  private(set) var itemFrames: [[CGRect]] = []
  private(set) var headerFrames: [CGRect?] = []
  private(set) var footerFrames: [CGRect?] = []
  private(set) var lines: [Line] = []
  private(set) var contentSize = CGSize.zero

  /// Lays out `sections` in a content `extent` points across (the width when scrolling
  /// vertically).
  init(sections: [Section], isVertical: Bool, extent: CGFloat) {
    self.isVertical = isVertical
    var position: CGFloat = 0
    for (index, section) in sections.enumerated() {
      let headerLength = mainLength(section.headerSize)
      headerFrames.append(
        headerLength > 0
          ? rect(main: position, cross: 0, mainLength: headerLength, crossLength: extent) : nil)
      position += headerLength + mainStart(section.inset)
      var frames: [CGRect] = []
      frames.reserveCapacity(section.itemSizes.count)
      position = fillLines(section, index: index, extent: extent, from: position, into: &frames)
      itemFrames.append(frames)
      position += mainEnd(section.inset)
      let footerLength = mainLength(section.footerSize)
      footerFrames.append(
        footerLength > 0
          ? rect(main: position, cross: 0, mainLength: footerLength, crossLength: extent) : nil)
      position += footerLength
    }
    contentSize =
      isVertical
      ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
  }

  /// Fills the lines of a section from `start`; returns the main position after its last line.
  private mutating func fillLines(
    _ section: Section, index: Int, extent: CGFloat, from start: CGFloat,
    into frames: inout [CGRect]
  ) -> CGFloat {
    let crossStart = crossStart(section.inset)
    let available = max(extent - crossStart - crossEnd(section.inset), 0)
    let sizes = section.itemSizes
    var position = start
    var first = 0
    while first < sizes.count {
      var end = first + 1
      var used = crossLength(sizes[first])
      while end < sizes.count,
        used + section.interitemSpacing + crossLength(sizes[end]) <= available
      {
        used += section.interitemSpacing + crossLength(sizes[end])
        end += 1
      }
      if first > 0 { position += section.lineSpacing }
      let thickness = sizes[first..<end].map(mainLength).max() ?? 0
      placeLine(
        sizes[first..<end], at: position, thickness: thickness,
        crossStart: crossStart, available: available, into: &frames)
      lines.append(
        Line(section: index, items: first..<end, start: position, end: position + thickness))
      position += thickness
      first = end
    }
    return position
  }

  /// Places one line's items: justified, or centred when alone, each centred on the line.
  private func placeLine(
    _ sizes: ArraySlice<CGSize>, at position: CGFloat, thickness: CGFloat, crossStart: CGFloat,
    available: CGFloat, into frames: inout [CGRect]
  ) {
    let total = sizes.reduce(0) { $0 + crossLength($1) }
    let gap = sizes.count > 1 ? (available - total) / CGFloat(sizes.count - 1) : 0
    var cross = sizes.count > 1 ? crossStart : crossStart + (available - total) / 2
    for size in sizes {
      let main = position + (thickness - mainLength(size)) / 2
      frames.append(
        rect(main: main, cross: cross, mainLength: mainLength(size), crossLength: crossLength(size))
      )
      cross += crossLength(size) + gap
    }
  }

  /// The items whose frames overlap `area`, in order (lines found by binary search); items
  /// without area overlap nothing.
  func items(in area: CGRect) -> [IndexPath] {
    let (low, high) = isVertical ? (area.minY, area.maxY) : (area.minX, area.maxX)
    var index = firstLine(endingAfter: low)
    var paths: [IndexPath] = []
    while index < lines.count, lines[index].start < high {
      let line = lines[index]
      for item in line.items {
        let frame = itemFrames[line.section][item]
        guard frame.width > 0, frame.height > 0, frame.intersects(area) else { continue }
        paths.append(IndexPath(item: item, section: line.section))
      }
      index += 1
    }
    return paths
  }

  private func firstLine(endingAfter position: CGFloat) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].end > position { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  private func crossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
  private func mainStart(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.top : inset.left }
  private func mainEnd(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.bottom : inset.right }
  private func crossStart(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.left : inset.top }
  private func crossEnd(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.right : inset.bottom }

  private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat)
    -> CGRect
  {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }
}
