import Pinframe
import PinframeLayout
import PinframeSpec

// The spec's enum cases as the layout engine's types.

extension PinValue.HorizontalAlign {
  /// The engine's `HorizontalAlign`.
  var layoutValue: HorizontalAlign {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .start: .start
    case .end: .end
    case .none: .none
    }
  }
}

extension PinValue.VerticalAlign {
  /// The engine's `VerticalAlign`.
  var layoutValue: VerticalAlign {
    switch self {
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    case .none: .none
    }
  }
}

extension PinValue.FitType {
  /// The engine's `FitType`.
  var layoutValue: FitType {
    switch self {
    case .width: .width
    case .height: .height
    case .widthFlexible: .widthFlexible
    case .heightFlexible: .heightFlexible
    case .content: .content
    }
  }
}

extension PinValue.WrapType {
  /// The engine's `WrapType`.
  var layoutValue: WrapType {
    switch self {
    case .all: .all
    case .horizontally: .horizontally
    case .vertically: .vertically
    }
  }
}

extension PinValue.VerticalFallback {
  /// The engine's `VerticalFallback`.
  var layoutValue: VerticalFallback {
    switch self {
    case .none: .none
    case .top: .top
    case .center: .center
    case .bottom: .bottom
    }
  }
}

extension PinValue.HorizontalFallback {
  /// The engine's `HorizontalFallback`.
  var layoutValue: HorizontalFallback {
    switch self {
    case .none: .none
    case .left: .left
    case .center: .center
    case .right: .right
    case .start: .start
    case .end: .end
    }
  }
}

extension PinValue {
  /// The engine's alignment, for a `HorizontalAlign` value.
  var horizontalAlignValue: PinframeLayout.HorizontalAlign? {
    if case .horizontalAlign(let align) = self { return align.layoutValue }
    return nil
  }

  /// The engine's alignment, for a `VerticalAlign` value.
  var verticalAlignValue: PinframeLayout.VerticalAlign? {
    if case .verticalAlign(let align) = self { return align.layoutValue }
    return nil
  }

  /// The engine's fallback line, for a `VerticalFallback` value.
  var verticalFallbackValue: PinframeLayout.VerticalFallback? {
    if case .verticalFallback(let fallback) = self { return fallback.layoutValue }
    return nil
  }

  /// The engine's fallback line, for a `HorizontalFallback` value.
  var horizontalFallbackValue: PinframeLayout.HorizontalFallback? {
    if case .horizontalFallback(let fallback) = self { return fallback.layoutValue }
    return nil
  }
}
