package io.github.jtorch;

/** Element types, named as in PyTorch. */
public enum DType {
    FLOAT32(0), FLOAT64(1), FLOAT16(2), BFLOAT16(3), INT64(4), INT32(5), INT16(6), INT8(7), UINT8(8), BOOL(9);

    /** The code the native core uses for this dtype. */
    final int code;

    DType(int code) {
        this.code = code;
    }

    /** Bytes per element ({@code torch.dtype.itemsize}). */
    public int itemSize() {
        switch (this) {
            case FLOAT64:
            case INT64:
                return 8;
            case FLOAT32:
            case INT32:
                return 4;
            case FLOAT16:
            case BFLOAT16:
            case INT16:
                return 2;
            default:
                return 1;
        }
    }

    /** PyTorch's name: {@code float32}, {@code int64}, ... */
    public String torchName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The dtype with PyTorch's name {@code name}; throws IllegalArgumentException for others. */
    public static DType fromName(String name) {
        for (DType d : values()) {
            if (d.torchName().equals(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown dtype '" + name + "'; expected one of "
                + java.util.Arrays.toString(java.util.Arrays.stream(values()).map(DType::torchName).toArray()));
    }

    static DType fromCode(int code) {
        for (DType d : values()) {
            if (d.code == code) {
                return d;
            }
        }
        throw new IllegalStateException("native dtype code " + code + " has no DType");
    }

    /** Native code of {@code d}, or -1 (the op's default) for null. */
    static int codeOf(DType d) {
        return d == null ? -1 : d.code;
    }

    public boolean isFloatingPoint() {
        return this == FLOAT32 || this == FLOAT64 || this == FLOAT16 || this == BFLOAT16;
    }
}
