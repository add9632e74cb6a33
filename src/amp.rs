//! Native half of `amp/Autocast.java`: torch.autocast regions (src/autocast.cpp).

use crate::error::{Error, Result};
use crate::jni_entry::run_plain;
use jni::objects::JClass;
use jni::sys::{jboolean, jint, jlong};
use jni::EnvUnowned;

unsafe extern "C" {
    fn jtorch_autocast_enter(device_type: i32, enabled: i32, scalar_type: i32, cache_enabled: i32) -> i64;
    fn jtorch_autocast_exit(device_type: i32, before: i64) -> i32;
    fn jtorch_autocast_enabled(device_type: i32) -> i32;
}

/// c10's DeviceType codes for the devices jtorch has (`Device.java`: CPU, CUDA).
const CPU: i32 = 0;
const CUDA: i32 = 1;

fn device_type(code: jint) -> Result<i32> {
    match code {
        CPU | CUDA => Ok(code),
        _ => Err(Error::arg(format!("autocast: unknown device type {code}; expected cpu or cuda"))),
    }
}

/// The lower-precision dtypes LibTorch's autocast supports, as c10's
/// ScalarType codes (`Autocast.java` sends them): Half 5, BFloat16 15.
fn scalar_type(code: jint) -> Result<i32> {
    match code {
        5 | 15 => Ok(code),
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
        let before = unsafe { jtorch_autocast_enter(device, enabled as i32, scalar, cache_enabled as i32) };
        if before < 0 {
            return Err(Error::Torch("autocast: LibTorch refused to enter the region".into()));
        }
        Ok(before)
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
        if before < 0 || unsafe { jtorch_autocast_exit(device, before) } != 0 {
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
        match unsafe { jtorch_autocast_enabled(device) } {
            r if r < 0 => Err(Error::Torch("autocast: LibTorch could not say whether it is on".into())),
            r => Ok(r == 1),
        }
    })
}
