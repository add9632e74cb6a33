//! Compiles the C++ shims in src/shims/ (what tch's C API lacks: LibTorch's
//! dispatcher, autograd graph, allocator, autocast, checkpointing, c10d,
//! TorchScript, ...) into a static library linked into jtorch. Each
//! `src/shims/X.cpp` has its Rust side in `src/shims/X.rs`, the one place
//! jtorch calls it from. src/shims/distributed.cpp compiles against Gloo's
//! headers from Debian's libgloo-dev (the wheel ships none). Only with the
//! `libtorch` feature and off Android (which has no LibTorch here).
//!
//! Where LibTorch has CUDA, src/shims/nccl.cpp also becomes jtorch's NCCL
//! plugin, libjtorch_nccl.so, beside the native core (a library of its own, so
//! that the core needs no CUDA library): see `build_nccl_plugin`.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

const LIBTORCH_VERSION: &str = "2.13.0";
const NCCL_SOURCE: &str = "src/shims/nccl.cpp";
const NCCL_PLUGIN: &str = "libjtorch_nccl.so";
const SOURCES: [&str; 13] = [
    "src/shims/accelerator.cpp",
    "src/shims/tensor_meta.cpp",
    "src/shims/autograd_graph.cpp",
    "src/shims/dispatch_cache.cpp",
    "src/shims/backtraces.cpp",
    "src/shims/autograd_skip.cpp",
    "src/shims/dispatcher.cpp",
    "src/shims/indexing.cpp",
    "src/shims/scaled_ops.cpp",
    "src/shims/autocast.cpp",
    "src/shims/checkpoint.cpp",
    "src/shims/distributed.cpp",
    "src/shims/jit.cpp",
];

fn main() {
    for source in SOURCES {
        println!("cargo:rerun-if-changed={source}");
    }
    println!("cargo:rerun-if-changed=src/shims/shim_error.h");
    println!("cargo:rerun-if-changed={NCCL_SOURCE}");
    println!("cargo:rerun-if-env-changed=CUDA_INCLUDE");
    println!("cargo:rerun-if-env-changed=NCCL_INCLUDE");
    println!("cargo:rerun-if-env-changed=LIBTORCH");
    println!("cargo:rerun-if-env-changed=JTORCH_CACHE");
    println!("cargo:rerun-if-env-changed=XDG_CACHE_HOME");
    println!("cargo:rerun-if-env-changed=HOME");
    for tool in ["CXX", "AR"] {
        println!("cargo:rerun-if-env-changed={tool}");
        println!("cargo:rerun-if-env-changed={}", target_tool_var(tool));
    }
    println!("cargo:rerun-if-env-changed=GLOO_INCLUDE");

    if env::var_os("CARGO_FEATURE_LIBTORCH").is_none()
        || env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "android")
    {
        return;
    }
    if let Err(msg) = build_shim() {
        eprintln!("error: {msg}");
        std::process::exit(1);
    }
}

fn build_shim() -> Result<(), String> {
    let libtorch = libtorch_dir()?;
    let include = libtorch.join("include");
    if !include.join("ATen/DeviceAccelerator.h").is_file() {
        return Err(format!(
            "{} has no include/ATen/DeviceAccelerator.h: LIBTORCH must name a LibTorch {LIBTORCH_VERSION} \
             with headers (an unzipped libtorch, or a site-packages/torch); `make deps` installs one",
            libtorch.display()
        ));
    }
    let gloo = gloo_include_dir()?;
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").ok_or("cargo did not set OUT_DIR")?);
    let archive = out_dir.join("libjtorch_accelerator.a");
    let cxx = tool("CXX", "c++");
    let mut objects = Vec::new();
    for source in SOURCES {
        let stem = Path::new(source).file_stem().ok_or("a source without a name")?;
        let object = out_dir.join(stem).with_extension("o");
        let mut compile = Command::new(&cxx);
        compile
            .args(["-std=c++17", "-O2", "-fPIC", "-Wall"])
            // The PyPI wheels of torch 2.13 are built with the new libstdc++ ABI.
            .arg("-D_GLIBCXX_USE_CXX11_ABI=1")
            .arg("-I")
            .arg(&include)
            .arg("-I")
            .arg(include.join("torch/csrc/api/include"))
            // LibTorch's headers declare ProcessGroupGloo only with this set, as its build does.
            .arg("-DUSE_C10D_GLOO")
            // /usr/include is searched already; naming it again would reorder libstdc++'s #include_next.
            .args(gloo.iter().flat_map(|g| [std::ffi::OsStr::new("-isystem"), g.as_os_str()]))
            .args(["-c", source, "-o"])
            .arg(&object);
        run(&mut compile, &cxx)?;
        objects.push(object);
    }

    let ar = tool("AR", "ar");
    // A stale archive would keep members of an older object.
    let _ = std::fs::remove_file(&archive);
    let mut archive_cmd = Command::new(&ar);
    archive_cmd.arg("crs").arg(&archive).args(&objects);
    run(&mut archive_cmd, &ar)?;

    println!("cargo:rustc-link-search=native={}", out_dir.display());
    println!("cargo:rustc-link-lib=static=jtorch_accelerator");
    build_nccl_plugin(&libtorch, &cxx, &out_dir)
}

/// Builds jtorch's NCCL plugin into the folder the native core is linked
/// into (the profile's: OUT_DIR's third parent), where LibTorch has CUDA
/// (lib/libtorch_cuda.so) and the headers LibTorch's ProcessGroupNCCL.hpp
/// includes are found: CUDA's (`$CUDA_INCLUDE`, else the wheel's
/// nvidia/cu13/include with PyPI's nvidia-cuda-cccl and nvidia-cuda-crt laid
/// in, as `make deps` does) and NCCL's (`$NCCL_INCLUDE`, else the wheel's
/// nvidia/nccl/include). Otherwise no plugin (a stale one is removed), and a
/// group asking for NCCL is refused with the reason. Not when cross-compiling.
fn build_nccl_plugin(libtorch: &Path, cxx: &str, out_dir: &Path) -> Result<(), String> {
    let profile_dir = out_dir.ancestors().nth(3).ok_or("OUT_DIR is not inside a target folder")?;
    let plugin = profile_dir.join(NCCL_PLUGIN);
    let _ = std::fs::remove_file(&plugin);
    let site = libtorch.parent().unwrap_or(libtorch);
    let dir_of =
        |var: &str, default: PathBuf| env::var_os(var).filter(|d| !d.is_empty()).map(PathBuf::from).unwrap_or(default);
    let cuda = dir_of("CUDA_INCLUDE", site.join("nvidia/cu13/include"));
    let nccl = dir_of("NCCL_INCLUDE", site.join("nvidia/nccl/include"));
    let include = libtorch.join("include");
    let missing = [
        (libtorch.join("lib/libtorch_cuda.so"), "LibTorch's CUDA library"),
        (include.join("torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp"), "LibTorch's ProcessGroupNCCL.hpp"),
        (cuda.join("cuda_runtime_api.h"), "CUDA's runtime headers"),
        (cuda.join("crt/host_config.h"), "CUDA's crt headers (PyPI nvidia-cuda-crt)"),
        (cuda.join("nv/target"), "CUDA's CCCL headers (PyPI nvidia-cuda-cccl)"),
        (nccl.join("nccl.h"), "NCCL's header"),
    ]
    .into_iter()
    .find(|(file, _)| !file.exists());
    if env::var("TARGET").ok() != env::var("HOST").ok() {
        println!("cargo:warning=no NCCL plugin: it is built only for the machine that builds it");
        return Ok(());
    }
    if let Some((file, what)) = missing {
        // A CPU LibTorch has no CUDA library: nothing to say there.
        if libtorch.join("lib/libtorch_cuda.so").exists() {
            println!("cargo:warning=no NCCL plugin: {what} not found ({}); `make deps` installs them", file.display());
        }
        return Ok(());
    }
    let built = out_dir.join(NCCL_PLUGIN);
    let mut compile = Command::new(cxx);
    compile
        .args(["-std=c++17", "-O2", "-fPIC", "-shared", "-Wall", "-fvisibility=hidden"])
        .arg("-D_GLIBCXX_USE_CXX11_ABI=1")
        // LibTorch's headers declare ProcessGroupNCCL only with these set, as its build does.
        .args(["-DUSE_C10D_NCCL", "-DUSE_CUDA"])
        .arg("-I")
        .arg(&include)
        .arg("-I")
        .arg(include.join("torch/csrc/api/include"))
        .arg("-isystem")
        .arg(&cuda)
        .arg("-isystem")
        .arg(&nccl)
        .arg(NCCL_SOURCE)
        .arg("-o")
        .arg(&built)
        .arg(format!("-Wl,-soname,{NCCL_PLUGIN}"))
        .arg("-L")
        .arg(libtorch.join("lib"))
        // No rpath: these are found among the libraries jtorch's loader has loaded.
        .args(["-Wl,--no-as-needed", "-ltorch_cuda", "-lc10_cuda", "-ltorch_cpu", "-lc10"]);
    run(&mut compile, cxx)?;
    std::fs::copy(&built, &plugin)
        .map_err(|e| format!("cannot copy {} to {}: {e}", built.display(), plugin.display()))?;
    Ok(())
}

/// Where Gloo's headers are: `$GLOO_INCLUDE`, else /usr/include (Debian's libgloo-dev).
/// Only declarations are taken from them; Gloo's code is the copy in libtorch_cpu.so.
/// None for /usr/include, which the compiler searches anyway.
fn gloo_include_dir() -> Result<Option<PathBuf>, String> {
    let given = env::var_os("GLOO_INCLUDE").filter(|d| !d.is_empty()).map(PathBuf::from);
    let dir = given.clone().unwrap_or_else(|| PathBuf::from("/usr/include"));
    if dir.join("gloo/config.h").is_file() {
        Ok(given.filter(|d| d != Path::new("/usr/include")))
    } else {
        Err(format!(
            "{} has no gloo/config.h: jtorch.distributed compiles LibTorch's ProcessGroupGloo.hpp, which needs \
             Gloo's headers; install Debian's libgloo-dev (`make deps` does), or set GLOO_INCLUDE to the \
             directory that holds gloo/",
            dir.display()
        ))
    }
}

/// `$CXX_<target>` (as the cc crate that builds tch's wrapper reads it, so that a cross build
/// names its compiler once and build scripts keep the host's), else `$CXX`, else `default`.
fn tool(name: &str, default: &str) -> String {
    env::var(target_tool_var(name)).or_else(|_| env::var(name)).unwrap_or_else(|_| default.to_string())
}

fn target_tool_var(name: &str) -> String {
    format!("{name}_{}", env::var("TARGET").unwrap_or_default().replace('-', "_"))
}

/// `$LIBTORCH`, else the Makefile's default: jtorch's cache.
fn libtorch_dir() -> Result<PathBuf, String> {
    if let Some(dir) = env::var_os("LIBTORCH").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    let cache = env::var_os("JTORCH_CACHE")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()).map(|d| Path::new(&d).join("jtorch")))
        .or_else(|| env::var_os("HOME").filter(|d| !d.is_empty()).map(|d| Path::new(&d).join(".cache/jtorch")));
    let candidate = cache.map(|c| c.join(format!("libtorch-{LIBTORCH_VERSION}/torch")));
    match candidate {
        Some(dir) if dir.join("include").is_dir() => Ok(dir),
        Some(dir) => Err(format!(
            "LIBTORCH is not set and {} has no LibTorch: run `make deps` (or build through make), \
             or set LIBTORCH to a LibTorch {LIBTORCH_VERSION} directory",
            dir.display()
        )),
        None => Err(format!(
            "LIBTORCH is not set and no cache directory is known (no JTORCH_CACHE, XDG_CACHE_HOME or HOME): \
             set LIBTORCH to a LibTorch {LIBTORCH_VERSION} directory"
        )),
    }
}

fn run(cmd: &mut Command, name: &str) -> Result<(), String> {
    let status =
        cmd.status().map_err(|e| format!("could not run `{name}` ({e}); a C++ compiler and `ar` are needed"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{cmd:?}` failed with {status}"))
    }
}
