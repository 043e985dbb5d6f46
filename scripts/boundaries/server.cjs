// Server module boundaries (issue 15): a module owns its tables; other modules reach its data through its service.
module.exports = {
  forbidden: [],
  options: require("./options.cjs"),
};
