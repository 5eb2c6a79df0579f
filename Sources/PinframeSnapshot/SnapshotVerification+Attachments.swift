import Foundation
import PinframeFiles

extension SnapshotVerification {
  /// The failure's expected, actual and diff files as attachments named after the reference
  /// (`testCard.1.expected.png`); files that cannot be read are left out.
  func attachments(named location: SnapshotLocation) -> [XCTAttachment] {
    guard let artifacts = record?.artifacts else { return [] }
    let base = "\(location.testName).\(location.name)"
    let files = [
      ("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff),
    ]
    return files.compactMap { role, path in
      guard let path, let bytes = try? InputFile.read(URL(fileURLWithPath: path)) else {
        return nil
      }
      let ext = URL(fileURLWithPath: path).pathExtension
      var attachment = XCTAttachment(data: Data(bytes))
      attachment.name = ext.isEmpty ? "\(base).\(role)" : "\(base).\(role).\(ext)"
      return attachment
    }
  }
}
