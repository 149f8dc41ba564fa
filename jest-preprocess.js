// Jest compiles TypeScript and JSX with the same Babel preset Gatsby uses.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
})
