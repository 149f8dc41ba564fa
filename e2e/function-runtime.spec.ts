import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"

const ROOT = path.join(__dirname, "..")

/**
 * `netlify serve`, which serves these tests, packaged the functions as Netlify's build does: for the
 * runtime of the Node that built them, unless AWS_LAMBDA_JS_RUNTIME says otherwise. On the host
 * that is netlify.toml's NODE_VERSION; here it is the Node the tests run on. Either way the
 * functions must run on the Node of .nvmrc, the one every test ran on.
 */
test("the functions are packaged for the runtime of the Node in .nvmrc", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".netlify", "functions", "manifest.json"), "utf8")) as {
    functions: Array<{ name: string; runtimeVersion?: string }>
  }
  const runtime = `nodejs${fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()}.x`
  expect(manifest.functions.length).toBeGreaterThan(0)
  for (const { name, runtimeVersion } of manifest.functions) expect(`${name}: ${runtimeVersion}`).toBe(`${name}: ${runtime}`)
})
