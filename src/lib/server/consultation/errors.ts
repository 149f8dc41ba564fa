/** An error's name and code, never its message (a parser's message can quote what the patient typed). */
export function errorName(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = (error as { code?: unknown }).code
  return typeof code === "string" ? `${error.name} (${code})` : error.name
}
