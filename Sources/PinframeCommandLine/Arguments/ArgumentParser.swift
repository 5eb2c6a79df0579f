import PinframeSpec

/// Sorts a command's arguments by its definition: `--name value`, `--name=value`, `-n value`,
/// flags, positional arguments, and `--` after which everything is positional.
struct ArgumentParser {
  /// The command whose options are accepted.
  let definition: CommandDefinition

  /// Parses `arguments` (the words after the command's name).
  ///
  /// - Throws: ``CommandLineError`` for an unknown option (with the nearest known one
  ///   suggested), a missing or unexpected value, an option given twice, or a wrong number of
  ///   positional arguments.
  func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
    var parsed = ParsedArguments(command: definition.name)
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      if word == "--" {
        parsed.positionals += remaining
        break
      }
      guard word.hasPrefix("-"), word != "-" else {
        parsed.positionals.append(word)
        continue
      }
      try parseOption(word, rest: &remaining, into: &parsed)
    }
    if !parsed.has(OptionDefinition.help.name) { try checkCount(parsed.positionals) }
    return parsed
  }

  private func parseOption(
    _ word: String, rest: inout ArraySlice<String>, into parsed: inout ParsedArguments
  ) throws(CommandLineError) {
    let (name, inlineValue) = split(word)
    let option = try lookUp(name)
    guard parsed.values[option.name] == nil, !parsed.flags.contains(option.name) else {
      throw usage("\(option.name) is given more than once")
    }
    guard option.takesValue else {
      if inlineValue != nil { throw usage("\(option.name) is a flag and takes no value") }
      parsed.flags.insert(option.name)
      return
    }
    guard let value = inlineValue ?? rest.popFirst() else {
      throw usage("\(option.name) needs a value: \(option.synopsis)")
    }
    parsed.values[option.name] = value
  }

  /// `--name=value` as its name and value; other words as themselves and no value.
  private func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private func lookUp(_ name: String) throws(CommandLineError) -> OptionDefinition {
    let options = definition.allOptions
    if let option = options.first(where: { $0.name == name || $0.shortName == name }) {
      return option
    }
    let hint = Suggestion.hint(for: name, in: options.map(\.name))
    throw usage("unknown option '\(name)'\(hint)")
  }

  private func checkCount(_ positionals: [String]) throws(CommandLineError) {
    let range = definition.argumentCount
    guard !range.contains(positionals.count) else { return }
    if positionals.count < range.lowerBound {
      let missing = definition.arguments.map(\.name).dropFirst(positionals.count)
      throw usage("missing \(missing.isEmpty ? "arguments" : missing.joined(separator: " "))")
    }
    let extra = positionals[range.upperBound...].joined(separator: " ")
    throw usage(
      "unexpected argument\(positionals.count - range.upperBound > 1 ? "s" : "") '\(extra)'")
  }

  private func usage(_ message: String) -> CommandLineError {
    .usage(message, command: definition.name)
  }
}
