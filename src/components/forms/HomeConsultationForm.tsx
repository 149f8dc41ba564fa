import styled from "styled-components"
import { ENDPOINT, FILL_TIME_FIELD, FORM_FIELD, LIMITS } from "../../lib/consultation/constants"
import { FormGrid, FormNote, Input, Select, SubmitButton } from "./controls"
import { ErrorSummary } from "./ErrorSummary"
import { describeErrors } from "./field-errors"
import { FormField } from "./FormField"
import { FormStatus } from "./FormStatus"
import { LanguageAssistance } from "../ui/LanguageAssistance"
import { HoneypotField } from "./HoneypotField"
import { LinkedSentence } from "./LinkedSentence"
import type { FormsCopy } from "./types"
import { useConsultationForm } from "./useConsultationForm"

interface HomeConsultationFormProps {
  copy: FormsCopy
  phone: string
}

const ID = "home"
const FIELD_ORDER = ["name", "phone", "email", "condition"]

const Actions = styled.div`
  margin-top: var(--space-md);
`

/**
 * The short request form on the home page: a name, and a phone number or an e-mail (the
 * schema asks for one of the two); the condition is optional.
 */
export function HomeConsultationForm({ copy, phone }: HomeConsultationFormProps) {
  const { state, onSubmit, onFocus, summaryRef, confirmationRef } = useConsultationForm("home")
  const { byField, summary } = describeErrors(state.status === "invalid" ? state.errors : {}, copy.errors, FIELD_ORDER, ID)
  const { labels } = copy
  const conditions = copy.conditions.filter(({ value }) => copy.home.conditions.includes(value))

  return (
    <div>
      <FormStatus state={state} copy={copy} phone={phone} confirmationRef={confirmationRef} />
      {state.status !== "sent" && (
        <form method="post" action={ENDPOINT} onSubmit={onSubmit} onFocus={onFocus} aria-label={copy.home.title}>
          {summary.length > 0 && <ErrorSummary ref={summaryRef} title={copy.errorSummaryTitle} errors={summary} />}
          <input type="hidden" name={FORM_FIELD} defaultValue="home" />
          <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
          <HoneypotField idPrefix={ID} label={labels.honeypot} />
          <FormGrid>
            <FormField id={`${ID}-name`} label={labels.name} error={byField.name}>
              {(control) => <Input {...control} name="name" type="text" autoComplete="name" required maxLength={LIMITS.name * 2 + 1} />}
            </FormField>
            <FormField id={`${ID}-phone`} label={labels.phone} error={byField.phone}>
              {(control) => (
                <Input
                  {...control}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={LIMITS.phone}
                  placeholder={copy.phonePlaceholder}
                />
              )}
            </FormField>
            <FormField id={`${ID}-email`} label={labels.email} error={byField.email}>
              {(control) => <Input {...control} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} />}
            </FormField>
            <FormField id={`${ID}-condition`} label={labels.condition} optionalLabel={labels.optional} error={byField.condition}>
              {(control) => (
                <Select {...control} name="condition" defaultValue="">
                  <option value="">{copy.conditionPlaceholder}</option>
                  {conditions.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </FormGrid>
          <FormNote>
            <LinkedSentence {...copy.home.agreement} /> {copy.emergency}
          </FormNote>
          <LanguageAssistance phone={phone} />
          <Actions>
            <SubmitButton type="submit" disabled={state.status === "sending"}>
              {copy.home.submit}
            </SubmitButton>
          </Actions>
        </form>
      )}
    </div>
  )
}
