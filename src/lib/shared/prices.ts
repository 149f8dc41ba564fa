/** An amount of money in dollars, "$3,000" or "$ 7500.00": what makes a text state a price. */
export const PRICE = /\$\s?\d+(?:[,.]\d+)*/

/**
 * Whether a text states a price. A page shows the link to the patient's right to a Good Faith
 * Estimate after every such text (components/ui/PriceNotice.tsx), and the content check allows a
 * price only in a text whose page does (content/rules/price-notice.ts).
 */
export function statesPrice(text: string): boolean {
  return PRICE.test(text)
}
