import Foundation

/// Data attached to a failure, as XCTest's `XCTAttachment`, which XCTest on Linux does not have.
///
/// ``Diffing/diff`` returns attachments with its failure message, as in swift-snapshot-testing;
/// `assertSnapshot` attaches them to the failing Swift Testing test (where
/// `swift test --attachments-path DIR` collects them).
public struct XCTAttachment: Sendable {
  /// The attached bytes.
  public var data: Data
  /// The uniform type identifier of the data, such as `public.png`, when known.
  public var uniformTypeIdentifier: String?
  /// The attachment's name, such as `reference` or `difference`.
  public var name: String?

  /// Attaches `data`.
  public init(data: Data) {
    self.data = data
  }

  /// Attaches `data` of the type `uniformTypeIdentifier`.
  public init(data: Data, uniformTypeIdentifier: String) {
    self.data = data
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// Attaches a UTF-8 string (`public.plain-text`).
  public init(string: String) {
    self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
  }

  /// A file name for the attachment: its name (or `attachment`) with an extension for known
  /// types (`.png`, `.txt`, `.patch`, `.json`).
  public var fileName: String {
    let base = name ?? "attachment"
    let extensions = [
      "public.png": "png", "public.plain-text": "txt", "public.patch-file": "patch",
      "public.json": "json",
    ]
    guard let type = uniformTypeIdentifier, let ext = extensions[type], !base.hasSuffix(".\(ext)")
    else { return base }
    return "\(base).\(ext)"
  }
}
