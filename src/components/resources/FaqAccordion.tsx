import { useId } from "react"
import styled from "styled-components"
import { PriceNotice } from "../ui/PriceNotice"

export interface FaqAccordionProps {
  items: ReadonlyArray<{ question: string; answer: string }>
  /** Level of the question headings, under the section's heading. */
  headingLevel?: 3 | 4
}

const List = styled.div`
  border-top: 1px solid var(--colors-border);
`

const Item = styled.details`
  border-bottom: 1px solid var(--colors-border);

  &[open] > summary::after {
    content: "−";
  }
  /* Every answer belongs on paper, open or not. */
  @media print {
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  }
`

const Question = styled.summary`
  display: flex;
  min-height: var(--touchTarget);
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
  padding: var(--space-sm) 0;
  color: var(--colors-primary);
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: "+";
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
  }
  h3,
  h4 {
    margin: 0;
    font-size: var(--fontSizes-body);
    font-weight: 700;
  }
`

const Answer = styled.div`
  padding-bottom: var(--space-md);
  p {
    margin: 0 0 var(--space-xs);
    max-width: var(--layout-readingWidth);
  }
`

/**
 * Questions and answers as native disclosures: each question is a <summary> holding a heading,
 * and the <details> of one list share a `name`, so the browser keeps one answer open at a time,
 * by mouse, touch or keyboard (Enter or Space), before any script has run and without it. The
 * answers stay in the HTML, so search engines and the print stylesheet see them.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const group = useId()
  const Heading = headingLevel === 4 ? "h4" : "h3"
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question} name={group}>
          <Question>
            <Heading>{item.question}</Heading>
          </Question>
          <Answer>
            <p>{item.answer}</p>
            <PriceNotice text={item.answer} />
          </Answer>
        </Item>
      ))}
    </List>
  )
}
