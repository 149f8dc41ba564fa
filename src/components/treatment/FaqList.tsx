import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { PriceNotice } from "../ui/PriceNotice"
import { TitledSection } from "../ui/TitledSection"

const Item = styled.div`
  max-width: var(--layout-readingWidth);
  padding: var(--space-md) 0;
  border-top: 1px solid var(--colors-border);

  h3 {
    margin-bottom: var(--space-xs);
  }
  p {
    margin: 0 0 var(--space-xs);
  }
`

/**
 * Questions and answers shown in full: each question is a heading, so it can be found by scanning
 * or by heading navigation. An answer that states a price is followed by the link to the patient's
 * right to a Good Faith Estimate.
 */
export function FaqList({ title, items }: Omit<SectionOfKind<"faq">, "kind">) {
  return (
    <TitledSection title={title}>
      {items.map((item) => (
        <Item key={item.question}>
          <h3>{item.question}</h3>
          <p>{item.answer}</p>
          <PriceNotice text={item.answer} />
        </Item>
      ))}
    </TitledSection>
  )
}
