import { useId, useState } from "react"
import styled from "styled-components"

export interface FaqAccordionProps {
  items: ReadonlyArray<{ question: string; answer: string }>
  /** Level of the question headings, under the section's heading. */
  headingLevel?: 3 | 4
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`

const Trigger = styled.button`
  display: flex;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  &::after {
    content: "+";
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
  }
  &[aria-expanded="true"]::after {
    content: "−";
  }
`

const Panel = styled.section`
  padding-bottom: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.readingWidth};
  }
`

/**
 * Questions and answers as a WAI-ARIA APG accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/):
 * each question is a heading holding a button with aria-expanded and aria-controls. One answer
 * is open at a time; pressing the open question's button closes it again. Closed answers stay
 * in the HTML (hidden), so search engines and the print stylesheet still see them.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()
  const Heading = headingLevel === 4 ? "h4" : "h3"
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <Item key={item.question}>
            <Heading>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-print="show"
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
              </Trigger>
            </Heading>
            <Panel id={panelId} aria-labelledby={buttonId} hidden={!expanded} data-print="show">
              <p>{item.answer}</p>
            </Panel>
          </Item>
        )
      })}
    </List>
  )
}
