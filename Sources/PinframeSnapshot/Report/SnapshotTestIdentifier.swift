import Foundation

/// Which snapshot a report entry is about: the test file, the test and the snapshot's name.
public struct SnapshotTestIdentifier: Sendable, Hashable, Codable {
  /// The test file's name without folders or `.swift` (`CardTests`); entries group by it.
  public var file: String
  /// The test's name as the test framework spells it (`testCard()`).
  public var testName: String
  /// The snapshot's `named:` value, or its 1-based counter within the test (`1`).
  public var snapshotName: String

  /// Creates an identifier; `file` may be a path (`#filePath`), only its base name is kept.
  public init(file: String, testName: String, snapshotName: String) {
    self.file = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    self.testName = testName
    self.snapshotName = snapshotName
  }

  /// Creates the identifier of the snapshot at `location`, keeping the folders of its test
  /// file (`examples/intro` for a spec in a subfolder).
  public init(_ location: SnapshotLocation, testName: String) {
    self.init(file: "", testName: testName, snapshotName: location.name)
    file = location.testFile
  }

  /// A stable key that is safe as a file name and an HTML id: `CardTests.testCard.1`
  /// (`examples.intro.spec.image` for a test file in a folder).
  ///
  /// Each part, and each folder of ``file``, is sanitised like a reference name
  /// (``SnapshotLocation/sanitize(_:)``, which never keeps a `.`), so two snapshots share a
  /// key exactly when they share a reference file.
  public var key: String {
    let folders = file.split(separator: "/").map(String.init)
    return ((folders.isEmpty ? [""] : folders) + [testName, snapshotName])
      .map(SnapshotLocation.sanitize).joined(separator: ".")
  }
}
