/**
 * The notices every page, both forms, the pages the consultation endpoint answers without
 * JavaScript and the PDF guide show: free aids and services for people with disabilities and free
 * language help, the taglines in the patients' other languages, the notice of nondiscrimination
 * under the clinic's civil rights law, and a link to the page with the full notice and the
 * taglines in every language. The words are content (content/shared.json, the law
 * content/site.json civilRights.law); this is the one place that says how they are put together
 * with the clinic's facts: "{phone}" in a notice becomes the clinic's phone and the relay number,
 * "(212) 555-0147 (TTY: 711)", and in a tagline the phone alone (a tagline writes its own words for
 * the TTY line, as HHS translates them).
 */
type CivilRightsLaw = "section1557" | "adaOnly"

interface Tagline {
  readonly lang: string
  readonly name: string
  readonly text: string
}

export interface NoticeWords {
  /** Contains "{phone}". */
  auxiliaryAids: string
  /** "TTY: 711" */
  tty: string
  languageAssistance: { readonly everyPage: readonly Tagline[]; readonly noticePage?: readonly Tagline[] | null }
  /** Each may name the clinic as "{siteName}" and contains "{phone}". */
  civilRightsNotice: Readonly<Record<CivilRightsLaw, { readonly nondiscrimination: string; readonly complaint: string }>>
  noticesLink: { readonly label: string; readonly path: string }
}

export interface Clinic {
  siteName: string
  phone: string
  civilRights: { law: string }
}

export interface Notice {
  /** The notice's language when it is not the page's own (the taglines), for its `lang`. */
  lang?: string
  /** A tagline's language named in itself ("Español"), which the page of all taglines shows before it. */
  name?: string
  /** "rtl" for a notice in a script written right to left (Arabic, Urdu, Yiddish), for its `dir`. */
  dir?: "rtl"
  text: string
  /** The notice is a link to this page of the site (its text is the link's words). */
  link?: string
  /** Where its words are in content/shared.json, e.g. "languageAssistance.everyPage[0].text". */
  source: string
}

export function accessNotices(words: NoticeWords, clinic: Clinic): Notice[] {
  const call = (text: string) => text.replaceAll("{siteName}", clinic.siteName).replaceAll("{phone}", `${clinic.phone} (${words.tty})`)
  const law = clinic.civilRights.law as CivilRightsLaw
  const notice = words.civilRightsNotice[law]
  return [
    { text: call(words.auxiliaryAids), source: "auxiliaryAids" },
    ...taglines(words.languageAssistance.everyPage, clinic, "everyPage"),
    { text: `${call(notice.nondiscrimination)} ${notice.complaint}`, source: `civilRightsNotice.${law}.nondiscrimination` },
    { text: words.noticesLink.label, link: words.noticesLink.path, source: "noticesLink.label" },
  ]
}

/** Every tagline, for the page that shows them all: those of every page, then the others. */
export function allTaglines(words: Pick<NoticeWords, "languageAssistance">, clinic: Pick<Clinic, "phone">): Notice[] {
  return [
    ...taglines(words.languageAssistance.everyPage, clinic, "everyPage"),
    ...taglines(words.languageAssistance.noticePage ?? [], clinic, "noticePage"),
  ]
}

function taglines(lines: readonly Tagline[], clinic: Pick<Clinic, "phone">, list: string): Notice[] {
  return lines.map((line, index) => {
    const rtl = textDirection(line.text) === "rtl"
    // In a line that runs right to left, "(212) 555-0147" would show as "555-0147 (212)": the number is
    // isolated as left-to-right (U+2066 ... U+2069, Unicode's bidirectional isolates).
    const text = line.text.replaceAll("{phone}", rtl ? `\u2066${clinic.phone}\u2069` : clinic.phone)
    return {
      lang: line.lang,
      name: line.name,
      ...(rtl ? { dir: "rtl" as const } : {}),
      text,
      source: `languageAssistance.${list}[${index}].text`,
    }
  })
}

/** Letters of the scripts written right to left: Hebrew (Yiddish), Arabic (Urdu, Persian), Syriac, Thaana, N'Ko. */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/** The direction of a text, by its first letter (the first strong character, as Unicode's bidirectional algorithm reads it). */
function textDirection(text: string): "ltr" | "rtl" {
  const first = /\p{L}/u.exec(text)?.[0]
  return first !== undefined && RIGHT_TO_LEFT.test(first) ? "rtl" : "ltr"
}
