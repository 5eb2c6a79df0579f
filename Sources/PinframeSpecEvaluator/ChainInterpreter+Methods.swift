import Pinframe

// The methods that take one value of a kind, by name: the interpreter looks a call up in the
// table of its argument's kind and calls the PinLayout method of the same name.
extension ChainInterpreter {
  typealias Method<Value> = @MainActor (consuming PinLayout, Value) -> PinLayout

  /// Methods taking one number: edges, shortcuts, anchors with an offset, sizes and margins.
  static let numberMethods: [String: Method<CGFloat>] = [
    "top": { $0.top($1) }, "left": { $0.left($1) }, "bottom": { $0.bottom($1) },
    "right": { $0.right($1) }, "start": { $0.start($1) }, "end": { $0.end($1) },
    "vCenter": { $0.vCenter($1) }, "hCenter": { $0.hCenter($1) }, "all": { $0.all($1) },
    "horizontally": { $0.horizontally($1) }, "vertically": { $0.vertically($1) },
    "topLeft": { $0.topLeft($1) }, "topCenter": { $0.topCenter($1) },
    "topRight": { $0.topRight($1) }, "centerLeft": { $0.centerLeft($1) },
    "center": { $0.center($1) }, "centerRight": { $0.centerRight($1) },
    "bottomLeft": { $0.bottomLeft($1) }, "bottomCenter": { $0.bottomCenter($1) },
    "bottomRight": { $0.bottomRight($1) }, "topStart": { $0.topStart($1) },
    "topEnd": { $0.topEnd($1) }, "centerStart": { $0.centerStart($1) },
    "centerEnd": { $0.centerEnd($1) }, "bottomStart": { $0.bottomStart($1) },
    "bottomEnd": { $0.bottomEnd($1) }, "width": { $0.width($1) }, "height": { $0.height($1) },
    "size": { $0.size($1) }, "minWidth": { $0.minWidth($1) }, "maxWidth": { $0.maxWidth($1) },
    "minHeight": { $0.minHeight($1) }, "maxHeight": { $0.maxHeight($1) },
    "aspectRatio": { $0.aspectRatio($1) }, "marginTop": { $0.marginTop($1) },
    "marginLeft": { $0.marginLeft($1) }, "marginBottom": { $0.marginBottom($1) },
    "marginRight": { $0.marginRight($1) }, "marginStart": { $0.marginStart($1) },
    "marginEnd": { $0.marginEnd($1) }, "marginHorizontal": { $0.marginHorizontal($1) },
    "marginVertical": { $0.marginVertical($1) }, "margin": { $0.margin($1) },
  ]

  /// Methods taking one percent of the superview: edges, shortcuts, sizes and margins.
  static let percentMethods: [String: Method<Percent>] = [
    "top": { $0.top($1) }, "left": { $0.left($1) }, "bottom": { $0.bottom($1) },
    "right": { $0.right($1) }, "start": { $0.start($1) }, "end": { $0.end($1) },
    "vCenter": { $0.vCenter($1) }, "hCenter": { $0.hCenter($1) },
    "horizontally": { $0.horizontally($1) }, "vertically": { $0.vertically($1) },
    "width": { $0.width($1) }, "height": { $0.height($1) }, "size": { $0.size($1) },
    "minWidth": { $0.minWidth($1) }, "maxWidth": { $0.maxWidth($1) },
    "minHeight": { $0.minHeight($1) }, "maxHeight": { $0.maxHeight($1) },
    "marginTop": { $0.marginTop($1) }, "marginLeft": { $0.marginLeft($1) },
    "marginBottom": { $0.marginBottom($1) }, "marginRight": { $0.marginRight($1) },
    "marginStart": { $0.marginStart($1) }, "marginEnd": { $0.marginEnd($1) },
    "marginHorizontal": { $0.marginHorizontal($1) }, "marginVertical": { $0.marginVertical($1) },
    "margin": { $0.margin($1) },
  ]

  /// Methods taking insets: edges, shortcuts and `margin`.
  static let insetsMethods: [String: Method<EdgeInsets>] = [
    "top": { $0.top($1) }, "left": { $0.left($1) }, "bottom": { $0.bottom($1) },
    "right": { $0.right($1) }, "start": { $0.start($1) }, "end": { $0.end($1) },
    "all": { $0.all($1) }, "horizontally": { $0.horizontally($1) },
    "vertically": { $0.vertically($1) }, "margin": { $0.margin($1) },
  ]

  /// Methods pinning an edge to a vertical edge of another view: `top(to: red.edge.bottom)`.
  static let verticalEdgeMethods: [String: Method<VerticalEdge>] = [
    "top": { $0.top(to: $1) }, "vCenter": { $0.vCenter(to: $1) },
    "bottom": { $0.bottom(to: $1) },
  ]

  /// Methods pinning an edge to a horizontal edge of another view: `left(to: red.edge.right)`.
  static let horizontalEdgeMethods: [String: Method<HorizontalEdge>] = [
    "left": { $0.left(to: $1) }, "hCenter": { $0.hCenter(to: $1) },
    "right": { $0.right(to: $1) }, "start": { $0.start(to: $1) }, "end": { $0.end(to: $1) },
  ]

  /// Methods pinning a point to an anchor of another view: `topLeft(to: red.anchor.center)`.
  static let anchorMethods: [String: Method<Anchor>] = [
    "topLeft": { $0.topLeft(to: $1) }, "topCenter": { $0.topCenter(to: $1) },
    "topRight": { $0.topRight(to: $1) }, "centerLeft": { $0.centerLeft(to: $1) },
    "center": { $0.center(to: $1) }, "centerRight": { $0.centerRight(to: $1) },
    "bottomLeft": { $0.bottomLeft(to: $1) }, "bottomCenter": { $0.bottomCenter(to: $1) },
    "bottomRight": { $0.bottomRight(to: $1) }, "topStart": { $0.topStart(to: $1) },
    "topEnd": { $0.topEnd(to: $1) }, "centerStart": { $0.centerStart(to: $1) },
    "centerEnd": { $0.centerEnd(to: $1) }, "bottomStart": { $0.bottomStart(to: $1) },
    "bottomEnd": { $0.bottomEnd(to: $1) },
  ]

  /// Methods taking the size of another view: `width(of: red)`.
  static let ofViewMethods: [String: Method<View>] = [
    "width": { $0.width(of: $1) }, "height": { $0.height(of: $1) },
    "size": { $0.size(of: $1) }, "aspectRatio": { $0.aspectRatio(of: $1) },
  ]
}
