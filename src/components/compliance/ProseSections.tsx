import styled from "styled-components"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"

export interface ProseSectionsProps {
  sections: ReadonlyArray<{
    heading: string
    paragraphs: readonly string[]
    points?: readonly string[] | null
    /** What the consultation forms send (each point names its fields for the content check; the page shows its text). */
    collects?: ReadonlyArray<{ text: string }> | null
    /** Who handles a request on its way to the clinic, and whether the clinic has a business associate agreement with each. */
    handlers?: {
      agreementLabel: string
      yes: string
      no: string
      entries: ReadonlyArray<{ name: string; role: string; businessAssociateAgreement: string }>
    } | null
    links?: ReadonlyArray<{ label: string; href: string }> | null
  }>
}

const Block = styled.section`
  margin-bottom: var(--space-xl);
  ul {
    padding-left: 1.25rem;
  }
`

/** A document in titled sections of paragraphs, bullet lists and text links (policies, statements). */
export function ProseSections({ sections }: ProseSectionsProps) {
  const localized = useLocalizedPath()
  return (
    <>
      {sections.map((section, index) => (
        <Block key={section.heading} aria-labelledby={`prose-${index}`}>
          <h2 id={`prose-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {[section.points, section.collects?.map((point) => point.text)].map(
            (points, list) =>
              points && (
                <ul key={list}>
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ),
          )}
          {section.handlers && (
            <ul>
              {section.handlers.entries.map((handler) => (
                <li key={handler.name}>
                  <strong>{handler.name}</strong>: {handler.role} {section.handlers!.agreementLabel}{" "}
                  {agreementWords(handler.businessAssociateAgreement, section.handlers!)}
                </li>
              ))}
            </ul>
          )}
          {section.links?.map((link) => (
            <p key={link.href}>
              <a href={localized(link.href)}>{link.label}</a>
            </p>
          ))}
        </Block>
      ))}
    </>
  )
}

/** "yes" and "no" in the document's words; anything else is the clinic's placeholder, shown as written until it says. */
function agreementWords(value: string, words: { yes: string; no: string }): string {
  return value === "yes" ? words.yes : value === "no" ? words.no : value
}
