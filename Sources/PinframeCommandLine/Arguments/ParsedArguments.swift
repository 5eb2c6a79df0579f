import Foundation

/// The arguments of one command line, sorted into positional arguments, option values and
/// flags, each option under its long name.
public struct ParsedArguments: Sendable, Hashable {
  /// The command the arguments are for, for messages.
  public var command: String
  /// The positional arguments, in order.
  public var positionals: [String] = []
  /// The value of each option given, by long name.
  public var values: [String: String] = [:]
  /// The flags given, by long name.
  public var flags: Set<String> = []

  /// Whether the flag `name` was given.
  public func has(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of option `name`, if given.
  public func value(_ name: String) -> String? {
    values[name]
  }

  /// The value of option `name` as an integer in `range`, if given.
  ///
  /// - Throws: ``CommandLineError`` for a value that is no integer or is out of range.
  public func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw .usage(
        "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
        command: command)
    }
    return number
  }

  /// The value of option `name` as a number in `range`, if given.
  ///
  /// - Throws: ``CommandLineError`` for a value that is no number or is out of range.
  public func number(_ name: String, in range: ClosedRange<Double>) throws(CommandLineError)
    -> Double?
  {
    guard let text = values[name] else { return nil }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw .usage(
        "\(name) expects a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got '\(text)'",
        command: command)
    }
    return number
  }

  /// The value of option `name` as a file URL, resolved against `directory`, if given.
  public func url(_ name: String, relativeTo directory: URL) -> URL? {
    values[name].map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL }
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
