import type { EditorSettings } from "../shared/editor-settings"
import { fieldInWords } from "../shared/content/wording/field-words"
import {
  TRANSLATION_STATE_WORDS,
  translationStatus,
  WAITING_WORDS,
  type TranslationStatus,
} from "../shared/content/translation/translation-state"
import { approvalStateInWords } from "../shared/content/review/approvals"
import { SAVE_CHOICES, withoutSaveGroup } from "../shared/content/review/save-records"
import { alignedTranslation, translatableTexts } from "../shared/content/translation/translations"
import { languageForStaff } from "../shared/languages"

export type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** What a translation's state means for the site, in the staff's words. */
function stateSentence(status: TranslationStatus): string {
  const { name, liveSite } = TRANSLATION_STATE_WORDS[status.state]
  const live = `${sentenceCase(liveSite)}.`
  switch (status.state) {
    case "reviewed":
    case "unreviewed":
      return `${sentenceCase(status.approval ? approvalStateInWords(status.approval) : name)}. ${live}`
    case "stale":
      return `${sentenceCase(name)}: the English changed since it was translated. Update the texts below, then save it as translating the English shown here. ${live}`
    case "broken":
      return `${sentenceCase(name)}. ${live}\n${status.problems ?? ""}`
    case "missing":
      return `${sentenceCase(name)}. ${live}`
  }
}

export function sentenceCase(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The value at `path` inside `data`, if there is one. */
function valueAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
    data,
  )
}

/**
 * The English entries that wait for this translation, in the form's words, and how the staff
 * translate them here: a save brings an entry the form does not show yet into it, in English.
 */
function waitingSentence(status: TranslationStatus, source: string, english: unknown, carried: number): string | undefined {
  if (!status.waiting) return undefined
  const fields = status.waiting.map((path) => fieldInWords(source, english, path)).join("; ")
  const bringIn =
    carried > 0
      ? ` Publish this form once, choosing "${SAVE_CHOICES.changes.split(":")[0]}" under "This save records", to bring the new entries into it, in English; then translate them.`
      : " Translate them in the form."
  return `${sentenceCase(WAITING_WORDS.count(status.waiting.length))}: ${fields}. ${sentenceCase(WAITING_WORDS.liveSite)}.${bringIn}`
}

/**
 * A translation's preview: its state (reviewed, not reviewed, out of date, with what the live site
 * does with it), the link to its page, and every text a visitor reads, the English beside the
 * translation as the form holds it now, field by field.
 */
export function renderTranslationPreview(
  h: CreateElement,
  settings: EditorSettings,
  formName: string,
  data: Record<string, unknown>,
): unknown {
  const { lang, source } = settings.translations[formName]
  const english = { path: source, data: settings.english[source] }
  const translation = { path: `${lang}/${source}`, data: withoutSaveGroup(data), lang, source }
  const status = translationStatus(english, translation, lang, settings.review)
  // The translation's entries beside the English ones they translate, wherever the form has them.
  const { translation: matched, aligned } = alignedTranslation(translation, english)
  const waiting = waitingSentence(status, source, english.data, aligned?.carried.length ?? 0)
  const route = settings.routes[formName]
  const url = route === undefined ? undefined : settings.siteUrl + route
  const cell = { style: { borderTop: "1px solid #ccc", padding: "0.5rem", verticalAlign: "top", whiteSpace: "pre-wrap" } }
  return h(
    "div",
    { style: { fontFamily: "system-ui, sans-serif", padding: "1rem", lineHeight: 1.5 } },
    h("p", { style: { whiteSpace: "pre-wrap" } }, h("strong", null, stateSentence(status))),
    waiting ? h("p", { role: "status" }, waiting) : null,
    url ? h("p", null, settings.previewNote, " ", h("a", { href: url, target: "_blank", rel: "noopener" }, url)) : null,
    h(
      "table",
      { style: { borderCollapse: "collapse", width: "100%" } },
      h("caption", { style: { textAlign: "left", fontWeight: "bold" } }, `The English beside the translation: ${languageForStaff(lang)}`),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col", style: { textAlign: "left" } }, "Field"),
          h("th", { scope: "col", style: { textAlign: "left" } }, "English"),
          h("th", { scope: "col", style: { textAlign: "left" } }, languageForStaff(lang)),
        ),
      ),
      h(
        "tbody",
        null,
        ...translatableTexts(english).map(({ path, text }) => {
          const translated = valueAt(matched.data, path)
          return h(
            "tr",
            { key: path.join(".") },
            h(
              "th",
              { scope: "row", ...cell, style: { ...cell.style, textAlign: "left", fontWeight: "normal" } },
              fieldInWords(source, english.data, path),
            ),
            h("td", { lang: "en", ...cell }, text),
            h("td", { lang, ...cell }, typeof translated === "string" ? translated : ""),
          )
        }),
      ),
    ),
  )
}
