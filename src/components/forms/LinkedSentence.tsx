import { Link } from "gatsby"
import type { LinkedSentenceCopy } from "./types"

/** "I consent ... and agree to the [privacy policy]." from its three parts in content. */
export function LinkedSentence({ before, link, after }: LinkedSentenceCopy) {
  return (
    <>
      {before} <Link to={link.path}>{link.label}</Link>
      {/^[.,;:!?]/.test(after) ? after : ` ${after}`}
    </>
  )
}
