//! Writes the generated Java files of the op table (see `jtorch_codegen::bindings`), from the
//! repository's root (`make bindings`).
fn main() -> std::io::Result<()> {
    use jtorch_codegen::bindings::*;
    std::fs::write(OPS_JAVA, ops_java())?;
    std::fs::write(TENSOR_OPS_JAVA, tensor_ops_java())?;
    println!("wrote {OPS_JAVA} and {TENSOR_OPS_JAVA} ({} ops)", jtorch::ops::OPS.len());
    Ok(())
}
