import Foundation

/// The text of the `.dump` strategy: a value's structure read with `Mirror`, one line per
/// node, made deterministic.
///
/// Each line is the indentation (2 spaces per level), `▿` for a node with children or `-` for
/// a leaf, the label and `: `, and a description: `N elements` (collections), `N key/value
/// pairs` (dictionaries, sorted), `N members` (sets, sorted), `(N elements)` (tuples), the type
/// name (structs and classes, whose children are sorted by label), `Type.case` (enums without a
/// payload), `Optional<T>` or `Optional<T>.none`, and otherwise the value's description.
/// Strings and characters are quoted; a class seen again on the way down reads
/// `(circular reference detected)`. ``AnySnapshotStringConvertible`` customises a type.
public enum SnapshotDump {
  /// The dump of `value`.
  public static func text(of value: Any) -> String {
    node(value, label: nil, indent: 0, ancestors: [])
  }

  private static func node(
    _ value: Any, label: String?, indent: Int, ancestors: Set<ObjectIdentifier>
  ) -> String {
    let prefix = String(repeating: " ", count: indent)
    let name = label.map { "\($0): " } ?? ""
    let mirror = Mirror(reflecting: value)
    var children = Array(mirror.children)
    let bullet = children.isEmpty ? "-" : "▿"
    var ancestors = ancestors
    let description: String
    switch (value, mirror.displayStyle) {
    case (_, .collection?):
      description = counted(children.count, "element")
    case (_, .dictionary?):
      description = counted(children.count, "key/value pair")
      children = sorted(children, ancestors)
    case (_, .set?):
      description = counted(children.count, "member")
      children = sorted(children, ancestors)
    case (_, .tuple?):
      description = "(\(counted(children.count, "element")))"
    case (_, .optional?):
      description = typeName(mirror) + (children.isEmpty ? ".none" : "")
    case (let custom as AnySnapshotStringConvertible, _):
      guard type(of: custom).renderChildren else {
        return "\(prefix)- \(name)\(custom.snapshotDescription)\n"
      }
      description = custom.snapshotDescription
    case (let object as AnyObject, .class?):
      let id = ObjectIdentifier(object)
      if ancestors.contains(id) {
        return "\(prefix)\(bullet) \(label ?? "value") (circular reference detected)\n"
      }
      ancestors.insert(id)
      description = typeName(mirror)
      children = sorted(children, ancestors)
    case (_, .struct?):
      description = typeName(mirror)
      children = sorted(children, ancestors)
    case (_, .enum?):
      description = children.isEmpty ? "\(typeName(mirror)).\(value)" : typeName(mirror)
    case (let convertible as CustomStringConvertible, _):
      description = convertible.description
    default:
      description = String(describing: value)
    }
    let lines = children.map { child in
      node(child.value, label: child.label, indent: indent + 2, ancestors: ancestors)
    }
    return "\(prefix)\(bullet) \(name)\(description)\n" + lines.joined()
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  /// The type's name without the ` #1` suffixes of local types.
  private static func typeName(_ mirror: Mirror) -> String {
    String(describing: mirror.subjectType)
      .replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
  }

  /// The children ordered by label, then by their dump, so that order never depends on
  /// hashing.
  private static func sorted(_ children: [Mirror.Child], _ ancestors: Set<ObjectIdentifier>)
    -> [Mirror.Child]
  {
    children.map { child in
      (
        child,
        (child.label ?? "") + "\u{0}"
          + node(child.value, label: nil, indent: 0, ancestors: ancestors)
      )
    }
    .sorted { $0.1 < $1.1 }
    .map(\.0)
  }
}

/// A type with its own line in `.dump` snapshots, as swift-snapshot-testing's protocol.
public protocol AnySnapshotStringConvertible {
  /// Whether the value's children are dumped below its line (`false` by default).
  static var renderChildren: Bool { get }

  /// The value's text in a dump.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  /// Children are not dumped.
  public static var renderChildren: Bool { false }
}

extension String: AnySnapshotStringConvertible {
  /// The string in quotes, escaped.
  public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
  /// The substring in quotes, escaped.
  public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
  /// The character in quotes, escaped.
  public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
  /// The byte count, as `13 bytes`.
  public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
  /// The absolute URL.
  public var snapshotDescription: String { absoluteString }
}

extension Date: AnySnapshotStringConvertible {
  /// The date in UTC, as `2001-01-01T00:00:00Z`, whatever the machine's time zone and locale.
  public var snapshotDescription: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: self)
    let numbers = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
      .map { $0 ?? 0 }
    let year = String(format: "%04d", numbers[0])
    let rest = numbers.dropFirst().map { String(format: "%02d", $0) }
    return "\(year)-\(rest[0])-\(rest[1])T\(rest[2]):\(rest[3]):\(rest[4])Z"
  }
}
