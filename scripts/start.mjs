// `npm start`: build what is missing or stale, then run the compiled server in this very process (killing it
// frees the port). Plain JavaScript: no TypeScript compiler is loaded here (issue 20, docs/decisions/0016).
import { ensureServerBuild, ensureStaffBuild, ensureWebBuild, missingBuilds } from "./web-build.mjs";

/**
 * glibc's malloc serves blocks of 32 KB and more from their own mappings, returned to the system when freed,
 * instead of from its heaps, which keep what start-up and bursts freed: ~15 MB less resident when idle and
 * ~35 MB less once quiet after a burst, same throughput (decision 0016). glibc reads the setting only when a
 * process starts, so this process starts itself again with it (same PID, same arguments); elsewhere than on
 * Linux, or if the caller chose its own tunables, nothing changes.
 */
const mallocTunables = "glibc.malloc.mmap_threshold=32768";
if (process.platform === "linux" && process.env.GLIBC_TUNABLES === undefined && process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: mallocTunables,
  });
}

// NODE_ENV=production from the operator means a live shop (issue 36): run the release as it is, never build on
// the server. Without it, `npm start` is the README's local demo: build what is stale, seed the demo store, and
// listen on this machine only (apps/server/src/config.ts reads DUKKAN_LOCAL_DEMO).
const live = process.env.NODE_ENV === "production";
if (live) {
  const missing = missingBuilds();
  if (missing.length > 0) {
    process.stderr.write(
      `dukkan: this checkout has no release (${missing.join(", ")} not built): run \`npm run build\` first, or start with NODE_ENV unset to build here\n`,
    );
    process.exit(1);
  }
} else {
  process.env.DUKKAN_LOCAL_DEMO = "1";
  const force = process.argv.includes("--rebuild");
  ensureWebBuild({ force });
  ensureStaffBuild({ force });
  ensureServerBuild({ force });
}
// React and React Router run their fast production builds unless told otherwise.
process.env.NODE_ENV ??= "production";
await import("../apps/server/dist/main.js");
