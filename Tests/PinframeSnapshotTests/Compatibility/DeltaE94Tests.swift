import Pinframe
import PinframeSnapshot
import Testing

// Expected values worked out by hand from the formulas in CIELab's documentation: sRGB decoded
// to linear light, the sRGB matrix to XYZ (D65), XYZ to L*a*b*, then ΔE94 with kL = kC = kH = 1,
// K1 = 0.045, K2 = 0.015, weighted by the reference's chroma.

@Suite("CIE Lab and ΔE94")
struct DeltaE94Tests {
  @Test(
    "sRGB primaries and greys have their published L*a*b* values",
    arguments: [
      (RGBA8(red: 255, green: 0, blue: 0), 53.2408, 80.0925, 67.2032),
      (RGBA8(red: 0, green: 0, blue: 255), 32.2970, 79.1875, -107.8602),
      (RGBA8(red: 255, green: 255, blue: 255), 100, 0, 0),
      (RGBA8(red: 128, green: 128, blue: 128), 53.5850, 0, 0),
      (RGBA8(red: 0, green: 0, blue: 0), 0, 0, 0),
    ])
  func lab(pixel: RGBA8, l: Double, a: Double, b: Double) {
    let lab = CIELab(pixel)
    #expect(abs(lab.l - l) < 1e-4)
    #expect(abs(lab.a - a) < 1e-4)
    #expect(abs(lab.b - b) < 1e-4)
  }

  @Test(
    "ΔE94 of colour pairs, measured from the reference",
    arguments: [
      // black → white: ΔL = 100, no chroma
      (RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 255), 100.0),
      // red → blue: C₁ = 104.5518, ΔL = 20.9438, ΔC = −29.2558 / 5.7048, ΔH = 172.6039 / 2.5683
      (RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 0, green: 0, blue: 255), 70.5805),
      // blue → red: the same colours, weighted by blue's chroma C₁ = 133.8076
      (RGBA8(red: 0, green: 0, blue: 255), RGBA8(red: 255, green: 0, blue: 0), 61.2421),
      // white → (255, 254, 254): just under half a just-noticeable difference
      (RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 255, green: 254, blue: 254), 0.4425),
      // grey 128 → (130, 128, 128)
      (RGBA8(red: 128, green: 128, blue: 128), RGBA8(red: 130, green: 128, blue: 128), 0.8127),
      // system blue → 5 levels less blue
      (RGBA8(red: 0, green: 122, blue: 255), RGBA8(red: 0, green: 122, blue: 250), 0.8934),
      // red → (250, 10, 10)
      (RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 250, green: 10, blue: 10), 1.1379),
      // opaque red → half-transparent red (premultiplied: (128, 0, 0))
      (RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 255, green: 0, blue: 0, alpha: 128), 28.7377),
    ])
  func deltaE(reference: RGBA8, actual: RGBA8, expected: Double) {
    let value = CIELab(actual).deltaE94(from: CIELab(reference))
    #expect(abs(value - expected) < 1e-4)
  }

  @Test("identical colours are 0 apart, and transparent pixels of any colour are black")
  func zero() {
    let clear = RGBA8(red: 200, green: 10, blue: 10, alpha: 0)
    #expect(CIELab(clear).deltaE94(from: CIELab(RGBA8(red: 0, green: 0, blue: 0, alpha: 0))) == 0)
    let teal = CIELab(RGBA8(red: 48, green: 176, blue: 199))
    #expect(teal.deltaE94(from: teal) == 0)
  }
}
