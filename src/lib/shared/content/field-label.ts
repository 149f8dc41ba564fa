/** A field's name in the editor's words: "contactText" -> "Contact text", "pages/home" -> "Pages home". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_/]+/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** Where a value is, in the editor's words: ["sections", 2, "items", 0] -> "Sections 3 › Items 1". */
export function fieldLabel(path: ReadonlyArray<string | number>): string {
  return path.map((part) => (typeof part === "number" ? ` ${part + 1}` : ` › ${labelOf(part)}`)).join("").replace(/^ › /, "")
}
