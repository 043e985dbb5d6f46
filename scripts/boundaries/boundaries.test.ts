import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const serverRules = require("./server.cjs") as { forbidden: unknown[]; options: Record<string, unknown> };
const fixture = join(import.meta.dirname, "fixtures/server");
const copies: string[] = [];

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs the server rules on a copy of the clean fixture with `files` added or replaced: `rule: from → to`. */
async function violations(files: Record<string, string> = {}): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "dukkan-boundaries-"));
  copies.push(dir);
  await cp(fixture, dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const { enhancedResolveOptions: _resolve, ...options } = serverRules.options;
  const result = await cruise(["apps/server/src"], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: serverRules.forbidden } as never,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const schema = "../../../../../packages/db/src/schema";

describe("server boundary rules (npm run lint:boundaries)", () => {
  it("pass on a clean tree: own tables, another module's service, tests reaching any table", async () => {
    expect(await violations()).toEqual([]);
  });

  it("fail on a module importing another module's tables", async () => {
    const found = await violations({
      "apps/server/src/modules/orders/orders.repository.ts": `import { products } from "${schema}/catalog.ts";\nexport const stock = products;\n`,
    });
    expect(found).toEqual([
      "module-owns-its-tables: apps/server/src/modules/orders/orders.repository.ts → packages/db/src/schema/catalog.ts",
    ]);
  });

  it("fail on a module importing every table through schema.ts", async () => {
    const found = await violations({
      "apps/server/src/modules/orders/reports.ts": `import * as all from "${schema}.ts";\nexport const tables = all;\n`,
    });
    expect(found).toEqual([
      "module-owns-its-tables: apps/server/src/modules/orders/reports.ts → packages/db/src/schema.ts",
    ]);
  });

  it("fail on a module importing another module's repository", async () => {
    const found = await violations({
      "apps/server/src/modules/orders/orders.service.ts":
        'import { catalogTables } from "../catalog/catalog.repository.ts";\nexport const reachIn = catalogTables;\n',
    });
    expect(found).toEqual([
      "modules-meet-through-services: apps/server/src/modules/orders/orders.service.ts → apps/server/src/modules/catalog/catalog.repository.ts",
    ]);
  });

  it("fail on a shared helper in lib depending on a module", async () => {
    const found = await violations({
      "apps/server/src/lib/totals.ts":
        'import { ordersService } from "../modules/orders/orders.service.ts";\nexport const totals = ordersService;\n',
    });
    expect(found).toEqual([
      "lib-stays-below-modules: apps/server/src/lib/totals.ts → apps/server/src/modules/orders/orders.service.ts",
    ]);
  });
});
