// Swift Testing runs tests in parallel, and views live in a runtime (scale, layout queue,
// warnings, the animation clock). So that each test gets its own runtime without asking for
// one, PinframeTesting defines `pinframe_install_test_runtimes` (a Swift function exported with
// @_cdecl), and this constructor calls it when the test binary loads, before any test runs.
// The reference is weak: a binary that links this target without PinframeTesting's object code
// just skips the call.
#include "test_load.h"

extern void pinframe_install_test_runtimes(void) __attribute__((weak));

static int runtimes_installed = 0;

__attribute__((constructor)) static void install_test_runtimes(void) {
  if (pinframe_install_test_runtimes) {
    pinframe_install_test_runtimes();
    runtimes_installed = 1;
  }
}

int pinframe_test_runtimes_installed(void) { return runtimes_installed; }
