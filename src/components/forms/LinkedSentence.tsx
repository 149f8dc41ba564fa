import { SiteLink } from "../ui/SiteLink"
import type { FormsCopy } from "../../lib/shared/content/model/consultation-schemas"

export type LinkedSentenceCopy = FormsCopy["consent"]

/** "I consent ... and agree to the [privacy policy]." from its three parts in content. */
export function LinkedSentence({ before, link, after }: LinkedSentenceCopy) {
  return (
    <>
      {before} <SiteLink to={link.path}>{link.label}</SiteLink>
      {/^[.,;:!?]/.test(after) ? after : ` ${after}`}
    </>
  )
}
