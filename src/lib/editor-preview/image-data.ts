import type { ImageData } from "../shared/content/page-query-data"

/** A neutral grey 16:10 picture, where the entry names no image or its address is not known yet. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#d1d5db"/></svg>')}`

/** An image as the site's pictures take it (gatsby-plugin-image's data, src/components/ui/Picture.tsx): the file as uploaded, at 16:10 until it loads. */
export function imageData(url: string | undefined): ImageData {
  const src = url || PLACEHOLDER_IMAGE
  return { gatsbyImageData: { layout: "constrained", width: 1600, height: 1000, images: { fallback: { src } } } }
}
