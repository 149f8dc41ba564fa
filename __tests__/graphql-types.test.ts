import { parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"
import { pageRefsExtension } from "../gatsby/create-schema-customization"
import { graphqlTypeDefinitions } from "../src/lib/build-time/content/graphql-types"
import { CONTENT_SCHEMAS } from "../src/lib/shared/content/model/registry"
import { pageRefs } from "../src/lib/shared/content/model/field-kinds"
import { COMPLIANCE_DOCUMENTS, TREATMENTS } from "../src/lib/shared/routes"

function typesOf(sdl: string): Map<string, Map<string, string>> {
  const printType = (type: TypeNode): string =>
    type.kind === "NonNullType" ? `${printType(type.type)}!` : type.kind === "ListType" ? `[${printType(type.type)}]` : type.name.value
  const types = new Map<string, Map<string, string>>()
  for (const definition of parse(sdl).definitions as ObjectTypeDefinitionNode[]) {
    types.set(definition.name.value, new Map((definition.fields ?? []).map((field) => [field.name.value, printType(field.type)])))
  }
  return types
}

describe("GraphQL types generated from the zod content schemas", () => {
  const fixture = z
    .object({
      title: z.string(),
      subtitle: z.string().optional(),
      reviewed: z.iso.date(),
      count: z.number().int(),
      share: z.number(),
      listed: z.boolean(),
      day: z.enum(["Monday", "Tuesday"]),
      rating: z.literal(5),
      patients: z.union([z.number().int(), z.string()]),
      image: z.string().meta({ graphqlField: "File @fileByRelativePath" }),
      seo: z.object({ title: z.string() }).meta({ graphqlType: "Seo" }),
      steps: z.array(z.object({ label: z.string(), note: z.string().nullable() })),
      blocks: z.array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("a"), a: z.string() }),
          z.object({ kind: z.literal("b"), b: z.number() }),
        ]),
      ),
    })
    .strict()
  const sdl = graphqlTypeDefinitions([{ typeName: "FixtureJson", schema: fixture }])

  it("makes the file's type a Node that Gatsby does not infer", () => {
    expect(sdl).toContain("type FixtureJson implements Node @dontInfer {")
  })

  it("types every field of a fixed shape, required unless the schema lets it be left out", () => {
    expect(Object.fromEntries(typesOf(sdl).get("FixtureJson")!)).toEqual({
      // Every content node's language (gatsby/on-create-node.ts), which the pages query by.
      lang: "String!",
      title: "String!",
      subtitle: "String",
      reviewed: "Date!",
      count: "Int!",
      share: "Float!",
      listed: "Boolean!",
      day: "String!",
      rating: "Int!",
      patients: "String!",
      image: "File!",
      seo: "Seo!",
      steps: "[FixtureJsonSteps!]!",
      blocks: "[JSON!]!",
    })
    expect(Object.fromEntries(typesOf(sdl).get("FixtureJsonSteps")!)).toEqual({ label: "String!", note: "String" })
    expect(Object.fromEntries(typesOf(sdl).get("Seo")!)).toEqual({ title: "String!" })
  })

  it("keeps the directives that format dates and resolve image files", () => {
    expect(sdl).toContain("reviewed: Date! @dateformat")
    expect(sdl).toContain("image: File! @fileByRelativePath")
  })

  it("refuses two different shapes under one shared type name", () => {
    const other = z.object({ seo: z.object({ heading: z.string() }).meta({ graphqlType: "Seo" }) })
    expect(() =>
      graphqlTypeDefinitions([
        { typeName: "FixtureJson", schema: fixture },
        { typeName: "OtherJson", schema: other },
      ]),
    ).toThrow(/Two different shapes would both be the GraphQL type Seo/)
  })

  it("leaves JSON only where a union of object shapes needs it: a treatment's sections", () => {
    const types = typesOf(graphqlTypeDefinitions(CONTENT_SCHEMAS))
    const jsonFields = [...types].flatMap(([type, fields]) =>
      [...fields].filter(([, fieldType]) => fieldType.replace(/[[\]!]/g, "") === "JSON").map(([field]) => `${type}.${field}`),
    )
    expect(jsonFields).toEqual(["TreatmentsJson.sections"])
  })

  it("declares a node type for every content file the registry knows", () => {
    const types = typesOf(graphqlTypeDefinitions(CONTENT_SCHEMAS))
    for (const { typeName } of CONTENT_SCHEMAS) expect(types.has(typeName)).toBe(true)
  })
})

describe("page addresses resolved to the pages' records (@pageRefs)", () => {
  it("types a list of addresses as a list of that collection's records", () => {
    const fixture = z.object({ shown: pageRefs(TREATMENTS), hub: pageRefs(COMPLIANCE_DOCUMENTS) }).strict()
    const sdl = graphqlTypeDefinitions([{ typeName: "FixtureJson", schema: fixture }])
    expect(sdl).toContain('shown: [TreatmentsJson!]! @pageRefs(folder: "treatments")')
    expect(sdl).toContain('hub: [ComplianceDocumentsJson!]! @pageRefs(folder: "compliance")')
  })

  it("is how /compliance names the pages it lists (treatments say themselves where they are listed)", () => {
    const types = typesOf(graphqlTypeDefinitions(CONTENT_SCHEMAS))
    expect(types.get("ComplianceJson")!.get("documents")).toBe("[ComplianceDocumentsJson!]!")
    expect(types.get("TreatmentsJsonListing")).toEqual(
      new Map([
        ["group", "String!"],
        ["order", "Int!"],
        ["onHomePage", "Boolean!"],
      ]),
    )
  })

  const knee = { id: "1", slug: "knee" }
  const hip = { id: "2", slug: "hip" }
  const nodeModel = {
    findAll: async ({ type }: { type: string }) => ({ entries: type === "TreatmentsJson" ? [knee, hip] : [] }),
    findRootNodeAncestor: () => ({ relativePath: "pages/home.json" }),
  }
  const resolve = (shown: string[]) =>
    pageRefsExtension.extend({ folder: "treatments" }).resolve({ shown }, {}, { nodeModel }, { fieldName: "shown" })

  it("resolves to Gatsby's own nodes, in the content's order", async () => {
    const resolved = await resolve(["/services/hip", "/services/knee"])
    expect(resolved).toHaveLength(2)
    expect(resolved![0]).toBe(hip)
    expect(resolved![1]).toBe(knee)
  })

  it("fails the query, naming the file, the field and the address, when no page has it", async () => {
    await expect(resolve(["/services/knee", "/services/elbow"])).rejects.toThrow(
      'content/pages/home.json (field shown) names "/services/elbow", but no file in content/treatments/ has that page.',
    )
  })

  it("refuses, when the schema is built, a folder that is not a collection", () => {
    expect(() => pageRefsExtension.extend({ folder: "pages" })).toThrow("@pageRefs: content/pages/ is not a collection")
  })
})
