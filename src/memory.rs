//! Native half of `Memory.java`: the accounting figures.

use crate::jni_entry::{run, run_plain};
use crate::store;
use jni::objects::{JClass, JLongArray};
use jni::EnvUnowned;

/// Figures in the order `Memory.java` reads them.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_statsArray<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) -> JLongArray<'l> {
    run(&mut env, |env| {
        let s = store::stats();
        let figures = [s.live_tensors, s.live_bytes, s.peak_bytes, s.alloc_count, s.free_count];
        let arr = JLongArray::new(env, figures.len())?;
        arr.set_region(env, 0, &figures)?;
        Ok(arr)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_Memory_resetPeak0<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
) {
    run_plain(&mut env, || {
        store::reset_peak();
        Ok(())
    })
}
