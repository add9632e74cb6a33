package io.github.jtorch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.Test;

/** Native log records reach java.util.logging with their levels, at the level set from Java. */
public class NativeLogTest {

    private static List<LogRecord> capture(Runnable body) {
        List<LogRecord> records = new ArrayList<>();
        Handler h = new Handler() {
            @Override
            public synchronized void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        h.setLevel(Level.ALL);
        Logger logger = NativeLog.logger();
        logger.addHandler(h);
        try {
            body.run();
        } finally {
            logger.removeHandler(h);
        }
        synchronized (h) {
            return new ArrayList<>(records);
        }
    }

    @Test
    public void setLevelFromJavaEnablesNativeDebugRecordsAsFine() {
        String initial = NativeLog.getLevel();
        try {
            List<LogRecord> records = capture(() -> NativeLog.setLevel("DEBUG"));
            assertEquals("debug", NativeLog.getLevel());
            assertEquals(Level.FINE, NativeLog.logger().getLevel());
            assertTrue("a native debug record arrives: " + records, records.stream().anyMatch(r ->
                    r.getLevel() == Level.FINE
                            && r.getLoggerName().equals("io.github.jtorch.native")
                            && r.getSourceClassName().equals("jtorch::logging")
                            && r.getMessage().equals("native log level set to debug")));
            assertTrue("at warn no debug record is made",
                    capture(() -> NativeLog.setLevel("warn")).isEmpty());
            assertEquals(Level.WARNING, NativeLog.logger().getLevel());
            try {
                NativeLog.setLevel("verbose");
                fail("an unknown level is refused");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage().contains("off error warn info debug trace"));
            }
            assertEquals("warn", NativeLog.getLevel());
        } finally {
            NativeLog.setLevel(initial);
        }
    }
}
