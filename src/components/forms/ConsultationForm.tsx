import styled from "styled-components"
import { CONSULTATION_ENDPOINT } from "../../lib/shared/addresses"
import { FILL_TIME_FIELD, FORM_FIELD } from "../../lib/shared/consultation/constants"
import { FIELDS, formFields, type FieldName, type FormField as TableField, type FormKind } from "../../lib/shared/consultation/fields"
import type { LanguageCode } from "../../lib/shared/languages"
import { errorMessages } from "../../lib/shared/consultation/messages"
import type { FormsCopy } from "../../lib/shared/content/model/consultation-schemas"
import { AccessNotices } from "../ui/AccessNotices"
import { ConsentCheckbox } from "./ConsentCheckbox"
import { FormGrid, FormNote, Input, Select, SubmitButton, TextArea } from "./controls"
import { ErrorSummary } from "./ErrorSummary"
import { describeErrors } from "./field-errors"
import { FormField } from "./FormField"
import { FormStatus } from "./FormStatus"
import { HoneypotField } from "./HoneypotField"
import { LinkedSentence } from "./LinkedSentence"
import { useConsultationForm } from "./useConsultationForm"

interface ConsultationFormProps {
  /** Which form of the field table (src/lib/shared/consultation/fields.ts): its fields, in order. */
  kind: FormKind
  copy: FormsCopy
  phone: string
  /** The page's language: sent with the request, so the endpoint answers in it and the clinic calls back in it. */
  lang: LanguageCode
  /** Less room above the button, where the form sits in a band of the home page. */
  compact?: boolean
}

const Actions = styled.div<{ $compact?: boolean }>`
  margin-top: ${({ $compact }) => ($compact ? "var(--space-md)" : "var(--space-lg)")};
`

/**
 * A consultation request form (home page, /contact): its fields from the field table, their words
 * from content/forms.json. Without JavaScript it posts itself to the endpoint; with it, the shared
 * schema checks the fields first and the answer is shown in the page.
 */
export function ConsultationForm({ kind, copy, phone, lang, compact }: ConsultationFormProps) {
  const fields = formFields(kind)
  // The value of each hidden field of the table: what the page knows, not what the patient types.
  const hiddenValues: Partial<Record<FieldName, string>> = { lang }
  const { state, onSubmit, onFocus, summaryRef, confirmationRef } = useConsultationForm(kind, lang)
  const errors = describeErrors(
    state.status === "invalid" ? state.errors : {},
    errorMessages(copy),
    fields.map(({ name }) => name),
    kind,
  )
  const form = copy[kind]

  return (
    <div>
      <FormStatus state={state} copy={copy} phone={phone} confirmationRef={confirmationRef} />
      {state.status !== "sent" && (
        // noValidate: the browser's own bubbles speak the browser's language, not the page's; the
        // form's check (with JavaScript) and the endpoint's reply page (without) say it in the page's.
        <form method="post" action={CONSULTATION_ENDPOINT} onSubmit={onSubmit} onFocus={onFocus} aria-label={form.title} noValidate>
          {errors.summary.length > 0 && <ErrorSummary ref={summaryRef} title={copy.errorSummaryTitle} errors={errors.summary} />}
          <input type="hidden" name={FORM_FIELD} defaultValue={kind} />
          <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
          {fields
            .filter(({ name }) => FIELDS[name].control === "hidden")
            .map(({ name }) => (
              <input key={name} type="hidden" name={name} defaultValue={hiddenValues[name]} />
            ))}
          <HoneypotField idPrefix={kind} label={copy.honeypotLabel} />
          <FormGrid>
            {fields
              .filter(({ name }) => FIELDS[name].control !== "hidden")
              .map((field) => (
                <Field key={field.name} field={field} kind={kind} copy={copy} error={errors.byField[field.name]} />
              ))}
          </FormGrid>
          <FormNote>
            {form.agreement && (
              <>
                <LinkedSentence {...form.agreement} />{" "}
              </>
            )}
            {copy.emergency}
          </FormNote>
          <Actions $compact={compact}>
            <SubmitButton type="submit" disabled={state.status === "sending"}>
              {form.submit}
            </SubmitButton>
          </Actions>
          <AccessNotices />
        </form>
      )}
    </div>
  )
}

/** One field of the table: its label, hint and error around the control its table entry names. */
function Field({ field, kind, copy, error }: { field: TableField; kind: FormKind; copy: FormsCopy; error?: string }) {
  const { name, need, wide } = field
  const spec = FIELDS[name]
  const words = copy.fieldWords.find((candidate) => candidate.name === name)
  if (!words) throw new Error(`content/forms.json has no words for the field "${name}"`)
  const id = `${kind}-${name}`
  const required = need === "required"
  const maxLength = "maxLength" in spec ? spec.maxLength : undefined
  const autoComplete = "autoComplete" in spec ? spec.autoComplete : undefined

  if (spec.control === "checkbox") return <ConsentCheckbox id={id} name={name} sentence={copy.consent} error={error} />

  const offered = copy[kind].conditions
  return (
    <FormField
      id={id}
      label={words.label}
      optionalLabel={need === "optional" ? copy.optionalLabel : undefined}
      hint={words.hint ?? undefined}
      error={error}
      wide={wide}
    >
      {(control) =>
        spec.control === "select" ? (
          <Select {...control} name={name} required={required} defaultValue="">
            <option value="">{words.placeholder}</option>
            {copy.conditions
              .filter(({ value }) => !offered || offered.includes(value))
              .map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
          </Select>
        ) : spec.control === "textarea" ? (
          <TextArea {...control} name={name} rows={5} required={required} maxLength={maxLength} />
        ) : (
          <Input
            {...control}
            name={name}
            type={spec.control}
            autoComplete={autoComplete}
            required={required}
            maxLength={maxLength}
            placeholder={words.placeholder ?? undefined}
          />
        )
      }
    </FormField>
  )
}
