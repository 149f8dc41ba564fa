import { words, type ClaimLanguage, type ClaimPattern } from "./language"

/** How clinics claim outcomes in Spanish: the kinds of english.ts, in Spanish words. */

const UNITS = "uno|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve"
const TEENS = "diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve"
const TENS = "veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa"
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|(?:${TENS})(?:\\s+y\\s+(?:${UNITS}))?|veinti\\w+|${TEENS}|${UNITS}|cien|ciento)`
const RANGE = `${NUMBER}(?:\\s*(?:[-–]|a|al)\\s*${NUMBER})?`
const PEOPLE = "pacientes|personas|hombres|mujeres|clientes|casos|atletas|deportistas|adultos|usuarios"
const BEFORE_PEOPLE = "(?:\\w[\\w'-]*\\s+){0,3}?"
const TREATMENT =
  "(?:(?:las\\s+)?células\\s+madre|(?:sus|nuestras|las|estas)\\s+(?:propias\\s+)?células|(?:el|este|nuestro|un|cada|la|esta|nuestra|una)\\s+(?:\\w+\\s+)?(?:tratamiento|terapia|procedimiento|inyección)|(?:los|las|nuestros|nuestras|estos|estas)?\\s*(?:tratamientos|terapias|inyecciones)|(?:el\\s+)?PRP|plasma\\s+rico\\s+en\\s+plaquetas|(?:la\\s+)?medicina\\s+regenerativa)"
const HEDGE =
  "(?:\\s+(?:puede|pueden|podría|podrían|va\\s+a|van\\s+a|suele|suelen|también|incluso|eficazmente|realmente|de\\s+verdad|ayuda\\s+a|ayudan\\s+a|busca|buscan|pretende|pretenden|tiene\\s+como\\s+objetivo|está\\s+diseñad[oa]\\s+para|están\\s+diseñad[oa]s\\s+para|sirve\\s+para|sirven\\s+para|permite|permiten|logra|logran|consigue|consiguen|ha\\s+demostrado|han\\s+demostrado))"
const EFFECT =
  "(?:ayudar|ayuda|ayudan|ayudará|ayudó|reducir|reduce|reducen|aliviar|alivia|alivian|calmar|calma|mejorar|mejora|mejoran|disminuir|disminuye|disminuyen|estimular|estimula|estimulan|favorecer|favorece|favorecen|promover|promueve|acelerar|acelera|potenciar|potencia|fortalecer|fortalece|tratar|trata|tratan|combatir|combate|revitalizar|revitaliza|rejuvenecer|rejuvenece|frenar|frena|detener|detiene|engrosar|engrosa|proteger|protege)"
const SURGERY = "(?:(?:una|la|el|un)\\s+)?(?:cirugía|cirugías|operación|operaciones|quirófano|reemplazo|reemplazos|prótesis|(?:reemplazo|prótesis)\\s+de\\s+(?:rodilla|cadera|hombro|articulación))"
const FEW_WORDS = "(?:(?:[\\w'-]+,?)\\s+){0,3}?"
const AMOUNT_WORDS = `(?:${TENS}|${TEENS}|${UNITS}|veinti\\w+|cien|ciento|\\w+cientos|quinientos|mil|millón|millones|\\d+(?:[.,]\\d+)*)`
const AMOUNT = `${AMOUNT_WORDS}(?:[\\s-]+(?:y\\s+)?${AMOUNT_WORDS})*`

const PATTERNS: readonly ClaimPattern[] = [
  { kind: "proportion", pattern: words(`(?<![\\w$])(?:el\\s+)?${RANGE}[\\s-]*(?:%|por\\s+ciento\\b)`) },
  { kind: "proportion", pattern: words(`\\b${NUMBER}\\s+(?:(?:[\\w'-]+\\s+){0,3}?)?de\\s+cada\\s+${NUMBER}\\b`) },
  { kind: "proportion", pattern: words(`\\b${NUMBER}\\s+(?:de|entre)\\s+${NUMBER}\\s+${BEFORE_PEOPLE}(?:${PEOPLE})\\b`) },
  { kind: "proportion", pattern: words(`\\b(?:la\\s+mitad|un\\s+tercio|dos\\s+tercios|un\\s+cuarto|tres\\s+cuartos|la\\s+(?:gran\\s+|inmensa\\s+|amplia\\s+)?mayoría)\\s+de\\b`) },
  {
    kind: "proportion",
    pattern: words(
      `\\b(?:casi\\s+todos|casi\\s+todas|prácticamente\\s+todos|muchos|muchas|numerosos|numerosas|la\\s+mayor\\s+parte\\s+de)(?!\\s+(?:miles|cientos|millones|decenas)\\b)\\s+(?:de\\s+)?(?:(?:los|las|nuestros|nuestras|sus|estos|estas)\\s+)?${BEFORE_PEOPLE}(?:${PEOPLE})\\b`,
    ),
    negatable: true,
  },
  { kind: "proportion", pattern: words("\\bcasi\\s+(?:todo\\s+el\\s+mundo|nadie\\s+deja)\\b") },
  { kind: "proportion", pattern: words("\\b(?:tasa|índice|porcentaje)\\s+de\\s+éxito\\b|\\b(?:alto|gran|excelente)\\s+(?:índice\\s+de\\s+)?éxito\\b"), negatable: true },

  {
    kind: "typical",
    pattern: words(
      "\\b(?:normalmente|generalmente|habitualmente|típicamente|por\\s+lo\\s+general|a\\s+menudo|con\\s+frecuencia|muchas\\s+veces|suele|suelen|en\\s+la\\s+mayoría\\s+de\\s+los\\s+casos)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:disfruta[n]?|notan?|sienten?|ven|experimentan?|obtienen?|logran?|consiguen?|tienen?|disfrutar|notar|sentir|ver|experimentar|obtener|lograr|tener)\\s+(?:(?:[\\w'-]+)\\s+){0,2}?(?:alivio|mejoría|mejora|mejor|menos\\s+dolor|resultados?|beneficios?|una\\s+diferencia|un\\s+cambio|curación|progreso)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:normalmente|generalmente|habitualmente|típicamente|por\\s+lo\\s+general|a\\s+menudo|con\\s+frecuencia|muchas\\s+veces)\\s+(?:el\\s+dolor\\s+)?(?:empieza\\s+a\\s+|comienza\\s+a\\s+)?(?:alivia|disminuye|mejora|mejoran|se\\s+cura|sana|se\\s+recupera|cede|se\\s+vuelve[n]?\\s+más\\s+fácil(?:es)?)\\b|\\b(?:suele|suelen)\\s+(?:aliviarse|disminuir|mejorar|curarse|sanar|ceder|volverse\\s+más\\s+fácil)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:el\\s+alivio|la\\s+mejoría|la\\s+mejora|los\\s+resultados|los\\s+beneficios|la\\s+curación|el\\s+dolor)\\s+(?:normalmente|generalmente|habitualmente|por\\s+lo\\s+general|a\\s+menudo|suele|suelen)\\s+(?:aumenta|llega|empieza|comienza|aparece|dura|cede|mejora|desaparece|ser|durar|llegar|empezar|aparecer|aumentar)\\b",
    ),
  },
  {
    kind: "typical",
    pattern: words(
      "\\b(?:normalmente|generalmente|habitualmente|por\\s+lo\\s+general|a\\s+menudo|en\\s+la\\s+mayoría\\s+de\\s+los\\s+casos),?\\s+(?:el|la|su|sus|los|las)\\s+(?:dolor|rigidez|movilidad|movimiento|cabello|pelo|articulación|rodilla)(?:\\s+[\\w-]+){0,3}?\\s+(?:se\\s+alivia|disminuye|mejora|mejoran|desaparece|cede|se\\s+cura|sana|vuelve\\s+a\\s+crecer)\\b",
    ),
  },
  { kind: "typical", pattern: words("\\b(?:el\\s+)?(?:paciente|resultado)\\s+(?:promedio|típico|medio)\\b") },

  {
    kind: "duration",
    pattern: words(
      `\\bdura(?:n|r)?\\s+(?:hasta\\s+|unos\\s+|al\\s+menos\\s+|más\\s+de\\s+|de\\s+|entre\\s+)?(?:${RANGE}|varios|muchos|algunos)\\s+(?:años|meses)\\b|\\b(?:alivio|resultados?|beneficios?|mejoría|efectos?)\\s+(?:que\\s+dura[n]?\\s+|durante\\s+|por\\s+)(?:años|décadas|toda\\s+la\\s+vida|mucho\\s+tiempo)\\b`,
    ),
  },
  {
    kind: "duration",
    pattern: words(
      "\\b(?:alivio|resultados?|beneficios?|mejoría|efectos?|solución|curación)\\s+(?:duraderos?|duraderas?|permanentes?|definitivos?|definitivas?|de\\s+larga\\s+duración|a\\s+largo\\s+plazo|para\\s+siempre|de\\s+por\\s+vida)\\b|\\b(?:años|décadas)\\s+de\\s+alivio\\b|\\bpara\\s+siempre\\b|\\bde\\s+una\\s+vez\\s+por\\s+todas\\b",
    ),
  },

  { kind: "efficacy", pattern: words(`\\b${TREATMENT}${HEDGE}{0,3}\\s+${EFFECT}\\b`) },
  { kind: "efficacy", pattern: words(`^\\W*(?:puede|pueden|podría|ayuda|ayudan|reduce|alivia|mejora|estimula|favorece)\\s+(?:a\\s+)?(?:ayudar|aliviar|reducir|mejorar|disminuir|estimular|sanar|curar|a\\s+(?:las|los|su|sus)\\b)`) },
  { kind: "efficacy", pattern: words(`\\bayuda[n]?\\s+a\\s+(?:su\\s+cuerpo\\s+a\\s+|usted\\s+a\\s+)?(?:reducir|aliviar|sanar|curar|reparar|restaurar|recuperar|mejorar|regenerar|volver)\\b`) },
  { kind: "efficacy", pattern: words(`\\b(?:demostrad[oa]s?|probad[oa]s?|comprobad[oa]s?)\\s+(?:para|que)\\s+${EFFECT}\\b|\\beficazmente\\b`) },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:apoyar|apoya|apoyan|impulsar|impulsa|impulsan|estimular|estimula|activar|activa|acelerar|acelera|potenciar|potencia|despertar|despierta|reactivar|reactiva|favorecer|favorece|promover|promueve|aprovechar|aprovecha)\\s+(?:la|el|su)\\s+(?:propia\\s+)?(?:curación|sanación|reparación|recuperación|regeneración|capacidad)\\s+(?:natural|de\\s+(?:curarse|sanar|repararse))\\b|\\b(?:curación|sanación|reparación)\\s+natural\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:volver|vuelva|vuelve|vuelven|regresar|regrese|regresa|retomar|retome)\\s+a\\s+(?:las\\s+|los\\s+|su\\s+|sus\\s+)?(?:actividades|deportes?|vida|cancha|campo|pista|juego|gimnasio)\\s+(?:que\\s+(?:le|les|te)\\s+(?:gusta[n]?|encanta[n]?)|que\\s+(?:ama|aman|disfruta|disfrutan|extraña|extrañan))\\b|\\bde\\s+(?:vuelta|nuevo)\\s+en\\s+(?:la|el)\\s+(?:cancha|campo|pista|juego|gimnasio)\\b|\\bpara\\s+que\\s+(?:usted\\s+)?(?:pueda|puedan)\\s+(?:volver|regresar|retomar|disfrutar|caminar|correr|jugar|moverse)\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\b(?:resonancias?|imágenes|radiografías?|ecografías?|fotos|fotografías)\\s+(?:(?:[\\w'-]+)\\s+){0,3}?(?:muestra[n]?|mostraron|revela[n]?|revelaron|confirma[n]?|confirmaron|demuestra[n]?|demostraron)\\s+(?:(?:[\\w'-]+,?)\\s+){0,3}?(?:más\\s+gruesos?|más\\s+sanos?|más\\s+cartílago|nuevo|nueva|mejor|mejora|regenerad[oa]|reparad[oa])\\b",
    ),
  },
  {
    kind: "efficacy",
    pattern: words(
      "\\bcambiar?\\s+(?:su|sus|tu)\\s+vidas?\\b|\\bcambia\\s+vidas\\b|\\balterar?\\s+el\\s+curso\\s+de\\b|\\b(?:obtenga|obtener|encuentre|encontrar|logre|lograr|consiga|conseguir)\\s+(?:un\\s+)?alivio\\b|\\balivio\\s+(?:del|para\\s+el|de\\s+su)\\s+dolor\\b|(?:^|[.!:]\\s*)(?:ayuda|alivio)\\s+para\\s+\\w+",
    ),
  },

  { kind: "promise", pattern: words("\\bregener(?:a|an|ar|ará|ó|ación|aciones)\\b") },
  { kind: "promise", pattern: words("\\bvuelv[ae]n?\\s+a\\s+crecer\\b|\\bvolver\\s+a\\s+crecer\\b|\\bnuevo\\s+(?:cartílago|tejido|cabello)\\b|\\bhace\\s+crecer\\b") },
  { kind: "promise", pattern: words("\\brepar(?:a|an|ar|ará|ó|ación|ador[ae]s?)\\b") },
  { kind: "promise", pattern: words("\\brevert(?:ir|ir\\w*)|\\brevierte[n]?\\b") },
  { kind: "promise", pattern: words("\\breconstru(?:ye|yen|ir|irá)\\b") },
  { kind: "promise", pattern: words("\\bcur(?:a|an|ar|ará|arán|ó|ativ[oa]s?)\\b|\\bcuración\\s+(?:completa|definitiva|total)\\b") },
  { kind: "promise", pattern: words("\\bsan(?:a|an|ar|ará)\\s+(?:su|sus|la|el|los|las)\\s+(?:rodilla|articulación|tendón|lesión|tejido|cartílago|dolor)") },
  { kind: "promise", pattern: words("\\brestaur(?:a|an|ar|ará|ó)\\b|\\brestablec(?:e|en|er|erá)\\b") },
  {
    kind: "promise",
    pattern: words(
      "\\belimin(?:a|an|ar|ará|ó|e|en|amos)\\b|\\b(?:acab(?:a|e|ar)\\s+con|pon(?:e|ga|er)\\s+fin\\s+a|termin(?:a|e|ar)\\s+con)\\s+(?:el\\s+|su\\s+)?dolor\\b|\\b(?:libre|libres)\\s+de\\s+dolor\\b|\\b(?:diga|decir|di)\\s+adiós\\s+al?\\b|\\bdespídase\\s+del?\\b|\\badiós\\s+al\\s+dolor\\b|\\bnunca\\s+más\\s+(?:el\\s+)?dolor\\b|\\bviv(?:a|e|ir|irá|an)\\s+sin\\s+dolor\\b",
    ),
  },
  {
    kind: "promise",
    pattern: words("\\blos\\s+ciegos\\s+ven\\b|\\b(?:volvió|volvieron|vuelve|vuelven|volverá|volverán|puede\\s+volver|pueden\\s+volver)\\s+a\\s+(?:ver|caminar|hablar|oír)\\b|\\bprimeras\\s+palabras\\b|\\bmilagr\\w*"),
  },

  {
    kind: "certainty",
    pattern: words(
      "\\b(?:clínicamente|científicamente|médicamente)\\s+(?:probad[oa]s?|comprobad[oa]s?|demostrad[oa]s?|validad[oa]s?)\\b|\\bprobad[oa]s?\\s+(?:clínicamente|para)\\b|\\b(?:eficacia|resultados)\\s+(?:probad[oa]s?|comprobad[oa]s?|demostrad[oa]s?)\\b|\\brespaldad[oa]s?\\s+por\\s+la\\s+ciencia\\b",
    ),
  },
  { kind: "certainty", pattern: words("\\bgaranti(?:za|zan|zar|zado|zada|zados|zamos|a|as)\\b") },
  {
    kind: "certainty",
    pattern: words(
      "\\b(?:los\\s+)?(?:estudios|investigaciones|ensayos)\\s+(?:muestran|demuestran|prueban|confirman)\\s+(?:que\\s+)?(?:funciona|el\\s+tratamiento|las\\s+células|este|esta|nuestro)\\b|\\b100\\s*%\\s+(?:eficaz|efectivo|de\\s+éxito)\\b|\\bsiempre\\s+funciona\\b",
    ),
  },

  {
    kind: "safety",
    pattern: words(
      "\\b(?:es|son|muy|totalmente|completamente|100\\s*%|absolutamente|perfectamente|tratamiento|procedimiento|opción|terapia|alternativa|inyección)\\s+(?:\\w+\\s+)?segur[oa]s?\\b(?!\\s+(?:que|de|médico|social))|\\bsegur[oa]s?\\s+y\\s+(?:eficaz|efectiv[oa]|natural)",
    ),
  },
  { kind: "safety", pattern: words("\\b(?:100\\s*%\\s+)?natural(?:es|mente)?\\b") },
  {
    kind: "safety",
    pattern: words(
      "\\b(?:cero|ningún|ninguna|nulo|mínimo|mínima|bajo|poco)\\s+(?:riesgo|posibilidad|probabilidad)\\s+de\\b|\\b(?:sin|cero|ningún|ninguna|mínimo|mínima)\\s+(?:tiempo\\s+de\\s+recuperación|efectos\\s+secundarios|riesgos?|complicaciones|rechazo|cicatrices|reposo)\\b|\\bsin\\s+(?:ningún\\s+)?riesgo\\b|\\bindoloro\\b",
    ),
  },
  { kind: "safety", pattern: words("\\bno\\s+(?:tiene|tienen|hay|causa|causan|produce|deja)\\s+(?:ningún\\s+|ninguna\\s+)?(?:efectos\\s+secundarios|complicaciones|cicatrices|rechazo)\\b|\\bno\\s+(?:hay|existe)\\s+(?:ningún\\s+)?(?:riesgo|posibilidad)\\s+de\\s+rechazo\\b|\\b(?:no\\s+puede|nunca)\\s+(?:ser\\s+)?rechaza\\w*"), negatable: false },

  { kind: "surgery", pattern: words(`\\bsin\\s+(?:necesidad\\s+de\\s+|tener\\s+que\\s+(?:hacerse\\s+)?)?${FEW_WORDS}${SURGERY}\\b`) },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:evit(?:a|an|ar|e|ó)|posterg(?:a|ar|ue)|pospon(?:e|er|ga)|aplaz(?:a|ar|e)|retras(?:a|ar|e)|reemplaz(?:a|ar)|sustitu(?:ye|ir)|olvíde(?:se)?\\s+de|ya\\s+no\\s+necesit(?:a|ará|e)|nunca\\s+necesit(?:a|ará|e))\\s+${FEW_WORDS}${SURGERY}\\b`,
    ),
  },
  {
    kind: "surgery",
    pattern: words(
      `\\b(?:alternativas?|sustitutos?)(?:\\s+[\\w-]+){0,3}?\\s+(?:a|al|a\\s+la|de|del|para)\\s+${FEW_WORDS}${SURGERY}\\b|\\ben\\s+(?:lugar|vez)\\s+de\\s+${FEW_WORDS}${SURGERY}\\b|\\b(?:alternativa|opción|solución)\\s+no\\s+quirúrgica\\b|\\bayuda\\s+no\\s+quirúrgica\\b`,
    ),
  },

  {
    kind: "comparison",
    pattern: words(
      "\\b(?:ningún|ninguna)\\s+otr[oa]\\s+(?:[\\w'-]+\\s+){0,3}?(?:puede|podrá|logra|ofrece|funciona|da)\\b|\\bnada\\s+más\\s+(?:puede|funciona|se\\s+compara)\\b|\\bcomo\\s+(?:el|la|los|las)\\s+nuestr[oa]s?\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\ba\\s+diferencia\\s+de\\s+(?:otr[oa]s|l[oa]s\\s+tratamientos|la\\s+cirugía|los\\s+esteroides)\\b|\\b(?:mejor|más\\s+segur[oa]|más\\s+rápid[oa]|más\\s+eficaz|más\\s+natural|más\\s+barat[oa]|menos\\s+invasiv[oa]|superior)\\s+(?:que|a)\\s+(?:la|el|los|las|una|un|otr[oa]s?|cualquier)\\b",
    ),
  },
  {
    kind: "comparison",
    pattern: words(
      "\\bfracción\\s+del\\s+(?:costo|coste|precio)\\b|\\b(?:cuesta|cuestan|pague|paga)\\s+(?:mucho\\s+)?menos\\s+que\\b|\\b(?:el\\s+único|la\\s+única|el\\s+mejor|la\\s+mejor|líder|de\\s+vanguardia|de\\s+última\\s+generación|revolucionari[oa]|innovador[a]?|pionero|pionera|más\\s+avanzad[oa])\\s+(?:[\\w'-]+\\s+){0,2}?(?:clínica|tratamientos?|terapias?|solución|tecnología|técnica|procedimiento|instalaciones|centro|alternativa|medicina|resultados?)\\b|\\b(?:clínica|tratamientos?|terapias?|tecnología|técnica|instalaciones|centro)\\s+(?:[\\w'-]+\\s+){0,2}?(?:de\\s+vanguardia|de\\s+última\\s+generación|revolucionari[oa]s?|líderes?)\\b",
    ),
  },

  {
    kind: "regulatory",
    pattern: words(
      "\\b(?:registrad[oa]s?|aprobad[oa]s?|certificad[oa]s?|inspeccionad[oa]s?|acreditad[oa]s?)\\s+(?:ante|por)\\s+la\\s+FDA\\b|\\bcumple[n]?\\s+(?:con\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:normas|pautas|directrices|reglas|requisitos|reglamentos)\\s+de\\s+la\\s+FDA\\b|\\b(?:sigue[n]?|seguimos|respeta[n]?|respetamos|cumplimos)\\s+(?:[\\w'-]+\\s+){0,3}?(?:normas|pautas|directrices|reglas)\\s+de\\s+la\\s+FDA\\b",
    ),
  },
  {
    kind: "regulatory",
    pattern: words("\\bno\\s+(?:necesita[n]?|requiere[n]?)\\s+(?:la\\s+)?(?:aprobación|autorización)\\b|\\bno\\s+(?:se\\s+)?necesita\\s+aprobación\\b"),
    negatable: false,
  },

  {
    kind: "credential",
    pattern: words(
      "\\bcertificad[oa]\\s+por\\s+(?:la\\s+)?junta\\b|\\bcon\\s+(?:formación|subespecialidad)\\s+(?:de\\s+)?(?:fellowship|subespecialidad)\\b|\\b\\d+\\s+años\\s+de\\s+experiencia\\b|\\b(?:más\\s+de|casi)\\s+(?:[\\w-]+\\s+){0,2}?(?:años|décadas)\\s+de\\s+experiencia\\b|\\bdécadas\\s+de\\s+experiencia\\b|\\blarga\\s+(?:y\\s+\\w+\\s+)?(?:carrera|trayectoria)\\b",
    ),
  },
  {
    kind: "credential",
    pattern: words(
      "\\bjef[ea]\\s+(?:de|del)\\s+(?:servicio|departamento|sección|división)\\b|\\bdirector[a]?\\s+(?:médic[oa]\\s+)?del?\\b(?!\\s+(?:funeraria|pompas))|\\bprofesor[a]?\\s+de\\b|\\b(?:reconocid[oa]|renombrad[oa])\\s+(?:a\\s+nivel\\s+)?(?:mundial|nacional|internacional)(?:mente)?\\b",
    ),
  },

  { kind: "price", pattern: words(`\\b${AMOUNT}\\s+(?:dólares|USD|euros)\\b|[$€£]\\s?\\d+(?:[,.]\\d+)*`) },
]

export const SPANISH: ClaimLanguage = {
  patterns: PATTERNS,
  negation: words(
    "\\b(?:no|nunca|jamás|ni|tampoco|ningún|ninguna|ninguno|nadie|nada|sin\\s+(?:prometer|garantizar))\\b(?:\\s+(?!(?:y|e|pero|porque|aunque|mientras)\\b)[\\w'’-]+){0,6}\\s*$",
  ),
  comparing: words("\\b(?:no\\s+quirúrgic[oa]s?|no\\s+invasiv[oa]s?|ningún\\s+otro|ninguna\\s+otra|nada\\s+más|nadie\\s+más|no\\s+solo|no\\s+sólo)\\b"),
  supposing: words(
    "\\bsi\\b[^,;:.]*$|\\bsi\\s+(?:el|la|este|esta|un|una|nuestro)?\\s*(?:[\\w-]+\\s+){0,2}?(?:le\\s+|les\\s+)?(?:ayuda|ayudan|funciona|funcionan|mejora|da\\s+resultado|le\\s+ha\\s+ayudado|ha\\s+ayudado)\\b|\\b(?:si|cuando)\\s*$|\\b(?:si|cuando)\\s+(?:el|la|este|esta|su|un|una)\\s*(?:[\\w-]+\\s*)?$|\\bcuánto\\b|\\bcómo\\s+(?:funciona|ayuda)\\b|\\bsi\\s+(?:funciona|ayuda|es)\\b|\\bestudiando\\s+si\\b",
  ),
  rhetorical: words("^\\W*(?:por\\s+qué|imagine|imagínese|cansad[oa]|list[oa]|quiere|desea)\\b"),
}
