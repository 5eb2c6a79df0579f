import Foundation
import PinframeGraphics
import PinframeSpec
import PinframeTestSupport
import Testing

@Suite("Spec fixtures")
struct FixtureTests {
  /// The names of the invalid fixtures, without `.json`.
  static let invalidNames: [String] = {
    let directory = fixtureURL("specs/invalid").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  private func decode(_ name: String) throws -> LayoutSpec {
    try LayoutSpec(
      contentsOf: fixtureURL("specs/\(name).json"), file: "Fixtures/specs/\(name).json")
  }

  @Test("there is an invalid fixture for every error class")
  func invalidFixturesExist() {
    #expect(Self.invalidNames.count >= 30)
  }

  @Test(
    "each invalid fixture fails with exactly the message in its .expected.txt",
    arguments: invalidNames)
  func invalidFixture(name: String) throws {
    let expected = try String(
      contentsOf: fixtureURL("specs/invalid/\(name).expected.txt"), encoding: .utf8)
    let file = "Fixtures/specs/invalid/\(name).json"
    #expect(throws: SpecError.self) {
      try LayoutSpec(contentsOf: fixtureURL("specs/invalid/\(name).json"), file: file)
    }
    do {
      _ = try LayoutSpec(contentsOf: fixtureURL("specs/invalid/\(name).json"), file: file)
    } catch {
      #expect(error.description + "\n" == expected)
    }
  }

  @Test("the card fixture: a card with five children laid out by chains")
  func card() throws {
    let spec = try decode("card")
    #expect(
      spec.canvas
        == CanvasSpec(
          width: 390, height: 260, scale: 2, background: .systemGroupedBackground,
          safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
    #expect(spec.layoutOrder == ["card", "avatar", "title", "subtitle", "button", "badge"])
    let card = try #require(spec.views.first)
    #expect(
      card.properties.pin?.calls.map(\.signature.selector) == [
        "top(_:)", "horizontally(_:)", "height(_:)",
      ])
    #expect(
      card.properties.pin?.calls.first?.arguments == [
        .insets(PinValue.Insets(source: .safeArea(.superview)))
      ])
    #expect(
      card.children.last?.properties.pin?.calls.first?.arguments == [
        .anchor(view: "avatar", .topRight)
      ])
  }

  @Test("the fallback fixture: three 100-point views chained with topIfNotBelow(of: visible(...))")
  func fallback() throws {
    let spec = try decode("fallback")
    let green = try #require(spec.views.last?.properties.pin)
    #expect(
      green.text
        == "topIfNotBelow(of: visible([red, blue]), aligned: .center).size(100).marginTop(12)")
    #expect(
      green.calls.map(\.arguments) == [
        [
          .views(PinValue.ViewList(ids: ["red", "blue"], visibleOnly: true)),
          .horizontalAlign(.center),
        ],
        [.number(100)], [.number(12)],
      ])
    let steps = try #require(spec.animation?.steps)
    #expect(steps.map { $0.changes.map(\.id) } == [["red"], ["blue"], ["red", "blue"]])
    #expect(steps.map(\.timing) == [.curve(.easeInOut), .curve(.easeInOut), .curve(.easeOut)])
  }

  @Test("the dock fixture: a 150-point square toggled left and right in two 0.3 s steps")
  func dock() throws {
    let spec = try decode("dock")
    #expect(spec.views.first?.properties.pin?.text == "top().left().size(150)")
    let steps = try #require(spec.animation?.steps)
    #expect(steps.map(\.duration) == [0.3, 0.3])
    #expect(
      steps.map { $0.changes.first?.properties.pin?.text } == [
        "top().right().size(150)", "top().left().size(150)",
      ])
  }

  @Test("the edges fixture: pinFrame, edges, anchors, insets, arithmetic and a spring")
  func edges() throws {
    let spec = try decode("edges")
    #expect(spec.views.first?.properties.pin?.usesFrame == true)
    let content = try #require(spec.views.last?.properties.pin)
    #expect(content.calls.map(\.arguments).first == [.edge(view: "header", .bottom)])
    #expect(content.calls[2].arguments == [.number(18)])
    #expect(spec.animation?.steps.first?.timing == .spring(damping: 0.5, velocity: 0.2))
  }
}
