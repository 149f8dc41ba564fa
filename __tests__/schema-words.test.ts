import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { checkEditedFile } from "../src/lib/editor/content-check"
import { inStaffWords } from "../src/lib/shared/content/wording/schema-words"

/** What zod's own rules say of `data`, in the staff's words, by field. */
function messages(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data, { error: inStaffWords })
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join(".") || "(file)", issue.message]))
}

describe("a schema's refusal in the staff's words", () => {
  const schema = z
    .object({
      title: z.string().min(1),
      kind: z.enum(["stat", "quotes"]),
      items: z.array(z.string()).min(2).max(3),
      count: z.number(),
      study: z.object({ registration: z.string() }),
      note: z.string().regex(/^Note:/, 'must start with "Note:"'),
    })
    .strict()

  it("says what is missing, empty, of the wrong kind, not a choice, or not a field, never zod's own words", () => {
    expect(messages(schema, { title: "", kind: "chart", items: ["a"], count: "3", note: "Hello", extra: 1 })).toEqual({
      title: "is empty: fill it in",
      kind: 'must be one of "stat", "quotes"',
      items: "needs at least 2 entries",
      count: "must be a number",
      study: "is missing: fill it in",
      note: 'must start with "Note:"',
      "(file)": 'has a field the form does not know, "extra": remove it',
    })
    expect(messages(schema.shape.items, ["a", "b", "c", "d"])).toEqual({ "(file)": "takes at most 3 entries" })
  })

  it("is what the editor shows for a treatment whose required group is cleared", () => {
    const content = path.join(__dirname, "../content")
    // Whichever treatment the clinic has first, its FDA status cleared.
    const file = `treatments/${fs.readdirSync(path.join(content, "treatments")).find((name) => name.endsWith(".json"))}`
    const treatment = JSON.parse(fs.readFileSync(path.join(content, file), "utf8"))
    delete treatment.fdaStatus
    const shared = JSON.parse(fs.readFileSync(path.join(content, "shared.json"), "utf8"))
    const refusal = checkEditedFile(file, treatment, { context: [{ path: "shared.json", data: shared }] })
    expect(refusal).toMatch(/^FDA status is missing\. Fill it in\.$/m)
    expect(refusal).not.toMatch(/invalid input|expected object/i)
  })
})
