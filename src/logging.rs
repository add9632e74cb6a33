//! Native log records go through the `log` facade to one sink per platform:
//! the JVM's `java.util.logging` on desktop (through `NativeLog.java`), and
//! logcat through `android_logger` on Android.

use log::LevelFilter;

/// Level codes shared with `NativeLog.java`: 0 off, 1 error ... 5 trace.
pub fn level_filter(code: i32) -> LevelFilter {
    match code {
        i32::MIN..=0 => LevelFilter::Off,
        1 => LevelFilter::Error,
        2 => LevelFilter::Warn,
        3 => LevelFilter::Info,
        4 => LevelFilter::Debug,
        _ => LevelFilter::Trace,
    }
}

pub fn level_code(level: log::Level) -> i32 {
    level as i32
}

#[cfg(target_os = "android")]
mod sink {
    use log::LevelFilter;

    pub fn install(level: LevelFilter) {
        // The logger itself lets every level through; `log::set_max_level` is the one
        // filter, so `NativeLog.setLevel` can raise the level after this as on the JVM.
        android_logger::init_once(
            android_logger::Config::default().with_tag("jtorch").with_max_level(LevelFilter::Trace),
        );
        log::set_max_level(level);
    }
}

#[cfg(not(target_os = "android"))]
mod sink {
    use super::level_code;
    use jni::objects::{Global, JClass, JValue};
    use jni::{jni_sig, jni_str, Env, JavaVM};
    use log::{LevelFilter, Log, Metadata, Record};
    use std::sync::OnceLock;

    /// `NativeLog`'s class, kept so records from any thread reach the class
    /// loader that loaded jtorch (a plain FindClass there would not).
    static SINK_CLASS: OnceLock<Global<JClass<'static>>> = OnceLock::new();

    struct JvmLogger;

    impl Log for JvmLogger {
        fn enabled(&self, metadata: &Metadata) -> bool {
            metadata.level() <= log::max_level()
        }

        fn log(&self, record: &Record) {
            if !self.enabled(record.metadata()) {
                return;
            }
            let (Some(class), Ok(vm)) = (SINK_CLASS.get(), JavaVM::singleton()) else {
                return;
            };
            let msg = record.args().to_string();
            // A record that cannot be delivered is dropped: logging must never
            // turn into an error of the operation that logged.
            let _ = vm.attach_current_thread(|env: &mut Env| -> jni::errors::Result<()> {
                let target = env.new_string(record.target())?;
                let text = env.new_string(&msg)?;
                env.call_static_method(
                    class,
                    jni_str!("log"),
                    jni_sig!("(ILjava/lang/String;Ljava/lang/String;)V"),
                    &[JValue::Int(level_code(record.level())), JValue::Object(&target), JValue::Object(&text)],
                )?;
                Ok(())
            });
        }

        fn flush(&self) {}
    }

    static LOGGER: JvmLogger = JvmLogger;

    pub fn install_jvm(env: &mut Env<'_>, class: &JClass<'_>, level: LevelFilter) -> jni::errors::Result<()> {
        if SINK_CLASS.get().is_none() {
            let global = env.new_global_ref(class)?;
            let _ = SINK_CLASS.set(global);
        }
        // Fails only if a logger is already installed, which is then kept.
        let _ = log::set_logger(&LOGGER);
        log::set_max_level(level);
        Ok(())
    }
}

#[cfg(target_os = "android")]
pub use sink::install;

#[cfg(not(target_os = "android"))]
pub use sink::install_jvm;

mod entries {
    use super::*;
    use crate::jni_entry::{run, run_plain};
    use jni::objects::JClass;
    use jni::sys::jint;
    use jni::EnvUnowned;

    /// Installs the platform's sink at `level` (or just sets the level).
    #[unsafe(no_mangle)]
    pub extern "system" fn Java_io_github_jtorch_NativeLog_install0<'l>(
        mut env: EnvUnowned<'l>,
        class: JClass<'l>,
        level: jint,
    ) {
        run(&mut env, |_env| {
            crate::jni_entry::install_panic_hook();
            #[cfg(not(target_os = "android"))]
            install_jvm(_env, &class, level_filter(level))?;
            #[cfg(target_os = "android")]
            {
                let _ = &class;
                install(level_filter(level));
            }
            Ok(())
        })
    }

    #[unsafe(no_mangle)]
    pub extern "system" fn Java_io_github_jtorch_NativeLog_setLevel<'l>(
        mut env: EnvUnowned<'l>,
        _c: JClass<'l>,
        level: jint,
    ) {
        run_plain(&mut env, || {
            let filter = level_filter(level);
            log::set_max_level(filter);
            // One record at the new level, so a caller can see the path works end to end.
            log::debug!(target: "jtorch::logging", "native log level set to {}", filter.as_str().to_ascii_lowercase());
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_codes_round_trip_through_filters() {
        for level in [log::Level::Error, log::Level::Warn, log::Level::Info, log::Level::Debug, log::Level::Trace] {
            assert_eq!(level_filter(level_code(level)), level.to_level_filter());
        }
        assert_eq!(level_filter(0), LevelFilter::Off);
        assert_eq!(level_filter(-3), LevelFilter::Off);
    }
}
