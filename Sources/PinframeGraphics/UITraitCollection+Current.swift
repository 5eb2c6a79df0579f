import Foundation

extension UITraitCollection {
  /// The traits colours resolve with when no view is named: ``UIColor/cgColor``,
  /// `getRed(_:green:blue:alpha:)` and friends read it, as UIKit's `UITraitCollection.current`.
  ///
  /// Views make their own traits current while their `traitCollectionDidChange(_:)` runs.
  /// Inside ``performAsCurrent(_:)`` it is that collection, for the task running the block and
  /// the tasks it creates, so that tests running in parallel never see each other's; setting it
  /// there changes it until the block ends. Outside any block it is one value for the whole
  /// process, unspecified (so light) unless set.
  public static var current: UITraitCollection {
    get { CurrentTraits.cell.value }
    set { CurrentTraits.cell.value = newValue }
  }

  /// Runs `actions` with this collection as ``current``, as UIKit's `performAsCurrent(_:)`.
  public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
    try CurrentTraits.$cell.withValue(CurrentTraitsCell(self), operation: actions)
  }
}

/// Where ``UITraitCollection/current`` lives: the cell of the innermost `performAsCurrent`
/// block, or the process-wide one.
private enum CurrentTraits {
  @TaskLocal static var cell = CurrentTraitsCell(UITraitCollection())
}

/// A trait collection that can be read and set from any thread.
private final class CurrentTraitsCell: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue: UITraitCollection

  init(_ value: UITraitCollection) {
    storedValue = value
  }

  var value: UITraitCollection {
    get { lock.withLock { storedValue } }
    set { lock.withLock { storedValue = newValue } }
  }
}
