import Foundation

/// A snapshot strategy: how a value becomes a snapshot in some format, and how that format is
/// stored and compared, as swift-snapshot-testing's `Snapshotting`.
///
/// Strategies are values: `.image`, `.recursiveDescription`, `.lines`, `.dump`, `.json`,
/// Pinframe's `.frames` and `.animation(…)`. ``pullback(_:)`` derives a strategy for another
/// type from an existing one; the initializers build new ones, so custom strategies written for
/// swift-snapshot-testing compile unchanged:
///
/// ```swift
/// extension Snapshotting where Value == UIViewController, Format == Bitmap {
///   static let card = Snapshotting<UIView, Bitmap>.image(precision: 0.99).pullback { $0.view }
/// }
/// ```
///
/// Snapshots are taken on the main actor, as views are made and laid out there.
public struct Snapshotting<Value, Format>: Sendable {
  /// The extension of reference files (`png`, `txt`, `json`…), or `nil` for none.
  public var pathExtension: String?

  /// How snapshots are stored, read back and compared.
  public var diffing: Diffing<Format>

  /// How a value becomes a snapshot.
  public var snapshot: @MainActor (Value) -> Async<Format>

  /// Creates a strategy whose snapshot arrives asynchronously.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of reference files.
  ///   - diffing: How snapshots are stored and compared.
  ///   - asyncSnapshot: Turns a value into a snapshot, handed to a callback.
  public init(
    pathExtension: String?, diffing: Diffing<Format>,
    asyncSnapshot: @escaping @MainActor (_ value: Value) -> Async<Format>
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = asyncSnapshot
  }

  /// Creates a strategy from a function that turns a value into a snapshot.
  ///
  /// The function may throw (rendering a view can fail); the assertion then fails with the
  /// error.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of reference files.
  ///   - diffing: How snapshots are stored and compared.
  ///   - snapshot: Turns a value into a snapshot.
  public init(
    pathExtension: String?, diffing: Diffing<Format>,
    snapshot: @escaping @MainActor (_ value: Value) throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing) { value in
      Async(catching: { try snapshot(value) })
    }
  }

  /// A strategy for `NewValue` that converts it to `Value` and snapshots that: the operation
  /// nearly every strategy is built with.
  ///
  /// ```swift
  /// let controllerImage = Snapshotting<UIView, Bitmap>.image.pullback { (vc: UIViewController) in
  ///   vc.view
  /// }
  /// ```
  ///
  /// - Parameter transform: Converts the new value to this strategy's value; it may throw.
  public func pullback<NewValue>(
    _ transform: @escaping @MainActor (_ otherValue: NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    asyncPullback { newValue in Async(catching: { try transform(newValue) }) }
  }

  /// A strategy for `NewValue` that converts it, asynchronously, to `Value` and snapshots that.
  ///
  /// - Parameter transform: Converts the new value to this strategy's value, later.
  public func asyncPullback<NewValue>(
    _ transform: @escaping @MainActor (_ otherValue: NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      newValue in
      transform(newValue).flatMap { value in Async.onMainActor { snapshot(value) } }
    }
  }
}

/// A strategy for values that are already in their snapshot format (a `String` compared as
/// lines, a `Bitmap` compared as an image).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// A strategy that stores the value itself.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of reference files.
  ///   - diffing: How values are stored and compared.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
  }
}
