import { checkContent } from "../src/lib/shared/content/rules/check"
import { fieldName, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { contentJsonSchema, type ContentJsonSchema } from "../src/lib/shared/content/model/json-schema"
import { CONTENT_SCHEMAS } from "../src/lib/shared/content/model/registry"
import { ShortTestimonials } from "../src/components/resources/ShortTestimonials"
import { renderWithSite, screen, shared, within } from "./support/render-site"

/**
 * Patient stories, wherever a content form holds them: found by their shape (an entry with a
 * patient's `quote`) in every schema of src/lib/shared/content/model/registry.ts, never by today's files,
 * so a form that gains stories, or a story that gains a field, is covered by these tests.
 */
type Path = Array<string | number>

const variants = (node: ContentJsonSchema) => (node.anyOf ?? node.oneOf ?? [node]).filter((variant) => variant.type !== "null")

/** Each place a schema holds stories: the path of one story (list items as 0), the story's schema, and the `kind` of each section on the way. */
function storyPlaces(
  schema: ContentJsonSchema,
): Array<{ path: Path; story: ContentJsonSchema; kinds: Array<{ path: Path; kind: unknown }> }> {
  const places: ReturnType<typeof storyPlaces> = []
  const visit = (node: ContentJsonSchema, path: Path, kinds: Array<{ path: Path; kind: unknown }>) => {
    for (const variant of variants(node)) {
      const kind = variant.properties?.kind?.const
      const here = kind === undefined ? kinds : [...kinds, { path, kind }]
      if (variant.properties?.quote) places.push({ path, story: variant, kinds: here })
      else if (variant.properties) for (const [key, property] of Object.entries(variant.properties)) visit(property, [...path, key], here)
      else if (variant.items) visit(variant.items, [...path, 0], here)
    }
  }
  visit(schema, [], [])
  return places
}

/** A story as an editor fills in every field of its form: plain words in each text, a real consent record with a connection to the clinic. */
function filledIn(node: ContentJsonSchema): unknown {
  const [variant] = variants(node)
  if (variant.properties) {
    return Object.fromEntries(
      Object.entries(variant.properties)
        .map(([key, property]) => [key, filledIn(property)] as const)
        .filter(([, value]) => value !== undefined),
    )
  }
  if (variant.translatable) return "Kind staff, clear answers."
  if (variant.format === "date") return "2026-10-02"
  if (variant.enum) return variant.enum.includes("discount") ? "discount" : variant.enum[0]
  if (variant.type === "boolean") return true
  if (variant.type === "integer" || variant.type === "number") return 4
  return undefined
}

/** The path of every text a visitor reads in a story: its own, and those of the entries inside it (the connection's words in its consent record). */
function textPaths(node: ContentJsonSchema, path: Path = []): Path[] {
  const [variant] = variants(node)
  if (variant.translatable) return [path]
  if (variant.properties) return Object.entries(variant.properties).flatMap(([key, property]) => textPaths(property, [...path, key]))
  if (variant.items) return textPaths(variant.items, [...path, 0])
  return []
}

function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const container = (data ?? (typeof head === "number" ? [] : {})) as Record<string | number, unknown>
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>
  copy[head] = setAt(container[head], rest, value)
  return copy
}

/** A file the registry entry names: /^treatments\/[^/]+\.json$/ -> "treatments/any.json". */
const filePathFor = (files: RegExp) =>
  files.source
    .replace(/^\^|\$$/g, "")
    .replace("[^/]+", "any")
    .replace(/\\(.)/g, "$1")

const places = CONTENT_SCHEMAS.flatMap(({ files, schema }) =>
  storyPlaces(contentJsonSchema(schema)).map((place) => ({ file: filePathFor(files), ...place })),
)

const options = { knownPaths: new Set<string>(), fileExists: () => true }

describe("patient stories, wherever a content form holds them", () => {
  it("are found in every form that holds them (the home carousel, the testimonials page, the resources page, a treatment's quotes)", () => {
    expect(places.map((place) => place.file)).toEqual(
      expect.arrayContaining(["pages/home.json", "pages/testimonials.json", "pages/resources.json", "treatments/any.json"]),
    )
  })

  it.each(places.map((place) => [`${place.file} ${fieldName(place.path)}`, place] as const))(
    "%s: every text of the story is read by the content check's rules, not only the quote",
    (_name, { file, path, story, kinds }) => {
      let data: unknown = {}
      for (const { path: at, kind } of kinds) data = setAt(data, [...at, "kind"], kind)
      data = setAt(data, path, filledIn(story))
      const texts = textPaths(story)
      // The connection's words live in the consent record, inside the story: they are read too.
      expect(texts.map((text) => fieldName(text))).toEqual(expect.arrayContaining(["quote", "consent.materialConnection.disclosure"]))
      for (const text of texts) {
        const withClaim: ContentFile = { path: file, data: setAt(data, [...path, ...text], "The injection cured my arthritis.") }
        const claims = checkContent([withClaim], options).filter((problem) => problem.message.includes("claim of outcome"))
        expect(claims.map((problem) => problem.field)).toEqual([fieldName([...path, ...text])])
      }
    },
  )

  it.each(
    places.filter((place) => place.story.properties?.rating).map((place) => [`${place.file} ${fieldName(place.path)}`, place] as const),
  )("%s: a rating may be any of 1 to 5, so a low one is never left out for the form's sake", (_name, { story }) => {
    expect(story.properties!.rating).toMatchObject({ type: "integer", minimum: 1, maximum: 5 })
  })

  it("refuses a connection to the clinic without the words shown with the story, and words without a connection", () => {
    const [place] = places.filter((candidate) => candidate.file === "pages/testimonials.json")
    const story = filledIn(place.story) as { consent: { materialConnection: object } }
    const check = (materialConnection: object) => {
      const data = setAt({}, place.path, { ...story, consent: { ...story.consent, materialConnection } })
      return checkContent([{ path: place.file, data }], options)
        .filter((problem) => problem.field.includes("materialConnection"))
        .map((problem) => `${problem.field} ${problem.message}`)
    }
    const field = fieldName([...place.path, "consent", "materialConnection", "disclosure"])
    expect(check({ kind: "employee" })).toEqual([
      `${field} must say in "Words shown with the story" what connects the patient to the clinic: the site shows it with the story`,
    ])
    expect(check({ kind: "none", disclosure: "Works here" })).toEqual([`${field} must be empty when the connection is "None"`])
    expect(check({ kind: "none" })).toEqual([])
    expect(check({ kind: "family", disclosure: "Sister of a nurse at the clinic" })).toEqual([])
  })
})

describe("the resources page's short stories", () => {
  it("show each patient's connection to the clinic, where there is one, and how the clinic chooses the stories it shows", () => {
    renderWithSite(
      <ShortTestimonials
        items={[
          { quote: "Calm and clear.", author: "R. T.", treatment: "Knee treatment" },
          {
            quote: "Every question answered.",
            author: "S. M.",
            treatment: "Back treatment",
            consent: { materialConnection: { disclosure: "Received a discount" } },
          },
        ]}
      />,
    )
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(second).getByText(`${shared.testimonialPolicy.connectionLabel}: Received a discount`)).toBeVisible()
    expect(within(first).queryByText(new RegExp(shared.testimonialPolicy.connectionLabel))).toBeNull()
    expect(screen.getByText(shared.testimonialPolicy.howChosen)).toBeVisible()
  })
})
