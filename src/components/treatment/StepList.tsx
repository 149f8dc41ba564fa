import styled from "styled-components"
import type { SectionOfKind } from "../../lib/shared/content/model/section-schemas"
import { TitledSection } from "../ui/TitledSection"

const Steps = styled.ol`
  counter-reset: step;
  list-style: none;
  padding: 0;

  li {
    counter-increment: step;
    position: relative;
    padding: 0 0 var(--space-lg) 3.5rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    font-weight: 700;
    color: var(--colors-onPrimary);
    background: var(--colors-primary);
    border-radius: 50%;
  }
  li:not(:last-child)::after {
    content: "";
    position: absolute;
    left: calc(1.25rem - 1px);
    top: 2.75rem;
    bottom: 0.25rem;
    width: 2px;
    background: var(--colors-border);
  }
  h3 {
    margin: 0.35rem 0 var(--space-xs);
  }
  p {
    margin: 0;
  }
`

/** A numbered procedure: each step's name in order, with what happens in it. */
export function StepList({ title, intro, steps }: Omit<SectionOfKind<"steps">, "kind">) {
  return (
    <TitledSection title={title} intro={intro}>
      <Steps>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </Steps>
    </TitledSection>
  )
}
