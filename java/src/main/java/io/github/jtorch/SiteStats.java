package io.github.jtorch;

/** Live handles made at one allocation site: how many, and their logical bytes. */
public final class SiteStats {
    /** The first frame outside jtorch: a Java method and line, or a Clojure namespace and line. */
    public final String site;
    public final long count;
    public final long bytes;

    SiteStats(String site, long count, long bytes) {
        this.site = site;
        this.count = count;
        this.bytes = bytes;
    }

    @Override
    public String toString() {
        return count + " live, " + bytes + " bytes at " + site;
    }
}
