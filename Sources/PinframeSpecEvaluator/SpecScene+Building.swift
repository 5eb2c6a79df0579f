import Pinframe
import PinframeSpec

extension SpecScene {
  /// Builds the root from the canvas and the view tree below it.
  func build() {
    let canvas = spec.canvas
    root.scene = self
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
  }

  private func add(_ specs: [ViewSpec], to parent: View) {
    for viewSpec in specs {
      let view = makeNode(for: viewSpec)
      view.scene = self
      view.apply(viewSpec.properties)
      views[viewSpec.id] = view
      nodes[viewSpec.id] = view
      parent.addSubview(view)
      add(viewSpec.children, to: view)
    }
  }
}

extension LayoutSpec {
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
