const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }

/** The text of the <h1> of a page the endpoint answers a browser without JavaScript, to compare with the copy in content/forms.json. */
export function pageHeading(html: string): string | undefined {
  return /<h1>([^<]*)<\/h1>/.exec(html)?.[1].replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
}
