// swift-corelibs-xctest collects a test class's methods as `(Class) -> () -> Void` values.
// When the class is `@MainActor` and a test method is synchronous, the method's type is
// `(Class) -> @MainActor () -> Void`, the array cast in the generated test list fails, and the
// Swift runtime aborts the whole run before any test starts, with only "Could not cast value of
// type …". This file, linked into every test binary that uses PinframeTesting, installs a SIGABRT
// handler when the binary loads. When the abort comes from a failed array cast
// (`Swift._arrayForceCast` on the stack), it prints what happened and how to fix it, then hands
// the signal to the handler that was there before (Swift's backtracer) and re-raises it.
#define _GNU_SOURCE
#include "test_load.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const char hint[] =
    "\n👉 Pinframe: the test run aborted while XCTest was collecting test methods.\n"
    "   When the cast above names a '@Swift.MainActor' function type, an XCTestCase subclass is\n"
    "   marked @MainActor and has synchronous test methods, which XCTest on Linux cannot call.\n"
    "   Fix it in that class (the cast names it) in one of these ways:\n"
    "   - make its test methods async: `func testLayout() async { … }` (they run on the main\n"
    "     actor, and the rest of the suite is unchanged);\n"
    "   - or remove @MainActor from the class: in Swift 5 mode Pinframe's views can be used from\n"
    "     plain synchronous test methods, as UIKit's can; in Swift 6 mode wrap the body in\n"
    "     `MainActor.assumeIsolated { … }` (XCTest runs synchronous tests on the main thread).\n\n";

static struct sigaction previous_action;
static int installed = 0;

/// Whether a failed Swift array cast is on the current stack.
static int array_cast_failed(void) {
  void *frames[48];
  int count = backtrace(frames, 48);
  for (int i = 0; i < count; i++) {
    Dl_info info;
    if (dladdr(frames[i], &info) && info.dli_sname
        && strstr(info.dli_sname, "_arrayForceCast") != NULL) {
      return 1;
    }
  }
  return 0;
}

static void on_abort(int signal_number, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  if (array_cast_failed()) {
    ssize_t ignored = write(STDERR_FILENO, hint, sizeof hint - 1);
    (void)ignored;
  }
  sigaction(SIGABRT, &previous_action, NULL);
  raise(signal_number);
}

__attribute__((constructor)) static void install_hint(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_abort;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  installed = sigaction(SIGABRT, &action, &previous_action) == 0;
}

int pinframe_xctest_hint_installed(void) { return installed; }

const char *pinframe_xctest_hint_text(void) { return hint; }
