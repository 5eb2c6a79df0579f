import Foundation

/// A Foundation or system error in a few plain words, for messages: the POSIX reason when
/// there is one (`Not a directory`, `File exists`), never an `NSError` dump.
public enum SystemErrorDescription {
  /// The words for `error`: its POSIX reason (its own, or its underlying error's), else
  /// its description without Foundation's domains, codes and user-info.
  public static func describe(_ error: any Error) -> String {
    if let code = posixCode(of: error), let text = strerror(code) {
      return String(cString: text)
    }
    if let decoding = error as? DecodingError { return describe(decoding) }
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    let text = ns.localizedDescription
    return text.isEmpty || text.contains("(null)") ? "error \(ns.code)" : text
  }

  private static func posixCode(of error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: ns.code) }
    if let cocoa = error as? CocoaError, let underlying = cocoa.underlying {
      return posixCode(of: underlying)
    }
    guard let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error else { return nil }
    return posixCode(of: underlying)
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
