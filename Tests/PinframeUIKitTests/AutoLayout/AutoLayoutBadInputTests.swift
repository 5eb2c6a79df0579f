import Pinframe
import Testing

@MainActor
@Suite("Auto Layout: conflicts and illegal constraints are reported as UIKit reports them")
struct AutoLayoutBadInputTests {
  @Test("two required widths: UIKit's log lists both, and the second is broken")
  func unsatisfiable() {
    let runtime = ViewRuntime()
    runtime.printsWarnings = false
    ViewRuntime.isolated(runtime) {
      let root = phoneRoot()
      let box = constrainedView("box")
      root.addSubview(box)
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 100),
        box.widthAnchor.constraint(equalToConstant: 200),
        box.leftAnchor.constraint(equalTo: root.leftAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
      let log = runtime.warnings.joined()
      #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
      #expect(
        log.contains(
          """
          (
              "<NSLayoutConstraint UIView:box.width == 100   (active)>",
              "<NSLayoutConstraint UIView:box.width == 200   (active)>"
          )

          Will attempt to recover by breaking constraint 
          <NSLayoutConstraint UIView:box.width == 200   (active)>
          """))
    }
  }

  @Test("items with no common ancestor: UIKit's message, and the constraint stays inactive")
  func noCommonAncestor() {
    let runtime = ViewRuntime()
    runtime.printsWarnings = false
    ViewRuntime.isolated(runtime) {
      let first = constrainedView("first")
      let second = constrainedView("second")
      let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
      constraint.isActive = true
      #expect(!constraint.isActive)
      #expect(
        runtime.warnings == [
          "Unable to activate constraint with anchors \"UIView:first.leading\" and "
            + "\"UIView:second.leading\" because they have no common ancestor.  Does the "
            + "constraint or its anchors reference items in different view hierarchies?  "
            + "That's illegal."
        ])
    }
  }

  @Test("removing a view deactivates the constraints its ancestors hold on it")
  func removalDeactivates() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let box = constrainedView("box")
      root.addSubview(box)
      let constraint = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
      constraint.isActive = true
      box.removeFromSuperview()
      #expect(!constraint.isActive)
      #expect(root.constraints.isEmpty)
    }
  }
}
