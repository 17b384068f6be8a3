import type { HoldoutResume } from '../model.js';

/** Italian CVs: a two-page Writer CV with a name/contact table and a LaTeX CV with long months. */
export const IT: HoldoutResume[] = [
  {
    id: 'it-01-writer-architetto-2page',
    lang: 'it',
    name: 'Giulia Ferrante',
    title: 'Architetta',
    docWord: 'Curriculum Vitae',
    contact: {
      email: 'giulia.ferrante@libero.it',
      phone: '+39 347 123 4567',
      location: 'Via dei Mille 22, 80121 Napoli',
      locationAlt: ['Napoli', '80121 Napoli'],
      links: [{ kind: 'behance', href: 'https://www.behance.net/giuliaferrante', show: 'url', text: 'behance.net/giuliaferrante' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profilo',
        text: 'Architetta con esperienza in restauro e riuso di edifici storici, dalla progettazione preliminare alla direzione lavori.',
      },
      {
        kind: 'experience',
        heading: 'Esperienza professionale',
        roles: [
          {
            company: 'Studio Vesuvio Architetti',
            city: 'Napoli',
            title: 'Architetta progettista',
            dates: { start: { y: 2018, m: 5 }, end: 'present' },
            bullets: [
              'Progetto di restauro di un palazzo del Settecento nel centro storico',
              'Direzione lavori per tre cantieri di edilizia scolastica',
            ],
          },
          {
            company: 'Comune di Salerno',
            city: 'Salerno',
            title: 'Tirocinante Ufficio Tecnico',
            dates: { start: { y: 2017, m: 1 }, end: { y: 2017, m: 12 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Istruzione e formazione',
        pageBreak: true,
        schools: [
          {
            school: 'Università degli Studi di Napoli Federico II',
            degree: 'Laurea Magistrale in Architettura',
            dates: { start: { y: 2011, m: 10 }, end: { y: 2016, m: 12 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competenze',
        form: 'grouped',
        groups: [
          { label: 'Software', items: ['Revit', 'AutoCAD', 'Rhino', 'Photoshop'] },
          { label: 'Tecniche', items: ['Rilievo laser scanner', 'Computo metrico'] },
        ],
      },
      { kind: 'languages', heading: 'Lingue', items: ['Italiano: madrelingua', 'Inglese: B2'] },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'table',
      heading: 'underline',
      datePos: 'own-line',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'num', sep: ' - ' },
      font: { family: 'Liberation Serif', size: 11 },
      footer: 'page-of',
    },
  },
  {
    id: 'it-02-latex-ricercatore',
    lang: 'it',
    name: 'Matteo Rinaldi',
    title: 'Ingegnere Biomedico',
    contact: {
      email: 'matteo.rinaldi@polimi.it',
      phone: '+39 02 2399 4455',
      location: 'Milano',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/matteo-rinaldi-bme', show: 'label' }],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Esperienze lavorative',
        roles: [
          {
            company: 'Medtronic Italia',
            city: 'Milano',
            title: 'Ingegnere R&D',
            dates: { start: { y: 2020, m: 10 }, end: 'present' },
            bullets: ['Verifica e validazione di software per pompe di infusione'],
          },
          {
            company: 'Politecnico di Milano',
            city: 'Milano',
            title: 'Assegnista di ricerca',
            dates: { start: { y: 2018, m: 3 }, end: { y: 2020, m: 9 } },
            bullets: ['Modelli di flusso sanguigno in aneurismi cerebrali'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formazione',
        schools: [
          {
            school: 'Politecnico di Milano',
            degree: 'Laurea Magistrale in Ingegneria Biomedica',
            dates: { start: { y: 2015, m: 9 }, end: { y: 2017, m: 12 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Competenze tecniche',
        form: 'comma',
        groups: [{ items: ['MATLAB', 'Python', 'IEC 62304', 'ANSYS Fluent'] }],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'left',
      heading: 'caps-rule',
      datePos: 'tab',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Helvetica', size: 10 },
    },
  },
];

/** A Europass-style CV from Writer: each section a table row, its heading in a narrow left cell. */
export const IT_EUROPASS: HoldoutResume = {
  id: 'it-03-writer-europass-labels',
  lang: 'it',
  name: 'Francesca Lombardi',
  title: 'Responsabile amministrativa',
  contact: {
    email: 'francesca.lombardi@pec.it',
    phone: '+39 051 234 5678',
    location: 'Bologna',
    links: [],
  },
  sections: [
    {
      kind: 'experience',
      heading: 'Esperienza lavorativa',
      roles: [
        {
          company: 'Ceramiche Emiliane S.p.A.',
          city: 'Sassuolo',
          title: 'Responsabile amministrativa',
          dates: { start: { y: 2019, m: 2 }, end: 'present' },
          bullets: ['Bilancio civilistico e consolidato di tre società', 'Coordinamento di un team di cinque persone'],
        },
        {
          company: 'Studio Commerciale Neri',
          city: 'Bologna',
          title: 'Contabile',
          dates: { start: { y: 2013, m: 9 }, end: { y: 2019, m: 1 } },
        },
      ],
    },
    {
      kind: 'education',
      heading: 'Istruzione e formazione',
      schools: [
        {
          school: 'Alma Mater Studiorum – Università di Bologna',
          degree: 'Laurea in Economia e Commercio',
          dates: { start: { y: 2008, m: 9 }, end: { y: 2013, m: 7 } },
        },
      ],
    },
    {
      kind: 'skills',
      heading: 'Competenze digitali',
      form: 'comma',
      groups: [{ items: ['SAP Business One', 'Excel avanzato', 'TeamSystem'] }],
    },
    { kind: 'languages', heading: 'Lingue straniere', items: ['Inglese: B2', 'Francese: B1'] },
  ],
  look: {
    producer: 'writer',
    layout: 'label-column',
    header: 'left',
    contactSep: ' | ',
    heading: 'bold',
    datePos: 'own-line',
    order: 'title-first',
    bullet: '▪',
    dates: { month: 'num', sep: ' – ' },
    font: { family: 'Liberation Sans', size: 10 },
  },
};
