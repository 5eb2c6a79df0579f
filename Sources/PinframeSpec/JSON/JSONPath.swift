/// Where a value sits in a JSON document, written as `$.views[2].children[0].pin`.
///
/// Keys that are not identifiers are written in brackets: `$.changes["my key"]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step from a container to a value in it.
  public enum Component: Sendable, Hashable {
    /// A member of an object.
    case key(String)
    /// An element of an array (0-based).
    case index(Int)
  }

  /// The steps from the document's root.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's root, `$`.
  public static let root = JSONPath()

  /// The path of member `key` of the object at this path.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// The path of element `index` of the array at this path.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// The path as messages print it: `$.views[2].pin`.
  public var description: String {
    components.reduce(into: "$") { text, component in
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where key.isIdentifier: text += "." + key
      case .key(let key): text += "[\(key.jsonQuoted)]"
      }
    }
  }
}

extension String {
  /// Whether the string is a name: a letter or `_`, then letters, digits and `_` (ASCII).
  var isIdentifier: Bool {
    guard let first = utf8.first, first.isIdentifierStart else { return false }
    return utf8.allSatisfy(\.isIdentifierContinuation)
  }

  /// The string as a JSON string literal, with `"`, `\` and control characters escaped.
  var jsonQuoted: String {
    var quoted = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
