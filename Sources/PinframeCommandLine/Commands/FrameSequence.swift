import Foundation
import Pinframe
import PinframeFiles

/// The frames of a PNG or APNG file, decoded one at a time (a still PNG is one frame).
struct FrameSequence {
  /// The file as named on the command line.
  let path: String
  private var reader: APNGReader

  /// Opens the file at `path`, resolved against `directory`.
  ///
  /// - Throws: ``CommandLineError`` naming the file and why it cannot be read (missing, a
  ///   folder, not a regular file, permission), or why it is not a PNG.
  init(path: String, directory: URL) throws(CommandLineError) {
    self.path = path
    let url = URL(fileURLWithPath: path, relativeTo: directory)
    let data: [UInt8]
    do {
      data = try InputFile.read(url, name: path)
    } catch {
      throw CommandLineError(error.description)
    }
    do {
      reader = try APNGReader(data: data)
    } catch {
      throw CommandLineError("\(path): \(error)")
    }
  }

  /// The number of frames (1 for a still PNG).
  var frameCount: Int { reader.frameCount }
  /// The canvas width in pixels, known before any frame is decoded.
  var width: Int { reader.width }
  /// The canvas height in pixels.
  var height: Int { reader.height }

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
