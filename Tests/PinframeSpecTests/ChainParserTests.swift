import PinframeSpec
import Testing

@Suite("Chain parser")
struct ChainParserTests {
  private func value(_ text: String) throws -> ExpressionSyntax {
    let chain = try parseChain("top(\(text))")
    return try #require(chain.calls.first?.arguments.first).value
  }

  private func at(_ column: Int) -> SourcePosition {
    SourcePosition(offset: column - 1, line: 1, column: column)
  }

  @Test("a chain is a list of calls with labelled and unlabelled arguments")
  func callsAndLabels() throws {
    let chain = try parseChain("below(of: red, aligned: .center).size(100)")
    #expect(chain.receiver == .none)
    #expect(chain.calls.map(\.selector) == ["below(of:aligned:)", "size(_:)"])
    let below = chain.calls[0]
    #expect(below.position == at(1))
    #expect(below.arguments[0].label == "of")
    #expect(below.arguments[0].labelPosition == at(7))
    #expect(
      below.arguments[0].value == ExpressionSyntax(kind: .identifier("red"), position: at(11)))
    #expect(
      below.arguments[1].value
        == ExpressionSyntax(kind: .implicitMember("center"), position: at(25)))
    #expect(chain.calls[1].position == at(34))
  }

  @Test("an optional pin. or pinFrame. receiver comes first")
  func receivers() throws {
    #expect(try parseChain("pin.top()").receiver == .pin)
    #expect(try parseChain("pinFrame.top()").receiver == .pinFrame)
    #expect(try parseChain("pin.top()").calls.map(\.name) == ["top"])
  }

  @Test("whitespace and line breaks may separate any tokens; a trailing comma is allowed")
  func layout() throws {
    let chain = try parseChain("pin\n  .top( 10 ,)\n  .left(\n    5\n  )")
    #expect(chain.calls.map(\.selector) == ["top(_:)", "left(_:)"])
    #expect(chain.calls[1].position == SourcePosition(offset: 21, line: 3, column: 4))
    #expect(
      chain.calls[1].arguments[0].value.position == SourcePosition(offset: 31, line: 4, column: 5))
  }

  @Test("percent is postfix and binds tighter than prefix minus, as in Swift")
  func percentAndMinus() throws {
    let expression = try value("-10%")
    guard case .negation(let operand) = expression.kind, case .percent(let number) = operand.kind
    else {
      Issue.record("expected -(10%), got \(expression)")
      return
    }
    #expect(number.kind == .number(10))
    #expect(expression.position == at(5))
    #expect(operand.position == at(8))
  }

  @Test("* and / bind tighter than + and -, all left-associative")
  func precedence() throws {
    let expression = try value("1 - 2 * 3 - 4")
    guard case .binary(.subtract, let left, let four) = expression.kind,
      case .binary(.subtract, let one, let product) = left.kind,
      case .binary(.multiply, let two, let three) = product.kind
    else {
      Issue.record("unexpected tree \(expression)")
      return
    }
    #expect(
      [one, two, three, four].map(\.kind) == [.number(1), .number(2), .number(3), .number(4)])
    #expect(expression.position == at(15))
  }

  @Test("parentheses group without a node of their own")
  func parentheses() throws {
    let expression = try value("(1 + 2) * 3")
    guard case .binary(.multiply, let sum, _) = expression.kind else {
      Issue.record("unexpected tree \(expression)")
      return
    }
    #expect(sum.position == at(8))
  }

  @Test("member paths, function calls and arrays nest")
  func postfixForms() throws {
    let edge = try value("red.edge.bottom")
    guard case .member(let base, "bottom") = edge.kind, case .member(_, "edge") = base.kind else {
      Issue.record("unexpected tree \(edge)")
      return
    }
    #expect(edge.position == at(14))

    let visible = try value("visible([red, blue,])")
    guard case .call(let callee, let arguments) = visible.kind,
      case .array(let elements) = try #require(arguments.first).value.kind
    else {
      Issue.record("unexpected tree \(visible)")
      return
    }
    #expect(callee.kind == .identifier("visible"))
    #expect(elements.map(\.kind) == [.identifier("red"), .identifier("blue")])

    let insets = try value("UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)")
    guard case .call(_, let labelled) = insets.kind else {
      Issue.record("unexpected tree \(insets)")
      return
    }
    #expect(labelled.map(\.label) == ["top", "left", "bottom", "right"])
  }

  @Test("true and false are Boolean literals; an empty array is an array")
  func literals() throws {
    #expect(try value("true").kind == .boolean(true))
    #expect(try value("false").kind == .boolean(false))
    #expect(try value("[]").kind == .array([]))
  }
}
