import Foundation

/// Where one snapshot's reference lives: `<snapshots>/<TestFile>/<testName>.<name>.<extension>`.
public struct SnapshotLocation: Sendable, Hashable {
  /// The folder holding every reference (`Snapshots/` at the package root by default).
  public var snapshotsDirectory: URL
  /// The test file's name without `.swift`; for `pinframe test`, the spec's path below its
  /// spec root, folders joined with `/`.
  public var testFile: String
  /// The sanitised test name.
  public var testName: String
  /// The sanitised `named:` value, or the 1-based counter of the snapshot within the test.
  public var name: String
  /// The file extension: `png` for images and animations (APNG), `txt` for text; empty for
  /// none.
  public var pathExtension: String

  /// Creates a location, sanitising every component.
  public init(
    snapshotsDirectory: URL, testFile: String, testName: String, name: String,
    pathExtension: String
  ) {
    self.snapshotsDirectory = snapshotsDirectory
    self.testFile = SnapshotLocation.sanitize(
      URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent)
    self.testName = SnapshotLocation.sanitize(testName)
    self.name = SnapshotLocation.sanitize(name)
    self.pathExtension = pathExtension
  }

  /// Creates a location whose test file lies in folders below the snapshots folder
  /// (`pinframe test`'s `examples/intro` for `specs/examples/intro.json`), sanitising every
  /// component of `testPath` and every other component.
  public init(
    snapshotsDirectory: URL, testPath: [String], testName: String, name: String,
    pathExtension: String
  ) {
    self.init(
      snapshotsDirectory: snapshotsDirectory, testFile: testPath.last ?? "", testName: testName,
      name: name, pathExtension: pathExtension)
    testFile = (testPath.isEmpty ? ["_"] : testPath).map(SnapshotLocation.sanitize)
      .joined(separator: "/")
  }

  /// The reference file.
  public var referenceURL: URL {
    snapshotsDirectory.appendingPathComponent(testFile).appendingPathComponent(fileName)
  }

  /// The reference's path relative to the snapshots folder, as `CardTests/testCard.1.png`.
  public var relativePath: String { "\(testFile)/\(fileName)" }

  /// The reference's file name: `<testName>.<name>.<extension>`, without the last part when
  /// the extension is empty (a strategy with no path extension).
  public var fileName: String {
    pathExtension.isEmpty ? "\(testName).\(name)" : "\(testName).\(name).\(pathExtension)"
  }

  /// Turns a test name or `named:` value into a safe file-name component, as
  /// swift-snapshot-testing names its references.
  ///
  /// A trailing `()` is dropped (`testCard()` → `testCard`); every run of characters other
  /// than word characters (letters and marks of every script, decimal digits, `_` and the other
  /// connector punctuation) becomes one `-`, so `iPhone 8 - portrait` → `iPhone-8-portrait` and
  /// `カード` stays `カード`; leading and trailing `-` are removed, so no component can be `..` or
  /// hidden, or leave its folder. An empty result becomes `_`. Long names are cut to 120
  /// characters.
  public static func sanitize(_ text: String) -> String {
    var base = Substring(text)
    if base.hasSuffix("()") { base = base.dropLast(2) }
    var result = ""
    var lastWasDash = false
    for scalar in base.unicodeScalars {
      if isWordCharacter(scalar) {
        result.unicodeScalars.append(scalar)
        lastWasDash = false
      } else if !lastWasDash {
        result.append("-")
        lastWasDash = true
      }
    }
    let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return trimmed.isEmpty ? "_" : String(trimmed.prefix(120))
  }

  /// Whether a regular expression's `\w` matches `scalar`: a letter or mark of any script, a
  /// decimal digit, connector punctuation (`_`) or a zero-width (non-)joiner.
  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
    }
  }

  /// The package root above `file`: the nearest folder holding `Package.swift`.
  public static func packageRoot(above file: String) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) { return folder }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
