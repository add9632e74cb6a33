package io.github.jtorch;

/**
 * The part of a thread's {@link PointerScope.Stack} that finds the flow scope the code running
 * on the thread is in (see {@link Flows}): the detached scope it was entered in, or the
 * {@code with-torch} scope bound in its binding frame.
 */
abstract class FlowLookup extends ReplInterrupts {
    /** The detached scope this thread runs code in now ({@link PointerScope#call}), or null. */
    PointerScope entered;

    /** The binding frame {@link #cachedFlow} was found in; compared by identity. */
    private Object cachedFrame;
    private PointerScope cachedFlow;

    /**
     * The innermost open flow scope bound in the calling code's binding frame, or null.
     * The frame of the last lookup is kept: most ops run in the frame the one before did.
     */
    final PointerScope currentFlow() {
        PointerScope e = entered;
        if (e != null && !e.isClosed()) {
            return e;
        }
        if (!Flows.framesReady) {
            return null;
        }
        Object f = Flows.Frames.current();
        PointerScope s;
        if (f == cachedFrame) {
            s = cachedFlow;
        } else {
            s = Flows.Frames.boundIn(f);
            cachedFrame = f;
            cachedFlow = s;
        }
        // A block that outlives the with-torch it started in (a go block, say) finds the
        // open one around it, or none.
        while (s != null && s.isClosed()) {
            s = s.flowAtOpen;
        }
        return s;
    }

    /** Notes that {@code frame} binds {@code flow}, as the next lookup in that frame would find. */
    final void cacheFlow(Object frame, PointerScope flow) {
        cachedFrame = frame;
        cachedFlow = flow;
    }
}
