import styled from "styled-components"
import { gridColumns } from "../../styles/patterns"

export interface StepTimelineProps {
  steps: ReadonlyArray<{ title: string; duration: string; description: string }>
}

const Steps = styled.ol`
  display: grid;
  gap: var(--space-lg);
  list-style: none;
  margin: var(--space-lg) 0;
  padding: 0;
  counter-reset: step;
  ${gridColumns(undefined, 4)}

  li {
    position: relative;
    padding: var(--space-md) var(--space-md) var(--space-md) 3.5rem;
    border-left: 4px solid var(--colors-accent);
    background: var(--colors-surface);
    border-radius: var(--radii-small);
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: var(--space-sm);
    top: var(--space-md);
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: var(--colors-primary);
    color: var(--colors-onPrimary);
    font-weight: 700;
    text-align: center;
    line-height: 2rem;
  }
  h3 {
    margin-bottom: var(--space-xxs);
  }
  p {
    margin: 0;
  }
`

const Duration = styled.p`
  && {
    margin-bottom: var(--space-xs);
  }
  font-weight: 700;
  color: var(--colors-primary);
`

/** Numbered steps, each with how long it takes. */
export function StepTimeline({ steps }: StepTimelineProps) {
  return (
    <Steps>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <Duration>{step.duration}</Duration>
          <p>{step.description}</p>
        </li>
      ))}
    </Steps>
  )
}
