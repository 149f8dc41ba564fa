/**
 * "New treatment": before Decap opens a new treatment's form (its "New Treatments" button, Quick
 * add, an address typed, or Duplicate on a treatment), the editor asks the four things only the
 * staff can say (its heading, group, order and whether the home page shows it) and opens the new
 * entry with them, through Decap's prefill of a new entry from the address
 * (`#/collections/treatments/new?title=…&listing.group=…`, decap-cms-core 3.19.1
 * `createEmptyDraft`). Every other field starts from the draft's defaults
 * (src/lib/build-time/editor/new-treatment-defaults.ts): a complete page whose texts are placeholders.
 * Duplicate leads here too, so no copy of another treatment's texts is started in the editor.
 */
import { TREATMENTS } from "../shared/routes"
import { slugFromTitle } from "../shared/content/model/new-treatment"

interface ConfigField {
  name: string
  label?: string
  hint?: string
  options?: Array<string | { label: string; value: string }>
  fields?: ConfigField[]
}

/** The words and choices of the dialog, read from the treatment form's own fields: one label for each. */
export interface NewTreatmentQuestions {
  title: { label: string; hint?: string }
  group: { label: string; hint?: string; options: Array<{ label: string; value: string }> }
  order: { label: string; hint?: string }
  onHomePage: { label: string; hint?: string }
}

export interface NewTreatmentAnswersInForm {
  title: string
  group: string
  order: number
  onHomePage: boolean
}

const NEW_ENTRY = `#/collections/${TREATMENTS.folder}/new`
/** Decap's Duplicate leaves a treatment's entry for the new entry's address. */
const ENTRY = new RegExp(`^#/collections/${TREATMENTS.folder}/entries/`)

/** The questions, from the treatment collection of the editor's configuration; undefined without one. */
export function newTreatmentQuestions(config: { collections?: unknown }): NewTreatmentQuestions | undefined {
  const collections = Array.isArray(config.collections) ? (config.collections as Array<{ name?: string; fields?: ConfigField[] }>) : []
  const fields = collections.find((collection) => collection.name === TREATMENTS.folder)?.fields ?? []
  const title = fields.find((field) => field.name === "title")
  const listing = fields.find((field) => field.name === "listing")?.fields ?? []
  const [group, order, onHomePage] = ["group", "order", "onHomePage"].map((name) => listing.find((field) => field.name === name))
  if (!title || !group || !order || !onHomePage) return undefined
  const words = (field: ConfigField) => ({ label: field.label ?? field.name, hint: field.hint })
  const options = (group.options ?? []).map((option) => (typeof option === "string" ? { label: option, value: option } : option))
  return { title: words(title), group: { ...words(group), options }, order: words(order), onHomePage: words(onHomePage) }
}

/**
 * The address of the new entry with the answers (Decap escapes &, <, >, " and ' in a prefilled
 * text as HTML, so the heading is refused with the first three and the quote, and its
 * apostrophes are written as ’), or the reason the heading cannot be taken.
 */
export function newTreatmentAddress(answers: NewTreatmentAnswersInForm, today: string): { address: string } | { refused: string } {
  const title = answers.title.trim().replace(/'/g, "\u2019")
  if (title === "") return { refused: "Write the page's heading." }
  if (/[&<>"]/.test(title))
    return { refused: 'Write the heading without &, <, > or ": write "and" for &. You can add them in the form once it is open.' }
  const query = new URLSearchParams({
    title,
    slug: slugFromTitle(title),
    "listing.group": answers.group,
    "listing.order": String(answers.order),
    "listing.onHomePage": String(answers.onHomePage),
    lastReviewed: today,
  })
  return { address: `${NEW_ENTRY}?${query.toString()}` }
}

/** "2026-11-29": today where the staff are, as the content writes dates. */
function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Shows the dialog whenever the editor is about to open a treatment's new entry without the answers. */
export function offerNewTreatment(window: Window, config: { collections?: unknown }): void {
  const questions = newTreatmentQuestions(config)
  if (!questions) return
  const { document } = window
  let open: HTMLDialogElement | undefined
  const ask = (leave: () => void) => {
    if (open) return
    open = dialogFor(
      document,
      questions,
      (answers) => {
        const result = newTreatmentAddress(answers, localDate(new Date()))
        if ("refused" in result) return result.refused
        close()
        leave()
        // Decap makes a new entry's draft when its form opens: from another address, with the answers.
        window.setTimeout(() => window.location.assign(result.address), 0)
        return undefined
      },
      () => {
        close()
        leave()
      },
    )
  }
  const close = () => {
    open?.close()
    open?.remove()
    open = undefined
  }
  const toList = () => {
    if (window.location.hash === NEW_ENTRY) window.location.replace(`#/collections/${TREATMENTS.folder}`)
  }
  // Duplicate on a treatment: asked before Decap copies the entry, which it would keep as unsaved changes.
  document.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element | null)?.closest?.('[role="menuitem"]')
      if (!item || item.textContent?.trim() !== "Duplicate" || !ENTRY.test(window.location.hash)) return
      event.preventDefault()
      event.stopPropagation()
      ask(() => {})
    },
    true,
  )
  const check = () => {
    if (window.location.hash === NEW_ENTRY) ask(toList)
  }
  window.addEventListener("hashchange", check)
  check()
}

/** The dialog: the four questions, a note on what follows, and the answer's refusal if any (`submit` returns it). */
function dialogFor(
  document: Document,
  questions: NewTreatmentQuestions,
  submit: (answers: NewTreatmentAnswersInForm) => string | undefined,
  cancel: () => void,
): HTMLDialogElement {
  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    ...children: Array<Node | string>
  ) => {
    const made = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
    made.append(...children)
    return made
  }
  const control = "display:block;box-sizing:border-box;width:100%;min-height:44px;font:inherit;margin:0.25rem 0 0;padding:0.5rem"
  const title = element("input", { type: "text", name: "title", required: "", style: control })
  const group = element(
    "select",
    { name: "group", style: control },
    ...questions.group.options.map((option) => element("option", { value: option.value }, option.label)),
  )
  const order = element("input", { type: "number", name: "order", required: "", min: "0", step: "1", style: control })
  const onHomePage = element("input", { type: "checkbox", name: "onHomePage", style: "width:44px;height:44px;margin:0 0.5rem 0 0" })
  const refusal = element("p", { role: "alert", style: "color:#b00020;margin:0.5rem 0" })
  /** A question: its label, its control and its hint, which the control names as its description. */
  const question = (words: { label: string; hint?: string }, input: HTMLInputElement | HTMLSelectElement, labelFirst = true) => {
    const id = `new-treatment-${input.name}`
    input.id = id
    input.setAttribute("aria-describedby", `${id}-hint`)
    const label = element("label", { for: id }, words.label)
    const described = element("span", { id: `${id}-hint`, style: "display:block;font-size:0.875rem;color:#555" }, words.hint ?? "")
    const line = labelFirst ? [label, input] : [element("span", { style: "display:flex;align-items:center" }, input, label)]
    return element("div", { style: "margin:0.75rem 0" }, ...line, described)
  }
  const button = (text: string, type: "submit" | "button") =>
    element("button", { type, style: "min-height:44px;min-width:44px;padding:0.5rem 1rem;font:inherit;margin:0.5rem 0.5rem 0 0" }, text)
  const cancelButton = button("Cancel", "button")
  cancelButton.addEventListener("click", cancel)
  const form = element(
    "form",
    {},
    element("h2", { id: "new-treatment-heading" }, "New treatment"),
    element(
      "p",
      {},
      "Answer these four. The page then opens as a draft: every other text says what to write there. " +
        "It can be saved and previewed, and the live site will not publish it until each of those texts is written.",
    ),
    question(questions.title, title),
    question(questions.group, group),
    question(questions.order, order),
    question(questions.onHomePage, onHomePage, false),
    refusal,
    button("Open the draft", "submit"),
    cancelButton,
  )
  form.addEventListener("submit", (event) => {
    event.preventDefault()
    refusal.textContent =
      submit({ title: title.value, group: group.value, order: Number(order.value), onHomePage: onHomePage.checked }) ?? ""
  })
  const dialog = element(
    "dialog",
    {
      "aria-labelledby": "new-treatment-heading",
      style:
        "box-sizing:border-box;width:min(32rem,calc(100vw - 1rem));max-height:calc(100vh - 1rem);overflow:auto;font:16px/1.4 system-ui,sans-serif",
    },
    form,
  )
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault()
    cancel()
  })
  document.body.append(dialog)
  dialog.showModal()
  title.focus()
  return dialog
}
