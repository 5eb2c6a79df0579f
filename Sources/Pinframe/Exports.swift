// UIKit re-exports Foundation; so does Pinframe, so that iOS code compiles with `import Pinframe`.
@_exported import Foundation
@_exported import PinframeAnimation
@_exported import PinframeGraphics
@_exported import PinframeImage
@_exported import PinframeLayout
@_exported import PinframePNG
@_exported import PinframeRaster
@_exported import PinframeRecording
@_exported import PinframeRendering
@_exported import PinframeText
@_exported import PinframeUIKit
@_exported import PinframeViews
