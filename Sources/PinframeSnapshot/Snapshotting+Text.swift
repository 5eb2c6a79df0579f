import Foundation
import Pinframe

extension Diffing where Value == String {
  /// Compares strings line by line; a failure shows swift-snapshot-testing's hunks
  /// (`@@ −1,3 +1,3 @@`, `−` removed, `+` added) and attaches them as `difference.patch`.
  public static var lines: Diffing<String> {
    text { reference, actual in UnifiedLineDiff.text(old: reference, new: actual) ?? "" }
  }

  /// A text diffing whose failures `describe` (reference first, then actual).
  static func text(describe: @escaping @Sendable (String, String) -> String) -> Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        guard reference != actual else { return nil }
        let message = describe(reference, actual)
        var patch = XCTAttachment(
          data: Data(message.utf8), uniformTypeIdentifier: "public.patch-file")
        patch.name = "difference"
        return (message, [patch])
      },
      engine: { TextSnapshotFormat(text: $0, describe: describe) })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Compares strings line by line, stored as `.txt` references.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

extension Snapshotting where Value: View, Format == String {
  /// A text snapshot of the view tree's frames (see ``ViewTreeDump``), the view laid out
  /// first, as `.image` does; a failure reads like "blue moved from (0, 0, 100, 100) to
  /// (20, 0, 100, 100)".
  public static var frames: Snapshotting<Value, String> {
    let diffing = Diffing<String>.text { reference, actual in
      ViewTreeDump(text: actual).differences(from: ViewTreeDump(text: reference))
        .joined(separator: "\n")
    }
    return Snapshotting(pathExtension: "txt", diffing: diffing) { view in
      view.layoutIfNeeded()
      return ViewTreeDump(of: view).text
    }
  }
}

extension Snapshotting where Format == String {
  /// The value's `String(describing:)`, compared line by line.
  public static var description: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { String(describing: $0) }
  }

  /// A deterministic dump of the value's structure (see ``SnapshotDump``), compared line by
  /// line: properties sorted by name, dictionaries and sets sorted, no memory addresses.
  ///
  /// ```text
  /// ▿ User
  ///   - bio: "Blobbed around the world."
  ///   - id: 1
  ///   - name: "Blobby"
  /// ```
  public static var dump: Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { SnapshotDump.text(of: $0) }
  }
}

extension Snapshotting where Value: Encodable, Format == String {
  /// The value as pretty-printed JSON with sorted keys, stored as `.json` references.
  public static var json: Snapshotting<Value, String> {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return json(encoder)
  }

  /// The value as JSON from `encoder`, stored as `.json` references.
  ///
  /// - Parameter encoder: The encoder; an encoding error fails the assertion.
  public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
    let box = UncheckedSendable(encoder)
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
      String(decoding: try box.value.encode(value), as: UTF8.self)
    }
    snapshotting.pathExtension = "json"
    return snapshotting
  }

  /// The value as an XML property list, stored as `.plist` references.
  public static var plist: Snapshotting<Value, String> {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return plist(encoder)
  }

  /// The value as a property list from `encoder`, stored as `.plist` references.
  ///
  /// - Parameter encoder: The encoder; an encoding error fails the assertion.
  public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting<Value, String> {
    let box = UncheckedSendable(encoder)
    var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
      String(decoding: try box.value.encode(value), as: UTF8.self)
    }
    snapshotting.pathExtension = "plist"
    return snapshotting
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// Compares bytes exactly, stored without a path extension.
  public static var data: Snapshotting<Data, Data> {
    let diffing = Diffing<Data>(
      toData: { $0 }, fromData: { $0 },
      diff: { reference, actual in
        reference == actual
          ? nil
          : ("Expected \(actual.count) bytes to match the reference's \(reference.count).", [])
      })
    return Snapshotting(pathExtension: nil, diffing: diffing)
  }
}

/// A value used from the main actor only (an encoder captured by a strategy).
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
  let value: Wrapped

  init(_ value: Wrapped) {
    self.value = value
  }
}
