import Foundation
import PinframeTestSupport

/// What one run of the built `pinframe` binary did.
struct PinframeRun {
  /// The exit status (128 + the signal for a killed process).
  var status: Int32
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String
}

/// The `pinframe` executable built next to the test bundle.
let pinframeExecutable: URL = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("pinframe")
  if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
  return packageRoot.appendingPathComponent(".build/debug/pinframe")
}()

/// The environment the binary runs with: no CI or record-mode variables from the caller.
func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
  let inherited = ProcessInfo.processInfo.environment
  var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
  environment.merge(extra) { $1 }
  return environment
}

/// Starts the binary with `arguments` in `directory`; output goes to files in `outputs`.
func startPinframe(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:],
  outputs: URL
) throws -> Process {
  try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
  let process = Process()
  process.executableURL = pinframeExecutable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = cleanEnvironment(environment)
  for name in ["stdout", "stderr"] {
    _ = FileManager.default.createFile(
      atPath: outputs.appendingPathComponent(name).path, contents: nil)
  }
  process.standardOutput = try FileHandle(forWritingTo: outputs.appendingPathComponent("stdout"))
  process.standardError = try FileHandle(forWritingTo: outputs.appendingPathComponent("stderr"))
  try process.run()
  return process
}

/// Runs the binary to the end and returns its status and output.
func pinframe(
  _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]
) throws -> PinframeRun {
  let outputs = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-run-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: outputs) }
  let process = try startPinframe(
    arguments, in: directory, environment: environment, outputs: outputs)
  process.waitUntilExit()
  let read = { (name: String) in
    (try? String(contentsOf: outputs.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
  let status =
    process.terminationReason == .uncaughtSignal
    ? 128 + process.terminationStatus : process.terminationStatus
  return PinframeRun(status: status, stdout: read("stdout"), stderr: read("stderr"))
}

/// A fresh folder under the temporary directory, removed by ``remove()``.
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates the folder.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the folder.
  func path(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// Writes `text` to `relative`, creating folders.
  func write(_ text: String, to relative: String) throws {
    let file = path(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Copies a fixture (a path under `Fixtures/`) to `relative`.
  func copyFixture(_ fixture: String, to relative: String) throws {
    try write(try String(contentsOf: fixtureURL(fixture), encoding: .utf8), to: relative)
  }

  /// Whether `relative` exists.
  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative).path)
  }

  /// The files below the folder, as sorted relative paths.
  func files() -> [String] {
    let base = url.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(atPath: base)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: base + "/" + next, isDirectory: &isDirectory)
      if !isDirectory.boolValue { found.append(next) }
    }
    return found.sorted()
  }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
