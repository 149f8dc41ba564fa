import styled from "styled-components"
import { ErrorText } from "./FormField"
import { LinkedSentence, type LinkedSentenceCopy } from "./LinkedSentence"

interface ConsentCheckboxProps {
  id: string
  name: string
  sentence: LinkedSentenceCopy
  error?: string
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xxs);
`

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-sm);

  input {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0.1rem 0 0;
    accent-color: var(--colors-primary);
  }
  label {
    min-height: var(--touchTarget);
  }
`

/** A required consent checkbox whose label is a sentence with a link (the privacy policy). */
export function ConsentCheckbox({ id, name, sentence, error }: ConsentCheckboxProps) {
  const errorId = `${id}-error`
  return (
    <Row data-wide="">
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <Choice>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          <LinkedSentence {...sentence} />
        </label>
      </Choice>
    </Row>
  )
}
