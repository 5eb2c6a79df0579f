import Foundation
import Pinframe
import PinframeSpec

/// An image view of a spec (`"type": "image"`): a real `UIImageView`.
public final class SpecImageView: UIImageView, SceneNode {
  /// The view's spec id.
  public let id: String?
  /// The chain that lays the view out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  init(id: String) {
    self.id = id
    super.init(frame: .zero)
    debugName = id
  }

  /// Unavailable: spec views are made from specs, never from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

/// A scroll view of a spec (`"type": "scroll"`): a real `UIScrollView` whose children are its
/// content.
public final class SpecScrollView: UIScrollView, SceneNode {
  /// The view's spec id.
  public let id: String?
  /// The chain that lays the view out, or `nil` to keep its frame.
  public internal(set) var chain: PinChain?
  /// The scene that runs the chains.
  weak var scene: SpecScene?
  /// The border colour, which may be dynamic: `layer.borderColor` holds it resolved.
  var borderColor: UIColor?

  init(id: String) {
    self.id = id
    super.init(frame: .zero)
    debugName = id
  }

  /// Unavailable: spec views are made from specs, never from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs each subview's chain, in document order.
  public override func layoutSubviews() {
    super.layoutSubviews()
    scene?.layoutSubviews(of: self)
  }

  /// Resolves the border colour again with the new traits.
  public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
  }
}

extension SpecScene {
  /// The image view of `spec`, its image found relative to the spec file: a path with an extension
  /// is a file; a name (`"avatar"`, `"media/avatar"`) is looked up as `UIImage(named:)` looks
  /// (catalogs, then `@3x`, `@2x`, plain PNG files) in its folder, then as a namespaced catalog
  /// entry (`"Icons/pin"`) in the spec's folder.
  ///
  /// A missing image is a failure naming what was looked for; a file or catalog entry found
  /// that cannot be used is a failure naming the file and the decoder's (or the file system's,
  /// or the catalog's) reason.
  func makeImageView(_ spec: ImageViewSpec, id: String, path: JSONPath) -> SpecImageView {
    let view = SpecImageView(id: id)
    let specFolder = URL(fileURLWithPath: self.spec.file).deletingLastPathComponent()
    let file = specFolder.appendingPathComponent(spec.image)
    let folder = file.deletingLastPathComponent()
    let isName = (spec.image as NSString).pathExtension.isEmpty
    let image: UIImage?
    do {
      image = try isName ? loadNamed(spec.image, in: specFolder) : loadFile(file)
    } catch {
      noteFailure(
        SpecError(
          file: self.spec.file, path: path.appending("image"),
          message:
            "image '\(spec.image)': the file '\(error.path)' cannot be used: \(error.reason)"))
      return configured(view, spec)
    }
    if let image {
      view.image = image
      view.frame.size = image.size
    } else {
      noteFailure(
        SpecError(
          file: self.spec.file, path: path.appending("image"),
          message:
            "no image '\(spec.image)' next to the spec: looked in '\(folder.path)' for "
            + (isName
              ? "an asset catalog entry and \(file.lastPathComponent)@3x.png, @2x.png, .png"
                + (spec.image.contains("/") ? ", and for a catalog entry '\(spec.image)'" : "")
              : "that file (PNG)")))
    }
    return configured(view, spec)
  }

  /// The image named `name` (a path below `specFolder` without extension): in its folder, then
  /// as a namespaced catalog entry in `specFolder`; the files read are noted as inputs.
  private func loadNamed(_ name: String, in specFolder: URL) throws(ImageLoadError) -> UIImage? {
    let file = specFolder.appendingPathComponent(name)
    var found = try UIImage.loadWithSource(
      named: file.lastPathComponent, inFolders: [file.deletingLastPathComponent()],
      compatibleWith: nil)
    if found == nil, name.contains("/") {
      found = try UIImage.loadWithSource(named: name, inFolders: [specFolder], compatibleWith: nil)
    }
    inputFiles += [found?.source.file, found?.source.catalog].compactMap { $0 }
    return found?.image
  }

  /// The PNG file at `file`, noted as an input.
  private func loadFile(_ file: URL) throws(ImageLoadError) -> UIImage? {
    inputFiles.append(file)
    return try UIImage.load(contentsOfFile: file.path)
  }

  /// `view` with the content mode and tint colour of `spec`.
  private func configured(_ view: SpecImageView, _ spec: ImageViewSpec) -> SpecImageView {
    if let mode = spec.contentMode.flatMap(ImageViewSpec.contentModes.firstIndex(of:)) {
      view.contentMode = View.ContentMode(rawValue: mode) ?? .scaleToFill
    }
    if let tint = spec.tintColor { view.tintColor = tint }
    return view
  }

  /// The scroll view of `spec`.
  func makeScrollView(_ spec: ScrollViewSpec, id: String) -> SpecScrollView {
    let view = SpecScrollView(id: id)
    if let size = spec.contentSize { view.contentSize = size }
    if let inset = spec.contentInset { view.contentInset = inset }
    if let offset = spec.contentOffset { view.contentOffset = offset }
    return view
  }
}
