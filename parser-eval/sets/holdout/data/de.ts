import type { HoldoutResume } from '../model.js';

/** German resumes: a tabular Lebenslauf from Writer, a sidebar CV from a Word template, a LaTeX CV. */
export const DE: HoldoutResume[] = [
  {
    id: 'de-01-writer-lebenslauf-cells',
    lang: 'de',
    name: 'Katharina Wolff',
    title: 'Projektleiterin Bauwesen',
    docWord: 'Lebenslauf',
    contact: {
      email: 'k.wolff@web.de',
      phone: '+49 172 4455667',
      location: 'Lindenallee 14, 30175 Hannover',
      locationAlt: ['Hannover', '30175 Hannover'],
      links: [{ kind: 'xing', href: 'https://www.xing.com/profile/Katharina_Wolff7', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: 'Bauingenieurin mit zehn Jahren Erfahrung in der Leitung von Hochbauprojekten bis 25 Mio. Euro, zuverlässig in Termin- und Kostensteuerung.',
      },
      {
        kind: 'experience',
        heading: 'Beruflicher Werdegang',
        roles: [
          {
            company: 'Meyer & Söhne Bau GmbH',
            city: 'Hannover',
            title: 'Projektleiterin',
            dates: { start: { y: 2019, m: 4 }, end: 'present' },
            bullets: [
              'Gesamtverantwortung für Schul- und Verwaltungsbauten',
              'Führung von zwei Bauleitern und Koordination von bis zu 30 Gewerken',
            ],
          },
          {
            company: 'Ingenieurbüro Hartmann',
            city: 'Braunschweig',
            title: 'Bauleiterin',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2019, m: 3 } },
            bullets: ['Bauüberwachung im Wohnungsbau nach HOAI Leistungsphase 8'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Ausbildung',
        schools: [
          {
            school: 'Leibniz Universität Hannover',
            degree: 'M.Sc. Bauingenieurwesen',
            dates: { start: { y: 2012, m: 10 }, end: { y: 2014, m: 8 } },
          },
          {
            school: 'Hochschule Bremen',
            degree: 'B.Eng. Bauingenieurwesen',
            dates: { start: { y: 2009, m: 10 }, end: { y: 2012, m: 9 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kenntnisse',
        form: 'table',
        groups: [
          { label: 'Software', items: ['MS Project', 'AVA California', 'AutoCAD'] },
          { label: 'Methoden', items: ['Lean Construction', 'BIM-Koordination'] },
        ],
      },
      { kind: 'languages', heading: 'Sprachen', items: ['Deutsch (Muttersprache)', 'Englisch (fließend)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'table',
      contactWords: true,
      heading: 'shaded',
      datePos: 'cell',
      order: 'company-first',
      bullet: '–',
      dates: { month: 'num-dot', sep: ' – ' },
      font: { family: 'DejaVu Sans', size: 9.5 },
      footer: 'name',
    },
  },
  {
    id: 'de-02-writer-ux-sidebar-right',
    lang: 'de',
    name: 'Lukas Brandt',
    title: 'UX Designer',
    contact: {
      email: 'hallo@lukasbrandt.design',
      phone: '0151 22334455',
      location: 'Leipzig',
      links: [
        { kind: 'portfolio', href: 'https://lukasbrandt.design', show: 'url', text: 'lukasbrandt.design' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/lukas-brandt-ux', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Über mich',
        text: 'Ich gestalte seit sechs Jahren digitale Produkte für Mobilität und Gesundheit und teste Entwürfe am liebsten früh mit echten Nutzerinnen.',
      },
      {
        kind: 'experience',
        heading: 'Berufserfahrung',
        roles: [
          {
            company: 'Mobilio GmbH',
            city: 'Leipzig',
            title: 'Senior UX Designer',
            dates: { start: { y: 2021, m: 2 }, end: 'present' },
            bullets: [
              'Neugestaltung der Buchungsstrecke, Abbrüche um 18 % gesenkt',
              'Aufbau eines Designsystems mit 60 Komponenten',
            ],
          },
          {
            company: 'Praxisnah Digital',
            city: 'Dresden',
            title: 'UX/UI Designer',
            dates: { start: { y: 2018, m: 5 }, end: { y: 2021, m: 1 } },
            bullets: ['Terminbuchung für 300 Arztpraxen konzipiert und getestet'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Studium',
        schools: [
          {
            school: 'Bauhaus-Universität Weimar',
            degree: 'B.A. Medienkunst/Mediengestaltung',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2018, m: 3 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Fähigkeiten',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['Figma', 'Prototyping', 'Usability-Tests', 'Design Systems', 'Barrierefreiheit'] }],
      },
      { kind: 'languages', heading: 'Sprachen', aside: true, items: ['Deutsch', 'Englisch (C1)'] },
      { kind: 'interests', heading: 'Interessen', aside: true, items: ['Siebdruck', 'Bouldern'] },
    ],
    look: {
      producer: 'writer',
      layout: 'table-right',
      header: 'left',
      heading: 'spaced',
      datePos: 'tab',
      order: 'title-first',
      bullet: '–',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
    },
  },
  {
    id: 'de-03-latex-physiker-2page',
    lang: 'de',
    name: 'Dr. Felix Hoffmeister',
    nameAlt: ['Felix Hoffmeister'],
    title: 'Physiker, Optische Messtechnik',
    contact: {
      email: 'felix.hoffmeister@gmx.net',
      phone: '+49 (0)89 5566778',
      location: 'München',
      links: [{ kind: 'github', href: 'https://github.com/fhoffmeister', show: 'url', text: 'github.com/fhoffmeister' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Kurzprofil',
        text: 'Experimentalphysiker mit Promotion in Laserinterferometrie und vier Jahren Industrieerfahrung in der Entwicklung optischer Sensoren.',
      },
      {
        kind: 'experience',
        heading: 'Berufserfahrung',
        roles: [
          {
            company: 'Optosens AG',
            city: 'München',
            title: 'Entwicklungsingenieur Optik',
            dates: { start: { y: 2021, m: 1 }, end: 'present' },
            bullets: [
              'Entwicklung eines Abstandssensors mit 50 nm Auflösung bis zur Serienreife',
              'Betreuung von drei Masterarbeiten',
            ],
          },
          {
            company: 'Max-Planck-Institut für Quantenoptik',
            city: 'Garching',
            title: 'Wissenschaftlicher Mitarbeiter',
            dates: { start: { y: 2016, m: 10 }, end: { y: 2020, m: 12 } },
            bullets: ['Aufbau eines frequenzstabilisierten Lasersystems'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Ausbildung',
        pageBreak: true,
        schools: [
          {
            school: 'Ludwig-Maximilians-Universität München',
            degree: 'Promotion in Physik',
            dates: { start: { y: 2016, m: 10 }, end: { y: 2020, m: 11 } },
          },
          {
            school: 'Universität Stuttgart',
            degree: 'M.Sc. Physik',
            dates: { start: { y: 2014, m: 4 }, end: { y: 2016, m: 9 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kenntnisse',
        form: 'grouped',
        groups: [
          { label: 'Programmierung', items: ['Python', 'C++', 'LabVIEW'] },
          { label: 'Messtechnik', items: ['Interferometrie', 'Zemax OpticStudio', 'Rauschanalyse'] },
        ],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'center',
      contactSep: ' · ',
      heading: 'caps-rule',
      datePos: 'tab',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'Palatino', size: 11 },
      footer: 'page-of',
    },
  },
];
