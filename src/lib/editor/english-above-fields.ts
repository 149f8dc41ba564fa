/**
 * In a translation's form, each text field shows the English it translates above it, read-only
 * ("English: …"), on every screen: the preview beside the form shows the English too, but a phone
 * shows the form alone (the phone stylesheet in src/lib/server/cms-admin-page.ts), and a reviewer
 * there could not compare the two.
 *
 * As field-refusals.ts does, this script registers every widget again with its control wrapped;
 * the wrapper draws the English before Decap's control and hands Decap the control itself
 * (`getWrappedInstance`, which decap-cms-core Widget.js asks for), so validation, focus and
 * redrawing are the wrapped control's. A list's entries in a translation are matched to the English
 * entries by what the translation's record says each translates (entries.ts), not by their place:
 * the English shown is the entry's own, as in the preview.
 */
import type { EditorSettings } from "../shared/editor-settings"
import type { ContentFile } from "../shared/content/model/content-file"
import { withoutSaveGroup } from "../shared/content/review/save-records"
import { alignedTranslation, translatableTexts, type TranslatedFile } from "../shared/content/translation/translations"
import { languageOfContentPath, SOURCE_LANGUAGE } from "../shared/languages"
import { controlPathOf, fieldKey, type ControlProps, type ImmutableMap, type WidgetRegistry } from "./field-refusals"

type Path = Array<string | number>

/** What stands in for a translation's text while its entries are matched to the English: the text's number among them. */
const MARK = "\u0000english-above-fields:"

/**
 * The English text each text field of a translation translates, by the field's path in the
 * translation's form (fieldKey): the entries of its lists matched to the English ones as the
 * build matches them.
 */
export function englishOfFields(translation: TranslatedFile, english: ContentFile): Map<string, string> {
  const data = withoutSaveGroup(translation.data)
  const texts = translatableTexts({ path: english.path, data })
  const marked = JSON.parse(JSON.stringify(data)) as Record<string, unknown>
  texts.forEach(({ path }, index) => {
    const holder = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], marked)
    ;(holder as Record<string | number, unknown>)[path.at(-1)!] = `${MARK}${index}`
  })
  const { translation: matched } = alignedTranslation({ ...translation, data: marked }, english)
  const found = new Map<string, string>()
  const walk = (value: unknown, englishValue: unknown, at: Path) => {
    if (typeof value === "string" && value.startsWith(MARK)) {
      if (typeof englishValue === "string") found.set(fieldKey(texts[Number(value.slice(MARK.length))].path), englishValue)
    } else if (value && typeof value === "object" && englishValue && typeof englishValue === "object") {
      for (const [key, child] of Object.entries(value)) {
        const part = Array.isArray(value) ? Number(key) : key
        walk(child, (englishValue as Record<string | number, unknown>)[part], [...at, part])
      }
    }
  }
  walk(matched.data, english.data, [])
  return found
}

interface Wrapper {
  props: Pick<ControlProps, "field" | "forID" | "parentIds" | "getEntry" | "entry">
  inner?: unknown
  shown?: string
  englishHere(): string | undefined
  forceUpdate(): void
}

export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** The English of each field of the translation being edited, found once for each state of its form. */
function englishOfEntry(settings: EditorSettings): (entry: unknown) => { fields: Map<string, string>; data: unknown } | undefined {
  const known = new WeakMap<object, { fields: Map<string, string>; data: unknown }>()
  return (entry) => {
    const map = entry as ImmutableMap | undefined
    const path = String(map?.get("path") ?? "").replace(/^content\//, "")
    const { lang, source } = languageOfContentPath(path)
    const form = map?.get("data") as { toJS(): unknown } | undefined
    if (lang === SOURCE_LANGUAGE || !form || !(source in settings.english)) return undefined
    if (!known.has(form)) {
      const data = form.toJS()
      const fields = englishOfFields({ path, data, lang, source }, { path: source, data: settings.english[source] })
      known.set(form, { fields, data })
    }
    return known.get(form)
  }
}

/** The style of the English above a field: read-only text, set apart from the field. */
const ENGLISH_STYLE = {
  margin: "0 0 8px",
  padding: "8px 12px",
  borderLeft: "4px solid #5b6b7f",
  background: "#f1f3f6",
  color: "#1f2937",
  font: "15px/1.45 system-ui, sans-serif",
  whiteSpace: "pre-wrap",
}

/**
 * Registers every widget Decap has again, its control wrapped to show, in a translation's form,
 * the English its field translates above it.
 */
export function showEnglishAboveFields(
  cms: WidgetRegistry,
  createClass: (spec: Record<string, unknown>) => unknown,
  h: CreateElement,
  settings: EditorSettings,
  doc: Document,
): void {
  const englishOf = englishOfEntry(settings)
  for (const { name, control, preview, ...options } of cms.getWidgets()) {
    const wrapped = createClass({
      displayName: `EnglishAbove(${name})`,
      setInner(this: Wrapper, instance: unknown) {
        this.inner = instance
      },
      // Decap's Widget asks its control for the instance it validates, focuses and asks whether to redraw.
      getWrappedInstance(this: Wrapper) {
        const inner = this.inner as { getWrappedInstance?: () => unknown } | undefined
        return inner?.getWrappedInstance ? inner.getWrappedInstance() : inner
      },
      englishHere(this: Wrapper): string | undefined {
        const entry = this.props.getEntry ? this.props.getEntry() : this.props.entry
        const english = englishOf(entry)
        if (!english) return undefined
        return english.fields.get(fieldKey(controlPathOf(this.props, doc, english.data)))
      },
      // A field in a list item is placed by its label, which is in the page only once the form is drawn.
      componentDidMount(this: Wrapper) {
        if (this.englishHere() !== this.shown) this.forceUpdate()
      },
      // Always a list of two, so that showing the English once the form is drawn never draws Decap's control anew.
      render(this: Wrapper & { setInner(instance: unknown): void }) {
        this.shown = this.englishHere()
        return [
          this.shown === undefined
            ? null
            : h(
                "p",
                { key: "english", className: "english-above-field", lang: "en", style: ENGLISH_STYLE },
                h("strong", null, "English: "),
                this.shown,
              ),
          h(control, { ...this.props, key: "control", ref: this.setInner }),
        ]
      },
    })
    cms.registerWidget({ ...options, name, controlComponent: wrapped, previewComponent: preview })
  }
}
