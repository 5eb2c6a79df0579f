import Foundation
import Pinframe
import Testing

@testable import PinframeSnapshot

@MainActor
@Suite("Record-mode messages and diff tools", .serialized)
struct RecordModeMessageTests {
  let folder = SnapshotFolder()
  let value = "hello"

  private func missing(_ body: () -> String?) throws -> String {
    let message = try #require(body())
    #expect(
      message.hasPrefix(
        "No reference was found on disk at \(folder.reference("card", "txt").path). Record mode is never ("
      ))
    return message
  }

  @Test("never from the argument says so and how to record")
  func argument() throws {
    let message = try missing { folder.verify(value, as: .lines, record: .never) }
    #expect(
      message.contains(
        "Record mode is never (passed as `record: .never` to this assertion), so nothing was "
          + "recorded. To record it, change that argument (for example `record: .missing`) or remove it."
      ))
  }

  @Test("never from a withSnapshotTesting scope says SNAPSHOT_TESTING_RECORD does not override it")
  func scope() throws {
    let message = try missing {
      withSnapshotTesting(record: .never) { folder.verify(value, as: .lines, record: nil) }
    }
    #expect(message.contains("(set by a `withSnapshotTesting(record: .never)` scope)"))
    #expect(message.contains("SNAPSHOT_TESTING_RECORD does not override it"))
  }

  @Test("an inner scope without a record mode keeps the outer scope's mode and origin")
  func nestedScope() throws {
    let message = try missing {
      withSnapshotTesting(record: .never) {
        withSnapshotTesting(diffTool: .ksdiff) { folder.verify(value, as: .lines, record: nil) }
      }
    }
    #expect(message.contains("(set by a `withSnapshotTesting(record: .never)` scope)"))
  }

  @Test("the environment and CI origins name the variable and what overrides it")
  func environment() throws {
    let configuration = SnapshotTestingConfiguration()
    let fromVariable = try SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "never"])
      .resolvedRecord(argument: nil, configuration: configuration)
    #expect(fromVariable.mode == .never)
    #expect(fromVariable.origin.source(of: .never) == "set by SNAPSHOT_TESTING_RECORD=never")
    #expect(fromVariable.origin.override.hasPrefix("Run with SNAPSHOT_TESTING_RECORD=missing"))
    let onCI = try SnapshotEnvironment(variables: ["CI": "true"])
      .resolvedRecord(argument: nil, configuration: configuration)
    #expect(onCI.mode == .never)
    #expect(
      onCI.origin.source(of: .never) == "the default when the CI environment variable is set")
    #expect(
      onCI.origin.override.contains(
        "SNAPSHOT_TESTING_RECORD=missing (which overrides the CI default)"))
    let scoped = try SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "all"])
      .resolvedRecord(argument: nil, configuration: SnapshotTestingConfiguration(record: .never))
    #expect(scoped.mode == .never)
  }

  @Test(
    "the deprecated isRecording sets a process-wide mode below scopes and above the environment")
  @available(*, deprecated)
  func isRecordingGlobal() throws {
    try ProcessSnapshotDefaults.$current.withValue(ProcessSnapshotDefaults()) {
      isRecording = true
      #expect(isRecording)
      let resolved = try SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "never"])
        .resolvedRecord(argument: nil, configuration: SnapshotTestingConfiguration())
      #expect(resolved.mode == .all)
      #expect(resolved.origin.source(of: .all) == "set by the process-wide `isRecording`")
      withSnapshotTesting(record: .never) { #expect(!isRecording) }
      record = false
      #expect(!record)
      diffTool = .ksdiff
      #expect(diffTool(currentFilePath: "a", failedFilePath: "b") == "ksdiff \"a\" \"b\"")
    }
  }

  @Test("the default diff tool prints @− and @+ file URLs and how to change the tool")
  func defaultDiffTool() {
    #expect(
      SnapshotTestingConfiguration.DiffTool.default(
        currentFilePath: "/a.png", failedFilePath: "/b.png")
          == """
          @\u{2212}
          "file:///a.png"
          @+
          "file:///b.png"

          To print a command for your diff tool instead, wrap the test in withSnapshotTesting(diffTool: .ksdiff) { … } or use the .snapshots(diffTool:) trait.
          """)
  }

  @Test("ksdiff, string literals and closures shape the failure message")
  func diffTools() throws {
    #expect(folder.verify(value, as: .lines) != nil)
    let reference = folder.reference("card", "txt").path
    let actual = folder.artifacts.appendingPathComponent("CardTests/testCard.card/actual.txt").path
    let ksdiff = try #require(
      withSnapshotTesting(diffTool: .ksdiff) { folder.verify("bye", as: .lines, record: .never) })
    #expect(ksdiff.contains("\n\nksdiff \"\(reference)\" \"\(actual)\"\n\n"))
    let literal = try #require(
      withSnapshotTesting(diffTool: "opendiff") { folder.verify("bye", as: .lines, record: .never) }
    )
    #expect(literal.contains("\n\nopendiff \(reference) \(actual)\n\n"))
    let custom = SnapshotTestingConfiguration.DiffTool { "compare \($0) with \($1)" }
    let closure = try #require(
      withSnapshotTesting(diffTool: custom) { folder.verify("bye", as: .lines, record: .never) })
    #expect(closure.contains("compare \(reference) with \(actual)"))
  }

  @Test("a Bool record argument and the nil diff tool still compile, as deprecated spellings")
  @available(*, deprecated)
  func deprecatedSpellings() throws {
    let mode: SnapshotTestingConfiguration.Record = true
    #expect(mode == .all)
    let tool: SnapshotTestingConfiguration.DiffTool = nil
    #expect(tool(currentFilePath: "a", failedFilePath: "b").hasPrefix("@\u{2212}"))
    let recording: Bool? = false
    #expect(
      withSnapshotTesting(artifactsDirectory: folder.artifacts) {
        verifySnapshot(
          of: value, as: .lines, named: "bool", record: recording,
          snapshotDirectory: folder.snapshots.path, file: "/repo/Tests/AppTests/CardTests.swift",
          testName: "testCard()")
      }?.hasPrefix("No reference was found on disk. Automatically recorded") == true)
    #expect(
      withSnapshotTesting(artifactsDirectory: folder.artifacts) {
        verifySnapshot(
          matching: value, as: .lines, named: "bool", snapshotDirectory: folder.snapshots.path,
          file: "/repo/Tests/AppTests/CardTests.swift", testName: "testCard()")
      } == nil)
  }
}
