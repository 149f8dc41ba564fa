import styled from "styled-components"
import { media } from "../../styles/theme"
import { TitledSection } from "../ui/TitledSection"
import { checkMarkItems } from "../../styles/patterns"

const Layout = styled.div`
  display: grid;
  gap: var(--space-lg);

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`

const Points = styled.ul`
  margin: 0;
  padding: var(--space-lg);
  list-style: none;
  background: var(--colors-surface);
  border-radius: var(--radii-card);

  ${checkMarkItems()}
  li + li {
    margin-top: var(--space-xs);
  }
`

export interface StemCellExplainerProps {
  title: string
  paragraphs: readonly string[]
  points: readonly string[]
}

/** "What is stem cell therapy": a plain explanation beside its key points. */
export function StemCellExplainer({ title, paragraphs, points }: StemCellExplainerProps) {
  return (
    <TitledSection title={title}>
      <Layout>
        <div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Points>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      </Layout>
    </TitledSection>
  )
}
