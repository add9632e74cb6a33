//! Element types and devices as they cross JNI: small integer codes that
//! `DType.java` and `Device.java` mirror.

use crate::error::{Error, Result};
use tch::{Device, Kind};

/// Codes in the order of `DType.java`'s `code` fields.
const KINDS: [(i32, Kind, &str); 10] = [
    (0, Kind::Float, "float32"),
    (1, Kind::Double, "float64"),
    (2, Kind::Half, "float16"),
    (3, Kind::BFloat16, "bfloat16"),
    (4, Kind::Int64, "int64"),
    (5, Kind::Int, "int32"),
    (6, Kind::Int16, "int16"),
    (7, Kind::Int8, "int8"),
    (8, Kind::Uint8, "uint8"),
    (9, Kind::Bool, "bool"),
];

pub fn kind_of(code: i32) -> Result<Kind> {
    KINDS
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(_, k, _)| *k)
        .ok_or_else(|| Error::arg(format!("unknown dtype code {code}")))
}

pub fn code_of(kind: Kind) -> Result<i32> {
    KINDS
        .iter()
        .find(|(_, k, _)| *k == kind)
        .map(|(c, _, _)| *c)
        .ok_or_else(|| Error::arg(format!("dtype {kind:?} is not supported by jtorch")))
}

/// The code of the dtype named `name` (`float32`), where jtorch has one.
pub fn code_named(name: &str) -> Option<i32> {
    KINDS.iter().find(|(_, _, n)| *n == name).map(|(c, _, _)| *c)
}

pub fn name_of(kind: Kind) -> String {
    KINDS
        .iter()
        .find(|(_, k, _)| *k == kind)
        .map(|(_, _, n)| n.to_string())
        .unwrap_or_else(|| format!("{kind:?}").to_lowercase())
}

/// Device code: -1 is the CPU, n >= 0 is CUDA device n.
pub fn device_of(code: i32) -> Result<Device> {
    match code {
        -1 => Ok(Device::Cpu),
        n if n >= 0 => {
            let count = tch::Cuda::device_count();
            if (n as i64) < count {
                Ok(Device::Cuda(n as usize))
            } else {
                Err(Error::arg(format!("CUDA device {n} requested but {count} CUDA device(s) are available")))
            }
        }
        n => Err(Error::arg(format!("unknown device code {n}"))),
    }
}

pub fn device_code(device: Device) -> i32 {
    match device {
        Device::Cuda(n) => n as i32,
        _ => -1,
    }
}

pub fn device_name(device: Device) -> String {
    match device {
        Device::Cpu => "cpu".into(),
        Device::Cuda(n) => format!("cuda:{n}"),
        other => format!("{other:?}").to_lowercase(),
    }
}
