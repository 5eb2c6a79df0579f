import Foundation

/// Three box blurs that approximate a Gaussian (see ``Shadow`` for the rule), applied to rows or
/// columns of 16-bit values with sliding sums.
struct BoxBlur {
  /// One box: the value at `i` becomes the average of the values from `i − before` to
  /// `i + after` (values outside the row or column count as 0), rounded half up.
  struct Window {
    let before: Int
    let after: Int
    var size: Int { before + after + 1 }
  }

  /// The three boxes, in the order they run (none when σ is too small to blur).
  let windows: [Window]

  /// The boxes for a Gaussian of standard deviation `sigma` pixels (finite, at most a few
  /// thousand).
  init(sigma: Double) {
    let width = sigma > 0 ? Int(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5) : 0
    guard width >= 2 else {
      windows = []
      return
    }
    let half = width / 2
    windows =
      width % 2 == 1
      ? Array(repeating: Window(before: half, after: half), count: 3)
      : [
        Window(before: half, after: half - 1), Window(before: half - 1, after: half),
        Window(before: half, after: half),
      ]
  }

  /// How far the blur spreads a value on either side, in pixels.
  var reach: Int { windows.reduce(0) { $0 + $1.before } }

  /// Blurs `count` consecutive values from `input` into `output` with one box.
  static func blurRow(
    _ input: UnsafePointer<UInt16>, into output: UnsafeMutablePointer<UInt16>, count: Int,
    window: Window
  ) {
    let size = UInt32(window.size)
    let rounding = size / 2
    var sum: UInt32 = 0
    var index = 0
    while index < min(window.after, count) {
      sum &+= UInt32(input[index])
      index &+= 1
    }
    var position = 0
    while position < count {
      let entering = position &+ window.after
      if entering < count { sum &+= UInt32(input[entering]) }
      let leaving = position &- window.before &- 1
      if leaving >= 0 { sum &-= UInt32(input[leaving]) }
      output[position] = UInt16(truncatingIfNeeded: (sum &+ rounding) / size)
      position &+= 1
    }
  }

  /// Blurs the columns of a block of `width × height` values (rows `stride` values apart) from
  /// `input` into `output` with one box, a row at a time, keeping a sum per column in `sums`.
  static func blurColumns(
    _ input: UnsafePointer<UInt16>, into output: UnsafeMutablePointer<UInt16>, width: Int,
    height: Int, stride: Int, window: Window, sums: UnsafeMutablePointer<UInt32>
  ) {
    let size = UInt32(window.size)
    let rounding = size / 2
    sums.update(repeating: 0, count: width)
    func add(row: Int) {
      let values = input + row &* stride
      for column in 0..<width { sums[column] &+= UInt32(values[column]) }
    }
    func subtract(row: Int) {
      let values = input + row &* stride
      for column in 0..<width { sums[column] &-= UInt32(values[column]) }
    }
    for row in 0..<min(window.after, height) { add(row: row) }
    for row in 0..<height {
      if row + window.after < height { add(row: row + window.after) }
      if row - window.before - 1 >= 0 { subtract(row: row - window.before - 1) }
      let values = output + row &* stride
      for column in 0..<width {
        values[column] = UInt16(truncatingIfNeeded: (sums[column] &+ rounding) / size)
      }
    }
  }
}
