/**
 * The notices every page, both forms, the pages the consultation endpoint answers without
 * JavaScript and the PDF guide show: free aids and services for people with disabilities and free
 * language help, the taglines in the patients' other languages, and the notice of
 * nondiscrimination. The words are content (content/shared.json); this is the one place that says
 * how they are put together with the clinic's facts: each notice that asks the reader to call
 * ends with the clinic's phone and the relay number, "(212) 555-0147 (TTY: 711)."
 */
export interface NoticeWords {
  auxiliaryAids: string
  languageAssistance: ReadonlyArray<{ lang: string; text: string }>
  /** May name the clinic as "{siteName}". */
  nondiscrimination: string
  civilRightsComplaint: string
  /** "TTY: 711" */
  tty: string
}

export interface Notice {
  /** The notice's language when it is not the page's own (the taglines), for its `lang`. */
  lang?: string
  text: string
  /** Where its words are in content/shared.json, e.g. "languageAssistance[0].text". */
  source: string
}

export function accessNotices(words: NoticeWords, clinic: { siteName: string; phone: string }): Notice[] {
  const call = (text: string) => `${text} ${clinic.phone} (${words.tty}).`
  return [
    { text: call(words.auxiliaryAids), source: "auxiliaryAids" },
    ...words.languageAssistance.map((line, index) => ({
      lang: line.lang,
      text: call(line.text),
      source: `languageAssistance[${index}].text`,
    })),
    {
      text: `${call(words.nondiscrimination.replace("{siteName}", clinic.siteName))} ${words.civilRightsComplaint}`,
      source: "nondiscrimination",
    },
  ]
}
