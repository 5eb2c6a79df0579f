extension HorizontalAlign {
  /// The case name, as warnings print it after a dot (`aligned: .left`).
  var name: StaticString {
    switch self {
    case .left: return "left"
    case .center: return "center"
    case .right: return "right"
    case .none: return "none"
    case .start: return "start"
    case .end: return "end"
    }
  }

  /// The name for an `aligned:` argument in warnings, `nil` for `.none` (not printed).
  var argumentName: StaticString? { self == .none ? nil : name }
}

extension VerticalAlign {
  /// The case name, as warnings print it after a dot (`aligned: .top`).
  var name: StaticString {
    switch self {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .none: return "none"
    }
  }

  /// The name for an `aligned:` argument in warnings, `nil` for `.none` (not printed).
  var argumentName: StaticString? { self == .none ? nil : name }
}

extension FitType {
  /// The case name as `sizeToFit(.width)` prints it; empty for `.content` (`sizeToFit()`).
  var name: StaticString {
    switch self {
    case .width: return "width"
    case .height: return "height"
    case .widthFlexible: return "widthFlexible"
    case .heightFlexible: return "heightFlexible"
    case .content: return ""
    }
  }

  /// Whether the fitting dimension may differ from the reference one.
  var isFlexible: Bool { self == .widthFlexible || self == .heightFlexible }
}

extension WrapType {
  /// The case name, as warnings print it after a dot.
  var name: StaticString {
    switch self {
    case .all: return "all"
    case .horizontally: return "horizontally"
    case .vertically: return "vertically"
    }
  }
}
