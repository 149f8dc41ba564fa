import { graphql } from "gatsby"

/**
 * The clinic's identity, the menus and the shared copy in the page's language, for the layout
 * and the Head of every page. Every page query spreads it (`...LayoutContent`, with its
 * `$lang`), so a page's data holds its own language's words only: a static query cannot take
 * the language, and one holding all four would load them on every page.
 */
export const layoutContentFragment = graphql`
  fragment LayoutContent on Query {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
    siteJson(lang: { eq: $lang }) {
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
      physicianCredentialLines
      languagesInWords
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
        hours
      }
      languages
      civilRights {
        law
        coordinator {
          name
          title
          contact
        }
      }
      socialImage {
        publicURL
      }
      socialImageAlt
    }
    navigationJson(lang: { eq: $lang }) {
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
    sharedJson(lang: { eq: $lang }) {
      skipLink
      languageSwitcher {
        label
      }
      translationNotice
      approvalNotice
      landmarks {
        main
        mobile
        breadcrumb
      }
      dates {
        months
        pattern
      }
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
      testimonialPolicy {
        howChosen
        ratingCaption
        connectionLabel
      }
      physicianCredentials {
        languages
      }
      evidence {
        title
        design
        designs {
          randomizedControlledTrial
          controlledTrial
          controlledCohortStudy
          systematicReview
          clinicFollowUp
        }
        source
        measuredBy
        patients
        period
        counts
      }
      accessNotices {
        lang
        dir
        text
        link
      }
      goodFaithEstimate {
        label
        path
      }
    }
  }
`
