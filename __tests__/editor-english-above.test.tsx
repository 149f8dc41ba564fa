import * as Immutable from "immutable"
import { act, Component, createElement } from "react"
import { createRoot } from "react-dom/client"
import { englishOfFields, showEnglishAboveFields } from "../src/lib/editor/english-above-fields"
import { fieldKey, type WidgetRegistry } from "../src/lib/editor/field-refusals"
import { translationRecordFor } from "../src/lib/shared/content/translation/translations"
import { TRANSLATION_FIELD } from "../src/lib/shared/content/model/records"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import fixtures from "./fixtures/list-pages.fixtures.json"

/** Decap's `createClass` global (create-react-class) as far as the wrapper uses it: the methods given, bound to each instance. */
function createClass(spec: Record<string, unknown>): unknown {
  return class Spec extends Component<Record<string, unknown>> {
    constructor(props: Record<string, unknown>) {
      super(props)
      for (const [key, value] of Object.entries(spec)) {
        if (typeof value === "function") Object.assign(this, { [key]: value.bind(this) })
      }
    }
  }
}

/**
 * The English above each field of a translation's form, built from the fixtures' FAQ (not the
 * clinic's); e2e/cms-thumb.spec.ts shows it on the real Spanish form at 390 px.
 */
type Faq = (typeof fixtures)["pages/faq.json"]
const english: Faq = fixtures["pages/faq.json"]
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** The FAQ in "Spanish": each of its texts marked, so that a test sees which English it stands for. */
function spanish(of: Faq): Faq {
  const data = copy(of)
  data.title = `ES ${data.title}`
  data.intro = `ES ${data.intro}`
  for (const category of data.categories) {
    category.title = `ES ${category.title}`
    for (const question of category.questions) {
      question.question = `ES ${question.question}`
      question.answer = `ES ${question.answer}`
    }
  }
  return data
}

const FILE = "pages/faq.json"
const translated = (data: unknown) => ({ path: `es/${FILE}`, data, lang: "es" as const, source: FILE })

describe("the English of each field of a translation", () => {
  it("is the English file's text at the same field, where the translation records no entries", () => {
    const found = englishOfFields(translated(spanish(english)), { path: FILE, data: english })
    expect(found.get(fieldKey(["intro"]))).toBe(english.intro)
    expect(found.get(fieldKey(["categories", 1, "questions", 0, "answer"]))).toBe(english.categories[1].questions[0].answer)
    // No text, no English: an address, the anchor.
    expect(found.has(fieldKey(["categories", 0, "link", "path"]))).toBe(false)
  })

  it("is the English entry each entry translates, by the translation's record, after a question is added and topics moved in English", () => {
    const data = { ...spanish(english), [TRANSLATION_FIELD]: translationRecordFor({ path: FILE, data: english }) }
    const now = copy(english)
    now.categories.reverse()
    now.categories[1].questions.unshift({ question: "Is parking free?", answer: "Yes, behind the building." })
    const found = englishOfFields(translated(data), { path: FILE, data: now })
    // The form still holds the translation's own order: its first topic, first question translate "Visits"' first question.
    expect(found.get(fieldKey(["categories", 0, "title"]))).toBe("Visits")
    expect(found.get(fieldKey(["categories", 0, "questions", 0, "question"]))).toBe(english.categories[0].questions[0].question)
    expect(found.get(fieldKey(["categories", 1, "questions", 1, "answer"]))).toBe(english.categories[1].questions[1].answer)
    expect([...found.values()]).not.toContain("Is parking free?")
  })
})

describe("a translation's form", () => {
  const registered: Array<{ name: string; controlComponent: unknown; previewComponent?: unknown }> = []
  /** Decap's text control, as a stand-in: an input the wrapper must draw untouched, whose instance Decap validates. */
  const TextControl = createClass({
    isValid: () => true,
    render(this: { props: { forID: string; value: string } }) {
      return createElement("input", { id: this.props.forID, defaultValue: this.props.value })
    },
  })
  const cms: WidgetRegistry = {
    getWidgets: () => [{ name: "text", control: TextControl, preview: "TextPreview" }],
    registerWidget: (widget) => void registered.push(widget),
  }
  const settings = { english: { [FILE]: english } } as unknown as EditorSettings
  let container: HTMLElement

  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    showEnglishAboveFields(cms, createClass, createElement as never, settings, document)
  })
  beforeEach(() => {
    document.body.innerHTML = ""
    container = document.body.appendChild(document.createElement("div"))
  })

  /** The "intro" field's control of the form of `path`, drawn as Decap draws it under the field's label; returns Decap's ref. */
  function drawIntro(path: string) {
    const entry = Immutable.fromJS({ path: `content/${path}`, data: spanish(english) })
    let ref: { getWrappedInstance?: () => { isValid?: () => unknown } } | null = null
    const root = createRoot(container)
    act(() =>
      root.render(
        createElement(
          "div",
          null,
          createElement("label", { htmlFor: "intro-field-3" }, "Introduction"),
          createElement(registered[0].controlComponent as never, {
            field: Immutable.Map({ name: "intro" }),
            forID: "intro-field-3",
            parentIds: [],
            value: `ES ${english.intro}`,
            getEntry: () => entry,
            ref: (instance: typeof ref) => (ref = instance),
          }),
        ),
      ),
    )
    return { ref: ref!, root }
  }

  it("shows the English above the field, read-only, and hands Decap the field's own control", () => {
    const { ref, root } = drawIntro(`es/${FILE}`)
    const english_ = container.querySelector("p.english-above-field")!
    expect(english_).toHaveTextContent(`English: ${english.intro}`)
    expect(english_).toHaveAttribute("lang", "en")
    expect(english_.nextElementSibling).toBe(container.querySelector("#intro-field-3"))
    expect(ref.getWrappedInstance!().isValid!()).toBe(true)
    act(() => root.unmount())
  })

  it("shows nothing above an English form's field", () => {
    const { root } = drawIntro(FILE)
    expect(container.querySelector(".english-above-field")).toBeNull()
    expect(container.querySelector("#intro-field-3")).not.toBeNull()
    act(() => root.unmount())
  })
})
