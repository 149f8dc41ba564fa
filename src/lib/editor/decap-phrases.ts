/**
 * Decap's English phrases the editor changes, by their key in Decap's locale (decap-cms-locales
 * en): through its public registerLocale, the rest of its English kept.
 */
export const BLOCKED_SAVE_NOTE = "This entry is not saved: the fields marked in red say what to change."

const PHRASES: Record<string, string> = {
  // Decap names only a missing required field here; it blocks a save for every field in red (field-refusals.ts).
  "ui.toast.missingRequiredField": BLOCKED_SAVE_NOTE,
  // Decap fills in the field's name in code ("Set writtenConsentDate to now"); the forms' dates are days.
  "editor.editorWidgets.datetime.setToNow": "Set today's date",
  // Decap's question names no file; an image a page shows is kept whatever the answer (images-in-use.ts).
  "mediaLibrary.mediaLibrary.onDelete": "Delete the selected file? An image a page shows is kept, and you are told where it is shown.",
}

interface Locales {
  getLocale(locale: string): Record<string, unknown> | undefined
  registerLocale(locale: string, phrases: Record<string, unknown>): void
}

/** `phrases` with the text at a dotted key replaced, or unchanged where Decap has no such key. */
function withPhrase(phrases: Record<string, unknown>, [key, ...rest]: string[], text: string): Record<string, unknown> {
  const value = phrases[key]
  if (rest.length === 0) return typeof value === "string" ? { ...phrases, [key]: text } : phrases
  if (typeof value !== "object" || value === null) return phrases
  return { ...phrases, [key]: withPhrase(value as Record<string, unknown>, rest, text) }
}

export function rewordDecapPhrases(cms: Locales): void {
  const english = cms.getLocale("en")
  if (!english) return
  cms.registerLocale(
    "en",
    Object.entries(PHRASES).reduce((phrases, [key, text]) => withPhrase(phrases, key.split("."), text), english),
  )
}
