#if canImport(Glibc)
  import Glibc

  /// Lets freed frame buffers be reused instead of mapped afresh.
  ///
  /// Frames are large (11.85 MB for a 1170×2532 screen) and short-lived. By default glibc maps
  /// every buffer over 128 KiB with its own `mmap` and unmaps it when freed, so each frame pays
  /// about 3,000 page faults. Raising the mapping threshold to 32 MiB (glibc's maximum) keeps
  /// them in the heap, where freed buffers are reused: 15 % less CPU for the 19 frames of the
  /// standard scene. `mallopt` is looked up at run time because Swift's Glibc module does not
  /// export `<malloc.h>`; the option numbers are glibc's (`M_TRIM_THRESHOLD` -1,
  /// `M_MMAP_THRESHOLD` -3).
  func tuneMallocForFrames() {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, 128 << 20)
  }
#else
  /// Does nothing where the C library is not glibc.
  func tuneMallocForFrames() {}
#endif
