import type { ResumeData } from '../resume/schema.js';
import { statesFigure } from './facts.js';
import { proseFields } from './paths.js';
import { capitalise, countWords, decapitalise, hash } from './text.js';
import type { Suggestion, SuggestionKind } from './types.js';
import { gerundOfBase, pastOfBase, pastOfGerund, pastOfParticiple } from './verbs.js';
import { ACTION_VERBS, BASE_VERBS, ING_NOUNS, NATURAL_PASSIVES, STOPWORDS } from './vocabulary.js';

/**
 * Local wording rules for bullets and descriptions. Each rewrite only moves or drops the person's
 * own words and swaps a weak opening for a verb; nothing here can add a fact (and the checker makes
 * sure). Where no mechanical fix exists, the suggestion is a hint: `after === before`.
 */

/** A bullet longer than this reads as a paragraph. */
export const OVERLONG_WORDS = 30;

type Rest = { verb: string | null; rest: string };

/** Splits "managing the team" into its leading -ing verb (as past tense) and the rest. */
function leadingGerund(text: string): Rest {
  const m = /^([\p{L}]+ing)\b\s*(.*)$/su.exec(text);
  const word = m?.[1]?.toLowerCase() ?? '';
  if (!m || ING_NOUNS.has(word)) return { verb: null, rest: text };
  return { verb: pastOfGerund(word), rest: m[2] ?? '' };
}

interface Opening {
  pattern: RegExp;
  rewrite(rest: string): string | null;
  reason: string;
}

const verbOr = (fallback: string) => (rest: string) => {
  const g = leadingGerund(rest);
  return g.verb ? join(g.verb, g.rest) : join(fallback, rest);
};
const contributeTo = (rest: string) => join('Contributed to', rest);

const OPENINGS: Opening[] = [
  {
    pattern: /^(?:was |were |am |is )?(?:primarily |mainly |directly |solely )?responsible for\s+/i,
    rewrite: verbOr('Owned'),
    reason: '"Responsible for" describes a duty, not what you did. Start with the action.',
  },
  {
    pattern: /^(?:my )?(?:responsibilities|duties) (?:included|include|involved|were)\s*:?\s+/i,
    rewrite: verbOr('Owned'),
    reason: 'A list of duties reads passively. Start with the action.',
  },
  {
    pattern: /^(?:was )?in charge of\s+/i,
    rewrite: verbOr('Led'),
    reason: '"In charge of" can say "Led" in one word.',
  },
  {
    pattern: /^(?:was )?tasked with\s+/i,
    rewrite: verbOr('Handled'),
    reason: '"Tasked with" says what you were asked to do; say what you did.',
  },
  {
    pattern: /^worked on\s+/i,
    rewrite: verbOr('Contributed to'),
    reason: '"Worked on" is vague. A specific verb says what your part was.',
  },
  {
    pattern: /^worked (?:closely )?with\s+/i,
    rewrite: (rest) => join('Collaborated with', rest),
    reason: '"Worked with" is vague; "Collaborated with" says the same more directly.',
  },
  {
    pattern: /^helped (?:to )?/i,
    rewrite: (rest) => {
      const m = /^([\p{L}]+)\b\s*(.*)$/su.exec(rest);
      const word = m?.[1]?.toLowerCase() ?? '';
      return m && BASE_VERBS.has(word) ? join(`Contributed to ${gerundOfBase(word)}`, m[2] ?? '') : null;
    },
    reason:
      '"Helped" hides your part. "Contributed to" says the same more directly; name what you did yourself if you can.',
  },
  {
    pattern: /^assisted (?:with|in)\s+/i,
    rewrite: (rest) => (leadingGerund(rest).verb ? contributeTo(rest) : join('Supported', rest)),
    reason: '"Assisted with" is weak; say what you contributed.',
  },
  {
    pattern: /^(?:was |were )?(?:actively )?involved in\s+/i,
    rewrite: contributeTo,
    reason: '"Involved in" does not say what you did; "Contributed to" is more direct.',
  },
  {
    pattern: /^(?:participated in|took part in)\s+/i,
    rewrite: contributeTo,
    reason: '"Participated in" is passive; "Contributed to" is more direct.',
  },
];

function join(verb: string, rest: string): string {
  const tail = decapitalise(rest.trim(), (w) => !STOPWORDS.has(w.toLowerCase()));
  return tail ? `${verb} ${tail}` : verb;
}

const BULLET = /^(\s*(?:[•·▪*–—-]\s+)?)/;

/** Rewrites a weak opening of one line, keeping a bullet glyph; null when the line has none. */
function fixOpening(line: string): { after: string; reason: string } | null {
  const prefix = BULLET.exec(line)?.[1] ?? '';
  const body = line.slice(prefix.length);
  for (const o of OPENINGS) {
    const m = o.pattern.exec(body);
    if (!m) continue;
    const rewritten = o.rewrite(body.slice(m[0].length));
    if (rewritten === null) return { after: line, reason: o.reason };
    return { after: prefix + capitalise(rewritten), reason: o.reason };
  }
  return null;
}

// Regular participles end in -ed; the irregular ones are listed ("often" and "open" end in -en too).
const PARTICIPLE =
  '[\\p{L}]{2,}ed|built|rebuilt|remade|rerun|redone|led|made|run|set up|taught|kept|held|sent|spent|found|written|rewritten|given|taken|undertaken|chosen|driven|shown|grown|drawn|known|seen|overseen|done|begun|spoken|broken';
const PASSIVE_BY = new RegExp(
  `^(.+?)\\s+(?:was|were|has been|have been|had been)\\s+(${PARTICIPLE})\\s+by\\s+(me|myself|my team|our team|the team)\\b(.*)$`,
  'isu',
);
const PASSIVE_ANY = new RegExp(`\\b(?:was|were|been|being)\\s+(${PARTICIPLE})\\b`, 'iu');

/** "The API was rebuilt by me to …" → "Rebuilt the API to …"; null when not passive with an agent. */
function fixPassive(line: string): string | null {
  const prefix = BULLET.exec(line)?.[1] ?? '';
  const m = PASSIVE_BY.exec(line.slice(prefix.length));
  if (!m) return null;
  const [, object = '', participle = '', agent = '', rest = ''] = m;
  const verb = capitalise(pastOfParticiple(participle));
  const obj = decapitalise(object.trim(), (w) => !STOPWORDS.has(w.toLowerCase()));
  const who = /^(me|myself)$/i.test(agent) ? '' : ` with ${agent.toLowerCase()}`;
  return `${prefix}${verb} ${obj}${who}${rest}`;
}

const WORDY: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/\bin order to\b/gi, 'to'],
  [/\b(?:was|were) able to ([\p{L}]+)\b/giu, (_m, verb = '') => pastOfBase(verb)],
  [/\bsuccessfully (?=[\p{L}]+ed\b)/giu, ''],
  [/\butili[sz]ed\b/gi, 'used'],
  [/\butili[sz]e\b/gi, 'use'],
  [/\butili[sz]ing\b/gi, 'using'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bin the event that\b/gi, 'if'],
  [/\bat this point in time\b/gi, 'now'],
  [/\beach and every\b/gi, 'every'],
];

/** Drops filler phrases; returns the line unchanged when there are none. */
function fixWordy(line: string): string {
  let out = line;
  const startsUpper = /^\s*(?:[•·▪*–—-]\s+)?\p{Lu}/u.test(line);
  for (const [pattern, replacement] of WORDY) {
    out =
      typeof replacement === 'string'
        ? out.replace(pattern, replacement)
        : out.replace(pattern, (...args: unknown[]) => replacement(...args.slice(0, -2).map(String)));
  }
  out = out.replace(/ {2,}/g, ' ');
  // "Was able to reduce…" becomes "reduced…": keep the line's capital.
  return startsUpper
    ? out.replace(/^(\s*(?:[•·▪*–—-]\s+)?)(\p{Ll})/u, (_m, p: string, c: string) => p + c.toUpperCase())
    : out;
}

/** Splits an overlong bullet at "; " or at ", and <verb>ed" near its middle; null when no clean split exists. */
function splitOverlong(line: string): string | null {
  const candidates: number[] = [];
  for (const m of line.matchAll(/;\s+/g)) candidates.push(m.index);
  for (const m of line.matchAll(/,?\s+and\s+(?=([\p{L}]+)\b)/giu)) {
    const next = m[1]?.toLowerCase() ?? '';
    if (ACTION_VERBS.has(next) || /^[\p{L}]{3,}ed$/u.test(next)) candidates.push(m.index);
  }
  const middle = line.length / 2;
  const at = candidates
    .filter((i) => i > 40 && line.length - i > 40)
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  if (at === undefined) return null;
  const first = line.slice(0, at).replace(/[,;\s]+$/, '');
  const second = line
    .slice(at)
    .replace(/^[,;\s]+/, '')
    .replace(/^and\s+/i, '');
  return `${first}\n${capitalise(second)}`;
}

const OUTCOME =
  /\b(result(?:ed|ing)?|so that|which|leading to|led to|enabl\w*|reduc\w*|increas\w*|improv\w*|sav\w*|cut|grew|boost\w*|rais\w*|lower\w*|faster|fewer|less|more|higher|adopted|used by|impact\w*)\b/i;

function hasOutcome(text: string): boolean {
  return OUTCOME.test(text) || statesFigure(text);
}

/** Wording suggestions for every bullet and description, in document order. */
export function suggestWording(resume: ResumeData): Suggestion[] {
  const out: Suggestion[] = [];
  const push = (path: string, before: string, after: string, kind: SuggestionKind, reason: string) => {
    out.push({ id: `${kind}:${path}:${hash(after)}`, path, before, after, kind, reason });
  };
  for (const { path, text } of proseFields(resume)) {
    const isBullet = path.includes('.bullets.');
    const lines = text.split('\n');
    const replaceLine = (i: number, line: string) => lines.map((l, j) => (j === i ? line : l)).join('\n');
    let hintedPassive = false;
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      const opening = fixOpening(line);
      if (opening) push(path, text, replaceLine(i, opening.after), 'weak-opening', opening.reason);
      const passive = fixPassive(line);
      if (passive) {
        push(
          path,
          text,
          replaceLine(i, passive),
          'passive-voice',
          'Active voice says who did the work: start with the verb.',
        );
      } else if (!opening && !hintedPassive && isPassiveWithoutAgent(line)) {
        hintedPassive = true;
        push(
          path,
          text,
          text,
          'passive-voice',
          'Passive voice hides who did the work. If it was you, start with the verb.',
        );
      }
      const wordy = fixWordy(line);
      if (wordy !== line)
        push(path, text, replaceLine(i, wordy), 'wordy', 'Shorter says the same: filler words removed.');
    });
    if (isBullet && countWords(text) > OVERLONG_WORDS) {
      const split = splitOverlong(text);
      push(
        path,
        text,
        split ?? text,
        'overlong',
        split
          ? `Over ${OVERLONG_WORDS} words. Split into two points so each reads at a glance.`
          : `Over ${OVERLONG_WORDS} words. Readers skim: keep one idea per point.`,
      );
    }
  }
  resume.experience.forEach((role, i) => {
    const texts = [role.description, ...role.bullets].filter((t) => t.trim());
    if (!texts.length || texts.some(hasOutcome)) return;
    const path = role.bullets.length ? `experience.${i}.bullets.0` : `experience.${i}.description`;
    const before = role.bullets[0] ?? role.description;
    push(
      path,
      before,
      before,
      'missing-outcome',
      'None of the points for this role says what changed because of your work. Add a result if you have one — only if it is true.',
    );
  });
  return out;
}

function isPassiveWithoutAgent(line: string): boolean {
  const m = PASSIVE_ANY.exec(line);
  return !!m && !NATURAL_PASSIVES.has(m[1]?.toLowerCase() ?? '') && !/\bby\b/i.test(line.slice(m.index));
}
