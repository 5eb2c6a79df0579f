import Foundation

/// Where a command's text goes, by kind: results on standard output, warnings, errors and
/// progress on standard error, filtered by the verbosity.
///
/// On a terminal (standard error a TTY, `NO_COLOR` unset, `TERM` not `dumb`) progress is a
/// bar redrawn in place; otherwise it is plain lines, so logs read well.
@MainActor
public final class Console {
  /// How much a command prints.
  public enum Verbosity: Sendable {
    /// Errors only.
    case quiet
    /// Results, warnings, progress and a summary.
    case normal
    /// Everything, with details.
    case verbose
  }

  /// Standard output.
  public let output: any TextSink
  /// Standard error.
  public let errors: any TextSink
  /// How much to print.
  public var verbosity: Verbosity = .normal
  /// Whether progress is drawn as a bar redrawn in place.
  public let drawsProgressBar: Bool
  /// Whether results may be coloured.
  public let usesColor: Bool
  /// The terminal's width in columns, which the progress bar fits in (80 when unknown).
  public var terminalWidth = 80
  var progress: ProgressState?

  /// A console writing to `output` and `errors`.
  ///
  /// - Parameters:
  ///   - drawsProgressBar: Whether `errors` is a terminal that can redraw a line.
  ///   - usesColor: Whether `output` is a terminal that shows colours.
  public init(
    output: any TextSink, errors: any TextSink, drawsProgressBar: Bool = false,
    usesColor: Bool = false
  ) {
    self.output = output
    self.errors = errors
    self.drawsProgressBar = drawsProgressBar
    self.usesColor = usesColor
  }

  /// The console of this process: standard output and error, with a progress bar and colours
  /// on terminals unless `NO_COLOR` is set or `TERM` is `dumb`.
  public static func standard(environment: [String: String]) -> Console {
    let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
    let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
    let plain = environment["NO_COLOR"].map { !$0.isEmpty } == true || environment["TERM"] == "dumb"
    let console = Console(
      output: output, errors: errors, drawsProgressBar: !plain && errors.isTerminal,
      usesColor: !plain && output.isTerminal)
    console.terminalWidth = errors.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
    return console
  }

  /// Prints a result line (a file written, a summary) unless quiet.
  public func print(_ line: String) {
    guard verbosity != .quiet else { return }
    write(line, to: output)
  }

  /// Prints a detail line, only when verbose.
  public func detail(_ line: String) {
    guard verbosity == .verbose else { return }
    write(line, to: output)
  }

  /// Prints a warning on standard error unless quiet.
  public func warn(_ line: String) {
    guard verbosity != .quiet else { return }
    write(line, to: errors)
  }

  /// Prints an error on standard error, whatever the verbosity.
  public func error(_ line: String) {
    write(line, to: errors)
  }

  /// Prints a result line starting with `label` in `color` (when colours are on) unless
  /// quiet.
  public func print(_ label: String, in color: TerminalColor, _ rest: String) {
    guard verbosity != .quiet else { return }
    let styled = usesColor ? "\u{1B}[\(color.rawValue)m\(label)\u{1B}[0m" : label
    write(styled, Self.terminalSafe(rest), to: output)
  }

  /// `text` with every control character other than newline and tab (ESC, BEL, CR, C1
  /// codes…) replaced by U+FFFD, as spec snippets show them: a file name or spec value can
  /// then never move the cursor, clear the screen or retitle the terminal.
  public static func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var safe = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { safe.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar) }
    return String(safe)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && scalar.properties.generalCategory == .control
  }

  func write(_ line: String, to sink: any TextSink) {
    write("", Self.terminalSafe(line), to: sink)
  }

  private func write(_ prefix: String, _ line: String, to sink: any TextSink) {
    clearProgressBar()
    sink.write(prefix + line + "\n")
    redrawProgressBar()
  }
}

/// The colours results are printed in on terminals.
public enum TerminalColor: Int, Sendable {
  /// Passed.
  case green = 32
  /// Failed.
  case red = 31
  /// Recorded or warned.
  case yellow = 33
  /// Less important text.
  case dim = 2
}

extension Console {
  /// A console that prints nothing, for work whose messages are used otherwise.
  static var silent: Console {
    let console = Console(output: TextBuffer(), errors: TextBuffer())
    console.verbosity = .quiet
    return console
  }
}
