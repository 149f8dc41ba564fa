/** The words of each error key (a field's name, or a form-wide error such as "contactMethod"), from content/forms.json. */
export function errorMessages(copy: {
  readonly fieldWords: ReadonlyArray<{ readonly name: string; readonly error: string }>
  readonly errors: Readonly<Record<string, string>>
}): Readonly<Record<string, string>> {
  return { ...Object.fromEntries(copy.fieldWords.map(({ name, error }) => [name, error])), ...copy.errors }
}
