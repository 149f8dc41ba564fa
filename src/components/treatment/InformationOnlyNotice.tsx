import styled from "styled-components"
import { useLocalizedPath } from "../../hooks/useLocalizedPath"
import { TitledSection } from "../ui/TitledSection"

const Box = styled.div`
  max-width: var(--layout-readingWidth);
  padding: var(--space-lg);
  color: var(--colors-dangerText);
  background: var(--colors-dangerBackground);
  border-left: 6px solid var(--colors-dangerText);
  border-radius: var(--radii-small);

  ul {
    padding-left: 1.25rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`

export interface InformationOnlyNoticeProps {
  title: string
  text: string
  points: readonly string[]
  /** Where to look for registered studies (ClinicalTrials.gov). */
  link: { label: string; href: string }
}

/**
 * On the page of an investigational treatment that no registered study offers: says plainly that
 * the clinic does not offer it outside one, and how a patient finds and weighs a study.
 */
export function InformationOnlyNotice({ title, text, points, link }: InformationOnlyNoticeProps) {
  const localized = useLocalizedPath()
  return (
    <TitledSection title={title}>
      <Box>
        <p>{text}</p>
        <ul>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <a href={localized(link.href)}>{link.label}</a>
        </p>
      </Box>
    </TitledSection>
  )
}
