import { emptyExperience, type Experience } from '../../../schema.js';
import type { Collector } from '../collector.js';
import { bulletsOf } from '../bullets.js';
import { endsSentence } from '../../entries/entries.js';
import { detailText, mainText, type Entry } from '../../entries/entry.js';
import { commaSplit, headParts, unusedHead, withoutEdgeDates, type Part } from '../../entries/entryParts.js';
import { parseDateRange, stripDates, stripDurations } from '../../dates/dates.js';
import { bulletUnits } from '../../entries/bulletUnits.js';
import { followSectionStyles } from './headStyles.js';
import { splitAfterLegalForm, splitRoleAtOrg, workplaceSentence } from './roleAtOrg.js';
import { foldSubHeadings } from './subHeadings.js';
import { joinLabelledRecords, labelledFields, type Labelled } from './labelledFields.js';
import { organisationBelow, roleBelow } from './orgBelow.js';
import { followCompanySlot, type HeadCandidates } from './companySlot.js';
import { followCommaOrder } from './commaOrder.js';
import { joinHyphenatedHead } from '../../entries/hyphenatedHead.js';
import { rolesUnderOrganisations } from './roleLines.js';
import type { RoleDraft } from './roleDraft.js';
import { orgScore as orgWords, roleScore, schoolScore } from '../../words/vocab.js';
import { wordCount } from '../../items/text.js';

/** Organisation words, and a school's: a lycée or a gymnasium employs its teachers. */
const orgScore = (text: string): number => orgWords(text) || (schoolScore(text) > 0 ? 1 : 0);

/*
 * Step 5c: experience entries → roles. Which part is the organisation and which the role is decided by
 * vocabulary (role words like "Engineer", "Praktikant"; organisation words like "Inc.", "University"),
 * then by typography (italic roles, bold employers), then by the most common order (employer first).
 */

/** A choice of company and title this much better than the swap is evidence of the section's order. */
const CONFIDENT = 1;

/** Fields read from their labels are certain: no vote of the section turns them round. */
const LABELLED = 10;

const PROJECT_MARKERS =
  /\b(?:projects|individual project|personal project|side project|course project|projekte|projets|proyectos|projetos)\b|项目/i;

/** Words that name a certificate: "Certification", "Certificate", "Zertifikat", "Certificado"… */
const CERTIFICATE =
  /\b(?:certification|certificate|certified|certificat|zertifikat|zertifizierung|certificado|certificação|certificazione|certyfikat)\b/iu;

/** Entries of an experience section; those that are really projects come back separately. */
export function extractRoles(entries: Entry[]): { roles: RoleDraft[]; projectEntries: Entry[] } {
  const grouped = rolesUnderOrganisations(entries);
  if (grouped) return { roles: grouped, projectEntries: [] };
  const roles: RoleDraft[] = [];
  const projectEntries: Entry[] = [];
  const candidates: HeadCandidates = new Map();
  let groupCompany = '';
  for (const read of joinLabelledRecords(foldSubHeadings(bulletJobs(entries)))) {
    const entry = joinHyphenatedHead(read);
    // No head, or an undated head of whole sentences ("Performed pre-opening activities." over
    // "Conducted meetings."): the points of the role above, which a name or a title never reads as.
    const sentences = !entry.dates && entry.head.every((l) => endsSentence(mainText(l)));
    if (!entry.head.length || (sentences && roles.length)) {
      const prev = roles[roles.length - 1];
      if (prev) {
        const lines = [...entry.head, ...entry.details];
        prev.entry.details.push(...lines);
        prev.item.bullets.push(...bulletsOf(lines));
      }
      continue;
    }
    if (entry.career) {
      if (entry.career.company || entry.career.title) roles.push(careerRole(entry, entry.career));
      continue;
    }
    const { parts, locations } = headParts(entry);
    // The head's first two lines, which name an entry, and the line under it (a "C, Python ·
    // Individual Projects" tagline reads as a detail); a sentence there, a one-line description set
    // as a head line ("Mentored students on civic projects."), or a description's wrapped list below
    // ("Aufgaben, Koordination kleiner Projekte") tells the work done, not the entry's kind.
    const headText = [...entry.head.slice(0, 2), ...entry.details.slice(0, 1)]
      .filter((l) => !endsSentence(detailText(l)))
      .map((l) => l.line.text)
      .join(' ');
    if (PROJECT_MARKERS.test(headText) && !roleScore(parts[0]?.text ?? '')) {
      projectEntries.push(entry);
      continue;
    }
    // "Photovoltaic Technology Certification, May 2017" under a leadership or experience heading: a
    // certificate earned is not a role held. It stays unplaced rather than become a job.
    const headOnly = entry.head.map((l) => mainText(l)).join(' ');
    if (CERTIFICATE.test(headOnly) && !roleScore(headOnly)) continue;
    // Labelled rows ("Company: …", "Position: …") say which is which; the words need not.
    const labelled = labelledFields(entry) ?? workplaceSentenceFields(entry, parts);
    const heads = headCandidates(parts);
    const picked = pickCompanyAndTitle(heads);
    const below = labelled
      ? null
      : (organisationBelow(entry, picked.company, picked.title) ??
        roleBelow(entry, picked.company, picked.title));
    const company = labelled?.parts.company ?? (labelled ? null : (below?.company ?? picked.company));
    const title = labelled?.parts.title ?? (labelled ? null : (below?.title ?? picked.title));
    const margin = labelled ? LABELLED : below ? CONFIDENT : picked.margin;
    const item = emptyExperience();
    item.company = company?.text ?? '';
    item.title = title?.text ?? '';
    item.location = labelled?.parts.location?.text ?? locations[0]?.text ?? '';
    if (entry.dates) {
      item.start = entry.dates.start;
      item.end = entry.dates.end;
    }
    // Head lines no field took (points printed without a glyph, a team or a tagline) stay with the
    // role as its points and description.
    const rest = unusedHead(entry, { parts, locations }, [company, title, locations[0]]);
    item.bullets = bulletsOf(
      entry.lines.filter(
        (l) =>
          (l.kind === 'detail' || rest.lines.includes(l)) &&
          !labelled?.lines.includes(l) &&
          l !== below?.line,
      ),
    );
    item.description = rest.texts.join(' · ');
    const prev = roles[roles.length - 1];
    // A dated role line straight under another role at the same employer ("Google / Engineer 2016 –
    // 2018 / Senior Engineer 2018 – 2020") inherits the employer; a long line that names a place of
    // its own ("Stage de terrain au centre … de Forcalquier") is no title alone.
    if (
      !item.company &&
      item.title &&
      wordCount(item.title) <= 8 &&
      prev?.item.company &&
      entry.head.length === 1 &&
      entry.dates
    ) {
      item.company = prev.item.company;
    }
    // LinkedIn prints a company once with its total time there ("Brightloom Health" / "5 years 3
    // months") and lists each role under it; a role with no employer of its own is one of them.
    if (item.company) groupCompany = hasTenureLine(entry) ? item.company : '';
    else if (groupCompany && item.title && parts.length === 1 && entry.dates) item.company = groupCompany;
    if (!item.title && !item.company) continue;
    const role = { item, entry, parts: { company, title }, margin };
    // Labelled fields and the line below are not head parts: only a pick among the parts may move.
    if (!labelled && !below) candidates.set(role, heads);
    roles.push(role);
  }
  const styled = followSectionStyles(joinDatedOrganisations(roles));
  followSectionOrder(styled);
  followCommaOrder(styled);
  followCompanySlot(styled, candidates);
  return { roles: styled, projectEntries };
}

/**
 * "• Sales Assistant, Harwick Foods, 2015 – 2016" / "• Shift Lead, Tamsin Stores, 2016 – 2018": a
 * section that lists its jobs as bullets, each with its period, has no head line at all. Each bullet
 * is then a job, when the section opens with them (under a job, dated bullets are its points) and
 * every one of them is dated and names a role.
 */
function bulletJobs(entries: Entry[]): Entry[] {
  const [first, ...rest] = entries;
  if (!first || first.head.length) return entries;
  const units = bulletUnits(first);
  const job = (u: Entry) => !!u.dates && roleScore(stripDates(u.head.map(mainText).join(' '))) > 0;
  return units.length >= 2 && units.every(job) ? [...units, ...rest] : entries;
}

/**
 * A dated head over a sentence that names the workplace ("見本センターにて…として、…"): the
 * sentence gives the fields when the head has no other parts. Its line stays the job's point.
 */
function workplaceSentenceFields(entry: Entry, parts: Part[]): Labelled | null {
  let el: Entry['lines'][number] | undefined;
  let text = '';
  for (const l of entry.lines) {
    text = withoutEdgeDates(mainText(l));
    if (text.trim()) {
      el = l;
      break;
    }
  }
  const found = el && workplaceSentence(text);
  const seg = el?.main[0];
  // Parts from the sentence and the lines it runs on to are its words; parts above it are a head.
  const at = el ? entry.head.indexOf(el) : -1;
  if (!found || !seg || parts.some((p) => p.line < at || at < 0)) return null;
  const part = (text: string): Part | undefined => (text ? { text, seg, line: 0, meta: false } : undefined);
  return { parts: { company: part(found.company), title: part(found.title) }, lines: [] };
}

/**
 * "Stage chez X – 7 semaines" / its description / "X – Toulouse 2025": a role printed without dates,
 * its employer and dates on a line of their own under its points. The dated line opened an entry of
 * its own; a lone name there that reads as no role is the employer of the undated role above.
 */
function joinDatedOrganisations(roles: RoleDraft[]): RoleDraft[] {
  const out: RoleDraft[] = [];
  for (const r of roles) {
    const prev = out[out.length - 1];
    const name = r.item.company || r.item.title;
    const lone = !(r.item.company && r.item.title) && r.entry.head.length === 1 && r.margin < LABELLED;
    if (
      prev &&
      lone &&
      r.entry.dates &&
      !prev.entry.dates &&
      prev.item.title &&
      !prev.item.company &&
      !roleScore(name)
    ) {
      prev.item.company = name;
      prev.item.start = r.item.start;
      prev.item.end = r.item.end;
      prev.item.location ||= r.item.location;
      prev.item.bullets.push(...r.item.bullets);
      prev.parts = { ...prev.parts, company: r.parts.company ?? r.parts.title };
      prev.entry = { ...prev.entry, lines: [...prev.entry.lines, ...r.entry.lines], dates: r.entry.dates };
      continue;
    }
    out.push(r);
  }
  return out;
}

/** A job read from a career table's rows (eventRows.ts): its fields are certain, its head rows no points. */
function careerRole(entry: Entry, career: NonNullable<Entry['career']>): RoleDraft {
  const item = emptyExperience();
  item.company = career.company;
  item.title = career.title;
  item.start = entry.dates?.start ?? null;
  item.end = entry.dates?.end ?? null;
  item.bullets = bulletsOf(entry.details);
  const seg = entry.head[0]?.main[0] ?? entry.lines[0]?.line.segments[0];
  const part = (text: string): Part | null => (text && seg ? { text, seg, line: 0, meta: false } : null);
  return {
    item,
    entry,
    parts: { company: part(career.company), title: part(career.title) },
    margin: LABELLED,
    read: [...career.read, ...entry.details.map((l) => l.line)],
  };
}

/**
 * One section lays its entries out one way. Where the words cannot tell company from role
 * ("Ingenieurbüro Hartmann" / "Bauleiterin"), the order the clear entries
 * of the section print them in decides: a vote, so that one entry read wrongly by its words does not
 * undo the section's order. An entry's own words override the vote only when they are clear.
 */
function followSectionOrder(roles: RoleDraft[]): void {
  // Heads on two lines and heads on one ("Org | Role | Remote") vote apart: a section may print its
  // employer above the role and a side job as "Role | Org".
  for (const orderOf of [companyFirst, companyFirstInLine]) followOrder(roles, orderOf);
}

function followOrder(roles: RoleDraft[], orderOf: (r: RoleDraft) => boolean | null): void {
  const votes = roles.filter((r) => r.margin >= CONFIDENT).map(orderOf);
  const first = votes.filter((v) => v === true).length;
  const second = votes.filter((v) => v === false).length;
  const winner = Math.max(first, second);
  // Clear, and not contested: the other order has at most a third of the votes.
  if (!winner || Math.min(first, second) * 3 > winner) return;
  const order = first > second;
  for (const r of roles) {
    const own = orderOf(r);
    if (r.margin >= CONFIDENT || own === null || own === order) continue;
    const { company, title } = r.parts;
    r.parts = { company: title, title: company };
    r.item.company = title?.text ?? '';
    r.item.title = company?.text ?? '';
  }
}

/**
 * Whether an entry prints its company on a line above its title; null without both or on one line
 * (one-line heads follow their section's comma order, see commaOrder.ts).
 */
function companyFirst(r: RoleDraft): boolean | null {
  const { company, title } = r.parts;
  return company && title && company.line !== title.line ? company.line < title.line : null;
}

/**
 * Whether a one-line head ("Northwind | Analyst | 2020 – 2022") prints its company before its title;
 * null when they come from different lines or one holds the other.
 */
function companyFirstInLine(r: RoleDraft): boolean | null {
  const { company, title } = r.parts;
  if (!company?.text || !title?.text || company.line !== title.line) return null;
  if (company.seg !== title.seg) return company.seg.x0 < title.seg.x0;
  const c = company.seg.text.indexOf(company.text);
  const t = company.seg.text.indexOf(title.text);
  return c < 0 || t < 0 || c === t ? null : c < t;
}

/** A head line that is only a length of time ("5 years 3 months"): a company's total tenure. */
function hasTenureLine(entry: Entry): boolean {
  return entry.head.some((h) => {
    const text = mainText(h);
    return /\d/.test(text) && !stripDurations(text) && !parseDateRange(text);
  });
}

export function recordRoles(roles: RoleDraft[], collector: Collector, offset = 0): Experience[] {
  return roles.map((r, i) => {
    const path = `experience.${i + offset}`;
    if (r.parts.company) collector.add(`${path}.company`, r.parts.company.seg, 0.7);
    if (r.parts.title) collector.add(`${path}.title`, r.parts.title.seg, 0.7);
    if (r.entry.dateSegment) collector.add(`${path}.start`, r.entry.dateSegment, 0.85);
    collector.use(r.read ?? r.entry.lines.map((l) => l.line));
    return r.item;
  });
}

/**
 * The head parts that may be the role or the organisation: the first four, role-first lists split.
 * A part wholly in brackets ("(Teaching Practice)", "(Contract)") is a remark on its neighbour; no
 * resume prints its employer or its role only inside brackets.
 */
export function headCandidates(parts: Part[]): Part[] {
  return splitRoleFirst(parts.filter((p) => !/^\([^()]*\)$/u.test(p.text.trim()))).slice(0, 4);
}

/**
 * The score of reading t as the role and c as the organisation. parser-eval/pairEval.ts fits a learned
 * scorer over the same evidence and compares the two on held-out documents.
 */
export function rulePairScore(t: Part, c: Part, i: number, j: number): number {
  return (
    roleScore(t.text) -
    roleScore(c.text) +
    orgScore(c.text) -
    orgScore(t.text) +
    typography(t, c) -
    // Earlier parts are the main ones; a third or fourth part is usually a team or a detail.
    (i + j) * 0.3 -
    (i > j ? 0.05 : 0)
  );
}

/** The role and the organisation among an entry's head candidates (headCandidates). */
function pickCompanyAndTitle(candidates: Part[]): {
  company: Part | null;
  title: Part | null;
  margin: number;
} {
  const [a, b] = candidates;
  if (!a) return { company: null, title: null, margin: 0 };
  if (!b) {
    const at = splitRoleAtOrg(a.text) ?? splitAfterLegalForm(a.text) ?? roleOrgPlace(a.text);
    if (at) return { company: { ...a, text: at.company }, title: { ...a, text: at.title }, margin: 0 };
    const split = commaSplit(a.text);
    if (split) {
      const [x, y] = split;
      const sx = roleScore(x) - orgScore(x);
      const sy = roleScore(y) - orgScore(y);
      if (sx !== sy) {
        const [t, c] = sx > sy ? [x, y] : [y, x];
        return { company: { ...a, text: c }, title: { ...a, text: t }, margin: 0 };
      }
    }
    return roleScore(a.text) === 0 && orgScore(a.text) > 0
      ? { company: a, title: null, margin: 0 }
      : { company: null, title: a, margin: 0 };
  }
  const pairScore = rulePairScore;
  // Best pair among the first parts: one role, one organisation.
  let best: { company: Part; title: Part; score: number; swapped: number } | null = null;
  for (let i = 0; i < candidates.length; i++) {
    for (let j = 0; j < candidates.length; j++) {
      const t = candidates[i];
      const c = candidates[j];
      if (!t || !c || i === j) continue;
      const score = pairScore(t, c, i, j);
      if (!best || score > best.score) best = { company: c, title: t, score, swapped: pairScore(c, t, j, i) };
    }
  }
  return best
    ? { company: best.company, title: best.title, margin: best.score - best.swapped }
    : { company: a, title: b, margin: 0 };
}

/**
 * "Doctorante contractuelle, Laboratoire de Physique, ENS de Lyon" above a second line: a part that
 * starts with a role and goes on with an organisation is two parts, so the organisation beside the
 * role wins over the line below it.
 */
function splitRoleFirst(parts: Part[]): Part[] {
  if (parts.length < 2) return parts;
  return parts.flatMap((p) => {
    const listed = roleOrgPlace(p.text);
    if (listed)
      return [
        { ...p, text: listed.title },
        { ...p, text: listed.company },
        ...(listed.place ? [{ ...p, text: listed.place }] : []),
      ];
    const split = commaSplit(p.text);
    if (!split) return [p];
    const [role, org] = split;
    return roleScore(role) > 0 &&
      orgScore(role) === 0 &&
      roleScore(org) === 0 &&
      orgScore(org) > 0 &&
      !isUnit(org)
      ? [
          { ...p, text: role },
          { ...p, text: org },
        ]
      : [p];
  });
}

/**
 * "Content editor, Digital Services Team": a team or a department after the role's comma is where in
 * the employer the role sat, part of the role as printed; the employer is named apart.
 */
const UNIT_WORDS = new Set(
  `team teams department dept division unit abteilung afdeling avdelning avdeling afdelingen
  departman departmanı ekip ekibi`.split(/\s+/),
);

function isUnit(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s.]+/u)
    .filter(Boolean);
  // The unit's own name ends in the word ("Digital Services Team"); one that opens with it
  // ("Department of Physics") may be what a university calls the employer.
  return UNIT_WORDS.has(words[words.length - 1] ?? '');
}

/**
 * "Werkstudent, Nordlicht Analytik, Kiel.": the role, its employer and the town as a list of short
 * fields (moderncv and many European CVs print every job so). The first field reads as a role, the
 * second does not; the employer need carry no organisation word. Null for any other shape.
 */
function roleOrgPlace(text: string): { title: string; company: string; place: string } | null {
  const pieces = text
    .replace(/\.$/, '')
    .split(/,\s+/)
    .map((p) => p.trim());
  if (pieces.length < 3 || pieces.length > 4 || pieces.some((p) => !p || wordCount(p) > 6)) return null;
  const [title = '', company = '', ...place] = pieces;
  if (!roleScore(title) || orgScore(title) || roleScore(company) || !/^[\p{Lu}\d]/u.test(company))
    return null;
  // The fields after the employer are a place: a name or two in capitals ("Puerto Nuevo", "Norland"),
  // no role or organisation words; "…, ENS de Lyon" goes on naming the employer.
  const placeLike = (p: string) =>
    wordCount(p) <= 2 && !/(?:^|\s)\p{Ll}/u.test(p) && !roleScore(p) && !orgScore(p);
  if (!place.every(placeLike)) return null;
  return { title, company, place: place.join(', ') };
}

function typography(title: Part, company: Part): number {
  let s = 0;
  if (title.seg.italic && !company.seg.italic) s += 0.5;
  if (company.seg.bold && !title.seg.bold) s += 0.4;
  if (title.seg.bold && !company.seg.bold) s -= 0.2;
  return s;
}
