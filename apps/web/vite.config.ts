import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { asciiOnly, escapingSaves } from "../../scripts/ascii-source.mjs";

/** The server build's modules at one byte a character in the server's memory (scripts/ascii-source.mjs). */
const asciiServerChunks: Plugin = {
  name: "dukkan-ascii-server-chunks",
  applyToEnvironment: (environment) => environment.name === "ssr",
  enforce: "post",
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === "chunk" && escapingSaves(output.code)) output.code = asciiOnly(output.code);
    }
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), asciiServerChunks],
  // Workspace packages ship TypeScript source, so the server bundle must include them.
  ssr: { noExternal: ["@dukkan/contracts", "@dukkan/client-kit"] },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Each language's strings (locales/<lang>.ts) as `translations-<lang>-<hash>.js`: the server finds them
            // by that name and preloads the page's language (decision 0022); other chunks keep Vite's default.
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && /[\\/]app[\\/]locales[\\/]\w+\.ts$/.test(chunk.facadeModuleId)
                ? "assets/translations-[name]-[hash].js"
                : "assets/[name]-[hash].js",
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
                // zod only for the forms that check with the contracts' schemas (loaded on their first focus), in
                // chunks of its own rather than beside a module those forms share (the phone helpers): its core and
                // small build (the checkout's schema), and the full build the account schemas use.
                { name: "zod", test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/, priority: 16 },
                { name: "zod-classic", test: /node_modules[\\/]zod[\\/]/, priority: 15 },
                { name: "shared", test: /apps[\\/]web[\\/]app[\\/]/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
