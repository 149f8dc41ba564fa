import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { cmsConfig, pageChoices, translationForms, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { readContentFiles, siteRoutes } from "../src/lib/build-time/content/load-content"
import { checkContentIn, snapshotOf } from "./support/content-files"

/**
 * Links to the site's pages are chosen from a list of the pages, in words, never typed: every
 * field the schemas declare a page link (`internalPath`) is a choice of the pages the build's link
 * check knows.
 */
const ROOT = path.join(__dirname, "..")
const CONTENT = path.join(ROOT, "content")
const PAGES = path.join(ROOT, "src/pages")
const pages = pageChoices(snapshotOf(CONTENT))
const config = cmsConfig(undefined, translationForms(snapshotOf(CONTENT)), pages)

type Form = { name: string; file?: string; fields: CmsField[] }
const forms = config.collections.flatMap((collection) => [
  ...(((collection.files as Form[] | undefined) ?? []) as Form[]),
  ...(collection.fields ? [collection as unknown as Form] : []),
])
const formOf = (file: string) => forms.find((form) => form.file === `content/${file}`)!
const fieldAt = (fields: readonly CmsField[] | undefined, ...names: string[]): CmsField => {
  const [name, ...rest] = names
  const found = fields?.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return rest.length === 0 ? found : fieldAt(found.fields ?? found.field?.fields, ...rest)
}
const everyField = (fields: readonly CmsField[]): CmsField[] =>
  fields.flatMap((child) => [
    child,
    ...everyField([...(child.fields ?? []), ...(child.types ?? []), ...(child.field ? [child.field] : [])]),
  ])
const valuesOf = (field: CmsField) => (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value))

describe("links to the site's pages in the editor", () => {
  const { files } = readContentFiles(CONTENT)
  const redirects = (files.find((file) => file.path === "redirects.json")!.data as { redirects: Array<{ from: string }> }).redirects

  it("offers every page the build's link check knows, in words with its address, and no redirect's old address", () => {
    const routes = siteRoutes(files, PAGES).filter((route) => !redirects.some((redirect) => redirect.from === route))
    expect(pages.map((page) => page.value)).toEqual(expect.arrayContaining(routes))
    expect(pages.map((page) => page.value)).not.toEqual(expect.arrayContaining([redirects[0].from]))
    const knee = files.find((file) => file.path === "treatments/knee.json")!.data as { title: string }
    expect(pages).toContainEqual({ label: `${knee.title} — /services/knee`, value: "/services/knee", folder: "treatments" })
    expect(pages).toContainEqual({ label: "Home page — /", value: "/" })
    for (const page of pages) expect(page.label).toMatch(/\S — \//)
  })

  it("makes a button's link, a menu's links and a redirect's target a choice of those pages, with a hint that says when a new page appears", () => {
    const choices = [
      fieldAt(formOf("pages/home.json").fields, "hero", "primaryButton", "path"),
      fieldAt(formOf("navigation.json").fields, "header", "path"),
      fieldAt(formOf("navigation.json").fields, "footerGroups", "links", "path"),
      fieldAt(formOf("redirects.json").fields, "redirects", "to"),
    ]
    for (const choice of choices) {
      expect(choice.widget).toBe("select")
      expect(choice.options).toEqual(pages.map(({ label, value }) => ({ label, value })))
      expect(choice.hint).toMatch(/the next time the editor's files are built/)
    }
  })

  it("keeps typed what may be no page: a redirect's old address and a document's link, which may be an https:// address", () => {
    expect(fieldAt(formOf("redirects.json").fields, "redirects", "from").widget).toBe("string")
    const documentLinks = everyField(forms.find((form) => form.name === "compliance")!.fields).filter((child) => child.name === "href")
    expect(documentLinks.length).toBeGreaterThan(0)
    for (const href of documentLinks) expect(href.widget).toBe("string")
  })

  it("offers in a list of a collection's pages only that collection's", () => {
    const documents = fieldAt(formOf("pages/compliance.json").fields, "documents")
    expect(documents.field?.widget).toBe("select")
    const offered = valuesOf(documents.field!)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.every((value) => pages.find((page) => page.value === value)?.folder === "compliance")).toBe(true)
  })

  it("shows every link the content holds in such a field among its choices, so none shows empty or is lost on save", () => {
    const navigation = files.find((file) => file.path === "navigation.json")!.data as {
      header: Array<{ path: string }>
      footerGroups: Array<{ links: Array<{ path: string }> }>
    }
    const offered = valuesOf(fieldAt(formOf("navigation.json").fields, "header", "path"))
    const held = [...navigation.header, ...navigation.footerGroups.flatMap((group) => group.links)].map((link) => link.path)
    expect(offered).toEqual(expect.arrayContaining(held))
  })

  it("hides a link in a translation's form: it is the English file's", () => {
    const translated = forms.filter((form) => /^content\/[a-z]{2,3}\//.test(form.file ?? ""))
    expect(translated.length).toBeGreaterThan(0)
    const links = translated.flatMap((form) => everyField(form.fields)).filter((child) => child.name === "path")
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.widget).toBe("hidden")
  })

  it("lists a page created in the editor the next time the editor's files are built, keeps a link to a place in a page, and the build refuses a link to no page", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "page-links-"))
    try {
      fs.cpSync(CONTENT, path.join(copy, "content"), { recursive: true })
      const knee = JSON.parse(fs.readFileSync(path.join(CONTENT, "treatments/knee.json"), "utf8"))
      const created = { ...knee, slug: "elbow", title: "Elbow pain" }
      fs.writeFileSync(path.join(copy, "content/treatments/elbow.json"), JSON.stringify(created))
      expect(pageChoices(snapshotOf(path.join(copy, "content")))).toContainEqual({
        label: "Elbow pain — /services/elbow",
        value: "/services/elbow",
        folder: "treatments",
      })

      const navigation = JSON.parse(fs.readFileSync(path.join(copy, "content/navigation.json"), "utf8"))
      navigation.header[1].path = "/resources/faq#knees"
      fs.writeFileSync(path.join(copy, "content/navigation.json"), JSON.stringify(navigation))
      const faq = pages.find((page) => page.value === "/resources/faq")!.label.split(" — ")[0]
      expect(pageChoices(snapshotOf(path.join(copy, "content")))).toContainEqual({
        label: `${faq} — /resources/faq#knees`,
        value: "/resources/faq#knees",
      })

      navigation.header[0].path = "/services/wrist"
      fs.writeFileSync(path.join(copy, "content/navigation.json"), JSON.stringify(navigation))
      expect(checkContentIn(path.join(copy, "content"))).toContainEqual(
        expect.objectContaining({
          file: "navigation.json",
          field: "header[0].path",
          message: expect.stringContaining('"/services/wrist"'),
        }),
      )
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})
