// TorchScript modules (torch.jit.save's files) and torch.save's pickles, for
// src/jit.rs. Values cross as a flat list of 64-bit words (the encoding
// below, shared with IValues.java): arguments are built to the types the
// method's schema declares, so that [1, 2] reaches a List[int] parameter as
// one and {"a": 1} a Dict[str, int]. Nothing here throws.

#include <ATen/core/jit_type.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/csrc/jit/serialization/pickle.h>

#include "shim_error.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace {

enum : int64_t { V_NONE = 0, V_BOOL = 1, V_INT = 2, V_DOUBLE = 3, V_STRING = 4, V_TENSOR = 5, V_LIST = 6, V_TUPLE = 7, V_DICT = 8 };

using c10::IValue;
using c10::TypePtr;

struct Reader {
  const int64_t* words;
  size_t n;
  const void* const* tensors;
  size_t n_tensors;
  size_t k = 0;

  int64_t next() {
    TORCH_CHECK_VALUE(k < n, "an argument list ends inside a value");
    return words[k++];
  }

  size_t count() {
    int64_t c = next();
    TORCH_CHECK_VALUE(c >= 0 && static_cast<size_t>(c) <= n - k, "a count of ", c, " in an argument list of ", n);
    return static_cast<size_t>(c);
  }
};

// The type to build a value as, when `want` says: an Optional's element, or null (infer).
TypePtr wanted(const TypePtr& want) {
  if (want == nullptr) {
    return nullptr;
  }
  if (auto opt = want->cast<c10::OptionalType>()) {
    return opt->getElementType();
  }
  if (want->kind() == c10::TypeKind::AnyType) {
    return nullptr;
  }
  return want;
}

// One type for all of `values` (Any where they differ); `fallback` for none.
TypePtr common(const std::vector<IValue>& values, const TypePtr& fallback) {
  if (values.empty()) {
    return fallback;
  }
  TypePtr t = values[0].type();
  for (size_t i = 1; i < values.size() && t != nullptr; i++) {
    auto u = c10::unifyTypes(t, values[i].type());
    t = u ? *u : nullptr;
  }
  return t != nullptr ? t : c10::AnyType::get();
}

bool all_of(const std::vector<IValue>& values, const TypePtr& type) {
  for (const auto& v : values) {
    if (!v.type()->isSubtypeOf(*type)) {
      return false;
    }
  }
  return true;
}

IValue decode(Reader& r, const TypePtr& want_in) {
  TypePtr want = wanted(want_in);
  int64_t tag = r.next();
  switch (tag) {
    case V_NONE:
      return IValue();
    case V_BOOL:
      return IValue(r.next() != 0);
    case V_INT: {
      int64_t v = r.next();
      // As Python passes an int where a float is declared.
      if (want != nullptr && want->kind() == c10::TypeKind::FloatType) {
        return IValue(static_cast<double>(v));
      }
      return IValue(v);
    }
    case V_DOUBLE: {
      int64_t bits = r.next();
      double d;
      std::memcpy(&d, &bits, sizeof d);
      return IValue(d);
    }
    case V_STRING: {
      size_t len = static_cast<size_t>(r.next());
      size_t words = (len + 7) / 8;
      TORCH_CHECK_VALUE(words <= r.n - r.k, "a string of ", len, " bytes in an argument list of ", r.n);
      std::string s(len, '\0');
      std::memcpy(s.data(), r.words + r.k, len);
      r.k += words;
      return IValue(std::move(s));
    }
    case V_TENSOR: {
      int64_t at = r.next();
      TORCH_CHECK_VALUE(at >= 0 && static_cast<size_t>(at) < r.n_tensors, "tensor argument ", at, " out of range");
      return IValue(*static_cast<const at::Tensor*>(r.tensors[at]));
    }
    case V_LIST:
    case V_TUPLE: {
      size_t count = r.count();
      auto tuple_type = want != nullptr ? want->cast<c10::TupleType>() : nullptr;
      auto list_type = want != nullptr ? want->cast<c10::ListType>() : nullptr;
      std::vector<IValue> items;
      items.reserve(count);
      for (size_t i = 0; i < count; i++) {
        TypePtr item_type = nullptr;
        if (tuple_type != nullptr && tuple_type->elements().size() == count) {
          item_type = tuple_type->elements()[i];
        } else if (list_type != nullptr) {
          item_type = list_type->getElementType();
        }
        items.push_back(decode(r, item_type));
      }
      if (tuple_type != nullptr || (list_type == nullptr && tag == V_TUPLE)) {
        return IValue(c10::ivalue::Tuple::create(std::move(items)));
      }
      // A declared element type only where every item is of it: otherwise the
      // items' own, so that the schema check refuses the list instead of the
      // method meeting a value of the wrong type inside it.
      TypePtr elem = list_type != nullptr && all_of(items, list_type->getElementType())
                         ? list_type->getElementType()
                         : common(items, c10::TensorType::get());
      c10::impl::GenericList list(elem);
      list.reserve(items.size());
      for (auto& v : items) {
        list.push_back(std::move(v));
      }
      return IValue(std::move(list));
    }
    case V_DICT: {
      size_t count = r.count();
      auto dict_type = want != nullptr ? want->cast<c10::DictType>() : nullptr;
      std::vector<IValue> keys, values;
      for (size_t i = 0; i < count; i++) {
        keys.push_back(decode(r, dict_type != nullptr ? dict_type->getKeyType() : nullptr));
        values.push_back(decode(r, dict_type != nullptr ? dict_type->getValueType() : nullptr));
      }
      bool declared = dict_type != nullptr && all_of(keys, dict_type->getKeyType()) &&
                      all_of(values, dict_type->getValueType());
      TypePtr kt = declared ? dict_type->getKeyType() : common(keys, c10::StringType::get());
      TypePtr vt = declared ? dict_type->getValueType() : common(values, c10::TensorType::get());
      c10::impl::GenericDict dict(kt, vt);
      for (size_t i = 0; i < count; i++) {
        dict.insert_or_assign(std::move(keys[i]), std::move(values[i]));
      }
      return IValue(std::move(dict));
    }
    default:
      TORCH_CHECK_VALUE(false, "unknown value kind ", tag, " in an argument list");
  }
}

void put_string(const std::string& s, std::vector<int64_t>& out) {
  out.push_back(V_STRING);
  out.push_back(static_cast<int64_t>(s.size()));
  size_t at = out.size();
  out.resize(at + (s.size() + 7) / 8, 0);
  std::memcpy(out.data() + at, s.data(), s.size());
}

void encode(const IValue& v, std::vector<int64_t>& out, std::vector<at::Tensor>& tensors) {
  if (v.isNone()) {
    out.push_back(V_NONE);
  } else if (v.isBool()) {
    out.push_back(V_BOOL);
    out.push_back(v.toBool() ? 1 : 0);
  } else if (v.isInt()) {
    out.push_back(V_INT);
    out.push_back(v.toInt());
  } else if (v.isDouble()) {
    double d = v.toDouble();
    int64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    out.push_back(V_DOUBLE);
    out.push_back(bits);
  } else if (v.isString()) {
    put_string(v.toStringRef(), out);
  } else if (v.isTensor()) {
    const at::Tensor& t = v.toTensor();
    if (!t.defined()) {
      out.push_back(V_NONE);
      return;
    }
    out.push_back(V_TENSOR);
    out.push_back(static_cast<int64_t>(tensors.size()));
    tensors.push_back(t);
  } else if (v.isList()) {
    auto items = v.toListRef();
    out.push_back(V_LIST);
    out.push_back(static_cast<int64_t>(items.size()));
    for (const auto& item : items) {
      encode(item, out, tensors);
    }
  } else if (v.isTuple()) {
    const auto& items = v.toTupleRef().elements();
    out.push_back(V_TUPLE);
    out.push_back(static_cast<int64_t>(items.size()));
    for (const auto& item : items) {
      encode(item, out, tensors);
    }
  } else if (v.isGenericDict()) {
    auto dict = v.toGenericDict();
    out.push_back(V_DICT);
    out.push_back(static_cast<int64_t>(dict.size()));
    for (const auto& e : dict) {
      encode(e.key(), out, tensors);
      encode(e.value(), out, tensors);
    }
  } else if (v.isDevice()) {
    put_string(v.toDevice().str(), out);
  } else {
    TORCH_CHECK_TYPE(false, "a value of type ", v.type()->repr_str(), ", which has no Java counterpart");
  }
}

using Done = void (*)(void* ctx, const int64_t* words, size_t n, void* const* tensors, size_t n_tensors);

// Encodes `v` and hands it to `done`, the tensors as new at::Tensor*s it owns.
void hand_over(const IValue& v, void* ctx, Done done) {
  std::vector<int64_t> words;
  std::vector<at::Tensor> tensors;
  encode(v, words, tensors);
  std::vector<void*> out;
  out.reserve(tensors.size());
  for (auto& t : tensors) {
    out.push_back(new at::Tensor(std::move(t)));
  }
  done(ctx, words.data(), words.size(), out.data(), out.size());
}

using Module = torch::jit::Module;

}  // namespace

extern "C" {

// torch::jit::load of `path` onto device `device` (-1: the CPU, else a CUDA
// index): a new Module* into `*out`.
char* jtorch_jit_load(const char* path, int device, void** out) noexcept {
  *out = nullptr;
  try {
    c10::Device d = device < 0 ? c10::Device(c10::kCPU) : c10::Device(c10::kCUDA, static_cast<c10::DeviceIndex>(device));
    *out = new Module(torch::jit::load(std::string(path), d));
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

void jtorch_jit_free(void* m) noexcept {
  delete static_cast<Module*>(m);
}

char* jtorch_jit_save(const void* m, const char* path) noexcept {
  try {
    static_cast<const Module*>(m)->save(std::string(path));
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

char* jtorch_jit_train(void* m, bool on) noexcept {
  try {
    static_cast<Module*>(m)->train(on);
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

bool jtorch_jit_is_training(const void* m) noexcept {
  try {
    return static_cast<const Module*>(m)->is_training();
  } catch (const std::exception&) {
    return false;
  }
}

// Each parameter (or buffer) by dotted name to `f`, as a new at::Tensor* it
// owns, sharing the module's TensorImpl.
char* jtorch_jit_named_tensors(const void* m, bool buffers, void* ctx,
                               void (*f)(void*, const char*, void*)) noexcept {
  try {
    const auto* module = static_cast<const Module*>(m);
    std::vector<std::pair<std::string, at::Tensor>> found;
    if (buffers) {
      for (const auto& b : module->named_buffers()) {
        found.emplace_back(b.name, b.value);
      }
    } else {
      for (const auto& p : module->named_parameters()) {
        found.emplace_back(p.name, p.value);
      }
    }
    for (auto& e : found) {
      f(ctx, e.first.c_str(), new at::Tensor(std::move(e.second)));
    }
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// The module's methods' names, each to `f`.
char* jtorch_jit_method_names(const void* m, void* ctx, void (*f)(void*, const char*)) noexcept {
  try {
    for (const auto& method : static_cast<const Module*>(m)->get_methods()) {
      f(ctx, method.name().c_str());
    }
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// Calls method `name` with the arguments `words` encodes (tensors by their
// position in `tensors`), typed by its schema; its result to `done`. Null
// into `*missing` unless the module has no such method.
char* jtorch_jit_call(const void* m, const char* name, const int64_t* words, size_t n, const void* const* tensors,
                      size_t n_tensors, bool* missing, void* ctx, Done done) noexcept {
  *missing = false;
  try {
    const auto* module = static_cast<const Module*>(m);
    auto method = module->find_method(name);
    if (!method) {
      *missing = true;
      return nullptr;
    }
    const auto& params = method->function().getSchema().arguments();
    Reader r{words, n, tensors, n_tensors};
    std::vector<IValue> stack;
    while (r.k < r.n) {
      // params[0] is self.
      size_t i = stack.size() + 1;
      stack.push_back(decode(r, i < params.size() ? params[i].type() : nullptr));
    }
    IValue result = (*method)(std::move(stack));
    hand_over(result, ctx, done);
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// torch::pickle_load of a file's bytes (torch.save's zip format or the
// legacy one), its value to `done`.
char* jtorch_pickle_load(const char* data, size_t n, void* ctx, Done done) noexcept {
  try {
    std::vector<char> bytes(data, data + n);
    IValue v = torch::jit::pickle_load(bytes);
    hand_over(v, ctx, done);
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

}  // extern "C"
