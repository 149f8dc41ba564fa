/** A valid contact-form request as the script sends it, with a field the form does not have (which must be dropped). */
export const contactBody = {
  form: "contact",
  firstName: "Ana",
  lastName: "Pierre",
  email: "ana@example.com",
  phone: "(212) 555-0147",
  condition: "sports",
  message: "Torn ACL last spring.",
  consent: true,
  fillMs: 9000,
  website: "",
  role: "admin",
}
