import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { media } from "../../styles/theme"
import { TitledSection } from "../ui/TitledSection"

const Columns = styled.div`
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`

const Column = styled.div`
  padding: var(--space-lg);
  background: var(--colors-surface);
  border-radius: var(--radii-card);

  h3 {
    margin-bottom: var(--space-sm);
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: var(--space-xs);
  }
`

/** Side-by-side columns of points, such as before, during and after a procedure. */
export function ColumnGroup({ title, intro, columns }: Omit<SectionOfKind<"columns">, "kind">) {
  return (
    <TitledSection title={title} intro={intro}>
      <Columns>
        {columns.map((column) => (
          <Column key={column.title}>
            <h3>{column.title}</h3>
            <ul>
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Column>
        ))}
      </Columns>
    </TitledSection>
  )
}
