// A release's `npm start` and its systemd unit's ExecStart (scripts/release.mjs copies this file into the
// release as start.mjs, beside malloc-tunables.mjs): the compiled server, with glibc's malloc tuned.
import "./malloc-tunables.mjs";

// A release is a live shop: no demo owner, an empty database stays empty unless DEMO_STORE=true, and React runs
// its production build. Another NODE_ENV would make it the local demo, with the demo owner's published password.
process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV !== "production") {
  process.stderr.write(
    `dukkan: a release runs with NODE_ENV=production, not "${process.env.NODE_ENV}" (for the local demo, run \`npm start\` in a checkout)\n`,
  );
  process.exit(1);
}
await import("./apps/server/dist/main.js");
