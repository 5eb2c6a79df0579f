import Foundation
import PinframeCommandLine

// The `pinframe` tool: everything happens in PinframeCommandLine, so that it can be tested.
tuneMallocForFrames()
let environment = ProcessInfo.processInfo.environment
let context = CommandContext(
  console: Console.standard(environment: environment), environment: environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
let status = await PinframeCLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
