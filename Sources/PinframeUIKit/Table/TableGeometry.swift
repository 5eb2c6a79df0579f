import Foundation

/// Where a table view's rows, section headers and footers and table header and footer lie, in
/// content coordinates (y only: every row spans the table's row width).
///
/// Row heights are exact once measured and estimates before, as in UIKit: a row is measured
/// when it is about to be displayed; ``updateOffsets()`` recomputes every top in O(rows).
struct TableGeometry {
  /// One section: its header, rows and footer, top to bottom.
  struct Section {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowHeights: [CGFloat] = []
    /// Whether each row's height is exact (else an estimate).
    var isMeasured: [Bool] = []
    /// The top of the header.
    var top: CGFloat = 0
    /// The top of each row.
    var rowTops: [CGFloat] = []
    /// The bottom of the footer.
    var bottom: CGFloat = 0

    /// The top of the first row (the bottom of the header).
    var rowsTop: CGFloat { top + headerHeight }
    /// The bottom of the last row (the top of the footer).
    var rowsBottom: CGFloat { bottom - footerHeight }
  }

  /// The width rows were measured at.
  var width: CGFloat = 0
  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  var sections: [Section] = []
  /// The top of the table footer view: the bottom of the last section.
  private(set) var sectionsBottom: CGFloat = 0

  /// The height of all the content.
  var contentHeight: CGFloat { sectionsBottom + tableFooterHeight }

  /// Recomputes the tops of every section and row from the heights.
  mutating func updateOffsets() {
    var y = tableHeaderHeight
    for index in sections.indices {
      // Swapped out, so that its arrays are uniquely referenced and change in place.
      var section = Section()
      swap(&section, &sections[index])
      section.top = y
      y += section.headerHeight
      let count = section.rowHeights.count
      if section.rowTops.count != count { section.rowTops = Array(repeating: 0, count: count) }
      for row in 0..<count {
        section.rowTops[row] = y
        y += section.rowHeights[row]
      }
      y += section.footerHeight
      section.bottom = y
      swap(&section, &sections[index])
    }
    sectionsBottom = y
  }

  /// Whether `path` names a row.
  func contains(_ path: IndexPath) -> Bool {
    sections.indices.contains(path.section)
      && sections[path.section].rowHeights.indices.contains(path.row)
  }

  /// The top and height of a row (the path must name one).
  func row(_ path: IndexPath) -> (top: CGFloat, height: CGFloat) {
    let section = sections[path.section]
    return (section.rowTops[path.row], section.rowHeights[path.row])
  }

  /// Whether a row's height is exact.
  func isMeasured(_ path: IndexPath) -> Bool {
    sections[path.section].isMeasured[path.row]
  }

  /// Sets a row's height and marks it measured (tops are updated by ``updateOffsets()``).
  mutating func setMeasuredHeight(_ height: CGFloat, at path: IndexPath) {
    sections[path.section].rowHeights[path.row] = height
    sections[path.section].isMeasured[path.row] = true
  }

  /// Turns every row's height back into an estimate (after the width changed).
  mutating func forgetMeasurements() {
    for index in sections.indices {
      sections[index].isMeasured = Array(
        repeating: false, count: sections[index].isMeasured.count)
    }
  }

  /// The rows that overlap `minY..<maxY`, in order (rows without height overlap nothing).
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (index, section) in sections.enumerated()
    where section.rowsBottom > minY && section.rowsTop < maxY {
      var row = firstRow(in: section, endingAfter: minY)
      while row < section.rowTops.count, section.rowTops[row] < maxY {
        if section.rowHeights[row] > 0 { paths.append(IndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return paths
  }

  /// The sections whose header, rows or footer overlap `minY..<maxY`.
  func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
    sections.indices.filter { sections[$0].bottom > minY && sections[$0].top < maxY }
  }

  /// The first row whose bottom is below `y` (binary search over the tops).
  private func firstRow(in section: Section, endingAfter y: CGFloat) -> Int {
    var low = 0
    var high = section.rowTops.count
    while low < high {
      let middle = (low + high) / 2
      if section.rowTops[middle] + section.rowHeights[middle] > y {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
