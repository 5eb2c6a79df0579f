import Foundation

/// kiwisolver run through `peers/kiwi_constraints.py`, which prints the median time of its solve
/// and the sum of its solution's values.
struct KiwiPeer {
  /// The script, from the package root.
  static let scriptPath = "Sources/Benchmarks/peers/kiwi_constraints.py"

  var script: URL

  /// Why kiwisolver cannot run here, or `nil`.
  var missingPiece: String? {
    guard (try? output(["-c", "import kiwisolver"])) != nil else {
      return "kiwisolver is not installed (`pip install kiwisolver`): its row is skipped"
    }
    return nil
  }

  /// A table with kiwisolver's row as the baseline (when it runs: `arguments` given and
  /// kiwisolver installed), else `ours` alone; `sameSolution` judges kiwisolver's checksum.
  func table(
    title: String, ours: BenchmarkTable.Row, arguments: [String]?,
    sameSolution: (Double) -> Bool
  ) -> BenchmarkTable {
    guard let arguments else {
      return BenchmarkTable(
        title: title + " (kiwisolver not run: it updates every row per constraint, n²)",
        baseline: ours, rows: [])
    }
    if let missing = missingPiece {
      return BenchmarkTable(title: title + " — " + missing, baseline: ours, rows: [])
    }
    do {
      let words = try output([script.path] + arguments).split(separator: " ")
      guard words.count == 2, let seconds = Double(words[0]), let checksum = Double(words[1])
      else { throw BenchError.commandFailed("kiwi_constraints.py", status: -1) }
      let kiwi = BenchmarkTable.Row(
        name: "kiwisolver (C++)", measurement: Measurement(seconds: [seconds]),
        note: sameSolution(checksum) ? "same solution" : "DIFFERENT SOLUTION (\(checksum))")
      var mine = ours
      mine.note =
        String(format: "%.2f× kiwisolver's time, ", ours.measurement.median / seconds)
        + mine.note
      return BenchmarkTable(title: title, baseline: kiwi, rows: [mine])
    } catch {
      return BenchmarkTable(
        title: title + " — kiwisolver failed: \(error)", baseline: ours, rows: [])
    }
  }

  /// `python3 <arguments>`'s standard output, or a thrown error when it fails.
  private func output(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError.commandFailed("python3", status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// "target ≤ 1 ms met, " or "target … MISSED, " (nothing without a target).
  static func targetNote(_ measurement: Measurement, _ target: Double?) -> String {
    guard let target else { return "" }
    let limit = target >= 1e-3 ? "\(Int(target * 1e3)) ms" : "\(Int(target * 1e6)) µs"
    return "target ≤ \(limit) " + (measurement.median <= target ? "met" : "MISSED") + ", "
  }
}
