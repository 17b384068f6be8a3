import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from './jsonResume.js';
import { ResumeError, restoreResume } from './restore.js';
import { emptyResume, type ResumeData } from './schema.js';
import { testJpegDataUrl } from './photo/testPhoto.js';

function richResume(): ResumeData {
  const r = emptyResume();
  r.personalInfo = {
    name: 'Grace Hopper',
    title: 'Rear Admiral, Computer Scientist',
    email: 'grace@example.com',
    phone: '+1 555 0100',
    location: 'Arlington, Virginia, USA',
    links: [{ label: 'Blog', url: 'https://grace.example.com/blog' }],
  };
  r.landing = { headline: 'Compilers for everyone', subheadline: 'From machine code to COBOL.' };
  r.summary = {
    content: 'Pioneer of programming languages.',
    highlights: ['Wrote the first compiler'],
    yearsExperience: 42,
    specialization: 'Compilers',
  };
  r.experience = [
    {
      title: 'Director',
      company: 'Navy Programming Languages Group',
      location: 'Washington, DC',
      start: '1967-08',
      end: 'present',
      period: '',
      description: 'Standardised COBOL across the Navy.',
      bullets: ['Led validation suites', 'Taught thousands'],
    },
    {
      title: 'Researcher',
      company: 'Harvard',
      location: '',
      start: '1944',
      end: null,
      period: 'During the war',
      description: '',
      bullets: [],
    },
  ];
  r.education = [
    {
      school: 'Yale University',
      degree: 'PhD Mathematics',
      location: 'New Haven',
      start: '1930',
      end: '1934',
      description: 'Thesis on irreducibility criteria.',
    },
  ];
  r.projects = [
    {
      name: 'FLOW-MATIC',
      description: 'English-like data processing language.',
      tech: ['UNIVAC'],
      image: 'https://img.example.com/f.png',
      link: 'https://example.com/flowmatic',
      github: 'https://github.com/grace/flowmatic',
    },
  ];
  r.skills = [
    {
      category: 'Languages',
      items: [
        { name: 'COBOL', level: null },
        { name: 'FLOW-MATIC', level: null },
      ],
    },
    { category: '', items: [{ name: 'Teaching', level: null }] },
  ];
  r.certifications = [{ name: 'Computer Sciences Man of the Year', issuer: 'DPMA', date: '1969', url: '' }];
  r.languages = [{ name: 'English', level: 'Native' }];
  r.awards = [
    { title: 'Defense Service Medal', awarder: 'US Department of Defense', date: '1986', summary: '' },
  ];
  r.publications = [
    {
      name: 'The Education of a Computer',
      publisher: 'ACM National Conference',
      date: '1952-05',
      url: 'https://papers.example.com/education',
      summary: 'On compilers.',
    },
  ];
  r.volunteering = [
    {
      organization: 'Computer History Club',
      role: 'Speaker',
      start: '1970',
      end: 'present',
      description: 'Talks for students.',
    },
  ];
  r.interests = [{ name: 'Teaching', keywords: ['Nanoseconds', 'Wire'] }];
  r.footer.socials = {
    linkedin: 'https://www.linkedin.com/in/grace',
    github: 'https://github.com/grace',
    website: 'https://grace.example.com/',
  };
  return restoreResume(r);
}

describe('JSON Resume mapping', () => {
  it('round-trips a Folio resume through JSON without losing anything but skill levels', () => {
    const resume = richResume();
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(resume))));
    expect(back.personalInfo.links).toEqual(
      expect.arrayContaining([{ label: 'Blog', url: 'https://grace.example.com/blog' }]),
    );
    expect({ ...back, personalInfo: { ...back.personalInfo, links: [] } }).toEqual({
      ...resume,
      personalInfo: { ...resume.personalInfo, links: [] },
    });
  });

  it('keeps contact links as printed (label and order), also beside the footer’s socials', () => {
    const r = richResume();
    r.personalInfo.links = [
      { label: 'github.com/quill-dev', url: 'https://github.com/quill-dev' },
      { label: 'quill.example.net', url: 'https://quill.example.net/' },
    ];
    r.footer.socials = { github: 'https://github.com/quill-dev', website: 'https://quill.example.net/' };
    const doc = toJsonResume(r);
    expect(fromJsonResume(JSON.parse(JSON.stringify(doc))).personalInfo.links).toEqual(r.personalInfo.links);
    // Without our extras (another tool's file) the links come from its profiles, as before.
    const { links: _dropped, ...folio } = doc.meta.folio;
    const plain = fromJsonResume({ ...doc, meta: { ...doc.meta, folio } });
    expect(plain.personalInfo.links.map((l) => l.label)).toEqual(['GitHub']);
  });

  it('writes the standard JSON Resume fields other tools read', () => {
    const json = toJsonResume(richResume());
    expect(json.basics).toMatchObject({
      name: 'Grace Hopper',
      label: 'Rear Admiral, Computer Scientist',
      url: 'https://grace.example.com/',
    });
    expect(json.basics.location).toMatchObject({ city: 'Arlington', region: 'Virginia, USA' });
    expect(json.basics.profiles).toContainEqual({
      network: 'LinkedIn',
      url: 'https://www.linkedin.com/in/grace',
    });
    expect(json.work[0]).toMatchObject({
      name: 'Navy Programming Languages Group',
      position: 'Director',
      startDate: '1967-08',
    });
    expect(json.work[0]).not.toHaveProperty('endDate');
    expect(json.skills[0]).toEqual({ name: 'Languages', keywords: ['COBOL', 'FLOW-MATIC'] });
    expect(json.awards[0]).toMatchObject({ title: 'Defense Service Medal', date: '1986' });
    expect(json.publications[0]).toMatchObject({
      name: 'The Education of a Computer',
      releaseDate: '1952-05',
    });
    expect(json.volunteer[0]).toMatchObject({ organization: 'Computer History Club', position: 'Speaker' });
    expect(json.volunteer[0]).not.toHaveProperty('endDate');
    expect(json.interests[0]).toEqual({ name: 'Teaching', keywords: ['Nanoseconds', 'Wire'] });
  });

  it('reads awards, publications, volunteer work and interests as their own sections', () => {
    const resume = fromJsonResume({
      certificates: [{ name: 'Cloud Architect', issuer: 'Example Cloud' }],
      awards: [{ title: 'Best Paper', awarder: 'Example Conf', date: '2019-09-12' }],
      publications: [{ name: 'On Caching', publisher: 'Journal of Examples', releaseDate: '2020-01-05' }],
      volunteer: [{ organization: 'Code Club', position: 'Mentor', startDate: '2018-01-01' }],
      interests: [{ name: 'Climbing' }],
    });
    expect(resume.certifications.map((c) => c.name)).toEqual(['Cloud Architect']);
    expect(resume.awards[0]).toMatchObject({ title: 'Best Paper', awarder: 'Example Conf', date: '2019-09' });
    expect(resume.publications[0]).toMatchObject({ name: 'On Caching', date: '2020-01' });
    expect(resume.volunteering[0]).toMatchObject({
      organization: 'Code Club',
      role: 'Mentor',
      end: 'present',
    });
    expect(resume.interests).toEqual([{ name: 'Climbing', keywords: [] }]);
  });

  it('reads a JSON Resume made by another tool, with full ISO dates and no Folio extras', () => {
    const resume = fromJsonResume({
      basics: {
        name: 'Alan Turing',
        label: 'Mathematician',
        location: { city: 'Manchester', countryCode: 'GB' },
        profiles: [
          { network: 'Twitter', url: 'https://twitter.com/alan' },
          { network: 'Homepage', url: 'javascript:alert(1)' },
        ],
      },
      work: [
        {
          name: 'University of Manchester',
          position: 'Reader',
          startDate: '1948-10-01',
          highlights: ['ACE'],
        },
      ],
      education: [{ institution: 'Princeton', studyType: 'PhD', area: 'Mathematics', endDate: '1938-06-01' }],
      projects: [{ name: 'Bombe', url: 'https://github.com/alan/bombe', highlights: ['Broke Enigma'] }],
      skills: [{ name: 'Cryptanalysis' }, { name: 'Maths', keywords: ['Logic'] }],
      languages: [{ language: 'German', fluency: 'Good' }],
    });
    expect(resume.personalInfo).toMatchObject({ name: 'Alan Turing', location: 'Manchester, GB' });
    expect(resume.footer.socials.twitter).toBe('https://twitter.com/alan');
    expect(resume.personalInfo.links.map((l) => l.url)).toEqual(['https://twitter.com/alan']);
    expect(resume.experience[0]).toMatchObject({ start: '1948-10', end: 'present', bullets: ['ACE'] });
    expect(resume.education[0]).toMatchObject({ degree: 'PhD in Mathematics', end: '1938-06', start: null });
    expect(resume.projects[0]).toMatchObject({
      github: 'https://github.com/alan/bombe',
      link: '',
      description: 'Broke Enigma',
    });
    expect(resume.skills).toEqual([
      { category: '', items: [{ name: 'Cryptanalysis', level: null }] },
      { category: 'Maths', items: [{ name: 'Logic', level: null }] },
    ]);
  });

  it('carries the photo as basics.image, and reads back only a photo as the server stores it', () => {
    const r = richResume();
    r.personalInfo.photo = testJpegDataUrl();
    const doc = toJsonResume(r);
    expect(doc.basics.image).toBe(r.personalInfo.photo);
    expect(fromJsonResume(doc).personalInfo.photo).toBe(r.personalInfo.photo);
    expect(toJsonResume(richResume()).basics).not.toHaveProperty('image');
    // A link to a picture elsewhere is not fetched, and a picture with metadata is not taken.
    for (const image of [
      'https://example.com/me.jpg',
      testJpegDataUrl([{ marker: 0xe1, text: 'Exif\0\0' }]),
    ]) {
      expect(fromJsonResume({ ...doc, basics: { ...doc.basics, image } }).personalInfo.photo).toBeUndefined();
    }
  });

  it('refuses something that is not a resume at all', () => {
    expect(() => fromJsonResume('not json resume')).toThrow(ResumeError);
    expect(() => fromJsonResume([])).toThrow(ResumeError);
    expect(fromJsonResume({}).personalInfo.name).toBe('');
  });
});
