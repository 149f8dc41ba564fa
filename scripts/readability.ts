/**
 * How plain the content's words are (src/lib/shared/content/rules/plain-language.ts), text by text:
 *   npm run content:readability                 every text of two sentences or more above grade 8, or with a sentence over 20 words (English), over 25 (translations)
 *   npm run content:readability -- es treatments/   one language, the files under one folder
 */
import path from "node:path"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { PLAIN_LANGUAGE, textReadability } from "../src/lib/shared/content/rules/plain-language"
import { languageOfContentPath } from "../src/lib/shared/languages"

const [lang = "en", prefix = ""] = process.argv.slice(2)
const { files, translations } = loadSiteContent(path.resolve(__dirname, ".."), {})
const inLanguage = lang === "en" ? files : translations.filter((file) => file.lang === lang)
const limit = lang === "en" ? PLAIN_LANGUAGE.sentenceWords : PLAIN_LANGUAGE.translatedSentenceWords
const measured = textReadability(inLanguage, (file) => languageOfContentPath(file.path).source.startsWith(prefix))
const above = measured.filter(
  ({ grade, sentences, longestSentence }) =>
    longestSentence > limit || (grade !== undefined && sentences >= 2 && grade > PLAIN_LANGUAGE.grade),
)
for (const { file, field, grade, longestSentence, text } of above) {
  console.log(
    `content/${file}: field "${field}"${grade === undefined ? "" : ` grade ${grade}`}, longest sentence ${longestSentence} words\n    ${text}`,
  )
}
console.log(`${above.length} of ${measured.length} text(s) above grade ${PLAIN_LANGUAGE.grade} or with a sentence over ${limit} words`)
