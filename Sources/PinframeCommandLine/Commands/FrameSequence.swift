import Foundation
import Pinframe

/// The frames of a PNG or APNG file, decoded one at a time (a still PNG is one frame).
struct FrameSequence {
  /// The file as named on the command line.
  let path: String
  private var reader: APNGReader

  /// Opens the file at `path`, resolved against `directory`.
  ///
  /// - Throws: ``CommandLineError`` naming the file when it cannot be read or is not a PNG.
  init(path: String, directory: URL) throws(CommandLineError) {
    self.path = path
    let url = URL(fileURLWithPath: path, relativeTo: directory)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CommandLineError("\(path): cannot read the file")
    }
    do {
      reader = try APNGReader(data: data)
    } catch {
      throw CommandLineError("\(path): \(error)")
    }
  }

  /// The number of frames (1 for a still PNG).
  var frameCount: Int { reader.frameCount }

  /// The next frame's pixels, or `nil` after the last.
  ///
  /// - Throws: ``CommandLineError`` naming the file when a frame does not decode.
  mutating func next() throws(CommandLineError) -> Bitmap? {
    do {
      return try reader.nextFrame()?.bitmap
    } catch {
      throw CommandLineError("\(path): \(error)")
    }
  }
}
