export interface HeaderRule {
  path: string
  headers: Record<string, string>
}
export function parseHeadersFile(text: string): HeaderRule[]
export function readHeadersFile(file: string): HeaderRule[]
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>
export function matches(pattern: string, urlPath: string): boolean
