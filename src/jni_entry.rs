//! The funnel every JNI entry point goes through: run the body with panics
//! caught, and turn an `Error` or a panic into one specific Java exception.

use crate::error::Error;
use jni::errors::ErrorPolicy;
use jni::{Env, EnvUnowned};
use std::any::Any;
use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Runs `body` for a native method; on error or panic throws the mapped Java
/// exception and returns `T::default()` (which Java never sees).
pub fn run<'local, T, F>(env: &mut EnvUnowned<'local>, body: F) -> T
where
    T: Default,
    F: FnOnce(&mut Env<'local>) -> Result<T, Error>,
{
    env.with_env(body).resolve::<ThrowMapped>()
}

/// Like `run`, for bodies that need no JNI calls (the per-op hot path): the
/// body runs with panics caught but without setting up an `Env`, which is
/// made only when there is an exception to throw.
///
/// Inlined into each entry point: LibTorch's ops call deeper than the CPU's
/// return-address predictor reaches, so every frame between Java and the op
/// costs a mispredicted return (about 10 ns each here) on the way back.
#[inline(always)]
pub fn run_plain<'local, T, F>(env: &mut EnvUnowned<'local>, body: F) -> T
where
    T: Default,
    F: FnOnce() -> Result<T, Error>,
{
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => value,
        Ok(Err(err)) => throw_plain(env, Ok(err)),
        Err(payload) => throw_plain(env, Err(payload)),
    }
}

/// `run_plain`'s way out on an error or a panic: kept out of line, so that
/// the entry points it is inlined into hold only the path that succeeds.
#[cold]
#[inline(never)]
fn throw_plain<T: Default>(env: &mut EnvUnowned<'_>, failure: Result<Error, Box<dyn Any + Send>>) -> T {
    let err = failure.unwrap_or_else(|payload| {
        log_caught_panic();
        Error::from_panic_message(&panic_message(payload))
    });
    env.with_env(|_| Err::<T, Error>(err)).resolve::<ThrowMapped>()
}

pub struct ThrowMapped;

impl<T: Default> ErrorPolicy<T, Error> for ThrowMapped {
    type Captures<'unowned_env_local: 'native_method, 'native_method> = ();

    fn on_error<'unowned_env_local: 'native_method, 'native_method>(
        env: &mut Env<'unowned_env_local>,
        _cap: &mut Self::Captures<'unowned_env_local, 'native_method>,
        err: Error,
    ) -> jni::errors::Result<T> {
        // A Java exception raised inside a JNI call is the more precise one,
        // and no Java code (the log sink) may run while it is pending.
        if !env.exception_check() {
            if let Error::Panic(msg) = &err {
                log::error!("native panic: {msg}");
            }
            throw(env, err.java_class(), &err.to_string());
        }
        Ok(T::default())
    }

    fn on_panic<'unowned_env_local: 'native_method, 'native_method>(
        env: &mut Env<'unowned_env_local>,
        _cap: &mut Self::Captures<'unowned_env_local, 'native_method>,
        payload: Box<dyn Any + Send + 'static>,
    ) -> jni::errors::Result<T> {
        // As in on_error: no Java code while a Java exception is pending.
        if !env.exception_check() {
            log_caught_panic();
        }
        let err = Error::from_panic_message(&panic_message(payload));
        Self::on_error(env, _cap, err)
    }
}

thread_local! {
    /// Where this thread's last panic happened, until it is logged.
    static PANIC_AT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Every panic in jtorch is caught and becomes a Java exception, so the
/// default hook's report on stderr would only be noise; the record goes to
/// the log at debug level instead, once the panic is caught. Not from the
/// hook: the log sink calls into Java, and while the panic unwinds this
/// thread may still be reading tensors that another thread's release waits
/// for (see src/registry/home.rs), so Java code that blocks on that thread would
/// never return.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let at = format!("caught panic at {:?}: {}", info.location(), info.payload_as_str().unwrap_or("(no message)"));
        let _ = PANIC_AT.try_with(|p| p.replace(Some(at)));
    }));
}

/// Logs where the panic just caught on this thread happened.
fn log_caught_panic() {
    if let Ok(Some(at)) = PANIC_AT.try_with(RefCell::take) {
        log::debug!("{at}");
    }
}

fn throw(env: &mut Env<'_>, class: &str, msg: &str) {
    let class = jni::strings::JNIString::from(class);
    let msg = jni::strings::JNIString::from(msg);
    if env.throw_new(&class, &msg).is_err() && !env.exception_check() {
        // The class itself could not be found: still never return silently.
        let _ = env.throw_new(jni::jni_str!("java/lang/RuntimeException"), &msg);
    }
}

fn panic_message(payload: Box<dyn Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&'static str>() {
        return (*s).to_string();
    }
    match payload.downcast::<String>() {
        Ok(s) => *s,
        Err(other) => {
            // Dropping an arbitrary payload may itself panic; leak it instead.
            std::mem::forget(other);
            "non-string panic payload".to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_noted_by_the_hook_and_logged_only_once_caught() {
        install_panic_hook();
        let caught = catch_unwind(|| panic!("deliberate"));
        // Back to the default hook, for the other tests' panics.
        drop(std::panic::take_hook());
        assert!(caught.is_err());
        let noted = PANIC_AT.with(|p| p.borrow().clone()).expect("the hook noted the panic");
        assert!(noted.contains("deliberate") && noted.contains("jni_entry.rs"), "{noted}");
        log_caught_panic();
        assert!(PANIC_AT.with(|p| p.borrow().is_none()), "logging takes the note");
    }
}
