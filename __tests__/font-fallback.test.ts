/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import atkinson from "@capsizecss/metrics/atkinsonHyperlegible"
import roboto from "@capsizecss/metrics/roboto"
import { theme } from "../src/styles/theme"

/**
 * The fallback faces in fonts.css make a local font take the web font's room: the same scale and
 * line metrics, so the first visit (fallback) lays out like the second (web font). Their values
 * must be what Capsize computes from the two fonts' metrics.
 */
const css = fs.readFileSync(path.join(__dirname, "..", "src", "styles", "fonts.css"), "utf8")
const OVERRIDES = ["ascent-override", "descent-override", "size-adjust"] as const

function declared(family: string): Array<Record<string, string>> {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => Object.fromEntries([...body.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()])))
    .filter((face) => face["font-family"] === `"${family}"`)
}

it.each([
  ["Arial", arial],
  ["Roboto", roboto],
])("the %s fallback has Capsize's overrides for Atkinson Hyperlegible, for regular and bold", (name, metrics) => {
  const { fontFaces } = createFontStack([atkinson, metrics])
  const expected = Object.fromEntries(OVERRIDES.map((property) => [property, new RegExp(`${property}: ([^;]+);`).exec(fontFaces)![1]]))
  const faces = declared(`Atkinson Hyperlegible Fallback ${name}`)
  expect(faces.map((face) => face["font-weight"])).toEqual(["400", "700"])
  for (const face of faces) for (const property of OVERRIDES) expect(face[property]).toBe(expected[property])
})

it("puts the fallback faces right after the web font in the body's font stack", () => {
  expect(theme.fonts.body).toMatch(
    /^"Atkinson Hyperlegible", "Atkinson Hyperlegible Fallback Arial", "Atkinson Hyperlegible Fallback Roboto", /,
  )
})
