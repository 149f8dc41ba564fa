import { createHash } from "node:crypto"
import { telHref } from "../../shared/format"
import { REDIRECT_CSP, SECURITY_HEADERS } from "../../shared/security-headers"
import { clinicPhone, type EndpointCopy } from "./copy"

/**
 * The page a browser without JavaScript gets after posting a form: plain, self-contained HTML
 * (no script, no external request) in the language of the page the form was on, with a heading,
 * what happened and where to go next, and the notices every page of the site shows (free aids and
 * services, language help, nondiscrimination, the link to the full notice).
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)
}

/** The pages' one stylesheet, inline: the policy below allows it by its hash, and nothing else. */
const PAGE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.125rem;line-height:1.6;color:#1c2a33;background:#fff;margin:0}
main{max-width:42rem;margin:0 auto;padding:2.5rem 1rem}
a{color:#0b4a63}a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.ref{font-size:1.25rem;font-weight:700}
ul{padding-left:1.25rem}
.links a{display:inline-block;min-height:44px;line-height:44px;margin-right:1.5rem}
footer{max-width:42rem;margin:0 auto;padding:0 1rem 2.5rem;font-size:.9375rem}
`

/**
 * The endpoint's own headers, on every answer of the function (the host's header rules reach its
 * files, not a function's response): the site's security headers, with a policy that lets a page
 * load and run nothing but its own stylesheet; a JSON answer or a redirect gets the redirect's
 * policy (nothing at all).
 */
function headersWith(csp: string): Record<string, string> {
  return { ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])), "content-security-policy": csp }
}
export const PAGE_HEADERS = headersWith(
  `default-src 'none'; style-src 'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
)
export const BARE_HEADERS = headersWith(REDIRECT_CSP)

const phoneLink = `<a href="${telHref(clinicPhone)}">${escapeHtml(clinicPhone)}</a>`

function page(copy: EndpointCopy, title: string, body: string): string {
  const { forms } = copy
  const noticeLines = copy.notices
    .map((notice) => {
      const lang = notice.lang && notice.lang !== copy.lang ? ` lang="${notice.lang}"` : ""
      const dir = notice.dir ? ` dir="${notice.dir}"` : ""
      const text = escapeHtml(notice.text)
      return `<p${lang}${dir}>${notice.link ? `<a href="${escapeHtml(notice.link)}">${text}</a>` : text}</p>`
    })
    .join("\n")
  return `<!doctype html>
<html lang="${copy.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(copy.clinicName)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
<p class="links"><a href="${forms.noScript.homeLink.path}">${escapeHtml(forms.noScript.homeLink.label)}</a></p>
</main>
<footer>
${noticeLines}
</footer>
</body>
</html>
`
}

/** A request the clinic has: its words (delivered, or kept until it is), the reference, and the emergency line. */
function confirmationPage(copy: EndpointCopy, title: string, words: { title: string; text: string }, reference: string): string {
  const { success } = copy.forms
  return page(
    copy,
    title,
    `<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.text)} ${phoneLink}.</p>
<p class="ref">${escapeHtml(success.referenceLabel)} ${escapeHtml(reference)}</p>
<p>${escapeHtml(success.emergency)}</p>`,
  )
}

export const successPage = (copy: EndpointCopy, reference: string) =>
  confirmationPage(copy, copy.forms.noScript.successPageTitle, copy.forms.success, reference)

/** The mail failed but the request is stored and will be delivered: the clinic has it, and the patient need not send it again. */
export const heldPage = (copy: EndpointCopy, reference: string) =>
  confirmationPage(copy, copy.forms.noScript.heldPageTitle, copy.forms.held, reference)

export function fieldErrorsPage(copy: EndpointCopy, errors: Record<string, string | undefined>): string {
  const { forms, errorMessages } = copy
  const items = Object.values(errors)
    .map((key) => `<li>${escapeHtml(errorMessages[key ?? "form"] ?? errorMessages.form)}</li>`)
    .join("\n")
  return page(
    copy,
    forms.noScript.errorPageTitle,
    `<h1>${escapeHtml(forms.errorSummaryTitle)}</h1>
<ul>
${items}
</ul>
<p>${escapeHtml(forms.noScript.back)}</p>
<p><a href="${forms.noScript.formLink.path}">${escapeHtml(forms.noScript.formLink.label)}</a></p>`,
  )
}

/** A confirmation link that no delivered request signed: it confirms nothing, and says whom to call. */
export function unconfirmedPage(copy: EndpointCopy): string {
  const { unconfirmed } = copy.forms.noScript
  return page(
    copy,
    unconfirmed.title,
    `<h1>${escapeHtml(unconfirmed.title)}</h1>
<p>${escapeHtml(unconfirmed.text)} ${phoneLink}.</p>
<p>${escapeHtml(copy.forms.emergency)}</p>`,
  )
}

/** Transport failure (503), rate limit (429) or an unreadable request (4xx): say so and give the phone. */
export function problemPage(copy: EndpointCopy, text: string, withPhone: boolean): string {
  const { noScript, emergency } = copy.forms
  return page(
    copy,
    noScript.errorPageTitle,
    `<h1>${escapeHtml(noScript.errorPageTitle)}</h1>
<p>${escapeHtml(text)}${withPhone ? ` ${phoneLink}.` : ""}</p>
<p>${escapeHtml(noScript.back)}</p>
<p>${escapeHtml(emergency)}</p>`,
  )
}
