import Pinframe
import PinframeSpec

extension SpecScene {
  /// Builds the root from the canvas and the view tree below it.
  func build() {
    let canvas = spec.canvas
    attachHandlers(to: root)
    if let traits = canvas.traits {
      root.traitOverrides.horizontalSizeClass = traits.horizontalSizeClass
      root.traitOverrides.verticalSizeClass = traits.verticalSizeClass
      root.traitOverrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
      root.traitOverrides.userInterfaceIdiom = traits.userInterfaceIdiom
      root.traitOverrides.layoutDirection = traits.layoutDirection
    }
    root.overrideUserInterfaceStyle = canvas.appearance
    root.frame = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    root.backgroundColor = canvas.background
    root.safeAreaInsets = canvas.safeArea
    add(spec.views, to: root)
    guard spec.usesConstraints else { return }
    // Chains place their views first, so that constraints to them start from their frames
    // rather than conflict with the zero frames of views not laid out yet.
    root.layoutIfNeeded()
    activateConstraints(spec.views, in: root)
  }

  private func add(_ specs: [ViewSpec], to parent: View) {
    for viewSpec in specs {
      let view = makeView(for: viewSpec)
      view.debugName = viewSpec.id
      attachHandlers(to: view)
      views[viewSpec.id] = view
      nodes[viewSpec.id] = SceneNode(id: viewSpec.id, view: view)
      nodeIDs[ObjectIdentifier(view)] = viewSpec.id
      apply(viewSpec.properties, to: viewSpec.id)
      if let stack = parent as? UIStackView {
        stack.addArrangedSubview(view)
      } else {
        parent.addSubview(view)
      }
      add(viewSpec.children, to: view)
    }
  }

  /// The UIKit view of `viewSpec`'s content: the one place a spec view type becomes a view
  /// (its decoding is PinframeSpec's `SpecViewType` table).
  private func makeView(for viewSpec: ViewSpec) -> View {
    switch viewSpec.content {
    case .view: View()
    case .label(let label): makeLabel(label)
    case .image(let image): makeImageView(image, path: viewSpec.path)
    case .scroll(let scroll): makeScrollView(scroll)
    case .stack(let stack): makeStackView(stack)
    case .control(let control): makeControl(control)
    }
  }

  /// A label showing what `spec` says.
  private func makeLabel(_ spec: LabelSpec) -> UILabel {
    let label = UILabel()
    label.text = spec.text
    if let font = spec.font { label.font = font }
    if let color = spec.textColor { label.textColor = color }
    if let alignment = spec.textAlignment { label.textAlignment = alignment }
    if let lines = spec.numberOfLines { label.numberOfLines = lines }
    if let mode = spec.lineBreakMode { label.lineBreakMode = mode }
    return label
  }
}

extension LayoutSpec {
  /// Whether some view of the spec has `"constraints"`.
  var usesConstraints: Bool {
    var pending = views
    while let view = pending.popLast() {
      if !view.constraints.isEmpty { return true }
      pending += view.children
    }
    return false
  }

  /// Every view id in document order: each view before its children, siblings in order.
  public var documentOrder: [String] {
    var order: [String] = []
    var pending = Array(views.reversed())
    while let view = pending.popLast() {
      order.append(view.id)
      pending += view.children.reversed()
    }
    return order
  }
}
