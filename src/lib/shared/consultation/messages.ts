import type forms from "../../../../content/forms.json"
import type { LanguageCode } from "../languages"
import type { Notice } from "../notices"

/** The words of each error key (a field's name, or a form-wide error such as "contactMethod"), from content/forms.json. */
export function errorMessages(copy: {
  readonly fieldWords: ReadonlyArray<{ readonly name: string; readonly error: string }>
  readonly errors: Readonly<Record<string, string>>
}): Readonly<Record<string, string>> {
  return { ...Object.fromEntries(copy.fieldWords.map(({ name, error }) => [name, error])), ...copy.errors }
}

/** The words of the endpoint's answers in one language: the forms' copy (content/<lang>/forms.json), the notices and the clinic's name. */
export interface TranslatedCopy {
  forms: typeof forms
  /** The notices every page shows (free aids and services, language help, nondiscrimination), worded as the site's footer words them. */
  notices: Notice[]
  clinicName: string
}

/** The published translations of the endpoint's words, by language; a language missing here is answered in English. */
export type EndpointTranslations = Partial<Record<LanguageCode, TranslatedCopy>>
