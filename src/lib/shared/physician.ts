/** How the site names its physician and states their credentials. No React here. */
import { fillTemplate } from "./template"

/** "Dr. Jane Doe, MD, physical medicine and rehabilitation": New York asks for the profession beside the title "Dr.". */
export function physicianWithProfession(physician: { name: string; credentials: string; profession: string }): string {
  return `${physician.name}, ${physician.credentials}, ${physician.profession}`
}

export interface PhysicianCredentials {
  boardCertifications: ReadonlyArray<{ specialty: string; board: string }>
  yearsOfExperience: number
  hospitalAppointments: ReadonlyArray<{ role: string; hospital: string }>
}

/**
 * The physician's credentials as the site states them, one line each, from content/site.json
 * (the facts) and content/shared.json physicianCredentials (the words): each board certification,
 * the years of experience, each hospital appointment.
 */
export function physicianCredentialLines(
  physician: PhysicianCredentials,
  words: { board: string; experience: string; appointment: string },
): string[] {
  return [
    ...physician.boardCertifications.map((certification) => fillTemplate(words.board, certification)),
    fillTemplate(words.experience, { years: physician.yearsOfExperience }),
    ...physician.hospitalAppointments.map((appointment) => fillTemplate(words.appointment, appointment)),
  ]
}

/** "Knee Pain | Midtown Regenerative Medicine | Dr. Jane Doe, MD, physical medicine and rehabilitation" */
export function pageTitle(title: string, siteName: string, physician: Parameters<typeof physicianWithProfession>[0]): string {
  return `${title} | ${siteName} | ${physicianWithProfession(physician)}`
}
