/**
 * An uploaded file never replaces another. When the media folder already holds a file of the
 * upload's name, Decap 3 asks `window.confirm("knee.jpg already exists. Do you want to replace
 * it?")` and, on OK, deletes the old file, which every page that shows it then loses
 * (decap-cms-core actions/mediaLibrary.js, persistMedia). Decap has no option, event or hook for
 * this, so the editor's page answers that question itself: it keeps the old file, and uploads the
 * new one again under the first free name ("knee-2.jpg", then "knee-3.jpg"), through the same file
 * input, and tells the staff the name it was added under.
 */

/** Decap's question, word for word (persistMedia); __tests__/same-named-uploads.test.ts checks the bundle still asks it. */
export const REPLACE_QUESTION = /^(.+) already exists\. Do you want to replace it\?$/

/** The `count`th name for a file named like `taken`: ("knee.jpg", 2) -> "knee-2.jpg". */
export function numberedName(taken: string, count: number): string {
  const dot = taken.lastIndexOf(".")
  const [base, extension] = dot > 0 ? [taken.slice(0, dot), taken.slice(dot)] : [taken, ""]
  return `${base.toLowerCase()}-${count}${extension.toLowerCase()}`
}

/** Names tried before the staff are asked to rename the file themselves. */
const MAX_TRIES = 100

interface EditorPage {
  document: Pick<Document, "addEventListener">
  confirm(message?: string): boolean
  alert(message?: string): void
  setTimeout(handler: () => void): unknown
}

/** Installs the answer to Decap's question on the editor's page. */
export function keepSameNamedUploads(page: EditorPage): void {
  let upload: { input: HTMLInputElement; file: File } | undefined
  /** Set while a renamed copy is handed to Decap: its question then means "this name is taken too". */
  let renaming: { taken: boolean } | undefined

  // Decap reads the file in the input's change handler; this listener sees it first.
  page.document.addEventListener(
    "change",
    (event) => {
      const input = event.target as HTMLInputElement | null
      const file = input?.type === "file" ? input.files?.[0] : undefined
      if (input && file) upload = { input, file }
    },
    true,
  )

  const ask = page.confirm.bind(page)
  page.confirm = (message) => {
    const taken = REPLACE_QUESTION.exec(String(message ?? ""))?.[1]
    if (taken === undefined) return ask(message)
    if (renaming) {
      renaming.taken = true
      return false
    }
    const current = upload
    if (!current) {
      page.alert(`${taken} is already in the media library and was not replaced. Rename your file and upload it again.`)
      return false
    }
    // Decap finishes its own handling of the refused upload first, then takes the renamed copy.
    page.setTimeout(() => {
      for (let count = 2; count < MAX_TRIES + 2; count++) {
        const name = numberedName(taken, count)
        renaming = { taken: false }
        uploadAs(current.input, current.file, name)
        const wasTaken = renaming.taken
        renaming = undefined
        if (!wasTaken) {
          page.alert(`${taken} is already in the media library, and pages may show it: it was kept, and your file was added as ${name}.`)
          return
        }
      }
      page.alert(`${taken} is already in the media library and was not replaced. Rename your file and upload it again.`)
    })
    return false
  }
}

/** Hands `file` to the file input again under `name`, as if the staff had chosen it so named. */
function uploadAs(input: HTMLInputElement, file: File, name: string): void {
  const transfer = new DataTransfer()
  transfer.items.add(new File([file], name, { type: file.type, lastModified: file.lastModified }))
  input.files = transfer.files
  // Decap's handler runs at once and asks its question, if it does, before this returns.
  input.dispatchEvent(new Event("change", { bubbles: true }))
}
