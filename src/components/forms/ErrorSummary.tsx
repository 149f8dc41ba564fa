import { forwardRef } from "react"
import styled from "styled-components"

export interface SummaryError {
  /** The id of the input the error belongs to; the entry links there. Absent for a form-wide error. */
  fieldId?: string
  message: string
}

interface ErrorSummaryProps {
  title: string
  errors: readonly SummaryError[]
}

const Box = styled.div`
  margin-bottom: var(--space-lg);
  padding: var(--space-md);
  border: 4px solid var(--colors-dangerText);
  border-radius: var(--radii-small);
  background: var(--colors-dangerBackground);

  h3 {
    color: var(--colors-dangerText);
  }
  ul {
    margin: 0;
  }
  a {
    color: var(--colors-dangerText);
    font-weight: 700;
    display: inline-block;
    min-height: 44px;
    padding: var(--space-xs) 0;
  }
`

/**
 * The list of problems at the top of a form. The form moves focus here after a failed submit;
 * each entry links to its field and focuses it (GOV.UK error summary pattern).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ title, errors }, ref) {
  const titleId = `${errors[0]?.fieldId ?? "form"}-summary-title`
  return (
    <Box ref={ref} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {errors.map(({ fieldId, message }) => (
          <li key={`${fieldId}-${message}`}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  // An anchor scrolls to the input but does not focus it in every browser.
                  const field = document.getElementById(fieldId)
                  if (field) {
                    event.preventDefault()
                    field.focus()
                  }
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </Box>
  )
})
