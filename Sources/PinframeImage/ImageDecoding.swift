import Foundation
import PinframeGraphics
import PinframePNG
import PinframeRaster
import Synchronization

/// Decodes image data with the PNG decoder and its limits (images over the pixel limit are
/// refused before allocating); anything else gives `nil` and a warning naming `source`.
enum ImageDecoding {
  /// The image in `data`, or `nil` with a warning.
  static func decode(_ data: some ContiguousBytes, source: String) -> CGImage? {
    switch decodeOrExplain(data) {
    case .success(let image):
      return image
    case .failure(let reason):
      ImageWarning.report("\(source): \(reason.text)")
      return nil
    }
  }

  /// The image in `data`, or why the decoder refused it.
  static func decodeOrExplain(_ data: some ContiguousBytes) -> Result<CGImage, DecodingFailure> {
    let isPNG = data.withUnsafeBytes { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) }
    guard isPNG else {
      return .failure(DecodingFailure(text: "not PNG data; Pinframe decodes PNG only"))
    }
    let bitmap: Bitmap
    do {
      bitmap = try PNGDecoder().decode(data, text: .none).bitmap
    } catch {
      return .failure(DecodingFailure(text: "\(error)"))
    }
    guard let image = CGImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    else {
      return .failure(DecodingFailure(text: "the decoded pixels do not fill the image's size"))
    }
    return .success(image)
  }

  /// Why data was not decoded, in the decoder's words.
  struct DecodingFailure: Error {
    let text: String
  }
}

/// Reports problems with images that cannot be thrown (UIKit-shaped initializers return `nil`):
/// through ``handler``, which prints each message once by default.
public enum ImageWarning {
  /// Receives each warning's message; the default prints it once per process.
  public static var handler: @Sendable (String) -> Void {
    get { cell.withLock { $0 } }
    set { cell.withLock { $0 = newValue } }
  }

  /// Sends `message` to ``handler``.
  static func report(_ message: String) {
    handler(message)
  }

  /// Where ``handler`` lives.
  private static let cell = Mutex<@Sendable (String) -> Void>(WarningPrinter.printOnce)
}
