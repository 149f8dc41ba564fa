import styled from "styled-components"
import { ENDPOINT, FILL_TIME_FIELD, FORM_FIELD, LIMITS } from "../../lib/consultation/constants"
import { ConsentCheckbox } from "./ConsentCheckbox"
import { FormGrid, FormNote, Input, Select, SubmitButton, TextArea } from "./controls"
import { ErrorSummary } from "./ErrorSummary"
import { describeErrors } from "./field-errors"
import { FormField } from "./FormField"
import { FormStatus } from "./FormStatus"
import { LanguageAssistance } from "../ui/LanguageAssistance"
import { HoneypotField } from "./HoneypotField"
import type { FormsCopy } from "./types"
import { useConsultationForm } from "./useConsultationForm"

interface ContactFormProps {
  copy: FormsCopy
  phone: string
}

const ID = "contact"
const FIELD_ORDER = ["firstName", "lastName", "email", "phone", "condition", "message", "consent"]

const Actions = styled.div`
  margin-top: var(--space-lg);
`

/**
 * The contact page's consultation request: the spec's fields with browser-native required
 * attributes, checked again by the shared schema and by the endpoint.
 */
export function ContactForm({ copy, phone }: ContactFormProps) {
  const { state, onSubmit, onFocus, summaryRef, confirmationRef } = useConsultationForm("contact")
  const { byField, summary } = describeErrors(state.status === "invalid" ? state.errors : {}, copy.errors, FIELD_ORDER, ID)
  const { labels } = copy

  return (
    <div>
      <FormStatus state={state} copy={copy} phone={phone} confirmationRef={confirmationRef} />
      {state.status !== "sent" && (
        <form method="post" action={ENDPOINT} onSubmit={onSubmit} onFocus={onFocus} aria-label={copy.contact.title}>
          {summary.length > 0 && <ErrorSummary ref={summaryRef} title={copy.errorSummaryTitle} errors={summary} />}
          <input type="hidden" name={FORM_FIELD} defaultValue="contact" />
          <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
          <HoneypotField idPrefix={ID} label={labels.honeypot} />
          <FormGrid>
            <FormField id={`${ID}-firstName`} label={labels.firstName} error={byField.firstName}>
              {(control) => <Input {...control} name="firstName" type="text" autoComplete="given-name" required maxLength={LIMITS.name} />}
            </FormField>
            <FormField id={`${ID}-lastName`} label={labels.lastName} error={byField.lastName}>
              {(control) => <Input {...control} name="lastName" type="text" autoComplete="family-name" required maxLength={LIMITS.name} />}
            </FormField>
            <FormField id={`${ID}-email`} label={labels.email} error={byField.email}>
              {(control) => <Input {...control} name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} />}
            </FormField>
            <FormField id={`${ID}-phone`} label={labels.phone} error={byField.phone}>
              {(control) => (
                <Input
                  {...control}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  required
                  maxLength={LIMITS.phone}
                  placeholder={copy.phonePlaceholder}
                />
              )}
            </FormField>
            <FormField id={`${ID}-condition`} label={labels.condition} error={byField.condition} wide>
              {(control) => (
                <Select {...control} name="condition" required defaultValue="">
                  <option value="">{copy.conditionPlaceholder}</option>
                  {copy.conditions.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id={`${ID}-message`}
              label={labels.message}
              optionalLabel={labels.optional}
              hint={copy.messageHint}
              error={byField.message}
              wide
            >
              {(control) => <TextArea {...control} name="message" rows={5} maxLength={LIMITS.message} />}
            </FormField>
            <ConsentCheckbox id={`${ID}-consent`} sentence={copy.consent} error={byField.consent} />
          </FormGrid>
          <FormNote>{copy.emergency}</FormNote>
          <LanguageAssistance phone={phone} />
          <Actions>
            <SubmitButton type="submit" disabled={state.status === "sending"}>
              {copy.contact.submit}
            </SubmitButton>
          </Actions>
        </form>
      )}
    </div>
  )
}
