import { useSiteContent } from "../../hooks/useSiteContent"
import { Note } from "./Note"

/**
 * How the clinic chooses the patient stories it shows (content/shared.json
 * testimonialPolicy.howChosen), with every group of them: the home carousel, the testimonials page,
 * the resources page's stories and a treatment page's quotes. A reader judging the stories needs to
 * know whether negative ones were left out (16 CFR 465.7).
 */
export function ReviewPolicy({ className }: { className?: string }) {
  const { shared } = useSiteContent()
  return <Note className={className}>{shared.testimonialPolicy.howChosen}</Note>
}
