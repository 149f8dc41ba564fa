import type { LanguageCode } from "../../../languages"
import { fieldName, type ContentFile, type ContentProblem } from "../../model/content-file"
import { fieldInWords, labelInForm } from "../../wording/field-words"
import { formOfFile } from "../../wording/form-names"
import { stringsIn } from "../placeholders"
import { words } from "./language"
import { treatmentSchema } from "../../model/treatment-schema"
import { dataOf } from "../../model/unchecked"

/**
 * Conditions for which no cell or platelet treatment is established outside clinical studies:
 * those the FDA warns patients about (neurological and autoimmune diseases, lung, heart, kidney and
 * eye disease, autism), those the FTC found clinics advertising without evidence (Parkinson's,
 * autism, cerebral palsy, multiple sclerosis, stroke, macular degeneration, kidney disease), and
 * those specialist guidelines call investigational (erectile dysfunction). Declared once, in every
 * language of the site, for any rule that must know them: a treatment about one of them is
 * investigational (below), whatever its file is called.
 */
export const INVESTIGATIONAL_CONDITIONS: ReadonlyArray<{
  name: string
  /** The condition's names in each language, read in any case. */
  words: Readonly<Record<LanguageCode, string>>
  /** Its abbreviations, read in capitals only ("MS", not "ms"). */
  abbreviations?: Readonly<Record<LanguageCode, string>>
}> = [
  {
    name: "Parkinson's disease",
    words: { en: "parkinson(?:'s|’s)?(?:\\s+disease)?|parkinsonism", es: "(?:enfermedad\\s+de\\s+)?p[aá]rkinson", fr: "(?:maladie\\s+de\\s+)?parkinson", ht: "(?:maladi\\s+)?parkinson|pakinsonn" },
  },
  {
    name: "multiple sclerosis",
    abbreviations: { en: "MS", es: "EM", fr: "SEP", ht: "MS" },
    words: { en: "multiple\\s+sclerosis", es: "esclerosis\\s+m[uú]ltiple", fr: "scl[eé]rose\\s+en\\s+plaques", ht: "sklewoz\\s+an\\s+plak|esklewoz\\s+an\\s+plak|sklewoz\\s+miltip" },
  },
  {
    name: "ALS (amyotrophic lateral sclerosis)",
    abbreviations: { en: "ALS", es: "ELA", fr: "SLA", ht: "ALS" },
    words: {
      en: "amyotrophic\\s+lateral\\s+sclerosis|lou\\s+gehrig",
      es: "esclerosis\\s+lateral\\s+amiotr[oó]fica",
      fr: "scl[eé]rose\\s+lat[eé]rale\\s+amyotrophique|maladie\\s+de\\s+charcot",
      ht: "sklewoz\\s+lateral\\s+amyotwofik",
    },
  },
  { name: "Alzheimer's disease or dementia", words: { en: "alzheimer(?:'s|’s)?(?:\\s+disease)?|dementia", es: "alzh[eé]imer|demencia", fr: "alzheimer|d[eé]mence", ht: "alzheimer|alzayme|demans" } },
  { name: "autism", words: { en: "autis(?:m|tic)", es: "autismo|autista", fr: "autisme|autiste", ht: "otis|otistik" } },
  { name: "cerebral palsy", words: { en: "cerebral\\s+palsy", es: "par[aá]lisis\\s+cerebral", fr: "paralysie\\s+c[eé]r[eé]brale|infirmit[eé]\\s+motrice\\s+c[eé]r[eé]brale", ht: "paralizi\\s+serebral" } },
  {
    name: "stroke",
    words: {
      en: "strokes?",
      es: "accidentes?\\s+cerebrovasculares?|derrames?\\s+cerebral(?:es)?|ictus",
      fr: "accidents?\\s+vasculaires?\\s+c[eé]r[eé]bra(?:l|ux)|AVC",
      ht: "estwòk|atak\\s+serebral|aksidan\\s+serebwo-?vaskilè",
    },
  },
  {
    name: "spinal cord injury",
    words: {
      en: "spinal\\s+cord\\s+injur(?:y|ies)|injur(?:y|ies)\\s+to\\s+the\\s+spinal\\s+cord|paraplegi\\w*|quadripleg\\w*|tetrapleg\\w*",
      es: "lesi[oó]n(?:es)?\\s+(?:de\\s+la\\s+)?m[eé]dula\\s+espinal|lesi[oó]n\\s+medular|paraplej\\w*|tetraplej\\w*",
      fr: "l[eé]sions?\\s+(?:de\\s+la\\s+)?moelle\\s+[eé]pini[eè]re|l[eé]sion\\s+m[eé]dullaire|parapl[eé]gi\\w*|t[eé]trapl[eé]gi\\w*",
      ht: "blesi\\s+(?:nan\\s+)?mwèl\\s+epinyè|parapleji|tetrapleji",
    },
  },
  {
    name: "traumatic brain injury",
    abbreviations: { en: "TBI", es: "TCE", fr: "TCC", ht: "TBI" },
    words: { en: "traumatic\\s+brain\\s+injur(?:y|ies)", es: "lesi[oó]n\\s+cerebral\\s+traum[aá]tica|traumatismo\\s+craneoencef[aá]lico", fr: "traumatisme\\s+cr[aâ]nien", ht: "blesi\\s+nan\\s+sèvo" },
  },
  {
    name: "lung disease (COPD)",
    words: {
      en: "COPD|chronic\\s+obstructive\\s+pulmonary|emphysema|pulmonary\\s+fibrosis|lung\\s+disease",
      es: "EPOC|enfermedad(?:es)?\\s+pulmonar(?:es)?|enfisema|fibrosis\\s+pulmonar",
      fr: "BPCO|bronchopneumopathie|emphys[eè]me|fibrose\\s+pulmonaire|maladies?\\s+pulmonaires?",
      ht: "BPCO|COPD|maladi\\s+(?:nan\\s+)?poumon|anfizèm",
    },
  },
  {
    name: "heart disease",
    words: {
      en: "heart\\s+(?:disease|failure|attacks?)|cardiomyopath\\w*",
      es: "(?:enfermedad|insuficiencia)\\s+card[ií]aca|infartos?|cardiopat[ií]a",
      fr: "(?:maladie|insuffisance)\\s+cardiaque|infarctus|cardiopathie",
      ht: "maladi\\s+kè|atak\\s+kè|ensifizans\\s+kadyak",
    },
  },
  {
    name: "kidney disease",
    words: { en: "(?:kidney|renal)\\s+(?:disease|failure)", es: "(?:enfermedad|insuficiencia)\\s+renal", fr: "(?:maladie|insuffisance)\\s+r[eé]nale", ht: "maladi\\s+ren|ensifizans\\s+renal" },
  },
  { name: "diabetes", words: { en: "diabet(?:es|ic)", es: "diabetes|diab[eé]tic[oa]", fr: "diab[eè]te|diab[eé]tique", ht: "dyabèt|dyabetik" } },
  {
    name: "eye disease (macular degeneration, blindness)",
    words: {
      en: "macular\\s+degeneration|blindness|retinitis\\s+pigmentosa|glaucoma",
      es: "degeneraci[oó]n\\s+macular|ceguera|retinitis\\s+pigmentosa|glaucoma",
      fr: "d[eé]g[eé]n[eé]rescence\\s+maculaire|c[eé]cit[eé]|r[eé]tinite\\s+pigmentaire|glaucome",
      ht: "dejenerasyon\\s+makilè|avègleman|glokòm",
    },
  },
  {
    name: "erectile dysfunction",
    abbreviations: { en: "ED", es: "DE", fr: "DE", ht: "ED" },
    words: { en: "erectile\\s+dysfunction|impotence", es: "disfunci[oó]n\\s+er[eé]ctil|impotencia", fr: "dysfonction(?:nement)?\\s+[eé]rectile|impuissance", ht: "pwoblèm\\s+ereksyon|disfonksyon\\s+erektil|enpwisans" },
  },
  {
    name: "aging (anti-aging)",
    words: { en: "anti-?aging|age\\s+reversal|longevity|rejuvenation", es: "antienvejecimiento|rejuvenecimiento|longevidad", fr: "anti-?[aâ]ge|anti-?vieillissement|rajeunissement|long[eé]vit[eé]", ht: "kont\\s+vyeyès|rajenisman|lonjevite" },
  },
  { name: "neuropathy", words: { en: "neuropath(?:y|ies)", es: "neuropat[ií]as?", fr: "neuropathies?", ht: "newopati" } },
  { name: "long COVID", words: { en: "long\\s+COVID|post-COVID", es: "COVID\\s+persistente|pos-?COVID|post-?COVID", fr: "COVID\\s+long|post-?COVID", ht: "COVID\\s+long|pòs-?COVID|apre\\s+COVID" } },
  { name: "chronic fatigue syndrome", words: { en: "chronic\\s+fatigue", es: "fatiga\\s+cr[oó]nica", fr: "fatigue\\s+chronique", ht: "fatig\\s+kwonik" } },
  {
    name: "autoimmune disease",
    words: { en: "lupus|crohn(?:'s|’s)?|autoimmune\\s+diseases?", es: "lupus|crohn|enfermedad(?:es)?\\s+autoinmunes?", fr: "lupus|crohn|maladies?\\s+auto-?immunes?", ht: "lupus|kwòn|maladi\\s+otoimin" },
  },
]

const PATTERNS = new Map<LanguageCode, Array<{ name: string; pattern: RegExp }>>()

/** The investigational conditions a text names in `lang`, as the text words them. */
export function investigationalConditionsIn(text: string, lang: LanguageCode = "en"): Array<{ name: string; words: string }> {
  let patterns = PATTERNS.get(lang)
  if (!patterns) {
    patterns = INVESTIGATIONAL_CONDITIONS.flatMap(({ name, words: byLanguage, abbreviations }) => [
      { name, pattern: words(`\\b(?:${byLanguage[lang]})\\b`) },
      ...(abbreviations ? [{ name, pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${abbreviations[lang]})(?![\\p{L}\\p{N}])`, "u") }] : []),
    ])
    PATTERNS.set(lang, patterns)
  }
  const found: Array<{ name: string; words: string }> = []
  for (const { name, pattern } of patterns) {
    const match = pattern.exec(text)
    if (match && !found.some((condition) => condition.name === name)) found.push({ name, words: match[0] })
  }
  return found
}


/**
 * A treatment is investigational by what it treats, not by its file's name: one whose texts name a
 * condition of INVESTIGATIONAL_CONDITIONS (outside its "Risks and side effects", which may name a
 * stroke as a risk) must tick fdaStatus.investigational, so that its page says so and, without a
 * registered study, is information only (treatment-rules.ts).
 */
export function investigationalConditionProblems(files: readonly ContentFile[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const file of files) {
    const treatment = dataOf(file, treatmentSchema)
    if (!treatment || treatment.fdaStatus?.investigational === true) continue
    for (const { text, path } of stringsIn(treatment)) {
      if (path[0] === "sections" && typeof path[1] === "number" && treatment.sections?.[path[1]]?.kind === "risks") continue
      const [condition] = investigationalConditionsIn(text)
      if (!condition) continue
      const tick = `tick "${labelInForm(file.path, file.data, ["fdaStatus"], "investigational")}" under ${fieldInWords(file.path, file.data, ["fdaStatus"]) || formOfFile(file.path, file.data)}`
      problems.push({
        file: file.path,
        field: fieldName(path),
        message: `names "${condition.words}" (${condition.name}), for which no cell treatment is established outside clinical studies: ${tick} (the page then says the treatment is investigational and, without a registered study, is information only), or leave the condition out of this page`,
      })
      break
    }
  }
  return problems
}
