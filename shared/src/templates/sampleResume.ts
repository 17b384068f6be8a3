import { emptyResume, type ResumeData } from '../resume/schema.js';

/**
 * A realistic, clearly fictional resume for template previews, tests and benchmarks. Dates, skills
 * and projects look like a real mid-career developer's, so layouts are judged on real proportions.
 */
export function buildSampleResume(overrides: Partial<ResumeData> = {}): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      name: 'Alex Rivera',
      title: 'Senior Frontend Engineer',
      email: 'alex.rivera@example.com',
      phone: '+1 555 0100 200',
      location: 'Lisbon, Portugal',
      links: [{ label: 'alexrivera.dev', url: 'https://alexrivera.dev/' }],
    },
    landing: {
      headline: 'I build fast, accessible web apps that people enjoy using.',
      subheadline:
        'Eight years of shipping React and TypeScript products, from design systems to offline-first apps.',
    },
    summary: {
      content:
        'Frontend engineer with a focus on performance and accessibility. I have led the move of a large ' +
        'e-commerce storefront to server rendering, built a design system used by six product teams, and ' +
        'mentored junior developers. I enjoy turning vague ideas into well-tested, maintainable interfaces, ' +
        'and I care about the details that make software feel fast.',
      highlights: [
        'Cut storefront load time by 45% with server rendering and code splitting',
        'Built and maintained a design system used by six teams',
      ],
      yearsExperience: null,
      specialization: 'Web performance',
    },
    experience: [
      {
        title: 'Senior Frontend Engineer',
        company: 'Northwind Commerce',
        location: 'Lisbon',
        start: '2021-03',
        end: 'present',
        period: '',
        description: 'Lead engineer for the storefront and checkout.',
        bullets: [
          'Moved the storefront to server rendering; largest contentful paint fell from 4.1 s to 2.2 s',
          'Introduced visual regression tests across 40 components',
        ],
      },
      {
        title: 'Frontend Engineer',
        company: 'Blue Harbor Labs',
        location: 'Porto',
        start: '2018-01',
        end: '2021-02',
        period: '',
        description: 'Built client dashboards for logistics companies.',
        bullets: ['Wrote the shared component library', 'Added offline support to the driver app'],
      },
      {
        title: 'Web Developer',
        company: 'Studio Lumen',
        location: 'Porto',
        start: '2016-06',
        end: '2017-12',
        period: '',
        description: 'Marketing sites and small web shops for local businesses.',
        bullets: [],
      },
    ],
    education: [
      {
        school: 'University of Porto',
        degree: 'BSc Computer Science',
        location: 'Porto',
        start: '2012',
        end: '2016',
        description: '',
      },
    ],
    projects: [
      {
        name: 'Tidewatch',
        description: 'An offline-first tide table app with push alerts for surfers and sailors.',
        tech: ['React', 'TypeScript', 'IndexedDB', 'Service Workers'],
        image: '',
        link: 'https://tidewatch.example.com/',
        github: 'https://github.com/alexrivera/tidewatch',
      },
      {
        name: 'Palette Lab',
        description: 'A colour contrast checker that suggests accessible alternatives for design tokens.',
        tech: ['Svelte', 'Vite'],
        image: '',
        link: '',
        github: 'https://github.com/alexrivera/palette-lab',
      },
      {
        name: 'Trailmix',
        description: 'Route planner for hikers using open map data, with elevation profiles.',
        tech: ['Vue', 'Leaflet', 'Node.js'],
        image: '',
        link: 'https://trailmix.example.com/',
        github: '',
      },
    ],
    skills: [
      {
        category: 'Languages',
        items: [
          { name: 'TypeScript', level: null },
          { name: 'JavaScript', level: null },
          { name: 'HTML & CSS', level: null },
        ],
      },
      {
        category: 'Frameworks',
        items: [
          { name: 'React', level: null },
          { name: 'Next.js', level: null },
          { name: 'Svelte', level: null },
        ],
      },
      {
        category: 'Tools',
        items: [
          { name: 'Vite', level: null },
          { name: 'Playwright', level: null },
          { name: 'Figma', level: null },
        ],
      },
    ],
    certifications: [],
    languages: [
      { name: 'English', level: 'Fluent' },
      { name: 'Portuguese', level: 'Native' },
    ],
    footer: {
      socials: {
        linkedin: 'https://www.linkedin.com/in/alexrivera',
        github: 'https://github.com/alexrivera',
      },
    },
    ...overrides,
  };
}

/**
 * The sample resume with every section the model has filled: certifications, awards, publications,
 * volunteering and interests too. Each entry carries a word of its own, so a test can find each one.
 */
export function buildCompleteResume(): ResumeData {
  return buildSampleResume({
    certifications: [
      { name: 'Certified Accessibility Specialist', issuer: 'Open Access Board', date: '2022-05', url: '' },
    ],
    awards: [
      {
        title: 'Storefront Speed Prize',
        awarder: 'Lisbon Web Awards',
        date: '2023',
        summary: 'For the fastest checkout of the year.',
      },
    ],
    publications: [
      {
        name: 'Rendering Storefronts on the Server',
        publisher: 'Frontend Quarterly',
        date: '2022-11',
        url: 'https://frontend-quarterly.example.com/storefronts',
        summary: '',
      },
    ],
    volunteering: [
      {
        organization: 'Code Harbour Club',
        role: 'Mentor',
        start: '2019-09',
        end: 'present',
        description: 'Weekly web workshops for teenagers.',
      },
    ],
    interests: [{ name: 'Sailing', keywords: ['Dinghy racing'] }],
  });
}

/** One text from each section of `buildCompleteResume()`, by section. */
export const COMPLETE_RESUME_MARKERS = {
  summary: 'Frontend engineer with a focus on performance',
  experience: 'Northwind Commerce',
  projects: 'Tidewatch',
  skills: 'Playwright',
  education: 'University of Porto',
  certifications: 'Certified Accessibility Specialist',
  languages: 'Portuguese',
  awards: 'Storefront Speed Prize',
  publications: 'Rendering Storefronts on the Server',
  volunteering: 'Code Harbour Club',
  interests: 'Sailing',
} as const;
