// Staff app boundaries (issue 34), as the storefront's: features do not import each other; what several need
// lives in components/ or lib/, which import no feature. The composition points put features together: the
// router and the shell (the frame every screen sits in: menu, new-orders count, account).
module.exports = {
  forbidden: [
    {
      name: "staff-feature-to-feature",
      comment: "A feature imports no other feature: move what both need to src/components or src/lib.",
      severity: "error",
      from: { path: "^apps/staff/src/features/([^/]+)/", pathNot: "^apps/staff/src/features/shell/" },
      to: { path: "^apps/staff/src/features/", pathNot: "^apps/staff/src/features/$1/" },
    },
    {
      name: "staff-shared-to-feature",
      comment: "components/ and lib/ are shared by every feature, so they import none; the router composes.",
      severity: "error",
      from: { path: "^apps/staff/src/(components|lib)/" },
      to: { path: "^apps/staff/src/features/" },
    },
    {
      name: "staff-to-router",
      comment: "The router and the app are the top of the staff app: nothing below imports them.",
      severity: "error",
      from: { path: "^apps/staff/src/(features|components|lib)/" },
      to: { path: "^apps/staff/src/(router|app|main)\\.tsx$" },
    },
  ],
  options: require("./options.cjs"),
};
