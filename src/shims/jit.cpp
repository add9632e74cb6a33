// TorchScript modules (torch.jit.save's files) and torch.save's pickles, for
// src/jit.rs. Values cross as a flat list of 64-bit words (the encoding
// below, shared with IValues.java): arguments are built to the types the
// method's schema declares, so that [1, 2] reaches a List[int] parameter as
// one and {"a": 1} a Dict[str, int]. Nothing here throws.

#include <ATen/core/jit_type.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/serialization/import.h>
#include <caffe2/serialize/inline_container.h>
#include <caffe2/serialize/in_memory_adapter.h>
#include <torch/csrc/jit/serialization/unpickler.h>

#include "shim_error.h"

#include <cstdint>
#include <algorithm>
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

// The length of the pickle opcode at p[k] with its argument, or 0 for one this
// does not know or that runs past the end.
size_t op_length(const std::string& p, size_t k) {
  auto fixed = [&](size_t n) { return k + 1 + n <= p.size() ? 1 + n : 0; };
  auto counted = [&](size_t width) -> size_t {
    if (k + 1 + width > p.size()) {
      return 0;
    }
    uint64_t len = 0;
    for (size_t i = 0; i < width; i++) {
      len |= static_cast<uint64_t>(static_cast<unsigned char>(p[k + 1 + i])) << (8 * i);
    }
    return len <= p.size() - (k + 1 + width) ? 1 + width + static_cast<size_t>(len) : 0;
  };
  auto lines = [&](int n) -> size_t {
    size_t at = k + 1;
    for (int i = 0; i < n; i++) {
      at = p.find('\n', at);
      if (at == std::string::npos) {
        return 0;
      }
      at++;
    }
    return at - k;
  };
  switch (static_cast<unsigned char>(p[k])) {
    case '(': case '.': case '0': case '1': case '2': case 'N': case ')': case ']': case '}': case 'a':
    case 'e': case 's': case 'u': case 't': case 0x85: case 0x86: case 0x87: case 0x88: case 0x89: case 'R':
    case 'b': case 'Q': case 0x81: case 'l': case 'd': case 'o': case 0x94: case 0x8f: case 0x90: case 0x91:
    case 0x93:
      return 1;
    case 'K': case 'q': case 'h': case 0x80:
      return fixed(1);
    case 'M':
      return fixed(2);
    case 'J': case 'r': case 'j':
      return fixed(4);
    case 'G': case 0x95:
      return fixed(8);
    case 0x8a: case 'C': case 0x8c: case 'U':
      return counted(1);
    case 'X': case 'B': case 'T': case 0x8b:
      return counted(4);
    case 0x8e: case 0x8d:
      return counted(8);
    case 'I': case 'L': case 'F': case 'S': case 'V': case 'P': case 'g': case 'p':
      return lines(1);
    case 'c': case 'i':
      return lines(2);
    default:
      return 0;
  }
}

// The key a plain dict made from an OrderedDict keeps its attributes under
// while it is read (see plain_dicts); removed after.
const char kAttributes[] = "\x01jtorch: OrderedDict attributes";

// The stack effect of the pickle opcode at p[k]: how many entries it pops (-1:
// down to the last MARK, which goes too) and pushes.
std::pair<int, int> op_effect(unsigned char op) {
  switch (op) {
    case '(':
      return {0, 1};  // a MARK: an entry of its own, see plain_dicts
    case 'R': case 0x86: case 0x81: case 0x93:
      return {2, 1};
    case 'b': case '0':
      return {1, 0};
    case 's':
      return {2, 0};
    case 0x87:
      return {3, 1};
    case 'Q': case 0x85:
      return {1, 1};
    case 'a':
      return {1, 0};
    case 't': case 'l': case 'd': case 'o': case 'i': case 0x91:
      return {-1, 1};
    case 'e': case 'u': case 0x90: case '1':
      return {-1, 0};
    case 'q': case 'r': case 'p': case 0x94: case 0x80: case 0x95: case '.':
      return {0, 0};
    case '2':
      return {0, 1};
    default:
      return {0, 1};  // the values and GET
  }
}

// The pickle of a torch.save file with each collections.OrderedDict made as a
// plain dict: LibTorch's unpickler reads an OrderedDict as None (it expects only
// the empty ones of a tensor's backward hooks), and module.state_dict() is one.
// The pickler puts the class in the memo once (GLOBAL, then PUT k) and calls it
// with no arguments (EMPTY_TUPLE REDUCE) each time, from the memo (GET k) after
// the first; each such call becomes EMPTY_DICT. Its attributes (a state dict's
// _metadata) follow its items, applied by BUILD, which the unpickler takes for
// objects only: they become an item under kAttributes (SETITEM), removed after.
// A pickle this cannot walk whole stays as it is. Returns whether it changed.
bool plain_dicts(std::string& p) {
  static const std::string global = "ccollections\nOrderedDict\n";
  if (p.find(global) == std::string::npos) {
    return false;
  }
  struct Entry {
    size_t start;  // where its opcodes begin in `out`
    bool mark;
    bool ordered;  // made from an OrderedDict
  };
  std::vector<Entry> stack;
  std::string out;
  out.reserve(p.size() + 64);
  std::string memo_get;  // the GET of the memoized class, once seen
  std::string key = std::string("X") + static_cast<char>(sizeof kAttributes - 1) + std::string(3, '\0') + kAttributes;
  size_t k = 0;
  auto call_at = [&](size_t at) { return p.compare(at, 2, ")R") == 0; };
  while (k < p.size()) {
    size_t n = op_length(p, k);
    if (n == 0) {
      return false;
    }
    bool first = memo_get.empty() && p.compare(k, n, global) == 0;
    if (first || (!memo_get.empty() && p.compare(k, n, memo_get) == 0 && call_at(k + n))) {
      size_t end = k + n;
      if (first) {
        size_t put_n = end < p.size() ? op_length(p, end) : 0;
        if (put_n == 0 || (p[end] != 'q' && p[end] != 'r') || !call_at(end + put_n)) {
          return false;
        }
        memo_get = std::string(p[end] == 'q' ? "h" : "j") + p.substr(end + 1, put_n - 1);
        end += put_n;
      }
      stack.push_back({out.size(), false, true});
      out += '}';
      k = end + 2;
      continue;
    }
    unsigned char op = static_cast<unsigned char>(p[k]);
    auto [pops, pushes] = op_effect(op);
    size_t start = out.size();
    if (op == 'b' && stack.size() >= 2 && stack[stack.size() - 2].ordered && !stack.back().mark) {
      out.insert(stack.back().start, key);
      out += 's';
      stack.pop_back();
      k += n;
      continue;
    }
    if (pops < 0) {
      while (!stack.empty() && !stack.back().mark) {
        stack.pop_back();
      }
      if (stack.empty()) {
        return false;
      }
      start = stack.back().start;
      stack.pop_back();
    } else {
      if (stack.size() < static_cast<size_t>(pops)) {
        return false;
      }
      for (int i = 0; i < pops; i++) {
        start = stack.back().start;
        stack.pop_back();
      }
    }
    for (int i = 0; i < pushes; i++) {
      stack.push_back({start, op == '(', false});
    }
    out.append(p, k, n);
    k += n;
  }
  p = std::move(out);
  return true;
}

// `v` without the kAttributes items plain_dicts added, in every dict within.
void drop_attributes(const IValue& v) {
  if (v.isGenericDict()) {
    auto dict = v.toGenericDict();
    dict.erase(IValue(std::string(kAttributes)));
    for (const auto& e : dict) {
      drop_attributes(e.value());
    }
  } else if (v.isList()) {
    for (const auto& item : v.toListRef()) {
      drop_attributes(item);
    }
  } else if (v.isTuple()) {
    for (const auto& item : v.toTupleRef().elements()) {
      drop_attributes(item);
    }
  }
}

// A torch.save file (zip format), its OrderedDicts read as dicts.
IValue unpickle_archive(const char* data, size_t n) {
  caffe2::serialize::PyTorchStreamReader reader(std::make_unique<caffe2::serialize::MemoryReadAdapter>(data, n));
  auto [pickle_ptr, pickle_size] = reader.getRecord("data.pkl");
  std::string pickle(static_cast<const char*>(pickle_ptr.get()), pickle_size);
  bool changed = plain_dicts(pickle);
  size_t read = 0;
  auto reader_fn = [&](char* buffer, size_t len) -> size_t {
    size_t k = std::min(len, pickle.size() - read);
    std::memcpy(buffer, pickle.data() + read, k);
    read += k;
    return k;
  };
  auto read_record = [&](const std::string& name) { return std::get<0>(reader.getRecord("data/" + name)); };
  torch::jit::Unpickler unpickler(reader_fn, nullptr, nullptr, read_record, std::nullopt);
  unpickler.set_version(reader.version());
  IValue v = unpickler.parse_ivalue();
  if (changed) {
    drop_attributes(v);
  }
  return v;
}

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

// Calls forward with the one tensor `input`: a result that is one tensor into
// `*out` as a new at::Tensor* (nothing encoded: the serving call), any other
// to `done` as jtorch_jit_call hands it. `*missing` as there.
char* jtorch_jit_forward_one(const void* m, const void* input, bool* missing, void** out, void* ctx,
                             Done done) noexcept {
  *missing = false;
  *out = nullptr;
  try {
    const auto* module = static_cast<const Module*>(m);
    auto method = module->find_method("forward");
    if (!method) {
      *missing = true;
      return nullptr;
    }
    IValue result = (*method)({IValue(*static_cast<const at::Tensor*>(input))});
    if (result.isTensor()) {
      *out = new at::Tensor(std::move(result).toTensor());
    } else {
      hand_over(result, ctx, done);
    }
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

// A torch.save file's value (its bytes, in the zip format), read as
// torch::pickle_load reads one but for OrderedDicts (see plain_dicts), to `done`.
char* jtorch_pickle_load(const char* data, size_t n, void* ctx, Done done) noexcept {
  try {
    TORCH_CHECK_VALUE(n >= 4 && std::memcmp(data, "PK\x03\x04", 4) == 0,
                      "not a file torch.save wrote (a zip archive since PyTorch 1.6; the older format, "
                      "_use_new_zipfile_serialization=False, is not read)");
    hand_over(unpickle_archive(data, n), ctx, done);
    return nullptr;
  } catch (const std::exception& e) {
    return jtorch_shim::error_of(e);
  }
}

}  // extern "C"
