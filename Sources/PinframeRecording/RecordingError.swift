import PinframeFiles
import PinframePNG
import PinframeRaster

/// Why a recording could not be written.
public enum RecordingError: Error, Hashable, CustomStringConvertible {
  /// The base name is empty or contains `/`.
  case invalidName(String)
  /// The output folder could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// A frame or the filmstrip (named by `subject`) could not be rasterized.
  case rasterFailed(subject: String, RasterError)
  /// A file could not be encoded.
  case encodingFailed(file: String, PNGError)
  /// A file could not be written.
  case writeFailed(FileWriteError)
  /// The recording would be larger than a limit allows; the message names the limit and how
  /// to raise it. Checked before the work it would waste.
  case overLimit(String)

  /// A message naming what failed and where.
  public var description: String {
    switch self {
    case .invalidName(let name):
      return "recording name \"\(name)\" is invalid: use a non-empty file name without \"/\""
    case .cannotCreateDirectory(let path, let reason):
      return "cannot create the output folder \(path): \(reason)"
    case .rasterFailed(let subject, let error):
      return "cannot rasterize \(subject): \(error)"
    case .encodingFailed(let file, let error):
      return "cannot encode \(file): \(error)"
    case .writeFailed(let error):
      return error.description
    case .overLimit(let message):
      return message
    }
  }
}
