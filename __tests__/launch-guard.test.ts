import { findLaunchBlockers, isProductionBuild, launchGuard, samplesAndPlaceholders } from "../src/lib/shared/content/rules/launch-guard"
import { allApproved } from "./support/reviewers"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"

/** Fixtures, not the shipped content: a clinic mid-way through making the site its own. */
const consent = {
  writtenConsentDate: "2026-10-02",
  hipaaMarketingAuthorization: true,
  expiresOn: "2028-10-02",
  materialConnection: { kind: "none" },
}
/** The build's day in these tests: the consent above holds until 2028-10-02. */
const TODAY = "2026-11-29"
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
        { quote: "Real", sample: false, consent },
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
    const result = launchGuard([placeholderSite, ...withSamples], { CONTEXT: "production" }, { today: TODAY })
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
    const result = launchGuard([placeholderSite, ...withSamples], { CONTEXT: "deploy-preview" }, { today: TODAY })
    expect(result.fail).toBe(false)
    expect(result.message).toMatch(/NOT READY FOR PATIENTS/)
    expect(result.message).toMatch(/production build .* will fail/)
    expect(result.message).toContain('content/pages/testimonials.json: field "entries[1]"')
  })

  it("refuses what the compliance review slipped past it: an unflagged invented testimonial, sample words left in evidence, a placeholder", () => {
    const files: ContentFile[] = [
      realSite,
      { path: "pages/home.json", data: { items: [{ quote: "Five stars, I can run again!", author: "J. D.", rating: 5 }] } },
      {
        path: "pages/services.json",
        data: { claim: { value: "90%", evidence: { measuredBy: "Our staff", patients: 120, period: "Sample: dates to come" } } },
      },
      {
        path: "site.json",
        data: { physician: { hospitalAppointments: [{ role: "Chief of Service", hospital: "Placeholder: the hospital" }] } },
      },
    ]
    const result = launchGuard(files, { CONTEXT: "production" }, { today: TODAY })
    expect(result.fail).toBe(true)
    for (const line of [
      'content/pages/home.json: field "items[0]" gives a patient\'s words without the record of their consent',
      'content/pages/services.json: field "claim.evidence.period" still says "Sample" ("Sample: dates to come")',
      'content/site.json: field "physician.hospitalAppointments[0].hospital" is still a placeholder ("Placeholder: the hospital")',
    ]) {
      expect(result.message).toContain(line)
    }
  })

  it("refuses a sample testimonial for its missing consent too, and accepts one with its consent record", () => {
    const page = (entry: object): ContentFile[] => [realSite, { path: "pages/testimonials.json", data: { entries: [entry] } }]
    expect(samplesAndPlaceholders(page({ quote: "Great", sample: true }), TODAY).map((b) => b.message)).toEqual([
      'is marked "Sample (not real)"',
      expect.stringContaining("without the record of their consent"),
    ])
    expect(
      samplesAndPlaceholders(page({ quote: "Great", consent: { ...consent, hipaaMarketingAuthorization: false } }), TODAY),
    ).toHaveLength(1)
    const { expiresOn: _expiresOn, ...withoutEnd } = consent
    expect(samplesAndPlaceholders(page({ quote: "Great", consent: withoutEnd }), TODAY).map((b) => b.message)).toEqual([
      expect.stringMatching(/without the record of their consent: .*"Date the consent ends"/),
    ])
    expect(samplesAndPlaceholders(page({ quote: "Great", consent }), TODAY)).toEqual([])
  })

  describe("the legal basis of what the clinic sells", () => {
    const price: ContentFile = {
      path: "shared.json",
      data: { sameWording: [{ mentions: ["A session costs"], text: "A session costs $900." }] },
    }
    const treatment = (data: object): ContentFile => ({
      path: "treatments/elbow.json",
      data: { fdaStatus: { investigational: false }, procedure: { harvest: ["bone-marrow", "blood"] }, legalBasis: [], ...data },
    })
    /** The treatment's blockers of its legal basis (the fixtures are neither approved nor dated: approvals.test.ts and the price test say so). */
    const legalBasisBlockers = (files: ContentFile[]) =>
      samplesAndPlaceholders(files).filter((blocker) => blocker.file === "treatments/elbow.json")

    it("refuses a priced treatment whose harvests have no basis on record, saying what each needs", () => {
      expect(legalBasisBlockers([realSite, price, treatment({})]).map(({ field, message }) => `${field} ${message}`)).toEqual([
        expect.stringMatching(
          /^procedure\.harvest\[0\] is "bone-marrow", offered at a price with no legal basis on record: .*counsel's written opinion \(who gave it, its date and its reference\) or the FDA IND/,
        ),
        expect.stringMatching(
          /^procedure\.harvest\[1\] is "blood" \(platelet-rich plasma\), .*the FDA 510\(k\)-cleared device that prepares it and its 510\(k\) number/,
        ),
      ])
    })

    it("accepts each harvest's basis, or a study's IND for its cells; and asks nothing of an unpriced or information-only treatment", () => {
      const bases = [
        { harvest: "bone-marrow", counsel: "A. Lawyer LLP", opinionDate: "2026-10-01", opinionReference: "Opinion 14" },
        { harvest: "blood", device: "A centrifuge", clearance: "K123456" },
      ]
      expect(legalBasisBlockers([realSite, price, treatment({ legalBasis: bases })])).toEqual([])
      const study = treatment({ fdaStatus: { investigational: true }, study: { ind: "123456" }, legalBasis: [bases[1]] })
      expect(legalBasisBlockers([realSite, price, study])).toEqual([])
      expect(legalBasisBlockers([realSite, treatment({})])).toEqual([])
      expect(legalBasisBlockers([realSite, price, treatment({ fdaStatus: { investigational: true } })])).toEqual([])
    })
  })

  it("refuses a story whose consent has ended or been taken back, naming its consent record; the consent holds through its last day", () => {
    const files = (record: object): ContentFile[] => [
      realSite,
      {
        path: "pages/home.json",
        data: { testimonials: { items: [{ quote: "Kind staff.", author: "A. B.", rating: 4, consent: record }] } },
      },
    ]
    const ended = samplesAndPlaceholders(files({ ...consent, expiresOn: "2026-11-28" }), TODAY)
    expect(ended).toEqual([
      {
        file: "pages/home.json",
        field: "testimonials.items[0].consent",
        message: expect.stringMatching(/^says the patient's consent ended on 2026-11-28 \("Date the consent ends"\): remove their story/),
      },
    ])
    expect(launchGuard(files({ ...consent, expiresOn: "2026-11-28" }), { CONTEXT: "production" }, { today: TODAY }).fail).toBe(true)
    // The last day of the consent is still inside it.
    expect(samplesAndPlaceholders(files({ ...consent, expiresOn: TODAY }), TODAY)).toEqual([])
    const revoked = samplesAndPlaceholders(files({ ...consent, revokedOn: "2026-11-01" }), TODAY)
    expect(revoked.map((b) => [b.field, b.message])).toEqual([
      [
        "testimonials.items[0].consent",
        expect.stringMatching(/^says the patient took back their consent on 2026-11-01 .*remove their story from the site/),
      ],
    ])
  })

  it("lets a production build through once the identity is real and no sample remains", () => {
    // Each sample replaced by the clinic's own: a testimonial by a real one with its consent record.
    const replaced = withSamples.map((file) => ({
      ...file,
      data: JSON.parse(
        JSON.stringify(file.data)
          .replace(/"quote":"Invented","sample":true/g, `"quote":"Real too","consent":${JSON.stringify(consent)}`)
          .replace(/"sample":true/g, '"sample":false'),
      ),
    }))
    // ...and every file approved by the reviewers it needs (approvals.test.ts tests what that takes).
    expect(findLaunchBlockers(allApproved([realSite, ...replaced]), { today: TODAY })).toEqual([])
    expect(launchGuard(allApproved([realSite, ...replaced]), { SITE_ENV: "production" }, { today: TODAY })).toEqual({
      fail: false,
      message: "",
    })
  })

  it("refuses a service without a business associate agreement while the forms ask for health details", () => {
    const policy = (agreement: string): ContentFile => ({
      path: "compliance/privacy-policy.json",
      data: { sections: [{ handlers: { entries: [{ name: "Mail Co.", role: "Sends e-mail", businessAssociateAgreement: agreement }] } }] },
    })
    expect(samplesAndPlaceholders([policy("no")])).toEqual([
      {
        file: "compliance/privacy-policy.json",
        field: "sections[0].handlers.entries[0].businessAssociateAgreement",
        message: expect.stringMatching(
          /^says Mail Co\. has no business associate agreement with the clinic, while the forms ask for health details \(condition, message\): sign one/,
        ),
      },
    ])
    expect(samplesAndPlaceholders([policy("yes")])).toEqual([])
  })

  it("refuses a price without the month the clinic set it, or whose wording does not say that month", () => {
    const shared = (wording: object): ContentFile => ({
      path: "shared.json",
      data: {
        dates: {
          months: [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
          ],
        },
        sameWording: [{ mentions: "Stop", text: "Stop eating." }, wording],
      },
    })
    const price = "Treatment usually costs $3,000-$7,500 per joint."
    expect(samplesAndPlaceholders([shared({ mentions: "Treatment usually costs", text: price })])).toEqual([
      {
        file: "shared.json",
        field: "sameWording[1].setOn",
        message: expect.stringContaining("names a price without the month the clinic set it"),
      },
    ])
    expect(samplesAndPlaceholders([shared({ mentions: "Treatment usually costs", text: price, setOn: "2026-11" })])).toEqual([
      {
        file: "shared.json",
        field: "sameWording[1].text",
        message: 'names a price set in November 2026, but does not say so: write "November 2026" in it, where patients read it',
      },
    ])
    expect(
      samplesAndPlaceholders([
        shared({ mentions: "Treatment usually costs", text: `${price} The clinic set this range in November 2026.`, setOn: "2026-11" }),
      ]),
    ).toEqual([])
  })
})
