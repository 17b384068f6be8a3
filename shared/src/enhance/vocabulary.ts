/** Word lists used by the wording rules and the no-invention checker. Data only. */

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** Function words: never facts, whatever their case. */
export const STOPWORDS = words(`
a an the and or but nor so yet for of in on at to by with from into onto over under about above below
across after before between during through throughout within without via per as than then that this these
those it its it's they them their theirs we us our ours you your i me my mine he she his her who whom whose
which what when where why how all any both each every either neither few more most other some such no not
only own same too very can will just should would could may might must shall do does did done doing is am are
was were be been being have has had having also again further once here there up down out off if else while
because until unless although though whether including across along among around upon toward towards
`);

/**
 * Strong past-tense openings: what the wording rules write, and what the checker accepts at the start
 * of a sentence without finding it in the resume (they describe, they do not name).
 */
export const ACTION_VERBS = words(`
accelerated achieved administered advised analysed analyzed architected audited authored automated balanced
boosted briefed budgeted built calculated championed clarified coached collaborated compiled completed
composed conducted configured consolidated constructed consulted contributed converted coordinated created
cut debugged decreased defined delivered demonstrated deployed designed detected developed devised diagnosed
directed documented drafted drove edited educated eliminated enabled engineered enhanced established
estimated evaluated examined executed expanded expedited explained extracted facilitated fixed forecasted
formalised formalized formulated fostered gathered generated grew guided handled hired identified
illustrated implemented improved increased influenced informed initiated inspected installed instituted
integrated interpreted interviewed introduced invented investigated launched led lowered maintained managed
mapped measured mediated mentored merged migrated minimised minimized modelled modeled moderated modernised
modernized monitored motivated negotiated operated optimised optimized orchestrated organised organized
outlined oversaw owned partnered performed piloted pioneered planned prepared presented prevented
prioritised prioritized processed produced programmed projected proposed prototyped provided qualified
ran rebuilt recommended reconciled recorded recruited redesigned reduced refactored refined reorganised
reorganized repaired replaced reported represented researched resolved restored restructured retained
revamped reviewed revised rewrote scaled scheduled screened secured selected served set shaped shipped
simplified solved sourced spearheaded specified standardised standardized steered streamlined strengthened
structured studied supervised supported surveyed synthesised synthesized systematised taught tested tracked
trained transformed translated triaged troubleshot tuned unified updated upgraded used validated verified
wrote
`);

/** Our own words in derived text ("Works with …", "Based in …"): safe anywhere in a sentence. */
export const OWN_WORDS = words(`
works work based contributed collaborated supported owned handled led used development design engineering
analysis management marketing finance operations security quality assurance product cloud devops data
machine learning mobile frontend backend full-stack testing
`);

/** -ing words that are usually nouns or modifiers ("marketing campaigns"), not the start of an action. */
export const ING_NOUNS = words(`
marketing engineering accounting pricing billing banking housing clothing funding hosting messaging
networking logging shipping staffing branding consulting training reporting building offering spending
meeting meetings earnings savings holdings listing listings setting settings packaging catering financing
licensing manufacturing programming ticketing learning computing recruiting tracking caching routing
`);

/** Irregular verbs: base form → past tense. */
export const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  be: 'was',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  choose: 'chose',
  cut: 'cut',
  do: 'did',
  draw: 'drew',
  drive: 'drove',
  find: 'found',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  have: 'had',
  hold: 'held',
  keep: 'kept',
  know: 'knew',
  lead: 'led',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  put: 'put',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  shut: 'shut',
  speak: 'spoke',
  spend: 'spent',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  troubleshoot: 'troubleshot',
  understand: 'understood',
  undertake: 'undertook',
  win: 'won',
  write: 'wrote',
};

/** Irregular past participles → past tense, for turning passive into active voice. */
export const PARTICIPLE_PAST: Readonly<Record<string, string>> = {
  begun: 'began',
  chosen: 'chose',
  done: 'did',
  drawn: 'drew',
  driven: 'drove',
  given: 'gave',
  grown: 'grew',
  known: 'knew',
  overseen: 'oversaw',
  rewritten: 'rewrote',
  run: 'ran',
  seen: 'saw',
  spoken: 'spoke',
  taken: 'took',
  undertaken: 'undertook',
  written: 'wrote',
};

/** Common base-form verbs that follow "helped": enough to tell "helped build" from "helped customers". */
export const BASE_VERBS = words(`
build create design develop implement improve launch lead maintain manage migrate optimize optimise plan
reduce increase grow run write test deploy ship scale automate analyze analyse define deliver drive
establish integrate organize organise prepare redesign refactor resolve review set streamline support
train translate upgrade coordinate research draft document identify investigate onboard recruit hire
prioritize prioritise standardize standardise simplify secure monitor modernize modernise evaluate
conduct facilitate produce shape cut lower speed make get bring keep teach mentor coach expand
`);

/** Passive constructions that are the normal way to say it (someone else acted). */
export const NATURAL_PASSIVES = words(`
awarded promoted selected invited named elected recognised recognized chosen nominated hired accepted
admitted based located granted funded sponsored featured published required asked given offered
contracted employed assigned appointed enrolled licensed certified ranked born raised
`);
