(ns jtorch.log
  "The native core's logging. Records go to `java.util.logging`, logger
  `io.github.jtorch.native` (error SEVERE, warn WARNING, info INFO, debug FINE,
  trace FINER); on Android to logcat, tag `jtorch`. The level starts from the
  system property `jtorch.log.level` (default warn)."
  (:import [io.github.jtorch NativeLog]
           [java.util.logging Logger]))

(def levels
  "The levels, least to most detailed."
  [:off :error :warn :info :debug :trace])

(defn set-level!
  "Sets the most detailed level the native core emits, one of :off :error :warn
  :info :debug :trace (a keyword or a string), and the `io.github.jtorch.native`
  logger's level to match. Returns the level."
  [level]
  (when-not (or (keyword? level) (string? level))
    (throw (IllegalArgumentException. (str "set-level! takes a keyword or a string such as :debug, got " (pr-str level)))))
  (NativeLog/setLevel (name level))
  (keyword (NativeLog/getLevel)))

(defn level
  "The native core's level now, as a keyword."
  []
  (keyword (NativeLog/getLevel)))

(defn logger
  "The `java.util.logging.Logger` that receives the native records."
  ^Logger []
  (NativeLog/logger))
