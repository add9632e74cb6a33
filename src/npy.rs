//! Native half of `Npy.java`: NumPy's `.npy` files, read and written here
//! (tch's reader trusts the lengths a header gives and covers fewer dtypes).
//! The format: a magic string, a version, the header's length, a header that
//! is a Python dict literal (`descr`, `fortran_order`, `shape`), then the data.

use crate::error::{Error, Result};
use crate::jni_entry::run;
use crate::safetensors::{path, write_replacing};
use crate::store;
use jni::objects::{JClass, JString};
use jni::sys::jlong;
use jni::EnvUnowned;
use tch::{Device, Kind, Tensor};

const MAGIC: &[u8] = b"\x93NUMPY";

/// NumPy's type code of a LibTorch dtype, without the byte order.
fn code_of(kind: Kind) -> Option<&'static str> {
    Some(match kind {
        Kind::Float => "f4",
        Kind::Double => "f8",
        Kind::Half => "f2",
        Kind::Int64 => "i8",
        Kind::Int => "i4",
        Kind::Int16 => "i2",
        Kind::Int8 => "i1",
        Kind::Uint8 => "u1",
        Kind::Bool => "b1",
        _ => return None,
    })
}

fn kind_of(code: &str) -> Option<Kind> {
    [Kind::Float, Kind::Double, Kind::Half, Kind::Int64, Kind::Int, Kind::Int16, Kind::Int8, Kind::Uint8, Kind::Bool]
        .into_iter()
        .find(|&k| code_of(k) == Some(code))
}

/// The value of `key` in a header dict: the text after `'key':` up to the
/// next comma outside brackets (or the dict's end).
fn field<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let at = ["'", "\""].iter().find_map(|q| header.find(&format!("{q}{key}{q}")))?;
    let rest = header[at + key.len() + 2..].trim_start().strip_prefix(':')?.trim_start();
    let mut depth = 0usize;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                if depth == 0 {
                    return Some(rest[..i].trim());
                }
                depth -= 1;
                if depth == 0 {
                    return Some(rest[..=i].trim());
                }
            }
            ',' | '}' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    None
}

/// Reads the `.npy` file held in `bytes`; errors say what is wrong with it.
pub fn parse(bytes: &[u8]) -> std::result::Result<Tensor, String> {
    if !bytes.starts_with(MAGIC) || bytes.len() < MAGIC.len() + 2 {
        return Err("not a .npy file (no \\x93NUMPY magic string)".into());
    }
    let major = bytes[MAGIC.len()];
    // The header's length: two bytes in version 1, four after.
    let start = match major {
        1 => MAGIC.len() + 4,
        2 | 3 => MAGIC.len() + 6,
        v => return Err(format!("format version {v}, which this reader does not know (it reads 1 to 3)")),
    };
    if bytes.len() < start {
        return Err("truncated in its header".into());
    }
    let header_len = bytes[MAGIC.len() + 2..start].iter().rev().fold(0usize, |acc, &b| acc * 256 + b as usize);
    let header = bytes.get(start..start + header_len).ok_or("truncated in its header")?;
    let header = std::str::from_utf8(header).map_err(|_| "a header that is not text")?;
    let descr = field(header, "descr").ok_or("a header without descr")?.trim_matches(|c| c == '\'' || c == '"');
    let fortran = match field(header, "fortran_order") {
        Some("True") => true,
        Some("False") => false,
        other => return Err(format!("fortran_order {other:?}")),
    };
    let shape_text = field(header, "shape").ok_or("a header without shape")?;
    let shape: Vec<i64> = shape_text
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_end_matches('L').parse::<i64>().ok().filter(|&d| d >= 0))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("shape {shape_text}"))?;
    let (order, code) = match descr.chars().next() {
        Some(c @ ('<' | '>' | '|' | '=')) => (c, &descr[1..]),
        _ => ('=', descr),
    };
    let kind = kind_of(code).ok_or_else(|| {
        format!("dtype {descr:?}, which jtorch has no dtype for (it reads f2, f4, f8, i1, i2, i4, i8, u1 and b1)")
    })?;
    let size = kind.elt_size_in_bytes();
    let data = &bytes[start + header_len..];
    let wanted = shape.iter().try_fold(size as u64, |acc, &d| acc.checked_mul(d as u64));
    if wanted != Some(data.len() as u64) {
        return Err(format!("{} bytes of data for shape {shape:?} of {descr}", data.len()));
    }
    let mut data = data.to_vec();
    if order == '>' && size > 1 {
        data.chunks_exact_mut(size).for_each(<[u8]>::reverse);
    }
    let to_err = |e: tch::TchError| e.to_string();
    if fortran {
        // Column-major: the reversed shape read row-major, its dimensions reversed.
        let reversed: Vec<i64> = shape.iter().rev().copied().collect();
        let t = Tensor::f_from_data_size(&data, &reversed, kind).map_err(to_err)?;
        let dims: Vec<i64> = (0..shape.len() as i64).rev().collect();
        t.f_permute(&dims).and_then(|p| p.f_contiguous()).map_err(to_err)
    } else {
        Tensor::f_from_data_size(&data, &shape, kind).map_err(to_err)
    }
}

/// `t` as a `.npy` file: little-endian, row-major.
pub fn encode(t: &Tensor) -> Result<Vec<u8>> {
    let kind = t.f_kind()?;
    let code = code_of(kind).ok_or_else(|| {
        Error::arg(format!("NumPy has no dtype for {} (convert it to float32 first)", crate::dtype::name_of(kind)))
    })?;
    let order = if kind.elt_size_in_bytes() == 1 { '|' } else { '<' };
    let shape = t.size();
    let dims = match shape.len() {
        1 => format!("{},", shape[0]),
        _ => shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", "),
    };
    let mut header = format!("{{'descr': '{order}{code}', 'fortran_order': False, 'shape': ({dims}), }}");
    // As NumPy pads it: the data starts at a multiple of 64.
    while !(MAGIC.len() + 4 + header.len() + 1).is_multiple_of(64) {
        header.push(' ');
    }
    header.push('\n');
    let header_len = u16::try_from(header.len()).map_err(|_| Error::arg("a .npy header longer than 65535 bytes"))?;
    let host = t.f_to_device(Device::Cpu)?.f_contiguous()?;
    let n = host.numel();
    let mut out = Vec::with_capacity(MAGIC.len() + 4 + header.len() + n * kind.elt_size_in_bytes());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&header_len.to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    let at = out.len();
    out.resize(at + n * kind.elt_size_in_bytes(), 0);
    host.f_copy_data_u8(&mut out[at..], n)?;
    Ok(out)
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Npy_read<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    file: JString<'l>,
) -> jlong {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let bytes = std::fs::read(&file).map_err(|e| Error::Torch(format!("cannot read {file}: {e}")))?;
        let t = parse(&bytes).map_err(|why| Error::Torch(format!("cannot read {file}: {why}")))?;
        store::put(t)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Npy_write<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    file: JString<'l>,
) {
    run(&mut env, |env| {
        let file = path(env, &file)?;
        let bytes = encode(&store::get(id)?.tensor)?;
        write_replacing(&file, |tmp| {
            std::fs::write(tmp, &bytes).map_err(|e| Error::Torch(format!("cannot write {file}: {e}")))
        })
    })
}
