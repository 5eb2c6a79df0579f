import Foundation
import Pinframe
import PinframeSpec

extension SpecScene {
  /// The image view of `spec`, its image found relative to the spec file: a path with an extension
  /// is a file; a name (`"avatar"`, `"media/avatar"`) is looked up as `UIImage(named:)` looks
  /// (catalogs, then `@3x`, `@2x`, plain PNG files) in its folder, then as a namespaced catalog
  /// entry (`"Icons/pin"`) in the spec's folder.
  ///
  /// A missing image is a failure naming what was looked for; a file or catalog entry found
  /// that cannot be used is a failure naming the file and the decoder's (or the file system's,
  /// or the catalog's) reason.
  func makeImageView(_ spec: ImageViewSpec, path: JSONPath) -> UIImageView {
    let view = UIImageView(frame: .zero)
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
  private func configured(_ view: UIImageView, _ spec: ImageViewSpec) -> UIImageView {
    if let mode = spec.contentMode.flatMap(ImageViewSpec.contentModes.firstIndex(of:)) {
      view.contentMode = View.ContentMode(rawValue: mode) ?? .scaleToFill
    }
    if let tint = spec.tintColor { view.tintColor = tint }
    return view
  }

  /// The scroll view of `spec`.
  func makeScrollView(_ spec: ScrollViewSpec) -> UIScrollView {
    let view = UIScrollView(frame: .zero)
    if let size = spec.contentSize { view.contentSize = size }
    if let inset = spec.contentInset { view.contentInset = inset }
    if let offset = spec.contentOffset { view.contentOffset = offset }
    return view
  }
}
