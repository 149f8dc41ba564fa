import type { ContentFile } from "./content-file"
import { labelAt } from "./links"
import { imageNamedBy } from "../rules/check"
import { stringsIn } from "../rules/placeholders"

/** An image a content file shows: where it is named, and the image as a path under content/ ("images/knee.jpg"). */
export interface ContentImage {
  file: string
  path: Array<string | number>
  image: string
  /** The label, title or name of the entry that shows the image, as the page shows it. */
  label?: string
}

/** Every image the content names. */
export function contentImages(files: readonly ContentFile[]): ContentImage[] {
  return files.flatMap((file) =>
    stringsIn(file.data).flatMap(({ text, path }) => {
      const image = imageNamedBy(file.path, text)
      return image ? [{ file: file.path, path, image, label: labelAt(file.data, path) }] : []
    }),
  )
}
