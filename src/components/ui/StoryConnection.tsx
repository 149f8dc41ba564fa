import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"

const Line = styled.p`
  margin: 0;
  font-size: var(--fontSizes-small);
`

/** The part of a story's consent record the page shows: what connects the patient to the clinic, if anything. */
export interface StoryConsent {
  readonly materialConnection: { readonly disclosure?: string | null }
}

/**
 * What connects a patient to the clinic (a discount or free care, a job there, family), shown with
 * their story in the words of its consent record (`consent.materialConnection.disclosure`), so a
 * reader weighs the story knowing it. Nothing when there is none, or no record (a sample).
 */
export function StoryConnection({ consent }: { consent?: StoryConsent | null }) {
  const { shared } = useSiteContent()
  const disclosure = consent?.materialConnection.disclosure
  if (!disclosure) return null
  return (
    <Line>
      {shared.testimonialPolicy.connectionLabel}: {disclosure}
    </Line>
  )
}
