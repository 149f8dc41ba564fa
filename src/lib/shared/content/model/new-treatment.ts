import type { TreatmentContent } from "./treatment-schema"

/** What the staff answer before a new treatment's form opens: all else starts as a placeholder. */
export interface NewTreatmentAnswers {
  title: string
  /** A group of content/pages/services.json, or "more" for the links below the groups. */
  group: string
  order: number
  onHomePage: boolean
}

/** "Placeholder: …": the mark the launch guard refuses in production (rules/placeholders.ts), shown in previews. */
const toWrite = (what: string) => `Placeholder: ${what}`

/**
 * A new treatment page before anything is written: every section the content check requires, each
 * text a placeholder saying what to write there, no text of another treatment. It passes the
 * content check as it is, so the draft saves and previews (npm run cms, deploy previews), and the
 * launch guard keeps it from production until each placeholder is replaced. Declared here, typed
 * by the schema, rather than as a file in content/, which would be a page of the site. The editor
 * offers it as the new-entry form's defaults (src/lib/build-time/editor/new-treatment-defaults.ts).
 *
 * The choices that are no text start at the least a page can say: cells from blood (with the legal
 * basis still to be given, which the launch guard refuses), no guidance, no sedation, an injection;
 * the page's image is the site's own social card, not another treatment's.
 */
export function newTreatmentDraft(answers: NewTreatmentAnswers, today: string): TreatmentContent {
  return {
    slug: slugFromTitle(answers.title),
    title: answers.title,
    seo: {
      title: toWrite("the page's title in search results"),
      description: toWrite("one sentence for search results"),
    },
    intro: toWrite("the paragraph under the page's heading: what the treatment is and whom it is for"),
    card: {
      title: toWrite("the treatment's short name on its cards"),
      description: toWrite("the short text on its cards"),
    },
    listing: { group: answers.group, order: answers.order, onHomePage: answers.onHomePage },
    conditions: [toWrite("a condition this page is about, as patients name it")],
    heroImage: "../images/social-card.jpg",
    heroImageAlt: toWrite("what the page's main image shows"),
    lastReviewed: today,
    fdaStatus: {
      investigational: false,
      text: `${toWrite("the FDA status of this treatment")}. The FDA has not reviewed this treatment for safety or effectiveness. It is not FDA approved.`,
    },
    guideline: {
      covered: false,
      verdict: toWrite("what a major medical guideline says of this treatment, or that no major guideline gives a verdict"),
    },
    procedure: {
      bodyLocation: toWrite("where on the body"),
      harvest: ["blood"],
      guidance: [],
      sedation: false,
      procedureType: "PercutaneousProcedure",
      howPerformed: toWrite("how the procedure is done, step by step"),
      preparation: toWrite("how the patient prepares"),
      followup: toWrite("the follow-up visits"),
    },
    legalBasis: [
      {
        harvest: "blood",
        device: toWrite("the name of the FDA 510(k)-cleared device that prepares the PRP"),
        clearance: toWrite("the device's 510(k) number, K and six digits"),
      },
    ],
    sections: [
      {
        kind: "risks",
        title: "Risks and side effects",
        intro: toWrite("a short introduction to the risks"),
        common: { title: toWrite("a heading for the common side effects"), items: [toWrite("a common side effect, in plain words")] },
        serious: {
          title: toWrite("a heading for the serious risks"),
          items: [toWrite("an uncommon but serious risk, naming the nerves and blood vessels at risk where the needle goes")],
        },
        notKnown: {
          title: toWrite("a heading for what is not known"),
          paragraphs: [toWrite("what is not known about the treatment's long-term effects")],
        },
        mayNotHelp: { title: toWrite("a heading saying it may not help"), paragraphs: [toWrite("that the treatment may not help")] },
        ifSomethingGoesWrong: {
          title: toWrite("a heading for what to do if something goes wrong"),
          paragraphs: [toWrite("the signs after treatment that need a call to the clinic")],
          call: toWrite("the words before the clinic's phone number"),
          emergency: `In an emergency, call 911. ${toWrite("when to call us first")}`,
        },
      },
    ],
  }
}

/** "Knee Pain" → "knee-pain": the page's address, which the form lets the staff change before the first save. */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "new-treatment"
  )
}
