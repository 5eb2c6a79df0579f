import Foundation

/// A snapshot strategy: how a value becomes something stored as a reference and compared.
///
/// Strategies are values, as in swift-snapshot-testing: `.image`, `.frames`, `.lines`,
/// `.animation(…)`. ``pullback(_:)`` derives a strategy for another type from an existing one.
public struct Snapshotting<Value>: Sendable {
  let makeFormat: @MainActor @Sendable (Value) throws -> any SnapshotFormat

  init(makeFormat: @escaping @MainActor @Sendable (Value) throws -> any SnapshotFormat) {
    self.makeFormat = makeFormat
  }

  /// A strategy for `NewValue` that converts it to `Value` and snapshots that.
  public func pullback<NewValue>(
    _ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value
  )
    -> Snapshotting<NewValue>
  {
    Snapshotting<NewValue> { value in try makeFormat(try transform(value)) }
  }
}
