import { restoreResume } from '../restore.js';
import { emptyResume, type ResumeData } from '../schema.js';

/**
 * A made-up resume that fills every field Folio has, with the awkward cases an exporter must keep:
 * an open-ended job, a job whose end is unknown, a printed period instead of dates, a graduation year
 * only, a degree in two parts, skill levels, a phone RenderCV would not accept, links beside socials.
 */
export function fullResume(): ResumeData {
  const r = emptyResume();
  r.personalInfo = {
    name: 'Ada Quill',
    title: 'Staff Engineer',
    email: 'ada.quill@example.com',
    phone: '+44 20 7946 0000',
    location: 'Leeds, United Kingdom',
    links: [
      { label: 'LinkedIn', url: 'https://linkedin.com/in/ada-quill' },
      { label: 'GitHub', url: 'https://github.com/adaquill' },
      { label: 'Blog', url: 'https://ada.example.com/blog' },
    ],
  };
  r.landing = { headline: 'Systems that stay up', subheadline: 'Twelve years of calm on-call.' };
  r.summary = {
    content: 'Engineer who builds quiet, reliable systems.\n\nMentor and writer.',
    highlights: ['Cut p99 latency by 40%', 'Led a team of six'],
    yearsExperience: 12,
    specialization: 'Distributed systems',
  };
  r.experience = [
    {
      title: 'Staff Engineer',
      company: 'Northwind Ledger',
      location: 'Remote',
      start: '2021-03',
      end: 'present',
      period: '',
      description: 'Owns the payments platform.',
      bullets: ['Moved billing to event sourcing', 'Wrote the on-call guide'],
    },
    {
      title: 'Senior Engineer',
      company: 'Blue Heron Labs',
      location: 'Leeds',
      start: '2016',
      end: '2021-02',
      period: '',
      description: '',
      bullets: ['Built the search service'],
    },
    {
      title: 'Engineer',
      company: 'Tallow & Wick',
      location: '',
      start: '2013-09',
      end: null,
      period: '',
      description: 'First hire.',
      bullets: [],
    },
    {
      title: 'Intern',
      company: 'Quarry Works',
      location: '',
      start: null,
      end: null,
      period: 'Summer internships',
      description: '',
      bullets: [],
    },
  ];
  r.education = [
    {
      school: 'University of Eastmoor',
      degree: 'BSc in Computer Science',
      location: 'Eastmoor',
      start: '2009-09',
      end: '2013-06',
      description: 'First-class honours.',
    },
    {
      school: 'Westfield College',
      degree: 'A-levels',
      location: '',
      start: null,
      end: '2009',
      description: '',
    },
  ];
  r.projects = [
    {
      name: 'Lantern',
      description: 'A tiny tracing library.',
      tech: ['Rust', 'WebAssembly'],
      image: 'https://ada.example.com/lantern.png',
      link: 'https://lantern.example.com',
      github: 'https://github.com/adaquill/lantern',
    },
  ];
  r.skills = [
    {
      category: 'Languages',
      items: [
        { name: 'Go', level: 90 },
        { name: 'Rust', level: 70 },
      ],
    },
    { category: 'Tools', items: [{ name: 'Kubernetes', level: null }] },
  ];
  r.certifications = [
    {
      name: 'Certified Kubernetes Administrator',
      issuer: 'CNCF',
      date: '2022-05',
      url: 'https://example.com/cka',
    },
  ];
  r.languages = [
    { name: 'English', level: 'Native' },
    { name: 'Spanish', level: 'B2' },
  ];
  r.footer = {
    socials: {
      linkedin: 'https://linkedin.com/in/ada-quill',
      github: 'https://github.com/adaquill',
      website: 'https://ada.example.com/',
    },
  };
  // As stored: URLs normalised the way every reader normalises them.
  return restoreResume(r);
}
