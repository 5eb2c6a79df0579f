import Foundation

/// Relative links from a report folder to files, for `src` and `href` attributes.
enum ReportLink {
  /// The link from `folder` to the file at absolute `path`: `../CardTests/testCard.1.png`.
  ///
  /// Both paths are standardised first. Every path component is percent-encoded except ASCII
  /// letters, digits and `-._~`, so spaces, `#`, `?`, `:` and non-ASCII names stay one path.
  static func href(to path: String, from folder: URL) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] {
      common += 1
    }
    let up = Array(repeating: "..", count: base.count - common)
    let down = target[common...].map(percentEncoded)
    return (up + down).joined(separator: "/")
  }

  /// Whether the file at absolute `path` lies inside `folder` (or one of its subfolders).
  static func isInside(_ path: String, folder: URL) -> Bool {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    return target.count > base.count && Array(target.prefix(base.count)) == base
  }

  private static func percentEncoded(_ component: String) -> String {
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
