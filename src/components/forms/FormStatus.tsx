import type { RefObject } from "react"
import styled from "styled-components"
import { telHref } from "../../lib/shared/format"
import type { FormsCopy } from "../../lib/shared/content/model/consultation-schemas"
import type { SubmitState } from "./useConsultationForm"

interface FormStatusProps {
  state: SubmitState
  copy: FormsCopy
  phone: string
  confirmationRef: RefObject<HTMLHeadingElement>
}

const Region = styled.div`
  &:empty {
    display: none;
  }
`

const Confirmation = styled.div`
  padding: var(--space-lg);
  border-left: 6px solid var(--colors-accent);
  background: var(--colors-surface);
  border-radius: var(--radii-small);

  h3:focus {
    outline: 3px solid var(--colors-focus);
    outline-offset: 4px;
  }
`

const Reference = styled.p`
  font-size: var(--fontSizes-lead);
  font-weight: 700;
`

const Problem = styled.p`
  padding: var(--space-md);
  border: 3px solid var(--colors-dangerText);
  border-radius: var(--radii-small);
  background: var(--colors-dangerBackground);
  color: var(--colors-dangerText);
  font-weight: 700;

  a {
    color: inherit;
  }
`

const Sending = styled.p`
  font-weight: 700;
`

/**
 * The live region of a form: "sending", then the confirmation with its reference and what
 * happens next, or why it failed with the clinic's phone number. Always in the page, so screen
 * readers announce each change.
 */
export function FormStatus({ state, copy, phone, confirmationRef }: FormStatusProps) {
  const call = <a href={telHref(phone)}>{phone}</a>
  const confirmation = state.status === "sent" && state.held ? copy.held : copy.success
  return (
    <Region aria-live="polite" aria-atomic="true">
      {state.status === "sending" && <Sending>{copy.sending}</Sending>}
      {state.status === "sent" && (
        <Confirmation>
          <h3 ref={confirmationRef} tabIndex={-1}>
            {confirmation.title}
          </h3>
          <p>
            {confirmation.text} {call}.
          </p>
          <Reference>
            {copy.success.referenceLabel} <span data-testid="consultation-reference">{state.reference}</span>
          </Reference>
          <p>{copy.success.emergency}</p>
        </Confirmation>
      )}
      {state.status === "failed" && (
        <Problem>
          {copy[state.problem]}
          {state.problem !== "rejected" && <> {call}.</>}
        </Problem>
      )}
    </Region>
  )
}
