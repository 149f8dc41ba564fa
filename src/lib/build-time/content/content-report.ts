import { execFileSync } from "node:child_process"
import path from "node:path"
import { routeOf } from "../../shared/routes"
import { imageNamedBy } from "../../shared/content/rules/check"
import { contentImages } from "../../shared/content/model/images"
import { COLLECTIONS } from "../../shared/content/model/collections"
import type { ContentFile } from "../../shared/content/model/content-file"
import {
  HARDER_THAN_ENGLISH_POINTS,
  PLAIN_LANGUAGE,
  textReadability,
  textsHarderThanEnglish,
} from "../../shared/content/rules/plain-language"
import type { ContentSnapshot } from "./content-snapshot"
import { listFiles, siteRoutes } from "./load-content"
import { languageForStaff, languageOfContentPath, type LanguageCode } from "../../shared/languages"

/**
 * The commit the build compares the content with: on Netlify the commit of the last deploy
 * (CACHED_COMMIT_REF), elsewhere the last commit, so that a page deleted and not yet committed is
 * seen too. Undefined outside a git repository.
 */
function baseCommit(root: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const ref = env.CACHED_COMMIT_REF || "HEAD"
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, stdio: "pipe" })
      .toString()
      .trim()
  } catch {
    return undefined
  }
}

/**
 * Pages of a collection that the base commit had and the content no longer makes, each with the
 * redirect that would send its visitors on (to the page above it), written as content/redirects.json
 * takes it. An address that a redirect already forwards is not listed.
 */
function disappearedPages(
  root: string,
  content: ContentSnapshot,
  env: Readonly<Record<string, string | undefined>>,
): Array<{ route: string; redirect: { from: string; to: string } }> {
  const base = baseCommit(root, env)
  if (!base) return []
  const folders = COLLECTIONS.map(({ folder }) => `content/${folder}/`)
  const before = execFileSync("git", ["ls-tree", "-r", "--name-only", base, "--", ...folders], { cwd: root, stdio: "pipe" })
    .toString()
    .split("\n")
    .flatMap((file) => {
      const collection = COLLECTIONS.find(({ folder }) => file.startsWith(`content/${folder}/`) && file.endsWith(".json"))
      return collection ? [collection.route(path.posix.basename(file, ".json"))] : []
    })
  const now = new Set(siteRoutes(content.files, content.folders.pages).map(routeOf))
  return before
    .filter((route) => !now.has(route))
    .map((route) => {
      const parent = route.slice(0, route.lastIndexOf("/")) || "/"
      return { route, redirect: { from: route, to: now.has(parent) ? parent : "/" } }
    })
}

/** Images under content/ that no content file names (paths under content/). */
function unusedImages(contentDir: string, files: readonly ContentFile[]): string[] {
  const named = new Set(contentImages(files).map(({ image }) => image))
  return listFiles(contentDir).filter((file) => imageNamedBy("", file) && !named.has(file))
}

/**
 * Translated texts with a sentence longer than a translation may run (the English texts' plain
 * words are the content check's to refuse): a translation renders a plain English text, but its
 * language takes more words, and a translator may join what the English split.
 */
function longTranslatedSentences(files: readonly ContentFile[], translations: readonly ContentFile[]): string[] {
  return textReadability([...files, ...translations], (file) => translations.includes(file))
    .filter(({ longestSentence }) => longestSentence > PLAIN_LANGUAGE.translatedSentenceWords)
    .map(
      ({ file, field, longestSentence }) =>
        `content/${file}: field "${field}" has a sentence of ${longestSentence} words (at most ${PLAIN_LANGUAGE.translatedSentenceWords} in a translation): split it, as the English is split, so every patient can read it.`,
    )
}

/**
 * How many translated passages of each language read harder than their English (reading ease,
 * plain-language.ts): one line a language, naming the command that lists them, text by text.
 */
function translationsHarderThanEnglish(files: readonly ContentFile[], translations: readonly ContentFile[]): string[] {
  const counts = new Map<LanguageCode, number>()
  for (const { file } of textsHarderThanEnglish(files, translations)) {
    const { lang } = languageOfContentPath(file)
    counts.set(lang, (counts.get(lang) ?? 0) + 1)
  }
  return [...counts].map(
    ([lang, count]) =>
      `${count} ${languageForStaff(lang)} passage${count === 1 ? " reads" : "s read"} harder than ${count === 1 ? "its" : "their"} English (reading ease more than ${HARDER_THAN_ENGLISH_POINTS} points below): ` +
      `\`npm run content:readability -- ${lang}\` lists them, with both scores. Shorter sentences and everyday words, as in the English.`,
  )
}

/**
 * What the build says about the content beyond its rules: pages gone without a redirect, images
 * nothing shows, translated sentences too long to read easily, translated passages harder to read
 * than their English.
 */
export function contentReport(root: string, content: ContentSnapshot, env: Readonly<Record<string, string | undefined>>): string[] {
  const gone = disappearedPages(root, content, env).map(
    ({ route, redirect }) =>
      `${route} is no longer a page (it was at the last ${env.CACHED_COMMIT_REF ? "deploy" : "commit"}): visitors and search engines will find nothing there. ` +
      `To send them on, add to "redirects" in content/redirects.json: ${JSON.stringify(redirect)} (or "to" the page that replaces it).`,
  )
  const images = unusedImages(content.folders.content, content.files).map(
    (image) =>
      `content/${image} is an image no content file shows: delete it, or name it in a field (it is kept in the repository until then).`,
  )
  return [
    ...gone,
    ...images,
    ...longTranslatedSentences(content.files, content.translations),
    ...translationsHarderThanEnglish(content.files, content.translations),
  ]
}
