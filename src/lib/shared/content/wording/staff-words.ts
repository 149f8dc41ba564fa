import type { ContentProblem, StaffWords } from "../model/content-file"

/**
 * A refusal as the editor shows it to the staff: the field's label as the form shows it, what is
 * wrong and what to write instead, in at most two short sentences ("Introduction makes a claim of
 * outcome ("Results last for years"). Say what patients may expect, not what they will get: 'Some
 * patients notice less pain'."). A rule declares its staff words beside its message (`staff` of a
 * ContentProblem); the build's `message`, which names file and field for developers, keeps its
 * longer form. A rule that declares none is told from its message: the clause before its first
 * colon says what is wrong, the first sentence after it what to do, asides in brackets left out; a
 * message written as sentences of its own (the save's "Choose the reviewer …") follows the label and a colon.
 */

/** A schema's own text, which staff never read: zod's default messages ("Invalid input: expected string, received undefined"). */
const RAW_SCHEMA_TEXT = /\bInvalid (?:input|discriminator|option|type|union)\b|\bexpected [a-z]+, received\b|\bExpected '/i

/** Words a message never gives the staff: a refusal says what the form shows. */
const SCHEMA_TEXT_WORDS: StaffWords = { says: "is not something this field takes", instead: "Write it as the hint under its label says." }

const capital = (text: string): string => text.replace(/^\s*\S/, (first) => first.trimStart().toUpperCase())

/** `text` ending with one full stop (or its own question or exclamation mark, or a quotation's). */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:]+$/, "")
  return /[.!?]["'”’]?$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** The first sentence of `text`, a full stop inside quotation marks not ending it. */
function firstSentence(text: string): string {
  let quoted: string | undefined
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === quoted && !/\w/.test(text[index + 1] ?? "")) quoted = undefined
    } else if (char === '"' || (char === "'" && !/\w/.test(text[index - 1] ?? ""))) quoted = char
    else if (/[.!?]/.test(char) && /\s/.test(text[index + 1] ?? "")) return text.slice(0, index)
  }
  return text
}

/** The staff words of a rule that declares none, from its message. */
function staffWordsOfMessage(message: string): StaffWords {
  if (RAW_SCHEMA_TEXT.test(message)) return SCHEMA_TEXT_WORDS
  if (/^[A-Z]/.test(message)) {
    const [says, instead] = [firstSentence(message), firstSentence(message.slice(firstSentence(message).length + 1).trim())]
    return instead ? { says, instead } : { says }
  }
  const plain = message.replace(/"[^"]*"|\s+\([^()]*\)/g, (part) => (part.startsWith('"') ? part : ""))
  const colon = plain.search(/:\s/)
  if (colon === -1) return { says: firstSentence(plain) }
  const instead = firstSentence(plain.slice(colon + 1).trim())
  return { says: firstSentence(plain.slice(0, colon)), ...(instead ? { instead: capital(instead) } : {}) }
}

/** A problem's refusal as the staff read it, `label` the field's as the form shows it ("Answer", or "Topics 1 › Questions 4 › Answer"). */
export function refusalInStaffWords(label: string, problem: Pick<ContentProblem, "message" | "staff">): string {
  const words = problem.staff ?? staffWordsOfMessage(problem.message)
  const { says, instead } = RAW_SCHEMA_TEXT.test(`${words.says} ${words.instead ?? ""}`) ? SCHEMA_TEXT_WORDS : words
  const refusal = asSentence(/^[A-Z]/.test(says) ? `${label}: ${says}` : capital(`${label} ${says}`))
  return instead ? `${refusal} ${asSentence(capital(instead))}` : refusal
}
