import Foundation
import PinframeTestSupport
import Testing

@Suite("Installation")
struct InstallTests {
  @Test("install.sh copies pinframe into PREFIX/bin, and the copy names its renderer version")
  func installScript() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let process = Process()
    process.executableURL = packageRoot.appendingPathComponent("install.sh")
    process.environment = cleanEnvironment([
      "PREFIX": folder.path("prefix").path, "PINFRAME_BIN": pinframeExecutable.path,
    ])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let installed = folder.path("prefix/bin/pinframe").path
    #expect(text == "installed \(installed): pinframe 0.1.0 (renderer 2)\n")
    #expect(FileManager.default.isExecutableFile(atPath: installed))
    #expect(folder.files() == ["prefix/bin/pinframe"])
  }
}
