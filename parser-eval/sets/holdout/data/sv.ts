import type { HoldoutResume } from '../model.js';

/** Swedish CVs: a Writer one-pager with ISO dates and a sidebar table with a date column. */
export const SV: HoldoutResume[] = [
  {
    id: 'sv-01-writer-ekonom-iso',
    lang: 'sv',
    name: 'Elin Johansson',
    title: 'Controller',
    contact: {
      email: 'elin.johansson@telia.com',
      phone: '070-123 45 67',
      location: 'Göteborg',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/elinjohansson-controller', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: 'Controller med åtta års erfarenhet från tillverkande industri, van vid budgetprocesser och att ta fram beslutsunderlag för ledningsgrupper.',
      },
      {
        kind: 'experience',
        heading: 'Arbetslivserfarenhet',
        roles: [
          {
            company: 'Volvo Cars',
            city: 'Göteborg',
            title: 'Business Controller',
            dates: { start: { y: 2020, m: 8 }, end: 'present' },
            bullets: ['Ansvar för uppföljning av inköpskostnader på 2 miljarder kronor', 'Ledde införandet av rullande prognoser'],
          },
          {
            company: 'SKF Sverige AB',
            city: 'Göteborg',
            title: 'Ekonom',
            dates: { start: { y: 2016, m: 1 }, end: { y: 2020, m: 7 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Utbildning',
        schools: [
          {
            school: 'Handelshögskolan vid Göteborgs universitet',
            degree: 'Civilekonomexamen',
            dates: { start: { y: 2011, m: 8 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kompetenser',
        form: 'grouped',
        groups: [
          { label: 'System', items: ['SAP S/4HANA', 'Power BI', 'Excel'] },
          { label: 'Områden', items: ['Budget och prognos', 'Kostnadsanalys'] },
        ],
      },
      { kind: 'languages', heading: 'Språk', items: ['Svenska (modersmål)', 'Engelska (flytande)', 'Tyska (grundläggande)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'center',
      contactSep: ' | ',
      heading: 'caps-rule',
      datePos: 'tab',
      order: 'title-first',
      bullet: '–',
      dates: { month: 'iso', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
    },
  },
  {
    id: 'sv-02-writer-utvecklare-sidebar-right',
    lang: 'sv',
    name: 'Oskar Nilsson',
    title: 'Mjukvaruutvecklare',
    contact: {
      email: 'oskar.nilsson@proton.me',
      phone: '+46 73 987 65 43',
      location: 'Umeå',
      links: [{ kind: 'github', href: 'https://github.com/oskarnilsson', show: 'url', text: 'github.com/oskarnilsson' }],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Erfarenhet',
        roles: [
          {
            company: 'Norrlandskod AB',
            city: 'Umeå',
            title: 'Systemutvecklare',
            dates: { start: { y: 2021, m: 5 }, end: 'present' },
            bullets: ['Utvecklar ett bokningssystem för regionens vårdcentraler i Kotlin'],
          },
          {
            company: 'Umeå kommun',
            city: 'Umeå',
            title: 'IT-tekniker',
            dates: { start: { y: 2018, m: 6 }, end: { y: 2021, m: 4 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Utbildning',
        schools: [
          {
            school: 'Umeå universitet',
            degree: 'Kandidatexamen i datavetenskap',
            dates: { start: { y: 2015, m: 8 }, end: { y: 2018, m: 6 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projekt',
        projects: [
          { name: 'Skidspår', description: 'App som visar preparerade skidspår i Västerbotten.' },
          { name: 'Bussdata', tech: 'Rust, SQLite', description: 'Samlar realtidsdata från kollektivtrafiken.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kunskaper',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['Kotlin', 'Java', 'Spring Boot', 'PostgreSQL', 'Rust'] }],
      },
      { kind: 'languages', heading: 'Språk', aside: true, items: ['Svenska', 'Engelska'] },
    ],
    look: {
      producer: 'writer',
      layout: 'table-right',
      header: 'left',
      heading: 'bold',
      datePos: 'cell',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'DejaVu Sans', size: 9 },
    },
  },
];
