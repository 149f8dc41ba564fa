/**
 * Decap keeps the form as the staff left it after a save: it never shows what the save itself
 * wrote (an approval, the English a translation renders), and would still say "My approval of this
 * version" for the next change. So a save that records more than the changes reloads the page once
 * it is stored (setup.ts, on Decap's postSave): the form then shows the file as saved, with nothing
 * chosen, and the page says what was recorded.
 */
export interface AfterRecordingSave {
  /** Reloads the page, which then shows `message`. */
  reload(message: string): void
  /** Shows `message` now, on the page as it is (a save whose form shows what it wrote). */
  tell(message: string): void
}

const NOTICE_KEY = "clinic-editor:recorded"

/** The reload after a recording save, and the notice it leaves on the page it reloads (shown now, if one is waiting). */
export function reloadAfterRecording(win: Window): AfterRecordingSave {
  showWaitingNotice(win)
  return {
    reload(message) {
      win.sessionStorage.setItem(NOTICE_KEY, message)
      // After Decap has marked the entry saved, so the page leaves without asking about unsaved changes.
      win.setTimeout(() => win.location.reload(), 0)
    },
    tell: (message) => showNotice(win, message),
  }
}

function showWaitingNotice(win: Window): void {
  const message = win.sessionStorage.getItem(NOTICE_KEY)
  if (!message) return
  win.sessionStorage.removeItem(NOTICE_KEY)
  showNotice(win, message)
}

function showNotice(win: Window, message: string): void {
  const doc = win.document
  const notice = doc.createElement("div")
  notice.className = "recorded-notice"
  notice.setAttribute("role", "status")
  const text = doc.createElement("p")
  text.textContent = message
  const close = doc.createElement("button")
  close.type = "button"
  close.textContent = "Close"
  close.addEventListener("click", () => notice.remove())
  notice.append(text, close)
  doc.body.append(notice)
}
