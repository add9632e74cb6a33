//! Native half of `amp/Autocast.java`: torch.autocast regions (src/shims/autocast.cpp).

use crate::error::{Error, Result};
use crate::jni_entry::run_plain;
use crate::shims::autocast::{self, DeviceType, LowPrecision};
use jni::objects::JClass;
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;

/// c10's DeviceType codes for the devices jtorch has (`Device.java`: CPU, CUDA).
fn device_type(code: jint) -> Result<DeviceType> {
    match code {
        0 => Ok(DeviceType::Cpu),
        1 => Ok(DeviceType::Cuda),
        _ => Err(Error::arg(format!("autocast: unknown device type {code}; expected cpu or cuda"))),
    }
}

/// The lower-precision dtypes LibTorch's autocast supports, as c10's
/// ScalarType codes (`Autocast.java` sends them): Half 5, BFloat16 15.
fn scalar_type(code: jint) -> Result<LowPrecision> {
    match code {
        5 => Ok(LowPrecision::Half),
        15 => Ok(LowPrecision::BFloat16),
        _ => Err(Error::arg(format!("autocast supports bfloat16 (15) and float16 (5), got scalar type {code}"))),
    }
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_amp_Autocast_enter0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    device: jint,
    enabled: jboolean,
    scalar: jint,
    cache_enabled: jboolean,
) -> jlong {
    run_plain(&mut env, || {
        let device = device_type(device)?;
        let scalar = scalar_type(scalar)?;
        autocast::enter(device, enabled, scalar, cache_enabled)
            .ok_or_else(|| Error::Torch("autocast: LibTorch refused to enter the region".into()))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_amp_Autocast_exit0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    device: jint,
    before: jlong,
) {
    run_plain(&mut env, || {
        let device = device_type(device)?;
        if !autocast::exit(device, before) {
            return Err(Error::Torch("autocast: LibTorch refused to leave the region".into()));
        }
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_amp_Autocast_isEnabled0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    device: jint,
) -> jboolean {
    run_plain(&mut env, || {
        let device = device_type(device)?;
        autocast::enabled(device)
            .ok_or_else(|| Error::Torch("autocast: LibTorch could not say whether it is on".into()))
    })
}
