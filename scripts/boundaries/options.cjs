// Options shared by the boundary checks (dependency-cruiser): resolve TypeScript sources, package.json
// `exports`/`imports` (#server/…, #app/…) and type-only imports, and never descend into node_modules.
module.exports = {
  doNotFollow: { path: "node_modules" },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ["exports"],
    conditionNames: ["import", "require", "node", "default", "types"],
    extensions: [".ts", ".tsx", ".js", ".mjs"],
  },
};
