// Storefront boundaries (issue 15): features do not import each other; shared pieces live in components/ui or lib.
module.exports = {
  forbidden: [],
  options: require("./options.cjs"),
};
