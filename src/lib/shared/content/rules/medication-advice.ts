import type { LanguageCode } from "../../languages"
import { fieldName, type ContentFile, type ContentProblem } from "../model/content-file"
import { stringsIn } from "./placeholders"

/**
 * No text tells a patient how many days to go without a blood thinner. A standard pause is anything from none to about a week, depending on the medicine and the
 * procedure, and a patient who reads a number may stop on their own and have a stroke: whether and
 * how long to pause is for the doctor who prescribed it, whom the clinic asks. The rule reads every
 * language, so it holds in a translation as well as in English.
 *
 * A sentence gives such a number when it names a blood thinner, says to stop or pause it, and gives
 * a number of days, weeks or hours ("If you take blood thinners, stop them 1-2 weeks before").
 */
const WORDS: Readonly<Record<LanguageCode, { thinner: RegExp; stop: RegExp; duration: RegExp }>> = {
  en: {
    thinner:
      /\bblood[\s-]thinn|\banti-?coagula|\banti-?platelet|\bwarfarin|\bcoumadin|\bapixaban|\beliquis|\brivaroxaban|\bxarelto|\bdabigatran|\bedoxaban|\bclopidogrel|\bplavix|\bprasugrel|\bticagrelor|\bheparin|\benoxaparin|\baspirin/i,
    stop: /\b(?:stop|paus|hold|quit|discontinu|interrupt|skip|come off|go off)/i,
    duration:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|a|an|a few|a couple of|several)(?:\s*(?:-|–|to|or)\s*(?:\d+|\w+))?\s+(?:days?|weeks?|hours?|nights?)\b|\b(?:the\s+)?(?:day|night)\s+before\b/i,
  },
  es: {
    thinner:
      /anticoagula|antiagrega|antiplaquetari|(?:medicamentos?|medicinas?|fármacos?)\s+(?:para|que)\s+\S+\s+la\s+sangre|warfarina|apixab|rivaroxab|clopidogrel|heparina|aspirina/i,
    stop: /\b(?:deje|dejar|deja|suspend|interrump|pare|parar|deten|no\s+tome)/i,
    duration:
      /\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|catorce|unos|unas|algunos|varios)(?:\s*(?:-|–|a|o)\s*(?:\d+|\S+))?\s+(?:días|dias|semanas?|horas?|noches?)|\b(?:el\s+día|la\s+noche)\s+anterior/i,
  },
  fr: {
    thinner: /anticoagula|antiagrégant|antiplaquettaire|fluidifi\S*\s+(?:le\s+|du\s+)?sang|warfarine|apixaban|rivaroxaban|clopidogrel|héparine|aspirine/i,
    stop: /\b(?:arrêt|suspend|interromp|cess|ne\s+prenez\s+plus)/i,
    duration:
      /\b(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quatorze|quelques|plusieurs)(?:\s*(?:-|–|à|ou)\s*(?:\d+|\S+))?\s+(?:jours?|semaines?|heures?|nuits?)|\bla\s+veille/i,
  },
  ht: {
    thinner: /medikaman\s+ki\s+(?:fè|rann)\s+san|anti-?koagil|anticoagul|antiplakèt|warfarin|apixaban|rivaroxaban|klopidogrèl|clopidogrel|eparin|aspirin/i,
    stop: /\b(?:sispann|kanpe|rete|poze|pa\s+pran)/i,
    duration:
      /\b(?:\d+|yon|de|twa|kat|senk|sis|sèt|uit|nèf|dis|katòz|kèk|plizyè)(?:\s*(?:-|–|a|oswa)\s*(?:\d+|\S+))?\s+(?:jou|semèn|èdtan|nwit)|\blavèy/i,
  },
}

/** A text's sentences: split after a full stop, a question or exclamation mark, or a semicolon. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+/)
}

/** The sentence of `text`, in `lang`, that gives a number of days, weeks or hours for stopping a blood thinner, if one does. */
function bloodThinnerPause(text: string, lang: LanguageCode): string | undefined {
  const { thinner, stop, duration } = WORDS[lang]
  return sentencesOf(text).find((sentence) => thinner.test(sentence) && stop.test(sentence) && duration.test(sentence))
}

/** Every text of `file`, in `lang`, that gives a number of days for stopping or pausing a blood thinner, named by field. */
export function bloodThinnerPauseProblems(file: ContentFile, lang: LanguageCode): ContentProblem[] {
  return stringsIn(file.data).flatMap(({ text, path }) => {
    const sentence = bloodThinnerPause(text, lang)
    if (sentence === undefined) return []
    return [
      {
        file: file.path,
        field: fieldName(path),
        message:
          `gives a number of days or weeks for stopping a blood thinner ("${sentence}"): a patient must never stop a blood thinner on their own, ` +
          "and whether and how long to pause one is for the doctor who prescribed it to decide. Say that the clinic asks that doctor, " +
          "with no number, as the clinic's one wording does (Shared › Same wording everywhere)",
        staff: {
          says: "gives a number of days for stopping a blood thinner",
          instead: "Say, with no number, that the clinic asks the doctor who prescribed it, as Shared › Same wording everywhere does",
        },
      },
    ]
  })
}
