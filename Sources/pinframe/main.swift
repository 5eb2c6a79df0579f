import Foundation
import PinframeCommandLine
import PinframeGraphics

// The `pinframe` tool: everything happens in PinframeCommandLine, so that it can be tested.
tuneMallocForFrames()
// Limits' messages speak to command-line users, who cannot set the Swift options they name.
LimitAdvice.commandLineTool = "pinframe"
let environment = ProcessInfo.processInfo.environment
let context = CommandContext(
  console: Console.standard(environment: environment), environment: environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
let status = await PinframeCLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
