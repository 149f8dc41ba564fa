import userEvent from "@testing-library/user-event"
import { axe, toHaveNoViolations } from "jest-axe"
import { within } from "@testing-library/react"
import { BenefitsCard } from "../src/components/treatment/BenefitsCard"
import { Callout } from "../src/components/treatment/Callout"
import { CardsSection } from "../src/components/treatment/CardsSection"
import { ColumnGroup } from "../src/components/treatment/ColumnGroup"
import { FaqList } from "../src/components/treatment/FaqList"
import { ItemList } from "../src/components/treatment/ItemList"
import { OutcomeStat } from "../src/components/treatment/OutcomeStat"
import { PatientQuotes } from "../src/components/treatment/PatientQuotes"
import { ResearchCards } from "../src/components/treatment/ResearchCards"
import { RisksSection } from "../src/components/treatment/RisksSection"
import { StepList } from "../src/components/treatment/StepList"
import { TextBlock } from "../src/components/treatment/TextBlock"
import { Timeline } from "../src/components/treatment/Timeline"
import { TreatmentSection } from "../src/components/treatment/TreatmentSection"
import type { TreatmentSection as Section } from "../src/lib/shared/content/model/section-schemas"
import { renderWithSite, screen, shared } from "./support/render-site"
import { procedurePartsFor, treatmentSafetyFor } from "../src/lib/shared/procedure-parts"
import { labels, procedurePartsContent, sectionContext, sectionOf, treatmentSafetyContent, treatments } from "./support/treatments"

expect.extend(toHaveNoViolations)

const headingsIn = (element: HTMLElement, level: number) =>
  within(element)
    .getAllByRole("heading", { level })
    .map((heading) => heading.textContent)

describe("section kinds, as a patient sees them", () => {
  it("steps: the hip procedure lists its five steps by name, in order", () => {
    renderWithSite(<StepList {...sectionOf("hip", "steps")} />)
    const list = screen.getByRole("list")
    expect(within(list).getAllByRole("listitem")).toHaveLength(5)
    expect(headingsIn(list, 3)).toEqual(["Initial Consultation", "Cell Collection", "Processing", "Injection", "Recovery"])
  })

  it("steps: the back page's How It Works names its four steps in order", () => {
    renderWithSite(<StepList {...sectionOf("back", "steps")} />)
    expect(screen.getByRole("heading", { level: 2, name: "How It Works" })).toBeInTheDocument()
    expect(headingsIn(screen.getByRole("list"), 3)).toEqual([
      "Precise Diagnosis",
      "Cell Harvesting",
      "Targeted Delivery",
      "Comprehensive Recovery",
    ])
  })

  it("timeline: the knee recovery shows its four timeframes in order", () => {
    renderWithSite(<Timeline {...sectionOf("knee", "timeline")} />)
    expect(headingsIn(screen.getByRole("list"), 3)).toEqual(["First 48 Hours", "Week 1-2", "Week 3-4", "Week 6+"])
  })

  it("timeline: foot and ankle results pair each name with its timeframe and say results vary", () => {
    renderWithSite(<Timeline {...sectionOf("foot-ankle", "timeline")} />)
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items.map((item) => [within(item).getByRole("heading").textContent, item.querySelector("p")!.textContent])).toEqual([
      ["Pain Reduction", "2-4 weeks"],
      ["Improved Function", "4-8 weeks"],
      ["Tissue Regeneration", "2-3 months"],
      ["Return to Activities", "3-6 months"],
    ])
    expect(screen.getByText(/individual results vary/i)).toBeInTheDocument()
  })

  it("timeline: hair restoration results over 1-3, 3-6 and 6-12 months", () => {
    renderWithSite(<Timeline {...sectionOf("hair-restoration", "timeline")} />)
    for (const timeframe of ["1-3 months", "3-6 months", "6-12 months"]) expect(screen.getByText(timeframe)).toBeInTheDocument()
  })

  it("callout: the back page's amber Important Note says not all back conditions are suitable", () => {
    const { container } = renderWithSite(<Callout {...sectionOf("back", "callout")} />)
    const note = screen.getByRole("region", { name: "Important Note" })
    expect(note).toHaveTextContent(/not all back conditions are suitable/i)
    expect(container.querySelector('[data-tone="important"]')).toBe(note)
  })

  it("callout: the neurological notice says investigational and not FDA approved", () => {
    renderWithSite(<Callout {...sectionOf("neurological", "callout")} />)
    expect(screen.getByRole("region", { name: /investigational/i })).toHaveTextContent(/investigational and not FDA approved/)
  })

  it("list: foot and ankle names its six conditions", () => {
    renderWithSite(<ItemList {...sectionOf("foot-ankle", "list")} />)
    const items = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    expect(items).toEqual([
      "Achilles tendonitis and tendinosis",
      "Plantar fasciitis",
      "Ankle sprains and instability",
      "Ankle and foot arthritis",
      "Ligament and tendon tears",
      "Post-surgical recovery",
    ])
  })

  it("list: osteoarthritis names its seven treatable joints", () => {
    renderWithSite(<ItemList {...sectionOf("osteoarthritis", "list", "Treatable joints")} />)
    expect(
      within(screen.getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Knee", "Hip", "Shoulder", "Ankle", "Hand/Wrist", "Foot", "Spine"])
  })

  it("quotes: the shoulder page shows two quotes with their authors, a results-vary note and how the clinic chooses the stories it shows", () => {
    const section = sectionOf("shoulder", "quotes")
    renderWithSite(<PatientQuotes {...section} />)
    const figures = screen.getAllByRole("figure")
    expect(figures).toHaveLength(2)
    expect(figures[0]).toHaveTextContent(section.quotes[0].quote)
    expect(figures[0]).toHaveTextContent(section.quotes[0].author)
    expect(screen.getByText(/individual results vary/i)).toBeInTheDocument()
    expect(screen.getByText(shared.testimonialPolicy.howChosen)).toBeVisible()
  })

  it("faq: hair restoration questions are visible headings with their answers shown (no accordion)", () => {
    const section = sectionOf("hair-restoration", "faq")
    renderWithSite(<FaqList {...section} />)
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(section.items.map((i) => i.question))
    for (const item of section.items) expect(screen.getByText(item.answer)).toBeVisible()
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("cards: erectile dysfunction shows six ideal candidate cards", () => {
    renderWithSite(<CardsSection {...sectionOf("erectile-dysfunction", "cards")} />)
    expect(screen.getByRole("heading", { level: 2, name: "Ideal candidates" })).toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6)
  })

  it("cards: the neurological page describes each of its four conditions", () => {
    renderWithSite(<CardsSection {...sectionOf("neurological", "cards", "Conditions we evaluate")} />)
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Chronic Fatigue Syndrome",
      "Post-COVID Syndromes",
      "Multiple Sclerosis",
      "Neuropathy",
    ])
  })

  it("columns: the back page's What to Expect has before, during and after, with 48 hours of limited activity after", () => {
    renderWithSite(<ColumnGroup {...sectionOf("back", "columns")} />)
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Before", "During", "After"])
    const after = screen.getByRole("heading", { name: "After" }).parentElement!
    expect(after).toHaveTextContent("Limited activity for 48 hours")
    expect(after).toHaveTextContent(/gradual return/i)
    expect(after).toHaveTextContent(/follow-up appointments/i)
  })

  it("research: three cards whose Read more reveals the full summary, and Read less hides it again", async () => {
    const user = userEvent.setup()
    const section = sectionOf("knee-replacement", "research")
    renderWithSite(<ResearchCards {...section} readMore={labels.readMore} readLess={labels.readLess} />)
    expect(screen.getAllByRole("article")).toHaveLength(3)
    const detail = section.cards[1].details[0]
    expect(screen.getByText(detail)).not.toBeVisible()

    const toggles = screen.getAllByText(labels.readMore).map((label) => label.closest("summary")!)
    expect(toggles).toHaveLength(3)
    await user.click(toggles[1])
    expect(toggles[1].closest("details")).toHaveAttribute("open")
    expect(screen.getByText(detail)).toBeVisible()
    expect(screen.getByText(section.cards[0].details[0])).not.toBeVisible()

    await user.click(toggles[1])
    expect(toggles[1].closest("details")).not.toHaveAttribute("open")
    expect(screen.getByText(detail)).not.toBeVisible()
  })

  it("research: each Read more is described by its card's title, so a screen reader hears which study it opens", () => {
    const section = sectionOf("knee-replacement", "research")
    renderWithSite(<ResearchCards {...section} readMore={labels.readMore} readLess={labels.readLess} />)
    const toggles = screen.getAllByText(labels.readMore).map((label) => label.closest("summary")!)
    expect(toggles.map((toggle) => toggle.getAttribute("aria-describedby")).map((id) => document.getElementById(id!)?.textContent)).toEqual(
      section.cards.map((card) => card.title),
    )
  })

  it("benefits: osteoarthritis shows a Benefits card with six items", () => {
    renderWithSite(<BenefitsCard {...sectionOf("osteoarthritis", "benefits")} />)
    const card = screen.getByRole("complementary", { name: "Benefits" })
    expect(within(card).getAllByRole("listitem")).toHaveLength(6)
  })

  it("text: foot and ankle's Is This Right For You? links to /contact", () => {
    renderWithSite(<TextBlock {...sectionOf("foot-ankle", "text")} />)
    expect(screen.getByRole("heading", { name: "Is This Right For You?" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Schedule Your Consultation" })).toHaveAttribute("href", "/contact")
  })

  /** An outcome figure's own words, for the fixtures below: only its evidence differs. */
  const figure = { title: "How patients do", value: "64%", label: "of patients had less pain", footnote: "Individual results vary." }

  it("stat: shows beside the figure the kind of study, its link, who measured it, how many patients, over what period and what its word counts (fixture)", () => {
    renderWithSite(
      <OutcomeStat
        {...figure}
        evidence={{
          design: "randomizedControlledTrial",
          source: "https://doi.org/10.1000/example.2024.17",
          measuredBy: "The trial's authors, in an example journal",
          patients: 212,
          period: "Treated 2022-2023, measured at 6 months",
          counts: { term: "less pain", meaning: "pain at least 2 points lower on a 0-10 scale" },
        }}
      />,
    )
    const terms = screen.getAllByRole("term").map((term) => term.textContent)
    const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent)
    expect(terms).toEqual(["Kind of study", "Published study", "Who measured", "Patients", "Period", "What counts as “less pain”"])
    expect(definitions).toEqual([
      "A published randomized controlled trial",
      "doi.org/10.1000/example.2024.17",
      "The trial's authors, in an example journal",
      "212",
      "Treated 2022-2023, measured at 6 months",
      "pain at least 2 points lower on a 0-10 scale",
    ])
    expect(screen.getByRole("link", { name: "doi.org/10.1000/example.2024.17" })).toHaveAttribute(
      "href",
      "https://doi.org/10.1000/example.2024.17",
    )
    for (const definition of screen.getAllByRole("definition")) expect(definition).toBeVisible()
  })

  it("stat: a sample's study still to be named shows its placeholder as words, not as a link (fixture)", () => {
    renderWithSite(
      <OutcomeStat
        {...figure}
        evidence={{
          source: "Placeholder: the DOI or PubMed link of the study",
          measuredBy: "Placeholder: the study's authors",
          patients: "Sample: how many",
          period: "Sample: when",
          counts: { term: "less pain", meaning: "lower pain scores" },
        }}
      />,
    )
    expect(screen.getByText("Placeholder: the DOI or PubMed link of the study")).toBeVisible()
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
    expect(screen.queryByText("Kind of study")).not.toBeInTheDocument()
  })

  it("research: a card's figure shows its evidence without pressing Read more", () => {
    const section = sectionOf("knee-replacement", "research")
    const card = section.cards.find((candidate) => candidate.evidence !== undefined)!
    const evidence = card.evidence!
    renderWithSite(<ResearchCards {...section} readMore={labels.readMore} readLess={labels.readLess} />)
    const article = screen.getByRole("article", { name: card.title })
    expect(within(article).getByText(card.summary)).toBeVisible()
    expect(within(article).getByText(evidence.measuredBy)).toBeVisible()
    expect(within(article).getByText(`What counts as “${evidence.counts.term}”`)).toBeVisible()
  })
})

describe("risks and side effects", () => {
  const fixture = {
    title: "Risks and side effects",
    common: { title: "Common", items: ["Bruising where cells are taken"] },
    serious: { title: "Uncommon but serious", items: ["Infection"] },
    notKnown: { title: "What is not known", paragraphs: ["Its long-term effects are not known."] },
    mayNotHelp: { title: "It may not help", paragraphs: ["Some people feel no change."] },
    ifSomethingGoesWrong: {
      title: "If something goes wrong",
      paragraphs: ["Call us if you have a fever."],
      call: "Call the clinic:",
      emergency: "In an emergency, call 911.",
    },
  }

  const parts = {
    title: "Risks of each part",
    risks: [
      { title: "The numbing medicine", risks: ["Stinging."] },
      { title: "Taking fat", risks: ["A dent in the skin."] },
      { title: "X-ray guidance", risks: ["A small dose of radiation."] },
    ],
    outOfHours: "When the clinic is closed, go to the emergency room.",
  }
  const hours = [
    { label: "Mon-Fri", opens: "09:00", closes: "17:00" },
    { label: "Sat, Sun", opens: null, closes: null },
  ]
  const safety = {
    contraindications: { title: "Who should not have it", intro: "We wait if you:", items: ["Have an infection."] },
    reportSideEffect: {
      title: "Report a side effect",
      clinic: "Tell us. Call the clinic:",
      fda: "Or tell the FDA through MedWatch: 1-800-FDA-1088.",
      link: {
        label: "MedWatch (fda.gov)",
        href: "https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program",
      },
    },
  }
  const cellRisks = {
    title: "Risks the FDA lists",
    intro: "The FDA warns of:",
    items: ["Tumors growing."],
    link: {
      label: "The FDA's warning (fda.gov)",
      href: "https://www.fda.gov/consumers/consumer-updates/fda-warns-about-stem-cell-therapies",
    },
  }
  const clinic = { phone: "(212) 321-7788", officeHours: hours, closedLabel: "Closed", procedureParts: parts, safety }

  it("shows each group under its own heading, the clinic's number as a phone link and 911", () => {
    renderWithSite(<RisksSection {...fixture} {...clinic} />)
    expect(screen.getByRole("heading", { level: 2, name: "Risks and side effects" })).toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Who should not have it",
      "Common",
      "Uncommon but serious",
      "Risks of each part",
      "What is not known",
      "It may not help",
      "If something goes wrong",
      "Report a side effect",
    ])
    expect(screen.getByText("Infection")).toBeInTheDocument()
    const urgent = within(screen.getByRole("heading", { level: 3, name: "If something goes wrong" }).parentElement!)
    expect(urgent.getByRole("link", { name: "(212) 321-7788" })).toHaveAttribute("href", "tel:+12123217788")
    expect(screen.getByText("In an emergency, call 911.")).toBeInTheDocument()
  })

  it("says who should not have it, what is not known, and how to report a side effect to the clinic and to the FDA (MedWatch)", () => {
    renderWithSite(<RisksSection {...fixture} {...clinic} />)
    const section = screen.getByRole("region", { name: "Risks and side effects" })
    const contraindications = screen.getByRole("heading", { level: 3, name: "Who should not have it" }).parentElement!
    expect(within(contraindications).getByText("We wait if you:")).toBeInTheDocument()
    expect(within(contraindications).getByRole("listitem")).toHaveTextContent("Have an infection.")
    expect(section).toHaveTextContent("Its long-term effects are not known.")
    const report = within(screen.getByRole("heading", { level: 3, name: "Report a side effect" }).parentElement!)
    expect(report.getByText(/Tell us\. Call the clinic:/)).toHaveTextContent("Tell us. Call the clinic: (212) 321-7788")
    expect(report.getByRole("link", { name: "(212) 321-7788" })).toHaveAttribute("href", "tel:+12123217788")
    expect(report.getByText(/MedWatch: 1-800-FDA-1088/)).toBeInTheDocument()
    expect(report.getByRole("link", { name: "MedWatch (fda.gov)" })).toHaveAttribute("href", safety.reportSideEffect.link.href)
    expect(screen.queryByRole("heading", { name: cellRisks.title })).toBeNull()
  })

  it("lists the risks the FDA gives for stem cell treatments when cells are injected, with the FDA's page", () => {
    renderWithSite(<RisksSection {...fixture} {...clinic} safety={{ ...safety, cellRisks }} />)
    const group = within(screen.getByRole("heading", { level: 3, name: cellRisks.title }).parentElement!)
    expect(group.getByText("The FDA warns of:")).toBeInTheDocument()
    expect(group.getByRole("listitem")).toHaveTextContent("Tumors growing.")
    expect(group.getByRole("link", { name: cellRisks.link.label })).toHaveAttribute("href", cellRisks.link.href)
  })

  it("chooses the FDA's listed risks by the harvest (bone marrow or fat, not blood alone), and sedation's risks when it is used", () => {
    expect(treatmentSafetyFor({ harvest: ["blood"] }, treatmentSafetyContent).cellRisks).toBeUndefined()
    expect(treatmentSafetyFor({ harvest: ["blood", "fat"] }, treatmentSafetyContent).cellRisks).toBe(treatmentSafetyContent.fdaCellRisks)
    const procedure = { harvest: ["blood"], guidance: [], sedation: false }
    const titles = (sedation: boolean) =>
      procedurePartsFor({ ...procedure, sedation }, procedurePartsContent).risks.map((part) => part.title)
    expect(titles(false)).not.toContain(procedurePartsContent.sedation.title)
    expect(titles(true)).toContain(procedurePartsContent.sedation.title)
    expect(procedurePartsFor({ ...procedure, sedation: true }, procedurePartsContent).anesthesia).toBe(procedurePartsContent.sedation.used)
    expect(procedurePartsFor(procedure, procedurePartsContent).anesthesia).toBe(procedurePartsContent.sedation.none)
  })

  it("states the risks of each part of the procedure it is given, and what to do when the clinic is closed, beside its hours", () => {
    renderWithSite(<RisksSection {...fixture} {...clinic} />)
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(parts.risks.map((part) => part.title))
    for (const part of parts.risks) expect(screen.getByText(part.risks[0])).toBeInTheDocument()
    const urgent = screen.getByRole("heading", { level: 3, name: "If something goes wrong" }).parentElement!
    expect(within(urgent).getByText(parts.outOfHours)).toBeInTheDocument()
    expect(within(urgent).getByText("Sat, Sun").nextElementSibling).toHaveTextContent("Closed")
  })

  it.each(treatments.map((t) => [t.slug, t] as const))(
    "%s: the page states the risks of the numbing medicine and of each harvest and guidance its procedure names",
    (slug, treatment) => {
      renderWithSite(<TreatmentSection section={sectionOf(slug, "risks")} {...sectionContext(slug)} />)
      const section = screen.getByRole("region", { name: "Risks and side effects" })
      const named = [
        procedurePartsContent.localAnesthetic,
        ...treatment.procedure.harvest.map((id) => procedurePartsContent.harvests.find((part) => part.id === id)!),
        ...treatment.procedure.guidance.map((id) => procedurePartsContent.guidance.find((part) => part.id === id)!),
      ]
      expect(
        within(section)
          .getAllByRole("heading", { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(named.map((part) => part.title))
      expect(section).toHaveTextContent(procedurePartsContent.outOfHours)
    },
  )

  it.each(treatments.map((t) => [t.slug] as const))(
    "%s: the page names infection, bleeding, nerve injury, that it may not help, and 911",
    (slug) => {
      renderWithSite(<TreatmentSection section={sectionOf(slug, "risks")} {...sectionContext(slug)} />)
      const section = screen.getByRole("region", { name: "Risks and side effects" })
      expect(section).toHaveTextContent(/swelling or bruising/i)
      expect(section).toHaveTextContent(/infection/i)
      expect(section).toHaveTextContent(/bleeding/i)
      expect(section).toHaveTextContent(/nerve/i)
      expect(section).toHaveTextContent(/may not help/i)
      expect(section).toHaveTextContent(/call 911/i)
      expect(section).not.toHaveTextContent(/\d+(\.\d+)?\s*%/)
    },
  )
})

describe("TreatmentSection (the kind-to-component map)", () => {
  it("renders every section of every treatment with its title as a heading", () => {
    for (const treatment of treatments) {
      for (const section of treatment.sections) {
        const { unmount } = renderWithSite(<TreatmentSection section={section} {...sectionContext(treatment.slug)} />)
        expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument()
        unmount()
      }
    }
  })

  it("refuses a section kind it does not know, instead of showing nothing", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const unknown = { kind: "carousel", title: "Nope" } as unknown as Section
    expect(() => renderWithSite(<TreatmentSection section={unknown} {...sectionContext()} />)).toThrow(/Unknown section kind: "carousel"/)
    jest.mocked(console.error).mockRestore()
  })

  it.each(treatments.map((t) => [t.slug, t] as const))("%s: all its sections together have no axe violation", async (_slug, treatment) => {
    const { container } = renderWithSite(
      <main>
        <h1>{treatment.title}</h1>
        {treatment.sections.map((section, index) => (
          <TreatmentSection key={index} section={section} {...sectionContext(treatment.slug)} />
        ))}
      </main>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })
})
