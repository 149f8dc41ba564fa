/** The copy the consultation forms show, as content/forms.json gives it (through GraphQL). */
export interface LinkedSentenceCopy {
  readonly before: string
  readonly link: { readonly label: string; readonly path: string }
  readonly after: string
}

export interface FormsCopy {
  readonly conditions: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly conditionPlaceholder: string
  readonly labels: {
    readonly firstName: string
    readonly lastName: string
    readonly name: string
    readonly email: string
    readonly phone: string
    readonly condition: string
    readonly message: string
    readonly optional: string
    readonly honeypot: string
  }
  readonly phonePlaceholder: string
  readonly messageHint: string
  readonly consent: LinkedSentenceCopy
  readonly home: {
    readonly title: string
    readonly intro: string
    readonly conditions: ReadonlyArray<string>
    readonly submit: string
    readonly agreement: LinkedSentenceCopy
  }
  readonly contact: { readonly title: string; readonly intro: string; readonly submit: string }
  readonly sending: string
  readonly emergency: string
  readonly success: { readonly title: string; readonly text: string; readonly referenceLabel: string; readonly emergency: string }
  readonly errorSummaryTitle: string
  readonly errors: Readonly<Record<string, string>>
  readonly unavailable: string
  readonly rateLimited: string
  readonly rejected: string
}
