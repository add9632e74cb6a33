// What the shims hand Rust when LibTorch throws: the message alone (a c10::Error's
// what() carries a C++ backtrace), in a malloc'd string Rust frees with jtorch_free,
// or copied into a buffer of the caller's (`guarded`).
#pragma once

#include <c10/util/Exception.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

namespace jtorch_shim {

inline char* copy_out(const std::string& s) {
  char* out = static_cast<char*>(std::malloc(s.size() + 1));
  if (out != nullptr) {
    std::memcpy(out, s.c_str(), s.size() + 1);
  }
  return out;
}

// Never null: a message that cannot be copied says memory ran out, which it did.
inline char* error_of(const std::exception& e) {
  const auto* c10e = dynamic_cast<const c10::Error*>(&e);
  char* msg = copy_out(c10e != nullptr ? c10e->msg() : std::string(e.what()));
  return msg != nullptr ? msg : copy_out("out of memory");
}

// Copies `what` into `error` (cut to `error_len` bytes with the terminating 0); -1.
inline int failed(const char* what, char* error, size_t error_len) {
  if (error_len > 0) {
    std::strncpy(error, what, error_len - 1);
    error[error_len - 1] = '\0';
  }
  return -1;
}

// Runs `body`: 0, or -1 with LibTorch's message, without its C++ backtrace, in
// `error` (see `failed`); `unknown` for an exception that carries none. No C++
// exception gets out, and none is made while handling one.
template <typename F>
int guarded(const char* unknown, char* error, size_t error_len, F body) noexcept {
  try {
    body();
    return 0;
  } catch (const c10::Error& e) {
    return failed(e.what_without_backtrace(), error, error_len);
  } catch (const std::exception& e) {
    return failed(e.what(), error, error_len);
  } catch (...) {
    return failed(unknown, error, error_len);
  }
}

}  // namespace jtorch_shim
