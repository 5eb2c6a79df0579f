import Dispatch
import Foundation

/// Headless Chromium, found on `PATH`, for tests that look at the report in a real browser.
enum HeadlessChromium {
  /// The browser binary (`chromium` or `chromium-browser`), or `nil` when neither is installed.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for folder in folders {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Whether a browser is installed.
  static var isAvailable: Bool { path != nil }

  /// Why a screenshot could not be taken.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// Whether Chromium was stopped for running past its time.
    var timedOut = false
  }

  /// Loads `address` headlessly in a 1280×1600 window and writes a PNG screenshot to `file`.
  ///
  /// Each run gets its own profile folder, so parallel runs do not share a profile lock. Gives
  /// up after `timeout` seconds. (Headless Chromium writes no screenshot when scripts are
  /// disabled, so pages are checked without script by loading a copy without its scripts.)
  static func screenshot(of address: String, to file: URL, timeout: Int = 120) throws {
    guard let path else { throw Failure(description: "no chromium on PATH") }
    let profile = file.deletingLastPathComponent()
      .appendingPathComponent("profile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let arguments = [
      "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--force-color-profile=srgb", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--screenshot=\(file.path)", "--window-size=1280,1600",
      // Wait until every image is loaded and decoded (virtual time runs only when the page is
      // idle), so a busy machine never screenshots a half-decoded picture.
      "--run-all-compositor-stages-before-draw", "--virtual-time-budget=10000",
    ]
    try run(path, arguments: arguments + [address], timeout: timeout)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failure(description: "chromium exited without writing \(file.path)")
    }
  }

  /// Loads `address` headlessly in a `width`×1600 window, runs its scripts and returns the
  /// page's DOM as HTML, so a script in the page can write what it measured into it.
  static func dumpDOM(of address: String, width: Int = 1280, timeout: Int = 120) throws -> String {
    guard let path else { throw Failure(description: "no chromium on PATH") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: dump.path, contents: nil)
    let output = try FileHandle(forWritingTo: dump)
    defer { try? output.close() }
    let arguments = [
      "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--no-first-run",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      "--window-size=\(width),1600", "--dump-dom",
    ]
    try run(path, arguments: arguments + [address], timeout: timeout, output: output)
    return try String(contentsOf: dump, encoding: .utf8)
  }

  /// Runs Chromium; a run that does not finish within `timeout` seconds is stopped and tried
  /// once more (headless Chromium sometimes hangs on start when the machine is saturated).
  private static func run(
    _ path: String, arguments: [String], timeout: Int, output: FileHandle? = nil
  ) throws {
    do {
      try runOnce(path, arguments: arguments, timeout: timeout, output: output)
    } catch let failure as Failure where failure.timedOut {
      // The file's offset is shared with the child: truncating alone would leave it past the
      // end, and the retry's output after a gap of zero bytes.
      try output?.truncate(atOffset: 0)
      try output?.seek(toOffset: 0)
      try runOnce(path, arguments: arguments, timeout: timeout, output: output)
    }
  }

  private static func runOnce(
    _ path: String, arguments: [String], timeout: Int, output: FileHandle?
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = output ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    guard finished.wait(timeout: .now() + .seconds(timeout)) == .success else {
      process.terminate()
      throw Failure(description: "chromium did not finish within \(timeout) s", timedOut: true)
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus)")
    }
  }
}
