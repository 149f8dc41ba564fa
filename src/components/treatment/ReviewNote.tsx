import styled from "styled-components"

const Note = styled.div`
  margin-top: var(--space-xl);
  padding-top: var(--space-md);
  border-top: 1px solid var(--colors-border);
  font-size: var(--fontSizes-small);
  color: var(--colors-textMuted);

  p {
    margin: 0 0 var(--space-xxs);
  }
`

export interface ReviewNoteProps {
  labels: { label: string; by: string }
  /** ISO date, for the machine-readable <time>. */
  date: string
  /** The same date as people read it, "November 16, 2026". */
  displayDate: string
  /** The reviewer with profession, "Dr. Jane Doe, MD, physical medicine and rehabilitation". */
  reviewer: string
}

/** When the medical content was last reviewed and by whom, at the foot of a treatment page. */
export function ReviewNote({ labels, date, displayDate, reviewer }: ReviewNoteProps) {
  return (
    <Note>
      <p>
        {labels.label}: <time dateTime={date}>{displayDate}</time>
      </p>
      <p>
        {labels.by} {reviewer}
      </p>
    </Note>
  )
}
