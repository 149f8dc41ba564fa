/** Unit and component tests (jsdom). Browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  // The deployed function (scripts/lib/deployed-function.ts) runs as the build compiled it.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)", "/deployed-function-[^/]+/"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // Every core: jest's default (cores minus one) ran on one worker on the 2-core machine, 127 s against 102 s on two.
  maxWorkers: "100%",
}
