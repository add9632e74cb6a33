// What the shims hand Rust when LibTorch throws: the message alone (a c10::Error's
// what() carries a C++ backtrace), in a malloc'd string Rust frees with jtorch_free.
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

}  // namespace jtorch_shim
