// `npm start`: the local demo (build what is missing or stale, then run the compiled server in this very
// process: killing it frees the port), or with NODE_ENV=production the release `npm run build` made. Plain JavaScript: no TypeScript compiler is loaded here (issue 20, docs/decisions/0016).
import "./malloc-tunables.mjs";
import { existsSync } from "node:fs";
import { ensureServerBuild, ensureStaffBuild, ensureWebBuild } from "./web-build.mjs";

// NODE_ENV=production from the operator means a live shop (issue 36): run the release as it is, never build on
// the server. Without it, `npm start` is the README's local demo: build what is stale, seed the demo store, and
// listen on this machine only (apps/server/src/config.ts reads DUKKAN_LOCAL_DEMO).
// A local demo that started itself again after seeding (apps/server/src/main.ts) inherits the NODE_ENV set below
// and the DUKKAN_LOCAL_DEMO mark: it is still the local demo.
const live = process.env.NODE_ENV === "production" && process.env.DUKKAN_LOCAL_DEMO !== "1";
if (live) {
  // The release `npm run build` assembled (scripts/release.mjs), run here with this checkout's node_modules.
  const release = new URL("../release/start.mjs", import.meta.url);
  if (!existsSync(release)) {
    process.stderr.write(
      "dukkan: this checkout has no release: run `npm run build` first (docs/operations.md), or start with NODE_ENV unset for the local demo\n",
    );
    process.exit(1);
  }
  await import(release.href);
} else {
  process.env.DUKKAN_LOCAL_DEMO = "1";
  const force = process.argv.includes("--rebuild");
  ensureWebBuild({ force });
  ensureStaffBuild({ force });
  ensureServerBuild({ force });
  // React and React Router run their fast production builds unless told otherwise.
  process.env.NODE_ENV ??= "production";
  await import("../apps/server/dist/main.js");
}
