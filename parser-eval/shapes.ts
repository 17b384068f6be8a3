import { parseExtracted, toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { doc, item } from '@folio/shared/resume/parse/testItems.js';
import type { TextItem } from '@folio/shared/resume/parse/types.js';
import { similar } from './diff.js';

/*
 * Every common way of printing a job's head × jobs in ten languages × points set with bullets,
 * without, or as prose, through the whole parser on made-up text items: which shapes lose the role or
 * the organisation. A search for missing mechanisms, not a score: the shapes are ours, so a fix found
 * here is judged by the sealed set like any other.
 *   npx tsx parser-eval/shapes.ts [--fails]            mean F1 per shape (and every miss)
 *   HEADINGS="Track Record,none" npx tsx parser-eval/shapes.ts   English jobs under other headings
 */

interface Job {
  role: string;
  org: string;
  city: string;
  from: string;
  to: string;
}

const LANGS: Record<string, { heading: string; jobs: Job[]; bullets: string[]; more: string[] }> = {
  en: {
    heading: 'Experience',
    jobs: [
      {
        role: 'Senior Software Engineer',
        org: 'Northwind Traders',
        city: 'Seattle, WA',
        from: 'Mar 2021',
        to: 'Present',
      },
      {
        role: 'Marketing Coordinator',
        org: 'Blue Harbor Media',
        city: 'Portland, OR',
        from: 'Jan 2018',
        to: 'Feb 2021',
      },
      {
        role: 'Registered Nurse',
        org: 'Saint Clare Hospital',
        city: 'Boise, ID',
        from: 'Jun 2015',
        to: 'Dec 2017',
      },
    ],
    more: [
      'Education',
      'B.Sc. Computer Science, University of Utah',
      'Skills',
      'Python, SQL, Go, Kubernetes',
    ],
    bullets: ['Led a team of four building the billing service.', 'Cut page load time by a third.'],
  },
  en2: {
    heading: 'Work History',
    jobs: [
      { role: 'Co-founder', org: 'Tidewater Labs', city: 'Austin, TX', from: '2021', to: 'now' },
      { role: 'Barista', org: 'Copper Kettle Coffee', city: 'Austin, TX', from: 'Sept 2019', to: 'Aug 2021' },
      { role: 'Volunteer', org: 'Habitat for Humanity', city: 'Dallas, TX', from: '2017', to: '2019' },
      { role: 'Head of Growth', org: 'Pinecone', city: 'Remote', from: 'May 2016', to: 'Jun 2017' },
    ],
    more: ['Education', 'BA Economics, Rice University', 'Skills', 'Figma, SQL, Excel'],
    bullets: ['Grew weekly active users from 2k to 40k.', 'Ran the onboarding experiments.'],
  },
  it: {
    heading: 'Esperienze lavorative',
    jobs: [
      {
        role: 'Responsabile amministrativo',
        org: 'Ferretti Costruzioni',
        city: 'Bologna',
        from: '03/2021',
        to: 'oggi',
      },
      { role: 'Impiegata contabile', org: 'Studio Bianchi', city: 'Modena', from: '01/2018', to: '02/2021' },
      { role: 'Cameriere', org: 'Trattoria da Gino', city: 'Parma', from: '06/2015', to: '12/2017' },
    ],
    more: ['Istruzione', 'Laurea in Economia, Università di Bologna', 'Competenze', 'Excel, SAP, Python'],
    bullets: ['Gestione della contabilità di quattro cantieri.', 'Riduzione dei tempi di chiusura mensile.'],
  },
  pt: {
    heading: 'Experiência profissional',
    jobs: [
      {
        role: 'Engenheira de software',
        org: 'Mercado Azul',
        city: 'São Paulo',
        from: 'mar 2021',
        to: 'atual',
      },
      {
        role: 'Analista de suporte',
        org: 'Tecnoverde Ltda.',
        city: 'Campinas',
        from: 'jan 2018',
        to: 'fev 2021',
      },
      { role: 'Estagiário', org: 'Prefeitura de Santos', city: 'Santos', from: 'jun 2015', to: 'dez 2017' },
    ],
    more: [
      'Formação',
      'Bacharelado em Computação, Universidade de São Paulo',
      'Habilidades',
      'Python, SQL, Go',
    ],
    bullets: ['Desenvolvimento do serviço de pagamentos.', 'Redução do tempo de carregamento.'],
  },
  nl: {
    heading: 'Werkervaring',
    jobs: [
      { role: 'Projectleider', org: 'Van Dijk Bouw B.V.', city: 'Utrecht', from: '2021', to: 'heden' },
      { role: 'Verpleegkundige', org: 'Gelre Ziekenhuizen', city: 'Apeldoorn', from: '2018', to: '2021' },
      { role: 'Medewerker klantenservice', org: 'Bol', city: 'Utrecht', from: '2015', to: '2017' },
    ],
    more: ['Opleiding', 'Bachelor Bedrijfskunde, Universiteit Utrecht', 'Vaardigheden', 'Excel, SAP, Python'],
    bullets: ['Leiding aan een team van vier collega’s.', 'Planning van de bouwfasen verbeterd.'],
  },
  pl: {
    heading: 'Doświadczenie zawodowe',
    jobs: [
      {
        role: 'Programista Java',
        org: 'Kowalski Software Sp. z o.o.',
        city: 'Kraków',
        from: '03.2021',
        to: 'obecnie',
      },
      { role: 'Księgowa', org: 'Biuro Rachunkowe Nowak', city: 'Warszawa', from: '01.2018', to: '02.2021' },
      { role: 'Sprzedawca', org: 'Żabka', city: 'Łódź', from: '06.2015', to: '12.2017' },
    ],
    more: ['Wykształcenie', 'Informatyka, Uniwersytet Jagielloński', 'Umiejętności', 'Java, SQL, Git'],
    bullets: ['Budowa systemu płatności z zespołem czterech osób.', 'Skrócenie czasu ładowania stron.'],
  },
  ru: {
    heading: 'Опыт работы',
    jobs: [
      {
        role: 'Ведущий инженер',
        org: 'ООО «Северсталь-Инфо»',
        city: 'Москва',
        from: '03.2021',
        to: 'настоящее время',
      },
      { role: 'Бухгалтер', org: 'Ромашка', city: 'Казань', from: '01.2018', to: '02.2021' },
      { role: 'Менеджер по продажам', org: 'АО «Техносила»', city: 'Самара', from: '06.2015', to: '12.2017' },
    ],
    more: ['Образование', 'Экономика, Казанский федеральный университет', 'Навыки', 'Excel, 1С, SQL'],
    bullets: ['Руководил командой из четырёх человек.', 'Сократил время закрытия месяца.'],
  },
  tr: {
    heading: 'İş Deneyimi',
    jobs: [
      {
        role: 'Yazılım Mühendisi',
        org: 'Anadolu Teknoloji A.Ş.',
        city: 'İstanbul',
        from: '03/2021',
        to: 'Günümüz',
      },
      { role: 'Muhasebe Uzmanı', org: 'Yıldız Holding', city: 'Ankara', from: '01/2018', to: '02/2021' },
      { role: 'Stajyer', org: 'Arçelik', city: 'İzmir', from: '06/2015', to: '12/2017' },
    ],
    more: ['Eğitim', 'Bilgisayar Mühendisliği, Ankara Üniversitesi', 'Yetenekler', 'Java, SQL, Git'],
    bullets: ['Ödeme sisteminin geliştirilmesi.', 'Sayfa yükleme süresinin kısaltılması.'],
  },
  de: {
    heading: 'Berufserfahrung',
    jobs: [
      {
        role: 'Softwareentwicklerin',
        org: 'Müller Technik GmbH',
        city: 'München',
        from: '03/2021',
        to: 'heute',
      },
      {
        role: 'Werkstudentin Vertrieb',
        org: 'Kranich Logistik',
        city: 'Hamburg',
        from: '01/2018',
        to: '02/2021',
      },
      { role: 'Pflegefachkraft', org: 'Klinikum Nord', city: 'Bremen', from: '06/2015', to: '12/2017' },
    ],
    more: ['Ausbildung', 'B.Sc. Informatik, Universität Bremen', 'Kenntnisse', 'Python, SQL, Go, Kubernetes'],
    bullets: ['Aufbau der Abrechnung mit vier Kolleginnen.', 'Ladezeit der Seiten um ein Drittel gesenkt.'],
  },
  fr: {
    heading: 'Expérience professionnelle',
    jobs: [
      {
        role: 'Chargée de communication',
        org: 'Groupe Lumière',
        city: 'Lyon',
        from: 'mars 2021',
        to: 'aujourd’hui',
      },
      {
        role: 'Développeur web',
        org: 'Atelier Numérique SARL',
        city: 'Nantes',
        from: 'janv. 2018',
        to: 'févr. 2021',
      },
      {
        role: 'Infirmière',
        org: 'Centre hospitalier de Blois',
        city: 'Blois',
        from: 'juin 2015',
        to: 'déc. 2017',
      },
    ],
    more: [
      'Formation',
      'Licence d’informatique, Université de Nantes',
      'Compétences',
      'Python, SQL, Go, Kubernetes',
    ],
    bullets: ['Pilotage de la refonte du site avec quatre personnes.', 'Réduction du temps de chargement.'],
  },
  es: {
    heading: 'Experiencia laboral',
    jobs: [
      {
        role: 'Analista de datos',
        org: 'Banco del Sur',
        city: 'Madrid',
        from: 'mar. 2021',
        to: 'actualidad',
      },
      {
        role: 'Desarrollador backend',
        org: 'Nubes Software S.L.',
        city: 'Valencia',
        from: 'ene. 2018',
        to: 'feb. 2021',
      },
      {
        role: 'Profesora de inglés',
        org: 'Colegio San Martín',
        city: 'Sevilla',
        from: 'jun. 2015',
        to: 'dic. 2017',
      },
    ],
    more: [
      'Educación',
      'Grado en Informática, Universidad de Sevilla',
      'Habilidades',
      'Python, SQL, Go, Kubernetes',
    ],
    bullets: ['Diseño de paneles de ventas para cuatro regiones.', 'Reducción del tiempo de carga.'],
  },
};

/** Each language's word for "at (an employer)"; Turkish marks it with a suffix, so '@'. */
const AT: Record<string, string> = {
  en: 'at',
  en2: 'at',
  de: 'bei',
  fr: 'chez',
  es: 'en',
  it: 'presso',
  pt: 'na',
  nl: 'bij',
  pl: 'w',
  ru: 'в',
};

type Shape = (j: Job, y: number, lang: string) => { items: TextItem[]; y: number };

const right = (text: string, y: number, o: { bold?: boolean } = {}) =>
  item(text, 540 - text.length * 5, y, o);
const range = (j: Job) => `${j.from} – ${j.to}`;

const SHAPES: Record<string, Shape> = {
  'Role — Org | dates right': (j, y) => ({
    items: [item(`${j.role} — ${j.org}`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'Role at Org': (j, y, l) => ({
    items: [item(`${j.role} ${AT[l] ?? '@'} ${j.org}`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'Org | Role | dates inline': (j, y) => ({
    items: [item(`${j.org} | ${j.role} | ${range(j)}`, 60, y, { bold: true })],
    y: y + 14,
  }),
  'Org (Role)': (j, y) => ({
    items: [item(`${j.org} (${j.role})`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'Role, Org, City': (j, y) => ({
    items: [item(`${j.role}, ${j.org}, ${j.city}`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'Org bold / Role italic below': (j, y) => ({
    items: [
      item(j.org, 60, y, { bold: true }),
      right(j.city, y),
      item(j.role, 60, y + 13),
      right(range(j), y + 13),
    ],
    y: y + 27,
  }),
  'Role bold / Org below': (j, y) => ({
    items: [
      item(j.role, 60, y, { bold: true }),
      right(range(j), y),
      item(j.org, 60, y + 13),
      right(j.city, y + 13),
    ],
    y: y + 27,
  }),
  'Role bold / Org, City · dates below': (j, y) => ({
    items: [item(j.role, 60, y, { bold: true }), item(`${j.org}, ${j.city} · ${range(j)}`, 60, y + 13)],
    y: y + 27,
  }),
  'dates above / Role / Org': (j, y) => ({
    items: [item(range(j), 60, y), item(j.role, 60, y + 13, { bold: true }), item(j.org, 60, y + 26)],
    y: y + 40,
  }),
  'dates left column / Org bold, Role': (j, y) => ({
    items: [item(range(j), 40, y), item(j.org, 160, y, { bold: true }), item(j.role, 160, y + 13)],
    y: y + 27,
  }),
  'dates left column / Role, Org': (j, y) => ({
    items: [item(range(j), 40, y), item(`${j.role}, ${j.org}`, 160, y, { bold: true })],
    y: y + 14,
  }),
  'Role | Org | City | dates': (j, y) => ({
    items: [item(`${j.role} | ${j.org} | ${j.city} | ${range(j)}`, 60, y, { bold: true })],
    y: y + 14,
  }),
  'Org — City / Role dates right': (j, y) => ({
    items: [
      item(`${j.org} — ${j.city}`, 60, y, { bold: true }),
      item(j.role, 60, y + 13),
      right(range(j), y + 13),
    ],
    y: y + 27,
  }),
  'Role · Org': (j, y) => ({
    items: [item(`${j.role} · ${j.org}`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'Role @ Org': (j, y) => ({
    items: [item(`${j.role} @ ${j.org}`, 60, y, { bold: true }), right(range(j), y)],
    y: y + 14,
  }),
  'ORG CAPS / Role, dates': (j, y) => ({
    items: [item(j.org.toUpperCase(), 60, y, { bold: true }), item(`${j.role}, ${range(j)}`, 60, y + 13)],
    y: y + 27,
  }),
  'Role / Org / dates / City stacked': (j, y) => ({
    items: [
      item(j.role, 60, y, { bold: true }),
      item(j.org, 60, y + 13),
      item(range(j), 60, y + 26),
      item(j.city, 60, y + 39),
    ],
    y: y + 53,
  }),
  'Org, Role plain, dates right': (j, y) => ({
    items: [item(`${j.org}, ${j.role}`, 60, y), right(range(j), y)],
    y: y + 14,
  }),
  'LinkedIn: Role / Org · Full-time / dates · 2 yrs / City': (j, y) => ({
    items: [
      item(j.role, 60, y, { bold: true }),
      item(`${j.org} · Full-time`, 60, y + 13),
      item(`${range(j)} · 2 yrs`, 60, y + 26),
      item(j.city, 60, y + 39),
    ],
    y: y + 53,
  }),
  'Org City right / Role dates right': (j, y) => ({
    items: [
      item(j.org, 60, y, { bold: true }),
      right(j.city, y),
      item(j.role, 60, y + 13),
      right(range(j), y + 13),
    ],
    y: y + 27,
  }),
  'Role dates right / Org City right': (j, y) => ({
    items: [
      item(j.role, 60, y, { bold: true }),
      right(range(j), y),
      item(j.org, 60, y + 13),
      right(j.city, y + 13),
    ],
    y: y + 27,
  }),
  'Org dates right / Role below': (j, y) => ({
    items: [item(j.org, 60, y, { bold: true }), right(range(j), y), item(j.role, 60, y + 13)],
    y: y + 27,
  }),
  'Role, dates / Org italic': (j, y) => ({
    items: [item(`${j.role}, ${range(j)}`, 60, y, { bold: true }), item(j.org, 60, y + 13)],
    y: y + 27,
  }),
  'dates left / Role bold / Org below in right column': (j, y) => ({
    items: [item(range(j), 40, y), item(j.role, 160, y, { bold: true }), item(j.org, 160, y + 13)],
    y: y + 27,
  }),
  'Role – Org no bold': (j, y) => ({
    items: [item(`${j.role} – ${j.org}`, 60, y), right(range(j), y)],
    y: y + 14,
  }),
};

function resume(
  lang: string,
  shape: Shape,
  bullets: boolean | 'prose',
  heading?: string,
  indent = 72,
): TextItem[] {
  const L = LANGS[lang]!;
  const items: TextItem[] = [
    item('Alex Morgan', 60, 60, { size: 20, bold: true }),
    item('alex.morgan@example.com · +1 555 010 2030', 60, 80),
  ];
  const h = heading ?? L.heading;
  if (h) items.push(item(h.toUpperCase(), 60, 120, { size: 12, bold: true }));
  let y = 140;
  for (const j of L.jobs) {
    const r = shape(j, y, lang);
    items.push(...r.items);
    y = r.y;
    if (bullets)
      for (const b of L.bullets) {
        const prose = bullets === 'prose';
        items.push(item(prose ? b : `• ${b}`, prose ? indent - 12 : indent, y));
        y += 13;
      }
    y += 8;
  }
  // The sections most resumes print after the jobs, so the headings' style repeats as it does on a page.
  items.push(item(L.more[0]!.toUpperCase(), 60, y + 20, { size: 12, bold: true }));
  items.push(item(L.more[1]!, 60, y + 40));
  items.push(right('2011 – 2015', y + 40));
  items.push(item(L.more[2]!.toUpperCase(), 60, y + 70, { size: 12, bold: true }));
  items.push(item(L.more[3]!, 60, y + 90));
  return items;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const fails = process.argv.includes('--fails');
let total = 0;
let good = 0;
const byShape = new Map<string, [number, number]>();
const HEADINGS = (process.env.HEADINGS ?? '').split(',').filter(Boolean);
const runs = HEADINGS.length
  ? HEADINGS.map((h) => ({ lang: 'en', heading: h === 'none' ? '' : h }))
  : Object.keys(LANGS).map((lang) => ({ lang, heading: undefined }));
for (const [name, shape] of Object.entries(SHAPES))
  for (const { lang, heading } of runs)
    for (const bullets of [true, false, 'prose'] as const) {
      const rec = toCorpusRecord(
        parseExtracted(doc(resume(lang, shape, bullets, heading, /left/.test(name) ? 172 : 72))),
      );
      const jobs = LANGS[lang]!.jobs;
      let hit = 0;
      const used = new Set<number>();
      for (const j of jobs) {
        const k = rec.experience.findIndex(
          (e, i) => !used.has(i) && similar(j.role, e.title) >= 0.8 && similar(j.org, e.company) >= 0.8,
        );
        if (k < 0) continue;
        used.add(k);
        hit++;
      }
      const f1 = (2 * hit) / (jobs.length + rec.experience.length || 1);
      total++;
      good += f1;
      const s = byShape.get(name) ?? [0, 0];
      byShape.set(name, [s[0] + f1, s[1] + 1]);
      if (fails && f1 < 1)
        say(
          `${name} [${lang}${heading === undefined ? '' : ` «${heading}»`}${bullets === true ? '' : bullets ? ', prose' : ', no bullets'}] ${f1.toFixed(2)}: ${rec.experience.map((e) => `${e.title} @ ${e.company ?? '∅'} ${e.start}–${e.end}`).join(' | ')}`,
        );
    }
for (const [name, [s, n]] of byShape) say(`${(s / n).toFixed(2)}  ${name}`);
say(`mean F1 ${(good / total).toFixed(3)} over ${total}`);
