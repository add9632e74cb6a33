//! Native half of `Dispatcher.java`: every operator LibTorch's dispatcher
//! holds, called by name with its overload resolved from the arguments.
//!
//! Java and Clojure name an operator once (`op_id`: "add", "aten::add",
//! "aten::add.Tensor") and call it by that id; the schemas come from the
//! dispatcher itself (`schema.rs`), so every operator is callable without a
//! declaration here and the set follows LibTorch when it changes.

mod plain;
mod resolve;
pub mod schema;
mod stack;
pub mod value;

use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::registry::{self, Ref};
use crate::store::{self, Stored};
use jni::objects::{JClass, JLongArray, JObjectArray, JString};
use jni::sys::{jboolean, jint, jlong};
use jni::{Env, EnvUnowned};
use parking_lot::Mutex;
use schema::{Overload, Table, Ty};
use stack::{Inputs, Returned, Stack};
use std::collections::HashMap;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Arc, LazyLock};
use tch::Tensor;
use value::Args;

/// The overloads one id calls: all of an operator's, or one named explicitly.
pub struct Group {
    pub name: String,
    pub overloads: Vec<Arc<Overload>>,
    choices: resolve::Choices,
    exact: resolve::ExactChoices,
}

/// Ids are indices here; a slot, once filled, is only ever replaced (when a
/// library of operators is loaded), so a call reads it without a lock.
const SLOTS: usize = 1 << 15;
static GROUPS: LazyLock<Box<[AtomicPtr<Group>]>> =
    LazyLock::new(|| (0..SLOTS).map(|_| AtomicPtr::new(std::ptr::null_mut())).collect());

struct Names {
    table: Option<Arc<Table>>,
    ids: HashMap<String, usize>,
}

static NAMES: LazyLock<Mutex<Names>> = LazyLock::new(|| Mutex::new(Names { table: None, ids: HashMap::new() }));

fn table_in(names: &mut Names) -> Result<Arc<Table>> {
    if let Some(t) = &names.table {
        return Ok(t.clone());
    }
    let t = Arc::new(Table::load()?);
    names.table = Some(t.clone());
    Ok(t)
}

/// The dispatcher's table as last read.
pub fn table() -> Result<Arc<Table>> {
    table_in(&mut NAMES.lock())
}

/// `aten::add` for `add`; names with a namespace stay as they are.
fn qualified(name: &str) -> String {
    if name.contains("::") {
        name.to_string()
    } else {
        format!("aten::{name}")
    }
}

fn group_of(t: &Table, name: &str) -> Option<Group> {
    let q = qualified(name);
    if let Some(all) = t.by_name.get(&q) {
        return Some(Group { name: q, overloads: all.clone(), choices: Default::default(), exact: Default::default() });
    }
    let (op, overload) = q.rsplit_once('.')?;
    let one = t.by_name.get(op)?.iter().find(|o| o.overload == overload)?;
    Some(Group { name: q, overloads: vec![one.clone()], choices: Default::default(), exact: Default::default() })
}

/// The id of operator `name`: all its overloads, or one (`aten::add.Tensor`).
pub fn op_id(name: &str) -> Result<usize> {
    let mut names = NAMES.lock();
    if let Some(&id) = names.ids.get(name) {
        return Ok(id);
    }
    let t = table_in(&mut names)?;
    let group = group_of(&t, name).ok_or_else(|| {
        Error::arg(format!(
            "no operator named {name} (LibTorch's dispatcher has {} operators; Dispatcher.names() lists them)",
            t.by_name.len()
        ))
    })?;
    let id = names.ids.len();
    if id >= SLOTS {
        return Err(Error::arg(format!("more than {SLOTS} operator names in use")));
    }
    GROUPS[id].store(Box::into_raw(Box::new(group)), Ordering::Release);
    names.ids.insert(name.to_string(), id);
    Ok(id)
}

fn group(id: jint) -> Result<&'static Group> {
    let p = usize::try_from(id)
        .ok()
        .and_then(|i| GROUPS.get(i))
        .map(|s| s.load(Ordering::Acquire))
        .unwrap_or(std::ptr::null_mut());
    if p.is_null() {
        return Err(Error::arg(format!("unknown operator id {id}")));
    }
    // SAFETY: a group, once stored, is never freed (a replaced one is leaked).
    Ok(unsafe { &*p })
}

/// Loads a library of custom operators and reads the dispatcher's table
/// again, so that its operators can be named and those already named see
/// overloads it adds.
pub fn load_library(path: &str) -> Result<()> {
    let c = std::ffi::CString::new(path).map_err(|_| Error::arg("a library path holds a NUL"))?;
    crate::shims::dispatcher::load_library(&c).map_err(|msg| Error::arg(format!("cannot load {path}: {msg}")))?;
    let mut names = NAMES.lock();
    let t = Arc::new(Table::load()?);
    for (name, &id) in &names.ids {
        if let Some(g) = group_of(&t, name) {
            // The old group is leaked: a call on another thread may be reading it.
            GROUPS[id].store(Box::into_raw(Box::new(g)), Ordering::Release);
        }
    }
    names.table = Some(t);
    Ok(())
}

/// What a call returned, encoded as `value.rs` describes, tensors by id.
#[derive(Debug, Default, PartialEq)]
pub struct Results {
    pub stream: Vec<i64>,
    pub strings: Vec<String>,
    /// The ids this call registered (not those of arguments it wrote).
    pub new_ids: Vec<i64>,
}

/// LibTorch's message, naming the overload unless it names its operator already.
pub(super) fn torch_error(o: &Overload, msg: String) -> Error {
    let short = o.name.rsplit("::").next().unwrap_or(&o.name);
    let e: Error = tch::TchError::Torch(msg).into();
    match e {
        Error::Torch(m) if !m.starts_with(short) => Error::Torch(format!("{}: {m}", o.full_name())),
        other => other,
    }
}

/// Calls operator `op` on the arguments `data` (see `value.rs`) with
/// `strings`, and registers the tensors it returns in the calling thread's
/// store: a tensor an argument written in place returns (`add_`, `out=`)
/// keeps that argument's id.
pub fn call(op: jint, grad: bool, data: &[i64], strings: &[String]) -> Result<Results> {
    let g = group(op)?;
    let mut scratch = Scratch::take();
    let Scratch { args, refs, inputs, stack } = scratch.get();
    args.decode_into(data, strings)?;
    let ran = execute(g, grad, args, strings, refs, inputs, stack, None, Stack::call)?
        .ok_or_else(|| Error::arg("no result"))?;
    let returned = ran.value;
    encode(ran.o, returned, |t| keep(&ran.at, args, t))
}

/// `call` for a call that gives no strings and whose overload returns one
/// tensor: its id, or None when the overload returns anything else (nothing
/// ran then: the caller calls `call`).
pub fn call_one(op: jint, grad: bool, data: &[i64]) -> Result<Option<i64>> {
    let g = group(op)?;
    let key = resolve::exact_key(data);
    if let Some((i, true)) = key.and_then(|k| g.exact.get(k)) {
        if let Some(o) = g.overloads.get(i) {
            return plain::call(o, grad, data).map(Some);
        }
    }
    let mut scratch = Scratch::take();
    let Scratch { args, refs, inputs, stack } = scratch.get();
    args.decode_into(data, &[])?;
    let exact = key.map(|k| (k, data));
    let Some(ran) = execute(g, grad, args, &[], refs, inputs, stack, exact, Stack::call_one)? else { return Ok(None) };
    match ran.value {
        Some(t) => keep(&ran.at, args, t).map(|(id, _)| Some(id)),
        None => Err(Error::Torch(format!("{} returned an undefined tensor", ran.o.full_name()))),
    }
}

/// Buffers a call decodes and holds its arguments in, kept per thread
/// between calls (a call made while another runs on the thread gets new ones).
#[derive(Default)]
struct Scratch {
    args: Args,
    refs: Vec<Ref<'static, Stored>>,
    inputs: Vec<usize>,
    stack: Option<Stack>,
}

thread_local! {
    static SCRATCH: std::cell::Cell<Option<Box<Scratch>>> = const { std::cell::Cell::new(None) };
}

/// The thread's scratch while a call uses it; emptied and given back when dropped.
struct ScratchGuard(Option<Box<Scratch>>);

impl Scratch {
    fn take() -> ScratchGuard {
        ScratchGuard(Some(SCRATCH.try_with(|s| s.take()).ok().flatten().unwrap_or_default()))
    }
}

impl ScratchGuard {
    fn get(&mut self) -> &mut Scratch {
        self.0.get_or_insert_with(Default::default)
    }
}

impl Drop for ScratchGuard {
    fn drop(&mut self) {
        if let Some(mut s) = self.0.take() {
            s.refs.clear();
            s.inputs.clear();
            s.args.clear();
            if let Some(stack) = &mut s.stack {
                stack.clear();
            }
            // A thread that is ending has no scratch: the buffers are dropped instead.
            let _ = SCRATCH.try_with(|c| c.set(Some(s)));
        }
    }
}

/// What registering a call's results needs.
struct At<'s> {
    refs: &'s [Ref<'static, Stored>],
    inputs: &'s [usize],
    /// The tensors given for arguments written in place, by index in `refs`.
    written: Vec<usize>,
    local: registry::Local,
}

/// What an operator returned (`value`, as `run` took it from the stack).
struct Ran<'g, 's, T> {
    o: &'g Overload,
    value: T,
    at: At<'s>,
}

/// Resolves and runs a call of group `g` whose arguments are decoded in
/// `args`, holding its tensors in `refs` and their TensorImpls in `inputs`;
/// `run` takes the results off the stack. With an exact key (`call_one`'s
/// calls, see `resolve::exact_key`) and the call's values, only when the
/// overload returns one tensor (None otherwise, and nothing runs); the choice
/// is remembered by the key, as a plain call's where `plain::applies`.
#[allow(clippy::too_many_arguments)]
fn execute<'g, 's, T>(
    g: &'g Group,
    grad: bool,
    args: &Args,
    strings: &[String],
    refs: &'s mut Vec<Ref<'static, Stored>>,
    inputs: &'s mut Vec<usize>,
    spare: &mut Option<Stack>,
    exact: Option<(u64, &[i64])>,
    run: impl FnOnce(&mut Stack, crate::shims::dispatcher::OpHandle) -> std::result::Result<T, String>,
) -> Result<Option<Ran<'g, 's, T>>> {
    let local = registry::local();
    // Every input held at once: read as one set (see `Local::for_reading`).
    let reading = local.for_reading(args.tensor_ids.iter().map(|&id| id as u64));
    for &id in &args.tensor_ids {
        refs.push(store::get_in(reading, id)?);
    }
    let remembered = exact.and_then(|(k, _)| g.exact.get(k)).and_then(|(i, _)| g.overloads.get(i));
    let (o, binding) = match remembered {
        Some(o) => (&**o, resolve::Binding::positional(args.positional.len())),
        None => {
            let (o, binding) = resolve::resolve(&g.name, &g.overloads, args, strings, &g.choices)?;
            if let Some((k, data)) = exact.filter(|_| binding.is_positional(args.positional.len())) {
                if let Some(i) = g.overloads.iter().position(|x| std::ptr::eq(&**x, o)) {
                    g.exact.put(k, i, plain::applies(o, data));
                }
            }
            (o, binding)
        }
    };
    if exact.is_some() && !o.returns_one_tensor {
        return Ok(None);
    }
    let handle = o.handle()?;
    let stack = match spare {
        Some(stack) => stack,
        None => spare.insert(Stack::new(8)?),
    };
    // The stack is emptied when the scratch is given back, on every path.
    stack.fill(o, handle, binding, args, &Inputs { tensors: refs, strings })?;
    inputs.extend(refs.iter().map(|r| r.tensor_impl));
    let value = crate::ops::with_grad(grad, || {
        if o.may_skip_autograd {
            crate::ops::autograd_skip::run(inputs, || run(stack, handle))
        } else {
            run(stack, handle)
        }
    });
    let value = value.map_err(|msg| torch_error(o, msg))?;
    let mut written = Vec::new();
    for (i, p) in o.params.iter().enumerate().filter(|_| o.writes) {
        if let (true, resolve::Bound::Value(v)) = (p.writes, binding.get(o, args, i)) {
            collect_tensors(v, &mut written);
        }
    }
    for &i in &written {
        store::recount(local, args.tensor_ids[i], &refs[i])?;
    }
    Ok(Some(Ran { o, value, at: At { refs, inputs, written, local } }))
}

/// Registers returned tensor `t`: the id of the argument it was written into
/// (not new), or a new id.
fn keep(at: &At<'_>, args: &Args, t: Tensor) -> Result<(i64, bool)> {
    if !at.written.is_empty() {
        let impl_ = store::tensor_impl(&t);
        if let Some(&i) = at.written.iter().find(|&&i| at.refs[i].tensor_impl == impl_) {
            return Ok((args.tensor_ids[i], false));
        }
    }
    store::put_result_in(at.local, t, at.inputs).map(|id| (id, true))
}

fn collect_tensors(v: &value::Value, out: &mut Vec<usize>) {
    match v {
        value::Value::Tensor(i) => out.push(*i),
        value::Value::List(items) => items.iter().for_each(|v| collect_tensors(v, out)),
        _ => {}
    }
}

/// Encodes `returned` (several returns as one tuple), registering each tensor
/// with `put`; if one cannot be registered, those registered are released.
fn encode(
    o: &Overload,
    returned: Vec<Returned>,
    mut put: impl FnMut(Tensor) -> Result<(i64, bool)>,
) -> Result<Results> {
    use crate::shims::dispatcher::{R_BOOL, R_COMPLEX, R_FLOAT, R_INT, R_LIST, R_TUPLE};
    use value::*;
    let mut r = Results::default();
    match o.returns.len() {
        // `-> ()`: nothing, as PyTorch returns None.
        0 => r.stream.push(NONE),
        1 => {}
        n => r.stream.extend([TUPLE, n as i64]),
    }
    let dtype_return = o.returns.len() == 1 && *o.returns[0].base() == Ty::ScalarType;
    let mut new_ids = Vec::new();
    for v in returned {
        let step = match v {
            Returned::Tensor(t) => put(t).map(|(id, new)| {
                if new {
                    new_ids.push(id);
                }
                r.stream.extend([TENSOR, id]);
            }),
            Returned::Text(s) => {
                r.stream.extend([STR, r.strings.len() as i64]);
                r.strings.push(s);
                Ok(())
            }
            Returned::Plain(v) => {
                match v.tag {
                    R_INT if dtype_return => match dtype_code(v.i) {
                        Some(code) => r.stream.extend([DTYPE, code]),
                        None => r.stream.extend([INT, v.i]),
                    },
                    R_INT => r.stream.extend([INT, v.i]),
                    R_FLOAT => r.stream.extend([FLOAT, v.d.to_bits() as i64]),
                    R_BOOL => r.stream.extend([BOOL, v.i]),
                    R_COMPLEX => r.stream.extend([COMPLEX, v.d.to_bits() as i64, v.i]),
                    R_LIST => r.stream.extend([LIST, v.n as i64]),
                    R_TUPLE => r.stream.extend([TUPLE, v.n as i64]),
                    _ => r.stream.push(NONE),
                }
                Ok(())
            }
        };
        if let Err(e) = step {
            // What is not yet registered is dropped with `returned`'s rest.
            for id in new_ids {
                let _ = store::release(id);
            }
            return Err(e);
        }
    }
    r.new_ids = new_ids;
    Ok(r)
}

/// jtorch's dtype code of LibTorch's ScalarType `v`, where jtorch has one.
fn dtype_code(v: i64) -> Option<i64> {
    crate::dtype::code_named(resolve::scalar_type_name(v)?).map(i64::from)
}

fn strings_of(env: &mut Env<'_>, arr: &JObjectArray<'_, JString<'_>>) -> Result<Vec<String>> {
    if arr.is_null() {
        return Ok(Vec::new());
    }
    let n = arr.len(env)?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(env.with_local_frame(4, |env| -> Result<String> {
            let s = arr.get_element(env, i)?;
            if s.is_null() {
                return Err(Error::Null("an operator's string argument"));
            }
            Ok(s.try_to_string(env)?)
        })?);
    }
    Ok(out)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_opId<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    name: JString<'l>,
) -> jint {
    run(&mut env, |env| {
        if name.is_null() {
            return Err(Error::Null("operator name"));
        }
        let name = name.try_to_string(env)?;
        Ok(op_id(&name)? as jint)
    })
}

/// Calls operator `op`. One tensor back is its id; anything else is 0, with
/// the encoded results in `results[0]` (a long[]) and their strings in
/// `results[1]` (a String[], when there are any); where `results` has a third
/// element, the ids the call made in `results[2]` (a long[], when it made any,
/// in the stream's order), of which Java frees those it has not wrapped if it
/// fails part way.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_call<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    args: JLongArray<'l>,
    strings: JObjectArray<'l, JString<'l>>,
    results: JObjectArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let data = crate::jarray::read(env, &args, "args")?;
        let strings = strings_of(env, &strings)?;
        if results.is_null() || results.len(env)? < 2 {
            return Err(Error::arg("the results array must have room for two"));
        }
        let r = call(op, grad, &data, &strings)?;
        if let [value::TENSOR, id] = r.stream[..] {
            return Ok(id);
        }
        let out = (|| -> Result<()> {
            let stream = JLongArray::new(env, r.stream.len())?;
            stream.set_region(env, 0, &r.stream)?;
            results.set_element(env, 0, &stream)?;
            if !r.strings.is_empty() {
                let arr = string_array(env, r.strings.iter().cloned())?;
                results.set_element(env, 1, &arr)?;
            }
            if !r.new_ids.is_empty() && results.len(env)? > 2 {
                let made = JLongArray::new(env, r.new_ids.len())?;
                made.set_region(env, 0, &r.new_ids)?;
                results.set_element(env, 2, &made)?;
            }
            Ok(())
        })();
        if let Err(e) = out {
            // Java never sees these ids: free what the call made.
            for &id in &r.new_ids {
                let _ = store::release(id);
            }
            return Err(e);
        }
        Ok(0)
    })
}

/// Calls operator `op` on up to four values by position, with no strings:
/// each value's tag in a byte of `tags` (the count in its top byte) and its
/// payload in `p0`..`p3`. The id of the one tensor it returns, or 0 when its
/// overload returns anything else, in which case nothing ran and the caller
/// calls `call`. No JNI call: the common call in one crossing.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_callOne<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
    grad: jboolean,
    tags: jlong,
    p0: jlong,
    p1: jlong,
    p2: jlong,
    p3: jlong,
) -> jlong {
    crate::jni_entry::run_plain(&mut env, || {
        let n = (tags as u64 >> 56) as usize;
        if n > 4 {
            return Err(Error::arg(format!("{n} values for a call of at most four")));
        }
        let payloads = [p0, p1, p2, p3];
        let mut data = [0i64; 8];
        for (i, &payload) in payloads.iter().enumerate().take(n) {
            data[2 * i] = (tags >> (8 * i)) & 0xFF;
            data[2 * i + 1] = payload;
        }
        Ok(call_one(op, grad, &data[..2 * n])?.unwrap_or(0))
    })
}

/// The schemas of operator `op`, one string each.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_schemas<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    op: jint,
) -> JObjectArray<'l, JString<'l>> {
    run(&mut env, |env| {
        let g = group(op)?;
        string_array(env, g.overloads.iter().map(|o| o.schema.clone()))
    })
}

/// Every operator name the dispatcher holds (`aten::add`), sorted.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_names0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JObjectArray<'l, JString<'l>> {
    run(&mut env, |env| {
        let t = table()?;
        let mut names: Vec<String> = t.by_name.keys().cloned().collect();
        names.sort();
        string_array(env, names.into_iter())
    })
}

/// Every overload's schema, sorted by name.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_allSchemas<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JObjectArray<'l, JString<'l>> {
    run(&mut env, |env| {
        let t = table()?;
        string_array(env, t.overloads.iter().map(|o| o.schema.clone()))
    })
}

/// The overloads registered, and of those the ones callable with jtorch's values.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_coverage0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let t = table()?;
        let callable = t.overloads.iter().filter(|o| o.callable()).count();
        let counts = [t.overloads.len() as i64, callable as i64, t.by_name.len() as i64];
        let arr = JLongArray::new(env, counts.len())?;
        arr.set_region(env, 0, &counts)?;
        Ok(arr)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Dispatcher_loadLibrary0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    path: JString<'l>,
) {
    run(&mut env, |env| {
        if path.is_null() {
            return Err(Error::Null("library path"));
        }
        let path = path.try_to_string(env)?;
        load_library(&path)
    })
}

fn string_array<'l>(
    env: &mut Env<'l>,
    items: impl ExactSizeIterator<Item = String>,
) -> Result<JObjectArray<'l, JString<'l>>> {
    let arr = JObjectArray::<JString>::new(env, items.len(), JString::null())?;
    for (i, s) in items.enumerate() {
        let js = env.new_string(&s)?;
        arr.set_element(env, i, &js)?;
        env.delete_local_ref(js);
    }
    Ok(arr)
}

#[cfg(test)]
mod tests {
    use super::value::{BOOL, COMPLEX, FLOAT, INT, NONE, TENSOR};
    use super::*;
    use tch::Tensor;

    /// The tensor ids in a result stream, in its order.
    fn tensor_ids(stream: &[i64]) -> Vec<i64> {
        let (mut ids, mut k) = (Vec::new(), 0);
        while k < stream.len() {
            if stream[k] == TENSOR {
                ids.push(stream[k + 1]);
            }
            k += match stream[k] {
                NONE => 1,
                COMPLEX => 3,
                _ => 2,
            };
        }
        ids
    }

    fn run(name: &str, data: &[i64]) -> Results {
        let op = op_id(name).expect("operator") as jint;
        call(op, false, data, &[]).expect("call")
    }

    /// Whether calls of `name` with `data` are remembered as plain ones.
    fn remembered_plain(name: &str, data: &[i64]) -> Option<bool> {
        let g = group(op_id(name).expect("operator") as jint).expect("group");
        g.exact.get(resolve::exact_key(data).expect("exact key")).map(|(_, plain)| plain)
    }

    fn one(name: &str, data: &[i64]) -> i64 {
        let op = op_id(name).expect("operator") as jint;
        call_one(op, false, data).expect("call").expect("one tensor back")
    }

    fn same(a: i64, b: i64) -> bool {
        let (a, b) = (store::get(a).expect("a"), store::get(b).expect("b"));
        a.tensor.kind() == b.tensor.kind()
            && a.tensor.size() == b.tensor.size()
            && a.tensor.to_kind(tch::Kind::Double).allclose(&b.tensor.to_kind(tch::Kind::Double), 1e-6, 1e-6, true)
    }

    // The first call of given kinds resolves and remembers; the next ones take
    // the plain call, which must give what the general call gives.
    #[test]
    fn a_plain_call_gives_what_the_general_call_gives() {
        let f = |v: f64| v.to_bits() as i64;
        let x = store::put(Tensor::from_slice(&[-1.5f32, 0.5, 2.0, 3.0])).expect("x");
        let y = store::put(Tensor::from_slice(&[1.0f32, -2.0, 0.25, 4.0])).expect("y");
        let c = store::put(Tensor::from_slice(&[true, false, true, false])).expect("c");
        let i = store::put(Tensor::from_slice(&[3i64, -1, 0, 7])).expect("i");
        let cases: Vec<(&str, Vec<i64>)> = vec![
            ("add", vec![TENSOR, x, TENSOR, y]),
            ("lerp", vec![TENSOR, x, TENSOR, y, FLOAT, f(0.5)]),
            ("add", vec![TENSOR, i, INT, 2]),
            ("mul", vec![TENSOR, x, FLOAT, f(2.5)]),
            ("mul", vec![TENSOR, i, BOOL, 1]),
            ("pow", vec![TENSOR, x, INT, 2]),
            ("leaky_relu", vec![TENSOR, x, FLOAT, f(0.2)]),
            ("dropout", vec![TENSOR, x, INT, 0, BOOL, 0]),
            ("clamp", vec![TENSOR, x, NONE, INT, 1]),
            ("softmax", vec![TENSOR, x, INT, 0]),
            ("where", vec![TENSOR, c, TENSOR, x, TENSOR, y]),
            ("narrow", vec![TENSOR, y, INT, 0, INT, 1, INT, 2]),
            ("sum", vec![TENSOR, i]),
        ];
        for (name, data) in &cases {
            let general = match run(name, data).stream[..] {
                [TENSOR, id] => id,
                ref other => panic!("{name}: {other:?}"),
            };
            let first = one(name, data);
            assert_eq!(remembered_plain(name, data), Some(true), "{name} {data:?}");
            let plain = one(name, data);
            assert!(same(general, first) && same(general, plain), "{name} {data:?}");
            for id in [general, first, plain] {
                assert!(store::release(id).expect("release"));
            }
        }
        // Written in place: the argument comes back under its own id, its new values as the general call's.
        for (name, data) in [("add_", vec![TENSOR, y, TENSOR, x]), ("mul_", vec![TENSOR, y, FLOAT, f(0.5)])] {
            let before = store::get(y).expect("y").tensor.copy();
            let general = store::put(before.copy()).expect("copy");
            let mut on_copy = data.clone();
            on_copy[1] = general;
            assert_eq!(run(name, &on_copy).stream, [TENSOR, general]);
            for _ in 0..2 {
                store::get(y).expect("y").tensor.shallow_clone().copy_(&before);
                assert_eq!(one(name, &data), y, "{name} gives its argument back");
                assert!(same(general, y), "{name}");
            }
            assert_eq!(remembered_plain(name, &data), Some(true), "{name}");
            assert!(store::release(general).expect("release"));
        }
        // Given another tensor's storage in place (`set_`): the written tensor is counted again.
        let r = store::put(Tensor::zeros([2], (tch::Kind::Float, tch::Device::Cpu))).expect("r");
        let big = store::put(Tensor::zeros([6], (tch::Kind::Float, tch::Device::Cpu))).expect("big");
        let small = store::put(Tensor::zeros([1], (tch::Kind::Float, tch::Device::Cpu))).expect("small");
        assert_eq!(store::bytes_of(r).expect("bytes"), 8);
        assert_eq!(one("set_", &[TENSOR, r, TENSOR, big]), r);
        assert_eq!(store::bytes_of(r).expect("bytes"), 24);
        assert_eq!(remembered_plain("set_", &[TENSOR, r, TENSOR, big]), Some(true));
        assert_eq!(one("set_", &[TENSOR, r, TENSOR, small]), r, "a plain call now");
        assert_eq!(store::bytes_of(r).expect("bytes"), 4, "counted as what it holds now");
        for id in [big, small] {
            assert!(store::release(id).expect("release"));
        }
        assert!(store::release(r).expect("release"));
        // A plain call's errors are LibTorch's, and nothing is left registered.
        let before = store::last_put();
        for _ in 0..2 {
            let e = call_one(op_id("mm").expect("mm") as jint, false, &[TENSOR, x, TENSOR, y]).expect_err("1-d mm");
            assert!(e.to_string().contains("mm"), "{e}");
        }
        assert_eq!(store::last_put(), before, "nothing was registered on this thread");
        for id in [x, y, c, i] {
            assert!(store::release(id).expect("release"));
        }
    }

    // Java wraps the stream's tensors in order and, if it fails part way, frees the
    // ids the call made from the first one it had not wrapped: the two orders must agree.
    #[test]
    fn the_ids_a_call_made_are_its_new_tensors_in_the_order_of_its_results() {
        let x = store::put(Tensor::from_slice(&[3.0f32, 1.0, 2.0, 5.0]).reshape([2, 2])).expect("put");
        let max = run("aten::max.dim", &[TENSOR, x, INT, 1]);
        assert_eq!(max.new_ids.len(), 2);
        assert_eq!(max.new_ids, tensor_ids(&max.stream));
        let split = run("aten::split", &[TENSOR, x, INT, 1]);
        assert_eq!(split.new_ids.len(), 2);
        assert_eq!(split.new_ids, tensor_ids(&split.stream));
        // Written in place, the argument comes back under its own id, made by no one here.
        let added = run("aten::add_.Tensor", &[TENSOR, x, TENSOR, x]);
        assert_eq!(tensor_ids(&added.stream), [x]);
        assert!(added.new_ids.is_empty());
        for id in [max.new_ids, split.new_ids].concat().into_iter().chain([x]) {
            assert!(store::release(id).expect("release"), "{id} was live");
        }
    }
}
