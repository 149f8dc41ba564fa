import { words, type ClaimLanguage, type ClaimPattern } from "./language"

/** How clinics claim outcomes in French: the kinds of english.ts, in French words. */

const UNITS = "un|une|deux|trois|quatre|cinq|six|sept|huit|neuf"
const TEENS = "dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf"
const TENS = "vingt|trente|quarante|cinquante|soixante|soixante-dix|quatre-vingts?|quatre-vingt-dix"
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|(?:${TENS})(?:[-\\s](?:et[-\\s])?(?:${UNITS}|${TEENS}))?|${TEENS}|${UNITS}|cent)`
const RANGE = `${NUMBER}(?:\\s*(?:[-–]|à)\\s*${NUMBER})?`
const PEOPLE = "patients|patientes|personnes|hommes|femmes|clients|cas|sportifs|athlètes|adultes"
const BEFORE_PEOPLE = "(?:\\w[\\w'-]*\\s+){0,3}?"
const TREATMENT =
  "(?:(?:les\\s+)?cellules\\s+souches|(?:vos|nos|les|ces)\\s+(?:propres\\s+)?cellules|(?:le|ce|notre|un|chaque|la|cette|une)\\s+(?:\\w+\\s+)?(?:traitement|thérapie|intervention|injection|piqûre)|(?:les|nos|ces)?\\s*(?:traitements|thérapies|injections)|(?:le\\s+)?PRP|plasma\\s+riche\\s+en\\s+plaquettes|(?:la\\s+)?médecine\\s+régénérative|il|elle|ils|elles)"
const HEDGE =
  "(?:\\s+(?:peut|peuvent|pourrait|pourraient|va|vont|aussi|même|souvent|vraiment|efficacement|aide\\s+à|aident\\s+à|vise\\s+à|visent\\s+à|permet\\s+de|permettent\\s+de|contribue\\s+à|contribuent\\s+à|sert\\s+à|servent\\s+à|est\\s+conçue?\\s+pour|sont\\s+conçue?s\\s+pour|a\\s+montré|ont\\s+montré))"
const EFFECT =
  "(?:aider|aide|aident|aidera|réduire|réduit|réduisent|soulager|soulage|soulagent|atténuer|atténue|apaiser|apaise|calmer|calme|améliorer|améliore|améliorent|diminuer|diminue|diminuent|stimuler|stimule|stimulent|favoriser|favorise|favorisent|relancer|relance|accélérer|accélère|renforcer|renforce|traiter|traite|traitent|combattre|combat|soutenir|soutient|revitaliser|revitalise|rajeunir|rajeunit|freiner|freine|ralentir|ralentit|épaissir|épaissit|protéger|protège)"
const SURGERY =
  "(?:(?:une|la|l'|le|un)\\s*)?(?:chirurgie|chirurgies|opération|opérations|prothèse|prothèses|remplacement|(?:prothèse|remplacement)\\s+(?:du|de\\s+la|de\\s+l')\\s*(?:genou|hanche|épaule|articulation))"
const FEW_WORDS = "(?:(?:[\\w'-]+,?)\\s+){0,3}?"
const AMOUNT_WORDS = `(?:${TENS}|${TEENS}|${UNITS}|cent|cents|mille|million|millions|\\d+(?:[\\s.,]\\d+)*)`
const AMOUNT = `${AMOUNT_WORDS}(?:[\\s-]+(?:et[\\s-]+)?${AMOUNT_WORDS})*`

const PATTERNS: readonly ClaimPattern[] = [
  { kind: "proportion", pattern: words(`(?<![\\w$])${RANGE}[\\s-]*(?:%|pour\\s+cent\\b|pourcent\\b)`) },
  { kind: "proportion", pattern: words(`\\b${NUMBER}\\s+${BEFORE_PEOPLE}(?:${PEOPLE})(?:\\s+[\\w'-]+){0,3}?\\s+sur\\s+${NUMBER}\\b`) },
  { kind: "proportion", pattern: words(`\\b(?:la\\s+moitié|un\\s+tiers|deux\\s+tiers|un\\s+quart|trois\\s+quarts|la\\s+(?:grande\\s+|large\\s+|vaste\\s+)?majorité)\\s+(?:de|des|d')`) },
  {
    kind: "proportion",
    pattern: words(
      `\\b(?:la\\s+plupart|presque\\s+tou(?:s|tes)|quasiment\\s+tou(?:s|tes)|beaucoup|de\\s+nombreu(?:x|ses)|bon\\s+nombre|un\\s+grand\\s+nombre)(?!\\s+(?:de\\s+)?(?:milliers|centaines|millions|dizaines)\\b)\\s+(?:de\\s+|des\\s+|d')?(?:(?:nos|les|ces|vos)\\s+)?${BEFORE_PEOPLE}(?:${PEOPLE})\\b`,
    ),
    negatable: true,
  },
  { kind: "proportion", pattern: words("\\bpresque\\s+tout\\s+le\\s+monde\\b") },
  { kind: "proportion", pattern: words("\\btaux\\s+de\\s+(?:réussite|succès|guérison)\\b|\\b(?:grand|excellent|fort)\\s+(?:taux\\s+de\\s+)?succès\\b"), negatable: true },

  {
    kind: "typical",
    pattern: words(
      "\\b(?:généralement|habituellement|normalement|typiquement|en\\s+général|souvent|fréquemment|d'ordinaire|la\\s+plupart\\s+du\\s+temps|dans\\s+la\\s+plupart\\s+des\\s+cas)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:profitent?|ressentent?|ressent|remarquent?|constatent?|voient|voit|obtiennent|obtient|ont|a|connaissent|connaît)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:soulagement|amélioration|mieux|moins\\s+(?:mal|de\\s+douleur)|résultats?|bienfaits?|une\\s+différence|un\\s+changement|guérison|progrès)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:généralement|habituellement|normalement|en\\s+général|souvent|fréquemment)\\s+(?:commence\\s+à\\s+|commencent\\s+à\\s+)?(?:soulagé|s'atténue|s'améliore|s'améliorent|diminue|guérit|devient\\s+plus\\s+facile|deviennent\\s+plus\\s+faciles|va\\s+mieux|vont\\s+mieux)\\b|\\bla\\s+douleur\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:souvent|généralement|en\\s+général)\\s+(?:[\\w'-]+\\s+)?(?:s'atténue|diminue|disparaît)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:le\\s+soulagement|l'amélioration|les\\s+résultats|les\\s+bienfaits|la\\s+guérison)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:généralement|habituellement|en\\s+général|souvent|normalement)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:profitent?|ressentent?|ressent|remarquent?|constatent?|obtiennent|obtient|ont|a)\\s+(?:généralement|habituellement|normalement|souvent|en\\s+général|typiquement)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:soulagement|amélioration|mieux|moins\\s+(?:mal|de\\s+douleur)|résultats?|bienfaits?|guérison|progrès)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:généralement|habituellement|normalement|en\\s+général|souvent|dans\\s+la\\s+plupart\\s+des\\s+cas),?\\s+(?:la|le|les|votre|vos)\\s+(?:douleur|raideur|mobilité|cheveux|articulation|genou)(?:\\s+[\\w'-]+){0,3}?\\s+(?:s'atténue|diminue|s'améliore|disparaît|guérit|repousse(?:nt)?)\\b",
    ),
  },
  { kind: "typical", pattern: words("\\b(?:le\\s+)?(?:patient|résultat)\\s+(?:moyen|typique)\\b") },

  {
    kind: "duration",
    pattern: words(
      `\\bdure(?:nt|r)?\\s+(?:jusqu'à\\s+|environ\\s+|au\\s+moins\\s+|plus\\s+de\\s+|pendant\\s+|de\\s+|entre\\s+)?(?:${RANGE}|plusieurs|de\\s+nombreuses|des)\\s+(?:ans|années|mois)\\b|\\b(?:soulagement|résultats?|bienfaits?|amélioration|effets?)\\s+(?:qui\\s+dure(?:nt)?\\s+|pendant\\s+)(?:des\\s+années|des\\s+décennies|toute\\s+la\\s+vie|longtemps)\\b`,
    ),
  },
  {
    kind: "duration",
    pattern: words(
      "\\b(?:soulagement|résultats?|bienfaits?|amélioration|effets?|solution|guérison)\\s+(?:durables?|permanents?|permanentes?|définitifs?|définitives?|à\\s+long\\s+terme|pour\\s+la\\s+vie)\\b|\\b(?:des\\s+années|des\\s+décennies)\\s+de\\s+soulagement\\b|\\bpour\\s+de\\s+bon\\b|\\bune\\s+fois\\s+pour\\s+toutes\\b",
    ),
  },

  { kind: "efficacy", pattern: words(`\\b${TREATMENT}${HEDGE}{0,3}\\s+${EFFECT}\\b`) },
  { kind: "efficacy", pattern: words(`\\baide(?:nt)?\\s+(?:votre\\s+corps\\s+)?à\\s+(?:réduire|soulager|guérir|réparer|restaurer|récupérer|améliorer|régénérer|retrouver|reprendre)\\b`) },
  { kind: "efficacy", pattern: words(`\\b(?:prouvée?s?|démontrée?s?)\\s+pour\\s+${EFFECT}\\b|\\befficacement\\b`) },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:soutenir|soutient|soutiennent|relancer|relance|stimuler|stimule|activer|active|accélérer|accélère|réveiller|réveille|favoriser|favorise|exploiter|exploite|booster|booste)\\s+(?:la|le|votre|sa)\\s+(?:propre\\s+)?(?:guérison|cicatrisation|réparation|récupération|régénération|capacité)\\s+(?:naturelle|de\\s+votre\\s+corps|du\\s+corps|à\\s+guérir)\\b|\\b(?:guérison|cicatrisation|réparation)\\s+naturelle\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:retrouver|retrouvez|reprendre|reprenez|revenir|revenez|retourner|retournez)\\s+(?:à\\s+|aux\\s+|sur\\s+)?(?:les\\s+|vos\\s+|la\\s+|le\\s+)?(?:activités|sports?|vie|court|terrain|piste|jeu|salle)\\s+(?:que\\s+vous\\s+(?:aimez|adorez|appréciez)|qui\\s+vous\\s+(?:plaisent|manquent))\\b|\\bde\\s+retour\\s+sur\\s+(?:le|la|les)\\s+(?:court|terrain|piste|pistes)\\b|\\bpour\\s+que\\s+vous\\s+puissiez\\s+(?:reprendre|retrouver|revenir|profiter|marcher|courir|jouer|bouger)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:IRM|imagerie|radiographies?|échographies?|photos|images)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:montrent|montre|ont\\s+montré|révèlent|révèle|confirment|confirme|prouvent|prouve)\\s+(?:(?:[\\w'-]+,?)\\s+){0,3}?(?:plus\\s+épais|plus\\s+sain|plus\\s+de\\s+cartilage|nouveau|nouvelle|meilleur|amélioré|régénéré|réparé)\\w*",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\bchanger\\s+(?:votre|leur|sa|ta)\\s+vie\\b|\\bchange\\s+(?:la|des)\\s+vies?\\b|\\bmodifier\\s+le\\s+cours\\s+de\\b|\\b(?:obtenez|obtenir|trouvez|trouver)\\s+(?:un\\s+)?soulagement\\b|\\bsoulagement\\s+(?:de\\s+(?:la|votre)|des)\\s+douleurs?\\b|(?:^|[.!:]\\s*)(?:aide|soulagement)\\s+pour\\s+\\w+",
    ),
  },

  { kind: "promise", pattern: words("\\brégénèr\\w*|\\brégénér(?:er|ation|ations|é|ée|és|ées)\\b") },
  { kind: "promise", pattern: words("\\brepousse[nr]?\\b|\\bfaire\\s+repousser\\b|\\bnouveau\\s+(?:cartilage|tissu)\\b|\\bnouveaux\\s+cheveux\\b") },
  { kind: "promise", pattern: words("\\brépar(?:e|ent|er|era|ation|é|ée)\\b") },
  { kind: "promise", pattern: words("\\binvers(?:e|er|ent)\\s+(?:le|la|les)\\b|\\bfaire\\s+reculer\\b") },
  { kind: "promise", pattern: words("\\breconstrui(?:t|re|sent)\\b") },
  {
    kind: "promise",
    pattern: words(
      "\\bguéri(?:r|t|ssent|ra|ront)\\s+(?:votre|vos|le|la|les|l'|d[eu]s?|définitivement|complètement)\\b|\\bguérison\\s+(?:complète|définitive|totale)\\b|\\bremède\\b",
    ),
  },
  { kind: "promise", pattern: words("\\brestaur(?:e|ent|er|era)\\b|\\brétabli(?:t|r|ssent|ra)\\b") },
  {
    kind: "promise",
    pattern: words(
      "\\bélimin(?:e|ent|er|era|ez|ons)\\b|\\b(?:mettre|mettez|met)\\s+fin\\s+à\\s+(?:la\\s+|votre\\s+|vos\\s+)?(?:douleurs?|mal)\\b|\\b(?:en\\s+finir|finissez-en)\\s+avec\\s+(?:la\\s+|votre\\s+)?douleur\\b|\\bsans\\s+douleur\\s+(?:pour\\s+toujours|à\\s+vie)\\b|\\bdites\\s+adieu\\b|\\badieu\\s+(?:à\\s+la|aux)\\s+douleurs?\\b|\\bplus\\s+jamais\\s+(?:de\\s+)?mal\\b|\\bvivre\\s+sans\\s+douleur\\b|\\blibéré(?:e|s)?\\s+de\\s+(?:la\\s+)?douleur\\b",
    ),
  },
  { kind: "promise", pattern: words("\\bles\\s+aveugles\\s+voient\\b|\\b(?:peut|peuvent|a\\s+pu|ont\\s+pu|pourra|pourront)\\s+(?:revoir|remarcher|reparler|voir\\s+à\\s+nouveau|marcher\\s+à\\s+nouveau)\\b|\\bpremiers\\s+mots\\b|\\bmiracle\\w*") },

  {
    kind: "certainty",
    pattern: words(
      "\\b(?:cliniquement|scientifiquement|médicalement)\\s+(?:prouvée?s?|démontrée?s?|validée?s?|testée?s?)\\b|\\befficacité\\s+(?:prouvée|démontrée)\\b|\\bprouvée?s?\\s+(?:cliniquement|pour)\\b|\\bfondée?s?\\s+sur\\s+la\\s+science\\b",
    ),
  },
  { kind: "certainty", pattern: words("\\bgaranti(?:e|es|s|t|ssons|r)?\\b") },
  {
    kind: "certainty",
    pattern: words(
      "\\b(?:les\\s+)?(?:études|recherches|essais)\\s+(?:montrent|démontrent|prouvent|confirment)\\s+(?:que\\s+)?(?:cela|le\\s+traitement|les\\s+cellules|ce|notre)\\b|\\b100\\s*%\\s+(?:efficace|de\\s+réussite)\\b|\\bfonctionne\\s+toujours\\b",
    ),
  },

  {
    kind: "safety",
    pattern: words(
      "(?<!\\bbien\\s)\\b(?:sûre?s?|sans\\s+danger)\\b(?!\\s+(?:que|qu'|de|d'))|\\b(?:totalement|complètement|100\\s*%|absolument|parfaitement)\\s+(?:sûre?s?|sécuritaire)\\b|\\bsécuritaires?\\b",
    ),
  },
  { kind: "safety", pattern: words("\\b(?:100\\s*%\\s+)?naturel(?:le|s|les|lement)?\\b") },
  {
    kind: "safety",
    pattern: words(
      "\\b(?:aucun|aucune|zéro|peu\\s+de|un\\s+faible)\\s+(?:risque|chance|possibilité)\\s+de\\b|\\b(?:sans|aucun|aucune|zéro|pas\\s+d'|peu\\s+d')\\s*(?:temps\\s+d'arrêt|arrêt\\s+de\\s+travail|effets?\\s+secondaires?|risques?|complications?|rejet|cicatrices?|convalescence)\\b|\\bindolore\\b",
    ),
  },
  { kind: "safety", pattern: words("\\b(?:ne\\s+peut\\s+pas|ne\\s+peuvent\\s+pas|jamais)\\s+(?:être\\s+)?rejet\\w*"), negatable: false },

  { kind: "surgery", pattern: words(`\\bsans\\s+(?:avoir\\s+besoin\\s+d'|passer\\s+par\\s+)?${FEW_WORDS}${SURGERY}\\b`) },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:évit(?:e|ent|er|ez)|repouss(?:e|er|ez)|retard(?:e|er|ez)|report(?:e|er|ez)|remplac(?:e|er|ent)|oubliez|n'aurez\\s+plus\\s+besoin\\s+d'|plus\\s+besoin\\s+d')\\s*${FEW_WORDS}${SURGERY}\\b`,
    ),
  },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:alternatives?|substituts?|remplaçants?)(?:\\s+[\\w'-]+){0,3}?\\s+(?:à|au|aux|de)\\s+${FEW_WORDS}${SURGERY}\\b|\\bau\\s+lieu\\s+d'(?:une|un)?\\s*${FEW_WORDS}${SURGERY}\\b|\\b(?:alternative|option|solution|aide)\\s+non\\s+chirurgicale\\b`,
    ),
  },

  {
    kind: "comparison",
    pattern: words(
      "\\b(?:aucun|aucune|nul|nulle)\\s+autre\\s+(?:[\\w'-]+\\s+){0,3}?(?:ne\\s+)?(?:peut|pourra|offre|fonctionne|donne)\\b|\\brien\\s+d'autre\\s+(?:ne\\s+)?(?:peut|fonctionne|se\\s+compare)\\b|\\bcomme\\s+(?:le|la|les)\\s+nôtres?\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bcontrairement\\s+(?:aux|à\\s+la|à\\s+d'autres|aux\\s+autres)\\b|\\b(?:meilleure?s?|plus\\s+(?:sûre?|rapide|efficace|naturel(?:le)?|durable)|moins\\s+(?:invasi(?:f|ve)|cher|chère|coûteu(?:x|se))|supérieure?s?)\\s+(?:que|qu'|à)\\s*(?:la|le|les|l'|une|un|d'autres|tout|toute|aux?)\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bfraction\\s+du\\s+(?:coût|prix)\\b|\\b(?:coûte|coûtent|payez)\\s+(?:beaucoup\\s+)?moins\\s+(?:que|cher)\\b|\\b(?:le\\s+seul|la\\s+seule|le\\s+meilleur|la\\s+meilleure|leader|à\\s+la\\s+pointe|de\\s+pointe|dernier\\s+cri|révolutionnaire|innovante?|pionnière?|plus\\s+avancée?)\\s+(?:[\\w'-]+\\s+){0,2}?(?:clinique|traitements?|thérapies?|solution|technologie|technique|intervention|installations|centre|alternative|médecine|résultats?)\\b|\\b(?:clinique|traitements?|thérapies?|technologie|technique|installations|centre)\\s+(?:[\\w'-]+\\s+){0,2}?(?:de\\s+pointe|à\\s+la\\s+pointe|dernier\\s+cri|révolutionnaires?)\\b",
    ),
  },

  {
    kind: "regulatory",
    pattern: words(
      "\\b(?:enregistrée?s?|approuvée?s?|certifiée?s?|inspectée?s?|agréée?s?)\\s+(?:auprès\\s+de|par)\\s+la\\s+FDA\\b|\\b(?:respect(?:e|ent|ons|ez)|sui(?:t|vent|vons)|conformes?|se\\s+conform(?:e|ent))\\s+(?:à\\s+|aux\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:règles|directives|normes|exigences|recommandations|lignes\\s+directrices)\\s+de\\s+la\\s+FDA\\b",
    ),
  },
  {
    kind: "regulatory",
    pattern: words("\\bn'(?:a|ont)\\s+pas\\s+besoin\\s+(?:de\\s+l'|d')\\s*(?:approbation|autorisation)\\b|\\bne\\s+(?:nécessite|nécessitent|requiert|requièrent)\\s+(?:pas|aucune)\\s+(?:d'|l')?\\s*(?:approbation|autorisation)\\b"),
    negatable: false,
  },

  {
    kind: "credential",
    pattern: words(
      "\\bcertifiée?\\s+par\\s+(?:le|la)\\s+(?:conseil|board|collège)\\b|\\bformée?\\s+en\\s+fellowship\\b|\\b\\d+\\s+ans\\s+d'expérience\\b|\\b(?:plus\\s+de|près\\s+de)\\s+(?:[\\w-]+\\s+){0,2}?(?:ans|décennies)\\s+d'expérience\\b|\\bdécennies\\s+d'expérience\\b|\\blongue\\s+(?:et\\s+\\w+\\s+)?carrière\\b",
    ),
  },
  {
    kind: "credential",
    pattern: words(
      "\\bchef(?:fe)?\\s+(?:de|du)\\s+(?:service|département|pôle)\\b|\\bdirect(?:eur|rice)\\s+(?:médical(?:e)?\\s+)?(?:de|du)\\b|\\bprofesseure?\\s+de\\b|\\b(?:mondialement|internationalement)\\s+(?:reconnue?|connue?)\\b",
    ),
  },

  { kind: "price", pattern: words(`\\b${AMOUNT}\\s+(?:dollars|USD|euros)\\b|[$€£]\\s?\\d+(?:[,.]\\d+)*|\\d+(?:[\\s.,]\\d{3})*(?:,\\d+)?\\s?[$€£]`) },
]

export const FRENCH: ClaimLanguage = {
  patterns: PATTERNS,
  negation: words(
    "(?:\\b(?:ne|pas|jamais|aucun|aucune|ni|personne|rien|non|sans\\s+(?:promettre|garantir))\\b|\\bn['’])(?:\\s*(?!(?:et|mais|car|parce|alors|tandis)\\b)[\\w'’-]+){0,6}\\s*$",
  ),
  comparing: words("\\b(?:non[-\\s]chirurgica(?:l|le|ux|les)|non[-\\s]invasi(?:f|ve|fs|ves)|aucun\\s+autre|aucune\\s+autre|nul\\s+autre|rien\\s+d['’]autre|personne\\s+d['’]autre|non\\s+seulement)\\b"),
  supposing: words(
    "\\bsi\\s+(?:le|la|ce|cette|un|une|notre)?\\s*(?:[\\w-]+\\s+){0,2}?(?:vous\\s+)?(?:aide|aident|fonctionne|fonctionnent|améliore|a\\s+aidé)\\b|\\b(?:si|quand|lorsque)\\s*$|\\b(?:si|quand|lorsque)\\s+(?:le|la|ce|cette|votre|un|une)\\s*(?:[\\w-]+\\s*)?$|\\bsi\\s+(?:cela|ça|elle|il)\\s+(?:fonctionne|aide|marche)\\b|\\bcombien\\b|\\bdans\\s+quelle\\s+mesure\\b|\\bà\\s+quel\\s+point\\b|\\bsi\\b[^,;:.]*$|\\bétudient\\s+si\\b|\\bs['’](?:il|ils)\\b|\\bs['’]\\s*$",
  ),
  rhetorical: words("^\\W*(?:pourquoi|imaginez|fatiguée?|prête?|envie|vous\\s+voulez)\\b"),
}
