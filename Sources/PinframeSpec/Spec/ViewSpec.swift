/// One view of a spec's tree: its id, its properties, and its subviews.
public struct ViewSpec: Sendable, Hashable {
  /// The view's unique id, by which chains and animation steps name it.
  public var id: String
  /// The properties the spec sets; those left out keep UIKit's defaults.
  public var properties: ViewProperties
  /// What the view shows when it is a label (`"type": "label"`); `nil` for a plain view.
  public var label: LabelSpec?
  /// What the view shows when it is a control (`"type": "button"`, `"switch"`, `"segmented"`,
  /// `"textField"`); `nil` otherwise.
  public var control: ControlSpec?
  /// What the view shows when it is an image view (`"type": "image"`).
  public var image: ImageViewSpec?
  /// What the view sets when it is a scroll view (`"type": "scroll"`).
  public var scroll: ScrollViewSpec?
  /// The subviews, back to front.
  public var children: [ViewSpec]
  /// Where the view's object is in the spec, for messages.
  public var path: JSONPath

  /// Creates a view.
  public init(
    id: String, properties: ViewProperties, label: LabelSpec? = nil,
    control: ControlSpec? = nil, children: [ViewSpec], path: JSONPath
  ) {
    self.id = id
    self.properties = properties
    self.label = label
    self.control = control
    self.children = children
    self.path = path
  }
}
