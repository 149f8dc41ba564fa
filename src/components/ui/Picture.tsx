import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ReactEventHandler, Ref } from "react"
import styled from "styled-components"

export interface PictureProps {
  /** The image data of gatsby-plugin-image's `gatsbyImageData` resolver (formats, srcsets, sizes, dimensions). */
  image: IGatsbyImageData
  alt: string
  /** The page's main image: loaded at once and first. Others load when they near the screen. */
  priority?: boolean
  className?: string
  /** The <img>, for a component that follows its loading (the avatar's initials until it arrives). */
  imgRef?: Ref<HTMLImageElement>
  onLoad?: ReactEventHandler<HTMLImageElement>
  onError?: ReactEventHandler<HTMLImageElement>
}

const Img = styled.img`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
`

/**
 * A responsive image as plain server-rendered HTML: <picture> with one <source> per modern format
 * (AVIF, WebP) and the fallback <img> with width and height, so the browser reserves its room and
 * picks the right file before any script runs. gatsby-plugin-image's own component renders the
 * same data through React in the browser (and ships react-dom/server for it); this ships nothing.
 */
export function Picture({ image, alt, priority = false, className, imgRef, onLoad, onError }: PictureProps) {
  const { sources = [], fallback } = image.images
  // React 18 knows no fetchPriority prop; the lowercase attribute reaches the HTML as it is.
  const fetchPriority: Record<string, string> = priority ? { fetchpriority: "high" } : {}
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <Img
        ref={imgRef}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        onLoad={onLoad}
        onError={onError}
        {...fetchPriority}
      />
    </picture>
  )
}
