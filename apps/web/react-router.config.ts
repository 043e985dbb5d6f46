import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Every route in the page's manifest (docs/decisions/0021): with lazy discovery, each batch of links that came
  // into view fetched a manifest patch and rendered the whole page again, four times on the home page (issue 20).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
