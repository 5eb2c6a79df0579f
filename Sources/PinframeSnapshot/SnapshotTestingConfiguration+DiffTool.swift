extension SnapshotTestingConfiguration {
  /// The diff command a failure message prints, built from the reference's path and the failed
  /// snapshot's path, as swift-snapshot-testing's `DiffTool`.
  ///
  /// ```swift
  /// extension SnapshotTestingConfiguration.DiffTool {
  ///   static let compare = Self { "compare \"\($0)\" \"\($1)\" png:- | display" }
  /// }
  /// ```
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// A tool that builds its text from both paths.
    ///
    /// - Parameter tool: Makes the text from the reference's path and the failed snapshot's.
    public init(
      _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
    ) {
      self.tool = tool
    }

    /// A command followed by both paths: `"opendiff"` prints `opendiff <reference> <failed>`.
    public init(stringLiteral value: String) {
      self.tool = { "\(value) \($0) \($1)" }
    }

    /// Kaleidoscope's command: `ksdiff "<reference>" "<failed>"`.
    public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

    /// Both files as `file://` URLs after `@−` (the reference) and `@+` (the failed snapshot),
    /// and how to print a command for a diff tool instead.
    public static let `default` = DiffTool {
      """
      @\u{2212}
      "file://\($0)"
      @+
      "file://\($1)"

      To print a command for your diff tool instead, wrap the test in \
      withSnapshotTesting(diffTool: .ksdiff) { … } or use the .snapshots(diffTool:) trait.
      """
    }

    /// Both files as `file://` URLs after `@−` and `@+`, without the advice of ``default``
    /// (which names Swift calls): what `pinframe test` prints.
    public static let fileURLs = DiffTool {
      """
      @\u{2212}
      "file://\($0)"
      @+
      "file://\($1)"
      """
    }

    /// The text for a reference and a failed snapshot.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      tool(currentFilePath, failedFilePath)
    }
  }
}
