package io.github.jtorch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The handles a {@link PointerScope} owns, and their freeing when it closes: a list kept
 * compact as handles move away, read from other threads as a snapshot, and freed in batches.
 * {@link PointerScope} extends it, so a scope and its list are one object (a scope is opened
 * per operation in tight loops).
 *
 * <p>A handle is owned here when its owner is this scope ({@code t.owner() == this}); the list
 * may still hold entries of handles that moved away since, and duplicates of one attached back
 * ({@link #mayHoldDuplicates}), which compaction drops.
 */
abstract class OwnedHandles {
    /**
     * The handles listed here, {@code items[0 .. size - 1]}; made when a second one is listed.
     * Until then {@code first} holds the only one: most scopes list one handle or none.
     */
    private NativeHandle[] items;
    private NativeHandle first;
    /** How many are listed (owned ones, and entries of handles moved away since). */
    int size;

    /** Set by attach: a tensor may come back to a scope that still lists it. */
    boolean mayHoldDuplicates;

    /** Handles freed when the scope closed (its {@link PointerScope.Stats}). */
    long freedCount;

    /** The handles listed and owned here, each once: a snapshot, safe while the owning thread adds. */
    final List<NativeHandle> ownedSnapshot() {
        NativeHandle[] snapshot = listed();
        if (snapshot == null) {
            return List.of();
        }
        int n = Math.min(size, snapshot.length);
        Set<NativeHandle> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<NativeHandle> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            NativeHandle t = snapshot[i];
            if (t != null && t.owner() == this && seen.add(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Counts owned entries without changing them: safe while the owning thread adds. */
    final int countWithoutCompacting() {
        NativeHandle[] snapshot = listed();
        if (snapshot == null) {
            return 0;
        }
        int n = Math.min(size, snapshot.length);
        Set<NativeHandle> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < n; i++) {
            NativeHandle t = snapshot[i];
            if (t != null && t.owner() == this) {
                seen.add(t);
            }
        }
        return seen.size();
    }

    /** The listed handles (the array may be longer than {@code size}), or null: a snapshot. */
    private NativeHandle[] listed() {
        // Read in the opposite order to add's writes: a handle moving from first to items is seen.
        NativeHandle f = first;
        NativeHandle[] a = items;
        return a != null ? a : f != null ? new NativeHandle[] {f} : null;
    }

    final void add(NativeHandle t) {
        if (items == null) {
            if (size == 0) {
                first = t;
                size = 1;
                return;
            }
            NativeHandle[] a = new NativeHandle[4];
            a[0] = first;
            items = a;
            first = null;
        } else if (size == items.length) {
            compact();
            if (size > items.length / 2) {
                items = Arrays.copyOf(items, items.length * 2);
            }
        }
        items[size++] = t;
    }

    /**
     * Drops entries of tensors that moved elsewhere, and duplicates left by a tensor that
     * moved away and was attached back.
     */
    final void compact() {
        if (items == null) {
            if (size == 1 && first.owner() != this) {
                first = null;
                size = 0;
            }
            mayHoldDuplicates = false;
            return;
        }
        Set<NativeHandle> seen = mayHoldDuplicates ? Collections.newSetFromMap(new IdentityHashMap<>()) : null;
        int n = 0;
        for (int i = 0; i < size; i++) {
            NativeHandle t = items[i];
            if (t.owner() == this && (seen == null || seen.add(t))) {
                items[n++] = t;
            }
        }
        Arrays.fill(items, n, size, null);
        size = n;
        mayHoldDuplicates = false;
    }

    /**
     * Frees every handle this scope owns. Each is first claimed (its owner set to
     * {@link PointerScope#FREEING}, for good), then freed. Tensors go to the native side in batches of
     * at most {@link #RELEASE_BATCH}. A close cut short by an asynchronous exception runs
     * this again with {@code retry}, which frees what it had claimed as well.
     */
    final void freeOwned(boolean retry) {
        NativeHandle[] owned = items;
        int n = size;
        if (n <= 1) {
            NativeHandle h = n == 0 ? null : owned == null ? first : owned[0];
            if (h != null && claim(h, retry)) {
                h.freeNative();
                freedCount++;
            }
            items = null;
            first = null;
            size = 0;
            return;
        }
        long[] ids = new long[Math.min(n, RELEASE_BATCH)];
        int count = 0;
        int sent = 0;
        RuntimeException failure = null;
        for (int i = 0; i < n; i++) {
            NativeHandle h = owned[i];
            if (!claim(h, retry)) {
                continue;
            }
            freedCount++;
            if (h.isTensor()) {
                ids[count++] = h.id;
                if (count == ids.length) {
                    releaseAll(ids, count, false);
                    sent += count;
                    count = 0;
                }
            } else {
                try {
                    h.freeNative();
                } catch (RuntimeException e) {
                    // Keep freeing the rest; report the first failure after.
                    failure = failure == null ? e : failure;
                }
            }
        }
        // The heap is settled once, after the last batch (a call of no ids if that was full).
        boolean settle = sent + count >= SETTLE_AFTER;
        if (count > 0 || settle) {
            releaseAll(ids, count, settle);
        }
        items = null;
        first = null;
        size = 0;
        if (failure != null) {
            throw failure;
        }
    }

    /** Tensors released per native call when a scope closes: big scopes free in batches, small arrays. */
    static final int RELEASE_BATCH = 4096;

    /**
     * Tensors a close frees from which its last batch also settles the C library's heap
     * (store::settle_heap in src/store.rs): fewer are better left on glibc's quick lists, where
     * the next tensors made take them back at once.
     */
    static final int SETTLE_AFTER = 4096;

    /**
     * Claims {@code h} for freeing: this scope owns it, or ({@code retry}) a close of this
     * scope cut short claimed it. A handle listed twice (attached back) is claimed once.
     *
     * <p>A read and a store, not a compare-and-swap: only this scope's thread makes a handle
     * owned by it, and another thread that takes a handle away from it at the same time
     * (retain, attach elsewhere, release) races with this close whichever way it is
     * claimed. Either way the tensor is freed at most once (the native side ignores a second
     * release) and a handle this scope no longer owns when the close reads it is left alone.
     */
    private boolean claim(NativeHandle h, boolean retry) {
        PointerScope o = h.rawOwner();
        if (o == this) {
            h.setOwnerRelease(PointerScope.FREEING);
            return true;
        }
        return retry && o == PointerScope.FREEING;
    }

    /**
     * Releases {@code ids} in one native call, then settles the heap if {@code settle}. If that
     * call is cut short (an asynchronous exception such as {@code Thread.stop} can arrive while
     * it reads the ids), each id is released on its own, by calls that read no Java array,
     * before the exception goes on.
     */
    private static void releaseAll(long[] ids, int count, boolean settle) {
        try {
            Tensor.releaseAll(ids, count, settle);
        } catch (Throwable e) {
            for (int i = 0; i < count; i++) {
                Tensor.release(ids[i]);
            }
            throw e;
        }
    }
}
