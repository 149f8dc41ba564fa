import type { ReactNode } from "react"
import styled from "styled-components"

interface FieldControlProps {
  id: string
  "aria-describedby"?: string
  "aria-invalid"?: true
}

interface FormFieldProps {
  id: string
  label: string
  /** "(optional)" after the label of a field that may stay empty. */
  optionalLabel?: string
  hint?: string
  error?: string
  wide?: boolean
  /** Renders the control with the id and ARIA wiring this field gives it. */
  children: (control: FieldControlProps) => ReactNode
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xxs);
`

const Label = styled.label`
  font-weight: 700;
`

const Optional = styled.span`
  font-weight: 400;
  color: var(--colors-textMuted);
`

const Hint = styled.p`
  margin: 0;
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);
`

export const ErrorText = styled.p`
  margin: 0;
  font-weight: 700;
  color: var(--colors-dangerText);
`

/**
 * A label, an optional hint, the error (when there is one) and the control, tied together with
 * aria-describedby so a screen reader reads the error with the field (GOV.UK / NHS pattern).
 */
export function FormField({ id, label, optionalLabel, hint, error, wide, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <Field data-wide={wide ? "" : undefined}>
      <Label htmlFor={id}>
        {label}
        {optionalLabel && <Optional> {optionalLabel}</Optional>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
    </Field>
  )
}
