import { describe, expect, it } from 'vitest';
import { ParseError } from './errors.js';
import { parseExtracted } from './pipeline.js';
import { doc, item } from './testItems.js';

describe('parseExtracted: items → ResumeData', () => {
  const header = [
    item('Priya Raman', 60, 60, { size: 22 }),
    item('Data Scientist', 60, 82, { size: 12 }),
    item('priya@example.in', 60, 100),
    item('+91 98765 43210', 200, 100),
    item('Bengaluru, India', 320, 100),
    item('GitHub', 440, 100, { width: 30 }),
  ];
  const body = [
    item('EXPERIENCE', 60, 140, { size: 13 }),
    item('Flipkart', 60, 158),
    item('06/2019 – present', 470, 158),
    item('Senior Data Scientist', 60, 171),
    item('• Forecasting models for 40 million daily orders.', 70, 185),
    item('HOBBIES', 60, 220, { size: 13 }),
    item('Chess and carnatic music', 60, 238),
  ];

  it('reads the header, a link behind a label, and an entry with provenance', () => {
    const outcome = parseExtracted(
      doc([...header, ...body], [{ page: 1, box: [438, 90, 34, 12], url: 'https://github.com/priyaraman' }]),
    );
    expect(outcome.resume.personalInfo).toEqual({
      name: 'Priya Raman',
      title: 'Data Scientist',
      email: 'priya@example.in',
      phone: '+91 98765 43210',
      location: 'Bengaluru, India',
      links: [{ label: 'GitHub', url: 'https://github.com/priyaraman' }],
    });
    expect(outcome.resume.footer.socials).toEqual({ github: 'https://github.com/priyaraman' });
    expect(outcome.resume.experience).toMatchObject([
      { company: 'Flipkart', title: 'Senior Data Scientist', start: '2019-06', end: 'present' },
    ]);
    expect(outcome.provenance['personalInfo.name']).toEqual({
      page: 1,
      box: expect.any(Array),
      confidence: 0.9,
    });
    expect(outcome.provenance['experience.0.title']?.box[1]).toBeGreaterThan(160);
  });

  it('lists what it could not place instead of dropping it', () => {
    // Without its link annotation "GitHub" is only a word; it is reported, not dropped.
    const outcome = parseExtracted(doc([...header, ...body]));
    expect(outcome.unplaced.map((u) => u.text)).toEqual(['GitHub']);
    // The hobbies are read as interests now, so they are placed.
    expect(outcome.resume.interests).toEqual([{ name: 'Chess and carnatic music', keywords: [] }]);
  });

  it('keeps head lines no field took with their entry, and leaves extra certificate lines unplaced', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('EXPERIENCE', 60, 140, { size: 13 }),
        item('Backend Developer', 60, 158),
        item('03/2019 – 05/2022', 470, 158),
        item('Northwind Traders GmbH', 60, 171),
        // Points printed without a bullet glyph read like head lines.
        item('Moved billing onto a message queue', 60, 184),
        item('Cut monthly reporting to minutes', 60, 197),
        item('EDUCATION', 60, 230, { size: 13 }),
        item('Universidad de Sevilla', 60, 248),
        item('2014 – 2018', 470, 248),
        item('Grado en Ingeniería Informática', 60, 261),
        item('Intensificación en Computación', 60, 274),
        item('CERTIFICATIONS', 60, 310, { size: 13 }),
        item('Solutions Architect Associate', 60, 328),
        item('Amazon Web Services', 60, 341),
        item('Professional track', 60, 354),
      ]),
    );
    const [role] = outcome.resume.experience;
    expect(role).toMatchObject({ company: 'Northwind Traders GmbH', title: 'Backend Developer' });
    expect(role?.bullets.join(' ')).toContain('Moved billing onto a message queue');
    expect(role?.bullets.join(' ')).toContain('Cut monthly reporting to minutes');
    expect(outcome.resume.education[0]?.description).toContain('Intensificación en Computación');
    expect(outcome.unplaced.map((u) => u.text)).toContain('Professional track');
  });

  it('keeps a project’s tagline printed after its name as its description', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('PROJECTS', 60, 140, { size: 13 }),
        item('Pantry Planner – Meal planning for shared kitchens', 60, 158),
        item('2023', 470, 158),
        item('• Syncs shopping lists between flatmates.', 70, 171),
      ]),
    );
    expect(outcome.resume.projects[0]?.name).toBe('Pantry Planner');
    expect(outcome.resume.projects[0]?.description).toContain('Meal planning for shared kitchens');
  });

  it('keeps a row of link labels with the project above it, and names listed projects before a bracket', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('PROJECTS', 60, 140, { size: 13 }),
        item('Shelf Keeper – Book catalogue app', 60, 158),
        item('Built a catalogue that reads books from a public API.', 60, 171),
        item('Live Site | GitHub', 74, 184),
        item('Quiz Maker – Custom question sets', 60, 197),
        item('Lets teachers export question sets as PDF files for class.', 60, 210),
        item('Live Site | GitHub', 74, 223),
        item('OTHER PROJECTS', 60, 250, { size: 13 }),
        item('• Rover ground station for the university space team (team lead, two years).', 60, 268),
        item('• Home sensor hub with dashboards for every room (Home Assistant, ESPHome).', 60, 281),
      ]),
    );
    expect(outcome.resume.projects.map((p) => p.name)).toEqual([
      'Shelf Keeper',
      'Quiz Maker',
      'Rover ground station for the university space team',
      'Home sensor hub with dashboards for every room',
    ]);
  });

  it('reads the email and phone printed on the name’s own line, and a level line under a language', () => {
    const outcome = parseExtracted(
      doc([
        item('Jane Roe', 60, 60, { size: 30 }),
        item('jane.roe@example.org; 435-555-0142', 183, 60),
        item('EXPERIENCE', 60, 100, { size: 13 }),
        item('Copy Editor', 60, 118),
        item('2019 – 2023', 470, 118),
        item('Lakeside Gazette', 60, 131),
        item('LANGUAGES', 60, 160, { size: 13 }),
        item('German', 60, 178),
        item('B2 - Upper intermediate', 60, 191),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Jane Roe',
      email: 'jane.roe@example.org',
      phone: '435-555-0142',
    });
    expect(outcome.resume.languages).toEqual([{ name: 'German', level: 'B2 - Upper intermediate' }]);
  });

  it('refuses text that has nothing of a resume', () => {
    const prose = [
      'Minutes of the meeting held on Tuesday.',
      'The budget was approved.',
      'Next meeting in May.',
    ];
    expect(() => parseExtracted(doc(prose.map((t, i) => item(t, 60, 100 + i * 14))))).toThrow(ParseError);
  });

  it('keeps a project description that wraps with its project', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('PROJECTS', 60, 140, { size: 13 }),
        item('tinyrtos-rs – hobby preemptive scheduler for Cortex-M in Rust, 300+', 60, 158, { width: 480 }),
        item('stars on GitHub.', 60, 171),
        item('canlog – open-source CAN bus logger on an STM32 with SD card storage', 60, 184, { width: 480 }),
        item('and a web UI.', 60, 197),
      ]),
    );
    expect(outcome.resume.projects.map((p) => p.name)).toEqual(['tinyrtos-rs', 'canlog']);
    expect(outcome.resume.projects[0]?.description).toContain('300+ stars on GitHub.');
  });

  it('reads projects written as a labelled form ("Title:", "Technologies:", "Description:")', () => {
    const outcome = parseExtracted(
      doc([
        ...header,
        item('PROJECTS', 60, 140, { size: 13 }),
        item('Title: Smart Attendance System using Face Recognition', 60, 158),
        item('Technologies: Python, OpenCV, Flask, MySQL', 60, 171),
        item('Description: Final year project that marks attendance from a live camera feed.', 60, 184),
        item('Title: Campus Connect – Event Management App', 60, 202),
        item('Technologies: Java, Android Studio, Firebase', 60, 215),
      ]),
    );
    expect(outcome.resume.projects.map((p) => p.name)).toEqual([
      'Smart Attendance System using Face Recognition',
      'Campus Connect – Event Management App',
    ]);
  });
});
