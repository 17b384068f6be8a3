import type { Resume } from '../model.js';

/** Italian resumes: a developer's sidebar CV, a Europass-style two-pager and a two-column marketer. */
export const IT: Resume[] = [
  {
    id: 'it-01-android-milano-sidebar-left',
    lang: 'it',
    name: 'Giulia Conti',
    title: 'Sviluppatrice Android',
    contact: {
      email: 'giulia.conti@outlook.it',
      email2: 'giulia.conti.dev@gmail.com',
      phone: '+39 347 123 4567',
      location: 'Milano',
      links: [
        { kind: 'github', href: 'https://github.com/giuliaconti', show: 'handle', text: 'giuliaconti' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/giulia-conti-android', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profilo',
        text: 'Sviluppatrice Android con otto anni di esperienza in app bancarie e di mobilità. Curo architettura, prestazioni e accessibilità, e mi piace far crescere le persone del team.',
      },
      {
        kind: 'experience',
        heading: 'Esperienza lavorativa',
        roles: [
          {
            company: 'Pedala S.r.l.',
            city: 'Milano',
            title: 'Sviluppatrice Android Senior',
            dates: { start: { y: 2020, m: 1 }, end: 'present' },
            bullets: [
              'Riscrittura dell’app di bike sharing in Kotlin e Jetpack Compose (1 milione di download)',
              'Tempo di avvio ridotto del 45% con baseline profile e caricamento pigro',
            ],
          },
          {
            company: 'Banca Lombarda Digitale',
            city: 'Brescia',
            title: 'Sviluppatrice Android',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2019, m: 12 } },
            bullets: ['Sviluppo dei pagamenti con QR code e dell’accesso biometrico', 'Test automatici con Espresso'],
          },
          {
            company: 'Appetito Labs',
            city: 'Torino',
            title: 'Stagista sviluppo mobile',
            dates: { start: { y: 2016, m: 3 }, end: { y: 2016, m: 8 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Istruzione',
        schools: [
          {
            school: 'Politecnico di Milano',
            degree: 'Laurea Magistrale in Ingegneria Informatica',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2016, m: 2 } },
          },
          {
            school: 'Università degli Studi di Pavia',
            degree: 'Laurea Triennale in Ingegneria Elettronica e Informatica',
            dates: { start: { y: 2011, m: 9 }, end: { y: 2014, m: 7 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Progetti',
        projects: [
          {
            name: 'Treni in Tempo',
            url: 'github.com/giuliaconti/treni-in-tempo',
            description: 'App open source con i ritardi dei treni regionali in tempo reale.',
          },
          { name: 'Ricettario di Nonna', description: 'App offline per raccogliere e condividere ricette di famiglia.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competenze',
        aside: true,
        form: 'chips',
        groups: [
          { items: ['Kotlin', 'Java', 'Jetpack Compose', 'Coroutines', 'Room', 'Espresso', 'Gradle', 'Firebase'] },
        ],
      },
      { kind: 'languages', heading: 'Lingue', aside: true, items: ['Italiano: madrelingua', 'Inglese: C1', 'Spagnolo: B1'] },
      { kind: 'certifications', heading: 'Certificazioni', aside: true, items: ['Associate Android Developer (Google), 2018'] },
    ],
    look: {
      layout: 'sidebar-left',
      contact: 'sidebar',
      contactLabels: 'glyph',
      name: 'plain',
      heading: 'spaced-css',
      bullet: '►',
      order: 'title-first',
      datePos: 'own-line',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 9.5 },
      accent: '#1b6ca8',
    },
  },
  {
    id: 'it-02-europass-bologna-2page',
    lang: 'it',
    name: 'Francesco Greco',
    title: 'Ingegnere gestionale',
    docWord: 'Curriculum Vitae',
    contact: {
      email: 'francesco.greco@libero.it',
      phone: '+39 051 234 5678',
      location: 'Via Roma 21, 40121 Bologna',
      locationAlt: ['Bologna', '40121 Bologna'],
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/francesco-greco-ing', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profilo professionale',
        text: 'Ingegnere gestionale con dieci anni di esperienza nella pianificazione della produzione e nella supply chain di aziende manifatturiere. Orientato ai dati e al miglioramento continuo.',
      },
      {
        kind: 'experience',
        heading: 'Esperienze professionali',
        roles: [
          {
            company: 'Meccanica Emiliana S.p.A.',
            city: 'Bologna',
            title: 'Responsabile pianificazione della produzione',
            dates: { start: { y: 2018, m: 7 }, end: 'present' },
            bullets: [
              'Pianificazione di tre stabilimenti (420 addetti) con SAP PP e un modello di capacità finita',
              'Riduzione delle scorte del 28% in due anni mantenendo il livello di servizio al 97%',
              'Introduzione del metodo S&OP mensile con vendite e acquisti',
              'Coordinamento di un team di cinque pianificatori',
            ],
          },
          {
            company: 'Ceramiche Sassuolo Group',
            city: 'Sassuolo',
            title: 'Analista supply chain',
            dates: { start: { y: 2015, m: 3 }, end: { y: 2018, m: 6 } },
            bullets: [
              'Previsione della domanda per 3.000 articoli e gestione del riordino',
              'Progetto di ottimizzazione del magazzino centrale (WMS, layout, picking)',
              'Reportistica settimanale in Power BI per la direzione commerciale',
            ],
          },
          {
            company: 'Pastificio Val di Reno',
            city: 'Casalecchio di Reno',
            title: 'Tirocinante ufficio acquisti',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2015, m: 2 } },
            bullets: ['Analisi dei fornitori di semola e imballaggi'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Istruzione e formazione',
        pageBreak: true,
        schools: [
          {
            school: 'Alma Mater Studiorum – Università di Bologna',
            degree: 'Laurea Magistrale in Ingegneria Gestionale',
            dates: { start: { y: 2012, m: 10 }, end: { y: 2014, m: 7 } },
            details: ['Tesi: Modelli di lot sizing con vincoli di capacità (110/110 e lode)'],
          },
          {
            school: 'Istituto Tecnico Industriale Aldini Valeriani',
            degree: 'Diploma di perito meccanico',
            dates: { end: { y: 2008 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competenze digitali',
        form: 'grouped',
        groups: [
          { label: 'Gestionali', items: ['SAP PP/MM', 'Microsoft Dynamics'] },
          { label: 'Analisi dati', items: ['Excel avanzato', 'Power BI', 'Python', 'SQL'] },
          { label: 'Metodi', items: ['Lean manufacturing', 'S&OP', 'Six Sigma'] },
        ],
      },
      {
        kind: 'languages',
        heading: 'Competenze linguistiche',
        items: ['Lingua madre: italiano', 'Inglese: C1 (IELTS 7.5)', 'Tedesco: B1'],
      },
      { kind: 'certifications', heading: 'Certificazioni', items: ['Lean Six Sigma Green Belt (2019)', 'APICS CPIM (2021)'] },
      { kind: 'interests', heading: 'Patente di guida', items: ['B'] },
    ],
    look: {
      layout: 'single',
      contact: 'table',
      name: 'plain',
      heading: 'caps',
      bullet: '•',
      order: 'title-first',
      datePos: 'gutter',
      dates: { month: 'num', sep: ' – ', present: 'ad oggi' },
      font: { family: 'Liberation Sans', size: 10.5 },
      accent: '#0e4c92',
      runner: 'page-of',
    },
  },
  {
    id: 'it-03-social-roma-two-ranges',
    lang: 'it',
    name: 'Chiara Esposito',
    title: 'Social Media Manager',
    contact: {
      email: 'chiara.esposito.social@gmail.com',
      phone: '+39 06 1234 5678',
      location: 'Roma',
      links: [
        { kind: 'portfolio', href: 'https://chiaraesposito.it/portfolio', show: 'label' },
        { kind: 'x', href: 'https://x.com/chiaraesposito', show: 'handle', text: '@chiaraesposito' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Chi sono',
        text: 'Social media manager con otto anni nel turismo e nella comunicazione. Scrivo, misuro e racconto storie che portano persone reali nei luoghi reali.',
      },
      {
        kind: 'experience',
        heading: 'Esperienze',
        roles: [
          {
            company: 'Agenzia Colosseo Comunicazione',
            city: 'Roma',
            title: 'Social Media Manager',
            dates: { start: { y: 2018, m: 9 }, end: 'present' },
            bullets: [
              'Strategia social per 12 clienti del turismo e della ristorazione',
              'Community di 180.000 follower su Instagram per un museo privato',
            ],
          },
          {
            company: 'Trastevere Food Tours',
            city: 'Roma',
            title: 'Content Creator',
            dates: { start: { y: 2016, m: 2 }, end: { y: 2018, m: 8 } },
            bullets: ['Foto, video e testi per sito e social', 'Newsletter mensile in italiano e inglese'],
          },
          {
            company: 'Hotel Gianicolo',
            city: 'Roma',
            title: 'Addetta al ricevimento (stagionale)',
            dates: {
              start: { y: 2014, m: 6 },
              end: { y: 2014, m: 9 },
              then: { start: { y: 2015, m: 6 }, end: { y: 2015, m: 9 } },
            },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Istruzione',
        schools: [
          {
            school: 'Università degli Studi di Roma Tor Vergata',
            degree: 'Laurea in Scienze della Comunicazione',
            dates: { start: { y: 2012 }, end: { y: 2015 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competenze',
        aside: true,
        form: 'grouped',
        groups: [
          { label: 'Piattaforme', items: ['Instagram', 'TikTok', 'LinkedIn', 'Meta Business Suite'] },
          { label: 'Strumenti', items: ['Canva', 'Lightroom', 'CapCut', 'Google Analytics'] },
          { label: 'Scrittura', items: ['Copywriting', 'Storytelling', 'SEO'] },
        ],
      },
      { kind: 'languages', heading: 'Lingue', aside: true, items: ['Italiano – madrelingua', 'Inglese – C1', 'Francese – B2'] },
    ],
    look: {
      layout: 'two-col',
      contact: 'inline',
      contactSep: ' | ',
      name: 'plain',
      heading: 'smallcaps-underline',
      bullet: '✓',
      order: 'one-line',
      oneLineSep: ' – ',
      datePos: 'own-line',
      dates: { month: 'long', sep: ' – ', present: 'oggi' },
      font: { family: 'DejaVu Serif', size: 9 },
      accent: '#8e3b46',
    },
  },
];
