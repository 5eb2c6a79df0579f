import Foundation
import PinframeGraphics
import PinframePNG
import Synchronization

/// Decodes image data with the PNG decoder and its limits (images over the pixel limit are
/// refused before allocating); anything else gives `nil` and a warning naming `source`.
enum ImageDecoding {
  /// The image in `data`, or `nil` with a warning.
  static func decode(_ data: some ContiguousBytes, source: String) -> CGImage? {
    let isPNG = data.withUnsafeBytes { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) }
    guard isPNG else {
      ImageWarning.report("\(source): not PNG data; Pinframe decodes PNG only")
      return nil
    }
    do {
      let decoded = try PNGDecoder().decode(data, text: .none)
      return CGImage(
        width: decoded.bitmap.width, height: decoded.bitmap.height, pixels: decoded.bitmap.pixels)
    } catch {
      ImageWarning.report("\(source): \(error)")
      return nil
    }
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
