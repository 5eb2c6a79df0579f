import Foundation

/// A run that wrote to a report: the command it ran and when it started, so the page says
/// which runs its entries (or its "no failures") come from.
public struct ReportRun: Sendable, Hashable, Codable {
  /// The command line, its program named without its folder: `pinframe test specs`.
  public var command: String
  /// When the run joined the report.
  public var started: Date

  /// Creates a run.
  public init(command: String, started: Date) {
    self.command = command
    self.started = started
  }

  /// The run of `arguments` (a process's arguments), starting now.
  public init(arguments: [String]) {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    let words = (program.map { [$0] } ?? []) + arguments.dropFirst()
    self.init(command: words.joined(separator: " "), started: Date())
  }

  /// The start time in UTC, as the page shows it: `2025-06-01 09:30:05 UTC`.
  public var startedText: String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: started) + " UTC"
  }
}
