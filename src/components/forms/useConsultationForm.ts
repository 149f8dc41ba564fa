import { useEffect, useRef, useState, type FormEvent } from "react"
import { CONSULTATION_ENDPOINT } from "../../lib/shared/addresses"
import { FILL_TIME_FIELD, REFERENCE_FIELD } from "../../lib/shared/consultation/constants"
import type { FormKind } from "../../lib/shared/consultation/fields"
import type { LanguageCode } from "../../lib/shared/languages"
import { newReference } from "../../lib/shared/consultation/reference"
import type { ConsultationAnswer, FieldErrors } from "../../lib/shared/consultation/schema"
import { useRequiresHydration } from "../../hooks/useRequiresHydration"

/**
 * The shared schema (zod/mini) is fetched when the visitor first focuses a
 * field or submits, not with the page: the form works and renders without it.
 */
let schemaModule: Promise<typeof import("../../lib/shared/consultation/schema")> | undefined
function loadSchema() {
  schemaModule ??= import("../../lib/shared/consultation/schema")
  return schemaModule
}

export type SubmitState =
  | { status: "idle" }
  | { status: "sending" }
  /** `held`: the clinic's mail failed and the request is stored until it is delivered. */
  | { status: "sent"; reference: string; held: boolean }
  | { status: "invalid"; errors: FieldErrors }
  /** The request did not get through (503, 429, network): `problem` names which words to show. */
  | { status: "failed"; problem: "unavailable" | "rateLimited" | "rejected" }

/**
 * Progressive enhancement of a consultation form. Without JavaScript the <form> posts itself to
 * the endpoint and the server answers with a page. With it, this hook checks the fields with the
 * same schema as the server, posts JSON, and reports the outcome without leaving the page; the
 * inputs are uncontrolled, so what the patient typed stays in them whatever happens.
 */
export function useConsultationForm(kind: FormKind, lang: LanguageCode) {
  useRequiresHydration()
  const [state, setState] = useState<SubmitState>({ status: "idle" })
  // Both start with the visitor's first interaction with this form (not with hydration, which
  // can come seconds after the page appears on a slow phone) and last until the request is sent:
  // every retry of the same filled-in form carries the same reference.
  const startedAt = useRef<number>()
  const reference = useRef<string>()
  const summaryRef = useRef<HTMLDivElement>(null)
  const confirmationRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (state.status === "invalid") summaryRef.current?.focus()
    if (state.status === "sent") confirmationRef.current?.focus()
  }, [state])

  function start() {
    startedAt.current ??= Date.now()
    reference.current ??= newReference()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === "sending") return
    start()
    const fields: Record<string, unknown> = Object.fromEntries(new FormData(event.currentTarget))
    fields.form = kind
    fields.lang = lang
    fields[FILL_TIME_FIELD] = Date.now() - (startedAt.current ?? Date.now())
    fields[REFERENCE_FIELD] = reference.current

    let checked
    try {
      checked = (await loadSchema()).validateConsultation(fields)
    } catch {
      // The validator could not be fetched (offline?): the server checks everything anyway.
      checked = { ok: true as const }
    }
    if (!checked.ok) {
      setState({ status: "invalid", errors: checked.errors })
      return
    }
    setState({ status: "sending" })
    try {
      // globalThis: Gatsby's server-side bundle provides a bare `fetch` from node-fetch 2, whose
      // punycode import Node 22 reports as deprecated in every build; only the browser sends.
      const response = await globalThis.fetch(CONSULTATION_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      })
      const body = (await response.json().catch(() => ({}))) as Partial<ConsultationAnswer>
      if (response.ok && body.reference) {
        setState({ status: "sent", reference: body.reference, held: body.held === true })
        startedAt.current = undefined
        reference.current = undefined
      } else if (response.status === 400 && body.errors) setState({ status: "invalid", errors: body.errors })
      else if (response.status === 429) setState({ status: "failed", problem: "rateLimited" })
      else if (response.status >= 500 || response.ok) setState({ status: "failed", problem: "unavailable" })
      else setState({ status: "failed", problem: "rejected" })
    } catch {
      setState({ status: "failed", problem: "unavailable" })
    }
  }

  return {
    state,
    onSubmit,
    onFocus: () => {
      start()
      void loadSchema().catch(() => undefined)
    },
    summaryRef,
    confirmationRef,
  }
}
