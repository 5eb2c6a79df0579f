import Foundation
import Pinframe

/// A command run as a whole process, as a user runs it: start-up, reading, writing included.
struct ProcessCommand {
  /// What the row calls the command.
  var name: String
  /// The program.
  var executable: URL
  /// Its arguments.
  var arguments: [String]

  /// Runs the command to the end, its output discarded.
  ///
  /// It is spawned and waited for directly (`posix_spawn`, `waitpid`): Foundation's
  /// `Process.waitUntilExit()` polls every 50 ms on Linux, which would round a 40 ms run up to
  /// 50 or 100 ms.
  ///
  /// - Throws: ``BenchError/commandFailed(_:status:)`` when it cannot start or exits with a
  ///   non-zero status.
  func run() throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
    }
    let words = [executable.path] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable.path, &actions, nil, &argv, environ) == 0 else {
      throw BenchError.commandFailed(name, status: -1)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    guard status == 0 else { throw BenchError.commandFailed(name, status: status) }
  }
}

/// Why a benchmark row could not be measured.
enum BenchError: Error, CustomStringConvertible {
  /// A whole-process command exited with a failure.
  case commandFailed(String, status: Int32)

  var description: String {
    switch self {
    case .commandFailed(let name, let status): "\(name) exited with status \(status)"
    }
  }
}

/// Where the whole-process rows find their programs and files.
struct ProcessBenchSetup {
  /// The package root.
  var root: URL
  /// A scratch folder for outputs.
  var scratch: URL
  /// The release `pinframe` next to this benchmark.
  var pinframe: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("pinframe")
  }
  /// The Pillow peer script.
  var pillowScript: URL { root.appendingPathComponent("Sources/Benchmarks/peers/pillow_scene.py") }
  /// The standard scene as a spec, for pinframe.
  var sceneSpec: URL { root.appendingPathComponent("Fixtures/specs/bench-scene.json") }
  /// The standard scene's own description, for the Pillow script.
  var sceneJSON: URL { root.appendingPathComponent("Fixtures/bench/scene.json") }

  /// Why the rows cannot run here (no `pinframe` binary, no Pillow), or `nil`.
  var missingPiece: String? {
    guard FileManager.default.isExecutableFile(atPath: pinframe.path) else {
      return "no pinframe binary at \(pinframe.path): run `swift build -c release` first"
    }
    let check = ProcessCommand(
      name: "python3 -c 'import PIL'", executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["python3", "-c", "import PIL"])
    guard (try? check.run()) != nil else {
      return "Pillow is not installed (`pip install pillow`): the Pillow rows are skipped"
    }
    return nil
  }

  /// `python3 pillow_scene.py <arguments>`.
  func pillow(_ arguments: [String]) -> ProcessCommand {
    ProcessCommand(
      name: "Pillow", executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["python3", pillowScript.path] + arguments)
  }

  /// `pinframe <arguments>`.
  func pinframe(_ arguments: [String]) -> ProcessCommand {
    ProcessCommand(name: "pinframe", executable: pinframe, arguments: arguments)
  }

  /// The size of a file in bytes (0 when missing).
  func size(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
  }

  /// How the pixels of two PNG files compare: "same pixels" or how many differ.
  func pixels(_ first: URL, _ second: URL) -> String {
    guard let a = try? Bitmap(pngData: Data(contentsOf: first)),
      let b = try? Bitmap(pngData: Data(contentsOf: second))
    else { return "unreadable output" }
    guard a.width == b.width, a.height == b.height else { return "different sizes" }
    let differing = stride(from: 0, to: a.pixels.count, by: 4).count { index in
      a.pixels[index..<index + 3] != b.pixels[index..<index + 3]
    }
    return differing == 0 ? "same pixels" : "\(differing) px differ"
  }
}
