import Foundation
import PinframeGraphics
import PinframeRaster

/// One rectangle of the standard scene, in device pixels, with its 8-bit colour.
struct SceneRect {
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  let red: UInt8
  let green: UInt8
  let blue: UInt8
  /// 255, or 128 for the scene's alpha 0.5.
  let alpha: UInt8

  init(
    _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ red: UInt8, _ green: UInt8,
    _ blue: UInt8, _ alpha: UInt8
  ) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
}

/// The standard workload (`shared/bench/scene.json`, perf-anchor-scene-v1): an iPhone screen at
/// @3x, opaque white, 60 rectangles of which 18 have alpha 0.5.
enum StandardScene {
  static let width = 1170
  static let height = 2532

  static let rects: [SceneRect] = [
    SceneRect(0, 0, 1170, 141, 242, 242, 247, 255),  // 0 status-bar
    SceneRect(0, 141, 1170, 132, 249, 249, 249, 255),  // 1 nav-bar
    SceneRect(435, 171, 300, 66, 112, 154, 14, 255),  // 2 nav-title
    SceneRect(30, 171, 90, 66, 74, 171, 64, 255),  // 3 nav-back
    SceneRect(30, 300, 1110, 240, 235, 235, 235, 255),  // 4 card
    SceneRect(60, 345, 150, 150, 19, 155, 222, 255),  // 5 avatar
    SceneRect(240, 360, 563, 42, 179, 146, 187, 255),  // 6 line-1
    SceneRect(240, 432, 590, 36, 223, 252, 67, 255),  // 7 line-2
    SceneRect(30, 570, 1110, 240, 232, 232, 232, 255),  // 8 card
    SceneRect(60, 615, 150, 150, 110, 47, 180, 255),  // 9 avatar
    SceneRect(240, 630, 555, 42, 126, 165, 6, 255),  // 10 line-1
    SceneRect(240, 702, 485, 36, 111, 16, 227, 255),  // 11 line-2
    SceneRect(30, 840, 1110, 240, 250, 250, 250, 255),  // 12 card
    SceneRect(60, 885, 150, 150, 80, 50, 37, 255),  // 13 avatar
    SceneRect(240, 900, 446, 42, 234, 109, 160, 255),  // 14 line-1
    SceneRect(240, 972, 260, 36, 9, 243, 236, 255),  // 15 line-2
    SceneRect(30, 1110, 1110, 240, 239, 239, 239, 255),  // 16 card
    SceneRect(60, 1155, 150, 150, 56, 71, 143, 255),  // 17 avatar
    SceneRect(240, 1170, 666, 42, 234, 202, 238, 255),  // 18 line-1
    SceneRect(240, 1242, 585, 36, 252, 6, 147, 255),  // 19 line-2
    SceneRect(30, 1380, 1110, 240, 231, 231, 231, 255),  // 20 card
    SceneRect(60, 1425, 150, 150, 198, 76, 177, 255),  // 21 avatar
    SceneRect(240, 1440, 474, 42, 233, 36, 67, 255),  // 22 line-1
    SceneRect(240, 1512, 507, 36, 24, 72, 107, 255),  // 23 line-2
    SceneRect(30, 1650, 1110, 240, 253, 253, 253, 255),  // 24 card
    SceneRect(60, 1695, 150, 150, 166, 184, 10, 255),  // 25 avatar
    SceneRect(240, 1710, 479, 42, 110, 183, 227, 255),  // 26 line-1
    SceneRect(240, 1782, 497, 36, 47, 164, 148, 255),  // 27 line-2
    SceneRect(30, 1920, 1110, 240, 240, 240, 240, 255),  // 28 card
    SceneRect(60, 1965, 150, 150, 212, 13, 222, 255),  // 29 avatar
    SceneRect(240, 1980, 560, 42, 212, 97, 79, 255),  // 30 line-1
    SceneRect(240, 2052, 444, 36, 127, 164, 180, 255),  // 31 line-2
    SceneRect(0, 2283, 1170, 249, 247, 247, 247, 255),  // 32 tab-bar
    SceneRect(96, 2313, 75, 75, 127, 2, 73, 255),  // 33 tab-icon
    SceneRect(312, 2313, 75, 75, 12, 115, 102, 255),  // 34 tab-icon
    SceneRect(528, 2313, 75, 75, 62, 3, 1, 255),  // 35 tab-icon
    SceneRect(744, 2313, 75, 75, 220, 253, 167, 255),  // 36 tab-icon
    SceneRect(960, 2313, 75, 75, 24, 186, 189, 255),  // 37 tab-icon
    SceneRect(969, 855, 188, 175, 4, 220, 93, 128),  // 38 badge
    SceneRect(281, 957, 352, 248, 224, 63, 94, 128),  // 39 badge
    SceneRect(59, 1828, 79, 157, 202, 224, 102, 128),  // 40 badge
    SceneRect(877, 777, 88, 266, 182, 227, 255, 128),  // 41 badge
    SceneRect(440, 502, 366, 128, 168, 198, 96, 128),  // 42 badge
    SceneRect(159, 1489, 316, 259, 85, 24, 77, 128),  // 43 badge
    SceneRect(231, 1476, 279, 158, 74, 146, 1, 128),  // 44 badge
    SceneRect(33, 399, 219, 285, 172, 45, 7, 128),  // 45 badge
    SceneRect(16, 1131, 313, 221, 169, 166, 143, 128),  // 46 badge
    SceneRect(162, 1335, 117, 117, 81, 26, 253, 128),  // 47 badge
    SceneRect(198, 597, 142, 165, 15, 67, 100, 128),  // 48 badge
    SceneRect(632, 769, 363, 206, 34, 44, 98, 128),  // 49 badge
    SceneRect(960, 2079, 180, 180, 0, 0, 0, 128),  // 50 fab-shadow
    SceneRect(945, 2064, 180, 180, 178, 97, 204, 255),  // 51 fab
    SceneRect(60, 2103, 1050, 150, 40, 40, 40, 128),  // 52 toast
    SceneRect(663, 1101, 169, 317, 220, 25, 134, 128),  // 53 float
    SceneRect(402, 1850, 396, 300, 155, 36, 31, 255),  // 54 float
    SceneRect(664, 1675, 234, 119, 234, 236, 61, 128),  // 55 float
    SceneRect(548, 454, 337, 500, 49, 130, 31, 255),  // 56 float
    SceneRect(763, 1260, 143, 152, 235, 81, 86, 128),  // 57 float
    SceneRect(371, 2087, 567, 328, 22, 155, 244, 255),  // 58 float
    SceneRect(0, 1100, 300, 300, 255, 45, 85, 128),  // 59 mover
  ]

  /// The scene as a display list: a white background, then one fill per rectangle.
  static var displayList: DisplayList {
    let background = DisplayCommand.fill(
      Shape(rect: CGRect(x: 0, y: 0, width: width, height: height)), .white)
    let fills = rects.map { rect in
      DisplayCommand.fill(
        Shape(rect: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)),
        Color(red255: rect.red, green255: rect.green, blue255: rect.blue, alpha255: rect.alpha))
    }
    return DisplayList(width: width, height: height, commands: [background] + fills)
  }
}
