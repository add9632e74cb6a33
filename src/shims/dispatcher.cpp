// Every operator LibTorch's dispatcher holds, called by its schema: the table
// of schemas jtorch reads once (and again after a library of custom ops is
// loaded), a handle per overload, and a boxed call on a stack of IValues that
// src/dispatch/ fills argument by argument. Nothing here throws: every entry
// point catches and hands back LibTorch's message.

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/ivalue.h>
#include <ATen/core/stack.h>
#include "shim_error.h"
#include <ATen/ScalarOps.h>
#include <c10/core/Scalar.h>

#include <dlfcn.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using jtorch_shim::copy_out;
using jtorch_shim::error_of;

// Tabs and newlines separate the table's fields and rows: none may occur inside one.
std::string field(std::string s) {
  for (char& c : s) {
    if (c == '\t' || c == '\n') {
      c = ' ';
    }
  }
  return s;
}

}  // namespace

// One value of an op's results, flattened: a list or tuple is followed by its
// `n` items. Read by src/dispatch/call.rs.
struct JtorchValue {
  int32_t tag;
  int32_t n;
  int64_t i;
  double d;
  void* p;
};

enum : int32_t {
  JT_NONE = 0,
  JT_TENSOR = 1,  // p: a new at::Tensor* the reader owns
  JT_INT = 2,
  JT_FLOAT = 3,
  JT_BOOL = 4,
  JT_STR = 5,  // p, n: bytes the stack owns
  JT_LIST = 6,
  JT_TUPLE = 7,
  JT_COMPLEX = 8,  // d real, i the imaginary part's bits
  JT_DEVICE = 9,   // p, n: its name
  JT_OTHER = 10,   // p, n: the type's name
};

struct JtorchStack {
  torch::jit::Stack stack;
  std::vector<JtorchValue> out;
  std::vector<std::string> strings;
};

extern "C" {

void jtorch_free(void* p) noexcept { std::free(p); }

// The schema table: one block per overload of every operator the dispatcher
// holds, in rows separated by newlines and fields by tabs:
//   O  name  overload  schema as LibTorch prints it
//   A  name  type  N (-1: none)  keyword-only  has default  writes
//   R  type  writes
// Null with `*error` set on failure; the caller frees both with jtorch_free.
char* jtorch_op_table(char** error) noexcept {
  *error = nullptr;
  try {
    std::ostringstream o;
    auto& dispatcher = c10::Dispatcher::singleton();
    for (const auto& name : dispatcher.getAllOpNames()) {
      auto handle = dispatcher.findOp(name);
      if (!handle || !handle->hasSchema()) {
        continue;
      }
      const auto& schema = handle->schema();
      o << "O\t" << field(name.name) << '\t' << field(name.overload_name) << '\t' << field(c10::toString(schema))
        << '\n';
      for (const auto& a : schema.arguments()) {
        const auto* alias = a.alias_info();
        o << "A\t" << field(a.name()) << '\t' << field(a.real_type()->str()) << '\t'
          << (a.N() ? static_cast<int64_t>(*a.N()) : -1) << '\t' << (a.kwarg_only() ? 1 : 0) << '\t'
          << (a.default_value() ? 1 : 0) << '\t' << (alias != nullptr && alias->isWrite() ? 1 : 0) << '\n';
      }
      for (const auto& r : schema.returns()) {
        const auto* alias = r.alias_info();
        o << "R\t" << field(r.real_type()->str()) << '\t' << (alias != nullptr && alias->isWrite() ? 1 : 0) << '\n';
      }
    }
    return copy_out(o.str());
  } catch (const std::exception& e) {
    *error = error_of(e);
    return nullptr;
  }
}

// A handle on overload `overload` of operator `name`, kept for the life of the
// process (the dispatcher's own entries live as long); null when there is none.
void* jtorch_op_handle(const char* name, const char* overload) noexcept {
  try {
    auto handle = c10::Dispatcher::singleton().findSchema({name, overload});
    if (!handle) {
      return nullptr;
    }
    return new c10::OperatorHandle(*handle);
  } catch (...) {
    return nullptr;
  }
}

// Loads a shared library of custom operators (as torch.ops.load_library does):
// its static initialisers register them with the dispatcher. Null on success.
char* jtorch_load_library(const char* path) noexcept {
  if (dlopen(path, RTLD_NOW | RTLD_GLOBAL) == nullptr) {
    const char* why = dlerror();
    return copy_out(why != nullptr ? why : "dlopen failed");
  }
  return nullptr;
}

JtorchStack* jtorch_stack_new(size_t reserve) noexcept {
  try {
    auto* s = new JtorchStack();
    s->stack.reserve(reserve);
    return s;
  } catch (...) {
    return nullptr;
  }
}

void jtorch_stack_free(JtorchStack* s) noexcept { delete s; }

// Empties the stack for its next call, keeping its buffers. Tensors among its
// values were handed to the reader already.
void jtorch_stack_clear(JtorchStack* s) noexcept {
  s->stack.clear();
  s->out.clear();
  s->strings.clear();
}

// Pushes: each returns false only when memory ran out.
#define JT_PUSH(body)        \
  try {                      \
    body;                    \
    return true;             \
  } catch (...) {            \
    return false;            \
  }

bool jtorch_push_none(JtorchStack* s) noexcept { JT_PUSH(s->stack.emplace_back()) }
bool jtorch_push_tensor(JtorchStack* s, const void* t) noexcept {
  JT_PUSH(s->stack.emplace_back(*static_cast<const at::Tensor*>(t)))
}
bool jtorch_push_int(JtorchStack* s, int64_t v) noexcept { JT_PUSH(s->stack.emplace_back(v)) }
bool jtorch_push_double(JtorchStack* s, double v) noexcept { JT_PUSH(s->stack.emplace_back(v)) }
bool jtorch_push_bool(JtorchStack* s, bool v) noexcept { JT_PUSH(s->stack.emplace_back(v)) }
bool jtorch_push_complex(JtorchStack* s, double re, double im) noexcept {
  JT_PUSH(s->stack.emplace_back(c10::complex<double>(re, im)))
}
bool jtorch_push_str(JtorchStack* s, const char* p, size_t n) noexcept {
  JT_PUSH(s->stack.emplace_back(std::string(p, n)))
}
bool jtorch_push_scalar_type(JtorchStack* s, int32_t v) noexcept {
  JT_PUSH(s->stack.emplace_back(static_cast<c10::ScalarType>(v)))
}
bool jtorch_push_layout(JtorchStack* s, int32_t v) noexcept {
  JT_PUSH(s->stack.emplace_back(static_cast<c10::Layout>(v)))
}
bool jtorch_push_memory_format(JtorchStack* s, int32_t v) noexcept {
  JT_PUSH(s->stack.emplace_back(static_cast<c10::MemoryFormat>(v)))
}
// `type`: 0 the CPU, 1 CUDA; `index` -1 for the current one.
bool jtorch_push_device(JtorchStack* s, int32_t type, int32_t index) noexcept {
  JT_PUSH(s->stack.emplace_back(
      c10::Device(type == 1 ? c10::DeviceType::CUDA : c10::DeviceType::CPU, static_cast<c10::DeviceIndex>(index))))
}
bool jtorch_push_int_list(JtorchStack* s, const int64_t* v, size_t n) noexcept {
  JT_PUSH(s->stack.emplace_back(std::vector<int64_t>(v, v + n)))
}
bool jtorch_push_double_list(JtorchStack* s, const double* v, size_t n) noexcept {
  JT_PUSH(s->stack.emplace_back(std::vector<double>(v, v + n)))
}
bool jtorch_push_bool_list(JtorchStack* s, const uint8_t* v, size_t n) noexcept {
  JT_PUSH({
    c10::List<bool> l;
    l.reserve(n);
    for (size_t k = 0; k < n; ++k) {
      l.push_back(v[k] != 0);
    }
    s->stack.emplace_back(std::move(l));
  })
}
// A number given for a Tensor argument, as PyTorch wraps one (`x + 2`).
bool jtorch_push_wrapped_number(JtorchStack* s, double v, int64_t i, bool is_int) noexcept {
  JT_PUSH({
    at::Tensor t = c10::scalar_to_tensor(is_int ? c10::Scalar(i) : c10::Scalar(v));
    t.unsafeGetTensorImpl()->set_wrapped_number(true);
    s->stack.emplace_back(std::move(t));
  })
}
bool jtorch_push_str_list(JtorchStack* s, const char* const* p, const size_t* n, size_t count) noexcept {
  JT_PUSH({
    c10::List<std::string> l;
    l.reserve(count);
    for (size_t k = 0; k < count; ++k) {
      l.push_back(std::string(p[k], n[k]));
    }
    s->stack.emplace_back(std::move(l));
  })
}
// `t`: `n` at::Tensor*; with `optional`, a null is None (Tensor?[]).
bool jtorch_push_tensor_list(JtorchStack* s, const void* const* t, size_t n, bool optional) noexcept {
  JT_PUSH({
    if (optional) {
      c10::List<std::optional<at::Tensor>> l;
      l.reserve(n);
      for (size_t k = 0; k < n; ++k) {
        if (t[k] == nullptr) {
          l.push_back(std::nullopt);
        } else {
          l.push_back(*static_cast<const at::Tensor*>(t[k]));
        }
      }
      s->stack.emplace_back(std::move(l));
    } else {
      c10::List<at::Tensor> l;
      l.reserve(n);
      for (size_t k = 0; k < n; ++k) {
        l.push_back(*static_cast<const at::Tensor*>(t[k]));
      }
      s->stack.emplace_back(std::move(l));
    }
  })
}
// Numbers for a Scalar[] argument: where `is_int[k]`, `ints[k]` holds it, else `v[k]`.
bool jtorch_push_scalar_list(JtorchStack* s, const double* v, const int64_t* ints, const uint8_t* is_int,
                             size_t n) noexcept {
  JT_PUSH({
    std::vector<c10::Scalar> l;
    l.reserve(n);
    for (size_t k = 0; k < n; ++k) {
      l.push_back(is_int[k] ? c10::Scalar(ints[k]) : c10::Scalar(v[k]));
    }
    s->stack.emplace_back(l);
  })
}
// The schema's default of argument `index` of the operator `handle`.
bool jtorch_push_default(JtorchStack* s, const void* handle, size_t index) noexcept {
  JT_PUSH({
    const auto& args = static_cast<const c10::OperatorHandle*>(handle)->schema().arguments();
    s->stack.push_back(args.at(index).default_value().value());
  })
}

namespace {

// `v` is a result the stack holds: a tensor is moved out of it, not shared.
void flatten(JtorchStack* s, c10::IValue&& v) {
  JtorchValue out{JT_NONE, 0, 0, 0.0, nullptr};
  if (v.isTensor()) {
    at::Tensor t = std::move(v).toTensor();
    if (t.defined()) {
      out.tag = JT_TENSOR;
      out.p = new at::Tensor(std::move(t));
    }
    s->out.push_back(out);
  } else if (v.isNone()) {
    s->out.push_back(out);
  } else if (v.isBool()) {
    out.tag = JT_BOOL;
    out.i = v.toBool() ? 1 : 0;
    s->out.push_back(out);
  } else if (v.isInt()) {
    out.tag = JT_INT;
    out.i = v.toInt();
    s->out.push_back(out);
  } else if (v.isSymInt()) {
    out.tag = JT_INT;
    out.i = v.toSymInt().guard_int(__FILE__, __LINE__);
    s->out.push_back(out);
  } else if (v.isDouble()) {
    out.tag = JT_FLOAT;
    out.d = v.toDouble();
    s->out.push_back(out);
  } else if (v.isComplexDouble()) {
    auto c = v.toComplexDouble();
    out.tag = JT_COMPLEX;
    out.d = c.real();
    double im = c.imag();
    std::memcpy(&out.i, &im, sizeof im);
    s->out.push_back(out);
  } else if (v.isString() || v.isDevice()) {
    out.tag = v.isString() ? JT_STR : JT_DEVICE;
    s->strings.push_back(v.isString() ? v.toStringRef() : v.toDevice().str());
    s->out.push_back(out);
  } else if (v.isList()) {
    auto l = v.toListRef();
    out.tag = JT_LIST;
    out.n = static_cast<int32_t>(l.size());
    s->out.push_back(out);
    for (const auto& item : l) {
      flatten(s, c10::IValue(item));
    }
  } else if (v.isTuple()) {
    const auto& items = v.toTupleRef().elements();
    out.tag = JT_TUPLE;
    out.n = static_cast<int32_t>(items.size());
    s->out.push_back(out);
    for (const auto& item : items) {
      flatten(s, c10::IValue(item));
    }
  } else {
    out.tag = JT_OTHER;
    s->strings.push_back(v.type()->str());
    s->out.push_back(out);
  }
}

}  // namespace

// Calls the operator `handle` on the stack's arguments and flattens its
// results into the stack's values (see JtorchValue), read with
// jtorch_stack_values. LibTorch's message on failure (freed by the caller).
char* jtorch_call_boxed(const void* handle, JtorchStack* s) noexcept {
  try {
    static_cast<const c10::OperatorHandle*>(handle)->callBoxed(s->stack);
    s->out.clear();
    s->strings.clear();
    for (auto& v : s->stack) {
      flatten(s, std::move(v));
    }
    // Strings' addresses are final once every value is flattened.
    size_t k = 0;
    for (auto& out : s->out) {
      if (out.tag == JT_STR || out.tag == JT_DEVICE || out.tag == JT_OTHER) {
        out.p = const_cast<char*>(s->strings[k].data());
        out.n = static_cast<int32_t>(s->strings[k].size());
        ++k;
      }
    }
    s->stack.clear();
    return nullptr;
  } catch (const std::exception& e) {
    // The reader sees no values after a failure: tensors flattened before it are freed here.
    for (auto& out : s->out) {
      if (out.tag == JT_TENSOR) {
        delete static_cast<at::Tensor*>(out.p);
      }
    }
    s->out.clear();
    s->stack.clear();
    return error_of(e);
  }
}

// jtorch_call_boxed of an overload that returns one tensor: it, moved into
// a new at::Tensor* at `*out` (null when it came back undefined), without
// flattening. LibTorch's message on failure (freed by the caller).
char* jtorch_call_boxed_one(const void* handle, JtorchStack* s, void** out) noexcept {
  *out = nullptr;
  try {
    static_cast<const c10::OperatorHandle*>(handle)->callBoxed(s->stack);
    if (s->stack.size() == 1 && s->stack[0].isTensor()) {
      at::Tensor t = std::move(s->stack[0]).toTensor();
      if (t.defined()) {
        *out = new at::Tensor(std::move(t));
      }
    }
    s->stack.clear();
    return nullptr;
  } catch (const std::exception& e) {
    s->stack.clear();
    return error_of(e);
  }
}

// How jtorch_call_plain_one pushes each value (src/dispatch/plain.rs's codes).
enum : uint8_t {
  JT_PUSH_NONE = 0,
  JT_PUSH_TENSOR = 1,  // the payload: an at::Tensor*
  JT_PUSH_INT = 2,
  JT_PUSH_DOUBLE = 3,  // the payload: its bits
  JT_PUSH_BOOL = 4,
  JT_PUSH_INT_AS_DOUBLE = 5,
  JT_PUSH_WRAPPED_INT = 6,  // a number for a Tensor argument (`x + 2`)
  JT_PUSH_WRAPPED_DOUBLE = 7,
};

namespace {

// A stack per thread for jtorch_call_plain_one, taken while a call uses it (an
// operator that calls back into jtorch on the same thread gets a new one).
struct PlainStack {
  torch::jit::Stack stack;
  bool taken = false;
};
thread_local PlainStack plain_stack;

at::Tensor wrapped(const c10::Scalar& v) {
  at::Tensor t = c10::scalar_to_tensor(v);
  t.unsafeGetTensorImpl()->set_wrapped_number(true);
  return t;
}

void push_plain(torch::jit::Stack& s, uint8_t code, int64_t payload) {
  double d;
  switch (code) {
    case JT_PUSH_TENSOR:
      s.emplace_back(*reinterpret_cast<const at::Tensor*>(payload));
      break;
    case JT_PUSH_INT:
      s.emplace_back(payload);
      break;
    case JT_PUSH_DOUBLE:
      std::memcpy(&d, &payload, sizeof d);
      s.emplace_back(d);
      break;
    case JT_PUSH_BOOL:
      s.emplace_back(payload != 0);
      break;
    case JT_PUSH_INT_AS_DOUBLE:
      s.emplace_back(static_cast<double>(payload));
      break;
    case JT_PUSH_WRAPPED_INT:
      s.emplace_back(wrapped(c10::Scalar(payload)));
      break;
    case JT_PUSH_WRAPPED_DOUBLE:
      std::memcpy(&d, &payload, sizeof d);
      s.emplace_back(wrapped(c10::Scalar(d)));
      break;
    default:
      s.emplace_back();
  }
}

}  // namespace

// The common call in one crossing: pushes `n` values, value k by `codes[k]`
// from `payloads[k]`, then the schema's defaults of every later argument,
// calls the operator `handle` and moves the one tensor it returns into a new
// at::Tensor* at `*out` (null when it came back undefined or was not one
// tensor). LibTorch's message on failure (freed by the caller).
char* jtorch_call_plain_one(const void* handle, size_t n, const uint8_t* codes, const int64_t* payloads,
                            void** out) noexcept {
  *out = nullptr;
  PlainStack& tls = plain_stack;
  torch::jit::Stack own;
  bool taken = !tls.taken;
  torch::jit::Stack& s = taken ? tls.stack : own;
  tls.taken = true;
  struct Give {
    torch::jit::Stack& s;
    bool* taken;
    ~Give() {
      s.clear();
      if (taken != nullptr) {
        *taken = false;
      }
    }
  } give{s, taken ? &tls.taken : nullptr};
  try {
    const auto* op = static_cast<const c10::OperatorHandle*>(handle);
    const auto& args = op->schema().arguments();
    for (size_t k = 0; k < n; ++k) {
      push_plain(s, codes[k], payloads[k]);
    }
    for (size_t k = n; k < args.size(); ++k) {
      const auto& d = args[k].default_value();
      if (!d) {
        throw std::invalid_argument("argument " + args[k].name() + " has no default");
      }
      s.push_back(*d);
    }
    op->callBoxed(s);
    if (s.size() == 1 && s[0].isTensor()) {
      at::Tensor t = std::move(s[0]).toTensor();
      if (t.defined()) {
        *out = new at::Tensor(std::move(t));
      }
    }
    return nullptr;
  } catch (const std::exception& e) {
    return error_of(e);
  }
}

const JtorchValue* jtorch_stack_values(const JtorchStack* s, size_t* n) noexcept {
  *n = s->out.size();
  return s->out.data();
}

}  // extern "C"
