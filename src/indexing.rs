//! Native half of `Indexing.java`: Python's tensor indexing and index
//! assignment, as LibTorch implements them (src/shims/indexing.cpp).

use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::registry::{self, Ref};
use crate::shims::indexing as shim;
use crate::store::{self, Stored};
use jni::objects::{JClass, JLongArray};
use jni::sys::{jboolean, jdouble, jlong};
use jni::EnvUnowned;

fn failed(msg: String, what: &str) -> Error {
    crate::ops::in_op(what, tch::TchError::Torch(msg).into())
}

/// The tensors `ids` name, held for one call: `self`, the index tensors, then any value.
fn held(ids: &[i64]) -> Result<Vec<Ref<'static, Stored>>> {
    let reading = registry::local_as_is().for_reading(ids.iter().map(|&id| id as u64));
    ids.iter().map(|&id| store::get_in(reading, id)).collect()
}

/// `self[spec]`, registered as a new tensor.
pub fn index(self_id: i64, grad: bool, spec: &[i64], tensor_ids: &[i64]) -> Result<i64> {
    let ids: Vec<i64> = std::iter::once(self_id).chain(tensor_ids.iter().copied()).collect();
    let refs = held(&ids)?;
    let inputs: Vec<usize> = refs.iter().map(|r| r.tensor_impl).collect();
    let t = crate::ops::with_grad(grad, || shim::index(&refs[0].tensor, spec, refs[1..].iter().map(|r| &r.tensor)))
        .map_err(|msg| failed(msg, "index"))?;
    store::put_result_in(registry::local(), t, &inputs)
}

/// `self[spec] = value`: the tensor `value_id`, or the number when it is 0.
// One argument per JNI parameter of the entry points that call it.
#[allow(clippy::too_many_arguments)]
pub fn index_put(
    self_id: i64,
    grad: bool,
    spec: &[i64],
    tensor_ids: &[i64],
    value_id: i64,
    number: f64,
    integer: i64,
    is_int: bool,
) -> Result<()> {
    let mut ids: Vec<i64> = std::iter::once(self_id).chain(tensor_ids.iter().copied()).collect();
    if value_id != 0 {
        ids.push(value_id);
    }
    let refs = held(&ids)?;
    let end = 1 + tensor_ids.len();
    let value = if value_id != 0 {
        shim::Value::Tensor(&refs[end].tensor)
    } else {
        shim::Value::Number { number, integer, is_int }
    };
    // The shim writes `self` in place, which its store entry keeps.
    crate::ops::with_grad(grad, || {
        shim::index_put(&refs[0].tensor, spec, refs[1..end].iter().map(|r| &r.tensor), value)
    })
    .map_err(|msg| failed(msg, "index_put_"))
}

/// An indexing call's specification and the ids of its index tensors, from Java.
fn spec_of(env: &jni::Env<'_>, spec: &JLongArray<'_>, tensors: &JLongArray<'_>) -> Result<(Vec<i64>, Vec<i64>)> {
    Ok((crate::jarray::read(env, spec, "spec")?, crate::jarray::read(env, tensors, "tensors")?))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Indexing_index<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    self_id: jlong,
    grad: jboolean,
    spec: JLongArray<'l>,
    tensors: JLongArray<'l>,
) -> jlong {
    run(&mut env, |env| {
        let (spec, tensors) = spec_of(env, &spec, &tensors)?;
        index(self_id, grad, &spec, &tensors)
    })
}

#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_io_github_jtorch_Indexing_indexPut<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    self_id: jlong,
    grad: jboolean,
    spec: JLongArray<'l>,
    tensors: JLongArray<'l>,
    value: jlong,
    number: jdouble,
    integer: jlong,
    is_int: jboolean,
) {
    run(&mut env, |env| {
        let (spec, tensors) = spec_of(env, &spec, &tensors)?;
        index_put(self_id, grad, &spec, &tensors, value, number, integer, is_int)
    })
}
