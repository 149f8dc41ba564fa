import { useSiteContent } from "../../hooks/useSiteContent"
import { statesPrice } from "../../lib/shared/prices"
import { SiteLink } from "./SiteLink"

/**
 * After a text that states a price (an answer to a question: the content check allows prices
 * nowhere else), the link to the patient's right to a Good Faith Estimate of the cost
 * (content/shared.json goodFaithEstimate; No Surprises Act, 45 CFR 149.610). Nothing after any
 * other text.
 */
export function PriceNotice({ text }: { text: string }) {
  const { shared } = useSiteContent()
  if (!statesPrice(text)) return null
  return (
    <p>
      <SiteLink to={shared.goodFaithEstimate.path}>{shared.goodFaithEstimate.label}</SiteLink>
    </p>
  )
}
