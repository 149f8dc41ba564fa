/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { parse, visit, type DocumentNode, type FieldNode } from "graphql"

/**
 * A treatment's card is queried in one place (src/components/services/treatment-card-fragment.ts),
 * spread by each page that shows the cards: a field added to the card reaches the home page and
 * /services alike, and neither page can drop one the other keeps.
 */
const ROOT = path.join(__dirname, "..")

/** The GraphQL documents of a source file: each graphql`…` tagged template. */
function documentsOf(file: string): DocumentNode[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  return [...source.matchAll(/graphql`([^`]*)`/g)].map((match) => parse(match[1]))
}

/** The fields a document selects of `card`, wherever it does, and the fragments it spreads. */
function cardSelections(document: DocumentNode): { cardFields: string[][]; spreads: string[] } {
  const cardFields: string[][] = []
  const spreads: string[] = []
  visit(document, {
    Field(node: FieldNode) {
      if (node.name.value === "card" && node.selectionSet)
        cardFields.push(node.selectionSet.selections.flatMap((selection) => (selection.kind === "Field" ? [selection.name.value] : [])))
    },
    FragmentSpread(node) {
      spreads.push(node.name.value)
    },
  })
  return { cardFields, spreads }
}

const FRAGMENT_FILE = "src/components/services/treatment-card-fragment.ts"

describe("the treatment card's query", () => {
  it("is one fragment, TreatmentCard, with the card's title and description and the treatment's placement", () => {
    const [document] = documentsOf(FRAGMENT_FILE)
    const fragment = document.definitions.find((definition) => definition.kind === "FragmentDefinition")
    expect(fragment).toMatchObject({ name: { value: "TreatmentCard" }, typeCondition: { name: { value: "TreatmentsJson" } } })
    expect(cardSelections(document)).toEqual({ cardFields: [["title", "description"]], spreads: ["TreatmentListing"] })
  })

  it.each(["src/pages/index.tsx", "src/pages/services.tsx"])("is spread by %s, which selects no card description of its own", (file) => {
    const selections = documentsOf(file).map(cardSelections)
    expect(selections.flatMap(({ spreads }) => spreads)).toContain("TreatmentCard")
    expect(selections.flatMap(({ cardFields }) => cardFields).filter((fields) => fields.includes("description"))).toEqual([])
  })
})
