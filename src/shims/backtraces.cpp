// LibTorch records a C++ backtrace in every error it raises and symbolizes it
// when the message is read, looking each frame up in its libraries' symbol
// tables: about 6 ms an error here, so a service answering bad inputs with
// LibTorch's errors spent most of its time there. jtorch keeps only a
// message's first paragraph (src/error.rs), never the backtrace, so it has
// LibTorch record none.

#include <c10/util/Backtrace.h>
#include <c10/util/Exception.h>
#include <c10/util/Logging.h>

#include <functional>
#include <memory>
#include <string>

namespace {

// Never freed: an error raised while the process exits may still ask for it.
const c10::Backtrace& no_backtrace() {
  static const auto* empty =
      new c10::Backtrace(std::make_shared<c10::PrecomputedLazyValue<std::string>>(std::string()));
  return *empty;
}

}  // namespace

// From now on, process-wide: LibTorch's errors carry their backtrace as
// LibTorch's default has them (`record`, for measuring what skipping saves),
// or an empty one. Returns 1 when set. Call it before ops run on other
// threads: LibTorch reads the setting without a lock.
extern "C" int jtorch_record_cpp_backtraces(int record) noexcept {
  try {
    if (record) {
      c10::SetStackTraceFetcher(std::function<c10::Backtrace()>([] { return c10::get_lazy_backtrace(1); }));
    } else {
      const c10::Backtrace& empty = no_backtrace();
      c10::SetStackTraceFetcher(std::function<c10::Backtrace()>([&empty] { return empty; }));
    }
    return 1;
  } catch (...) {
    return 0;
  }
}

// Whether an error LibTorch raises now has no backtrace's frames (it still
// names where it was raised): 1 when it has none, 0 when it has some, -1
// when no error could be raised to look.
extern "C" int jtorch_cpp_backtraces_skipped() noexcept {
  try {
    TORCH_CHECK(false, "jtorch looks at a LibTorch error's backtrace");
  } catch (const c10::Error& e) {
    try {
      const c10::Backtrace& trace = e.backtrace();
      return !trace || trace->get().find("frame #") == std::string::npos ? 1 : 0;
    } catch (...) {
      return -1;
    }
  } catch (...) {
  }
  return -1;
}
