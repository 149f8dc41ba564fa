import styled from "styled-components"

export interface ProseSectionsProps {
  sections: ReadonlyArray<{
    heading: string
    paragraphs: readonly string[]
    points?: readonly string[] | null
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
  return (
    <>
      {sections.map((section, index) => (
        <Block key={section.heading} aria-labelledby={`prose-${index}`}>
          <h2 id={`prose-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {section.links?.map((link) => (
            <p key={link.href}>
              <a href={link.href}>{link.label}</a>
            </p>
          ))}
        </Block>
      ))}
    </>
  )
}
