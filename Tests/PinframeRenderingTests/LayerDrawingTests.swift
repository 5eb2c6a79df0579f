import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Layer drawing: shadows, masked corners, corner curves, zPosition, group opacity")
struct LayerDrawingTests {
  private static let scale2 = CGAffineTransform(scaleX: 2, y: 2)

  /// A 20 × 10 card at (10, 10) in a 40 × 30 root, with a shadow.
  private static func card(background: Color? = .white) -> (root: View, card: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let card = View(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    card.backgroundColor = background.map(UIColor.init(cgColor:))
    card.layer.shadowOpacity = 0.5
    root.addSubview(card)
    return (root, card)
  }

  private static let cardTransform = CGAffineTransform(translationX: 10, y: 10)
  private static let cardShape = Shape(
    rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: cardTransform)
  private static let cardShadow = Shadow(
    color: Color(white: 0, alpha: 0.5), offset: CGSize(width: 0, height: -3), radius: 3,
    transform: cardTransform)

  @Test("the defaults are Core Animation's")
  func defaults() {
    let layer = View().layer
    #expect(layer.shadowColor == .black)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowPath == nil)
    #expect(layer.maskedCorners == CACornerMask.allCorners)
    #expect(layer.maskedCorners.rawValue == 15)
    #expect(layer.cornerCurve == CALayerCornerCurve.circular)
    #expect(layer.zPosition == 0)
  }

  @Test("an opaque card without subviews casts its outline's shadow, below its background")
  func outlineShadow() throws {
    let (root, _) = Self.card()
    #expect(
      try DisplayList(view: root, scale: 1).commands == [
        .shadow([Self.cardShape], Self.cardShadow), .fill(Self.cardShape, .white),
      ])
  }

  @Test("a shadow path casts its shadow, in the layer's space")
  func pathShadow() throws {
    let (root, card) = Self.card(background: nil)
    card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath
    let oval = Shape(
      rect: CGRect(x: 0, y: 0, width: 20, height: 10),
      cornerRadii: CornerRadii(
        topLeft: CGSize(width: 10, height: 5), topRight: CGSize(width: 10, height: 5),
        bottomLeft: CGSize(width: 10, height: 5), bottomRight: CGSize(width: 10, height: 5)),
      transform: Self.cardTransform.concatenating(Self.scale2))
    var shadow = Self.cardShadow
    shadow.transform = Self.cardTransform.concatenating(Self.scale2)
    #expect(try DisplayList(view: root, scale: 2).commands == [.shadow([oval], shadow)])
  }

  @Test("a clear card casts the shadow of what its subviews draw")
  func contentShadow() throws {
    let (root, card) = Self.card(background: nil)
    let dot = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
    dot.backgroundColor = .red
    card.addSubview(dot)
    let dotShape = Shape(
      rect: CGRect(x: 0, y: 0, width: 4, height: 4),
      transform: CGAffineTransform(translationX: 2, y: 2).concatenating(Self.cardTransform))
    #expect(
      try DisplayList(view: root, scale: 1).commands == [
        .beginShadow(Self.cardShadow), .fill(dotShape, .red), .endShadow,
      ])
  }

  @Test("pixels: a clear card's shadow follows its subview, offset by 3 points right")
  func contentShadowPixels() throws {
    let (root, card) = Self.card(background: nil)
    root.backgroundColor = .white
    card.layer.shadowOpacity = 1
    card.layer.shadowRadius = 0
    card.layer.shadowOffset = CGSize(width: 3, height: 0)
    let dot = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
    dot.backgroundColor = .red
    card.addSubview(dot)
    let bitmap = try root.renderImage(scale: 1)
    let row = (10..<22).map { bitmap[$0, 13] }
    let (white, red, black) = (
      RGBA8.rgba(255, 255, 255), RGBA8.rgba(255, 0, 0), RGBA8.rgba(0, 0, 0)
    )
    #expect(row == [white, white, red, red, red, red, black, black, black, white, white, white])
    #expect(bitmap[13, 11] == white)
  }

  @Test("clipsToBounds clips the view's own shadow to its outline, as Core Animation")
  func clippedShadow() throws {
    let (root, card) = Self.card()
    card.clipsToBounds = true
    var shadow = Self.cardShadow
    shadow.clip = Self.cardShape
    #expect(
      try DisplayList(view: root, scale: 1).commands == [
        .shadow([Self.cardShape], shadow), .fill(Self.cardShape, .white),
      ])
    root.backgroundColor = .white
    card.layer.shadowOpacity = 1
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[15, 8] == .rgba(255, 255, 255))
    #expect(bitmap[15, 12] == .rgba(255, 255, 255))
  }

  @Test("masked corners and the corner curve shape the background, border and clip")
  func maskedCorners() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .blue
    view.clipsToBounds = true
    view.layer.cornerRadius = 30
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.layer.cornerCurve = .continuous
    view.layer.borderWidth = 1
    view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
    view.subviews[0].backgroundColor = .red
    let shape = Shape(
      rect: CGRect(x: 0, y: 0, width: 20, height: 10),
      cornerRadii: CornerRadii(5, at: [.topLeft, .topRight]), cornerCurve: .continuous)
    #expect(
      try DisplayList(view: view, scale: 1).commands == [
        .fill(shape, .blue), .beginClip(shape),
        .fill(Shape(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), .red), .endClip,
        .stroke(shape, width: 1, .black),
      ])
  }

  @Test("zPosition orders siblings; equal values keep subview order; NaN counts as 0")
  func zPosition() throws {
    ViewRuntime.isolated {
      ViewRuntime.current.printsWarnings = false
      let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let colors: [Color] = [.red, .green, .blue, .black]
      let positions: [CGFloat] = [2, 0, .nan, -1]
      for (color, z) in zip(colors, positions) {
        let view = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.backgroundColor = UIColor(cgColor: color)
        view.layer.zPosition = z
        view.debugName = "\(z)"
        root.addSubview(view)
      }
      let order = try? DisplayList(view: root, scale: 1).commands.map { command -> Color? in
        guard case .fill(_, let color) = command else { return nil }
        return color
      }
      #expect(order == [.black, .green, .blue, .red])
      #expect(
        ViewRuntime.current.warnings == [
          "view 'nan': layer.zPosition nan is not a number; using 0"
        ])
    }
  }

  @Test("bad shadow values are ignored with a warning naming the view, once per text")
  func shadowWarnings() throws {
    try ViewRuntime.isolated { () throws in
      let warnings = ViewRuntime.current
      warnings.printsWarnings = false
      let (root, card) = Self.card()
      card.debugName = "card"
      card.layer.shadowRadius = .nan
      #expect(try DisplayList(view: root, scale: 1).commands == [.fill(Self.cardShape, .white)])
      _ = try DisplayList(view: root, scale: 1)
      card.layer.shadowRadius = 3
      card.layer.shadowOffset = CGSize(width: 0, height: CGFloat.infinity)
      _ = try DisplayList(view: root, scale: 1)
      card.layer.shadowOffset = .zero
      card.layer.shadowOpacity = .infinity
      _ = try DisplayList(view: root, scale: 1)
      #expect(
        warnings.warnings == [
          "view 'card': layer.shadowRadius nan is not a finite number; the shadow is not drawn",
          "view 'card': layer.shadowOffset (0.0, inf) is not a finite number; the shadow is not drawn",
          "view 'card': layer.shadowOpacity inf is not a finite number; the shadow is not drawn",
        ])
    }
  }

  @Test("out-of-range shadow values are corrected with a warning: opacity clamped, radius capped")
  func correctedShadow() throws {
    try ViewRuntime.isolated { () throws in
      let warnings = ViewRuntime.current
      warnings.printsWarnings = false
      let (root, card) = Self.card()
      card.debugName = "card"
      card.layer.shadowOpacity = 2
      card.layer.shadowRadius = 1e6
      var shadow = Self.cardShadow
      shadow.color = .black
      shadow.radius = 250
      #expect(
        try DisplayList(view: root, scale: 1).commands == [
          .shadow([Self.cardShape], shadow), .fill(Self.cardShape, .white),
        ])
      card.layer.shadowRadius = -1
      shadow.radius = 0
      #expect(
        try DisplayList(view: root, scale: 1).commands == [
          .shadow([Self.cardShape], shadow), .fill(Self.cardShape, .white),
        ])
      #expect(
        warnings.warnings == [
          "view 'card': layer.shadowOpacity 2.0 is outside 0...1; using 1.0",
          "view 'card': layer.shadowRadius 1000000.0 is over the cap of 250.0 pt; using it",
          "view 'card': layer.shadowRadius -1.0 is negative; using 0",
        ])
    }
  }

  @Test("a huge shadow radius renders with the cap, within the default limits")
  func hugeRadius() throws {
    try ViewRuntime.isolated { () throws in
      ViewRuntime.current.printsWarnings = false
      let (root, card) = Self.card()
      card.layer.shadowRadius = .greatestFiniteMagnitude
      let huge = try root.renderImage(scale: 1)
      card.layer.shadowRadius = 250
      #expect(try root.renderImage(scale: 1) == huge)
    }
  }

  @Test("alpha 0.999 composites the subtree as one layer: overlap (253, 183, 68)")
  func nearlyOpaqueGroup() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    root.backgroundColor = .white
    let group = View(frame: root.bounds)
    group.alpha = 0.999
    root.addSubview(group)
    for (x, color) in [(0, Color(red: 1, green: 0, blue: 0)), (1, .rgba(250, 240, 10))] {
      let child = View(frame: CGRect(x: CGFloat(x), y: 0, width: 2, height: 1))
      child.backgroundColor = UIColor(cgColor: color.withAlphaComponent(128.0 / 255))
      group.addSubview(child)
    }
    #expect(try root.renderImage(scale: 1)[1, 0] == .rgba(253, 183, 68))
    group.alpha = 1
    #expect(try root.renderImage(scale: 1)[1, 0] == .rgba(252, 184, 68))
  }
}

extension Color {
  fileprivate static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
    Color(red255: red, green255: green, blue255: blue)
  }
}

extension RGBA8 {
  fileprivate static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue)
  }
}
