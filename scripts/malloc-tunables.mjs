// Imported first by `npm start` (scripts/start.mjs) and by a release's start.mjs (scripts/release-start.mjs,
// copied beside this file into the release): the server runs with glibc's malloc tuned.
/**
 * glibc's malloc serves blocks of 32 KB and more from their own mappings, returned to the system when freed,
 * instead of from its heaps, which keep what start-up and bursts freed: ~15 MB less resident when idle and
 * ~35 MB less once quiet after a burst, same throughput (decision 0016). glibc reads the setting only when a
 * process starts, so this process starts itself again with it (same PID, same arguments); elsewhere than on
 * Linux, or if the caller chose its own tunables (a systemd unit sets them), nothing changes.
 */
export const mallocTunables = "glibc.malloc.mmap_threshold=32768";
if (process.platform === "linux" && process.env.GLIBC_TUNABLES === undefined && process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: mallocTunables,
  });
}
