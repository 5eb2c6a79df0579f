/// One row of the tableau, `basic = constant + Σ coefficient·symbol` (or, for a row not yet
/// given a basic symbol, `0 = constant + Σ …`), with its cells sorted by symbol.
///
/// Cells whose coefficient falls within ``Row/epsilon`` of zero are dropped, so a cell is never
/// zero.
struct Row {
  /// One symbol of the row with its coefficient.
  struct Cell {
    var symbol: Int32
    var coefficient: Double
  }

  /// Coefficients and constants this close to zero count as zero.
  static let epsilon = 1e-8

  /// The constant term.
  var constant: Double
  /// The symbols with non-zero coefficients, sorted by symbol.
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Where `symbol` is in ``cells``, or where it would be inserted.
  func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = cells[middle].symbol
      if candidate == symbol { return (middle, true) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Whether `symbol` has a cell.
  func contains(_ symbol: Int32) -> Bool { position(of: symbol).found }

  /// Adds `coefficient` to the cell of `symbol`; returns whether the cell is new.
  @discardableResult
  mutating func add(_ coefficient: Double, to symbol: Int32) -> Bool {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) < Row.epsilon { cells.remove(at: index) } else { cells[index].coefficient = sum }
      return false
    }
    guard abs(coefficient) >= Row.epsilon else { return false }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return true
  }

  /// Removes the cell of `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func multiply(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Turns `0 = constant + c·symbol + rest` into `symbol = −(constant + rest) / c`.
  ///
  /// `symbol` must have a cell.
  mutating func solve(for symbol: Int32) {
    let coefficient = remove(symbol)
    multiply(by: -1 / coefficient)
  }

  /// Turns `basic = constant + c·entering + rest` into `entering = …` (with `basic` now a cell).
  mutating func solve(for entering: Int32, replacing basic: Int32) {
    add(-1, to: basic)
    solve(for: entering)
  }
}
