import forms from "../../../../content/forms.json"
import shared from "../../../../content/shared.json"
import site from "../../../../content/site.json"
import { errorMessages as messagesOf, type EndpointTranslations, type TranslatedCopy } from "../../shared/consultation/messages"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../../shared/languages"
import { accessNotices } from "../../shared/notices"

/** The clinic's phone: the same in every language. */
export const clinicPhone = site.phone

export interface EndpointCopy extends TranslatedCopy {
  lang: LanguageCode
  /** The words of each error key (a field's name, or a form-wide error). */
  errorMessages: Readonly<Record<string, string>>
}

function endpointCopy(lang: LanguageCode, copy: TranslatedCopy): EndpointCopy {
  return { lang, ...copy, errorMessages: messagesOf(copy.forms) }
}

export const englishCopy = endpointCopy(SOURCE_LANGUAGE, { forms, notices: accessNotices(shared, site), clinicName: site.siteName })

/**
 * The translations this build publishes, written into the function's bundle by its build (Gatsby's
 * function build writes each `process.env.X` in as the value it has then, and
 * gatsby/on-pre-init.ts sets this one: src/lib/build-time/translations/endpoint-translations.ts). Elsewhere
 * (tests, scripts) there is none, and the endpoint answers in English unless given some.
 */
export function builtTranslations(): EndpointTranslations {
  const built = process.env.CONSULTATION_TRANSLATIONS
  return built ? (JSON.parse(built) as EndpointTranslations) : {}
}

/** The endpoint's copy in each language: the published translations', English for the rest. */
export function copiesByLanguage(translations: EndpointTranslations): (lang: LanguageCode) => EndpointCopy {
  const copies = new Map<LanguageCode, EndpointCopy>([[SOURCE_LANGUAGE, englishCopy]])
  for (const { code } of TRANSLATED_LANGUAGES) {
    const translation = translations[code]
    if (translation) copies.set(code, endpointCopy(code, translation))
  }
  return (lang) => copies.get(lang) ?? englishCopy
}

/** The words of the e-mail to the clinic, in English for its staff: each field's label and each condition's. */
export interface MailWords {
  fieldLabels: Readonly<Record<string, string>>
  conditionLabels: Readonly<Record<string, string>>
}

export const mailWords: MailWords = {
  fieldLabels: Object.fromEntries(forms.fieldWords.map(({ name, label }) => [name, label])),
  conditionLabels: Object.fromEntries(forms.conditions.map(({ value, label }) => [value, label])),
}
