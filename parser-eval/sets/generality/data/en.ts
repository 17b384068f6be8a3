import type { Resume } from '../model.js';

/** English resumes: US, UK, Canadian and Indian conventions. */
export const EN: Resume[] = [
  {
    id: 'en-01-us-backend-serif-inline',
    lang: 'en',
    name: 'Marcus T. Whitfield',
    title: 'Backend Software Engineer',
    contact: {
      email: 'marcus.whitfield@fastmail.com',
      phone: '(555) 123-4567',
      location: 'Austin, TX',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/marcus-whitfield', show: 'url', text: 'linkedin.com/in/marcus-whitfield' },
        { kind: 'github', href: 'https://github.com/mtwhitfield', show: 'url', text: 'github.com/mtwhitfield' },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experience',
        roles: [
          {
            company: 'Lonestar Freight Systems',
            city: 'Austin, TX',
            title: 'Senior Software Engineer',
            dates: { start: { y: 2021, m: 3 }, end: 'present' },
            bullets: [
              'Split a monolithic dispatch service into four Go services, cutting p95 latency from 800 ms to 140 ms',
              'Designed the event schema for 2M daily shipment updates on Kafka with exactly-once consumers',
              'Mentored three junior engineers and ran the weekly architecture review',
            ],
          },
          {
            company: 'Pinewood Health',
            city: 'Dallas, TX',
            title: 'Software Engineer',
            dates: { start: { y: 2018, m: 7 }, end: { y: 2021, m: 2 } },
            bullets: [
              'Built HIPAA-compliant REST APIs in Python and PostgreSQL for 40 partner clinics',
              'Added contract tests that caught 30+ breaking changes before release',
            ],
          },
          {
            company: 'Pinewood Health',
            city: 'Dallas, TX',
            title: 'Software Engineering Intern',
            dates: { start: { y: 2017, m: 6 }, end: { y: 2017, m: 8 } },
            bullets: ['Wrote a claims-export tool that replaced a manual spreadsheet process'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'University of Texas at Austin',
            city: 'Austin, TX',
            degree: 'B.S. in Computer Science',
            dates: { end: { y: 2018, m: 5 } },
            details: ['Minor in Mathematics; GPA 3.7/4.0'],
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projects',
        projects: [
          {
            name: 'tinyqueue',
            url: 'github.com/mtwhitfield/tinyqueue',
            tech: 'Go, SQLite',
            description: 'A durable job queue in a single binary, used by two local nonprofits for email reminders.',
          },
          {
            name: 'Route Planner CLI',
            tech: 'Rust',
            description: 'Solves small vehicle-routing problems from a CSV of stops with a 2-opt heuristic.',
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Technical Skills',
        form: 'grouped',
        groups: [
          { label: 'Languages', items: ['Go', 'Python', 'SQL', 'TypeScript'] },
          { label: 'Infrastructure', items: ['Kafka', 'PostgreSQL', 'Redis', 'Kubernetes', 'Terraform'] },
          { label: 'Practices', items: ['Event-driven design', 'Observability (OpenTelemetry, Grafana)', 'Code review'] },
        ],
      },
    ],
    look: {
      layout: 'single',
      contact: 'inline',
      contactSep: ' | ',
      name: 'plain',
      heading: 'caps',
      bullet: '•',
      order: 'company-first',
      datePos: 'right',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Serif', size: 10.5 },
      accent: '#1a1a1a',
      paper: 'Letter',
    },
  },
  {
    id: 'en-02-uk-product-sidebar-left',
    lang: 'en',
    name: 'Eleanor Fitzgerald',
    title: 'Senior Product Manager',
    contact: {
      email: 'eleanor.fitz@outlook.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      links: [
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/eleanorfitzgerald', show: 'label' },
        { kind: 'portfolio', href: 'https://eleanorfitzgerald.co.uk', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profile',
        text: 'Product manager with eight years in consumer fintech. I turn research into roadmaps, work closely with design and engineering, and measure what ships.',
      },
      {
        kind: 'experience',
        heading: 'Work Experience',
        roles: [
          {
            company: 'Copperleaf Money',
            city: 'London',
            title: 'Senior Product Manager',
            dates: { start: { y: 2021, m: 4 }, end: 'present' },
            bullets: [
              'Own the savings product (1.1M customers); launched round-ups, lifting weekly deposits by 18%',
              'Introduced dual-track discovery with a fortnightly customer panel',
            ],
          },
          {
            company: 'Copperleaf Money',
            city: 'London',
            title: 'Product Manager',
            dates: { start: { y: 2018, m: 9 }, end: { y: 2021, m: 3 } },
            bullets: ['Rebuilt onboarding, raising completion from 61% to 78%', 'Ran 40+ A/B tests with the growth team'],
          },
          {
            company: 'Harbour & Finch Consulting',
            city: 'Manchester',
            title: 'Business Analyst',
            dates: { start: { y: 2015, m: 9 }, end: { y: 2018, m: 8 } },
            bullets: ['Mapped claims processes for two insurers and specified their new case-management tools'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'University of Manchester',
            degree: 'BSc Economics, First Class Honours',
            dates: { start: { y: 2012, m: 9 }, end: { y: 2015, m: 6 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Skills',
        aside: true,
        form: 'chips',
        groups: [
          {
            items: ['Product discovery', 'Roadmapping', 'A/B testing', 'SQL', 'Amplitude', 'Figma', 'Jira', 'Stakeholder management'],
          },
        ],
      },
      {
        kind: 'certifications',
        heading: 'Certifications',
        aside: true,
        items: ['Certified Scrum Product Owner (2019)', 'Reforge Product Strategy (2022)'],
      },
      { kind: 'languages', heading: 'Languages', aside: true, items: ['English — native', 'French — B2', 'Spanish — A2'] },
    ],
    look: {
      layout: 'sidebar-left',
      contact: 'sidebar',
      contactLabels: 'glyph',
      name: 'plain',
      heading: 'spaced-css',
      bullet: '▪',
      order: 'title-first',
      datePos: 'own-line',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Inter', size: 9.5 },
      accent: '#2f5d62',
    },
  },
  {
    id: 'en-03-ca-designer-two-col-icons',
    lang: 'en',
    name: 'Noor Haddad',
    title: 'Product Designer',
    contact: {
      email: 'hello@noorhaddad.design',
      phone: '+1 416 555 0132',
      location: 'Toronto, ON',
      links: [
        { kind: 'website', href: 'https://noorhaddad.design', show: 'icon' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/noor-haddad-design', show: 'icon' },
        { kind: 'behance', href: 'https://www.behance.net/noorhaddad', show: 'icon' },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experience',
        roles: [
          {
            company: 'Maplebridge Transit',
            city: 'Toronto',
            title: 'Product Designer',
            dates: { start: { y: 2021, m: 1 }, end: 'present' },
            bullets: [
              'Redesigned the trip planner used by 300k riders a month; task success rose from 72% to 91%',
              'Built the accessible component library with two engineers (WCAG 2.1 AA)',
            ],
          },
          {
            company: 'Studio Kettle',
            city: 'Montréal',
            title: 'UX/UI Designer',
            dates: { start: { y: 2018, m: 9 }, end: { y: 2020, m: 12 } },
            bullets: ['Designed apps for a museum, a credit union and a food bank'],
          },
          {
            company: 'Shopwise',
            city: 'Ottawa',
            title: 'Design Intern',
            dates: { start: { y: 2017, season: 'summer' } },
            bullets: ['Ran usability tests for the merchant dashboard'],
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Selected Projects',
        projects: [
          { name: 'Wayfinding for Union Station', description: 'Signage and app flow study with the city, tested with 25 riders.' },
          { name: 'Braille-first Banking Prototype', description: 'A tactile and voice flow for blind customers, shown at CSUN 2022.' },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        aside: true,
        schools: [
          {
            school: 'OCAD University',
            degree: 'Bachelor of Design, Interaction Design',
            dates: { start: { y: 2014, m: 9 }, end: { y: 2018, m: 4 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Tools',
        aside: true,
        form: 'chips',
        groups: [{ items: ['Figma', 'Principle', 'Maze', 'Illustrator', 'HTML & CSS', 'Usability testing', 'Design systems'] }],
      },
      { kind: 'languages', heading: 'Languages', aside: true, items: ['English', 'Arabic', 'French (intermediate)'] },
    ],
    look: {
      layout: 'two-col',
      contact: 'inline',
      contactSep: '  •  ',
      name: 'caps',
      heading: 'spaced-literal',
      bullet: '–',
      order: 'title-first',
      datePos: 'right',
      dates: { month: 'short-dot', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 9.5 },
      accent: '#7a3e9d',
      paper: 'Letter',
    },
  },
  {
    id: 'en-04-in-data-scientist-2page',
    lang: 'en',
    name: 'Priya Raman',
    title: 'Lead Data Scientist',
    contact: {
      email: 'priya.raman.ds@gmail.com',
      phone: '+91 98450 12345',
      location: 'Bengaluru, India',
      links: [
        { kind: 'github', href: 'https://github.com/priyaraman', show: 'url', text: 'github.com/priyaraman' },
        { kind: 'website', href: 'https://priyaraman.dev', show: 'url', text: 'priyaraman.dev' },
      ],
    },
    docWord: 'Curriculum Vitae',
    sections: [
      {
        kind: 'summary',
        heading: 'Summary',
        text: 'Data scientist with nine years of experience in forecasting, pricing and experimentation for e-commerce and logistics. I lead small teams that ship models into production and measure their business impact.',
      },
      {
        kind: 'experience',
        heading: 'Professional Experience',
        roles: [
          {
            company: 'Kirana Express',
            city: 'Bengaluru',
            title: 'Lead Data Scientist',
            dates: { start: { y: 2021, m: 6 }, end: 'present' },
            bullets: [
              'Lead a team of six building demand forecasts for 1,800 dark stores; cut stock-outs by 23%',
              'Introduced a hierarchical forecasting framework (LightGBM + reconciliation) replacing 40 ad-hoc models',
              'Set up the experimentation platform review board; 120 experiments a quarter now follow one protocol',
              'Partnered with finance on a markdown-pricing model that recovered ₹14 crore of wastage in its first year',
            ],
          },
          {
            company: 'Tarang Logistics',
            city: 'Pune',
            title: 'Senior Data Scientist',
            dates: { start: { y: 2018, m: 3 }, end: { y: 2021, m: 5 } },
            bullets: [
              'Built ETA prediction for line-haul trucks from GPS pings; mean absolute error fell from 3.1 h to 1.2 h',
              'Designed route-level capacity planning used in weekly operations meetings',
              'Moved batch scoring from cron jobs to Airflow with data-quality checks',
            ],
          },
          {
            company: 'Indus Analytics Labs',
            city: 'Chennai',
            title: 'Data Scientist',
            dates: { start: { y: 2015, m: 7 }, end: { y: 2018, m: 2 } },
            bullets: [
              'Delivered churn and propensity models for three telecom clients',
              'Wrote the internal R package for survival analysis used across the consulting team',
            ],
          },
          {
            company: 'Indian Institute of Science',
            city: 'Bengaluru',
            title: 'Research Assistant',
            dates: { start: { y: 2014, m: 8 }, end: { y: 2015, m: 6 } },
            bullets: ['Studied monsoon rainfall prediction with Gaussian processes under Prof. S. Iyer'],
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Open Source & Side Projects',
        projects: [
          {
            name: 'hts-reconcile',
            url: 'github.com/priyaraman/hts-reconcile',
            tech: 'Python, NumPy',
            description: 'Forecast reconciliation (MinT, OLS) for hierarchical time series; 600 stars.',
          },
          {
            name: 'Monsoon Dashboard',
            tech: 'Streamlit, xarray',
            description: 'District-level rainfall anomalies from IMD gridded data, updated daily.',
          },
          {
            name: 'Bangalore Bus Delays',
            tech: 'Kotlin, BigQuery',
            description: 'Collected BMTC bus positions for a year and published a delay analysis.',
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        pageBreak: true,
        schools: [
          {
            school: 'Indian Institute of Science',
            city: 'Bengaluru',
            degree: 'M.Tech in Computational Science',
            dates: { start: { y: 2012, m: 8 }, end: { y: 2014, m: 7 } },
            details: ['Thesis: Sparse Gaussian processes for rainfall nowcasting'],
          },
          {
            school: 'National Institute of Technology Tiruchirappalli',
            city: 'Tiruchirappalli',
            degree: 'B.Tech in Electrical Engineering',
            dates: { start: { y: 2008, m: 7 }, end: { y: 2012, m: 5 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Skills',
        form: 'table',
        groups: [
          { label: 'Modelling', items: ['Time-series forecasting', 'Causal inference', 'Bayesian statistics', 'Gradient boosting'] },
          { label: 'Languages', items: ['Python', 'R', 'SQL', 'Kotlin'] },
          { label: 'Platforms', items: ['Airflow', 'Spark', 'BigQuery', 'MLflow', 'AWS SageMaker'] },
        ],
      },
      {
        kind: 'certifications',
        heading: 'Certifications',
        items: ['Google Cloud Professional Data Engineer (2020)', 'AWS Certified Machine Learning – Specialty (2022)'],
      },
      {
        kind: 'interests',
        heading: 'Interests',
        items: ['Carnatic music', 'long-distance cycling', 'teaching statistics to school students'],
      },
    ],
    look: {
      layout: 'single',
      contact: 'right',
      name: 'plain',
      heading: 'smallcaps-underline',
      bullet: '•',
      order: 'one-line',
      oneLineSep: ' — ',
      datePos: 'tab',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'DejaVu Serif', size: 9.5 },
      accent: '#8b1e3f',
      runner: 'name-page',
    },
  },
  {
    id: 'en-05-us-nurse-contact-table',
    lang: 'en',
    name: 'Dolores "Dee" Ramirez',
    nameAlt: ['Dolores Ramirez', 'Dee Ramirez'],
    title: 'Registered Nurse, BSN',
    contact: {
      email: 'dee.ramirez.rn@yahoo.com',
      phone: '(555) 010-4432',
      location: 'Phoenix, AZ 85016',
      locationAlt: ['Phoenix, AZ'],
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/dee-ramirez-rn', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Professional Summary',
        text: 'Compassionate ICU nurse with 7 years of bedside experience in cardiac and trauma care, calm under pressure and a preceptor for new graduates.',
      },
      {
        kind: 'skills',
        heading: 'Core Competencies',
        form: 'bullets',
        groups: [
          {
            items: ['Critical care', 'Ventilator management', 'Patient & family education', 'Epic EHR', 'Bilingual English/Spanish', 'Wound care'],
          },
        ],
      },
      {
        kind: 'experience',
        heading: 'Clinical Experience',
        roles: [
          {
            company: 'Banner Desert Medical Center',
            city: 'Mesa, AZ',
            title: 'ICU Registered Nurse',
            dates: { start: { y: 2019 }, end: 'present' },
            bullets: [
              'Care for 2–3 critically ill patients per shift in a 32-bed cardiovascular ICU',
              'Precepted 11 new-graduate nurses through their residency',
              'Member of the unit sepsis committee; helped cut time-to-antibiotics by 35 minutes',
            ],
          },
          {
            company: 'St. Luke’s Regional Hospital',
            city: 'Phoenix, AZ',
            title: 'Medical-Surgical Nurse',
            dates: { start: { y: 2016 }, end: { y: 2019 } },
            bullets: ['Managed a caseload of 5–6 post-operative patients', 'Charge nurse on weekend night shifts'],
          },
          {
            company: 'Phoenix Children’s Free Clinic',
            title: 'Volunteer Nurse',
            dates: { start: { y: 2015 }, end: { y: 2017 } },
            bullets: ['Ran monthly vaccination clinics'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'Arizona State University',
            degree: 'Bachelor of Science in Nursing',
            dates: { start: { y: 2012 }, end: { y: 2016 } },
          },
          { school: 'Phoenix College', degree: 'Associate of Arts', dates: { start: { y: 2010 }, end: { y: 2012 } } },
        ],
      },
      {
        kind: 'certifications',
        heading: 'Licenses & Certifications',
        items: ['Registered Nurse, Arizona (Compact)', 'CCRN – Adult', 'ACLS, BLS, PALS'],
      },
    ],
    look: {
      layout: 'single',
      contact: 'table',
      name: 'plain',
      heading: 'rule-left',
      bullet: '✓',
      order: 'title-first',
      datePos: 'inline',
      dates: { month: 'short', sep: ' - ', shortYearEnd: true },
      font: { family: 'Liberation Sans', size: 10 },
      accent: '#1d6f8b',
      paper: 'Letter',
    },
  },
];
