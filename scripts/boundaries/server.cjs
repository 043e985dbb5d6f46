// Server module boundaries (issue 15, docs/architecture.md): a module owns its tables; other modules reach its
// data through its service. Tests (*.test.ts, *.test-support.ts) may set up and check any table.
const inModule = "^apps/server/src/modules/([^/]+)/";
const tests = "\\.test(-support)?\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "module-owns-its-tables",
      comment:
        "A server module imports only its own schema file (packages/db/src/schema/<module>.ts or <module>-*.ts), " +
        "never the all-tables schema.ts nor another module's tables: ask that module's service instead.",
      severity: "error",
      from: { path: inModule, pathNot: tests },
      to: {
        path: "^packages/db/src/schema(\\.ts$|/)",
        pathNot: "^packages/db/src/schema/($1|$1-[a-z-]+|columns)\\.ts$",
      },
    },
    {
      name: "modules-meet-through-services",
      comment:
        "A module uses another module only through its service (modules/<other>/*.service.ts), never its " +
        "repository, routes or helpers: shared helpers live in apps/server/src/lib or plugins.",
      severity: "error",
      from: { path: inModule, pathNot: tests },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: "^apps/server/src/modules/($1/|[^/]+/[^/]+\\.service\\.ts$)",
      },
    },
    {
      name: "lib-stays-below-modules",
      comment: "apps/server/src/lib holds helpers every module may use; it depends on no module.",
      severity: "error",
      from: { path: "^apps/server/src/lib/", pathNot: tests },
      to: { path: "^apps/server/src/modules/" },
    },
  ],
  options: require("./options.cjs"),
};
