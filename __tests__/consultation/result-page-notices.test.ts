/** @jest-environment node */
import { englishCopy } from "../../src/lib/server/consultation/copy"
import { fieldErrorsPage, problemPage, successPage, unconfirmedPage } from "../../src/lib/server/consultation/result-page"

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

describe("the pages a browser without JavaScript gets from the consultation endpoint", () => {
  it.each([
    ["success", successPage(englishCopy, "CR-ABCDEFGH")],
    ["field errors", fieldErrorsPage(englishCopy, { email: "email" })],
    ["problem", problemPage(englishCopy, "Please try again.", true)],
    ["unconfirmed", unconfirmedPage(englishCopy)],
  ])(
    "%s: carries every notice of the site (aids and services, language help, nondiscrimination, the link to the full notice), each in its language",
    (_name, html) => {
      const { notices } = englishCopy
      expect(notices.length).toBeGreaterThan(2)
      for (const notice of notices) {
        const text = notice.link ? `<a href="${notice.link}">${escape(notice.text)}</a>` : escape(notice.text)
        expect(html).toContain(`<p${notice.lang ? ` lang="${notice.lang}"` : ""}${notice.dir ? ` dir="${notice.dir}"` : ""}>${text}</p>`)
      }
      expect(notices.at(-1)!.link).toMatch(/^\//)
    },
  )
})
