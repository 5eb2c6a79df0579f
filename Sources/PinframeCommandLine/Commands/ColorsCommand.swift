import Foundation
import Pinframe

/// `pinframe colors`: every colour name a spec accepts, with its light and dark values.
struct ColorsCommand: Command {
  static let definition = CommandDefinition(
    name: "colors", summary: "List the colour names specs accept, with their values.",
    usage: ["colors [--quiet | --verbose]"], arguments: [], argumentCount: 0...0,
    options: [.quiet, .verbose],
    discussion: """
      One line per name: the name, its value in the light appearance and in the dark one, as
      #RRGGBB or #RRGGBBAA (8-bit sRGB, as drawn). The fixed colours come first, then the
      system colours, then the semantic ones, each group in name order. A spec takes any of
      these names (or a hex colour) wherever it takes a colour; the canvas's "appearance"
      picks the column.
      """)

  let context: CommandContext

  init(arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    try context.applyVerbosity(arguments)
    self.context = context
  }

  func run() async throws -> ExitCode {
    let rows = Self.rows()
    let width = (rows.map(\.name.count).max() ?? 0) + 2
    let pad = { (text: String, count: Int) in
      text + String(repeating: " ", count: max(count - text.count, 1))
    }
    context.console.print(pad("colour", width) + pad("light", 11) + "dark")
    for row in rows {
      context.console.print(pad(row.name, width) + pad(row.light, 11) + row.dark)
    }
    return .success
  }

  /// Every named colour with its light and dark values: fixed, then system, then semantic.
  static func rows() -> [(name: String, light: String, dark: String)] {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let rows = UIColor.named.map { name, color in
      (
        name: name, light: color.resolvedValue(with: light).hexString,
        dark: color.resolvedValue(with: dark).hexString
      )
    }
    func group(_ row: (name: String, light: String, dark: String)) -> Int {
      if row.name.hasPrefix("system") && !row.name.hasSuffix("Background")
        && !row.name.hasSuffix("Fill")
      {
        return 1
      }
      return row.light == row.dark && !row.name.hasPrefix("system") ? 0 : 2
    }
    return rows.sorted { (group($0), $0.name) < (group($1), $1.name) }
  }
}
