import styled from "styled-components"
import { media } from "../../styles/theme"
import { useSiteContent } from "../../hooks/useSiteContent"
import type { OutcomeEvidence as Evidence } from "../../lib/shared/content/model/field-kinds"

/** Label above its value on a phone; side by side where there is room (the labels never push the page wider than the screen). */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 var(--space-sm);
  margin: var(--space-sm) 0 0;
  font-size: var(--fontSizes-small);
  color: var(--colors-text);

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 var(--space-xs);
  }
  dt,
  dd {
    overflow-wrap: anywhere;
  }
  ${media.tablet} {
    grid-template-columns: fit-content(14rem) minmax(0, 1fr);
    row-gap: var(--space-xs);
    dd {
      margin: 0;
    }
  }
`

const Title = styled.p`
  margin: var(--space-sm) 0 0;
  font-size: var(--fontSizes-small);
  font-weight: 700;
`

/**
 * Where an outcome figure comes from, always visible beside it (never behind "Read more"): the
 * kind of study and the published study's link, who measured, how many patients, over what
 * period, and what the figure's word counts. A sample figure's source may still be a placeholder,
 * shown as its words.
 */
export function OutcomeEvidence({ evidence }: { evidence: Evidence }) {
  const labels = useSiteContent().shared.evidence
  /** Each kind of study in words, by its value in the content (field-kinds.ts STUDY_DESIGNS). */
  const designs: Readonly<Record<string, string>> = labels.designs
  return (
    <>
      <Title>{labels.title}</Title>
      <List>
        {evidence.design && (
          <>
            <dt>{labels.design}</dt>
            <dd>{designs[evidence.design]}</dd>
          </>
        )}
        {evidence.source && (
          <>
            <dt>{labels.source}</dt>
            <dd>
              {/^https:\/\//.test(evidence.source) ? (
                <a href={evidence.source}>{evidence.source.replace(/^https:\/\//, "")}</a>
              ) : (
                evidence.source
              )}
            </dd>
          </>
        )}
        <dt>{labels.measuredBy}</dt>
        <dd>{evidence.measuredBy}</dd>
        <dt>{labels.patients}</dt>
        <dd>{evidence.patients}</dd>
        <dt>{labels.period}</dt>
        <dd>{evidence.period}</dd>
        <dt>
          {labels.counts} “{evidence.counts.term}”
        </dt>
        <dd>{evidence.counts.meaning}</dd>
      </List>
    </>
  )
}
