import Foundation
import Pinframe
import PinframeSnapshot
import Testing

/// A card that lays out its badge in the top-right corner, whatever its size.
private final class Card: UIView {
  let badge = UIView()
  var layouts = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    badge.backgroundColor = .systemRed
    addSubview(badge)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    badge.pin.top(2).right(2).size(4)
  }
}

/// A view that pins its dot 2.2 points from the top: PinLayout rounds that to the display's
/// pixels (2 at scale 1, 2⅓ at scale 3).
private final class OffsetDot: UIView {
  let dot = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(dot)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    dot.pin.top(2.2).left().size(4)
  }
}

/// A controller whose view lays out a header against the safe area.
private final class ScreenController: UIViewController {
  let header = UIView()
  var appeared = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    header.backgroundColor = .systemBlue
    view.addSubview(header)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared += 1
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    header.pin.top(view.pin.safeArea).horizontally().height(10)
  }
}

@MainActor
@Suite("View, controller and layer strategies")
struct ViewStrategyTests {
  let folder = SnapshotFolder()

  private func decodedReference(_ name: String = "card") throws -> PNGImage {
    try PNGDecoder().decode(try Data(contentsOf: folder.reference(name)))
  }

  @Test(".image(precision:perceptualPrecision:size:traits:) renders at the size, then restores it")
  func imageWithSize() throws {
    let card = Card(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
    let strategy = Snapshotting<UIView, Bitmap>.image(
      precision: 1, perceptualPrecision: 1, size: CGSize(width: 30, height: 12),
      traits: UITraitCollection(displayScale: 2))
    #expect(folder.verify(card, as: strategy) != nil)
    let reference = try decodedReference()
    #expect(reference.bitmap.size == PixelSize(width: 60, height: 24))
    #expect(reference.bitmap[50, 4] == Color.systemRed.rgba8)
    #expect(reference.text["pinframe.scale"] == "2")
    #expect(card.frame == CGRect(x: 5, y: 5, width: 20, height: 10))
    #expect(card.traitCollection.displayScale != 2 || ViewRuntime.current.scale == 2)
  }

  @Test(".image(on:) lays the view out full screen on the device, at its scale")
  func imageOnDevice() throws {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(folder.verify(card, as: .image(on: .iPhoneSe)) != nil)
    let reference = try decodedReference()
    #expect(reference.bitmap.size == PixelSize(width: 640, height: 1136))
    #expect(reference.bitmap[630, 6] == Color.systemRed.rgba8)
    #expect(card.superview == nil)
    #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(folder.verify(card, as: .image(on: .iPhoneSe), record: .never) == nil)
  }

  @Test("drawHierarchyInKeyWindow is accepted and draws the same pixels")
  func drawHierarchy() throws {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(folder.verify(card, as: .image(scale: 1)) != nil)
    let strategy = Snapshotting<UIView, Bitmap>.image(drawHierarchyInKeyWindow: true, scale: 1)
    #expect(folder.verify(card, as: strategy, record: .never) == nil)
  }

  @Test("a controller is shown on the device: loaded, appeared, laid out with the safe area")
  func controllerOnDevice() throws {
    let controller = ScreenController()
    #expect(folder.verify(controller, as: .image(on: .iPhone13, scale: 1)) != nil)
    let reference = try decodedReference()
    #expect(reference.bitmap.size == PixelSize(width: 390, height: 844))
    #expect(reference.bitmap[10, 46] == Color.white.rgba8)
    #expect(reference.bitmap[10, 47] == Color.systemBlue.rgba8)
    #expect(controller.appeared == 1)
    #expect(!controller.isShown)
  }

  @Test("a controller without a device takes the size it is given")
  func controllerWithSize() throws {
    let controller = ScreenController()
    let strategy = Snapshotting<UIViewController, Bitmap>.image(
      size: CGSize(width: 50, height: 30), scale: 1)
    #expect(folder.verify(controller, as: strategy) != nil)
    let reference = try decodedReference()
    #expect(reference.bitmap.size == PixelSize(width: 50, height: 30))
    #expect(reference.bitmap[5, 5] == Color.systemBlue.rgba8)
  }

  @Test("a view's layer renders as the view does")
  func layer() throws {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(folder.verify(card, as: .image(scale: 2)) != nil)
    let layerImage = Snapshotting<CALayer, Bitmap>.image(traits: UITraitCollection(displayScale: 2))
    #expect(folder.verify(card.layer, as: layerImage, record: .never) == nil)
    #expect(folder.verify(card.layer, as: .image(scale: 1), record: .never) != nil)
  }

  @Test(".recursiveDescription lays the view out and prints UIKit's format")
  func recursiveDescription() throws {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 20.5, height: 10))
    card.badge.alpha = 0.5
    card.tag = 7
    #expect(folder.verify(card, as: .recursiveDescription) != nil)
    #expect(
      try folder.text() == """
        <Card; frame = (0 0; 20.5 10); tag = 7; backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1; layer = <CALayer>>
           | <UIView; frame = (15 2; 4 4); alpha = 0.5; backgroundColor = UIExtendedSRGBColorSpace 1 0.231373 0.188235 1; layer = <CALayer>>
        """)
  }

  @Test(".recursiveDescription(on:) and a controller's describe the view on the device")
  func recursiveDescriptionOnDevice() throws {
    let card = Card(frame: .zero)
    #expect(folder.verify(card, as: .recursiveDescription(on: .iPhoneSe), named: "view") != nil)
    #expect(try folder.text("view").hasPrefix("<Card; frame = (0 0; 320 568);"))
    #expect(try folder.text("view").contains("| <UIView; frame = (314 2; 4 4);"))
    let sized = Snapshotting<UIView, String>.recursiveDescription(
      size: CGSize(width: 40, height: 40))
    #expect(folder.verify(card, as: sized, named: "sized") != nil)
    #expect(try folder.text("sized").contains("| <UIView; frame = (34 2; 4 4);"))
    let controller = ScreenController()
    let described = Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone13)
    #expect(folder.verify(controller, as: described, named: "controller") != nil)
    #expect(
      try folder.text("controller")
        == """
        <UIView; frame = (0 0; 390 844); backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1; layer = <CALayer>>
           | <UIView; frame = (0 47; 390 10); backgroundColor = UIExtendedSRGBColorSpace 0 0.478431 1 1; layer = <CALayer>>
        """)
  }

  @Test(
    ".image(on:) and .recursiveDescription(on:) lay out at the device's scale, as its simulator")
  func deviceScaleForLayout() throws {
    try ViewRuntime.isolated(ViewRuntime(scale: 1)) { () throws in
      let view = OffsetDot(frame: .zero)
      #expect(folder.verify(view, as: .recursiveDescription(on: .iPhone13)) != nil)
      #expect(try folder.text().contains("| <UIView; frame = (0 2.33333; 4 4);"))
      #expect(ViewRuntime.current.scale == 1)
      view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      view.layoutIfNeeded()
      #expect(view.dot.frame.minY == 2)
    }
  }

  @Test(".hierarchy prints the controller tree in UIKit's _printHierarchy format")
  func hierarchy() throws {
    let parent = ScreenController()
    let child = UIViewController()
    parent.addChild(child)
    let detached = UIViewController()
    _ = detached.view
    parent.addChild(detached)
    #expect(folder.verify(parent, as: .hierarchy) != nil)
    #expect(
      try folder.text() == """
        <ScreenController>, state: appeared, view: <UIView>
           | <UIViewController>, state: appeared, view: (view not loaded)
           | <UIViewController>, state: appeared, view: <UIView> not in the window
        """)
    #expect(!parent.isShown)
  }

  @Test(".recursiveDescription prints contentAttributes, transforms, flags and %g numbers")
  func recursiveDescriptionDetails() {
    final class Label: UIView {
      override var contentAttributes: [(name: String, value: String)] {
        [(name: "text", value: "'Hello'")]
      }
    }
    let label = Label(frame: CGRect(x: 1.0 / 3, y: 0, width: 161.33333, height: 7.333333))
    label.transform = CGAffineTransform(scaleX: 2, y: 2)
    label.clipsToBounds = true
    label.isHidden = true
    label.isOpaque = false
    label.isUserInteractionEnabled = false
    #expect(
      RecursiveDescription.text(of: label)
        == "<Label; frame = (-80.3333 -3.66667; 322.667 14.6667); transform = [2, 0, 0, 2, 0, 0]; "
        + "text = 'Hello'; clipsToBounds = YES; hidden = YES; opaque = NO; "
        + "userInteractionEnabled = NO; layer = <CALayer>>")
  }

  @Test(".frames lays the view out before dumping, as .image does")
  func framesLayOutFirst() throws {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(folder.verify(card, as: .frames) != nil)
    #expect(try folder.text().contains("(14, 2, 4, 4)"))
    #expect(card.layouts == 1)
  }

  @Test(".wait(for:on:) advances the virtual clock, so the animation has ended")
  func wait() throws {
    try ViewRuntime.isolated {
      let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
      card.layoutIfNeeded()
      UIView.animate(withDuration: 1) { card.badge.alpha = 0 }
      let start = AnimationClock.current.time
      #expect(folder.verify(card, as: .wait(for: 2, on: .recursiveDescription)) != nil)
      #expect(AnimationClock.current.time == start + 2)
      #expect(AnimationClock.current.isIdle)
      let recorded = try folder.text()
      #expect(recorded.contains("alpha = 0;"))
      let negative = Snapshotting<UIView, String>.wait(for: -1, on: .recursiveDescription)
      #expect(
        folder.verify(card, as: negative, named: "negative")
          == "Could not take the snapshot: wait(for: -1.0, on:) needs a duration of 0 seconds or more"
      )
    }
  }
}
