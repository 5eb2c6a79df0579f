import Dispatch
import Foundation
import PinframeFiles

/// Keeps outputs whole when a run is interrupted: on SIGINT or SIGTERM the temporary files this
/// process was writing in the output folders are removed before it exits (and a progress bar's
/// line is ended), and temporary files that killed runs left behind are removed when a run
/// starts.
///
/// Every output is written through `AtomicFileWriter`, so an output file is either the old one
/// or the new complete one; this removes the hidden temporary files as well.
enum OutputGuard {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  private static let lock = NSLock()
  /// The watched folders, each with whether its subfolders are watched too.
  nonisolated(unsafe) private static var directories: [URL: Bool] = [:]

  /// Watches `folders` (created when missing) for this run, after removing what dead runs left.
  ///
  /// - Parameter recursive: Whether the folders' subfolders are watched too: true for folders
  ///   that Pinframe owns and fills with subfolders (Snapshots, the artifacts), false for a
  ///   folder that merely holds an output (which may be the project's root).
  static func protect(_ folders: [URL], recursive: Bool = false) {
    lock.withLock {
      for folder in folders {
        AtomicFileWriter.removeStaleTemporaryFiles(in: folder, recursive: recursive)
        let key = folder.standardizedFileURL
        directories[key] = (directories[key] ?? false) || recursive
      }
      if sources.isEmpty { installHandlers() }
    }
  }

  private static func installHandlers() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { interrupted(by: signalNumber) }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a progress bar is on the terminal's last line, so an interruption ends that
  /// line before the shell's prompt.
  static var progressLineIsOpen: Bool { lock.withLock { lineIsOpen } }
  nonisolated(unsafe) private static var lineIsOpen = false
  nonisolated(unsafe) private static var isInterrupted = false

  /// Runs `write`, which draws or clears the progress bar, unless an interruption has ended
  /// its line (so no bar follows that newline), and notes whether it left the line `open`.
  static func writeProgressLine(leavingOpen open: Bool, _ write: () -> Void) {
    lock.withLock {
      guard !isInterrupted else { return }
      write()
      lineIsOpen = open
    }
  }

  private static func interrupted(by signalNumber: Int32) {
    let lineWasOpen = lock.withLock {
      isInterrupted = true
      return lineIsOpen
    }
    if lineWasOpen { FileDescriptorSink(descriptor: STDERR_FILENO).write("\n") }
    let folders = lock.withLock { directories }
    for (folder, recursive) in folders {
      AtomicFileWriter.removeTemporaryFiles(in: folder, recursive: recursive)
    }
    _exit(128 + signalNumber)
  }
}
