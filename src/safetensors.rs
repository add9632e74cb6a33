//! Native half of `Safetensors.java`: named tensors to and from a
//! `.safetensors` file.

use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::store;
use jni::objects::{JClass, JLongArray, JObject, JObjectArray, JString};
use jni::sys::jlong;
use jni::{Env, EnvUnowned};

pub fn path(env: &mut Env<'_>, p: &JString<'_>) -> Result<String> {
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
                    return Err(Error::arg(
                        "a tensor cannot be named __metadata__: safetensors keeps that name for the file's metadata",
                    ));
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
pub(crate) fn write_replacing(file: &str, write: impl FnOnce(&std::path::Path) -> Result<()>) -> Result<()> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let target = std::path::Path::new(file);
    let name = target.file_name().ok_or_else(|| Error::arg(format!("{file:?} names no file")))?;
    // Said of the file asked for, not of the temporary one beside it.
    if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
        if !dir.is_dir() {
            return Err(Error::Torch(format!("cannot write {file}: {} is not a directory", dir.display())));
        }
    }
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}-{}.tmp", std::process::id(), NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    let tmp = target.with_file_name(tmp_name);
    let written = write(&tmp)
        .and_then(|()| std::fs::rename(&tmp, target).map_err(|e| Error::Torch(format!("cannot replace {file}: {e}"))));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// The element types of the format this LibTorch build reads.
const READ_DTYPES: [&str; 10] = ["BOOL", "U8", "I8", "I16", "F16", "BF16", "I32", "F32", "F64", "I64"];

/// Element types the reader parses and then refuses with a message of its own.
const READ_REFUSES: [&str; 3] = ["U16", "U32", "U64"];

/// `e`, or, where the header names an element type the reader does not know
/// (FP8, complex: the reader then reports a header it cannot parse, as for
/// a damaged file), an error that says so.
#[cold]
fn unreadable(file: &str, e: tch::TchError) -> Error {
    let unknown: Vec<String> = header_dtypes(file)
        .into_iter()
        .filter(|d| !READ_DTYPES.contains(&d.as_str()) && !READ_REFUSES.contains(&d.as_str()))
        .collect();
    if unknown.is_empty() {
        return e.into();
    }
    Error::Torch(format!("{file}: unsupported dtype {} (jtorch reads {})", unknown.join(", "), READ_DTYPES.join(", ")))
}

/// The `"dtype"` values of a safetensors header, read loosely: the header is
/// JSON, and this only looks for `"dtype": "..."` pairs. Empty when the file
/// has no readable header.
fn header_dtypes(file: &str) -> Vec<String> {
    use std::io::Read;
    let read = || -> std::io::Result<Vec<u8>> {
        let mut f = std::fs::File::open(file)?;
        let mut len = [0u8; 8];
        f.read_exact(&mut len)?;
        // The format's own limit on a header.
        let n = u64::from_le_bytes(len).min(100_000_000);
        let mut header = Vec::new();
        f.take(n).read_to_end(&mut header)?;
        Ok(header)
    };
    let Ok(header) = read() else { return Vec::new() };
    let text = String::from_utf8_lossy(&header);
    let mut found = Vec::new();
    let mut rest = text.as_ref();
    while let Some(at) = rest.find("\"dtype\"") {
        rest = &rest[at + 7..];
        let value = rest.trim_start().strip_prefix(':').map(str::trim_start).and_then(|v| v.strip_prefix('"'));
        if let Some(v) = value {
            if let Some(end) = v.find('"') {
                if !found.iter().any(|d| d == &v[..end]) {
                    found.push(v[..end].to_string());
                }
            }
        }
    }
    found
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
        let mut loaded = tch::Tensor::read_safetensors(&file).map_err(|e| unreadable(&file, e))?;
        // The file's map has no order of its own: by name, the same every run.
        loaded.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(hand_out_named(env, loaded)?.0)
    })
}

/// Registers `named`'s tensors and returns `[String[] names, long[] ids]`,
/// new and unattached, and the ids; on failure none stays registered.
pub(crate) fn hand_out_named<'l>(
    env: &mut Env<'l>,
    named: Vec<(String, tch::Tensor)>,
) -> Result<(JObjectArray<'l>, Vec<jlong>)> {
    let mut ids: Vec<jlong> = Vec::with_capacity(named.len());
    let mut names = Vec::with_capacity(named.len());
    for (name, t) in named {
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
    result.map(|out| (out, ids))
}
