/**
 * The editing recipes of docs/editing.md, done the way an editor does them: on a copy of
 * content/ in a temporary folder, edited file by file, then checked by the build's own content
 * check and, where a recipe promises a page or a changed fact, by the code that makes the pages.
 * Nothing here depends on today's copy: the treatment a recipe removes or renames is simply the
 * first one, and the expected problems are computed from the copy itself.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { screen } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { createPages } from "../gatsby/create-pages"
import { Layout } from "../src/components/layout/Layout"
import { Seo } from "../src/components/seo/Seo"
import { formatProblems, type ContentProblem } from "../src/lib/shared/content/model/content-file"
import { findLaunchBlockers } from "../src/lib/shared/content/rules/launch-guard"
import { newTreatmentDraft } from "../src/lib/shared/content/model/new-treatment"
import { contentTypeName } from "../src/lib/shared/content/model/registry"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { faqQuestions } from "../src/lib/shared/faq-json-ld"
import { telHref } from "../src/lib/shared/format"
import { homePageTreatments, treatmentsInGroup, type Placed } from "../src/lib/shared/treatment-listing"
import ContactPage from "../src/pages/contact"
import { type AnyData, checkContentIn, copyOfContent, PAGES_DIR } from "./support/content-files"
import { pageProps, renderWithSite, withSite } from "./support/render-site"
import { layoutQueryResult, site as fixtureSite } from "./support/site-content"

type ContentCopy = ReturnType<typeof copyOfContent>

let content: ContentCopy
beforeEach(() => {
  content = copyOfContent()
})
afterEach(() => content.remove())

const check = () => checkContentIn(content.dir)
/** The copy's treatments with where each is listed. */
const placed = () =>
  readContentFiles(content.dir)
    .files.filter((file) => file.path.startsWith("treatments/"))
    .map((file) => file.data as Placed)
const treatmentFileNames = () =>
  readContentFiles(content.dir)
    .files.filter((file) => file.path.startsWith("treatments/"))
    .map((file) => file.path)
    .sort()

/** Every string field in the copy equal to `route` (with or without #anchor), as "file field". */
function linksTo(route: string): Array<{ file: string; path: Array<string | number> }> {
  const found: Array<{ file: string; path: Array<string | number> }> = []
  const walk = (value: unknown, file: string, at: Array<string | number>) => {
    if (typeof value === "string" && value.split("#")[0] === route) found.push({ file, path: at })
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, file, [...at, i]))
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, file, [...at, key])
  }
  for (const file of readContentFiles(content.dir).files) walk(file.data, file.path, [])
  return found
}

const fieldName = (at: Array<string | number>) =>
  at.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("")

/** Removes a link the way an editor would: the list entry that holds it (a path string, or a {label, path} link). */
function removeLink({ file, path: at }: { file: string; path: Array<string | number> }) {
  const data = content.read(file)
  const last = at[at.length - 1]
  const [holder, index] = typeof last === "number" ? [at.slice(0, -1), last] : [at.slice(0, -2), at[at.length - 2] as number]
  const list = holder.reduce<AnyData>((value, key) => value[key], data) as unknown[]
  list.splice(index, 1)
  content.write(file, data)
}

/** What createPages makes from the copy's collection files (treatments, compliance documents). */
async function pagesMadeFrom(): Promise<string[]> {
  const files = readContentFiles(content.dir).files
  const createPage = jest.fn()
  const graphql = jest.fn(async (query: string) => {
    const field = /\b(all\w+Json)\b/.exec(query)![1]
    const records = files.filter((file) => `all${contentTypeName(file.path)}` === field)
    return { data: { [field]: { nodes: records.map((file) => ({ id: file.path, slug: (file.data as AnyData).slug, lang: "en" })) } } }
  })
  const reporter = { panicOnBuild: jest.fn() }
  // A project root around the copy: its content and the site's own pages.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  fs.symlinkSync(content.dir, path.join(root, "content"))
  fs.mkdirSync(path.join(root, "src"))
  fs.symlinkSync(PAGES_DIR, path.join(root, "src", "pages"))
  await (createPages as unknown as (args: object) => Promise<void>)({
    actions: { createPage, createRedirect: jest.fn() },
    graphql,
    reporter,
    store: { getState: () => ({ program: { directory: root } }) },
  })
  fs.rmSync(root, { recursive: true })
  expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  return createPage.mock.calls.map(([page]) => page.path)
}

const problemLines = (problems: readonly ContentProblem[]) => formatProblems(problems).split("\n").filter(Boolean)

describe("editing recipes of docs/editing.md", () => {
  it("the content as shipped passes the check", () => {
    expect(formatProblems(check())).toBe("")
  })

  it("add a treatment: start from the new treatment's draft, give it a slug and its listing; its page is made at /services/<slug>, listed where it says", async () => {
    const services = content.read("pages/services.json")
    const group = services.groups[0].key
    // The group's treatments numbered 10, 20, 30..., in their order, so the new one has room between the first two.
    for (const [index, { slug }] of treatmentsInGroup(placed(), group).entries()) {
      const file = `treatments/${slug}.json`
      const data = content.read(file)
      content.write(file, { ...data, listing: { ...data.listing, order: (index + 1) * 10 } })
    }
    const before = treatmentsInGroup(placed(), group)
    content.write("treatments/elbow.json", {
      ...newTreatmentDraft({ title: "Stem Cell Therapy for Elbow Pain", group, order: 15, onHomePage: true }, "2026-11-29"),
      slug: "elbow",
    })

    expect(formatProblems(check())).toBe("")
    expect(await pagesMadeFrom()).toContain("/services/elbow")
    expect(treatmentsInGroup(placed(), group).map((t) => t.slug)).toEqual([before[0].slug, "elbow", ...before.slice(1).map((t) => t.slug)])
    expect(homePageTreatments(placed()).map((t) => t.slug)).toContain("elbow")
  })

  it("add a treatment by copying a file: the check names each text still the same as the other page's, in both files", () => {
    const [first] = treatmentFileNames()
    const treatment = content.read(first)
    content.write("treatments/elbow.json", { ...treatment, slug: "elbow", title: "Stem Cell Therapy for Elbow Pain" })
    const problems = problemLines(check())
    expect(problems).toContainEqual(
      expect.stringContaining(`content/treatments/elbow.json: field "intro" is the same text as content/${first}, field "intro"`),
    )
    expect(problems).toContainEqual(
      expect.stringContaining(`content/${first}: field "intro" is the same text as content/treatments/elbow.json, field "intro"`),
    )
    expect(problems.filter((line) => line.includes('field "title"'))).toEqual([])
  })

  it("add a treatment in a group the services page does not have: the check names its file and field", () => {
    content.write(
      "treatments/elbow.json",
      newTreatmentDraft({ title: "Elbow", group: "elbows", order: 15, onHomePage: false }, "2026-11-29"),
    )
    expect(problemLines(check())).toEqual([
      expect.stringMatching(
        /^content\/treatments\/elbow\.json: field "listing\.group" is "elbows", which is not a group of content\/pages\/services\.json: choose one of /,
      ),
    ])
  })

  it("remove a treatment: the check names every link that still points to it, and passes once they are removed", async () => {
    const [first] = treatmentFileNames()
    const route = `/services/${content.read(first).slug}`
    fs.rmSync(path.join(content.dir, first))
    const links = linksTo(route)
    expect(links.length).toBeGreaterThan(0)

    const problems = problemLines(check())
    expect(problems).toEqual(
      expect.arrayContaining(
        links.map((link) => `content/${link.file}: field "${fieldName(link.path)}" links to "${route}", which is not a page of the site`),
      ),
    )
    expect(problems).toHaveLength(links.length)

    // Remove from the end of each list first, so earlier indexes stay valid.
    for (const link of [...links].reverse()) removeLink(link)
    expect(formatProblems(check())).toBe("")
    expect(await pagesMadeFrom()).not.toContain(route)
  })

  it("rename a treatment: a new slug with the old file name is refused; renaming the file and its links passes", () => {
    const [first] = treatmentFileNames()
    const treatment = content.read(first)
    const oldRoute = `/services/${treatment.slug}`
    content.write(first, { ...treatment, slug: "renamed-treatment" })
    expect(formatProblems(check())).toContain(
      `content/${first}: field "slug" is "renamed-treatment", so the file must be named content/treatments/renamed-treatment.json`,
    )

    fs.renameSync(path.join(content.dir, first), path.join(content.dir, "treatments/renamed-treatment.json"))
    for (const link of linksTo(oldRoute)) {
      const data = content.read(link.file)
      const parent = link.path.slice(0, -1).reduce<AnyData>((value, key) => value[key], data)
      const key = link.path[link.path.length - 1]
      parent[key] = parent[key].replace(oldRoute, "/services/renamed-treatment")
      content.write(link.file, data)
    }
    expect(formatProblems(check())).toBe("")
  })

  it("add and remove a compliance document: its page is made at /<slug>; once its file is gone the check names every link to it", async () => {
    const [first] = fs.readdirSync(path.join(content.dir, "compliance"))
    content.write("compliance/patient-rights.json", {
      ...content.read(`compliance/${first}`),
      slug: "patient-rights",
      title: "Patient rights",
    })
    const hub = content.read("pages/compliance.json")
    content.write("pages/compliance.json", { ...hub, documents: [...hub.documents, "/patient-rights"] })
    expect(formatProblems(check())).toBe("")
    expect(await pagesMadeFrom()).toContain("/patient-rights")

    const removed = `/${content.read(`compliance/${first}`).slug}`
    fs.rmSync(path.join(content.dir, "compliance", first))
    const links = linksTo(removed)
    expect(links.length).toBeGreaterThan(0)
    expect(problemLines(check())).toHaveLength(links.length)
    for (const link of [...links].reverse()) removeLink(link)
    expect(formatProblems(check())).toBe("")
    expect(await pagesMadeFrom()).not.toContain(removed)
  })

  it("a compliance document may not take the address of another page: the check names its slug", () => {
    const [first] = fs.readdirSync(path.join(content.dir, "compliance"))
    content.write("compliance/about.json", { ...content.read(`compliance/${first}`), slug: "about" })
    expect(problemLines(check())).toEqual([
      'content/compliance/about.json: field "slug" gives the page "/about", which the site already has: choose another slug',
    ])
  })

  it("a compliance document may not take the content editor's address /admin either", () => {
    const [first] = fs.readdirSync(path.join(content.dir, "compliance"))
    content.write("compliance/admin.json", { ...content.read(`compliance/${first}`), slug: "admin" })
    expect(problemLines(check())).toEqual([
      'content/compliance/admin.json: field "slug" gives the page "/admin", which the site already has: choose another slug',
    ])
  })

  it("change the phone number: header, footer, /contact, every tel: link and the JSON-LD show the new one", () => {
    const site = content.read("site.json")
    const newPhone = site.phone === "(646) 201-7788" ? "(646) 201-7789" : "(646) 201-7788"
    content.write("site.json", { ...site, phone: newPhone })
    expect(formatProblems(check())).toBe("")

    const edited = layoutQueryResult({ ...fixtureSite, phone: newPhone })
    const contact = content.read("pages/contact.json")
    const forms = content.read("forms.json")
    renderWithSite(
      <Layout pagePath="/contact">
        <ContactPage {...pageProps(ContactPage, { contactJson: contact, formsJson: forms }, "/contact")} />
      </Layout>,
      { data: edited },
    )
    const telLinks = document.querySelectorAll('a[href^="tel:"]')
    expect(telLinks.length).toBeGreaterThanOrEqual(3)
    for (const link of telLinks) expect(link).toHaveAttribute("href", telHref(newPhone))
    expect(screen.getByRole("banner")).toHaveTextContent(newPhone)
    expect(screen.getByRole("contentinfo")).toHaveTextContent(newPhone)
    expect(screen.getByRole("main")).toHaveTextContent(newPhone)
    expect(document.body.textContent).not.toContain(site.phone)

    const head = renderToStaticMarkup(
      withSite(<Seo seo={{ title: "Contact", description: "Contact the clinic." }} path="/contact" />, { data: edited }),
    )
    expect(head).toContain(`"telephone":"${newPhone}"`)
    expect(head).not.toContain(site.phone)
  })

  it("add a real testimonial (with its consent record) and an FAQ: the check passes, the launch guard does not list the real testimonial, the FAQ's structured data counts the new question", () => {
    const page = content.read("pages/testimonials.json")
    const id = Math.max(...page.entries.map((entry: { id: number }) => entry.id)) + 1
    page.entries.push({
      id,
      name: "Ana P.",
      location: "Bronx, NY",
      quote: "Clear explanations at every visit.",
      procedure: "Knee treatment",
      date: "May 2026",
      rating: 4,
      consent: {
        writtenConsentDate: "2026-05-20",
        hipaaMarketingAuthorization: true,
        // Still in force whenever the test runs: the launch guard takes down a story whose consent has ended.
        expiresOn: `${new Date().getUTCFullYear() + 2}-05-20`,
        materialConnection: { kind: "discount", disclosure: "Received a free follow-up visit" },
      },
    })
    if (!page.entries.some((entry: { sample?: boolean }) => entry.sample)) page.entries[0].sample = true
    content.write("pages/testimonials.json", page)
    const faq = content.read("pages/faq.json")
    const before = faq.categories[0].questions.length
    faq.categories[0].questions.push({
      question: "Can I drive home after treatment?",
      answer: "Please bring someone to drive you home the first time.",
    })
    content.write("pages/faq.json", faq)

    expect(formatProblems(check())).toBe("")
    // The guard still lists every entry that is sample (so an empty list proves nothing), but not the real one.
    const fields = findLaunchBlockers(readContentFiles(content.dir).files)
      .filter((b) => b.file === "pages/testimonials.json")
      .map((b) => b.field)
    const samples = page.entries.flatMap((entry: { sample?: boolean }, i: number) => (entry.sample ? [`entries[${i}]`] : []))
    expect(fields).toEqual(expect.arrayContaining(samples))
    expect(fields).not.toContain(`entries[${page.entries.length - 1}]`)
    expect(faqQuestions(faq.categories[0].questions)).toHaveLength(before + 1)

    // Without its consent record the same testimonial is refused, naming the file and the entry.
    delete page.entries[page.entries.length - 1].consent
    content.write("pages/testimonials.json", page)
    expect(formatProblems(check())).toContain(
      `content/pages/testimonials.json: field "entries[${page.entries.length - 1}]" gives a patient's words without the record of their consent`,
    )
  })

  it("break a field: the check names the file and the field", () => {
    const site = content.read("site.json")
    content.write("site.json", { ...site, phone: "212-555" })
    const [first] = treatmentFileNames()
    content.write(first, { ...content.read(first), title: " " })
    const problems = formatProblems(check())
    expect(problems).toContain('content/site.json: field "phone"')
    expect(problems).toContain(`content/${first}: field "title" must not be empty`)
  })
})
