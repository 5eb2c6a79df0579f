/// One view of a spec's tree: its id, its properties, and its subviews.
public struct ViewSpec: Sendable, Hashable {
  /// The view's unique id, by which chains and animation steps name it.
  public var id: String
  /// The properties the spec sets; those left out keep UIKit's defaults.
  public var properties: ViewProperties
  /// What the view is beyond a plain view: a label, an image view, a scroll view, a control.
  public var content: ViewContent
  /// The Auto Layout constraints that place the view, in place of a chain (`"constraints"`).
  public var constraints: [LayoutConstraintSpec] = []
  /// The subviews, back to front.
  public var children: [ViewSpec]
  /// Where the view's object is in the spec, for messages.
  public var path: JSONPath

  /// Creates a view.
  public init(
    id: String, properties: ViewProperties, content: ViewContent = .view, children: [ViewSpec],
    path: JSONPath
  ) {
    self.id = id
    self.properties = properties
    self.content = content
    self.children = children
    self.path = path
  }

  /// What the view shows when it is a label (`"type": "label"`); `nil` otherwise.
  public var label: LabelSpec? {
    if case .label(let label) = content { label } else { nil }
  }

  /// What the view shows when it is a control; `nil` otherwise.
  public var control: ControlSpec? {
    if case .control(let control) = content { control } else { nil }
  }

  /// What the view shows when it is an image view (`"type": "image"`); `nil` otherwise.
  public var image: ImageViewSpec? {
    if case .image(let image) = content { image } else { nil }
  }

  /// What the view sets when it is a scroll view (`"type": "scroll"`); `nil` otherwise.
  public var scroll: ScrollViewSpec? {
    if case .scroll(let scroll) = content { scroll } else { nil }
  }
}
