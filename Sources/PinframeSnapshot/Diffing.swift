import Foundation

/// How snapshots of one format are stored and compared, as swift-snapshot-testing's `Diffing`:
/// converted to data for the reference file, read back from it, and diffed.
///
/// ```swift
/// let diffing = Diffing<String>(
///   toData: { Data($0.utf8) },
///   fromData: { String(decoding: $0, as: UTF8.self) },
///   diff: { old, new in old == new ? nil : ("\(old) ≠ \(new)", []) })
/// ```
///
/// Pinframe's own diffings (``image(precision:perceptualPrecision:scale:tolerance:)``,
/// ``lines``) also carry an engine that reads references defensively (a damaged file is a
/// failure that says so, never a crash), writes expected/actual/diff artifacts and reports
/// metrics; changing any of the three closures drops the engine, so what you set is what runs.
public struct Diffing<Value>: Sendable {
  /// Converts a value to the bytes of its reference file.
  public var toData: @MainActor (Value) -> Data {
    didSet { makeFormat = nil }
  }

  /// Reads a value back from a reference file's bytes.
  public var fromData: @MainActor (Data) -> Value {
    didSet { makeFormat = nil }
  }

  /// Compares the reference (first) with the new value (second): `nil` when they match,
  /// otherwise a failure message and attachments describing the difference.
  public var diff: @MainActor (Value, Value) -> (String, [XCTAttachment])? {
    didSet { makeFormat = nil }
  }

  /// Pinframe's engine for this format, when the diffing is one of Pinframe's own.
  var makeFormat: (@MainActor (Value) -> any SnapshotFormat)?

  /// Creates a diffing from its three roles.
  ///
  /// - Parameters:
  ///   - toData: Converts a value to data.
  ///   - fromData: Reads a value from data.
  ///   - diff: Compares two values; `nil` when they match, else a message and attachments.
  public init(
    toData: @escaping @MainActor (_ value: Value) -> Data,
    fromData: @escaping @MainActor (_ data: Data) -> Value,
    diff: @escaping @MainActor (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }

  /// A diffing with Pinframe's engine.
  init(
    toData: @escaping @MainActor (Value) -> Data, fromData: @escaping @MainActor (Data) -> Value,
    diff: @escaping @MainActor (Value, Value) -> (String, [XCTAttachment])?,
    engine: @escaping @MainActor (Value) -> any SnapshotFormat
  ) {
    self.init(toData: toData, fromData: fromData, diff: diff)
    makeFormat = engine
  }
}
