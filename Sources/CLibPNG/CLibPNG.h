// The system libpng (1.6), found through pkg-config. Only CPinframePNG includes it: Swift code
// never calls libpng directly, because libpng reports errors with longjmp.
#include <png.h>
