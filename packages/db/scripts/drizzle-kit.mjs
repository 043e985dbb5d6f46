// Runs drizzle-kit so that it finds this package's drizzle-orm.
// npm does not hoist drizzle-orm to the root node_modules (drizzle-kit is hoisted), so drizzle-kit alone
// reports "Please install latest version of drizzle-orm". A resolve hook falls back to this package.
import { createRequire, registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const packageJson = new URL("../package.json", import.meta.url);
const localRequire = createRequire(packageJson);
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
      try {
        return nextResolve(specifier, context);
      } catch {
        const url = context.conditions?.includes("require")
          ? pathToFileURL(localRequire.resolve(specifier)).href
          : import.meta.resolve(specifier);
        return { url, shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  },
});
const kitDir = dirname(localRequire.resolve("drizzle-kit"));
await import(pathToFileURL(join(kitDir, "bin.cjs")).href);
