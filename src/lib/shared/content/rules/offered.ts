import { routeOf, treatmentPath } from "../../routes"
import { MORE_TREATMENTS } from "../../treatment-listing"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { isPageLink } from "../model/links"
import { walkWithSchema } from "../translation/translations"
import { jsonSchemaOfFile } from "../model/registry"
import { SERVICES_FILE } from "../model/content-paths"
import type { z } from "zod"
import { servicesSchema } from "../model/services-schemas"
import { treatmentSchema } from "../model/treatment-schema"
import { dataOf, objectsIn, type Unchecked } from "../model/unchecked"

/**
 * Investigational means not offered, everywhere. A treatment that
 * guidelines call investigational and that no registered study offers (`fdaStatus.investigational`
 * with no `study`) is information only: its page explains it, and nothing else presents it as care
 * the clinic gives. The fields that list what the clinic treats or offers are marked in their
 * schemas (`LISTS_OFFERED`, field-kinds.ts: menus and footer links, what search engines read of a page,
 * the conditions page's lists, the forms' condition choices, the home page's treatments); none of
 * them may link to an information-only page or name it or a condition it is about (its title,
 * short name and `conditions`). Where a treatment is listed follows: not in the home page's grid,
 * and on /services only in a group marked "Information only", which holds nothing else.
 */


interface InformationOnly {
  file: string
  route: string
  /** Its short name, as the message names it. */
  name: string
  /** What it is called and the conditions it is about, as patients name them. */
  names: string[]
}

/** Whether a treatment's page is information only: investigational, and offered within no registered study. */
export function isInformationOnly(treatment: Unchecked<z.input<typeof treatmentSchema>> | undefined): boolean {
  return treatment?.fdaStatus?.investigational === true && treatment.study === undefined
}

function informationOnlyTreatments(files: readonly ContentFile[]): InformationOnly[] {
  return files.flatMap((file) => {
    const data = dataOf(file, treatmentSchema)
    if (!data || !isInformationOnly(data)) return []
    const texts = [data.title, data.card?.title, ...(Array.isArray(data.conditions) ? data.conditions : [])]
    const names = texts.filter((name): name is string => typeof name === "string" && name.trim() !== "")
    return [{ file: file.path, route: treatmentPath(String(data.slug)), name: String(data.card?.title ?? data.slug), names: [...new Set(names)] }]
  })
}

/** A name found in any case, spacing or hyphenation, and in the plural ("Post-COVID syndromes" finds "post-COVID syndrome"). */
function namePattern(name: string): RegExp {
  const singular = name.trim().replace(/(?<=\w{3})s$/i, "")
  const words = singular
    .split(/[\s-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s-]+")
  return new RegExp(`\\b${words}(?:s|es)?\\b`, "i")
}

/** Every text of a list of what the clinic offers that links to or names an information-only treatment, and every such treatment listed as offered. */
export function offeredListProblems(files: readonly ContentFile[]): ContentProblem[] {
  const informationOnly = informationOnlyTreatments(files)
  const problems: ContentProblem[] = [...listingProblems(files)]
  if (informationOnly.length === 0) return problems
  const patterns = informationOnly.map((treatment) => ({ treatment, patterns: treatment.names.map(namePattern) }))
  for (const file of files) {
    const schema = jsonSchemaOfFile(file.path)
    if (!schema) continue
    walkWithSchema(file.data, schema, [], (value, path, _translatable, within) => {
      if (typeof value !== "string" || !within.some((node) => node.listsOffered)) return
      for (const { treatment, patterns: names } of patterns) {
        // A page explains itself: its own search engine description names what it is about.
        if (treatment.file === file.path) continue
        const notOffered = `"${treatment.name}" is information only (investigational, and offered within no registered study), and this is a list of what the clinic treats or offers`
        if (isPageLink(value) && routeOf(value) === treatment.route) {
          problems.push({ file: file.path, field: fieldName(path), message: `links to ${treatment.route}: ${notOffered}; remove the link` })
          break
        }
        const named = names.map((pattern) => pattern.exec(value)?.[0]).find((words) => words !== undefined)
        if (named !== undefined) {
          problems.push({
            file: file.path,
            field: fieldName(path),
            message: `names "${named}": ${notOffered}, which may name neither it nor the conditions it is about; remove the words`,
          })
          break
        }
      }
    })
  }
  return problems
}

/**
 * An information-only treatment is listed only where it is not offered: not in the home page's
 * grid (under "Conditions we treat"), and on /services in a group marked "Information only", which
 * holds no treatment the clinic offers.
 */
function listingProblems(files: readonly ContentFile[]): ContentProblem[] {
  const services = files.find((file) => file.path === SERVICES_FILE)
  if (!services) return []
  const groups = objectsIn(dataOf(services, servicesSchema)?.groups).map((group) => ({
    key: group.key,
    informationOnly: group.informationOnly === true,
  }))
  const groupsField = `${formOfFile(SERVICES_FILE)} › ${fieldInWords(SERVICES_FILE, services.data, ["groups"])}`
  const problems: ContentProblem[] = []
  for (const file of files) {
    const data = dataOf(file, treatmentSchema)
    if (!data) continue
    const group = data.listing?.group
    const inInformationOnlyGroup = groups.some((each) => each.key === group && each.informationOnly)
    const problem = (path: string[], message: string) =>
      problems.push({ file: file.path, field: fieldName(path), message: `${message} (${fieldInWords(file.path, file.data, path)})` })
    if (isInformationOnly(data)) {
      if (data.listing?.onHomePage === true) {
        problem(["listing", "onHomePage"], "is ticked, but the home page lists its treatments as conditions the clinic treats, and this one is information only (investigational, offered within no registered study): untick it")
      }
      if (!inInformationOnlyGroup) {
        problem(
          ["listing", "group"],
          `is "${String(group)}", ${group === MORE_TREATMENTS ? "a list" : "a group"} of treatments the clinic offers, and this one is information only (investigational, offered within no registered study): choose a group marked "Information only" in ${groupsField}, or add one`,
        )
      }
    } else if (inInformationOnlyGroup) {
      problem(["listing", "group"], `is "${String(group)}", the group of treatments the clinic does not offer, and this one it offers: choose another group`)
    }
  }
  return problems
}
