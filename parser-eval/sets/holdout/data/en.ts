import type { HoldoutResume } from '../model.js';

/** English resumes: two Word-style documents from Writer and two hand-written LaTeX CVs. */
export const EN: HoldoutResume[] = [
  {
    id: 'en-01-writer-platform-engineer',
    lang: 'en',
    name: 'Priya Raman',
    title: 'Platform Engineer',
    contact: {
      email: 'priya.raman.dev@fastmail.com',
      phone: '+44 7700 900412',
      location: 'Leeds, UK',
      links: [
        { kind: 'github', href: 'https://github.com/praman-ops', show: 'url', text: 'github.com/praman-ops' },
        { kind: 'linkedin', href: 'https://www.linkedin.com/in/priya-raman-ops', show: 'label' },
      ],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profile',
        text: 'Platform engineer with seven years of experience running container platforms for payments and retail. I care about boring deployments, clear runbooks and on-call rotas people can live with.',
      },
      {
        kind: 'experience',
        heading: 'Work Experience',
        roles: [
          {
            company: 'Harrowgate Payments Ltd',
            city: 'Leeds',
            title: 'Senior Platform Engineer',
            dates: { start: { y: 2021, m: 6 }, end: 'present' },
            bullets: [
              'Run the Kubernetes estate (40 clusters) behind card authorisation at 2,000 requests per second',
              'Cut deployment lead time from two days to forty minutes with a GitOps pipeline',
              'Wrote the incident review template now used by nine teams',
            ],
          },
          {
            company: 'Tillbrook Retail Group',
            city: 'Manchester',
            title: 'DevOps Engineer',
            dates: { start: { y: 2018, m: 2 }, end: { y: 2021, m: 5 } },
            bullets: [
              'Moved 60 services from virtual machines to containers without a customer-facing outage',
              'Built cost dashboards that saved £180k a year in idle compute',
            ],
          },
          {
            company: 'Northern Data Services',
            city: 'York',
            title: 'Systems Administrator',
            dates: { start: { y: 2016, m: 9 }, end: { y: 2018, m: 1 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Projects',
        projects: [
          {
            name: 'kube-lease-audit',
            url: 'github.com/praman-ops/kube-lease-audit',
            description: 'Finds leader-election leases that no controller renews any more.',
          },
          {
            name: 'Runbook Linter',
            description: 'Checks that every alert links to a runbook with an owner and a last-reviewed date.',
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'University of Sheffield',
            city: 'Sheffield',
            degree: 'BSc Computer Science',
            dates: { start: { y: 2013 }, end: { y: 2016 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Skills',
        form: 'grouped',
        groups: [
          { label: 'Infrastructure', items: ['Kubernetes', 'Terraform', 'Argo CD', 'AWS', 'Linux'] },
          { label: 'Languages', items: ['Go', 'Python', 'Bash'] },
          { label: 'Observability', items: ['Prometheus', 'Grafana', 'OpenTelemetry'] },
        ],
      },
    ],
    look: {
      producer: 'writer',
      layout: 'single',
      header: 'center',
      contactSep: ' | ',
      heading: 'caps-rule',
      datePos: 'tab',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Liberation Serif', size: 11 },
      footer: 'page-of',
    },
  },
  {
    id: 'en-02-writer-marketing-sidebar-table',
    lang: 'en',
    name: 'Marcus Okafor',
    title: 'Brand & Content Marketing Manager',
    contact: {
      email: 'marcus.okafor@outlook.com',
      phone: '(312) 555-0187',
      location: 'Chicago, IL',
      links: [{ kind: 'portfolio', href: 'https://marcusokafor.com', show: 'url', text: 'marcusokafor.com' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Summary',
        text: 'Marketing manager who has led brand refreshes for two consumer brands and grown organic traffic by building a content team from scratch.',
      },
      {
        kind: 'experience',
        heading: 'Experience',
        roles: [
          {
            company: 'Lakeshore Coffee Roasters',
            city: 'Chicago, IL',
            title: 'Content Marketing Manager',
            dates: { start: { y: 2020, m: 4 }, end: 'present' },
            bullets: [
              'Lead a team of four writers and one designer',
              'Grew newsletter subscribers from 8,000 to 41,000',
              'Relaunched the brand voice guide across retail and wholesale',
            ],
          },
          {
            company: 'Brightline Media',
            city: 'Evanston, IL',
            title: 'Marketing Coordinator',
            dates: { start: { y: 2017, m: 7 }, end: { y: 2020, m: 3 } },
            bullets: ['Planned paid social campaigns for twelve regional clients'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'Loyola University Chicago',
            degree: 'B.A. Communication',
            dates: { start: { y: 2013, m: 9 }, end: { y: 2017, m: 5 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Skills',
        aside: true,
        form: 'bullets',
        groups: [{ items: ['Content strategy', 'SEO', 'HubSpot', 'Google Analytics', 'Copywriting', 'Figma'] }],
      },
      { kind: 'languages', heading: 'Languages', aside: true, items: ['English (native)', 'Yoruba (fluent)'] },
    ],
    look: {
      producer: 'writer',
      layout: 'table-left',
      header: 'left',
      heading: 'bold',
      datePos: 'own-line',
      order: 'company-first',
      bullet: '•',
      dates: { month: 'long', sep: ' – ' },
      font: { family: 'Liberation Sans', size: 10 },
      paper: 'Letter',
    },
  },
  {
    id: 'en-03-latex-data-scientist',
    lang: 'en',
    name: 'Hannah Lindqvist-Moore',
    title: 'Data Scientist',
    contact: {
      email: 'hannah.lm@protonmail.com',
      phone: '+1 617 555 0143',
      location: 'Boston, MA',
      links: [
        { kind: 'github', href: 'https://github.com/hlmoore', show: 'url', text: 'github.com/hlmoore' },
        { kind: 'website', href: 'https://hlmoore.io', show: 'url', text: 'hlmoore.io' },
      ],
    },
    sections: [
      {
        kind: 'experience',
        heading: 'Experience',
        roles: [
          {
            company: 'Fenway Health Analytics',
            city: 'Boston, MA',
            title: 'Senior Data Scientist',
            dates: { start: { y: 2022, m: 1 }, end: 'present' },
            bullets: [
              'Built readmission risk models used in discharge planning at three hospitals',
              'Introduced model cards and a fairness review before each release',
            ],
          },
          {
            company: 'Quincy Insurance',
            city: 'Quincy, MA',
            title: 'Data Analyst',
            dates: { start: { y: 2019, m: 6 }, end: { y: 2021, m: 12 } },
            bullets: ['Automated the monthly claims report, saving two analyst days per month'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'Northeastern University',
            city: 'Boston, MA',
            degree: 'MS in Data Science',
            dates: { start: { y: 2017, m: 9 }, end: { y: 2019, m: 5 } },
          },
          {
            school: 'Bowdoin College',
            city: 'Brunswick, ME',
            degree: 'BA in Mathematics',
            dates: { start: { y: 2013, m: 9 }, end: { y: 2017, m: 5 } },
          },
        ],
      },
      {
        kind: 'projects',
        heading: 'Selected Projects',
        projects: [
          {
            name: 'Sepsis Early Warning',
            tech: 'Python, PyTorch, FHIR',
            description: 'Gradient-boosted early warning score evaluated on 40,000 admissions.',
          },
          {
            name: 'tidy-survival',
            url: 'github.com/hlmoore/tidy-survival',
            description: 'A small library for survival curves with tidy data frames.',
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Technical Skills',
        form: 'table',
        groups: [
          { label: 'Modelling', items: ['Survival analysis', 'Causal inference', 'XGBoost'] },
          { label: 'Tools', items: ['Python', 'R', 'SQL', 'dbt', 'Airflow'] },
        ],
      },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'center',
      contactSep: ' | ',
      heading: 'smallcaps',
      datePos: 'tab',
      order: 'title-first',
      bullet: '•',
      dates: { month: 'num', sep: ' – ' },
      font: { family: 'Latin Modern', size: 11 },
      paper: 'Letter',
    },
  },
  {
    id: 'en-04-latex-mechanical-oneline',
    lang: 'en',
    name: 'Thomas Brennan',
    title: 'Mechanical Design Engineer',
    contact: {
      email: 'tbrennan.eng@gmail.com',
      phone: '+353 87 555 2291',
      location: 'Cork, Ireland',
      links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/thomasbrennan-eng', show: 'label' }],
    },
    sections: [
      {
        kind: 'summary',
        heading: 'Profile',
        text: 'Chartered mechanical engineer designing medical device components, from concept sketches to validated production tooling.',
      },
      {
        kind: 'experience',
        heading: 'Professional Experience',
        roles: [
          {
            company: 'Shannonside Medical Devices',
            city: 'Cork',
            title: 'Senior Design Engineer',
            dates: { start: { y: 2019, m: 10 }, end: 'present' },
            bullets: [
              'Own the design of a catheter handle from concept to design transfer',
              'Reduced part count by a third through snap-fit redesign',
            ],
          },
          {
            company: 'Atlantic Precision Tooling',
            city: 'Limerick',
            title: 'Design Engineer',
            dates: { start: { y: 2015, m: 7 }, end: { y: 2019, m: 9 } },
            bullets: ['Designed injection mould tools for automotive clients'],
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        schools: [
          {
            school: 'University College Cork',
            degree: 'BEng Mechanical Engineering',
            dates: { start: { y: 2011 }, end: { y: 2015 } },
          },
        ],
      },
      {
        kind: 'skills',
        heading: 'Skills',
        form: 'comma',
        groups: [{ items: ['SolidWorks', 'GD&T', 'FEA', 'Design for Manufacture', 'ISO 13485'] }],
      },
      { kind: 'interests', heading: 'Interests', items: ['Sea kayaking', 'Restoring old bicycles'] },
    ],
    look: {
      producer: 'latex',
      layout: 'single',
      header: 'left',
      contactSep: ' · ',
      heading: 'caps-rule',
      datePos: 'paren',
      order: 'one-line',
      oneLineSep: ', ',
      bullet: '•',
      dates: { month: 'short', sep: ' – ' },
      font: { family: 'Helvetica', size: 10 },
      footer: 'name',
    },
  },
];

/** A moderncv-style LaTeX CV: the period (and the city) in a left column beside each entry. */
export const EN_GUTTER: HoldoutResume = {
  id: 'en-05-latex-gutter-policy',
  lang: 'en',
  name: 'Aisha Bello',
  title: 'Policy Analyst',
  contact: {
    email: 'aisha.bello@posteo.net',
    phone: '+44 20 7946 0321',
    location: 'London, UK',
    links: [{ kind: 'linkedin', href: 'https://www.linkedin.com/in/aishabello-policy', show: 'label' }],
  },
  sections: [
    {
      kind: 'summary',
      heading: 'Summary',
      text: 'Policy analyst working on housing and transport, with a background in economics and six years of evaluation work for local government.',
    },
    {
      kind: 'experience',
      heading: 'Employment',
      roles: [
        {
          company: 'Centre for Cities',
          city: 'London',
          title: 'Senior Policy Analyst',
          dates: { start: { y: 2021, m: 9 }, end: 'present' },
          bullets: [
            'Lead author of two reports on housing supply in mid-sized cities',
            'Brief civil servants and select committees on findings',
          ],
        },
        {
          company: 'Greater Manchester Combined Authority',
          city: 'Manchester',
          title: 'Evaluation Officer',
          dates: { start: { y: 2018, m: 1 }, end: { y: 2021, m: 8 } },
          bullets: ['Designed the evaluation of a bus franchising pilot'],
        },
      ],
    },
    {
      kind: 'education',
      heading: 'Education',
      schools: [
        {
          school: 'London School of Economics',
          city: 'London',
          degree: 'MSc Public Policy and Administration',
          dates: { start: { y: 2016, m: 9 }, end: { y: 2017, m: 9 } },
        },
        {
          school: 'University of Leeds',
          city: 'Leeds',
          degree: 'BA Economics',
          dates: { start: { y: 2013, m: 9 }, end: { y: 2016, m: 6 } },
        },
      ],
    },
    {
      kind: 'skills',
      heading: 'Skills',
      form: 'grouped',
      groups: [
        { label: 'Analysis', items: ['Stata', 'R', 'Cost-benefit analysis', 'Survey design'] },
        { label: 'Communication', items: ['Report writing', 'Public speaking'] },
      ],
    },
  ],
  look: {
    producer: 'latex',
    layout: 'single',
    header: 'center',
    contactSep: ' · ',
    heading: 'bold',
    datePos: 'cell',
    order: 'title-first',
    bullet: '•',
    dates: { month: 'short-dot', sep: ' – ' },
    font: { family: 'Latin Modern', size: 11 },
  },
};
