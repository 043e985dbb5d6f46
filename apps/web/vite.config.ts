import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Workspace packages ship TypeScript source, so the server bundle must include them.
  ssr: { noExternal: ["@dukkan/contracts"] },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer first-view requests (issue 20): each costs a round trip on a phone's network, and two dozen
            // 1–5 KB chunks cost more than the bytes they save. React and React Router in one chunk; the
            // storefront's modules that two or more pages share in another; each page keeps its own.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: "shared", test: /apps[\\/]web[\\/]app[\\/]/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
