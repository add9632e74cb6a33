/*
 * For `gradle benchProbes` only, never part of jtorch: preloaded into a probe JVM, this
 * answers MKL's "is this an Intel processor?" check (which PyPI's libtorch_cpu.so exports)
 * with yes, so that the probe shows what MKL's choice of kernels by vendor costs elsewhere.
 */
int mkl_serv_intel_cpu_true(void) { return 1; }
