/** 39260 -> "39 kB", a file's size as a reader of `lang` writes it (kB and MB of 1000). */
export function formatFileSize(bytes: number, lang: string): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, "megabyte"] : [bytes / 1e3, "kilobyte"]
  return new Intl.NumberFormat(lang, { style: "unit", unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
}
