// `npm start`: build what is missing or stale, then run the compiled server in this very process (killing it
// frees the port). Plain JavaScript: no TypeScript compiler is loaded here (issue 20, docs/decisions/0016).
import { ensureServerBuild, ensureStaffBuild, ensureWebBuild } from "./web-build.mjs";

// React and React Router run their fast production builds unless told otherwise.
process.env.NODE_ENV ??= "production";
const force = process.argv.includes("--rebuild");
ensureWebBuild({ force });
ensureStaffBuild({ force });
ensureServerBuild({ force });
await import("../apps/server/dist/main.js");
