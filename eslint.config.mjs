// ESLint 9 flat config: JavaScript and typescript-eslint recommended (without type information, to stay
// fast), React, the rules of hooks and jsx-a11y on the site's components; Prettier owns the formatting.
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig(
  // Generated or built output, and files served as they are.
  globalIgnores([
    "node_modules/",
    "public/",
    ".cache/",
    ".netlify/",
    "src/gatsby-types.d.ts",
    "playwright-report/",
    "test-results/",
    "coverage/",
    "outbox/",
    ".cms/",
    "static/",
    "**/*.min.js",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As tsc's noUnusedLocals: a property taken out of an object only to leave it out of `...rest` is used.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // An interface that extends one other is how a library's type is augmented (styled-components' DefaultTheme).
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    extends: [react.configs.flat.recommended, react.configs.flat["jsx-runtime"], jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "detect" } },
    // TypeScript checks the props; propTypes would say it again, less precisely.
    rules: { "react/prop-types": "off" },
  },
  {
    files: ["**/*.{js,jsx,ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    // Errors, not warnings that pile up: a missing dependency is a bug, and code the React Compiler
    // cannot follow (a library it does not know, syntax it does not support) is worth a look each time.
    rules: {
      "react-hooks/exhaustive-deps": "error",
      "react-hooks/incompatible-library": "error",
      "react-hooks/unsupported-syntax": "error",
    },
  },
  {
    // Scripts and configuration run in Node (the JavaScript ones are not type-checked, so their globals are named).
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Its functions handed to the browser (page.evaluate, addInitScript) run in the page.
    files: ["scripts/bench-browser.mjs", "scripts/trace.mjs", "scripts/lib/slow-phone.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  {
    // CommonJS: the Jest configuration, its preprocessor and mocks.
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.commonjs },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
