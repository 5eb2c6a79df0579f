/// What a spec view is beyond a plain view, by its `"type"`: the UIKit view it becomes and that
/// view's own properties.
public enum ViewContent: Sendable, Hashable {
  /// A plain `UIView` (`"type": "view"`, or no type).
  case view
  /// A `UILabel` (`"type": "label"`).
  case label(LabelSpec)
  /// A `UIImageView` (`"type": "image"`).
  case image(ImageViewSpec)
  /// A `UIScrollView` (`"type": "scroll"`).
  case scroll(ScrollViewSpec)
  /// A `UIStackView` (`"type": "stack"`) whose children are its arranged subviews.
  case stack(StackViewSpec)
  /// A control: `UIButton`, `UISwitch`, `UISegmentedControl`, `UITextField`.
  case control(ControlSpec)
}
