/**
 * How plain the content's words are (src/lib/shared/content/rules/plain-language.ts), text by text:
 *   npm run content:readability                 every text of two sentences or more above grade 8, or with a sentence over 20 words (English), over 25 (translations)
 *   npm run content:readability -- es treatments/   one language, the files under one folder
 * For a translation it also lists each passage that reads harder than its English (reading ease:
 * Fernández Huerta's for Spanish, Kandel and Moles' for French; Haitian Creole has no formula).
 */
import path from "node:path"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import {
  HARDER_THAN_ENGLISH_POINTS,
  PLAIN_LANGUAGE,
  textReadability,
  textsHarderThanEnglish,
} from "../src/lib/shared/content/rules/plain-language"
import { hasReadingEase } from "../src/lib/shared/content/rules/readability"
import { languageOfContentPath } from "../src/lib/shared/languages"

const [lang = "en", prefix = ""] = process.argv.slice(2)
const { files, translations } = loadSiteContent(path.resolve(__dirname, ".."), {})
const inLanguage = lang === "en" ? files : translations.filter((file) => file.lang === lang)
const underPrefix = (file: string) => languageOfContentPath(file).source.startsWith(prefix)
const limit = lang === "en" ? PLAIN_LANGUAGE.sentenceWords : PLAIN_LANGUAGE.translatedSentenceWords
const measured = textReadability(inLanguage, (file) => underPrefix(file.path))
const above = measured.filter(
  ({ grade, sentences, longestSentence }) =>
    longestSentence > limit || (grade !== undefined && sentences >= 2 && grade > PLAIN_LANGUAGE.grade),
)
for (const { file, field, grade, ease, longestSentence, text } of above) {
  const scores = [grade === undefined ? "" : ` grade ${grade}`, ease === undefined ? "" : ` reading ease ${ease}`].join("")
  console.log(`content/${file}: field "${field}"${scores}, longest sentence ${longestSentence} words\n    ${text}`)
}
console.log(`${above.length} of ${measured.length} text(s) above grade ${PLAIN_LANGUAGE.grade} or with a sentence over ${limit} words`)

if (lang !== "en" && hasReadingEase(lang)) {
  const harder = textsHarderThanEnglish(files, inLanguage).filter(({ file }) => underPrefix(file))
  for (const { file, field, ease, englishEase, text } of harder) {
    console.log(`content/${file}: field "${field}" reading ease ${ease}, its English ${englishEase}\n    ${text}`)
  }
  console.log(
    `${harder.length} passage(s) read harder than their English (reading ease more than ${HARDER_THAN_ENGLISH_POINTS} points below)`,
  )
}
