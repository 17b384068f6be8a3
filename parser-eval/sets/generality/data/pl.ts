import type { Resume } from '../model.js';

/** Polish resumes: a Java developer, a business analyst's sidebar CV and a two-page project manager. */
export const PL: Resume[] = [
  {
    id: 'pl-01-java-krakow-dot-dates',
    lang: 'pl',
    name: 'Michał Zieliński',
    title: 'Starszy programista Java',
    contact: {
      email: 'michal.zielinski@wp.pl',
      phone: '+48 601 234 567',
      location: 'Kraków',
      links: [
        { kind: 'github', href: 'https://github.com/mzielinski-dev', show: 'url', text: 'github.com/mzielinski-dev' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/michal-zielinski-java', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Podsumowanie',
        text: 'Programista Java z siedmioletnim doświadczeniem w bankowości i e-commerce. Stawiam na czytelny kod, testy automatyczne i dobrą współpracę z biznesem.',
      },
      {
        kind: 'experience',
        heading: 'Doświadczenie zawodowe',
        roles: [
          {
            company: 'Wawel Software Sp. z o.o.',
            city: 'Kraków',
            title: 'Starszy programista Java',
            dates: { start: { y: 2020, m: 12 }, end: 'present' },
            bullets: [
              'Projektowanie mikroserwisów obsługi zamówień (Spring Boot, Kafka) dla sieci 300 sklepów',
              'Skrócenie czasu wdrożenia z dwóch dni do 30 minut dzięki pipeline’om CI/CD',
            ],
          },
          {
            company: 'Bank Wiślany S.A.',
            city: 'Kraków',
            title: 'Programista Java',
            dates: { start: { y: 2018, m: 3 }, end: { y: 2020, m: 11 } },
            bullets: ['Rozwój systemu kredytów hipotecznych', 'Migracja z Javy 8 do Javy 11 w 20 modułach'],
          },
          {
            company: 'Bank Wiślany S.A.',
            city: 'Kraków',
            title: 'Stażysta IT',
            dates: { start: { y: 2017, m: 7 }, end: { y: 2018, m: 2 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Wykształcenie',
        schools: [
          {
            school: 'Akademia Górniczo-Hutnicza w Krakowie',
            degree: 'Magister inżynier, Informatyka',
            dates: { start: { y: 2012, m: 10 }, end: { y: 2017, m: 7 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projekty',
        projects: [
          {
            name: 'Smog Alert Kraków',
            url: 'github.com/mzielinski-dev/smog-alert',
            description: 'Powiadomienia o jakości powietrza z czujników miejskich, 5 tys. użytkowników.',
          },
          { name: 'Biblioteka kolejek', description: 'Lekka biblioteka do ponawiania zadań w Javie z metrykami Micrometer.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Umiejętności',
        form: 'grouped',
        groups: [
          { label: 'Języki programowania', items: ['Java', 'Kotlin', 'SQL'] },
          { label: 'Technologie', items: ['Spring Boot', 'Hibernate', 'Kafka', 'PostgreSQL', 'Docker'] },
          { label: 'Narzędzia', items: ['Git', 'Jenkins', 'SonarQube', 'IntelliJ IDEA'] },
        ],
      },
      { kind: 'certifications', heading: 'Certyfikaty', items: ['Oracle Certified Professional, Java SE 11 (2019)'] },
      { kind: 'languages', heading: 'Języki obce', items: ['angielski – C1', 'niemiecki – A2'] },
    ],
    look: {
      layout: 'single',
      contact: 'inline',
      contactSep: ' | ',
      name: 'plain',
      heading: 'spaced-css',
      bullet: '•',
      order: 'company-first',
      datePos: 'right',
      dates: { month: 'num-dot', sep: ' – ' },
      font: { family: 'DejaVu Sans', size: 9.5 },
      accent: '#7a1f1f',
    },
  },
  {
    id: 'pl-02-analyst-warszawa-sidebar-long-months',
    lang: 'pl',
    name: 'Anna Kowalczyk',
    title: 'Analityczka biznesowa',
    contact: {
      email: 'anna.kowalczyk@gmail.com',
      phone: '+48 22 123 45 67',
      location: 'Warszawa',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/annakowalczyk-ba', show: 'icon' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'O mnie',
        text: 'Analityczka biznesowa z doświadczeniem w ubezpieczeniach i bankowości. Łączę perspektywę biznesu i IT, a wymagania zamieniam w zrozumiałe modele i historie użytkownika.',
      },
      {
        kind: 'experience',
        heading: 'Doświadczenie zawodowe',
        roles: [
          {
            company: 'Horyzont Ubezpieczenia S.A.',
            city: 'Warszawa',
            title: 'Analityczka biznesowa',
            dates: { start: { y: 2019, m: 1 }, end: 'present' },
            bullets: [
              'Analiza wymagań dla nowego systemu likwidacji szkód (BPMN, UML)',
              'Prowadzenie warsztatów z 8 działami i priorytetyzacja backlogu z Product Ownerem',
            ],
          },
          {
            company: 'Mazowiecki Bank Spółdzielczy',
            city: 'Warszawa',
            title: 'Młodsza analityczka',
            dates: { start: { y: 2016, m: 10 }, end: { y: 2018, m: 12 } },
            bullets: ['Raporty regulacyjne i hurtownia danych (SQL, Power BI)'],
          },
          {
            company: 'Vistula Logistics Sp. z o.o.',
            city: 'Łódź',
            title: 'Praktykantka w dziale controllingu',
            dates: { start: { y: 2016, m: 7 }, end: { y: 2016, m: 9 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Wykształcenie',
        schools: [
          {
            school: 'Szkoła Główna Handlowa w Warszawie',
            degree: 'Studia magisterskie, Finanse i rachunkowość',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2016, m: 6 } },
          },
          {
            school: 'Uniwersytet Łódzki',
            degree: 'Licencjat, Ekonomia',
            dates: { start: { y: 2011, m: 10 }, end: { y: 2014, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Umiejętności',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['Analiza wymagań', 'BPMN 2.0', 'UML', 'SQL', 'Power BI', 'Jira i Confluence', 'Enterprise Architect'] }],
      },
      { kind: 'languages', heading: 'Języki', aside: true, items: ['polski – ojczysty', 'angielski – C1', 'hiszpański – B1'] },
      { kind: 'interests', heading: 'Zainteresowania', aside: true, items: ['Wspinaczka', 'kino skandynawskie'] },
    ],
    look: {
      layout: 'sidebar-left',
      contact: 'sidebar',
      contactLabels: 'glyph',
      name: 'split',
      heading: 'caps',
      bullet: '▪',
      order: 'title-first',
      datePos: 'own-line',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Lora', size: 9.5 },
      accent: '#35524a',
    },
  },
  {
    id: 'pl-03-pm-wroclaw-2page-spaced',
    lang: 'pl',
    name: 'Katarzyna Wójcik',
    title: 'Kierowniczka projektów IT',
    docWord: 'CV',
    contact: {
      email: 'k.wojcik.pm@onet.pl',
      phone: '+48 71 345 67 89',
      location: 'Wrocław',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/katarzyna-wojcik-pmp', show: 'url', text: 'linkedin.com/in/katarzyna-wojcik-pmp' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Podsumowanie zawodowe',
        text: 'Kierowniczka projektów z dziesięcioletnim doświadczeniem w ochronie zdrowia i telekomunikacji. Prowadzę zespoły do 25 osób i budżety do 12 mln zł, dbając o przejrzystość i terminowość.',
      },
      {
        kind: 'experience',
        heading: 'Doświadczenie zawodowe',
        roles: [
          {
            company: 'Odra Systems S.A.',
            city: 'Wrocław',
            title: 'Kierowniczka projektów IT',
            dates: { start: { y: 2019, m: 7 }, end: 'present' },
            bullets: [
              'Wdrożenie systemu e-recepty w sieci 40 aptek, zakończone przed terminem',
              'Migracja systemu CRM do chmury dla 1200 użytkowników',
              'Zarządzanie portfelem 6 projektów o łącznym budżecie 12 mln zł',
              'Wprowadzenie kwartalnego planowania i przeglądów ryzyka',
            ],
          },
          {
            company: 'Dolnośląskie Centrum Oprogramowania',
            city: 'Wrocław',
            title: 'Scrum Master',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2019, m: 6 } },
            bullets: [
              'Prowadzenie dwóch zespołów scrumowych (14 osób)',
              'Skrócenie cyklu wydań z kwartału do dwóch tygodni',
              'Coaching Product Ownerów po stronie klienta',
            ],
          },
          {
            company: 'Sudety Telekom Sp. z o.o.',
            city: 'Wałbrzych',
            title: 'Analityczka systemowa',
            dates: { start: { y: 2013, m: 10 }, end: { y: 2016, m: 8 } },
            bullets: ['Specyfikacje integracji systemów billingowych', 'Testy akceptacyjne z klientami biznesowymi'],
          },
          {
            company: 'Sudety Telekom Sp. z o.o.',
            city: 'Wałbrzych',
            title: 'Praktykantka',
            dates: { start: { y: 2013, m: 7 }, end: { y: 2013, m: 9 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Wybrane projekty',
        projects: [
          { name: 'Portal pacjenta Zdrowie+', description: 'Rejestracja online i wyniki badań dla 15 przychodni; 80 tys. pacjentów.' },
          { name: 'Elektroniczny obieg faktur', description: 'Automatyzacja akceptacji faktur kosztowych, czas obiegu z 9 do 2 dni.' },
        ],
      },
      {
        kind: 'education',
        heading: 'Wykształcenie',
        pageBreak: true,
        schools: [
          {
            school: 'Uniwersytet Ekonomiczny we Wrocławiu',
            degree: 'Studia podyplomowe: Zarządzanie projektami',
            dates: { start: { y: 2015, m: 10 }, end: { y: 2016, m: 6 } },
          },
          {
            school: 'Politechnika Wrocławska',
            degree: 'Inżynier, Informatyka',
            dates: { start: { y: 2009, m: 10 }, end: { y: 2013, m: 2 } },
          },
        ],
      },
      {
        kind: 'certifications',
        heading: 'Certyfikaty',
        items: ['PMP, Project Management Institute (2020)', 'Professional Scrum Master I (2017)', 'PRINCE2 Foundation (2015)'],
      },
      {
        kind: 'skills',
        heading: 'Umiejętności',
        form: 'table',
        groups: [
          { label: 'Metodyki', items: ['Scrum', 'Kanban', 'PRINCE2'] },
          { label: 'Narzędzia', items: ['Jira', 'Confluence', 'MS Project'] },
          { label: 'Inne', items: ['Budżetowanie', 'Zarządzanie ryzykiem', 'Negocjacje'] },
        ],
      },
      { kind: 'languages', heading: 'Języki', items: ['polski – ojczysty', 'angielski – C1', 'niemiecki – B1'] },
    ],
    look: {
      layout: 'single',
      contact: 'right',
      name: 'plain',
      heading: 'spaced-literal',
      bullet: '–',
      order: 'one-line',
      oneLineSep: ' – ',
      datePos: 'tab',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Serif', size: 11 },
      accent: '#283655',
      runner: 'page-of',
    },
  },
];
