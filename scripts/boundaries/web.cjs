// Storefront boundaries (issue 15): features do not import each other; shared pieces live in components/ or lib/,
// which import no feature. Only the composition points (root.tsx and routes/) put features together.
module.exports = {
  forbidden: [
    {
      name: "web-feature-to-feature",
      comment: "A feature imports no other feature: move what both need to components/ui or lib.",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "web-shared-to-feature",
      comment:
        "components/ and lib/ are shared by every feature, so they import none; root.tsx or a route composes.",
      severity: "error",
      from: { path: "^apps/web/app/(components|lib)/" },
      to: { path: "^apps/web/app/features/" },
    },
    {
      name: "web-to-route",
      comment: "Routes and the root are the top of the storefront: nothing below imports them.",
      severity: "error",
      from: { path: "^apps/web/app/(features|components|lib)/" },
      to: { path: "^apps/web/app/(routes/|root\\.tsx$)" },
    },
  ],
  options: require("./options.cjs"),
};
