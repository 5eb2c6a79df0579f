import Foundation
import PinframePNG
import PinframeRaster

/// The files a recording writes into ``directory``, all named after ``name``.
///
/// - frame PNGs: `name_000.png`, `name_001.png`, … (three digits, more from frame 1000 on);
/// - an animated PNG for reviewers: `name.apng` (each frame shown 1/fps s, looping forever);
/// - a filmstrip: `name_filmstrip.png`, the frames in rows of ``filmstripColumns`` with their
///   index below (every ``filmstripEvery``-th frame, and the last).
public struct RecordingOutputs: Sendable, Hashable {
  /// The folder the files go to; created when missing.
  public var directory: URL
  /// The base name of the files: not empty, without `/`.
  public var name: String
  /// Whether each frame is written as its own PNG.
  public var writesFramePNGs: Bool
  /// Whether an animated PNG of all frames is written.
  public var writesAnimatedPNG: Bool
  /// The scale of the frames in the filmstrip, or `nil` for no filmstrip.
  public var filmstripScale: Double?
  /// The most frames in one row of the filmstrip (``Filmstrip/defaultColumns``, 10).
  public var filmstripColumns = Filmstrip.defaultColumns
  /// Which frames the filmstrip shows: every k-th one (1: all), and always the last.
  public var filmstripEvery = 1
  /// How PNG files are compressed.
  public var pngSettings: PNGEncoder.Settings
  /// How frames are rasterized.
  public var rasterOptions: RasterOptions
  /// The limits the files must fit so that they read back: the readers' (`PNGLimits`).
  public var pngLimits = PNGLimits.standard
  /// Where the animated PNG goes instead of `name.apng` in ``directory``, if set.
  public var animatedPNGFile: URL?
  /// Where the filmstrip goes instead of `name_filmstrip.png` in ``directory``, if set.
  public var filmstripFile: URL?
  /// Whether each file is flushed to disk before it replaces the old one (the default);
  /// either way the replacement is atomic (see `AtomicFileWriter.commit(durably:)`).
  public var writesDurably = true

  /// Creates outputs: by default frame PNGs, an animated PNG and a full-size filmstrip.
  public init(
    directory: URL, name: String, writesFramePNGs: Bool = true, writesAnimatedPNG: Bool = true,
    filmstripScale: Double? = 1, pngSettings: PNGEncoder.Settings = .default,
    rasterOptions: RasterOptions = RasterOptions()
  ) {
    self.directory = directory
    self.name = name
    self.writesFramePNGs = writesFramePNGs
    self.writesAnimatedPNG = writesAnimatedPNG
    self.filmstripScale = filmstripScale
    self.pngSettings = pngSettings
    self.rasterOptions = rasterOptions
  }

  /// The file of frame `index`: `name_007.png`, with at least ``frameDigits`` digits.
  public func frameURL(_ index: Int) -> URL {
    let digits = String(index)
    let padded = String(repeating: "0", count: max(0, frameDigits - digits.count)) + digits
    return directory.appendingPathComponent("\(name)_\(padded).png")
  }

  /// The fewest digits in a frame file's number: 3 unless set (see ``digits(forFrameCount:)``).
  public var frameDigits = 3

  /// The digits that number `frameCount` frames alike: as many as the count has, at least 3
  /// (`frame_0000.png` … `frame_0999.png` for 1,000 frames).
  public static func digits(forFrameCount frameCount: Int) -> Int {
    max(3, String(max(frameCount, 0)).count)
  }

  /// An empty filmstrip for frames of `width × height` pixels, as these outputs draw it, or
  /// `nil` for none.
  public func filmstrip(width: Int, height: Int) -> Filmstrip? {
    filmstripScale.map { scale in
      Filmstrip(frameWidth: width, frameHeight: height, scale: scale, columns: filmstripColumns)
    }
  }

  /// The animated PNG: ``animatedPNGFile``, else `name.apng`.
  public var animatedPNGURL: URL {
    animatedPNGFile ?? directory.appendingPathComponent("\(name).apng")
  }

  /// The filmstrip: ``filmstripFile``, else `name_filmstrip.png`.
  public var filmstripURL: URL {
    filmstripFile ?? directory.appendingPathComponent("\(name)_filmstrip.png")
  }
}
