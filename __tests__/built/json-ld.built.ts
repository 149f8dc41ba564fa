/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { htmlPages, isForwardingPage } from "../../src/lib/build-time/hosting/built-pages"

/**
 * The JSON-LD of every built page, as a search engine reads it: one @graph per page that is
 * self-contained (every @id it refers to is a node of the same graph), every node named, the
 * clinic with its address and phone, and the clinic's physician as a schema.org Physician and her
 * medical specialties. Runs after `gatsby build`.
 */
const PUBLIC = path.join(__dirname, "..", "..", "public")
const pages = htmlPages(PUBLIC).filter(({ file }) => !isForwardingPage(file))

type JsonNode = Record<string, unknown>

function graphOf(file: string): JsonNode[] {
  const html = fs.readFileSync(file, "utf8")
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as { "@graph": JsonNode[] },
  )
  return blocks.flatMap((block) => block["@graph"])
}

/** Every { "@id": ... } reference anywhere below a node (not the node's own @id). */
function references(value: unknown, own = true): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => references(item, false))
  if (!value || typeof value !== "object") return []
  const node = value as JsonNode
  const keys = Object.keys(node)
  if (!own && keys.length === 1 && typeof node["@id"] === "string") return [node["@id"]]
  return Object.entries(node).flatMap(([key, child]) => (key === "@id" ? [] : references(child, false)))
}

it("finds built pages", () => {
  expect(pages.length).toBeGreaterThan(0)
})

describe.each(pages.map((page) => [page.route, page.file]))("%s", (_route, file) => {
  const graph = graphOf(file)

  it("defines every @id its graph refers to", () => {
    expect(graph.length).toBeGreaterThan(3)
    const defined = new Set(graph.map((node) => node["@id"]))
    const missing = graph.flatMap((node) => references(node)).filter((id) => !defined.has(id))
    expect(missing).toEqual([])
  })

  it("names every node a search engine shows, and gives the clinic the address and phone a local business needs", () => {
    // Google's structured data refuses a local business, a page or a procedure without a name, and
    // a local business without its address. Nodes with one @id are one thing (a treatment page adds
    // the service it offers to the clinic's node), so they are read together.
    const things = new Map<unknown, JsonNode>()
    for (const node of graph) things.set(node["@id"] ?? node, { ...things.get(node["@id"]), ...node })
    const unnamed = [...things.values()]
      .filter((node) => node["@type"] !== "BreadcrumbList" && !node.name)
      .map((node) => String(node["@type"]))
    expect(unnamed).toEqual([])
    const clinic = [...things.values()].find((node) => node["@type"] === "MedicalClinic")!
    expect(clinic).toMatchObject({
      address: expect.objectContaining({ streetAddress: expect.any(String), addressLocality: expect.any(String) }),
      telephone: expect.any(String),
    })
  })

  it("describes the physician as a Physician with her medical specialties, a member of the clinic", () => {
    const clinic = graph.find((node) => node["@type"] === "MedicalClinic")!
    const physician = graph.find((node) => node["@type"] === "Physician")!
    expect(physician.medicalSpecialty).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/schema\.org\/\w+$/)]))
    expect(clinic.member).toEqual({ "@id": physician["@id"] })
    expect(graph.some((node) => node["@type"] === "Person")).toBe(false)
  })
})
