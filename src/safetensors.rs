//! Native half of `Safetensors.java`: named tensors to and from a
//! `.safetensors` file.

use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::store;
use jni::objects::{JClass, JLongArray, JObject, JObjectArray, JString};
use jni::sys::jlong;
use jni::{Env, EnvUnowned};

fn path(env: &mut Env<'_>, p: &JString<'_>) -> Result<String> {
    if p.is_null() {
        return Err(Error::Null("path"));
    }
    Ok(p.try_to_string(env)?)
}

/// Writes the tensors `ids` under `names` to `path`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Safetensors_write<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
    names: JObjectArray<'l, JString<'l>>,
    ids: JLongArray<'l>,
) {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        if names.is_null() || ids.is_null() {
            return Err(Error::Null("names and tensors"));
        }
        let id_buf = crate::jarray::read(env, &ids, "tensors")?;
        let n = names.len(env)?;
        if n != id_buf.len() {
            return Err(Error::arg(format!("{n} names for {} tensors", id_buf.len())));
        }
        let mut keep = Vec::with_capacity(n);
        let mut named = Vec::with_capacity(n);
        // Held all at once: read as one set (see `Local::for_reading`).
        let local = crate::registry::local_as_is().for_reading(id_buf.iter().map(|&id| id as u64));
        for (i, id) in id_buf.iter().enumerate() {
            // A frame per name: a long list must not pile up local references.
            named.push(env.with_local_frame(4, |env| -> Result<String> {
                let name = names.get_element(env, i)?;
                if name.is_null() {
                    return Err(Error::Null("tensor name"));
                }
                let name = name.try_to_string(env)?;
                if name == "__metadata__" {
                    // The format's header keeps this key for its own metadata.
                    return Err(Error::arg("a tensor cannot be named __metadata__: safetensors keeps that name for the file's metadata"));
                }
                Ok(name)
            })?);
            keep.push(store::get_in(local, *id)?);
        }
        // Safetensors needs contiguous CPU data.
        let host: Vec<tch::Tensor> = keep
            .iter()
            .map(|r| r.tensor.f_to_device(tch::Device::Cpu)?.f_contiguous())
            .collect::<std::result::Result<_, _>>()?;
        let pairs: Vec<(&str, &tch::Tensor)> = named.iter().map(String::as_str).zip(host.iter()).collect();
        write_replacing(&file, |tmp| Ok(tch::Tensor::write_safetensors(&pairs, tmp)?))
    })
}

/// Writes a new file with `write` next to `file`, then renames it over
/// `file`: a reader sees the old file or the new one, never half of one, and
/// a write that fails leaves the old file as it was.
fn write_replacing(file: &str, write: impl FnOnce(&std::path::Path) -> Result<()>) -> Result<()> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let target = std::path::Path::new(file);
    let name = target.file_name().ok_or_else(|| Error::arg(format!("{file} names no file")))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}-{}.tmp", std::process::id(), NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    let tmp = target.with_file_name(tmp_name);
    let written = write(&tmp).and_then(|()| {
        std::fs::rename(&tmp, target).map_err(|e| Error::Torch(format!("cannot replace {file}: {e}")))
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Reads `path`; returns `[String[] names, long[] ids]`, the tensors new and unattached.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Safetensors_read<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
) -> JObjectArray<'l> {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let loaded = tch::Tensor::read_safetensors(&file)?;
        let mut ids: Vec<jlong> = Vec::with_capacity(loaded.len());
        let mut names = Vec::with_capacity(loaded.len());
        for (name, t) in loaded {
            match store::put(t) {
                Ok(id) => {
                    ids.push(id);
                    names.push(name);
                }
                Err(e) => {
                    for id in ids {
                        let _ = store::release(id);
                    }
                    return Err(e);
                }
            }
        }
        let result = (|| -> Result<JObjectArray<'l>> {
            let name_arr = JObjectArray::<JString>::new(env, names.len(), JString::null())?;
            for (i, n) in names.iter().enumerate() {
                let s = env.new_string(n)?;
                name_arr.set_element(env, i, &s)?;
                env.delete_local_ref(s);
            }
            let id_arr = JLongArray::new(env, ids.len())?;
            id_arr.set_region(env, 0, &ids)?;
            let out = JObjectArray::<JObject>::new(env, 2, JObject::null())?;
            out.set_element(env, 0, &name_arr)?;
            out.set_element(env, 1, &id_arr)?;
            Ok(out)
        })();
        if result.is_err() {
            for id in &ids {
                let _ = store::release(*id);
            }
        }
        result
    })
}
