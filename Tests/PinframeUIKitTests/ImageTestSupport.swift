import Foundation
import Pinframe

/// A `width × height` pixel image of one colour, at `scale`.
@MainActor
func solidImage(_ color: UIColor, width: CGFloat, height: CGFloat, scale: CGFloat = 1) -> UIImage {
  let format = UIGraphicsImageRendererFormat(scale: scale)
  let size = CGSize(width: width / scale, height: height / scale)
  return UIGraphicsImageRenderer(size: size, format: format).image { context in
    color.setFill()
    context.fill(CGRect(origin: .zero, size: size))
  }
}

/// A fresh temporary folder, removed by `cleanup`.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "pinframe-images-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Writes `image` as a PNG file at `url` (its folders made).
@MainActor
func write(_ image: UIImage, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
  try data.write(to: url)
}

/// Writes `json` as `Contents.json` in `folder`.
func writeContents(_ json: String, in folder: URL) throws {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
}

/// Collects the image warnings sent while `body` runs.
@MainActor
func warnings(_ body: () throws -> Void) rethrows -> [String] {
  final class Box: @unchecked Sendable { var messages: [String] = [] }
  let box = Box()
  let previous = ImageWarning.handler
  ImageWarning.handler = { box.messages.append($0) }
  defer { ImageWarning.handler = previous }
  try body()
  return box.messages
}
