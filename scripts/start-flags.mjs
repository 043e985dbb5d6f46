// The Node flags `npm start` runs the server with (package.json's "start" script, the one place they are set),
// for the bench and the shutdown test, which start the server as `npm start` does.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

/** e.g. `["--max-old-space-size=256"]` */
export const startNodeFlags = scripts.start.split(/\s+/).filter((arg) => arg.startsWith("--"));
