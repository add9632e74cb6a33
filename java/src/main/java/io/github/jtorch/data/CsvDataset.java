package io.github.jtorch.data;

import io.github.jtorch.DType;
import io.github.jtorch.Tensor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Rows of numbers from a CSV file: item i is {@code [features, label]}, features a float32
 * tensor of the feature columns of row i, label a 0-dimensional tensor of the label column (of
 * {@code labelDtype}: float32, or int64 for class indices), or {@code [features]} without a
 * label column. The file is read once, when the dataset is made, into Java arrays (no tensors
 * are held); blank lines are skipped; fields are split at the delimiter with no quoting.
 */
public final class CsvDataset implements Dataset<List<Tensor>> {
    private final List<String> header;
    private final float[][] features;
    private final double[] labels;
    private final DType labelDtype;

    /**
     * Reads {@code file}. {@code header}: the first line names the columns (see {@link #header}).
     * {@code featureColumns}: the columns of the features, in order, or null for every column
     * but the label's. {@code labelColumn}: the label's column, or -1 for none. Negative
     * feature columns count from the end, as Python's. An unparsable field or a short row is
     * an IllegalArgumentException naming its line.
     */
    public CsvDataset(Path file, boolean header, char delimiter, int[] featureColumns, int labelColumn, DType labelDtype) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("CsvDataset: cannot read " + file, e);
        }
        String sep = java.util.regex.Pattern.quote(String.valueOf(delimiter));
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) {
            first++;
        }
        this.header = header && first < lines.size() ? List.of(trimAll(lines.get(first++).split(sep, -1))) : List.of();
        List<float[]> rows = new ArrayList<>();
        List<Double> labelList = new ArrayList<>();
        int[] cols = null;
        for (int ln = first; ln < lines.size(); ln++) {
            String line = lines.get(ln);
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split(sep, -1);
            if (cols == null) {
                cols = resolve(featureColumns, labelColumn, fields.length);
            }
            float[] row = new float[cols.length];
            for (int j = 0; j < cols.length; j++) {
                row[j] = (float) parse(fields, cols[j], file, ln);
            }
            rows.add(row);
            if (labelColumn >= 0) {
                labelList.add(parse(fields, labelColumn, file, ln));
            }
        }
        this.features = rows.toArray(new float[0][]);
        this.labels = labelColumn >= 0 ? labelList.stream().mapToDouble(Double::doubleValue).toArray() : null;
        this.labelDtype = labelDtype == null ? DType.FLOAT32 : labelDtype;
    }

    /** Comma-separated, features every column but {@code labelColumn} (-1: no label), float32 labels. */
    public CsvDataset(Path file, boolean header, int labelColumn) {
        this(file, header, ',', null, labelColumn, DType.FLOAT32);
    }

    private static String[] trimAll(String[] s) {
        for (int i = 0; i < s.length; i++) {
            s[i] = s[i].trim();
        }
        return s;
    }

    private static int[] resolve(int[] featureColumns, int labelColumn, int width) {
        if (featureColumns != null) {
            int[] out = new int[featureColumns.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = featureColumns[i] < 0 ? featureColumns[i] + width : featureColumns[i];
            }
            return out;
        }
        int[] out = new int[labelColumn >= 0 && labelColumn < width ? width - 1 : width];
        for (int c = 0, k = 0; c < width; c++) {
            if (c != labelColumn) {
                out[k++] = c;
            }
        }
        return out;
    }

    private static double parse(String[] fields, int column, Path file, int line) {
        if (column < 0 || column >= fields.length) {
            throw new IllegalArgumentException("CsvDataset: " + file + " line " + (line + 1) + " has no column " + column);
        }
        try {
            return Double.parseDouble(fields[column].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("CsvDataset: " + file + " line " + (line + 1) + " column " + column
                    + " is not a number: '" + fields[column] + "'");
        }
    }

    /** The header's column names (empty without a header). */
    public List<String> header() {
        return header;
    }

    /** How many feature columns each item has. */
    public int featureCount() {
        return features.length == 0 ? 0 : features[0].length;
    }

    @Override
    public List<Tensor> get(long index) {
        if (index < 0 || index >= features.length) {
            throw new IndexOutOfBoundsException("CsvDataset: index " + index + " out of 0.." + (features.length - 1));
        }
        int i = (int) index;
        Tensor x = Tensor.of(features[i], features[i].length);
        if (labels == null) {
            return List.of(x);
        }
        return List.of(x, Tensor.of(new double[] {labels[i]}, new long[0], labelDtype));
    }

    @Override
    public long size() {
        return features.length;
    }
}
