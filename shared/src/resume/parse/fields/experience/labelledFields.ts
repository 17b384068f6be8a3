import type { Entry, EntryLine } from '../../entries/entry.js';
import type { Part } from '../../entries/entryParts.js';
import { cleanPart, withoutEdgeDates } from '../../entries/entryParts.js';
import type { Segment } from '../../lines/lines.js';

/*
 * Forms print a job as labelled rows ("Company: …", "Position: …", "Place: …"; Europass' "Name and
 * address of employer" and "Occupation or position held"), the value in a column of its own. A label
 * is never a value: the words after it are the field the label names, whatever they read like.
 */

type Field = 'company' | 'title' | 'location';

const LABELS: Record<Field, string[]> = {
  company: [
    'company',
    'company name',
    'employer',
    'organisation',
    'organization',
    'firm',
    'name and address of employer',
    'bedrijf',
    'bedrijfsnaam',
    'werkgever',
    'organisatie',
    'firma',
    'arbeitgeber',
    'unternehmen',
    'name und adresse des arbeitgebers',
    'empresa',
    'empleador',
    'nombre y dirección del empleador',
    'entreprise',
    'employeur',
    'société',
    "nom et adresse de l'employeur",
    'azienda',
    'datore di lavoro',
    'nome e indirizzo del datore di lavoro',
    'empregador',
    'nome e endereço do empregador',
    'pracodawca',
    'arbetsgivare',
    'virksomhed',
    'arbejdsgiver',
    'компания',
    'организация',
    'компанія',
    'організація',
    'şirket',
    'kurum',
  ],
  title: [
    'position',
    'role',
    'job title',
    'title',
    'job',
    'occupation or position held',
    'functie',
    'rol',
    'funktion',
    'position',
    'stelle',
    'beruf oder funktion',
    'puesto',
    'cargo',
    'profesión o cargo desempeñado',
    'poste',
    'fonction',
    'fonction ou poste occupé',
    'ruolo',
    'mansione',
    'posizione',
    'lavoro o posizione ricoperti',
    'função',
    'função ou cargo ocupado',
    'stanowisko',
    'befattning',
    'titel',
    'stilling',
    'должность',
    'посада',
    'pozisyon',
    'unvan',
    'görev',
  ],
  location: [
    'location',
    'place',
    'city',
    'plaats',
    'locatie',
    'standplaats',
    'ort',
    'standort',
    'lugar',
    'ciudad',
    'lieu',
    'ville',
    'luogo',
    'città',
    'sede',
    'local',
    'cidade',
    'miejsce',
    'miejscowość',
    'ort',
    'sted',
    'город',
    'місто',
    'şehir',
  ],
};

const FIELD_OF = new Map<string, Field>(
  (Object.entries(LABELS) as [Field, string[]][]).flatMap(([field, words]) => words.map((w) => [w, field])),
);

export interface Labelled {
  parts: Partial<Record<Field, Part>>;
  /** The rows that gave a field: not points of the job. */
  lines: EntryLine[];
}

/** The labelled rows of an entry, or null when it has fewer than two of them. */
export function labelledFields(entry: Entry): Labelled | null {
  const parts: Partial<Record<Field, Part>> = {};
  const lines: EntryLine[] = [];
  entry.lines.forEach((el, index) => {
    const found = labelOfLine(el);
    if (!found || parts[found.field]) return;
    parts[found.field] = { text: found.value, seg: found.seg, line: index, meta: false };
    lines.push(el);
  });
  return lines.length >= 2 ? { parts, lines } : null;
}

/** A line's label, the field it names and its value ("Plaats: Groningen" → location), or null. */
function labelOfLine(el: EntryLine): { field: Field; value: string; seg: Segment } | null {
  return labelAndValue([...el.main, ...el.meta].sort((a, b) => a.x0 - b.x0));
}

/**
 * "Bedrijfsnaam: Noorderpoort" under a dated head, then a gap or a page break, then "Plaats: …" and
 * "Functie: …": the splitter starts a new entry at the gap, but a form's record goes on until a label
 * comes round again. An undated entry that opens with a label the record above has not filled yet
 * continues that record.
 */
export function joinLabelledRecords(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const first = entry.lines[0];
    const field = prev && first && !entry.dates ? labelOfLine(first)?.field : undefined;
    const filled = new Set(field ? prev?.lines.flatMap((l) => labelOfLine(l)?.field ?? []) : []);
    if (!prev || !field || !filled.size || filled.has(field)) {
      out.push(entry);
      continue;
    }
    const lines = entry.lines.map((l) => ({ ...l, kind: 'detail' as const }));
    out[out.length - 1] = { ...prev, lines: [...prev.lines, ...lines], details: [...prev.details, ...lines] };
  }
  return out;
}

function labelAndValue(segs: Segment[]): { field: Field; value: string; seg: Segment } | null {
  const [first] = segs;
  const m = first && /^\s*([^:：]{2,45}?)\s*[:：]\s*(.*)$/u.exec(first.text);
  if (!first || !m) return null;
  const field = FIELD_OF.get((m[1] ?? '').toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' '));
  if (!field) return null;
  const rest = segs.slice(1);
  // The entry's period printed at the right of a labelled row ("Position: Analyst      2019 – 2021")
  // is the job's dates, not part of the value.
  const value = cleanPart(withoutEdgeDates([m[2] ?? '', ...rest.map((s) => s.text)].join(' ')));
  const seg = m[2]?.trim() ? first : rest[0];
  return value && seg ? { field, value, seg } : null;
}
