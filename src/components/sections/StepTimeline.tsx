import styled from "styled-components"
import { media } from "../../styles/theme"

export interface StepTimelineProps {
  steps: ReadonlyArray<{ title: string; duration: string; description: string }>
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: 0;
  counter-reset: step;

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    position: relative;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} 3.5rem`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.small};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.md};
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
    text-align: center;
    line-height: 2rem;
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0;
  }
`

const Duration = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
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
