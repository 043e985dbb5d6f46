import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The staff app: a client-rendered bundle of its own, served by the server under /staff/ (plugins/staff-app.ts). */
export default defineConfig({
  root: import.meta.dirname,
  base: "/staff/",
  plugins: [tailwindcss(), react()],
  build: { outDir: "dist", emptyOutDir: true, assetsInlineLimit: 0 },
});
