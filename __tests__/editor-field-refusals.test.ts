import fs from "node:fs"
import path from "node:path"
import * as Immutable from "immutable"
import { refusalsAtFields } from "../src/lib/shared/content/wording/field-words"
import { problemsOfEditedFile } from "../src/lib/editor/content-check"
import { controlPathOf, fieldKey, showRefusalsBesideFields, type WidgetRegistry } from "../src/lib/editor/field-refusals"
import { BLOCKED_SAVE_NOTE, rewordDecapPhrases } from "../src/lib/editor/decap-phrases"
import { refusalsByField } from "../src/lib/editor/setup"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import listPages from "./fixtures/list-pages.fixtures.json"

/**
 * The build's refusals beside the fields they name. The markup is Decap's list as the editor
 * draws it (decap-cms 3.16 ListControl.js: the list's element has the field's id, its items are the
 * children of the element after its top bar); e2e/cms.spec.ts shows the same on the real form.
 */
const faq = JSON.parse(JSON.stringify(listPages["pages/faq.json"]))

/** A list field `name` whose items hold `items` (HTML each), as Decap draws it. */
const list = (id: string, items: string[]) =>
  `<label for="${id}">${id}</label><div id="${id}"><div class="css-1-TopBarContainer">${items.length} items</div><div>${items
    .map((item) => `<div class="css-2-ListItem"><div class="css-3-TopBar"></div><div class="css-4-ObjectControl">${item}</div></div>`)
    .join("")}</div></div>`

const field = (name: string) => Immutable.Map({ name })

describe("the field a control shows, found from the form", () => {
  beforeEach(() => {
    const question = (answer: string) => `<label for="${answer}">Answer</label><textarea id="${answer}"></textarea>`
    document.body.innerHTML = list("categories-field-1", [
      list("questions-field-5", [question("answer-field-6")]),
      list("questions-field-7", [question("answer-field-8"), question("answer-field-9"), question("answer-field-10")]),
    ])
  })

  it("names each list by its field and each item by its place: the third answer of the second topic", () => {
    const parentIds = ["categories-field-1", "9f1c", undefined, "questions-field-7", "a2b4", undefined]
    // The form as drawn above: a topic of one question, then one of three.
    const question = { question: "Q", answer: "A" }
    const drawn = {
      ...faq,
      categories: [
        { title: "One", questions: [question] },
        { title: "Two", questions: [question, question, question] },
      ],
    }
    expect(controlPathOf({ field: field("answer"), forID: "answer-field-10", parentIds }, document, drawn)).toEqual([
      "categories",
      1,
      "questions",
      2,
      "answer",
    ])
    expect(controlPathOf({ field: field("intro"), forID: "intro-field-2", parentIds: [] }, document, faq)).toEqual(["intro"])
  })

  it("gives an item of a list of single values its place in the list, where Decap gives it a field of its own", () => {
    document.body.innerHTML = list("keywords-field-3", [
      '<label for="keywords-field-4">Keywords</label>',
      '<label for="keywords-field-5">Keywords</label>',
    ])
    const data = { seo: { keywords: ["stem cell therapy FAQ", "stem cell cost per joint"] } }
    const parentIds = ["seo-field-2", "keywords-field-3", "c3d9", undefined]
    expect(controlPathOf({ field: field("keywords"), forID: "keywords-field-5", parentIds }, document, data)).toEqual([
      "seo",
      "keywords",
      1,
    ])
  })
})

/** The fixture FAQ's first topic's last question. */
const lastQuestion = faq.categories[0].questions.length - 1

describe("a refusal as the form shows it", () => {
  const claim = JSON.parse(JSON.stringify(faq))
  claim.categories[0].questions[lastQuestion].answer += " 90% of our patients improve."

  it("stands at the field it names, with the field's label", () => {
    const [refusal] = refusalsAtFields("pages/faq.json", claim, problemsOfEditedFile("pages/faq.json", claim))
    expect(refusal.path).toEqual(["categories", 0, "questions", lastQuestion, "answer"])
    expect(refusal.message).toMatch(/^Answer makes a claim of outcome \("90%"\)\. Say what a patient may expect/)
  })

  it("of a list item, stands at its list, naming the item", () => {
    const [refusal] = refusalsAtFields("pages/faq.json", faq, [
      { file: "pages/faq.json", field: `categories[0].questions[${lastQuestion}]`, message: "is asked twice" },
    ])
    expect(refusal).toEqual({ path: ["categories", 0, "questions"], message: `Questions ${lastQuestion + 1} is asked twice.` })
  })

  it("of an item of a list of single values, stands at that item, which has a field of its own", () => {
    const data = { seo: { keywords: ["stem cell therapy FAQ", ""] } }
    const [refusal] = refusalsAtFields("pages/faq.json", data, [{ file: "pages/faq.json", field: "seo.keywords[1]", message: "is empty" }])
    expect(refusal.path).toEqual(["seo", "keywords", 1])
  })

  it("of the whole file, stands at no field (the save's notification shows it)", () => {
    expect(refusalsAtFields("pages/faq.json", faq, [{ file: "pages/faq.json", field: "(file)", message: "is missing" }])[0].path).toEqual(
      [],
    )
  })
})

describe("each widget's control, wrapped", () => {
  type Spec = Record<string, (...args: never[]) => unknown> & { inner?: unknown; props?: unknown }
  const registered: Array<{ name: string; controlComponent: Spec; previewComponent?: unknown; schema?: unknown }> = []
  const cms: WidgetRegistry = {
    getWidgets: () => [{ name: "text", control: "TextControl", preview: "TextPreview", schema: { properties: {} } }],
    registerWidget: (widget) => void registered.push(widget as (typeof registered)[number]),
  }
  const answerPath = ["categories", 0, "questions", 0, "answer"]
  const refusals = new Map([[fieldKey(answerPath), ["Answer: makes a claim of outcome."]]])
  const entry = Immutable.fromJS({ data: faq })

  beforeAll(() => {
    document.body.innerHTML = list("categories-field-1", [list("questions-field-5", ['<label for="answer-field-6">Answer</label>'])])
    showRefusalsBesideFields(
      cms,
      (spec) => spec,
      (type, props) => ({ type, props }),
      () => refusals,
      document,
    )
  })

  /** A mounted control: the wrapper's instance with Decap's props, around a control that answers `ownValidity`. */
  function control(forID: string, name: string, parentIds: Array<string | undefined>, ownValidity?: unknown) {
    const spec = registered[0].controlComponent
    const props = { field: Immutable.Map({ name }), forID, parentIds, getEntry: () => entry, validate: jest.fn(), value: "" }
    const instance = Object.assign(Object.create(spec), { props })
    instance.setInner(ownValidity === undefined ? {} : { isValid: () => ownValidity })
    return instance as { isValid(): unknown; render(): { type: unknown; props: Record<string, unknown> }; props: typeof props }
  }

  it("registers every widget again with its preview and options, and draws Decap's control with every prop", () => {
    expect(registered).toEqual([expect.objectContaining({ name: "text", previewComponent: "TextPreview", schema: { properties: {} } })])
    const rendered = control("answer-field-6", "answer", []).render()
    expect(rendered.type).toBe("TextControl")
    expect(rendered.props).toMatchObject({ forID: "answer-field-6", ref: expect.any(Function) })
  })

  it("answers Publish with the build's refusal of its own field, as an error Decap's notification counts", () => {
    const answer = control("answer-field-6", "answer", ["categories-field-1", "k1", undefined, "questions-field-5", "k2", undefined])
    expect(answer.isValid()).toEqual({
      error: { type: "PRESENCE", parentIds: answer.props.parentIds, message: "Answer: makes a claim of outcome." },
    })
    expect(
      control("question-field-7", "question", ["categories-field-1", "k1", undefined, "questions-field-5", "k2", undefined]).isValid(),
    ).toBe(true)
  })

  it("leaves Decap's own error first (a number out of its bounds), counted by the notification too, and never blocks without a message", () => {
    const parentIds = ["categories-field-1", "k1", undefined, "questions-field-5", "k2", undefined]
    const outOfBounds = { error: { type: "RANGE", message: "Answer must be at least 1." } }
    expect(control("answer-field-6", "answer", parentIds, outOfBounds).isValid()).toEqual({
      error: { type: "PRESENCE", message: "Answer must be at least 1." },
    })
    expect(control("answer-field-6", "answer", parentIds, false).isValid()).toEqual({
      error: { type: "PRESENCE", parentIds, message: "answer: this value is not accepted." },
    })
  })

  it("answers for a control that says it is valid with an object (Decap's select), as for one that says true", () => {
    const parentIds = ["categories-field-1", "k1", undefined, "questions-field-5", "k2", undefined]
    expect(control("answer-field-6", "answer", parentIds, { error: false }).isValid()).toMatchObject({
      error: { type: "PRESENCE", message: "Answer: makes a claim of outcome." },
    })
  })

  it("asks a list for its own refusals after its items: Decap validates a list's items, never the list", () => {
    refusals.set(fieldKey(["categories"]), ["Topics 2: is marked sample."])
    const list = { validate: jest.fn() }
    const topics = control("categories-field-1", "categories", [])
    ;(topics as unknown as { setInner(instance: unknown): void }).setInner(list)
    list.validate()
    expect(topics.props.validate).toHaveBeenCalledTimes(1)
    const questions = control("question-field-7", "question", ["categories-field-1", "k1", undefined, "questions-field-5", "k2", undefined])
    const fields = { validate: jest.fn() }
    ;(questions as unknown as { setInner(instance: unknown): void }).setInner(fields)
    fields.validate()
    expect(fields.validate).not.toBe(questions.props.validate)
    expect(questions.props.validate).not.toHaveBeenCalled()
  })
})

describe("Decap's English, reworded", () => {
  it("names every field in red in the notification of a blocked save, and no field by its code name", () => {
    let english: Record<string, unknown> = {}
    const decap = {
      ui: { toast: { missingRequiredField: "Oops, you've missed a required field.", entrySaved: "Entry saved" } },
      editor: { editorWidgets: { datetime: { now: "Now", setToNow: "Set %{fieldLabel} to now" } } },
    }
    rewordDecapPhrases({ getLocale: () => decap, registerLocale: (_locale, phrases) => void (english = phrases) })
    expect(english).toEqual({
      ui: { toast: { missingRequiredField: BLOCKED_SAVE_NOTE, entrySaved: "Entry saved" } },
      editor: { editorWidgets: { datetime: { now: "Now", setToNow: "Set today's date" } } },
    })
  })
})

describe("the refusals of an entry, by the field that shows them", () => {
  const shared = JSON.parse(fs.readFileSync(path.join(__dirname, "../content/shared.json"), "utf8"))
  const settings = {
    routes: {},
    takenRoutes: [],
    keepEmptyLists: [],
    production: false,
    context: [{ path: "shared.json", data: shared }],
    links: [],
    images: [],
    english: {},
    translations: {},
  } as unknown as EditorSettings

  it("number each list item as the form does, though the save drops an emptied one before it", () => {
    const data = JSON.parse(JSON.stringify(faq))
    data.categories[0].questions[lastQuestion].answer += " 90% of our patients improve."
    data.categories[0].questions.unshift({ question: "", answer: "" })
    const entry = Immutable.fromJS({ path: "content/pages/faq.json", collection: "pages", newRecord: false, data })
    expect([...refusalsByField(entry, settings).keys()]).toEqual([fieldKey(["categories", 0, "questions", lastQuestion + 1, "answer"])])
  })
})
