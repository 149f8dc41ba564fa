import styled from "styled-components"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"
import { useSiteContent } from "../../hooks/useSiteContent"

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
    /** Shown after the text: every tagline of free language help, or the civil rights coordinator. */
    shows?: string | null
    /** Shown only under this civil rights law (content/site.json civilRights.law). */
    law?: string | null
    /** A government's standard text quoted word for word: shown as a quotation with its source. */
    quotedFrom?: { source: string; href: string } | null
  }>
  /** Every tagline of free language help, for a section that shows them (the AllTaglines fragment). */
  taglines?: ReadonlyArray<{ lang?: string | null; name?: string | null; dir?: string | null; text: string }> | null
}

const Block = styled.section`
  margin-bottom: var(--space-xl);
  /* A web address written out (for a reader of the printed page) breaks where it must at 320 px. */
  overflow-wrap: anywhere;
  ul {
    padding-left: 1.25rem;
  }
`

const Quotation = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
    padding-left: var(--space-md);
    border-left: 4px solid var(--colors-border);
  }
  figcaption {
    font-size: var(--fontSizes-small);
    color: var(--colors-textMuted);
  }
`

/**
 * Taglines in fifteen scripts: drawn in the reader's system fonts (the web font is Latin only and
 * is not cut for them, src/lib/build-time/fonts/font-subset.ts), each marked with its language and, for
 * a script written right to left, its direction.
 */
const Taglines = styled.ul`
  list-style: none;
  && {
    padding: 0;
  }
  li {
    margin-bottom: var(--space-sm);
  }
`

/** A document in titled sections of paragraphs, bullet lists and text links (policies, statements). */
export function ProseSections({ sections, taglines }: ProseSectionsProps) {
  const localized = useLocalizedPath()
  const { site } = useSiteContent()
  const shown = sections.filter((section) => !section.law || section.law === site.civilRights.law)
  return (
    <>
      {shown.map((section, index) => {
        const text = (
          <>
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
          </>
        )
        return (
          <Block key={`${section.heading} ${index}`} aria-labelledby={`prose-${index}`}>
            <h2 id={`prose-${index}`}>{section.heading}</h2>
            {section.quotedFrom ? (
              <Quotation>
                <blockquote cite={section.quotedFrom.href}>{text}</blockquote>
                <figcaption>
                  <a href={section.quotedFrom.href}>{section.quotedFrom.source}</a>
                </figcaption>
              </Quotation>
            ) : (
              text
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
            {section.shows === "languageTaglines" && (
              <Taglines>
                {taglines?.map((tagline) => (
                  <li key={tagline.lang} lang={tagline.lang ?? undefined} dir={tagline.dir ?? undefined}>
                    <strong>{tagline.name}</strong>: {tagline.text}
                  </li>
                ))}
              </Taglines>
            )}
            {section.shows === "civilRightsCoordinator" && (
              <address>
                {site.civilRights.coordinator.name}, {site.civilRights.coordinator.title}
                <br />
                {site.civilRights.coordinator.contact}
              </address>
            )}
            {section.links?.map((link) => (
              <p key={link.href}>
                <a href={localized(link.href)}>{link.label}</a>
              </p>
            ))}
          </Block>
        )
      })}
    </>
  )
}

/** "yes" and "no" in the document's words; anything else is the clinic's placeholder, shown as written until it says. */
function agreementWords(value: string, words: { yes: string; no: string }): string {
  return value === "yes" ? words.yes : value === "no" ? words.no : value
}
