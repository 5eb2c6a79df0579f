/// A line-by-line comparison of two texts, as rows of a side-by-side view.
///
/// Lines common to both texts (a longest common subsequence) pair up as unchanged rows; between
/// them, removed and added lines pair up row by row as changed lines, and the surplus of either
/// side stands alone. The common prefix and suffix are matched first, so typical snapshot diffs
/// stay cheap; when what remains is still very large, it is shown as all removed, then all added.
struct TextLineDiff: Equatable {
  /// One numbered line of one side.
  struct Line: Equatable {
    /// The 1-based line number.
    var number: Int
    /// The line's text, without its newline.
    var text: Substring
  }

  /// One row: the expected line on the left, the actual line on the right.
  struct Row: Equatable {
    /// The expected side's line, if the row has one.
    var expected: Line?
    /// The actual side's line, if the row has one.
    var actual: Line?
    /// Whether the row is a line both texts share.
    var isUnchanged: Bool
  }

  /// The largest middle part (lines × lines) compared by longest common subsequence.
  static let maximumTableSize = 4_000_000

  /// The rows, top to bottom.
  var rows: [Row]

  /// Compares `expected` with `actual` line by line.
  init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    rows = Self.rows(old: old, new: new)
  }

  /// How many rows are not unchanged.
  var changedRowCount: Int { rows.count { !$0.isUnchanged } }

  private static func rows(old: [Substring], new: [Substring]) -> [Row] {
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var builder = RowBuilder(old: old, new: new)
    builder.unchanged(count: prefix)
    let middleOld = prefix..<(old.count - suffix)
    let middleNew = prefix..<(new.count - suffix)
    for step in matches(old: old[middleOld], new: new[middleNew]) {
      builder.changed(upTo: step)
      builder.unchanged(count: 1)
    }
    builder.changed(upTo: (old.count - suffix, new.count - suffix))
    builder.unchanged(count: suffix)
    return builder.rows
  }

  /// The index pairs of a longest common subsequence of the two slices, in order.
  private static func matches(old: ArraySlice<Substring>, new: ArraySlice<Substring>)
    -> [(Int, Int)]
  {
    let rows = old.count + 1
    let columns = new.count + 1
    let (size, overflow) = rows.multipliedReportingOverflow(by: columns)
    guard !old.isEmpty, !new.isEmpty, !overflow, size <= maximumTableSize else { return [] }
    var lengths = [Int](repeating: 0, count: size)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        let here = i * columns + j
        lengths[here] =
          old[old.startIndex + i] == new[new.startIndex + j]
          ? lengths[here + columns + 1] + 1
          : max(lengths[here + columns], lengths[here + 1])
      }
    }
    var result: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < old.count, j < new.count {
      if old[old.startIndex + i] == new[new.startIndex + j] {
        result.append((old.startIndex + i, new.startIndex + j))
        (i, j) = (i + 1, j + 1)
      } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }
}

/// Appends rows while walking both texts from the top.
private struct RowBuilder {
  let old: [Substring]
  let new: [Substring]
  var i = 0
  var j = 0
  var rows: [TextLineDiff.Row] = []

  init(old: [Substring], new: [Substring]) {
    self.old = old
    self.new = new
  }

  /// Emits the lines before index pair `end` as changed rows, removed and added side by side.
  mutating func changed(upTo end: (Int, Int)) {
    while i < end.0 || j < end.1 {
      let left = i < end.0 ? TextLineDiff.Line(number: i + 1, text: old[i]) : nil
      let right = j < end.1 ? TextLineDiff.Line(number: j + 1, text: new[j]) : nil
      rows.append(TextLineDiff.Row(expected: left, actual: right, isUnchanged: false))
      if left != nil { i += 1 }
      if right != nil { j += 1 }
    }
  }

  /// Emits `count` lines both texts share.
  mutating func unchanged(count: Int) {
    for _ in 0..<count {
      rows.append(
        TextLineDiff.Row(
          expected: TextLineDiff.Line(number: i + 1, text: old[i]),
          actual: TextLineDiff.Line(number: j + 1, text: new[j]), isUnchanged: true))
      i += 1
      j += 1
    }
  }
}
