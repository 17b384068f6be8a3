import type { Resume } from '../model.js';

/** Swedish resumes: a developer, a nurse with a postal address and a two-page designer CV. */
export const SV: Resume[] = [
  {
    id: 'sv-01-backend-stockholm-inline-mono',
    lang: 'sv',
    name: 'Erik Lindqvist',
    title: 'Backendutvecklare',
    contact: {
      email: 'erik.lindqvist@icloud.com',
      phone: '+46 70-123 45 67',
      location: 'Stockholm',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/eriklindqvist', show: 'label' },
        { kind: 'github', href: 'https://github.com/eriklq', show: 'url', text: 'github.com/eriklq' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: 'Backendutvecklare med åtta års erfarenhet av betalningar och offentliga tjänster. Trivs bäst i små team där jag får ta ansvar från design till drift.',
      },
      {
        kind: 'experience',
        heading: 'Arbetslivserfarenhet',
        roles: [
          {
            company: 'Fjällräv Betalningar AB',
            city: 'Stockholm',
            title: 'Backendutvecklare',
            dates: { start: { y: 2019, m: 8 }, end: 'present' },
            bullets: [
              'Byggde avstämningstjänsten för kortbetalningar i Go, 5 miljoner transaktioner per dygn',
              'Införde felbudgetar och larm i Grafana, vilket halverade antalet nattliga incidenter',
            ],
          },
          {
            company: 'Norrsken Data AB',
            city: 'Umeå',
            title: 'Systemutvecklare',
            dates: { start: { y: 2016, m: 6 }, end: { y: 2019, m: 7 } },
            bullets: ['Utvecklade e-tjänster för kommuner i Java och PostgreSQL', 'Ansvarade för integrationen med BankID'],
          },
          {
            company: 'Umeå kommun',
            city: 'Umeå',
            title: 'IT-tekniker (sommarjobb)',
            dates: { start: { y: 2015, season: 'summer' } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Utbildning',
        schools: [
          {
            school: 'Umeå universitet',
            degree: 'Civilingenjör i teknisk datavetenskap',
            dates: { start: { y: 2011, m: 8 }, end: { y: 2016, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kompetenser',
        form: 'grouped',
        groups: [
          { label: 'Språk', items: ['Go', 'Java', 'Python', 'SQL'] },
          { label: 'Verktyg', items: ['PostgreSQL', 'Kafka', 'Kubernetes', 'Grafana', 'Terraform'] },
        ],
      },
      { kind: 'languages', heading: 'Språk', items: ['Svenska – modersmål', 'Engelska – flytande', 'Tyska – grundläggande'] },
    ],
    look: {
      layout: 'single',
      contact: 'inline',
      contactSep: ' • ',
      name: 'plain',
      heading: 'caps',
      bullet: '•',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'short-dot', sep: ' – ' },
      font: { family: 'Inter', size: 9.5, headingFamily: 'JetBrains Mono' },
      accent: '#005b96',
    },
  },
  {
    id: 'sv-02-nurse-goteborg-address-gutter',
    lang: 'sv',
    name: 'Karin Nilsson',
    title: 'Legitimerad sjuksköterska',
    contact: {
      email: 'karin.nilsson74@telia.com',
      phone: '+46 31-123 45 67',
      location: 'Kungsgatan 12, 411 19 Göteborg',
      locationAlt: ['Göteborg', '411 19 Göteborg'],
      links: [],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Sammanfattning',
        text: 'Erfaren sjuksköterska inom akutsjukvård som trivs i högt tempo. Jag är lugn, noggrann och bra på att samarbeta över yrkesgränserna.',
      },
      {
        kind: 'experience',
        heading: 'Arbetslivserfarenhet',
        roles: [
          {
            company: 'Västra Hamnens sjukhus',
            city: 'Göteborg',
            title: 'Sjuksköterska, akutmottagningen',
            dates: { start: { y: 2020 }, since: true },
            bullets: ['Triage enligt RETTS och omvårdnad av svårt sjuka patienter', 'Handledare för sjuksköterskestudenter'],
          },
          {
            company: 'Älvstrandens vårdcentral',
            city: 'Göteborg',
            title: 'Distriktssköterska',
            dates: { start: { y: 2016 }, end: { y: 2019 } },
            bullets: ['Egen mottagning för diabetes och astma/KOL'],
          },
          {
            company: 'Hemtjänst Majorna',
            city: 'Göteborg',
            title: 'Undersköterska (extrajobb)',
            dates: { start: { y: 2013 }, end: { y: 2016 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Utbildning',
        schools: [
          {
            school: 'Högskolan i Borås',
            degree: 'Specialistsjuksköterskeprogrammet – akutsjukvård',
            dates: { start: { y: 2021 }, end: { y: 2022 } },
          },
          {
            school: 'Göteborgs universitet',
            degree: 'Sjuksköterskeprogrammet, 180 hp',
            dates: { start: { y: 2013 }, end: { y: 2016 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Färdigheter',
        form: 'bullets',
        groups: [{ items: ['Akutsjukvård', 'Triage (RETTS)', 'Läkemedelshantering', 'Journalsystemet Melior', 'HLR-instruktör'] }],
      },
      { kind: 'languages', heading: 'Språk', items: ['Svenska (modersmål)', 'Engelska (mycket goda kunskaper)', 'Finska (grundläggande)'] },
      { kind: 'certifications', heading: 'Certifieringar', items: ['Sjuksköterskelegitimation, Socialstyrelsen (2016)', 'Avancerad HLR, instruktör (2021)'] },
      { kind: 'interests', heading: 'Övrigt', items: ['Körkort B', 'Frivillig i Sjöräddningssällskapet'] },
    ],
    look: {
      layout: 'single',
      contact: 'stack',
      contactLabels: 'word',
      name: 'plain',
      heading: 'rule-left',
      bullet: '–',
      order: 'title-first',
      datePos: 'gutter',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Lora', size: 10 },
      accent: '#7b2d26',
    },
  },
  {
    id: 'sv-03-ux-malmo-2page-sidebar-right',
    lang: 'sv',
    name: 'Linnéa Åberg',
    title: 'UX-designer',
    docWord: 'CV',
    contact: {
      email: 'linnea.aberg@gmail.com',
      phone: '+46 8 123 456 78',
      location: 'Malmö',
      links: [
        { kind: 'portfolio', href: 'https://linneaaberg.se', show: 'url', text: 'linneaaberg.se' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/linnea-aberg', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Om mig',
        text: 'UX-designer med bakgrund i beteendevetenskap. Jag har arbetat med allt från vårdappar till kollektivtrafik och tycker om att göra komplexa tjänster begripliga.',
      },
      {
        kind: 'experience',
        heading: 'Arbetslivserfarenhet',
        roles: [
          {
            company: 'Öresundståg Digital',
            city: 'Malmö',
            title: 'Senior UX-designer',
            dates: { start: { y: 2021, m: 1 }, end: 'present' },
            bullets: [
              'Ansvarar för resenärsupplevelsen i biljettappen med 700 000 användare',
              'Ledde omdesignen av köpflödet, vilket ökade konverteringen med 14 procent',
              'Införde löpande användartester varannan vecka',
              'Samarbetar med tillgänglighetsexperter för att uppfylla WCAG 2.1 AA',
            ],
          },
          {
            company: 'Vårdkompassen AB',
            city: 'Lund',
            title: 'UX-designer',
            dates: { start: { y: 2018, m: 1 }, end: { y: 2020, m: 12 } },
            bullets: [
              'Designade tidsbokning och chatt för 60 vårdcentraler',
              'Genomförde djupintervjuer med patienter och vårdpersonal',
              'Byggde upp ett designsystem tillsammans med två utvecklare',
            ],
          },
          {
            company: 'Lunds universitet',
            city: 'Lund',
            title: 'Forskningsassistent',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2017, m: 12 } },
            bullets: ['Studier av beslutsfattande i digitala formulär'],
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projekt',
        projects: [
          {
            name: 'Cykelkartan Malmö',
            description: 'Ideellt projekt: karta över säkra cykelvägar för barn, framtagen med föräldrar och skolor.',
          },
          {
            name: 'Klartext i vården',
            description: 'Riktlinjer för begripliga kallelser, testade med 120 patienter.',
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Utbildning',
        pageBreak: true,
        schools: [
          {
            school: 'Malmö universitet',
            degree: 'Interaktionsdesign, magisterprogram',
            dates: { start: { y: 2016, m: 8 }, end: { y: 2017, m: 6 } },
          },
          {
            school: 'Lunds universitet',
            degree: 'Kandidatexamen i kognitionsvetenskap',
            dates: { start: { y: 2013, m: 8 }, end: { y: 2016, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kompetenser',
        aside: true,
        form: 'chips',
        groups: [
          { items: ['Användarintervjuer', 'Användbarhetstester', 'Tjänstedesign', 'Figma', 'Prototyper', 'Tillgänglighet', 'Workshopledning'] },
        ],
      },
      { kind: 'languages', heading: 'Språk', aside: true, items: ['Svenska – modersmål', 'Engelska – flytande', 'Danska – god förståelse'] },
    ],
    look: {
      layout: 'sidebar-right',
      contact: 'sidebar',
      name: 'plain',
      heading: 'title',
      bullet: '•',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Inter', size: 10.5 },
      accent: '#3d6b5a',
      runner: 'name-header',
    },
  },
];
