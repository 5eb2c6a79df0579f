import PinframeRaster

/// One frame of an animation as it appears on screen.
public struct APNGFrame: Hashable, Sendable {
  /// The frame's position in the animation, from 0.
  public let index: Int
  /// The whole canvas after this frame was drawn, RGBA8 with straight alpha.
  public let bitmap: Bitmap
  /// How long the frame stays on screen.
  public let delay: FrameDelay
}
