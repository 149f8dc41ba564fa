import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { ButtonLink } from "../ui/ButtonLink"
import { TitledSection } from "../ui/TitledSection"

const Prose = styled.div`
  max-width: var(--layout-readingWidth);
`

/** A few paragraphs of prose, with an optional call to action. */
export function TextBlock({ title, paragraphs, link }: Omit<SectionOfKind<"text">, "kind">) {
  return (
    <TitledSection title={title}>
      <Prose>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
      {link && <ButtonLink to={link.path}>{link.label}</ButtonLink>}
    </TitledSection>
  )
}
