/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

/**
 * One Node.js version builds, tests and runs the site: .nvmrc names its major, the host builds with
 * it (and runs the functions on the Node that built them), and the `node` dev dependency brings it
 * to every machine, where `npm test` and `npx` run on it whatever Node the machine has. A version
 * changed in one of these places and not the others would leave the tests running on a Node the
 * host does not run.
 */
const ROOT = path.join(__dirname, "..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")
const major = (version: string) => Number(/\d+/.exec(version)?.[0])
const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; devDependencies: Record<string, string> }
const NODE_MAJOR = major(read(".nvmrc"))

test("the tests run on the Node of .nvmrc", () => {
  expect(major(process.version)).toBe(NODE_MAJOR)
})

test.each([
  ["package.json engines", pkg.engines.node],
  ["the node dev dependency", pkg.devDependencies.node],
  ["@types/node", pkg.devDependencies["@types/node"]],
  ["netlify.toml NODE_VERSION", /^\s*NODE_VERSION\s*=\s*"([^"]*)"/m.exec(read("netlify.toml"))?.[1] ?? "unset"],
])("%s names the same major version as .nvmrc", (_where, version) => {
  expect(major(version)).toBe(NODE_MAJOR)
})
