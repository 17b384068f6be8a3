import type { HoldoutResume } from '../model.js';

/** Polish CVs: a Writer CV with letter-spaced headings and a sidebar table with shaded headings. */
export const PL: HoldoutResume[] = [
  {
    id: 'pl-01-writer-tester-spaced',
    lang: 'pl',
    name: 'Agnieszka Zielińska',
    title: 'Inżynier ds. testów',
    contact: {
      email: 'agnieszka.zielinska@wp.pl',
      phone: '+48 601 234 567',
      location: 'Wrocław',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/agnieszka-zielinska-qa', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Podsumowanie',
        text: 'Testerka z sześcioletnim doświadczeniem w automatyzacji testów aplikacji bankowych i mobilnych.',
      },
      {
        kind: 'experience',
        heading: 'Doświadczenie zawodowe',
        roles: [
          {
            company: 'Santander Bank Polska',
            city: 'Wrocław',
            title: 'Starszy inżynier ds. testów',
            dates: { start: { y: 2021, m: 2 }, end: 'present' },
            bullets: ['Automatyzacja testów API w Javie i RestAssured', 'Skrócenie regresji z 3 dni do 5 godzin'],
          },
          {
            company: 'Nokia Solutions and Networks',
            city: 'Wrocław',
            title: 'Tester oprogramowania',
            dates: { start: { y: 2018, m: 7 }, end: { y: 2021, m: 1 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Wykształcenie',
        schools: [
          {
            school: 'Politechnika Wrocławska',
            degree: 'Inżynier, Informatyka',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2018, m: 2 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Umiejętności',
        form: 'grouped',
        groups: [
          { label: 'Automatyzacja', items: ['Selenium', 'Cypress', 'RestAssured'] },
          { label: 'Narzędzia', items: ['Jira', 'Jenkins', 'Postman'] },
        ],
      },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'center',
      contactSep: ' | ',
      heading: 'spaced',
      datePos: 'tab',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'num-dot', sep: ' – ' },
      font: { family: 'DejaVu Sans', size: 9.5 },
    },
  },
  {
    id: 'pl-02-writer-handlowiec-sidebar',
    lang: 'pl',
    name: 'Tomasz Kowalczyk',
    title: 'Przedstawiciel handlowy',
    contact: {
      email: 'tomasz.kowalczyk@onet.pl',
      phone: '512 345 678',
      location: 'Poznań',
      links: [],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Doświadczenie',
        roles: [
          {
            company: 'Agro-Mix Sp. z o.o.',
            city: 'Poznań',
            title: 'Regionalny przedstawiciel handlowy',
            dates: { start: { y: 2019, m: 4 }, end: 'present' },
            bullets: ['Obsługa 80 klientów hurtowych w Wielkopolsce', 'Wzrost sprzedaży o 22 % w 2023 roku'],
          },
          {
            company: 'Media Expert',
            city: 'Leszno',
            title: 'Sprzedawca',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2019, m: 3 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Edukacja',
        schools: [
          {
            school: 'Uniwersytet Ekonomiczny w Poznaniu',
            degree: 'Licencjat, Zarządzanie',
            dates: { start: { y: 2013, m: 10 }, end: { y: 2016, m: 7 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Umiejętności',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['Negocjacje', 'CRM Salesforce', 'Prawo jazdy kat. B'] }],
      },
      { kind: 'languages', heading: 'Języki', aside: true, items: ['Polski', 'Angielski (B2)', 'Niemiecki (A2)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'table-left',
      header: 'left',
      heading: 'shaded',
      datePos: 'own-line',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
    },
  },
];

/** A Europass-style Polish CV: section names in a left table column, dates after a tab. */
export const PL_EUROPASS: HoldoutResume = {
  id: 'pl-03-writer-europass-tab',
  lang: 'pl',
  name: 'Marta Wiśniewska',
  title: 'Specjalistka ds. kadr i płac',
  contact: {
    email: 'marta.wisniewska@interia.pl',
    phone: '+48 722 456 789',
    location: 'Kraków',
    links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/marta-wisniewska-hr', show: 'label' }],
  },
  sections: [
    {
      kind: 'summary',
      heading: 'O mnie',
      text: 'Od siedmiu lat zajmuję się kadrami i płacami w firmach produkcyjnych, znam dobrze prawo pracy i systemy płacowe.',
    },
    {
      kind: 'experience',
      heading: 'Doświadczenie zawodowe',
      roles: [
        {
          company: 'Fabryka Mebli Wawel Sp. z o.o.',
          city: 'Kraków',
          title: 'Specjalistka ds. kadr i płac',
          dates: { start: { y: 2020, m: 5 }, end: 'present' },
          bullets: ['Naliczanie wynagrodzeń dla 420 pracowników', 'Obsługa PPK i raportów do ZUS'],
        },
        {
          company: 'Biuro Rachunkowe Lex',
          city: 'Tarnów',
          title: 'Referentka kadrowa',
          dates: { start: { y: 2017, m: 3 }, end: { y: 2020, m: 4 } },
        },
      ],
    },
    {
      kind: 'education',
      heading: 'Wykształcenie',
      schools: [
        {
          school: 'Uniwersytet Ekonomiczny w Krakowie',
          degree: 'Magister, Zarządzanie zasobami ludzkimi',
          dates: { start: { y: 2012, m: 10 }, end: { y: 2017, m: 6 } },
        },
      ],
    },
    {
      kind: 'skills',
      heading: 'Umiejętności',
      form: 'grouped',
      groups: [
        { label: 'Programy', items: ['Symfonia Kadry i Płace', 'Płatnik', 'Excel'] },
        { label: 'Prawo', items: ['Kodeks pracy', 'Ubezpieczenia społeczne'] },
      ],
    },
  ],
  look: {
    producer: 'writer',
    layout: 'label-column',
    header: 'center',
    contactSep: ' · ',
    heading: 'bold',
    datePos: 'tab',
    order: 'company-first',
    bullet: '•',
    dates: { month: 'num-dot', sep: ' – ' },
    font: { family: 'DejaVu Sans', size: 9.5 },
  },
};
