import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { media } from "../../styles/theme"
import { TitledSection } from "../ui/TitledSection"
import { checkMarkItems } from "../../styles/patterns"

const Items = styled.ul<{ $columns: boolean }>`
  display: grid;
  gap: var(--space-xs) var(--space-lg);
  list-style: none;
  padding: 0;

  ${media.tablet} {
    grid-template-columns: ${({ $columns }) => ($columns ? "repeat(2, minmax(0, 1fr))" : "1fr")};
  }

  ${checkMarkItems()}
`

const Note = styled.p`
  color: var(--colors-textMuted);
`

/** A checked list: the conditions a treatment helps, its benefits, who it suits. */
export function ItemList({ title, intro, items, note }: Omit<SectionOfKind<"list">, "kind">) {
  return (
    <TitledSection title={title} intro={intro}>
      <Items $columns={items.length > 4}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Items>
      {note && <Note>{note}</Note>}
    </TitledSection>
  )
}
