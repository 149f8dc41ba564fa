import fs from "node:fs"
import path from "node:path"
import userEvent from "@testing-library/user-event"
import forms from "../content/forms.json"
import { ConsultationForm } from "../src/components/forms/ConsultationForm"
import { HIDDEN_FIELDS } from "../src/lib/shared/consultation/constants"
import { FIELD_NAMES } from "../src/lib/shared/consultation/fields"
import { RETENTION_DAYS } from "../src/lib/server/consultation/config"
import { cmsConfig, type CmsField } from "../src/lib/build-time/editor/editor-config"
import { checkContent } from "../src/lib/shared/content/rules/check"
import { formatProblems } from "../src/lib/shared/content/model/content-file"
import { listFiles } from "../src/lib/build-time/content/load-content"
import { checkOptions, CONTENT_DIR, fileData, realContent, ROOT } from "./support/content-files"
import { renderWithSite, screen, site } from "./support/render-site"
import { label } from "./support/forms-copy"

/**
 * The privacy policy says only what the code does. Each statement it makes about the forms is tied
 * to the code here, so a change to the code that would make it untrue fails a test.
 */
const DISCLOSED: readonly string[] = [...FIELD_NAMES, ...HIDDEN_FIELDS]

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch
})

describe("what the policy says the forms collect", () => {
  it("is everything the forms send, with or without JavaScript: each control they render and each field their script adds", async () => {
    const sent = new Set<string>()
    for (const kind of ["home", "contact"] as const) {
      const { container, unmount } = renderWithSite(<ConsultationForm kind={kind} copy={forms} phone={site.phone} lang="en" />)
      for (const control of container.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]"))
        sent.add(control.name)
      unmount()
    }
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true, reference: "CR-ABCDEFGH" }) })
    Object.assign(globalThis, { fetch })
    const user = userEvent.setup()
    renderWithSite(<ConsultationForm kind="home" copy={forms} phone={site.phone} lang="en" />)
    await user.type(screen.getByLabelText(label("name")), "Ana Lee")
    await user.type(screen.getByLabelText(label("email")), "ana@example.com")
    await user.click(screen.getByRole("button", { name: forms.home.submit }))
    for (const key of Object.keys(JSON.parse(fetch.mock.calls[0][1].body))) sent.add(key)
    expect([...sent].filter((name) => !DISCLOSED.includes(name))).toEqual([])
  })

  it("must name every one of them: the content check refuses a policy that leaves one out, naming it", () => {
    const files = realContent()
    const policy = fileData(files, "compliance/privacy-policy.json")
    const index = policy.sections.findIndex((section: { collects?: unknown }) => section.collects)
    expect(index).toBeGreaterThanOrEqual(0)
    const section = policy.sections[index]
    section.collects = section.collects.map((point: { fields: string[] }) => ({
      ...point,
      fields: point.fields.filter((f) => f !== "fillMs"),
    }))
    section.collects = section.collects.filter((point: { fields: string[] }) => point.fields.length > 0)
    expect(formatProblems(checkContent(files, checkOptions(files)))).toContain(
      `content/compliance/privacy-policy.json: field "sections[${index}].collects" does not say what the consultation forms do with "Time taken to fill in the form"`,
    )
  })

  it("names the fields the policy leaves out as the forms label them, in the editor's choices and in the refusal, never by their code names", () => {
    const files = realContent()
    const policy = fileData(files, "compliance/privacy-policy.json")
    const section = policy.sections.find((candidate: { collects?: unknown }) => candidate.collects)
    section.collects = section.collects.filter((point: { fields: string[] }) => !point.fields.includes("firstName"))
    const refusal = formatProblems(checkContent(files, checkOptions(files)))
    expect(refusal).toContain(
      `does not say what the consultation forms do with "${label("firstName")}", "${label("lastName")}", "${label("name")}"`,
    )
    expect(label("firstName")).toBe("First name")

    const form = cmsConfig().collections.find((collection) => collection.name === "compliance")!.fields as CmsField[]
    const choices = form
      .find((field) => field.name === "sections")!
      .fields!.find((field) => field.name === "collects")!
      .fields!.find((field) => field.name === "fields")!
    const options = (choices.field ?? choices).options as Array<{ label: string; value: string }>
    expect(options.map((option) => option.value)).toEqual(DISCLOSED)
    expect(options.find((option) => option.value === "firstName")!.label).toBe(label("firstName"))
    expect(options.filter((option) => DISCLOSED.includes(option.label) || /^[a-z]+[A-Z]/.test(option.label))).toEqual([])
    expect(`${refusal}\n${options.map((option) => option.label).join("\n")}`).not.toMatch(/\b(?:firstName|lastName|fillMs)\b/)
  })
})

describe("what the policy says the site does not do", () => {
  it("sets no cookie: no code of the site reads or writes one, in the browser or in its functions", () => {
    const code = ["src", "gatsby", "netlify"]
      .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
      .flatMap((dir) => listFiles(path.join(ROOT, dir)).map((file) => path.join(dir, file)))
      .filter((file) => /\.(tsx?|jsx?|mjs)$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
    expect(code.length).toBeGreaterThan(50)
    const setting = code.filter((file) =>
      /document\.cookie|set-cookie|setCookie|cookies\.set/i.test(fs.readFileSync(path.join(ROOT, file), "utf8")),
    )
    expect(setting).toEqual([])
  })
})

describe("who the policy says handles a request", () => {
  it("names the host the site is deployed to (gatsby-config's adapter)", () => {
    const config = fs.readFileSync(path.join(ROOT, "gatsby-config.ts"), "utf8")
    expect(config).toMatch(/gatsby-adapter-netlify/)
    const policy = fileData(realContent(), "compliance/privacy-policy.json")
    const handlers = policy.sections.flatMap(
      (section: { handlers?: { entries: Array<{ name: string }> } }) => section.handlers?.entries ?? [],
    )
    expect(handlers.map((handler: { name: string }) => handler.name).join(" ")).toMatch(/\bNetlify\b/)
  })
})

describe("how long the policy says a request is kept", () => {
  it("is the endpoint's retention limit, in the English policy and in every translation", () => {
    const policies = ["", ...fs.readdirSync(CONTENT_DIR)]
      .map((folder) => path.join(folder, "compliance", "privacy-policy.json"))
      .filter((file) => fs.existsSync(path.join(CONTENT_DIR, file)))
    expect(policies.length).toBeGreaterThan(1)
    for (const file of policies) {
      const text = fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")
      // "30 days", "30 días", "30 jours" (with a no-break space), "30 jou".
      const stated = [...text.matchAll(/(\d+)\s(?:days?|días|jours|jou)\b/gu)].map((match) => `${file}: ${match[1]} days`)
      expect(stated.length).toBeGreaterThan(0)
      expect(stated).toEqual(stated.map(() => `${file}: ${RETENTION_DAYS} days`))
    }
  })
})
