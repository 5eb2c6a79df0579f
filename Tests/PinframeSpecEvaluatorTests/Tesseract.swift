import Dispatch
import Foundation

/// Tesseract OCR, found on `PATH`, for the test that reads rendered text back.
enum Tesseract {
  /// The `tesseract` binary, or `nil` when it is not installed.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/tesseract" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Whether Tesseract is installed.
  static var isAvailable: Bool { path != nil }

  /// Why an image could not be read.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The text Tesseract reads in the PNG `file` (its default page segmentation, English).
  ///
  /// Gives up after `timeout` seconds.
  static func text(in file: URL, timeout: Int = 300) throws -> String {
    guard let path else { throw Failure(description: "no tesseract on PATH") }
    let output = file.deletingPathExtension().appendingPathExtension("ocr")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // Tesseract appends .txt to the output base name.
    process.arguments = [file.path, output.path, "-l", "eng"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    guard finished.wait(timeout: .now() + .seconds(timeout)) == .success else {
      process.terminate()
      throw Failure(description: "tesseract did not finish within \(timeout) s")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "tesseract exited with status \(process.terminationStatus)")
    }
    return try String(
      contentsOf: output.appendingPathExtension("txt"), encoding: .utf8)
  }
}
