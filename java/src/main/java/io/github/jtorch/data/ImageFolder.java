package io.github.jtorch.data;

import io.github.jtorch.Tensor;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Images in one subfolder per class, PyTorch's (torchvision's) {@code ImageFolder}: the classes
 * are the subfolder names sorted, class i has label i; item k is {@code [image, label]}, the
 * image decoded with {@link ImageIO} and converted to RGB as a float32 [3, H, W] tensor in
 * [0, 1] (ToTensor's layout), then passed through {@code transform} when one is given; the
 * label a Long. Files are those whose extension ImageIO reads, sorted by name within a class.
 */
public final class ImageFolder implements Dataset<List<Object>> {
    private final List<String> classes;
    private final List<Path> files = new ArrayList<>();
    private final List<Long> labels = new ArrayList<>();
    private final Function<Tensor, ?> transform;

    public ImageFolder(Path root) {
        this(root, null);
    }

    /** {@code transform}, when not null, maps each decoded image (in the reading worker's scope). */
    public ImageFolder(Path root, Function<Tensor, ?> transform) {
        Set<String> readable = Arrays.stream(ImageIO.getReaderFileSuffixes())
                .map(s -> s.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        try (Stream<Path> dirs = Files.list(root)) {
            this.classes = dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().collect(Collectors.toUnmodifiableList());
            for (int c = 0; c < classes.size(); c++) {
                try (Stream<Path> images = Files.list(root.resolve(classes.get(c)))) {
                    for (Path f : images.filter(Files::isRegularFile).filter(p -> readable.contains(extension(p))).sorted().collect(Collectors.toList())) {
                        files.add(f);
                        labels.add((long) c);
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("ImageFolder: cannot list " + root, e);
        }
        if (classes.isEmpty()) {
            throw new IllegalArgumentException("ImageFolder: no class folders in " + root);
        }
        this.transform = transform;
    }

    private static String extension(Path p) {
        String name = p.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** The class names, sorted; class i is label i. */
    public List<String> classes() {
        return classes;
    }

    /** The image files, in item order. */
    public List<Path> files() {
        return List.copyOf(files);
    }

    /** Decodes {@code file} as a float32 [3, H, W] RGB tensor in [0, 1], in the current scope. */
    public static Tensor load(Path file) {
        BufferedImage img;
        try {
            img = ImageIO.read(file.toFile());
        } catch (IOException e) {
            throw new IllegalArgumentException("ImageFolder: cannot read " + file, e);
        }
        if (img == null) {
            throw new IllegalArgumentException("ImageFolder: ImageIO cannot decode " + file);
        }
        int h = img.getHeight();
        int w = img.getWidth();
        int[] argb = img.getRGB(0, 0, w, h, null, 0, w);
        float[] chw = new float[3 * h * w];
        int plane = h * w;
        for (int i = 0; i < plane; i++) {
            int p = argb[i];
            chw[i] = ((p >> 16) & 0xff) / 255f;
            chw[plane + i] = ((p >> 8) & 0xff) / 255f;
            chw[2 * plane + i] = (p & 0xff) / 255f;
        }
        return Tensor.of(chw, 3, h, w);
    }

    @Override
    public List<Object> get(long index) {
        if (index < 0 || index >= files.size()) {
            throw new IndexOutOfBoundsException("ImageFolder: index " + index + " out of 0.." + (files.size() - 1));
        }
        Tensor image = load(files.get((int) index));
        Object x = transform == null ? image : transform.apply(image);
        return Arrays.asList(x, labels.get((int) index));
    }

    @Override
    public long size() {
        return files.size();
    }
}
