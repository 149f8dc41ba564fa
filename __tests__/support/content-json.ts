import type { ContentFile } from "../../src/lib/content/check"

/** Parsed JSON that a test reads or breaks one field at a time, on purpose outside any schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of any file, often to break it
export type LooseJson = Record<string, any>

/** The data of one content file, to read a field of it or to break one. */
export function fileData(files: ContentFile[], filePath: string): LooseJson {
  return files.find((file) => file.path === filePath)!.data as LooseJson
}
