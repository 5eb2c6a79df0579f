import Synchronization

/// Whom messages about limits speak to: Swift code, told which option raises a limit, or the
/// users of a command-line tool, who cannot set Swift options and are told so.
///
/// A tool sets ``commandLineTool`` once at launch (`pinframe` does); library messages then end
/// "the pinframe command line has no option that raises it" instead of naming a Swift API.
public enum LimitAdvice {
  private static let tool = Mutex<String?>(nil)

  /// The command-line tool whose users read the messages, or `nil` for Swift callers.
  public static var commandLineTool: String? {
    get { tool.withLock { $0 } }
    set { tool.withLock { $0 = newValue } }
  }

  /// The end of a limit's message: "raise `swiftOption` to `action`" for Swift callers, or
  /// that the tool has no option for it.
  ///
  /// - Parameters:
  ///   - swiftOption: The Swift API that raises the limit: `PNGDecoder.Options.pixelLimit`.
  ///   - action: What raising it allows: `decode it`.
  public static func raise(_ swiftOption: String, to action: String) -> String {
    guard let name = commandLineTool else { return "raise \(swiftOption) to \(action)" }
    return "the \(name) command line has no option that raises it"
  }
}
