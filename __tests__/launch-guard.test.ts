import { findLaunchBlockers, isProductionBuild, launchGuard } from "../src/lib/shared/content/launch-guard"
import type { ContentFile } from "../src/lib/shared/content/content-file"

/** Fixtures, not the shipped content: a clinic mid-way through making the site its own. */
const placeholderSite: ContentFile = {
  path: "site.json",
  data: {
    siteUrl: "https://www.clinic.example",
    email: "hello@clinic.example",
    phone: "(212) 555-0199",
    physician: { name: "Dr. Jane Doe", credentials: "MD", profession: "physical medicine and rehabilitation" },
  },
}
const realSite: ContentFile = {
  path: "site.json",
  data: {
    siteUrl: "https://www.realclinic.com",
    email: "front-desk@realclinic.com",
    phone: "(212) 321-7788",
    physician: { name: "Dr. Ana Pierre", credentials: "MD", profession: "physical medicine and rehabilitation" },
  },
}
const withSamples: ContentFile[] = [
  {
    path: "pages/testimonials.json",
    data: {
      entries: [
        { quote: "Real", sample: false },
        { quote: "Invented", sample: true },
      ],
    },
  },
  { path: "treatments/shoulder.json", data: { sections: [{ kind: "list" }, { kind: "stat", value: "78%", sample: true }] } },
  { path: "pages/about.json", data: { team: { title: "Our team", sample: true } } },
]

describe("the launch guard", () => {
  it("knows a production build by Netlify's CONTEXT or by SITE_ENV", () => {
    expect(isProductionBuild({ CONTEXT: "production" })).toBe(true)
    expect(isProductionBuild({ SITE_ENV: "production" })).toBe(true)
    expect(isProductionBuild({ CONTEXT: "deploy-preview" })).toBe(false)
    expect(isProductionBuild({})).toBe(false)
  })

  it("fails a production build, naming every sample entry and placeholder by file and field", () => {
    const result = launchGuard([placeholderSite, ...withSamples], { CONTEXT: "production" })
    expect(result.fail).toBe(true)
    expect(result.message).toMatch(/LAUNCH BLOCKED/)
    for (const line of [
      'content/pages/testimonials.json: field "entries[1]"',
      'content/treatments/shoulder.json: field "sections[1]"',
      'content/pages/about.json: field "team"',
      'content/site.json: field "phone" is the placeholder "(212) 555-0199"',
      'content/site.json: field "siteUrl" is the placeholder "https://www.clinic.example"',
      'content/site.json: field "email" is the placeholder "hello@clinic.example"',
      'content/site.json: field "physician.name" is the placeholder physician "Dr. Jane Doe"',
    ]) {
      expect(result.message).toContain(line)
    }
    expect(result.message).not.toContain('field "entries[0]"')
  })

  it("only warns, with the same list, on a preview or local build", () => {
    const result = launchGuard([placeholderSite, ...withSamples], { CONTEXT: "deploy-preview" })
    expect(result.fail).toBe(false)
    expect(result.message).toMatch(/SAMPLE CONTENT/)
    expect(result.message).toMatch(/production build .* will fail/)
    expect(result.message).toContain('content/pages/testimonials.json: field "entries[1]"')
  })

  it("lets a production build through once the identity is real and no sample remains", () => {
    const replaced = withSamples.map((file) => ({
      ...file,
      data: JSON.parse(JSON.stringify(file.data).replace(/"sample":true/g, '"sample":false')),
    }))
    expect(findLaunchBlockers([realSite, ...replaced])).toEqual([])
    expect(launchGuard([realSite, ...replaced], { SITE_ENV: "production" })).toEqual({ fail: false, message: "" })
  })
})
