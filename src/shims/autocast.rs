//! src/shims/autocast.cpp: torch.autocast regions.

/// The devices autocast regions cover, as c10's DeviceType codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum DeviceType {
    Cpu = 0,
    Cuda = 1,
}

/// The lower-precision dtypes LibTorch's autocast supports, as c10's ScalarType codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum LowPrecision {
    Half = 5,
    BFloat16 = 15,
}

unsafe extern "C" {
    fn jtorch_autocast_enter(device_type: i32, enabled: i32, scalar_type: i32, cache_enabled: i32) -> i64;
    fn jtorch_autocast_exit(device_type: i32, before: i64) -> i32;
    fn jtorch_autocast_enabled(device_type: i32) -> i32;
}

/// Enters a region on this thread: the state to hand `exit`, or None when LibTorch refused.
pub fn enter(device: DeviceType, enabled: bool, dtype: LowPrecision, cache_enabled: bool) -> Option<i64> {
    // SAFETY: plain integers of known codes; the shim catches every C++ exception.
    let before = unsafe { jtorch_autocast_enter(device as i32, enabled as i32, dtype as i32, cache_enabled as i32) };
    (before >= 0).then_some(before)
}

/// Leaves a region, putting back `before` (what `enter` returned); false when LibTorch refused.
pub fn exit(device: DeviceType, before: i64) -> bool {
    // SAFETY: plain integers; the shim catches every C++ exception.
    before >= 0 && unsafe { jtorch_autocast_exit(device as i32, before) } == 0
}

/// Whether autocast is on for `device` on this thread; None when LibTorch could not say.
pub fn enabled(device: DeviceType) -> Option<bool> {
    // SAFETY: a known code; the shim catches every C++ exception.
    match unsafe { jtorch_autocast_enabled(device as i32) } {
        r if r < 0 => None,
        r => Some(r == 1),
    }
}
