import { words, type ClaimLanguage, type ClaimPattern } from "./language"

/**
 * How clinics claim outcomes in Haitian Creole: the kinds of english.ts, in Creole words (standard
 * orthography). "san" is both "a hundred" and "without", "de" both "two" and "of": the patterns
 * read them in context.
 */

const UNITS = "en|youn|de|twa|kat|senk|sis|sèt|uit|nèf"
const TEENS = "dis|onz|douz|trèz|katòz|kenz|sèz|disèt|dizuit|diznèf"
const TENS = "ven|trant|karant|senkant|swasant|swasanndis|katreven|katrevendis"
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|(?:${TENS})(?:[-\\s]?(?:${UNITS}|${TEENS}))?|${TEENS}|${UNITS}|san)`
const RANGE = `${NUMBER}(?:\\s*(?:[-–]|a)\\s*${NUMBER})?`
const PEOPLE = "pasyan|moun|gason|fanm|kliyan|atlèt|granmoun"
const BEFORE_PEOPLE = "(?:\\w[\\w'-]*\\s+){0,3}?"
const TREATMENT =
  "(?:selil\\s+souch(?:\\s+yo)?|(?:pwòp\\s+)?selil\\s+(?:ou|w|nou)(?:\\s+yo)?|tretman(?:\\s+(?:an|sa\\s+a|nou\\s+an|yo|rejeneratif))?|terapi(?:\\s+(?:a|sa\\s+a|ak\\s+selil\\s+souch))?|piki(?:\\s+(?:a|yo|sa\\s+a))?|PRP|plasma\\s+ki\\s+gen\\s+anpil\\s+plakèt|medsin\\s+rejeneratif|li)"
const HEDGE =
  "(?:\\s+(?:ka|kapab|ap|pral|va|ta|souvan|anjeneral|tou|menm|vrèman|vize(?:\\s+pou)?|fèt\\s+pou|sèvi\\s+pou|ede|te))"
const EFFECT =
  "(?:ede|soulaje|diminye|redui|kalme|amelyore|ranfòse|estimile|akselere|trete|konbat|ankouraje|sipòte|ralanti|rajeni|pwoteje|epesi|fè\\s+doulè\\s+(?:a\\s+)?(?:bese|diminye|ale))"
const SURGERY =
  "(?:(?:yon|la|lan)\\s+)?(?:operasyon|chiriji|ranplasman|pwotèz|ranplase\\s+(?:jenou|ranch|zepòl|jwenti)(?:\\s+(?:ou|w|lan|la|an))?|(?:ranplasman|pwotèz)\\s+(?:jenou|ranch|zepòl|jwenti))"
const FEW_WORDS = "(?:(?:[\\w'-]+,?)\\s+){0,3}?"
const AMOUNT_WORDS = `(?:${TENS}|${TEENS}|${UNITS}|san|mil|milyon|\\d+(?:[.,]\\d+)*)`
const AMOUNT = `${AMOUNT_WORDS}(?:[\\s-]+${AMOUNT_WORDS})*`

const PATTERNS: readonly ClaimPattern[] = [
  { kind: "proportion", pattern: words(`(?<![\\w$])${RANGE}[\\s-]*(?:%|pousan\\b|pou\\s+san\\b)`) },
  { kind: "proportion", pattern: words(`\\b${NUMBER}\\s+${BEFORE_PEOPLE}(?:${PEOPLE})(?:\\s+[\\w'-]+){0,3}?\\s+sou\\s+(?:chak\\s+)?${NUMBER}\\b`) },
  { kind: "proportion", pattern: words("\\b(?:mwatye|yon\\s+tyè|de\\s+tyè|yon\\s+ka|twa\\s+ka|majorite|gran\\s+majorite)\\s+(?:nan\\s+|(?:pasyan|moun)\\b)") },
  {
    kind: "proportion",
    pattern: words(
      `\\b(?:pifò|prèske\\s+tout|anpil)(?!\\s+(?:milye|santèn|milyon|dizèn)\\b)\\s+(?:nan\\s+)?(?:(?:pasyan|moun)\\s+)?${BEFORE_PEOPLE}(?:${PEOPLE})\\b`,
    ),
    negatable: true,
  },
  { kind: "proportion", pattern: words("\\bprèske\\s+tout\\s+moun\\b") },
  { kind: "proportion", pattern: words("\\bto\\s+(?:siksè|reyisit|gerizon)\\b|\\b(?:anpil|gwo)\\s+siksè\\b"), negatable: true },

  {
    kind: "typical",
    pattern: words(
      "\\b(?:anjeneral|souvan|nòmalman|tipikman|dabitid|pifò\\s+tan|nan\\s+pifò\\s+ka)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:jwenn|santi|remake|wè|gen|genyen|fè\\s+eksperyans)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:soulajman|amelyorasyon|pi\\s+byen|mwens\\s+doulè|rezilta|benefis|yon\\s+diferans|yon\\s+chanjman|gerizon|pwogrè)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:anjeneral|souvan|nòmalman|tipikman|dabitid)\\s+(?:kòmanse\\s+)?(?:bese|diminye|amelyore|geri|refè|vin\\s+pi\\s+fasil|vin\\s+pi\\s+byen|santi\\s+pi\\s+byen)\\b|\\bdoulè\\s+(?:a\\s+)?(?:souvan|anjeneral)\\s+(?:kòmanse\\s+)?(?:bese|diminye)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:soulajman|amelyorasyon|rezilta|benefis|gerizon)(?:\\s+(?:an|la|yo))?\\s+(?:anjeneral|souvan|nòmalman|dabitid)\\s+(?:vini|kòmanse|parèt|dire|ogmante|bati)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:anjeneral|souvan|nòmalman|tipikman|dabitid|nan\\s+pifò\\s+ka),?\\s+(?:doulè|rèdi|mouvman|cheve|jwenti|jenou)(?:\\s+[\\w'-]+){0,3}?\\s+(?:bese|diminye|amelyore|geri|disparèt|pouse\\s+ankò)\\b",
    ),
  },
  { kind: "typical", pattern: words("\\bpasyan\\s+(?:mwayen|tipik)\\b|\\brezilta\\s+tipik\\b") },

  {
    kind: "duration",
    pattern: words(
      `\\bdire\\s+(?:jiska\\s+|apeprè\\s+|omwen\\s+|plis\\s+pase\\s+|pandan\\s+)?(?:${RANGE}|plizyè|anpil)\\s+(?:ane|lane|zan|mwa)\\b|\\b(?:soulajman|rezilta|benefis|amelyorasyon|efè)\\s+(?:ki\\s+dire\\s+|pandan\\s+)(?:plizyè\\s+ane|ane|lavi|tout\\s+lavi|lontan)\\b`,
    ),
  },
  {
    kind: "duration",
    pattern: words(
      "\\b(?:soulajman|rezilta|benefis|amelyorasyon|efè|solisyon|gerizon)\\s+(?:ki\\s+dire\\s+lontan|pèmanan|pou\\s+toutan|pou\\s+tout\\s+lavi|alontèm)\\b|\\bpou\\s+toutbon\\b|\\byon\\s+fwa\\s+pou\\s+tout\\b|\\bpou\\s+toutan\\b",
    ),
  },

  { kind: "efficacy", pattern: words(`\\b${TREATMENT}${HEDGE}{0,3}\\s+${EFFECT}\\b`) },
  { kind: "efficacy", pattern: words(`\\bede\\s+(?:kò\\s+(?:ou|w)\\s+|ou\\s+|w\\s+)?(?:diminye|soulaje|geri|repare|retabli|refè|amelyore|rejenere|retounen|tounen)\\b`) },
  { kind: "efficacy", pattern: words(`\\b(?:pwouve|demontre)\\s+(?:ke\\s+)?(?:li\\s+)?${EFFECT}\\b|\\bak\\s+efikasite\\b`) },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:sipòte|ankouraje|estimile|aktive|akselere|reveye|relanse|bay\\s+fòs\\s+a|pouse)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:gerizon|reparasyon|rekiperasyon|rejenerasyon|kapasite)\\s+(?:natirèl|kò\\s+(?:ou|w)|pou\\s+(?:geri|repare))\\b|\\bgerizon\\s+natirèl\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:retounen|tounen)\\s+(?:nan|sou|bay)\\s+(?:aktivite|espò|lavi|teren|jwèt|jimnaz)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:ou|w|yo)\\s+(?:renmen|pi\\s+renmen|regrèt)\\b|\\b(?:tounen|retounen)\\s+sou\\s+teren\\b|\\bpou\\s+(?:ou|w)\\s+(?:ka|kapab)\\s+(?:retounen|tounen|jwi|mache|kouri|jwe)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:IRM|MRI|imaj|radyografi|ekografi|foto)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:montre|revele|konfime|pwouve)\\s+(?:(?:[\\w'-]+,?)\\s+){0,3}?(?:pi\\s+epè|pi\\s+an\\s+sante|plis\\s+katilaj|nouvo|pi\\s+bon|amelyore|rejenere|repare)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\bchanje\\s+lavi\\s+(?:ou|w|yo)\\b|\\bchanje\\s+kou\\s+\\w+\\b|\\b(?:jwenn|gen)\\s+soulajman\\b|\\bsoulajman\\s+pou\\s+doulè\\b|(?:^|[.!:]\\s*)(?:èd|soulajman)\\s+pou\\s+\\w+",
    ),
  },

  { kind: "promise", pattern: words("\\brejener(?:e|asyon)\\b") },
  { kind: "promise", pattern: words("\\b(?:pouse|grandi)\\s+ankò\\b|\\bnouvo\\s+(?:katilaj|tisi|cheve)\\b|\\bfè\\s+cheve\\s+(?:pouse|grandi)\\b") },
  { kind: "promise", pattern: words("\\brepar(?:e|asyon)\\b") },
  { kind: "promise", pattern: words("\\bfè\\s+\\w+\\s+fè\\s+bak\\b|\\bfè\\s+(?:maladi|atrit|otis|domaj)\\s+\\w*\\s*(?:fè\\s+bak|rekile|ale)\\b|\\bran(?:ve|vèse)\\b") },
  { kind: "promise", pattern: words("\\brebati\\b|\\brekonstwi\\b") },
  {
    kind: "promise",
    pattern: words(
      "\\bgeri\\s+(?:(?:jenou|ranch|zepòl|do|jwenti|tandon|blesi|atrit|doulè|maladi|otis|katilaj)\\b|(?:ou|w|li|yo)\\s*(?:nèt|konplètman|pou\\s+toutbon)?(?:\\.|$|\\s))|\\bgerizon\\s+(?:konplè|total|definitif)\\b|\\bremèd\\s+pou\\b|\\b(?:yon|se\\s+yon)\\s+gerizon\\b",
    ),
  },
  { kind: "promise", pattern: words("\\bretabli\\b|\\bremèt\\s+(?:jenou|jwenti|kò)\\b") },
  {
    kind: "promise",
    pattern: words(
      "\\belimine\\b|\\b(?:fini|fin)\\s+ak\\s+doulè\\b|\\bsispann\\s+doulè\\b|\\b(?:di|fè)\\s+orevwa\\b|\\bpa\\s+janm\\s+gen\\s+doulè\\s+ankò\\b|\\b(?:viv|lib)\\s+san\\s+doulè\\b|\\bsan\\s+doulè\\s+ankò\\b|\\bpa\\s+gen\\s+doulè\\s+ankò\\b",
    ),
  },
  { kind: "promise", pattern: words("\\bavèg\\s+yo\\s+wè\\b|\\b(?:wè|pale|tande)\\s+ankò\\b|\\b(?:ka|te\\s+ka|pral)\\s+mache\\s+ankò\\b|\\bpremye\\s+mo\\b|\\bmirak\\w*") },

  {
    kind: "certainty",
    pattern: words(
      "\\b(?:pwouve|demontre|teste)\\s+(?:nan\\s+klinik|klinikman|syantifikman|pa\\s+lasyans)\\b|\\bklinikman\\s+(?:pwouve|demontre)\\b|\\befikasite\\s+(?:pwouve|demontre)\\b",
    ),
  },
  { kind: "certainty", pattern: words("\\bgaranti(?:ye)?\\b") },
  {
    kind: "certainty",
    pattern: words(
      "\\b(?:etid|rechèch|esè)(?:\\s+yo)?\\s+(?:montre|pwouve|konfime|demontre)\\s+(?:ke\\s+)?(?:li\\s+mache|tretman|selil|sa\\s+a)\\b|\\b100\\s*%\\s+(?:efikas|siksè)\\b|\\btoujou\\s+mache\\b",
    ),
  },

  { kind: "safety", pattern: words("\\bsan\\s+(?:okenn\\s+)?risk\\b|\\b(?:li|se|yo|tretman(?:\\s+\\w+){0,2}|pwosedi(?:\\s+\\w+){0,2}|piki(?:\\s+\\w+){0,2}|terapi(?:\\s+\\w+){0,2}|altènativ|opsyon|fason|solisyon)\\s+san\\s+danje\\b|\\b(?:totalman|konplètman|100\\s*%|nèt)\\s+(?:an\\s+sekirite|san\\s+danje)\\b") },
  { kind: "safety", pattern: words("\\b(?:100\\s*%\\s+)?natirèl(?:man)?\\b") },
  {
    kind: "safety",
    pattern: words(
      "\\b(?:zewo|pa\\s+gen(?:\\s+okenn)?|okenn|ti\\s+kras|piti)\\s+(?:chans|risk|posiblite)\\s+(?:pou|de)\\b|\\b(?:san|zewo|pa\\s+gen(?:\\s+okenn)?)\\s+(?:tan\\s+pou\\s+(?:w\\s+)?refè|efè\\s+segondè|konplikasyon|rejè|mak|repo)\\b",
    ),
    negatable: false,
  },
  { kind: "safety", pattern: words("\\b(?:pa\\s+ka|p\\s+ap|pa\\s+janm)\\s+rejte\\b"), negatable: false },

  { kind: "surgery", pattern: words(`\\bsan\\s+(?:bezwen\\s+|pa\\s+bezwen\\s+|fè\\s+)?${FEW_WORDS}${SURGERY}\\b`) },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:evite|ranvwaye|retade|remete|ranplase|bliye|pa\\s+bezwen\\s+ankò|pap\\s+bezwen\\s+ankò|p\\s+ap\\s+bezwen\\s+ankò)\\s+${FEW_WORDS}${SURGERY}\\b`,
    ),
  },
  {
    kind: "surgery",
    pattern: words(`\\b(?:altènativ|lòt\\s+opsyon|ranplasan)(?:\\s+[\\w'-]+){0,4}?\\s+(?:pou|a|olye)\\s+${FEW_WORDS}${SURGERY}\\b|\\bolye\\s+(?:de|pou)?\\s*${FEW_WORDS}${SURGERY}\\b|\\b(?:opsyon|solisyon|èd)\\s+san\\s+operasyon\\b`),
  },

  {
    kind: "comparison",
    pattern: words(
      "\\b(?:okenn|pa\\s+gen)\\s+lòt\\s+(?:[\\w'-]+\\s+){0,3}?(?:ki\\s+)?(?:ka|kapab|bay|mache|ofri)\\b|\\banyen\\s+lòt\\s+(?:pa\\s+)?(?:ka|mache)\\b|\\btankou\\s+pa\\s+nou\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bkontrèman\\s+ak\\b|\\b(?:pi\\s+bon|pi\\s+an\\s+sekirite|pi\\s+rapid|pi\\s+efikas|pi\\s+natirèl|pi\\s+bon\\s+mache|mwens\\s+envazif|siperyè)\\s+(?:pase|ak)\\b(?!\\s+(?:anvan|avan|lè|sa\\s+l|jan))",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\byon\\s+ti\\s+moso\\s+nan\\s+pri\\b|\\b(?:koute|peye)\\s+(?:anpil\\s+)?mwens\\s+pase\\b|\\bpi\\s+bon\\s+(?:klinik|tretman|terapi|sant|rezilta)\\b|\\b(?:sèl|dènye\\s+kri|revolisyonè|inovatè|pi\\s+avanse|alapwent)\\s+(?:[\\w'-]+\\s+){0,2}?(?:klinik|tretman|terapi|opsyon|solisyon|teknoloji|teknik|sant|altènativ|rezilta)\\b|\\b(?:klinik|tretman|terapi|teknoloji|teknik|sant|enstalasyon)\\s+(?:[\\w'-]+\\s+){0,2}?(?:dènye\\s+kri|alapwent|revolisyonè|pi\\s+avanse)\\b",
    ),
  },

  {
    kind: "regulatory",
    pattern: words(
      "\\b(?:anrejistre|apwouve|sètifye|enspekte)\\s+(?:nan|pa|bò\\s+kote)\\s+FDA\\b|\\b(?:swiv|respekte|konfòm\\s+ak)\\s+(?:tout\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:règ|direktiv|nòm|egzijans)\\s+(?:FDA|la\\s+FDA)\\b",
    ),
  },
  { kind: "regulatory", pattern: words("\\bpa\\s+(?:bezwen|mande)\\s+(?:apwobasyon|otorizasyon)\\b|\\bFDA\\s+pa\\s+bezwen\\s+apwouve\\b"), negatable: false },

  {
    kind: "credential",
    pattern: words(
      "\\bsètifye\\s+pa\\s+(?:bòd|konsèy)\\b|\\bfòmasyon\\s+fellowship\\b|\\b\\d+\\s+(?:ane|lane|zan)\\s+eksperyans\\b|\\b(?:plis\\s+pase|prèske)\\s+(?:[\\w-]+\\s+){0,2}?(?:ane|lane|zan|dizèn)\\s+(?:nan\\s+)?eksperyans\\b|\\bdizèn\\s+ane\\s+eksperyans\\b|\\blong\\s+karyè\\b",
    ),
  },
  {
    kind: "credential",
    pattern: words("\\bchèf\\s+(?:sèvis|depatman|divizyon)\\b|\\bdirektè\\s+(?:medikal\\s+)?(?:nan|de)\\b|\\bpwofesè\\s+(?:nan|de)\\b|\\brekonèt\\s+(?:nan\\s+)?(?:lemonn\\s+antye|entènasyonalman)\\b"),
  },

  { kind: "price", pattern: words(`\\b${AMOUNT}\\s+(?:dola|USD|ero)\\b|[$€£]\\s?\\d+(?:[,.]\\d+)*`) },
]

export const CREOLE: ClaimLanguage = {
  patterns: PATTERNS,
  negation: words("\\b(?:pa|p|poko|janm|okenn|ni|pèsonn|anyen|non|san\\s+(?:pwomèt|garanti))\\b(?:\\s+(?!(?:e|men|paske|epi|kidonk)\\b)[\\w'’-]+){0,6}\\s*$"),
  comparing: words("\\b(?:ki\\s+pa\\s+yon\\s+operasyon|okenn\\s+lòt|pa\\s+gen\\s+lòt|anyen\\s+lòt|pèsonn\\s+lòt|pa\\s+sèlman)\\b"),
  supposing: words(
    "\\bsi\\b[^,;:.]*$|\\bsi\\s+(?:tretman\\s+(?:an|sa\\s+a)|li|terapi\\s+a|piki\\s+a)?\\s*(?:(?:ka|te)\\s+)?(?:ede|mache|amelyore)\\b|\\b(?:si|lè)\\s*$|\\b(?:si|lè)\\s+(?:tretman|terapi|piki|li)\\s*(?:[\\w-]+\\s*)?$|\\bsi\\s+(?:li|sa)\\s+(?:mache|ede|san\\s+danje|efikas)\\b|\\bkonbyen\\b|\\bki\\s+jan\\b|\\bkijan\\b|\\betidye\\s+si\\b",
  ),
  rhetorical: words("^\\W*(?:poukisa|imajine|bouke|pare|ou\\s+vle)\\b"),
}
