import type { HoldoutResume } from '../model.js';

/** French CVs: a justified Word-style CV, a text-box sidebar and a LaTeX CV with year ranges. */
export const FR: HoldoutResume[] = [
  {
    id: 'fr-01-writer-juriste-justified',
    lang: 'fr',
    name: 'Camille Rousseau',
    title: 'Juriste en droit social',
    contact: {
      email: 'camille.rousseau@orange.fr',
      phone: '06 45 78 12 90',
      location: 'Nantes',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/camille-rousseau-juriste', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: "Juriste en droit social depuis huit ans, j'accompagne les directions des ressources humaines dans les relations collectives, les contentieux prud'homaux et la mise en conformité des pratiques.",
      },
      {
        kind: 'experience',
        heading: 'Expérience professionnelle',
        roles: [
          {
            company: 'Groupe Atlantique Distribution',
            city: 'Nantes',
            title: 'Juriste droit social senior',
            dates: { start: { y: 2020, m: 9 }, end: 'present' },
            bullets: [
              "Négociation de quatre accords d'entreprise avec les organisations syndicales",
              "Suivi de 45 dossiers contentieux par an avec les cabinets d'avocats",
            ],
          },
          {
            company: 'Cabinet Lefèvre & Associés',
            city: 'Rennes',
            title: 'Juriste',
            dates: { start: { y: 2016, m: 1 }, end: { y: 2020, m: 8 } },
            bullets: ['Rédaction de consultations pour une clientèle de PME'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        schools: [
          {
            school: 'Université de Rennes',
            degree: 'Master 2 Droit social',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2015, m: 9 } },
          },
          {
            school: 'Université de Nantes',
            degree: 'Licence de droit',
            dates: { start: { y: 2010, m: 9 }, end: { y: 2013, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Compétences',
        form: 'grouped',
        groups: [
          { label: 'Juridique', items: ['Relations collectives', 'Contentieux', 'Audit social'] },
          { label: 'Outils', items: ['Lexis 360', 'Dalloz', 'Excel'] },
        ],
      },
      { kind: 'languages', heading: 'Langues', items: ['Anglais : courant', 'Espagnol : intermédiaire'] },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'center',
      contactSep: ' – ',
      heading: 'underline',
      datePos: 'tab',
      order: 'title-first',
      bullet: '▪',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Liberation Serif', size: 11 },
      justify: true,
    },
  },
  {
    id: 'fr-02-writer-logistique-frame',
    lang: 'fr',
    name: 'Yanis Benali',
    title: 'Responsable logistique',
    contact: {
      email: 'yanis.benali@gmail.com',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon',
      links: [],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Expériences',
        roles: [
          {
            company: 'Rhône Fret Services',
            city: 'Vénissieux',
            title: "Responsable d'entrepôt",
            dates: { start: { y: 2019, m: 3 }, end: 'present' },
            bullets: [
              'Management de 35 préparateurs sur deux équipes',
              'Taux de service porté de 94 % à 99 %',
            ],
          },
          {
            company: 'Carrefour Supply Chain',
            city: 'Saint-Quentin-Fallavier',
            title: "Chef d'équipe",
            dates: { start: { y: 2015, m: 6 }, end: { y: 2019, m: 2 } },
            bullets: ['Organisation des flux de réception'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        schools: [
          {
            school: 'IUT Lyon 2',
            degree: 'DUT Gestion logistique et transport',
            dates: { start: { y: 2013, m: 9 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Compétences',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['SAP EWM', 'Lean management', 'CACES 3 et 5', 'Gestion des stocks'] }],
      },
      { kind: 'languages', heading: 'Langues', aside: true, items: ['Français', 'Arabe', 'Anglais (B1)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'frame-left',
      header: 'left',
      heading: 'caps-rule',
      datePos: 'own-line',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'num', sep: ' - ' },
      font: { family: 'DejaVu Sans', size: 9.5 },
    },
  },
  {
    id: 'fr-03-latex-chercheuse-years',
    lang: 'fr',
    name: 'Élise Marchand',
    title: 'Ingénieure de recherche en écologie',
    contact: {
      email: 'elise.marchand@univ-montpellier.fr',
      phone: '04 67 14 22 90',
      location: 'Montpellier',
      links: [{ kind: 'website', href: 'https://emarchand.github.io', show: 'url', text: 'emarchand.github.io' }],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Parcours professionnel',
        roles: [
          {
            company: 'CNRS, Centre d’Écologie Fonctionnelle et Évolutive',
            city: 'Montpellier',
            title: 'Ingénieure de recherche',
            dates: { start: { y: 2019 }, end: 'present' },
            bullets: ['Coordination des campagnes de terrain en garrigue', 'Gestion des bases de données de suivi'],
          },
          {
            company: 'INRAE',
            city: 'Avignon',
            title: 'Ingénieure d’études',
            dates: { start: { y: 2015 }, end: { y: 2019 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        schools: [
          {
            school: 'Université de Montpellier',
            degree: 'Master Biodiversité, Écologie et Évolution',
            dates: { start: { y: 2013 }, end: { y: 2015 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projets',
        projects: [
          { name: 'GarrigueObs', description: 'Suivi participatif de la flore méditerranéenne.' },
          { name: 'phenoR', url: 'github.com/emarchand/phenoR', description: 'Paquet R pour les séries phénologiques.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Compétences',
        form: 'comma',
        groups: [{ items: ['R', 'QGIS', 'PostgreSQL', 'Statistiques bayésiennes', 'Botanique'] }],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'left',
      heading: 'bold',
      datePos: 'paren',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Latin Modern', size: 11 },
    },
  },
];
