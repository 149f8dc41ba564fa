import { englishSyllables, frenchSyllables, readability, sentencesOf, spanishSyllables } from "../src/lib/shared/content/rules/readability"
import { plainLanguageProblems, textReadability, textsHarderThanEnglish } from "../src/lib/shared/content/rules/plain-language"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"

describe("how hard a text is to read", () => {
  it("finds sentences, not the periods of abbreviations and numbers", () => {
    expect(sentencesOf("Dr. Doe sees you at 9 a.m. on Monday. Stop ibuprofen, e.g. Advil, 7 days before. Why? Ask us.")).toEqual([
      "Dr. Doe sees you at 9 a.m. on Monday.",
      "Stop ibuprofen, e.g. Advil, 7 days before.",
      "Why?",
      "Ask us.",
    ])
    expect(sentencesOf("It costs $3,000.50 per joint")).toEqual(["It costs $3,000.50 per joint"])
    // Each language's own abbreviations: French "M. Dupont"; in Haitian Creole "m." is "mwen" ending a sentence.
    expect(sentencesOf("M. Dupont vous appelle. Merci.", "fr")).toEqual(["M. Dupont vous appelle.", "Merci."])
    expect(sentencesOf("Doktè a te ede m. Mèsi anpil.", "ht")).toEqual(["Doktè a te ede m.", "Mèsi anpil."])
  })

  it("counts English syllables within one of a dictionary's count", () => {
    const dictionary = { knee: 1, pain: 1, water: 2, injection: 3, anesthesia: 5, platelet: 2, make: 1, used: 1, cartilage: 3, recovery: 4 }
    for (const [word, syllables] of Object.entries(dictionary)) expect(Math.abs(englishSyllables(word) - syllables)).toBeLessThanOrEqual(1)
  })

  it("grades plain words low and dense clinical prose high (Flesch-Kincaid)", () => {
    const plain = readability(
      "We take a little fat from your belly. We clean it. Then we inject it into your knee. You go home the same day.",
    )
    const dense = readability(
      "Autologous adipose-derived stromal vascular fraction is harvested via liposuction and subsequently administered intra-articularly under ultrasonographic guidance. Postprocedural immobilization is individualized.",
    )
    expect(plain.grade!).toBeLessThan(4)
    expect(dense.grade!).toBeGreaterThan(16)
    expect(readability("Llámenos hoy. Le atendemos.", "es").grade).toBeUndefined()
  })
})

describe("a translation's reading ease beside its English", () => {
  it("counts Spanish and French syllables as they are spoken: diphthongs, hiatus, a silent u, a mute final e", () => {
    const spanish = { cuidado: 3, día: 2, caer: 2, que: 1, guitarra: 3, tratamiento: 4, rodilla: 3, paciente: 3, médico: 3, pingüino: 3 }
    for (const [word, syllables] of Object.entries(spanish)) expect([word, spanishSyllables(word)]).toEqual([word, syllables])
    const french = {
      problème: 2,
      parlent: 1,
      eau: 1,
      oiseau: 2,
      traitement: 2,
      genou: 2,
      "l'arthrose": 2,
      médecin: 3,
      patiente: 2,
      kinésithérapie: 6,
    }
    for (const [word, syllables] of Object.entries(french)) expect([word, frenchSyllables(word)]).toEqual([word, syllables])
  })

  it("scores plain words higher than dense clinical prose in Spanish (Fernández Huerta) and French (Kandel-Moles), and gives Haitian Creole no score", () => {
    const plainEs = readability(
      "Tomamos un poco de grasa de su barriga. La limpiamos. Luego la ponemos en su rodilla. Usted va a casa el mismo día.",
      "es",
    )
    const denseEs = readability(
      "La fracción vascular estromal derivada del tejido adiposo autólogo se obtiene mediante liposucción y posteriormente se administra por vía intraarticular bajo guía ecográfica.",
      "es",
    )
    const plainFr = readability(
      "Nous prenons un peu de graisse de votre ventre. Nous la nettoyons. Puis nous la mettons dans votre genou.",
      "fr",
    )
    const denseFr = readability(
      "La fraction vasculaire stromale autologue dérivée du tissu adipeux est prélevée par liposuccion puis administrée par voie intra-articulaire sous guidage échographique.",
      "fr",
    )
    expect(plainEs.ease!).toBeGreaterThan(80)
    expect(denseEs.ease!).toBeLessThan(40)
    expect(plainFr.ease!).toBeGreaterThan(80)
    expect(denseFr.ease!).toBeLessThan(40)
    expect(readability("Nou pran yon ti grès nan vant ou. Apre sa nou mete l nan jenou ou.", "ht").ease).toBeUndefined()
  })

  it("lists a translated passage that reads much harder than its English, and not one that reads alike", () => {
    const page = { slug: "example", title: "Example" }
    const english: ContentFile = {
      path: "treatments/example.json",
      data: { ...page, intro: "We take a little fat from your belly. We clean it. Then we put it in your knee." },
    }
    const translated = (lang: string, intro: string): ContentFile => ({ path: `${lang}/treatments/example.json`, data: { ...page, intro } })
    const hard = translated(
      "es",
      "Se extrae tejido adiposo abdominal mediante liposucción ambulatoria. Posteriormente se procesa y se administra por vía intraarticular.",
    )
    const alike = translated(
      "fr",
      "Nous prenons un peu de graisse de votre ventre. Nous la nettoyons. Puis nous la mettons dans votre genou.",
    )
    const listed = textsHarderThanEnglish([english], [hard, alike])
    expect(listed.map(({ file, field }) => [file, field])).toEqual([["es/treatments/example.json", "intro"]])
    expect(listed[0].englishEase - listed[0].ease).toBeGreaterThan(20)
  })
})

describe("plain words, a rule of the content check", () => {
  const file = (intro: string): ContentFile => ({ path: "treatments/example.json", data: { slug: "example", title: "Example", intro } })

  it("refuses a passage above grade 8 and a sentence over 20 words, naming the score and what to do", () => {
    const [dense] = plainLanguageProblems([
      file("Autologous cells are harvested and subsequently administered intra-articularly. Immobilization is individualized."),
    ])
    expect(dense).toMatchObject({ file: "treatments/example.json", field: "intro" })
    expect(dense.message).toMatch(/^reads at grade \d+(\.\d)? \(aim for 8 or below\): write it in shorter sentences and everyday words/)
    const [long] = plainLanguageProblems([
      file("We take a small amount of fat from your belly with a thin needle while you lie on your side and rest quietly."),
    ])
    expect(long.message).toMatch(/^has a sentence of 23 words \(at most 20\)/)
    expect(plainLanguageProblems([file("We take a little fat from your belly. Then we inject it into your knee.")])).toEqual([])
  })

  it("leaves alone a text quoted word for word from a government's standard notice, and a heading's length", () => {
    const notice: ContentFile = {
      path: "compliance/notice.json",
      data: {
        title: "Notice",
        sections: [
          {
            heading: "Standard notice",
            paragraphs: [
              "Under the law, health care providers need to give patients who don't have insurance an estimate of the bill for items and services.",
            ],
            quotedFrom: { source: "A government", href: "https://www.example.gov/notice" },
          },
        ],
      },
    }
    expect(textReadability([notice]).map((text) => text.field)).not.toContain("sections[0].paragraphs[0]")
  })

  it("leaves alone a patient's own words, which are theirs", () => {
    const page: ContentFile = {
      path: "pages/testimonials.json",
      data: {
        entries: [
          {
            id: 1,
            quote: "Honestly, the staff explained every single step of the procedure to me before we started, which I appreciated.",
          },
        ],
      },
    }
    expect(textReadability([page]).map((text) => text.field)).not.toContain("entries[0].quote")
  })

  it("leaves alone a published guideline's title, authors and journal, cited as published", () => {
    const name =
      "Kolasinski SL, et al. 2019 American College of Rheumatology/Arthritis Foundation Guideline for the Management of Osteoarthritis of the Hand, Hip, and Knee. Arthritis Care & Research 2020;72(2):149-162"
    const treatment: ContentFile = {
      path: "treatments/example.json",
      data: {
        slug: "example",
        guideline: { covered: true, verdict: "It recommends against it.", source: { name, href: "https://doi.org/10.1002/acr.24131" } },
      },
    }
    const fields = textReadability([treatment]).map((text) => text.field)
    expect(fields).toContain("guideline.verdict")
    expect(fields).not.toContain("guideline.source.name")
  })
})
