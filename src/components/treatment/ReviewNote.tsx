import styled from "styled-components"

const Note = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
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
