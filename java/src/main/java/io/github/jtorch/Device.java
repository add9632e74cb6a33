package io.github.jtorch;

import java.util.Objects;

/** Where a tensor's data lives: the CPU or one CUDA device. */
public final class Device {
    public static final Device CPU = new Device(-1);

    /** -1 for the CPU, n for CUDA device n. */
    final int code;

    private Device(int code) {
        this.code = code;
    }

    /** CUDA device {@code index}; whether it exists is checked when it is used. */
    public static Device cuda(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("CUDA device index must be >= 0, got " + index);
        }
        return new Device(index);
    }

    /**
     * Parses {@code "cpu"} (or {@code "cpu:0"}), {@code "cuda"} (device 0) or {@code "cuda:N"},
     * N written in decimal digits without a sign or leading zeros, as PyTorch takes them.
     */
    public static Device parse(String name) {
        Objects.requireNonNull(name, "device name");
        if (name.equals("cpu") || name.equals("cpu:0")) {
            return CPU;
        }
        if (name.equals("cuda")) {
            return cuda(0);
        }
        String n = name.startsWith("cuda:") ? name.substring(5) : "";
        if (n.matches("0|[1-9][0-9]{0,8}")) {
            return cuda(Integer.parseInt(n));
        }
        throw new IllegalArgumentException("unknown device '" + name + "'; expected cpu, cuda or cuda:N");
    }

    static Device fromCode(int code) {
        return code < 0 ? CPU : new Device(code);
    }

    /** Native code of {@code d}, with null meaning the CPU. */
    static int codeOf(Device d) {
        return d == null ? -1 : d.code;
    }

    public boolean isCuda() {
        return code >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Device && ((Device) o).code == code;
    }

    @Override
    public int hashCode() {
        return code;
    }

    @Override
    public String toString() {
        return code < 0 ? "cpu" : "cuda:" + code;
    }
}
