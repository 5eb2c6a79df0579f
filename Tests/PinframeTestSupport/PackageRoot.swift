import Foundation

/// The package's root directory, found by walking up from this file to `Package.swift`.
public let packageRoot: URL = {
  var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
    url.deleteLastPathComponent()
  }
  return url
}()

/// The URL of a file under `Fixtures/`.
public func fixtureURL(_ relativePath: String) -> URL {
  packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
}
