import fc from "fast-check"
import type { ClaimKind } from "../../src/lib/shared/content/rules/claims/kinds"
import type { LanguageCode } from "../../src/lib/shared/languages"

/**
 * Generated variants of each kind of claim, in each language: every template is a list of slots,
 * each slot the words that may fill it, so fast-check writes sentences no one typed. The words
 * vary what a staff member might vary (the subject, the hedge, the condition, the number), never
 * the shape of the claim.
 */
type Template = ReadonlyArray<readonly string[]>

const sentence = (parts: readonly string[]) => {
  const text = parts
    .filter(Boolean)
    .join(" ")
    .replace(/\s+([,.])/g, "$1")
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

const ofTemplates = (templates: readonly Template[]) =>
  fc.oneof(...templates.map((template) => fc.tuple(...template.map((slot) => fc.constantFrom(...slot))).map(sentence)))

const NUMBER_WORDS = ["seven", "eight", "nine", "nineteen", "twenty-three", "eighty", "ninety-five", "three", "4", "9", "85", "92"]

const TEMPLATES: Readonly<Record<LanguageCode, Readonly<Record<ClaimKind, readonly Template[]>>>> = {
  en: {
    proportion: [
      [
        NUMBER_WORDS,
        ["in", "of", "out of", "out of every"],
        ["ten", "10", "four", "twenty"],
        ["patients", "knee patients", "of our patients", "older hip patients", "people we treat"],
        ["report improvement", "feel better", "walk again", "would do it again"],
      ],
      [
        ["most", "many", "nearly all", "the vast majority of", "most of our", "almost all of our"],
        ["", "knee", "hip", "older", "back"],
        ["patients", "athletes", "clients"],
        ["report improvement", "are back to sport", "feel better"],
      ],
      [
        ["72", "85", "90", "95"],
        ["%", " percent", " per cent", "-percent"],
        ["of patients improve", "of our knee patients are satisfied", "reduction in pain for our patients"],
      ],
    ],
    typical: [
      [
        ["patients", "our patients", "you", "knee patients"],
        ["typically", "usually", "generally", "often", "commonly"],
        ["enjoy", "notice", "feel", "see", "experience"],
        ["relief", "improvement", "results", "less pain", "a difference"],
        ["within weeks", "after one session", "for years", ""],
      ],
      [
        ["in most cases,", "usually", "typically", "generally"],
        ["pain", "stiffness", "knee pain", "your hair"],
        ["improves", "eases", "goes away", "subsides", "grows back"],
        ["within weeks", "after the injection", "by the second visit"],
      ],
    ],
    duration: [
      [
        ["results", "benefits", "relief", "the improvement"],
        ["often", "usually", "can", "may", "typically", ""],
        ["last", "lasts"],
        ["for", "up to", "at least", ""],
        ["2-5", "three", "several", "10"],
        ["years", "months", "years or longer"],
      ],
      [
        ["enjoy", "get", "expect"],
        ["long-lasting", "lasting", "permanent", "durable", "lifelong"],
        ["relief", "results", "benefits", "improvement"],
      ],
      [
        ["one injection gives", "patients enjoy", "expect"],
        ["years of relief", "relief for years", "results for life", "relief for good"],
      ],
    ],
    efficacy: [
      [
        ["the treatment", "stem cell therapy", "PRP", "regenerative medicine", "this therapy", "the injection"],
        ["may", "can", "will", "could", "aims to", "is designed to", "helps", "may help", "can help", "is meant to"],
        ["reduce", "relieve", "ease", "improve", "support", "strengthen", "calm"],
        ["pain", "inflammation", "healing", "recovery", "joint function", "mobility"],
      ],
      [
        ["stem cells", "our injections", "your own cells", "these therapies"],
        ["", "often", "can", "may"],
        ["reduce", "relieve", "ease", "improve", "support", "strengthen"],
        ["pain", "inflammation", "stiffness", "movement"],
      ],
      [
        ["treatment to", "we", "designed to", "injections that"],
        ["jump-start", "support", "boost", "stimulate", "harness", "activate"],
        ["your body's natural healing", "the body's own repair process", "natural healing"],
      ],
      [
        ["get back to", "return to", "get back on"],
        ["the activities you love", "the court", "the golf course", "the sports you love"],
        ["with our help", "sooner", ""],
      ],
      [
        ["follow-up MRIs", "scans", "before-and-after photos", "x-rays"],
        ["show", "reveal", "confirm"],
        ["thicker", "healthier", "new", "more", "regenerated"],
        ["cartilage", "hair", "tissue"],
      ],
    ],
    promise: [
      [
        ["your cells", "the treatment", "this therapy", "stem cells"],
        ["regenerate", "regrow", "repair", "reverse", "rebuild", "can regenerate", "will repair"],
        ["cartilage", "damaged tendons", "worn joints", "your hair", "nerve damage"],
      ],
      [
        ["your cells", "the treatment", "this therapy", "PRP"],
        ["cures", "can cure", "heals", "will heal", "restores", "eliminates"],
        ["the damaged joint", "your knee", "the torn tendon", "arthritis"],
      ],
      [
        ["say goodbye to", "no more", "live without", "stop"],
        ["knee pain", "back pain", "the pain", "your pain"],
      ],
    ],
    surgery: [
      [
        ["pain relief", "healing", "a better knee", "results"],
        ["without surgery", "without an operation", "without needing surgery", "without knee replacement", "without costly surgery"],
      ],
      [
        ["a natural", "a gentle", "an effective", ""],
        ["alternative to", "substitute for", "option instead of"],
        ["knee replacement", "hip surgery", "shoulder surgery", "joint replacement"],
      ],
      [
        ["put off", "delay", "postpone", "avoid", "skip"],
        ["knee replacement", "surgery", "your hip replacement", "an operation"],
        ["for years", "for good", ""],
      ],
    ],
    comparison: [
      [
        ["no other"],
        ["treatment", "clinic", "therapy"],
        ["can", "will", "does"],
        ["match our results", "regenerate cartilage like ours", "compare"],
      ],
      [
        ["better than", "safer than", "faster than", "more effective than", "cheaper than"],
        ["surgery", "cortisone shots", "physical therapy", "steroids"],
      ],
      [
        ["the only", "the most advanced", "a state-of-the-art", "the leading"],
        ["clinic", "treatment", "facility", "therapy"],
        ["in New York", "for knee pain", "in the city"],
      ],
      [
        ["treatment", "relief", "care"],
        ["at a fraction of the cost", "for a fraction of the price"],
      ],
    ],
    safety: [
      [
        ["the procedure is", "our treatment is", "stem cell therapy is", "it is"],
        ["safe", "completely safe", "totally safe", "100% safe", "safe and natural", "risk-free", "all natural", "painless"],
      ],
      [
        ["zero", "no", "minimal", "little"],
        ["risk of", "chance of"],
        ["rejection", "infection", "complications"],
      ],
      [
        ["no", "zero", "minimal"],
        ["downtime", "side effects", "scarring", "recovery time"],
      ],
    ],
    certainty: [
      [
        ["clinically", "scientifically", "medically"],
        ["proven", "shown", "validated", "tested"],
        ["to work", "to relieve pain", "results", ""],
      ],
      [
        ["we guarantee", "guaranteed", "results guaranteed:"],
        ["relief", "you will feel better", "results"],
      ],
      [
        ["studies", "research", "science", "trials"],
        ["show", "prove", "confirm"],
        ["that it works", "that stem cells rebuild joints", "that our treatment heals"],
      ],
    ],
    regulatory: [
      [
        ["our", "the"],
        ["FDA-registered", "FDA-approved", "FDA-compliant", "FDA-cleared", "FDA registered"],
        ["lab", "facility", "cells", "procedure"],
      ],
      [
        ["we follow", "we comply with", "our clinic meets", "fully compliant with"],
        ["all", "every", "strict", ""],
        ["FDA", "federal"],
        ["guidelines", "regulations", "rules", "standards"],
      ],
      [
        ["your own cells", "these treatments", "stem cell injections"],
        ["do not require", "don't need", "are not subject to"],
        ["FDA approval", "approval", "FDA review"],
      ],
    ],
    credential: [
      [
        ["Dr. Doe is", "our physician is", "she is"],
        ["fellowship-trained", "board-certified", "Harvard-trained", "world-renowned"],
      ],
      [["with", "bringing"], ["over", "more than", "nearly"], ["two", "three", "twenty"], ["decades", "years"], ["of experience"]],
      [
        ["she is", "he was", "our physician is"],
        ["director of", "chief of", "head of"],
        ["the spine program", "orthopedics", "the department"],
      ],
    ],
    price: [
      [
        ["treatment costs", "only", "just", "injections from"],
        ["three thousand", "two thousand five hundred", "fifteen hundred", "4,000", "2,500"],
        ["dollars", "USD"],
      ],
      [
        ["only", "from", "just"],
        ["$999", "$2,500", "$ 3,000"],
      ],
    ],
  },
  es: {
    proportion: [
      [
        ["nueve", "ocho", "siete", "9"],
        ["de cada"],
        ["diez", "10"],
        ["pacientes", "pacientes de rodilla", "personas"],
        ["mejoran", "vuelven a caminar", "están satisfechos"],
      ],
      [
        ["la mayoría de", "casi todos", "muchos de"],
        ["nuestros pacientes", "los pacientes", "nuestros pacientes de cadera"],
        ["mejoran", "vuelven al deporte"],
      ],
      [
        ["el 85 %", "el 90%", "noventa por ciento"],
        ["de nuestros pacientes", "de los pacientes"],
        ["mejora", "está satisfecho"],
      ],
    ],
    typical: [
      [
        ["los pacientes", "nuestros pacientes"],
        ["normalmente", "generalmente", "a menudo", "por lo general"],
        ["sienten", "notan", "disfrutan de", "obtienen"],
        ["alivio", "una mejoría", "mejores resultados", "menos dolor"],
      ],
      [
        ["por lo general,", "normalmente", "a menudo"],
        ["el dolor", "la rigidez"],
        ["de rodilla", ""],
        ["disminuye", "mejora", "se alivia", "desaparece"],
        ["en semanas", "tras la inyección"],
      ],
    ],
    duration: [
      [["los resultados", "los beneficios"], ["duran", "pueden durar"], ["de 2 a 5", "varios", "muchos"], ["años"]],
      [
        ["disfrute de", "obtenga"],
        ["un alivio", "resultados", "beneficios"],
        ["duradero", "permanentes", "a largo plazo", "duraderos"],
      ],
    ],
    efficacy: [
      [
        ["el tratamiento", "la terapia con células madre", "el PRP", "nuestro tratamiento"],
        ["puede", "busca", "va a", "ayuda a", "puede ayudar a"],
        ["reducir", "aliviar", "mejorar", "calmar"],
        ["el dolor", "la inflamación", "la movilidad"],
      ],
      [
        ["para apoyar", "para impulsar", "para estimular", "que activa"],
        ["la curación natural", "la capacidad natural de curarse"],
        ["de su cuerpo", ""],
      ],
      [
        ["para que pueda", "para que usted pueda"],
        ["volver", "regresar"],
        ["a las actividades que le gustan", "a la cancha", "al deporte"],
      ],
    ],
    promise: [
      [
        ["las células madre", "el tratamiento", "esta terapia"],
        ["regeneran", "regenera", "repara", "reparan", "cura", "restaura"],
        ["el cartílago", "los tendones", "la articulación"],
      ],
      [
        ["diga adiós al", "elimine el", "acabe con el"],
        ["dolor de rodilla", "dolor de espalda", "dolor"],
      ],
    ],
    surgery: [
      [
        ["alivio", "resultados", "curación"],
        ["sin cirugía", "sin una operación", "sin necesidad de cirugía"],
      ],
      [
        ["evite", "posponga", "retrase"],
        ["la cirugía", "el reemplazo de rodilla", "una operación"],
      ],
      [
        ["una alternativa", "una alternativa natural"],
        ["al reemplazo de rodilla", "a la cirugía"],
      ],
    ],
    comparison: [
      [["ningún otro"], ["tratamiento", "centro"], ["puede", "logra"], ["igualar nuestros resultados", "ayudarle como el nuestro"]],
      [
        ["mejor que", "más seguro que", "más eficaz que"],
        ["la cirugía", "las inyecciones de cortisona", "los esteroides"],
      ],
      [["a una fracción del"], ["costo", "precio"], ["de la cirugía", ""]],
    ],
    safety: [
      [
        ["el procedimiento es", "nuestro tratamiento es", "es"],
        ["seguro", "totalmente seguro", "100 % seguro", "natural", "seguro y natural"],
      ],
      [
        ["cero", "sin", "ningún"],
        ["riesgo de rechazo", "efectos secundarios", "tiempo de recuperación", "complicaciones"],
      ],
    ],
    certainty: [
      [
        ["clínicamente", "científicamente"],
        ["probado", "comprobado", "demostrado"],
      ],
      [
        ["le garantizamos", "garantizamos"],
        ["resultados", "alivio", "que notará la diferencia"],
      ],
    ],
    regulatory: [
      [
        ["nuestras instalaciones", "nuestro laboratorio", "el centro"],
        ["registrado ante la FDA", "aprobado por la FDA", "certificado por la FDA"],
      ],
      [["cumplimos con", "seguimos", "respetamos"], ["todas las", "las", ""], ["normas", "pautas", "directrices"], ["de la FDA"]],
      [
        ["sus propias células", "estos tratamientos"],
        ["no necesitan", "no requieren"],
        ["la aprobación de la FDA", "aprobación"],
      ],
    ],
    credential: [
      [["la doctora tiene", "nuestra doctora tiene", "con"], ["más de veinte años", "25 años", "décadas"], ["de experiencia"]],
      [
        ["es", "fue"],
        ["jefa de servicio", "directora del programa", "jefe de departamento"],
        ["en un hospital", "de medicina deportiva"],
      ],
    ],
    price: [
      [["el tratamiento cuesta", "solo", "desde"], ["tres mil", "dos mil quinientos", "mil quinientos"], ["dólares"]],
      [
        ["solo", "desde"],
        ["$999", "$2,500"],
      ],
    ],
  },
  fr: {
    proportion: [
      [
        ["neuf", "huit", "sept", "9"],
        ["patients", "patients du genou", "personnes"],
        ["sur"],
        ["dix", "10"],
        ["vont mieux", "sont satisfaits", "remarchent"],
      ],
      [
        ["la plupart de", "presque tous", "beaucoup de"],
        ["nos patients", "nos patients de la hanche"],
        ["vont mieux", "reprennent le sport"],
      ],
      [
        ["85 %", "90 %", "quatre-vingt-dix pour cent"],
        ["de nos patients", "des patients"],
        ["vont mieux", "sont satisfaits"],
      ],
    ],
    typical: [
      [
        ["les patients", "nos patients"],
        ["ressentent", "remarquent", "obtiennent"],
        ["généralement", "souvent", "en général"],
        ["un soulagement", "une amélioration", "de bons résultats"],
      ],
      [
        ["en général,", "généralement", "souvent"],
        ["la douleur", "la raideur"],
        ["du genou", ""],
        ["diminue", "s'atténue", "s'améliore", "disparaît"],
        ["en quelques semaines", "après l'injection"],
      ],
    ],
    duration: [
      [
        ["les résultats", "les bienfaits"],
        ["durent", "peuvent durer"],
        ["de 2 à 5", "plusieurs", "des"],
        ["ans", "années"],
      ],
      [["profitez d'un", "obtenez un"], ["soulagement"], ["durable", "définitif", "à long terme"]],
    ],
    efficacy: [
      [
        ["le traitement", "la thérapie par cellules souches", "le PRP", "notre traitement"],
        ["peut", "vise à", "va", "aide à", "peut aider à"],
        ["réduire", "soulager", "améliorer", "calmer"],
        ["la douleur", "l'inflammation", "la mobilité"],
      ],
      [
        ["pour soutenir", "pour relancer", "pour stimuler", "qui active"],
        ["la guérison naturelle", "la capacité à guérir"],
        ["de votre corps", "du corps", ""],
      ],
      [["pour que vous puissiez"], ["reprendre", "retrouver"], ["les activités que vous aimez", "le sport"]],
    ],
    promise: [
      [
        ["les cellules souches", "le traitement", "cette thérapie"],
        ["régénèrent", "régénère", "répare", "réparent", "restaure"],
        ["le cartilage", "les tendons", "l'articulation"],
      ],
      [
        ["dites adieu à", "éliminez", "mettez fin à"],
        ["la douleur du genou", "votre mal de dos", "la douleur"],
      ],
    ],
    surgery: [
      [
        ["un soulagement", "des résultats", "la guérison"],
        ["sans chirurgie", "sans opération", "sans avoir besoin d'une chirurgie"],
      ],
      [
        ["évitez", "repoussez", "retardez"],
        ["la chirurgie", "la prothèse du genou", "une opération"],
      ],
      [
        ["une alternative", "une alternative naturelle"],
        ["à la prothèse du genou", "à la chirurgie"],
      ],
    ],
    comparison: [
      [["aucun autre"], ["traitement", "centre"], ["ne peut", "ne pourra"], ["égaler nos résultats", "vous aider comme le nôtre"]],
      [
        ["meilleur que", "plus sûr que", "plus efficace que"],
        ["la chirurgie", "les infiltrations de cortisone", "les anti-inflammatoires"],
      ],
      [["pour une fraction du"], ["coût", "prix"], ["de la chirurgie", ""]],
    ],
    safety: [
      [
        ["l'intervention est", "notre traitement est", "c'est"],
        ["sûr", "totalement sûre", "100 % sûr", "naturel", "sans danger"],
      ],
      [
        ["zéro", "sans", "aucun"],
        ["risque de rejet", "effets secondaires", "temps d'arrêt", "complications"],
      ],
    ],
    certainty: [
      [
        ["cliniquement", "scientifiquement"],
        ["prouvé", "démontré", "validé"],
      ],
      [
        ["nous vous garantissons", "garanti :"],
        ["des résultats", "un soulagement", "une différence"],
      ],
    ],
    regulatory: [
      [
        ["notre centre", "notre laboratoire"],
        ["enregistré auprès de la FDA", "approuvé par la FDA", "certifié par la FDA"],
      ],
      [["nous respectons", "nous suivons", "conforme aux"], ["toutes les", "les", ""], ["règles", "directives", "normes"], ["de la FDA"]],
      [
        ["vos propres cellules", "ces traitements"],
        ["n'ont pas besoin de l'approbation", "ne nécessitent pas d'approbation"],
        ["de la FDA", ""],
      ],
    ],
    credential: [
      [["notre médecin a", "la médecin a", "avec"], ["plus de vingt ans", "25 ans", "des décennies"], ["d'expérience"]],
      [
        ["elle est", "il était"],
        ["chef de service", "directrice du programme", "cheffe de service"],
        ["à l'hôpital", "de médecine du sport"],
      ],
    ],
    price: [
      [["le traitement coûte", "seulement", "à partir de"], ["trois mille", "deux mille cinq cents", "mille cinq cents"], ["dollars"]],
      [
        ["seulement", "à partir de"],
        ["999 $", "2 500 $", "$999"],
      ],
    ],
  },
  ht: {
    proportion: [
      [["nèf", "uit", "sèt", "9"], ["pasyan", "pasyan jenou", "moun"], ["sou"], ["dis", "10"], ["vin pi byen", "satisfè", "mache ankò"]],
      [
        ["pifò", "prèske tout", "anpil"],
        ["pasyan nou yo", "pasyan ranch nou yo"],
        ["vin pi byen", "retounen nan espò"],
      ],
      [["85%", "90%", "katrevendis pousan"], ["nan pasyan nou yo"], ["vin pi byen", "satisfè"]],
    ],
    typical: [
      [
        ["pasyan yo", "pasyan nou yo"],
        ["anjeneral", "souvan", "nòmalman"],
        ["jwenn", "santi", "remake"],
        ["soulajman", "amelyorasyon", "pi byen", "mwens doulè"],
      ],
      [
        ["anjeneral,", "souvan", "nòmalman"],
        ["doulè", "rèdi"],
        ["jenou an", "a", ""],
        ["bese", "diminye", "amelyore"],
        ["nan kèk semèn", "apre piki a"],
      ],
    ],
    duration: [
      [
        ["rezilta yo", "benefis yo"],
        ["dire", "ka dire"],
        ["2-5", "plizyè", "anpil"],
        ["ane", "lane"],
      ],
      [
        ["jwi", "jwenn"],
        ["soulajman", "rezilta", "benefis"],
        ["ki dire lontan", "pèmanan", "pou toutan"],
      ],
    ],
    efficacy: [
      [
        ["tretman an", "terapi ak selil souch", "PRP", "tretman nou an"],
        ["ka", "vize", "pral", "ka ede", "ede"],
        ["diminye", "soulaje", "amelyore", "kalme"],
        ["doulè", "enflamasyon", "mouvman"],
      ],
      [
        ["pou sipòte", "pou relanse", "pou estimile", "ki aktive"],
        ["gerizon natirèl", "kapasite natirèl"],
        ["kò w", ""],
      ],
      [["pou w ka"], ["retounen", "tounen"], ["nan aktivite ou renmen yo", "sou teren"]],
    ],
    promise: [
      [
        ["selil souch", "tretman an", "terapi sa a"],
        ["rejenere", "repare", "retabli"],
        ["kartilaj", "tandon yo", "jwenti a"],
      ],
      [
        ["di orevwa ak", "elimine", "fini ak"],
        ["doulè jenou", "doulè do", "doulè"],
      ],
    ],
    surgery: [
      [
        ["soulajman", "rezilta", "gerizon"],
        ["san operasyon", "san chiriji", "san bezwen operasyon"],
      ],
      [
        ["evite", "ranvwaye", "retade"],
        ["operasyon an", "ranplasman jenou", "yon operasyon"],
      ],
      [
        ["yon altènativ", "yon altènativ natirèl"],
        ["pou ranplasman jenou", "pou operasyon"],
      ],
    ],
    comparison: [
      [["pa gen lòt", "okenn lòt"], ["tretman", "klinik"], ["ki ka"], ["bay rezilta tankou pa nou", "ede w tankou pa nou"]],
      [
        ["pi bon pase", "pi efikas pase", "pi an sekirite pase"],
        ["operasyon", "piki kòtizòn", "estewoyid"],
      ],
      [["yon ti moso nan pri"], ["yon operasyon", "chiriji a"]],
    ],
    safety: [
      [
        ["pwosedi a", "tretman nou an", "li"],
        ["san danje", "totalman san danje", "natirèl", "san risk"],
      ],
      [
        ["zewo", "pa gen okenn"],
        ["chans pou rejè", "efè segondè", "konplikasyon", "tan pou refè"],
      ],
    ],
    certainty: [
      [
        ["pwouve klinikman", "demontre syantifikman"],
        ["pou soulaje doulè", ""],
      ],
      [
        ["nou garanti", "garanti:"],
        ["rezilta", "soulajman", "w ap santi diferans"],
      ],
    ],
    regulatory: [
      [
        ["sant nou an", "laboratwa nou an"],
        ["anrejistre nan FDA", "apwouve pa FDA", "sètifye pa FDA"],
      ],
      [["nou swiv", "nou respekte"], ["tout", ""], ["règ", "direktiv", "nòm"], ["FDA yo"]],
      [
        ["pwòp selil ou", "tretman sa yo"],
        ["pa bezwen", "pa mande"],
        ["apwobasyon FDA", "otorizasyon"],
      ],
    ],
    credential: [
      [["doktè nou an gen", "doktè a gen", "ak"], ["plis pase ven ane", "25 ane", "plis pase de dizèn ane"], ["eksperyans"]],
      [
        ["li se", "li te"],
        ["chèf sèvis", "direktè nan pwogram", "chèf depatman"],
        ["nan yon lopital", "medsin espò"],
      ],
    ],
    price: [
      [["tretman an koute", "sèlman", "apati"], ["twa mil", "de mil senk san", "mil senk san"], ["dola"]],
      [
        ["sèlman", "apati"],
        ["$999", "$2,500"],
      ],
    ],
  },
}

/** The generated sentences of one kind of claim in one language. */
export function variants(lang: LanguageCode, kind: ClaimKind) {
  return ofTemplates(TEMPLATES[lang][kind])
}
