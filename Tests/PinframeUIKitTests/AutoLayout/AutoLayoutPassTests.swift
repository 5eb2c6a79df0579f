import Pinframe
import Testing

/// A view that logs its update-constraints and layout calls.
@MainActor
private final class LoggingView: UIView {
  var log: (String) -> Void = { _ in }
  override func updateConstraints() {
    log("\(debugName ?? "?").updateConstraints")
    super.updateConstraints()
  }
  override func layoutSubviews() {
    let frames = subviews.map { f in
      [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map { "\(Int($0))" }
        .joined(separator: " ")
    }
    log("\(debugName ?? "?").layoutSubviews \(frames.joined())")
    super.layoutSubviews()
  }
}

/// A controller that logs its calls.
@MainActor
private final class LoggingController: UIViewController {
  var log: (String) -> Void = { _ in }
  override func updateViewConstraints() {
    log("updateViewConstraints")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
}

/// A PinLayout container: its own `layoutSubviews` pins its child.
@MainActor
private final class PinnedContainer: UIView {
  let child = UIView()
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(child)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    child.pin.top(10).left(10).right(10).height(20)
  }
}

@MainActor
@Suite("Auto Layout in the layout pass: mixed with PinLayout, UIKit's order of calls")
struct AutoLayoutPassTests {
  @Test("a PinLayout view inside a constrained one, and a constrained view inside PinLayout code")
  func mixing() {
    ViewRuntime.isolated {
      let root = phoneRoot()
      let container = PinnedContainer()
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      let badge = constrainedView("badge")
      container.child.addSubview(badge)
      NSLayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        container.heightAnchor.constraint(equalToConstant: 80),
        badge.trailingAnchor.constraint(equalTo: container.child.trailingAnchor),
        badge.centerYAnchor.constraint(equalTo: container.child.centerYAnchor),
        badge.widthAnchor.constraint(equalToConstant: 12),
        badge.heightAnchor.constraint(equalToConstant: 12),
      ])
      root.layoutIfNeeded()
      #expect(container.frame == CGRect(x: 20, y: 100, width: 350, height: 80))
      #expect(container.child.frame == CGRect(x: 10, y: 10, width: 330, height: 20))
      #expect(badge.frame == CGRect(x: 318, y: 4, width: 12, height: 12))
    }
  }

  @Test(
    "updateConstraints runs subviews first, before any layout; frames are set before layoutSubviews"
  )
  func callOrder() {
    ViewRuntime.isolated {
      var log: [String] = []
      let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.debugName = "root"
      let child = LoggingView()
      child.debugName = "child"
      child.translatesAutoresizingMaskIntoConstraints = false
      root.log = { log.append($0) }
      child.log = { log.append($0) }
      root.addSubview(child)
      NSLayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
        child.widthAnchor.constraint(equalToConstant: 3),
        child.heightAnchor.constraint(equalToConstant: 4),
      ])
      root.setNeedsUpdateConstraints()
      child.setNeedsUpdateConstraints()
      root.layoutIfNeeded()
      #expect(
        log == [
          "child.updateConstraints", "root.updateConstraints",
          "root.layoutSubviews 1 2 3 4", "child.layoutSubviews ",
        ])
      #expect(!root.needsUpdateConstraints())
    }
  }

  @Test(
    "a controller: updateViewConstraints, viewWillLayoutSubviews, the layout, viewDidLayoutSubviews"
  )
  func controllerOrder() {
    ViewRuntime.isolated {
      var log: [String] = []
      let controller = LoggingController()
      controller.log = { log.append($0) }
      let view = controller.view!
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let child = constrainedView("child")
      view.addSubview(child)
      child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
      view.setNeedsUpdateConstraints()
      log.removeAll()
      view.layoutIfNeeded()
      #expect(log == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
      #expect(child.frame.width == 50)
    }
  }

  @Test("a constant changed in UIView.animate, then layoutIfNeeded, animates the frame")
  func animatedConstant() throws {
    try ViewRuntime.isolated {
      let root = phoneRoot()
      let box = constrainedView("box")
      root.addSubview(box)
      let left = box.leftAnchor.constraint(equalTo: root.leftAnchor)
      NSLayoutConstraint.activate([
        left, box.topAnchor.constraint(equalTo: root.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      let clock = AnimationClock.current
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
        left.constant = 100
        root.layoutIfNeeded()
      }
      #expect(box.frame.minX == 100)
      try clock.advance(to: 0.5)
      #expect(clock.presentationValues(of: box).frame.minX == 50)
    }
  }
}
