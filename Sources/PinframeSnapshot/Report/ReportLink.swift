import Foundation

/// Relative links from one folder to files, for `src` and `href` attributes.
struct ReportLink: Sendable {
  /// The folder's path components, `.` and `..` resolved.
  private let base: [Substring]

  /// Links from `folder`.
  init(from folder: URL) {
    base = Self.components(folder.path)
  }

  /// The link to the file at `path`: `../CardTests/testCard.1.png`.
  ///
  /// Every path component is percent-encoded except ASCII letters, digits and `-._~`, so
  /// spaces, `#`, `?`, `:` and non-ASCII names stay one path.
  func href(to path: String) -> String {
    let target = Self.components(path)
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    let down = target[common...].map(Self.percentEncoded)
    return (up + down).joined(separator: "/")
  }

  /// Whether the file at `path` lies inside the folder (or one of its subfolders).
  func contains(_ path: String) -> Bool {
    let target = Self.components(path)
    return target.count > base.count && target.prefix(base.count).elementsEqual(base)
  }

  /// The components of `path` (relative paths start at the current folder), `.` and `..`
  /// resolved without touching the file system.
  private static func components(_ path: String) -> [Substring] {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var result: [Substring] = []
    for part in absolute.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = result.popLast()
      default: result.append(part)
      }
    }
    return result
  }

  private static func percentEncoded(_ component: Substring) -> String {
    var result = ""
    for byte in component.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hexDigits(byte)
      }
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
