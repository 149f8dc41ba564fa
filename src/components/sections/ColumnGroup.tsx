import styled from "styled-components"
import type { SectionOfKind } from "../../lib/content/section-schemas"
import { media } from "../../styles/theme"
import { SectionShell } from "./SectionShell"

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`

const Column = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`

/** Side-by-side columns of points, such as before, during and after a procedure. */
export function ColumnGroup({ title, intro, columns }: Omit<SectionOfKind<"columns">, "kind">) {
  return (
    <SectionShell title={title} intro={intro}>
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
    </SectionShell>
  )
}
