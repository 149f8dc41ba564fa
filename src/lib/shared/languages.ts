/**
 * The languages of the site, declared once. English is the source: its content lives at the top of
 * content/ and its pages at their present addresses; every other language mirrors the English
 * content files under content/<code>/ and its pages under /<code>/.
 *
 * Each language's formats (times, dates, lists, numbers) follow its locale through Intl
 * (src/lib/shared/locale-formats.ts); Haitian Creole has no Intl data (Node's and browsers' ICU
 * fall back to English), so its formats are that module's own and its content's words.
 */
/**
 * `name` is the language named in itself, as the language switcher shows it; `englishName` is
 * how the clinic's staff read it in a request's e-mail; `ogLocale` is the
 * language and the territory of the clinic's readers in Open Graph's form, which is also, as the
 * BCP 47 locale "en-US", the locale whose conventions its times, dates, lists and numbers follow
 * (src/lib/shared/locale-formats.ts; docs/translations.md, "Formats").
 */
const LANGUAGES = [
  { code: "en", tag: "en", name: "English", englishName: "English", ogLocale: "en_US" },
  { code: "es", tag: "es", name: "Español", englishName: "Spanish", ogLocale: "es_US" },
  { code: "fr", tag: "fr", name: "Français", englishName: "French", ogLocale: "fr_FR" },
  { code: "ht", tag: "ht", name: "Kreyòl ayisyen", englishName: "Haitian Creole", ogLocale: "ht_HT" },
] as const

export type Language = (typeof LANGUAGES)[number]
export type LanguageCode = Language["code"]

/** Every language's code, English first. */
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]

/** A language named in itself and, for English readers (the clinic's staff), in English: "Kreyòl ayisyen (Haitian Creole)". */
export function languageForStaff(code: LanguageCode): string {
  const { name, englishName } = LANGUAGES.find((language) => language.code === code)!
  return name === englishName ? name : `${name} (${englishName})`
}

/** The language the content is written in first; every translation is of its files. */
export const SOURCE_LANGUAGE: LanguageCode = "en"

/** The languages translated from the source, each with a folder content/<code>/. */
export const TRANSLATED_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language.code !== SOURCE_LANGUAGE)

/** The entry of a language code. */
export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code)!
}

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value)
}

/**
 * Which language a content file is in and which English file it translates:
 * "es/pages/home.json" -> { lang: "es", source: "pages/home.json" }; "pages/home.json" -> { lang: "en", source: "pages/home.json" }.
 */
export function languageOfContentPath(path: string): { lang: LanguageCode; source: string } {
  const [first, ...rest] = path.split("/")
  if (rest.length > 0 && first !== SOURCE_LANGUAGE && isLanguageCode(first)) return { lang: first, source: rest.join("/") }
  return { lang: SOURCE_LANGUAGE, source: path }
}
