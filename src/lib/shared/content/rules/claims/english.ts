import { words, type ClaimLanguage, type ClaimPattern } from "./language"

/**
 * How clinics claim outcomes in English: the shapes of each kind (kinds.ts), not today's sentences.
 * "nine in ten", "3 of 4", "ninety percent", "most of our knee patients" are one kind; "helps
 * reduce", "aims to support natural healing", "get back to the activities you love" another.
 */

const UNITS = "one|two|three|four|five|six|seven|eight|nine"
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
/** A number in words ("nine", "ninety-five", "a hundred") or in digits ("9", "9.5", "1,000"). */
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|(?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS}|${UNITS}|(?:a|one)\\s+hundred|hundred)`
const RANGE = `${NUMBER}(?:\\s*(?:[-–]|to)\\s*${NUMBER})?`
const PEOPLE = "patients|people|men|women|clients|cases|athletes|adults|users|runners|golfers|seniors|sufferers|customers|folks"
/** What a proportion in figures may count besides people: "nine of ten knees". */
const COUNTED = `${PEOPLE}|knees|joints|hips|shoulders`
/** Up to three words before the people: "of our knee", "of the older". */
const BEFORE_PEOPLE = "(?:\\w[\\w'-]*\\s+){0,3}?"
const OUTCOME_VERBS =
  "report|reported|notice|noticed|see|saw|feel|felt|improve|improved|experience|achieve|get|got|return|returned|avoid|avoided|say|said|are|were|had|enjoy|enjoyed|walk|run|play"
/** The treatment as the subject of a sentence, one ("the treatment", "PRP", "it") or several ("stem cells", "our injections"). */
const ONE_TREATMENT = `(?:(?:stem\\s+)?cell\\s+(?:therapy|treatment)|(?:(?:the|this|our|a|each|one|every|such\\s+a|regenerative)\\s+)(?:[\\w-]+\\s+)?(?:treatment|therapy|injection|procedure|shot)|treatment|therapy|PRP|platelet[-\\s]rich\\s+plasma|regenerative\\s+(?:medicine|care)|it)`
const TREATMENTS = `(?:stem[-\\s]cells|(?:your|our|the|these|those)\\s+(?:own\\s+)?(?:stem\\s+)?cells|(?:(?:the|these|our|regenerative|such)\\s+)?(?:[\\w-]+\\s+)?(?:treatments|therapies|injections|procedures|shots)|they)`
const ADVERB = "(?:\\s+(?:often|usually|typically|also|even|effectively|naturally|gently|really|actually|quickly|safely|directly|further))"
/** What makes a claim hedged, and still a claim: "may", "can", "aims to", "is designed to", "helps to". */
const HEDGE =
  "(?:\\s+(?:may|might|can|could|will|should|would|(?:is|are)\\s+likely\\s+to|(?:is|are|was|were|has\\s+been|have\\s+been)\\s+(?:designed|intended|meant|thought|believed|known|able|used|shown|proven)\\s+to|aims?\\s+to|seeks?\\s+to|works?\\s+to|tends?\\s+to|helps?(?:\\s+to)?|has\\s+helped|have\\s+helped))"
const EFFECT_VERBS = [
  "help", "reduce", "relieve", "ease", "improve", "alleviate", "lessen", "decrease", "calm", "soothe", "support", "promote", "stimulate",
  "boost", "enhance", "accelerate", "speed", "strengthen", "treat", "fight", "fix", "address", "target", "slow", "halt", "protect",
  "preserve", "correct", "resolve", "rejuvenate", "revitalize", "thicken", "tighten",
]
/** "treat patients" names who is treated, not what the treatment does: only "treat" + a condition is a claim. */
const NOT_A_CONDITION = "(?!\\s+(?:patients|people|them|you|him|her|us)\\b)"
const EFFECT = `(?:${EFFECT_VERBS.join("|")})`
/** The verbs with a singular subject: "helps", "eases", "fixes". */
const EFFECTS = `(?:${EFFECT_VERBS.map((verb) => (/(?:s|x|sh|ch)$/.test(verb) ? `${verb}es` : `${verb}s`)).join("|")})`
const EFFECTED = `(?:${EFFECT_VERBS.map((verb) => (verb.endsWith("e") ? `${verb}d` : `${verb}ed`)).join("|")})`
const BODY_PART = "(?:knee|back|joint|hip|shoulder|neck|nerve|foot|ankle|elbow|wrist|spine|chronic|arthritis)"
const SURGERY = `(?:surgery|surgeries|operations?|the\\s+knife|(?:${BODY_PART}\\s+)?(?:replacements?|fusions?|surgery)|scalpel\\s+surgery)`
const FEW_WORDS = "(?:(?:[\\w'-]+,?)\\s+){0,3}?"
const AMOUNT_WORDS = `(?:${TENS}|${TEENS}|${UNITS}|hundred|thousand|million|\\d+(?:[.,]\\d+)*)`
/** An amount in words: "three thousand", "a hundred and fifty", "2.5 million". */
const AMOUNT = `(?:a\\s+)?${AMOUNT_WORDS}(?:[\\s-]+(?:and\\s+)?(?:a\\s+)?${AMOUNT_WORDS})*`

const PATTERNS: readonly ClaimPattern[] = [
  // 90%, 70-75 %, ninety percent, an 80-percent reduction
  { kind: "proportion", pattern: words(`(?<![\\w$])${RANGE}[\\s-]*(?:%|percent\\b|per\\s+cent\\b|pct\\b)`) },
  // nine in ten; 3 of 4 patients, nine out of ten knee patients, 9/10 patients ("one of two ways" is no proportion)
  { kind: "proportion", pattern: words(`\\b${NUMBER}\\s+in\\s+(?:every\\s+)?${NUMBER}\\b`) },
  {
    kind: "proportion",
    pattern: words(`\\b${NUMBER}\\s+(?:of|out\\s+of)\\s+(?:every\\s+)?${NUMBER}\\s+${BEFORE_PEOPLE}(?:${COUNTED}|${OUTCOME_VERBS})\\b`),
  },
  { kind: "proportion", pattern: words(`\\b\\d+\\s*/\\s*\\d+\\s+(?:of\\s+)?${BEFORE_PEOPLE}(?:${COUNTED})\\b`) },
  // half of, two thirds of, a quarter of
  {
    kind: "proportion",
    pattern: words(`\\b(?:half|(?:a|one|${UNITS})[-\\s](?:third|quarter|fifth|tenth)s?)\\s+(?:of\\b|(?:our|the|all)\\s+${BEFORE_PEOPLE}(?:${PEOPLE})\\b)`),
  },
  // the majority, the vast majority of, a majority
  { kind: "proportion", pattern: words("\\b(?:the|a)\\s+(?:(?:vast|great|clear|large|overwhelming)\\s+)?majority\\b"), negatable: true },
  // most patients, many men, nearly all of our knee patients, most of them
  {
    kind: "proportion",
    pattern: words(
      `(?<!\\bhow\\s)\\b(?:most|many|nearly\\s+all|almost\\s+all|virtually\\s+all|the\\s+bulk\\s+of|a\\s+large\\s+number\\s+of|lots\\s+of|countless)(?!\\s+(?:thousands|hundreds|millions|dozens)\\b)\\s+(?:of\\s+)?(?:(?:our|the|these|those|treated|such|your)\\s+)*${BEFORE_PEOPLE}(?:${PEOPLE}|them|us)\\b`,
    ),
    negatable: true,
  },
  // almost everyone we treat, nearly everybody
  { kind: "proportion", pattern: words("\\b(?:almost|nearly|virtually|practically)\\s+(?:everyone|everybody|every\\s+patient)\\b") },
  // a success rate, high success
  {
    kind: "proportion",
    pattern: words("\\bsuccess(?:ful)?\\s+rates?\\b|\\b(?:high|excellent|great|remarkable|outstanding|proven)\\s+(?:rates?\\s+of\\s+)?success\\b"),
    negatable: true,
  },
  // most report improvement, many notice a change
  { kind: "proportion", pattern: words(`(?<!\\bhow\\s)\\b(?:most|many)\\s+(?:${OUTCOME_VERBS.replace("|are|were|had", "")})\\b`) },

  // Patients typically enjoy relief, pain often eases, walking usually becomes easier, the average patient
  {
    kind: "typical",
    pattern: words(
      "\\b(?:typically|usually|generally|commonly|normally|often|frequently|routinely|reliably|consistently|in\\s+most\\s+cases|most\\s+of\\s+the\\s+time|as\\s+a\\s+rule|tend\\s+to),?\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:enjoy|enjoys|notice|notices|feel|feels|see|sees|experience|experiences|report|reports|get|gets|achieve|achieves|have|has)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:relief|improvement|better|less\\s+pain|results?|benefits?|a\\s+difference|a\\s+change|healing|growth|progress)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:typically|usually|generally|commonly|normally|often|frequently|reliably|consistently|tend\\s+to)\\s+(?:starts?\\s+to\\s+|begins?\\s+to\\s+)?(?:eases?|improves?|improve|heals?|heal|recovers?|recover|subsides?|lessens?|goes\\s+away|go\\s+away|disappears?|gets?\\s+better|become\\s+easier|becomes\\s+easier|feel\\s+better|feels\\s+better|regrows?|grows?\\s+back|return\\s+to\\s+(?:sport|play|the\\s+(?:court|field|game)))\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:relief|improvement|results?|benefits?|healing|recovery|progress|pain\\s+relief)\\s+(?:typically|usually|generally|commonly|normally|often|reliably|consistently)\\s+(?:builds?|comes?|starts?|begins?|appears?|lasts?|follows?|shows?|is|are)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:typically|usually|generally|commonly|normally|often|in\\s+most\\s+cases|most\\s+of\\s+the\\s+time),?\\s+(?:the\\s+|your\\s+)?(?:[\\w-]+\\s+)?(?:pain|stiffness|movement|mobility|function|walking|symptoms|hair|joint|knee)\\s+(?:[\\w-]+\\s+){0,2}?(?:improves?|eases?|heals?|recovers?|gets?\\s+better|goes\\s+away|subsides?|lessens?|grows?\\s+back)\\b",
    ),
  },
  { kind: "typical", pattern: words("\\b(?:the\\s+)?(?:average|typical)\\s+(?:patient|result|outcome|response|improvement)\\b") },

  // lasts 2-5 years, can last for several years, last up to a year
  {
    kind: "duration",
    pattern: words(
      `(?<!\\b(?:pain|symptoms|has|have|had|that)\\s)\\blast(?:s|ed|ing)?\\s+(?:for\\s+)?(?:(?:up\\s+to|about|around|at\\s+least|more\\s+than|over|roughly)\\s+)?(?:(?:${RANGE}|several|many|a\\s+few|a|one)\\s+(?:(?:or|and)\\s+(?:more|longer)\\s+)?(?:years?|months?)|life|a\\s+lifetime|forever|decades|years)\\b`,
    ),
  },
  // benefits can last for years, relief that persists long term, results remain for decades
  {
    kind: "duration",
    pattern: words(
      "\\b(?:results?|benefits?|relief|improvements?|effects?|gains?)\\b[^.;:]{0,40}?\\b(?:last|lasts|lasting|persist|persists|remain|remains|endure|endures)\\b[^.;:]{0,25}?\\b(?:years?|decades?|months?|long[-\\s]term|permanently|for\\s+good|for\\s+life|indefinitely)\\b",
    ),
  },
  // long-lasting relief, permanent results, lasting benefit, relief for years, years of relief
  {
    kind: "duration",
    pattern: words(
      "\\b(?:long[-\\s]?lasting|long[-\\s]term|lasting|permanent|durable|lifelong|lifetime)\\s+(?:pain\\s+)?(?:relief|results?|benefits?|improvements?|effects?|cure|fix|solution|healing)\\b",
    ),
  },
  {
    kind: "duration",
    pattern: words(
      "\\b(?:relief|results?|benefits?|improvements?|pain[-\\s]free)\\s+for\\s+(?:many\\s+|several\\s+)?(?:years|decades|life|a\\s+lifetime|good)\\b|\\b(?:years|decades)\\s+of\\s+(?:pain\\s+)?relief\\b|\\bonce\\s+and\\s+for\\s+all\\b|\\bfor\\s+good\\b(?!\\s+reason)",
    ),
  },

  // helps reduce pain, it may help people feel less pain, the injection eases inflammation
  {
    kind: "efficacy",
    pattern: words(
      `\\b(?:${ONE_TREATMENT}${ADVERB}*\\s+${EFFECTS}|${TREATMENTS}${ADVERB}*\\s+${EFFECT}|(?:${ONE_TREATMENT}|${TREATMENTS})${ADVERB}*${HEDGE}${ADVERB}*(?:\\s+helps?(?:\\s+to)?)?\\s+${EFFECT}|(?:${ONE_TREATMENT}|${TREATMENTS})${ADVERB}*\\s+${EFFECTED})\\b${NOT_A_CONDITION}`,
    ),
  },
  {
    kind: "efficacy",
    pattern: words("^\\W*(?:helps|reduces|relieves|eases|improves|supports|promotes|stimulates|boosts|speeds\\s+up|accelerates|help\\s+for|relief\\s+for|relief\\s+from)\\s+\\w+"),
  },
  { kind: "efficacy", pattern: words("\\b(?:report|reports|reported|reporting|say|says|said)\\s+(?:an?\\s+)?(?:(?:significant|major|great|real|clear|dramatic)\\s+)?(?:improvement|relief|less\\s+pain|reduced\\s+pain|pain\\s+relief|feeling\\s+better|better\\s+(?:movement|function|mobility))\\b") },
  { kind: "efficacy", pattern: words("\\b(?:can|could|may|might|will|would)\\s+(?:(?:really|greatly|also)\\s+)?benefit\\b|\\b(?:who|patients|people|you)\\s+(?:[\\w-]+\\s+){0,2}?benefits?\\s+(?:most|from)\\b") },
  { kind: "efficacy", pattern: words("\\b(?:support|supports|boost|boosts|enhance|enhances|maximize|maximizes|improve|improves|protect|protects)\\s+(?:the\\s+)?results\\s+of\\b") },
  { kind: "efficacy", pattern: words(`\\bhelps?\\s+(?:to\\s+)?(?:you\\s+|patients\\s+|people\\s+|your\\s+body\\s+)?(?:reduce|relieve|ease|heal|repair|restore|recover|improve|regain|rebuild|regrow|regenerate|get\\s+back|return|feel\\s+better|move\\s+better|walk\\s+better)\\b`) },
  { kind: "efficacy", pattern: words(`\\b(?:shown|proven|demonstrated|known|found)\\s+to\\s+(?:${EFFECT}|work|be\\s+effective)\\b|\\beffectively\\s+${EFFECT}\\b`) },
  // aims to support natural healing, jump-start your body's natural healing, harness your body's ability to heal
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:support|supports|promote|promotes|stimulate|stimulates|jump[-\\s]?starts?|kick[-\\s]?starts?|boost|boosts|accelerate|accelerates|speed|speeds|trigger|triggers|activate|activates|harness|harnesses|enhance|enhances|unlock|unlocks|awaken|awakens|amplify|amplifies|restart|restarts|ignite|ignites)\\s+(?:up\\s+)?(?:the\\s+|your\\s+|its\\s+)?(?:body's\\s+|own\\s+)*(?:natural\\s+|own\\s+|innate\\s+)*(?:healing|repair|recovery|regeneration|ability\\s+to\\s+(?:heal|repair)|power\\s+to\\s+heal|healing\\s+(?:process|response|power))\\b",
    ),
  },
  { kind: "efficacy", pattern: words("\\b(?:natural|body's\\s+own)\\s+(?:healing|repair)\\s+(?:process|response|power|ability|mechanisms?)\\b") },
  // get back to the activities you love, back on the tennis court, so you can return to activity
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:get|gets|getting|got|go|going|be|are|is|were|was)\\s+(?:you\\s+|them\\s+|patients\\s+|people\\s+)?back\\s+(?:to|on|in|into)\\s+(?:(?:the|your|their|doing|what)\\s+)?(?:[\\w-]+\\s+)?(?:activities|activity|life|lives|sports?|game|court|field|course|slopes|gym|track|trail|dance\\s+floor|work|normal|things|hobbies|routine|feet)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:return|returns|returning|get\\s+back|gets\\s+back|be\\s+back|are\\s+back|back)\\s+(?:to|on|onto)\\s+the\\s+(?:tennis\\s+|golf\\s+|basketball\\s+|ski\\s+)?(?:court|field|course|slopes|track|trail|game|pitch|dance\\s+floor|links)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:activities|things|life|lives|sports?|hobbies|games?)\\s+(?:you|they|we|he|she)\\s+(?:love|loves|enjoy|enjoys|miss|missed)\\b|\\bso\\s+(?:that\\s+)?(?:you|they|patients|people)\\s+can\\s+(?:get\\s+back|return|go\\s+back|enjoy|live|play|walk|run|move|do\\s+more|keep\\s+doing)\\b",
    ),
  },
  // Follow-up MRIs show thicker, healthier cartilage
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:MRIs?|scans?|x-rays?|imaging|ultrasounds?|images|photos|photographs|before[-\\s]and[-\\s]after\\s+\\w+)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:show|shows|showed|shown|reveal|reveals|revealed|confirm|confirms|confirmed|prove|proves|proved|demonstrate|demonstrates|demonstrated)\\s+(?:(?:[\\w'-]+,?)\\s+){0,3}?(?:thicker|healthier|new|more|improved|better|regenerated|repaired|healed|regrowth|growth|less|fuller|denser|restored|reduced)\\b",
    ),
  },
  // change your life, alter the course of the disease, get relief, relief from pain, help for arthritis
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:change|changes|changed|transform|transforms|transformed)\\s+(?:your|their|his|her|my|our)\\s+(?:life|lives)\\b|\\blife[-\\s](?:changing|transforming|altering)\\b|\\balter\\w*\\s+the\\s+course\\s+of\\b|\\bimpacts?\\s+(?:your|their)\\s+lives\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      `\\b(?:get|gets|getting|find|finds|finding|achieve|experience|enjoy|enjoys)\\s+(?:(?:real|lasting|fast|quick|rapid|significant|dramatic|meaningful|the)\\s+)?relief\\b|\\brelief\\s+from\\s+(?:(?:your|the|chronic|${BODY_PART})\\s+){0,2}(?:pain|arthritis|symptoms|stiffness)\\b`,
    ),
  },
  { kind: "efficacy", pattern: words("\\b(?:works?|worked)\\s+(?:wonders|miracles|for\\s+(?:me|you|most|many|everyone))\\b|\\b(?:it|this|that)\\s+(?:really|truly|actually)\\s+works\\b") },

  // regenerate (not "regenerative", the field's name), regrow, repair, reverse, rebuild
  { kind: "promise", pattern: words("\\bregenerat(?:e|es|ed|ing|ion|ions)\\b") },
  { kind: "promise", pattern: words("\\bre-?grow(?:s|n|th|ing)?\\b|\\bgrows?\\s+back\\b|\\bnew\\s+(?:hairs?|growth|cartilage|tissue)\\b") },
  { kind: "promise", pattern: words("\\brepair(?:s|ed|ing)?\\b") },
  { kind: "promise", pattern: words("\\brevers(?:e|es|ed|ing|al)\\b") },
  { kind: "promise", pattern: words("\\brebuil(?:d|ds|t|ding)\\b") },
  // cure (verb or noun), heal a joint, restore function, eliminate or end pain, pain-free, say goodbye to pain
  { kind: "promise", pattern: words("\\bcur(?:e|es|ed|ing|ative)\\b") },
  { kind: "promise", pattern: words("\\bheal(?:s|ed)?\\s+(?:your|the|damaged|injured|torn|worn|itself|themselves|it|them|arthritis|tendons?|cartilage|injur(?:y|ies)|joints?|knees?|ligaments?|nerves?)\\b") },
  { kind: "promise", pattern: words("\\brestor(?:e|es|ed|ing)\\b") },
  {
    kind: "promise",
    pattern: words(
      `\\beliminat(?:e|es|ed|ing)\\b|\\b(?:end|ends|stop|stops|gets?\\s+rid\\s+of|banish|banishes|erase|erases|beat|beats|conquer|conquers)\\s+(?:(?:your|the|their|chronic|${BODY_PART})\\s+){0,2}pain\\b|\\bpain[-\\s]free\\b|\\bsay\\s+goodbye\\s+to\\b|\\bkiss\\s+(?:[\\w'-]+\\s+){0,3}goodbye\\b|\\bno\\s+more\\s+(?:[\\w'-]+\\s+)?pain\\b|\\b(?:free|freedom)\\s+(?:yourself\\s+)?from\\s+(?:[\\w'-]+\\s+)?pain\\b|\\blive\\s+without\\s+(?:[\\w'-]+\\s+)?pain\\b`,
    ),
  },
  // the blind see, the crippled walk, once blind for 7 years, her first words, lives are being saved
  {
    kind: "promise",
    pattern: words(
      "\\bthe\\s+(?:blind|deaf|lame|crippled|paralyzed|paralysed)\\s+(?:see|hear|walk|talk|speak)\\b|\\bonce\\s+(?:blind|deaf|paralyzed|paralysed|crippled|wheelchair[-\\s]bound|bedridden)\\b|\\b(?:(?:can|could|will|to)\\s+(?:see|walk|hear|talk|speak)|saw|walked|heard|talked|spoke)\\s+again\\b|\\bfirst\\s+words\\b|\\blives\\s+(?:are|were)\\s+(?:being\\s+)?saved\\b|\\bsaves?\\s+lives\\b|\\bmiracle\\w*\\b",
    ),
  },

  // clinically proven, clinically shown, guaranteed, studies show that it works
  {
    kind: "certainty",
    pattern: words(
      "\\b(?:clinically|scientifically|medically)\\s+(?:proven|shown|tested|validated|demonstrated|backed|documented)\\b|\\b(?:science|research|evidence|clinically)[-\\s](?:backed|based|proven)\\b|\\bproven\\s+(?:to|results?|treatments?|effective|safe|therapy|therapies|alternatives?|solutions?|technique|method|track\\s+record|success|relief)\\b",
    ),
  },
  { kind: "certainty", pattern: words("\\bguarantee(?:s|d)?\\b") },
  {
    kind: "certainty",
    pattern: words(
      "\\b(?:studies|research|science|trials?|data|evidence)\\s+(?:show|shows|showed|prove|proves|proved|confirm|confirms|confirmed|demonstrate|demonstrates|demonstrated|supports?)\\s+(?:that\\s+)?(?:it|stem|these|this|our|PRP|the\\s+treatment|cells|regenerative)\\b|\\b100\\s*%\\s+(?:effective|success|successful)\\b|\\b(?:always|certainly|definitely)\\s+(?:works?|helps?)\\b|\\b(?:works?|helps?)\\s+every\\s+time\\b",
    ),
  },

  // safe, natural, zero chance of rejection, no downtime, risk-free, painless
  { kind: "safety", pattern: words("(?<!\\b(?:feel|feels|felt|feeling)\\s)\\bsafe\\b") },
  { kind: "safety", pattern: words("\\b(?:all[-\\s])?natural(?:ly)?\\b") },
  {
    kind: "safety",
    pattern: words(
      "\\b(?:zero|no|little|minimal|low|negligible|tiny|small)\\s+(?:[\\w'-]+\\s+)?(?:chance|risk|danger|possibility|likelihood)\\s+of\\b|\\b(?:no|zero|minimal|little(?:\\s+(?:to|or)\\s+no)?|without)\\s+(?:any\\s+)?(?:downtime|down\\s+time|recovery\\s+time|side[-\\s]effects|risks?|complications|rejection|scarring|scars)\\b",
    ),
  },
  { kind: "safety", pattern: words("\\b(?:cannot|can't|won't|will\\s+not|could\\s+not|couldn't|never)\\s+(?:be\\s+)?reject\\w*"), negatable: false },
  { kind: "safety", pattern: words("\\brisk[-\\s]free\\b|\\brejection[-\\s]free\\b|\\bpainless\\b|\\bnon[-\\s]?toxic\\b|\\bwithout\\s+(?:any\\s+)?risk\\b") },

  // alternative to knee replacement, put off knee replacement, instead of surgery, without surgery, avoid surgery
  { kind: "surgery", pattern: words(`\\bwithout\\s+(?:the\\s+need\\s+for\\s+|needing\\s+|having\\s+(?:to\\s+have\\s+)?)?(?:an?\\s+)?${FEW_WORDS}${SURGERY}\\b`) },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:avoid|avoids|avoided|avoiding|skip|skips|prevent|prevents|spare\\s+(?:you|patients|them)(?:\\s+from)?|no\\s+(?:longer\\s+)?needs?|no\\s+need\\s+for|never\\s+needs?|put\\s+off|puts\\s+off|putting\\s+off|delay|delays|delaying|postpone|postpones|postponing|replace|replaces|replacing|sidestep|escape|bypass)\\s+${FEW_WORDS}${SURGERY}\\b`,
    ),
  },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:alternatives?|substitutes?|instead|in\\s+place)\\s+(?:to|for|of)\\s+${FEW_WORDS}${SURGERY}\\b|\\bnon[-\\s]?(?:surgical|operative|invasive)\\s+(?:alternative|option|solution|fix|cure|repair|relief|help|answer|way)\\b|\\bsurgery[-\\s]free\\b|\\bunder\\s+the\\s+knife\\b|^\\W*no\\s+(?:surgery|operation)\\b`,
    ),
  },

  // no other treatment can ... like ours, nothing else works, better than surgery, at a fraction of the cost, state-of-the-art
  {
    kind: "comparison",
    pattern: words(
      "\\bno\\s+other\\s+(?:[\\w'-]+\\s+){0,3}?(?:can|could|will|does|do|is|are|comes?|offers?|match(?:es)?|works?|gives?|provides?)\\b|\\bnothing\\s+else\\s+(?:[\\w'-]+\\s+){0,2}?(?:can|could|will|works?|compares?|comes?|helps?)\\b|\\b(?:like|as\\s+well\\s+as|as\\s+good\\s+as)\\s+ours\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bunlike\\s+(?:other|traditional|conventional|most|any|steroid|cortisone|surgery|drugs|medications)\\b|\\b(?:better|safer|faster|quicker|stronger|cheaper|more\\s+(?:effective|natural|lasting|affordable)|less\\s+(?:invasive|risky|painful|expensive|costly)|superior|preferable)\\s+(?:than|to)\\b(?!\\s+(?:before|it\\s+was|they\\s+were|previously|at\\s+the\\s+start|expected))|\\b(?:comparable|equivalent|equal)\\s+to\\s+(?:surgery|a\\s+replacement|steroids?|conventional|standard)\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bfraction\\s+of\\s+the\\s+(?:cost|price)\\b|\\b(?:costs?|pay|paying)\\s+(?:far\\s+|much\\s+)?less\\s+than\\b|\\b(?:the\\s+)?(?:only|best|leading|top|premier|foremost|most\\s+advanced|latest|newest|cutting[-\\s]edge|state[-\\s]of[-\\s]the[-\\s]art|revolutionary|breakthrough|world[-\\s]class|industry's\\s+latest|pioneering|advanced)\\s+(?:[\\w'-]+\\s+){0,2}?(?:clinic|clinics|treatments?|therapy|therapies|solutions?|technology|technologies|techniques?|procedures?|facility|facilities|center|centre|providers?|care|alternatives?|medicine|results?)\\b",
    ),
  },

  // FDA-registered, FDA-compliant, follows all FDA guidelines, does not require FDA approval
  {
    kind: "regulatory",
    pattern: words(
      "\\bFDA[-\\s](?:registered|compliant|approved|cleared|certified|inspected|licensed|accredited|sanctioned|endorsed|recognized|regulated)\\b|\\b(?:registered|licensed|certified|approved|cleared|inspected|accredited)\\s+(?:with|by)\\s+the\\s+(?:FDA|Food\\s+and\\s+Drug\\s+Administration)\\b",
    ),
  },
  {
    kind: "regulatory",
    pattern: words(
      "\\b(?:follows?|following|followed|meets?|meeting|exceeds?|complies|comply|complying|compliant|compliance|adheres?|adhering|abides|in\\s+line|in\\s+accordance)\\s+(?:with\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:FDA|federal|government)\\s+(?:guidelines|guidance|rules|regulations|standards|requirements|protocols)\\b",
    ),
  },
  {
    kind: "regulatory",
    pattern: words(
      "(?:\\bnot|n't|\\bnever)\\s+(?:need|needs|require|requires|required|needed|subject\\s+to)\\s+(?:[\\w'-]+\\s+)?(?:FDA\\s+)?(?:approval|clearance|review)\\b|\\bno\\s+(?:FDA\\s+)?(?:approval|clearance)\\s+(?:is\\s+)?(?:needed|required|necessary)\\b|\\b(?:FDA\\s+)?approval\\s+is\\s+not\\s+(?:needed|required|necessary)\\b",
    ),
    negatable: false,
  },

  // Credentials outside content/site.json: board certified, fellowship-trained, decades of experience, department chief, director of
  {
    kind: "credential",
    pattern: words(
      "\\bboard[-\\s]certified\\b|\\bfellowship[-\\s]trained\\b|\\b(?:harvard|yale|stanford|ivy[-\\s]league|hopkins|mayo)[-\\s]trained\\b|\\b\\d+\\+?\\s+years(?:\\s+of)?\\s+(?:experience|practice)\\b|\\b(?:more\\s+than|over|nearly|almost|about)\\s+(?:[\\w-]+\\s+){0,2}?(?:years|decades)\\s+(?:of\\s+(?:experience|practice)|in\\s+practice)\\b|\\bdecades?\\s+of\\s+(?:experience|practice)\\b|\\b(?:long|distinguished|decades[-\\s]long|illustrious)\\s+career\\b",
    ),
  },
  {
    kind: "credential",
    pattern: words(
      "\\bchief\\s+of\\s+(?:the\\s+)?[\\w-]+|\\b(?:department|division|section|hospital|service)\\s+(?:chief|head|chair|chairman|chairwoman|director)\\b|\\b(?:medical\\s+)?director\\s+of\\s+(?:the\\s+)?[\\w-]+|\\bhead\\s+of\\s+(?:the\\s+)?(?:[\\w-]+\\s+)?(?:department|division|service|unit|program|programme|orthopedics|orthopaedics|surgery|medicine|clinic|center|centre)\\b|\\bchair(?:man|woman)?\\s+of\\s+(?:the\\s+)?(?:department|division)\\b|\\bprofessor\\s+of\\b|\\b(?:world|nationally|internationally)[-\\s](?:renowned|recognized|known)\\b|\\bleading\\s+(?:expert|specialist|authority)\\b",
    ),
  },

  // Money in words: three thousand dollars, 3,000 USD, five grand
  {
    kind: "price",
    pattern: words(
      `\\b${AMOUNT}\\s+(?:dollars|bucks|USD|euros)\\b|\\b(?:${TENS}|${TEENS}|${UNITS}|\\d+)\\s+grand\\b|[$€£]\\s?\\d+(?:[,.]\\d+)*`,
    ),
  },
]

export const ENGLISH: ClaimLanguage = {
  patterns: PATTERNS,
  negation: words(
    `\\b(?:not|no|never|cannot|can't|won't|doesn't|don't|didn't|isn't|aren't|wasn't|nor|neither|none|nobody|no\\s+one|without\\s+(?:any\\s+)?(?:promise|claim|guarantee))\\b(?:\\s+(?!(?:and|but|so|because|while|yet|although|though)\\b)[\\w'’-]+){0,6}\\s*$`,
  ),
  comparing: words(`\\b(?:no\\s+other|nothing\\s+else|no\\s+one\\s+else|nobody\\s+else|none\\s+other|not\\s+only)\\b`),
  supposing: words(
    `\\bwhether\\b|\\bhow\\s+(?:much|well|often|far|long|likely)\\b|\\b(?:if|unless|when)\\s+(?:the|this|a|your|it|our|any)?\\s*(?:[\\w-]+\\s+){0,2}?(?:helps?|works?|improves?|succeeds?|has\\s+helped|is\\s+effective)\\b|\\b(?:if|when|unless)\\b[^,;:.]*$`,
  ),
  rhetorical: words(`^\\W*(?:why|imagine|tired|ready|want|wish|what\\s+if|isn't\\s+it|wouldn't)\\b`),
}
