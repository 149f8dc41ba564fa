import styled from "styled-components"
import { useSiteContent } from "../../hooks/useSiteContent"

const Lines = styled.div`
  font-size: var(--fontSizes-small);

  p {
    margin: var(--space-xs) 0 0;
  }
`

/**
 * Free language assistance, said in each of the patients' languages (Spanish, French, Haitian
 * Creole from content/shared.json), each line marked with its own `lang` so screen readers
 * pronounce it correctly, and each ending with the clinic's phone number (as text: the page's
 * tap-to-call links stay one per place, so "the phone link" is never ambiguous).
 */
export function LanguageAssistance({ phone, className }: { phone: string; className?: string }) {
  const lines = useSiteContent().shared.languageAssistance
  return (
    <Lines className={className} data-testid="language-assistance">
      {lines.map((line) => (
        <p key={line.lang} lang={line.lang}>
          {`${line.text} ${phone}.`}
        </p>
      ))}
    </Lines>
  )
}
