import type { Resume } from '../model.js';

/** German resumes: the tabular Lebenslauf, a designer's sidebar CV and an engineer's one-pager. */
export const DE: Resume[] = [
  {
    id: 'de-01-backend-lebenslauf-gutter-2page',
    lang: 'de',
    name: 'Jonas Becker',
    title: 'Senior Backend-Entwickler (Java)',
    docWord: 'Lebenslauf',
    contact: {
      email: 'jonas.becker@posteo.de',
      phone: '+49 30 1234567',
      location: 'Greifswalder Straße 212, 10405 Berlin',
      locationAlt: ['Berlin', '10405 Berlin'],
      links: [
        { kind: 'github', href: 'https://github.com/jbecker-dev', show: 'url', text: 'github.com/jbecker-dev' },
        { kind: 'xing', href: 'https://www.xing.com/profile/Jonas_Becker42', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Kurzprofil',
        text: 'Backend-Entwickler mit acht Jahren Erfahrung in Java und Kotlin, Schwerpunkt verteilte Systeme in Logistik und Versicherung. Ich schreibe gern Code, der auch in drei Jahren noch verständlich ist.',
      },
      {
        kind: 'experience',
        heading: 'Berufserfahrung',
        roles: [
          {
            company: 'Nordwind Logistik GmbH',
            city: 'Berlin',
            title: 'Senior Backend-Entwickler',
            dates: { start: { y: 2021, m: 3 }, since: true },
            bullets: [
              'Verantwortlich für die Sendungsverfolgung (Spring Boot, Kafka, PostgreSQL) mit 4 Mio. Ereignissen pro Tag',
              'Migration von 14 Diensten auf Kubernetes, Ausfallzeiten um 60 % reduziert',
              'Einführung von Contract-Tests und Architektur-Entscheidungsprotokollen im Team',
              'Fachliche Betreuung von zwei Werkstudierenden',
            ],
          },
          {
            company: 'Adler Versicherung AG',
            city: 'Köln',
            title: 'Softwareentwickler',
            dates: { start: { y: 2017, m: 8 }, end: { y: 2021, m: 2 } },
            bullets: [
              'Entwicklung der Schadensmeldung im Kundenportal (Java EE, Angular)',
              'Anbindung von Partnerwerkstätten über REST-Schnittstellen',
              'Ablösung eines Host-Batchverfahrens durch Spring Batch',
            ],
          },
        ],
      },
      {
        kind: 'experience',
        heading: 'Praktika und Werkstudententätigkeit',
        roles: [
          {
            company: 'Fraunhofer-Institut für Offene Kommunikationssysteme FOKUS',
            city: 'Berlin',
            title: 'Praktikant Softwareentwicklung',
            dates: { start: { y: 2016, m: 3 }, end: { y: 2016, m: 8 } },
            bullets: ['Prototyp für die Auswertung von Verkehrsdaten in Echtzeit'],
          },
          {
            company: 'Technische Universität Berlin',
            city: 'Berlin',
            title: 'Werkstudent IT-Service',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2016, m: 2 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Ausbildung',
        schools: [
          {
            school: 'Technische Universität Berlin',
            city: 'Berlin',
            degree: 'Informatik (B.Sc.)',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2017, m: 7 } },
            details: ['Bachelorarbeit: Konsistenzmodelle in ereignisgetriebenen Systemen (Note 1,3)'],
          },
          {
            school: 'Heinrich-Hertz-Gymnasium',
            city: 'Berlin',
            degree: 'Abitur',
            dates: { end: { y: 2014, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kenntnisse',
        form: 'table',
        pageBreak: true,
        groups: [
          { label: 'Programmiersprachen', items: ['Java', 'Kotlin', 'SQL', 'Bash'] },
          { label: 'Frameworks', items: ['Spring Boot', 'Spring Batch', 'Quarkus', 'JUnit 5'] },
          { label: 'Infrastruktur', items: ['Kafka', 'PostgreSQL', 'Kubernetes', 'Docker', 'GitLab CI'] },
          { label: 'Methoden', items: ['Domain-Driven Design', 'Scrum', 'Test-Driven Development'] },
        ],
      },
      {
        kind: 'languages',
        heading: 'Sprachen',
        items: ['Deutsch – Muttersprache', 'Englisch – verhandlungssicher (C1)', 'Spanisch – Grundkenntnisse (A2)'],
      },
      {
        kind: 'certifications',
        heading: 'Zertifikate',
        items: ['Oracle Certified Professional: Java SE 11 Developer (2020)', 'iSAQB Certified Professional for Software Architecture – Foundation Level (2022)'],
      },
      { kind: 'interests', heading: 'Interessen', items: ['Rennradfahren', 'Schach', 'Brotbacken'] },
    ],
    look: {
      layout: 'single',
      contact: 'table',
      name: 'plain',
      heading: 'title',
      bullet: '–',
      order: 'title-first',
      datePos: 'gutter',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
      accent: '#23395b',
      runner: 'name-page',
    },
  },
  {
    id: 'de-02-ux-sidebar-right-chips',
    lang: 'de',
    name: 'Lena Hoffmann',
    title: 'UX/UI Designerin',
    contact: {
      email: 'lena.hoffmann.design@gmail.com',
      phone: '0171 2345678',
      location: 'Hamburg',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/lena-hoffmann-ux', show: 'label' },
        { kind: 'portfolio', href: 'https://lenahoffmann.de/arbeiten', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Über mich',
        text: 'Ich gestalte digitale Produkte, die auch an einem hektischen Tag leicht zu benutzen sind. Sechs Jahre Erfahrung in Agenturen und im Produktteam, von der Nutzerforschung bis zum fertigen Designsystem.',
      },
      {
        kind: 'experience',
        heading: 'Berufserfahrung',
        roles: [
          {
            company: 'Fährhaus Digital GmbH',
            city: 'Hamburg',
            title: 'Senior UX Designerin',
            dates: { start: { y: 2021, m: 9 }, end: 'present' },
            bullets: [
              'Leitung der Nutzerforschung für die Buchungs-App einer Reederei (250.000 Nutzer)',
              'Aufbau eines Designsystems mit 80 Komponenten in Figma und Storybook',
              'Barrierefreiheit nach BITV 2.0 für alle Kundenprojekte eingeführt',
            ],
          },
          {
            company: 'Kranich & Partner Werbeagentur',
            city: 'Bremen',
            title: 'UX/UI Designerin',
            dates: { start: { y: 2018, m: 9 }, end: { y: 2021, m: 8 } },
            bullets: ['Konzeption und Gestaltung von Websites für Stadtwerke und Krankenkassen', 'Moderation von Kundenworkshops'],
          },
          {
            company: 'Kranich & Partner Werbeagentur',
            city: 'Bremen',
            title: 'Praktikantin Interaction Design',
            dates: { start: { y: 2018, m: 1 }, end: { y: 2018, m: 6 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Ausbildung',
        schools: [
          {
            school: 'Hochschule für Angewandte Wissenschaften Hamburg',
            degree: 'Kommunikationsdesign (B.A.)',
            dates: { start: { y: 2014, m: 10 }, end: { y: 2018, m: 2 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Ausgewählte Projekte',
        projects: [
          {
            name: 'Elbfähre 2.0',
            description: 'Neugestaltung der Ticket-App der Hafenfähren: Kaufabschluss von 4 auf 2 Minuten verkürzt.',
          },
          {
            name: 'Pflegekompass',
            description: 'Ehrenamtliches Projekt: Wegweiser für Angehörige von Pflegebedürftigen, getestet mit 30 Familien.',
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Kenntnisse',
        aside: true,
        form: 'chips',
        groups: [
          { label: 'Methoden', items: ['Nutzerinterviews', 'Usability-Tests', 'Prototyping', 'Design Thinking'] },
          { label: 'Werkzeuge', items: ['Figma', 'Adobe XD', 'Storybook', 'Miro', 'HTML/CSS'] },
        ],
      },
      { kind: 'languages', heading: 'Sprachen', aside: true, items: ['Deutsch (Muttersprache)', 'Englisch (C1)', 'Dänisch (B1)'] },
      { kind: 'certifications', heading: 'Weiterbildung', aside: true, items: ['CPUX-F (UXQB), 2019', 'Barrierefreies Webdesign, 2022'] },
    ],
    look: {
      layout: 'sidebar-right',
      contact: 'sidebar',
      contactLabels: 'word',
      name: 'plain',
      heading: 'caps',
      bullet: '►',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'short-dot', sep: ' – ' },
      font: { family: 'Lora', size: 9.5, headingFamily: 'Inter' },
      accent: '#b5485d',
    },
  },
  {
    id: 'de-03-engineer-spaced-literal',
    lang: 'de',
    name: 'Tobias Krüger',
    title: 'Maschinenbauingenieur (M.Sc.)',
    contact: {
      email: 'tobias.krueger@web.de',
      phone: '+49 89 2345 6789',
      location: 'München',
      links: [
        {
          kind: 'linkedin',
          href: 'https://www.linkedin.com/in/tobias-krueger-ing',
          show: 'url',
          text: 'linkedin.com/in/tobias-krueger-ing',
        },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Berufserfahrung',
        roles: [
          {
            company: 'Brenner Antriebe GmbH',
            city: 'Garching',
            title: 'Entwicklungsingenieur Antriebstechnik',
            dates: { start: { y: 2023, m: 4 }, since: true },
            bullets: [
              'Auslegung von Planetengetrieben für Industrieroboter (KISSsoft, Siemens NX)',
              'Verantwortlich für die Prüfstandsversuche zweier Baureihen bis zur Serienfreigabe',
            ],
          },
          {
            company: 'Alpen Fahrzeugtechnik AG',
            city: 'Ingolstadt',
            title: 'Versuchsingenieur',
            dates: { start: { y: 2019, m: 10 }, end: { y: 2023, m: 3 } },
            bullets: [
              'Planung und Auswertung von Dauerlaufversuchen an E-Achsen',
              'Automatisierte Messdatenauswertung in Python, Auswertezeit je Versuch von zwei Tagen auf zwei Stunden',
            ],
          },
          {
            company: 'Brenner Antriebe GmbH',
            city: 'Garching',
            title: 'Werkstudent Konstruktion',
            dates: { start: { y: 2018, m: 3 }, end: { y: 2019, m: 9 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Ausbildung',
        schools: [
          {
            school: 'Technische Universität München',
            degree: 'M.Sc. Maschinenwesen',
            dates: { start: { y: 2017, m: 10 }, end: { y: 2019, m: 9 } },
            details: ['Masterarbeit: Verschleißvorhersage an Zahnflanken mit FEM'],
          },
          {
            school: 'Hochschule Augsburg',
            degree: 'B.Eng. Maschinenbau',
            dates: { start: { y: 2013, m: 10 }, end: { y: 2017, m: 9 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projekte',
        projects: [
          {
            name: 'Leichtbau-Getriebegehäuse',
            description: 'Topologieoptimiertes Gehäuse aus Aluminiumguss, 18 % leichter bei gleicher Steifigkeit.',
          },
          {
            name: 'Formula Student Elektro-Antriebsstrang',
            description: 'Konstruktion des Radnabengetriebes im Hochschulteam, Saison 2016.',
          },
        ],
      },
      {
        kind: 'experience',
        heading: 'Ehrenamt',
        roles: [
          {
            company: 'SV Obergiesing e.V.',
            title: 'Jugendtrainer Handball',
            dates: { start: { y: 2016 }, since: true },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Fachkenntnisse',
        form: 'comma',
        groups: [{ items: ['Siemens NX', 'CATIA V5', 'KISSsoft', 'FEM (ANSYS, Abaqus)', 'GD&T', 'Python', 'MATLAB/Simulink'] }],
      },
      { kind: 'languages', heading: 'Sprachen', items: ['Deutsch (Muttersprache), Englisch (fließend), Französisch (Grundkenntnisse)'] },
    ],
    look: {
      layout: 'single',
      contact: 'inline',
      contactSep: ' • ',
      name: 'plain',
      heading: 'spaced-literal',
      bullet: '•',
      order: 'company-first',
      datePos: 'right',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'DejaVu Sans Condensed', size: 9.5 },
      accent: '#2b4c3f',
    },
  },
];
