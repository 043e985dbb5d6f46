// `npm start`: build what is missing, then run the server in this very process (killing it frees the port).
import { register } from "tsx/esm/api";
import { ensureStaffBuild, ensureWebBuild } from "./web-build.mjs";

// React and React Router run their fast production builds unless told otherwise.
process.env.NODE_ENV ??= "production";
ensureWebBuild({ force: process.argv.includes("--rebuild") });
ensureStaffBuild({ force: process.argv.includes("--rebuild") });
register();
await import("../apps/server/src/main.ts");
