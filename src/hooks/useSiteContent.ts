import { graphql, useStaticQuery } from "gatsby"
import { physicianCredentialLines } from "../lib/shared/format"

/**
 * The clinic's identity, the menus and the shared copy, for the layout and the Head of every
 * page. This is the one static query of the site: components below it receive plain props.
 */
export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      siteJson {
        siteName
        description
        physician {
          name
          credentials
          profession
          medicalSpecialties
          boardCertifications {
            specialty
            board
          }
          yearsOfExperience
          hospitalAppointments {
            role
            hospital
          }
        }
        phone
        email
        address {
          streetAddress
          addressLocality
          addressRegion
          postalCode
          addressCountry
          neighborhood
        }
        geo {
          latitude
          longitude
        }
        officeHours {
          label
          days
          opens
          closes
        }
        languages
        socialImage {
          publicURL
        }
        socialImageAlt
      }
      navigationJson {
        header {
          label
          path
        }
        contact {
          label
          path
        }
        footerGroups {
          title
          links {
            label
            path
          }
        }
      }
      sharedJson {
        skipLink
        menuButton {
          open
          close
        }
        callUs
        languageHelp
        footer {
          contactTitle
          hoursTitle
          closedLabel
          scheduleButton {
            label
            path
          }
          rights
        }
        consultationCta {
          title
          text
          button {
            label
            path
          }
          phonePrefix
        }
        notFound {
          title
          text
          homeLink {
            label
            path
          }
        }
        errorBoundary {
          title
          homeLink {
            label
            path
          }
        }
        breadcrumbHome {
          label
          path
        }
        typicalResults
        physicianCredentials {
          board
          experience
          appointment
          languages
        }
        evidence {
          title
          measuredBy
          patients
          period
          counts
        }
        auxiliaryAids
        tty
        languageAssistance {
          lang
          text
        }
        nondiscrimination
        civilRightsComplaint
      }
    }
  `)
  const site = data.siteJson!
  const shared = data.sharedJson!
  return {
    siteUrl: data.site!.siteMetadata!.siteUrl!,
    buildYear: Number(data.site!.buildTime),
    site,
    navigation: data.navigationJson!,
    shared,
    /** The physician's credentials, one line each, as every page that states them shows them. */
    physicianCredentials: physicianCredentialLines(site.physician, shared.physicianCredentials),
  }
}

export type SiteContent = ReturnType<typeof useSiteContent>
