import Testing

@testable import PinframeCommandLine

@Suite("Console output and progress")
@MainActor
struct ConsoleTests {
  @Test("on a terminal the bar is redrawn in place and cleared around printed lines")
  func progressBar() {
    let output = TextBuffer()
    let errors = TextBuffer()
    let console = Console(output: output, errors: errors, drawsProgressBar: true)
    console.startProgress(total: 2, unit: "frames", label: "a.json", plainLines: true)
    console.advanceProgress()
    console.print("done")
    console.advanceProgress()
    console.finishProgress()
    let empty = String(repeating: "░", count: 30)
    let half = String(repeating: "█", count: 15) + String(repeating: "░", count: 15)
    let full = String(repeating: "█", count: 30)
    #expect(
      errors.text
        == "\r\u{1B}[2Ka.json: \(empty) 0/2 frames" + "\r\u{1B}[2Ka.json: \(half) 1/2 frames"
        + "\r\u{1B}[2K" + "\r\u{1B}[2Ka.json: \(half) 1/2 frames"
        + "\r\u{1B}[2Ka.json: \(full) 2/2 frames" + "\r\u{1B}[2K")
    #expect(output.text == "done\n")
  }

  @Test("the bar fits the terminal: the label loses its start, then the bar narrows")
  func progressFitsTerminal() {
    let state = ProgressState(
      label: "Fixtures/specs/examples/example-animations.json: ", done: 5, total: 10,
      unit: "frames", plainLines: false)
    func bar(_ filled: Int, _ empty: Int) -> String {
      String(repeating: "█", count: filled) + String(repeating: "░", count: empty)
    }
    let estimate = "about 3 s left"
    #expect(
      state.line(width: 120, estimate: estimate)
        == "Fixtures/specs/examples/example-animations.json: \(bar(15, 15)) 5/10 frames, about 3 s left"
    )
    #expect(
      state.line(width: 80, estimate: estimate)
        == "…le-animations.json: \(bar(15, 15)) 5/10 frames, about 3 s left")
    #expect(
      state.line(width: 60, estimate: estimate)
        == "…imations.json: \(bar(7, 8)) 5/10 frames, about 3 s left")
    #expect(state.line(width: 30, estimate: estimate) == "…json: \(bar(5, 5)) 5/10 frames")
    for width in [120, 80, 60, 30] {
      #expect(state.line(width: width, estimate: estimate).count == min(width - 1, 107))
    }
  }

  @Test("a Ctrl-C while the bar is drawn ends its line; cleared, it does not")
  func interruptEndsLine() {
    let console = Console(output: TextBuffer(), errors: TextBuffer(), drawsProgressBar: true)
    console.startProgress(total: 3, unit: "frames", plainLines: true)
    #expect(OutputGuard.progressLineIsOpen)
    console.finishProgress()
    #expect(!OutputGuard.progressLineIsOpen)
  }

  @Test("verbose frames are rounded to two decimals")
  func roundedNumbers() {
    #expect(SpecLoader.number(107.666_666_7) == "107.67")
    #expect(SpecLoader.number(16) == "16")
    #expect(SpecLoader.number(0.1 + 0.2) == "0.3")
    #expect(SpecLoader.number(-0.001) == "0")
  }

  @Test("elsewhere progress is plain lines at each tenth, and nothing when quiet")
  func plainLines() {
    let errors = TextBuffer()
    let console = Console(output: TextBuffer(), errors: errors)
    console.startProgress(total: 20, unit: "frames", plainLines: true)
    for _ in 0..<20 { console.advanceProgress() }
    console.finishProgress()
    #expect(errors.text == (1...10).map { "\($0 * 2)/20 frames\n" }.joined())
    let quietErrors = TextBuffer()
    let quiet = Console(output: TextBuffer(), errors: quietErrors)
    quiet.verbosity = .quiet
    quiet.startProgress(total: 20, unit: "frames", plainLines: true)
    quiet.advanceProgress()
    quiet.warn("careful")
    quiet.error("broken")
    #expect(quietErrors.text == "broken\n")
  }

  @Test("colours only when asked for; NO_COLOR and TERM=dumb turn the bar and colours off")
  func colours() {
    let plainOutput = TextBuffer()
    Console(output: plainOutput, errors: TextBuffer()).print("PASS", in: .green, " a.json")
    #expect(plainOutput.text == "PASS a.json\n")
    let colouredOutput = TextBuffer()
    Console(output: colouredOutput, errors: TextBuffer(), usesColor: true)
      .print("PASS", in: .green, " a.json")
    #expect(colouredOutput.text == "\u{1B}[32mPASS\u{1B}[0m a.json\n")
    for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let console = Console.standard(environment: environment)
      #expect(!console.drawsProgressBar && !console.usesColor)
    }
  }
}

@Suite("Progress estimates")
struct ProgressEstimateTests {
  @Test(
    "the time left is the pace so far times what is left, from two seconds on",
    arguments: [
      (1.0, 10, 100, nil), (2.0, 0, 100, nil), (2.0, 100, 100, nil),
      (2.0, 10, 100, "about 18 s left"), (30.0, 10, 100, "about 5 min left"),
      (100.0, 1, 100, "about 2 h 45 min left"),
    ] as [(Double, Int, Int, String?)])
  func remaining(seconds: Double, done: Int, total: Int, expected: String?) {
    #expect(
      ProgressState.remaining(elapsed: .seconds(seconds), done: done, total: total) == expected)
  }
}

@MainActor
@Suite("Terminal-safe output")
struct TerminalSafeOutputTests {
  @Test("control characters in printed text become U+FFFD; newlines and tabs stay")
  func controlCharacters() {
    let output = TextBuffer()
    let errors = TextBuffer()
    let console = Console(output: output, errors: errors)
    console.print("a\u{1B}[2J\u{07}b.json\tc\nd\r\u{9B}")
    console.error("x\u{1B}]0;title\u{07}.png")
    console.print("FAIL", in: .red, " \u{1B}[31m.json")
    #expect(
      output.text == "a\u{FFFD}[2J\u{FFFD}b.json\tc\nd\u{FFFD}\u{FFFD}\nFAIL \u{FFFD}[31m.json\n")
    #expect(errors.text == "x\u{FFFD}]0;title\u{FFFD}.png\n")
  }
}
