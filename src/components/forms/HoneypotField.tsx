import styled from "styled-components"
import { HONEYPOT_FIELD } from "../../lib/shared/consultation/constants"

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) and that form-filling bots complete; the endpoint delivers a request that fills it marked as suspected, for a person to judge.
 */
export function HoneypotField({ idPrefix, label }: { idPrefix: string; label: string }) {
  return (
    <Trap aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  )
}
