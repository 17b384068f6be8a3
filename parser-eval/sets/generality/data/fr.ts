import type { Resume } from '../model.js';

/** French resumes: two columns, a sidebar CV and a two-page finance CV. */
export const FR: Resume[] = [
  {
    id: 'fr-01-dev-two-col-surname-caps',
    lang: 'fr',
    name: 'Camille MOREAU',
    title: 'Développeuse full-stack',
    contact: {
      email: 'camille.moreau@protonmail.com',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
      links: [
        { kind: 'github', href: 'https://github.com/cmoreau-dev', show: 'handle', text: 'cmoreau-dev' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/camille-moreau-dev', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: 'Développeuse full-stack depuis six ans, attachée à la qualité du code et à l’accessibilité. J’aime les équipes où produit, design et technique décident ensemble.',
      },
      {
        kind: 'experience',
        heading: 'Expérience professionnelle',
        roles: [
          {
            company: 'Lumière Mobilités',
            city: 'Lyon',
            title: 'Développeuse full-stack',
            dates: { start: { y: 2019, m: 1 }, end: 'present' },
            bullets: [
              'Conception de l’application de covoiturage domicile-travail (React, Node.js, PostgreSQL)',
              'Mise en place des tests de bout en bout, incidents en production divisés par trois',
              'Accompagnement de deux alternants',
            ],
          },
          {
            company: 'Agence Tilleul',
            city: 'Grenoble',
            title: 'Développeuse web',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2018, m: 12 } },
            bullets: ['Sites et extranets pour des collectivités locales (Symfony, Vue.js)', 'Audit RGAA de 12 sites publics'],
          },
          {
            company: 'Agence Tilleul',
            city: 'Grenoble',
            title: 'Stagiaire développement web',
            dates: { start: { y: 2016, m: 2 }, end: { y: 2016, m: 7 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        schools: [
          {
            school: 'INSA Lyon',
            degree: 'Diplôme d’ingénieur, Informatique',
            dates: { start: { y: 2011, m: 9 }, end: { y: 2016, m: 6 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projets personnels',
        projects: [
          {
            name: 'Vélo’v Dispo',
            url: 'github.com/cmoreau-dev/velov-dispo',
            description: 'Application web qui prévoit la disponibilité des vélos en libre-service à Lyon.',
          },
          { name: 'Carnet de recettes', description: 'Application hors ligne (PWA) pour partager les recettes de famille.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Compétences',
        aside: true,
        form: 'dots',
        groups: [
          { label: 'Langages', items: ['TypeScript', 'JavaScript', 'PHP', 'SQL'] },
          { label: 'Frameworks', items: ['React', 'Node.js', 'Symfony', 'Vue.js'] },
          { label: 'Outils', items: ['Docker', 'GitLab CI', 'Playwright'] },
        ],
      },
      { kind: 'languages', heading: 'Langues', aside: true, items: ['Français : langue maternelle', 'Anglais : courant (C1)', 'Italien : notions'] },
      { kind: 'interests', heading: 'Centres d’intérêt', aside: true, items: ['Escalade', 'Photographie argentique', 'Associations de quartier'] },
    ],
    look: {
      layout: 'two-col',
      contact: 'inline',
      contactSep: ' · ',
      name: 'plain',
      heading: 'caps',
      bullet: '▪',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'short-dot', sep: ' – ' },
      font: { family: 'DejaVu Sans', size: 9 },
      accent: '#3c5a99',
    },
  },
  {
    id: 'fr-02-marketing-sidebar-left-depuis',
    lang: 'fr',
    name: 'Sophie Lambert',
    title: 'Responsable marketing digital',
    contact: {
      email: 'sophie.lambert33@gmail.com',
      phone: '06 12 34 56 78',
      location: 'Bordeaux',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/sophielambert-marketing', show: 'label' },
        { kind: 'portfolio', href: 'https://sophielambert.fr', show: 'glyph' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profil',
        text: 'Huit ans d’expérience en marketing digital dans le vin, le tourisme et le commerce en ligne. Je pilote les campagnes de bout en bout, du budget au reporting.',
      },
      {
        kind: 'experience',
        heading: 'Expériences',
        roles: [
          {
            company: 'Maison Garonne',
            city: 'Bordeaux',
            title: 'Responsable marketing digital',
            dates: { start: { y: 2021, m: 3 }, since: true },
            bullets: [
              'Lancement de la boutique en ligne : 1,2 M€ de chiffre d’affaires la première année',
              'Encadrement d’une équipe de trois personnes et d’une agence SEA',
            ],
          },
          {
            company: 'Vignobles Castel-Rouge',
            city: 'Saint-Émilion',
            title: 'Chargée de marketing digital',
            dates: { start: { y: 2017, m: 9 }, end: { y: 2021, m: 2 } },
            bullets: ['Refonte du site et des newsletters (taux d’ouverture de 19 % à 31 %)', 'Organisation des salons export'],
          },
          {
            company: 'Office de Tourisme de Bordeaux Métropole',
            title: 'Assistante communication (alternance)',
            dates: { start: { y: 2015, m: 9 }, end: { y: 2017, m: 8 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        schools: [
          {
            school: 'Kedge Business School',
            degree: 'Master Marketing digital',
            dates: { start: { y: 2015, m: 9 }, end: { y: 2017, m: 6 } },
          },
          {
            school: 'Université Bordeaux Montaigne',
            degree: 'Licence Information-Communication',
            dates: { start: { y: 2012, m: 9 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projets',
        projects: [
          { name: 'Podcast « Terroirs »', description: 'Douze épisodes sur les vignerons de la région, 40 000 écoutes.' },
          { name: 'Guide des caves à vélo', description: 'Carte interactive des domaines accessibles à vélo, réalisée avec l’office de tourisme.' },
        ],
      },
      {
        kind: 'skills',
        heading: 'Compétences',
        aside: true,
        form: 'bullets',
        groups: [
          { items: ['SEO / SEA', 'Google Analytics 4', 'Meta Ads', 'HubSpot', 'Shopify', 'Rédaction web', 'Gestion de budget'] },
        ],
      },
      {
        kind: 'languages',
        heading: 'Langues',
        aside: true,
        items: ['Français – langue maternelle', 'Anglais – courant (TOEIC 920)', 'Espagnol – intermédiaire'],
      },
    ],
    look: {
      layout: 'sidebar-left',
      contact: 'sidebar',
      contactLabels: 'glyph',
      name: 'split',
      heading: 'rule-left',
      bullet: '•',
      order: 'company-first',
      datePos: 'own-line',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Inter', size: 9.5 },
      accent: '#a4457a',
    },
  },
  {
    id: 'fr-03-finance-2page-numeric-tab',
    lang: 'fr',
    name: 'Antoine Girard',
    title: 'Analyste financier senior',
    docWord: 'CV',
    contact: {
      email: 'antoine.girard@orange.fr',
      phone: '+33 1 42 68 53 00',
      location: 'Paris',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/antoine-girard-cfa', show: 'url', text: 'linkedin.com/in/antoine-girard-cfa' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Synthèse',
        text: 'Analyste financier avec dix ans d’expérience en banque d’affaires et en direction financière de groupes industriels. Spécialiste de la modélisation, des fusions-acquisitions et du contrôle de gestion.',
      },
      {
        kind: 'experience',
        heading: 'Expériences professionnelles',
        roles: [
          {
            company: 'Groupe Verlaine Industries',
            city: 'Paris',
            title: 'Analyste financier senior, direction financière',
            dates: { start: { y: 2019, m: 9 }, end: 'present' },
            bullets: [
              'Pilotage du budget consolidé (2,4 Md€) et des reprévisions trimestrielles',
              'Modélisation et due diligence de trois acquisitions en Allemagne et en Italie',
              'Mise en place d’un reporting mensuel automatisé pour le comité exécutif',
              'Encadrement de deux analystes juniors',
            ],
          },
          {
            company: 'Banque Delacroix & Cie',
            city: 'Paris',
            title: 'Analyste fusions-acquisitions',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2019, m: 8 } },
            bullets: [
              'Valorisation d’entreprises (DCF, multiples) pour des cessions de 50 à 400 M€',
              'Rédaction de mémorandums d’information et suivi des data rooms',
              'Participation à onze opérations, dont quatre transfrontalières',
            ],
          },
          {
            company: 'Cabinet Rousseau Audit',
            city: 'Lille',
            title: 'Auditeur financier',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2016, m: 8 } },
            bullets: ['Audit légal de PME industrielles et de filiales de groupes cotés', 'Revue des procédures de contrôle interne'],
          },
          {
            company: 'Société Générale',
            city: 'La Défense',
            title: 'Stagiaire analyste crédit',
            dates: { start: { y: 2014, m: 1 }, end: { y: 2014, m: 6 } },
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Formation',
        pageBreak: true,
        schools: [
          {
            school: 'ESSEC Business School',
            city: 'Cergy',
            degree: 'Master in Management, majeure Finance',
            dates: { start: { y: 2011, m: 9 }, end: { y: 2014, m: 6 } },
          },
          {
            school: 'Lycée Louis-le-Grand',
            city: 'Paris',
            degree: 'Classe préparatoire ECS',
            dates: { start: { y: 2009, m: 9 }, end: { y: 2011, m: 6 } },
          },
        ],
      },
      {
        kind: 'certifications',
        heading: 'Certifications',
        items: ['CFA Institute – CFA niveau II (2018)', 'AMF – certification professionnelle (2016)'],
      },
      {
        kind: 'skills',
        heading: 'Compétences informatiques',
        form: 'grouped',
        groups: [
          { label: 'Modélisation', items: ['Excel avancé', 'VBA', 'Python (pandas)'] },
          { label: 'Outils', items: ['Bloomberg', 'FactSet', 'SAP FI', 'Power BI'] },
        ],
      },
      { kind: 'languages', heading: 'Langues', items: ['Français : langue maternelle', 'Anglais : bilingue', 'Allemand : professionnel'] },
    ],
    look: {
      layout: 'single',
      contact: 'right',
      name: 'caps',
      heading: 'smallcaps-underline',
      bullet: '–',
      order: 'company-first',
      datePos: 'tab',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'Liberation Serif', size: 11 },
      accent: '#1f3a5f',
      runner: 'page-of',
    },
  },
];
