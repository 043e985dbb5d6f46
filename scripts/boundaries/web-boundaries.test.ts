import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const config = path.join(root, "scripts/boundaries/web.cjs");
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
// dependency-cruiser needs Node 22+: the pinned Node 24, whichever Node runs Vitest.
const pinnedNode = path.join(root, "node_modules/.bin/node");
const node = existsSync(pinnedNode) ? pinnedNode : process.execPath;

/** A storefront that keeps the rules: a route composes two features that share lib/ and components/. */
const clean: Record<string, string> = {
  "apps/web/package.json": JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
  "apps/web/app/lib/cart/cart-store.ts": "export const cart = { lines: [] as number[] };\n",
  "apps/web/app/components/ui/price.tsx": "export const Price = (n: number) => String(n);\n",
  "apps/web/app/features/cart/cart-panel.tsx":
    'import { cart } from "#app/lib/cart/cart-store.ts";\nimport { Price } from "#app/components/ui/price.tsx";\nimport { lineTotal } from "./line-total.ts";\nexport const panel = () => Price(lineTotal(cart.lines));\n',
  "apps/web/app/features/cart/line-total.ts": "export const lineTotal = (lines: number[]) => lines.length;\n",
  "apps/web/app/features/checkout/checkout-form.tsx":
    'import { cart } from "#app/lib/cart/cart-store.ts";\nexport const form = () => cart.lines;\n',
  "apps/web/app/routes/checkout.tsx":
    'import { panel } from "#app/features/cart/cart-panel.tsx";\nimport { form } from "#app/features/checkout/checkout-form.tsx";\nexport default () => [panel(), form()];\n',
};

let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = "";
});

/** Writes the files into a fresh directory and runs the storefront's rules there, as `npm run lint` does. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  dir = mkdtempSync(path.join(tmpdir(), "dukkan-web-boundaries-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const run = spawnSync(node, [depcruise, "--config", config, "--output-type", "err", "apps/web/app"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("storefront boundaries (scripts/boundaries/web.cjs)", () => {
  it("passes a storefront whose features share only lib/ and components/", () => {
    const { status, output } = cruise(clean);
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails a feature that imports another feature, through the #app alias or a relative path", () => {
    const { status, output } = cruise({
      ...clean,
      "apps/web/app/features/checkout/checkout-form.tsx":
        'import { panel } from "#app/features/cart/cart-panel.tsx";\nexport const form = () => panel();\n',
      "apps/web/app/features/checkout/coupon.ts":
        'import { lineTotal } from "../cart/line-total.ts";\nexport const coupon = lineTotal([]);\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "web-feature-to-feature: apps/web/app/features/checkout/checkout-form.tsx → apps/web/app/features/cart/cart-panel.tsx",
    );
    expect(output).toContain(
      "web-feature-to-feature: apps/web/app/features/checkout/coupon.ts → apps/web/app/features/cart/line-total.ts",
    );
    // The feature's own files import each other freely.
    expect(output).not.toContain("features/cart/cart-panel.tsx → apps/web/app/features/cart/line-total.ts");
  });

  it("fails components/ or lib/ importing a feature, lazily too", () => {
    const { status, output } = cruise({
      ...clean,
      "apps/web/app/components/layout/site-header.tsx":
        'export const CartPanel = () => import("#app/features/cart/cart-panel.tsx");\n',
      "apps/web/app/lib/cart/cart-view.ts":
        'import { lineTotal } from "../../features/cart/line-total.ts";\nexport const total = lineTotal([]);\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "web-shared-to-feature: apps/web/app/components/layout/site-header.tsx → apps/web/app/features/cart/cart-panel.tsx",
    );
    expect(output).toContain(
      "web-shared-to-feature: apps/web/app/lib/cart/cart-view.ts → apps/web/app/features/cart/line-total.ts",
    );
  });

  it("fails a feature that imports a route", () => {
    const { status, output } = cruise({
      ...clean,
      "apps/web/app/features/cart/line-total.ts":
        'import page from "#app/routes/checkout.tsx";\nexport const lineTotal = (lines: number[]) => [page, lines.length].length;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "web-to-route: apps/web/app/features/cart/line-total.ts → apps/web/app/routes/checkout.tsx",
    );
  });
});
