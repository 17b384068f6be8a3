import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWithEmbedded, toJsonResume } from '@folio/shared/resume/exchange/index.js';
import { fullResume } from '@folio/shared/resume/exchange/testResume.js';
import { closeParser, parsePdfOutcome } from './parsePdf.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';
import { buildPdf, type TextRun } from './testPdfs.js';

/*
 * Structured resume data inside a PDF, read by the real pdf.js: a resume.json attached by our own PDF
 * writer and by pdf-lib, and Resume Metadata Standard XMP as resume builders write it. Made-up text.
 */
const resume = fullResume();
const runs: TextRun[] = [
  { x: 50, y: 60, text: 'Ada Quill', size: 22, bold: true },
  { x: 50, y: 90, text: 'Staff Engineer' },
  { x: 50, y: 110, text: 'ada.quill@example.com  +44 20 7946 0000  Leeds, United Kingdom' },
  { x: 50, y: 150, text: 'Experience', size: 14, bold: true },
  { x: 50, y: 170, text: 'Staff Engineer, Northwind Ledger  Mar 2021 - Present' },
];

async function parse(bytes: Uint8Array) {
  return parseWithEmbedded(await loadPdfjs(), bytes, { documentOptions: nodeDocumentOptions() });
}

function rmsXmp(name: string): string {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:rms="https://github.com/rezi-io/resume-standard">
<pdf:Producer>rms_v2.0.1</pdf:Producer>
<rms:rms_schema_details>https://github.com/rezi-io/resume-standard</rms:rms_schema_details>
<rms:rms_contact_fullName>${name}</rms:rms_contact_fullName>
<rms:rms_contact_email>ada.quill@example.com</rms:rms_contact_email>
<rms:rms_contact_linkedin>in/ada-quill</rms:rms_contact_linkedin>
<rms:rms_contact_city>Leeds</rms:rms_contact_city>
<rms:rms_contact_website>n/a</rms:rms_contact_website>
<rms:rms_experience_count>1</rms:rms_experience_count>
<rms:rms_experience_0_company>Northwind Ledger</rms:rms_experience_0_company>
<rms:rms_experience_0_role>Staff Engineer</rms:rms_experience_0_role>
<rms:rms_experience_0_dateBegin>March 2021</rms:rms_experience_0_dateBegin>
<rms:rms_experience_0_dateEnd>Present</rms:rms_experience_0_dateEnd>
<rms:rms_experience_0_isCurrent>true</rms:rms_experience_0_isCurrent>
<rms:rms_experience_0_description>&#8226; Moved billing to event sourcing&#10;&#8226; Wrote the on-call guide &amp; runbooks</rms:rms_experience_0_description>
<rms:rms_skill_count>1</rms:rms_skill_count>
<rms:rms_skill_0_category>Languages</rms:rms_skill_0_category>
<rms:rms_skill_0_keywords>Go, Rust</rms:rms_skill_0_keywords>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

describe('the server’s own parse (its worker thread, as uploads use it)', () => {
  afterAll(() => closeParser());

  it('uses the resume.json the PDF carries first, like the app; the parser’s measurements still guess', async () => {
    const pdf = () =>
      buildPdf([{ runs }], {
        attachments: [{ name: 'resume.json', text: JSON.stringify(toJsonResume(resume)) }],
      });
    const upload = await parsePdfOutcome(pdf(), { embedded: true });
    expect(upload.resume).toEqual(resume);
    const guessed = await parsePdfOutcome(pdf());
    expect(guessed.resume.personalInfo.name).toBe('Ada Quill');
    expect(guessed.resume).not.toEqual(resume);
  });
});

describe('resume data embedded in a PDF', () => {
  it('uses a resume.json attached by our own PDF writer, exactly', async () => {
    const pdf = buildPdf([{ runs }], {
      attachments: [{ name: 'resume.json', text: JSON.stringify(toJsonResume(resume)) }],
    });
    const { outcome, embedded } = await parse(pdf);
    expect(embedded?.source).toContain('resume.json attached to the PDF');
    // The test page prints only the first job: the rest is kept, and flagged for a check.
    expect(outcome.resume).toEqual(resume);
    const notes = embedded?.notes.map((n) => n.text) ?? [];
    expect(notes).toContain(
      'The embedded data gives school 1 as “University of Eastmoor”, which the page does not print: check it.',
    );
    expect(notes.some((n) => n.includes('Northwind') || n.includes('your name'))).toBe(false);
  });

  it('uses a resume.json attached by pdf-lib', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    runs.forEach((r) => page.drawText(r.text, { x: r.x, y: 792 - r.y, size: r.size ?? 10, font }));
    await doc.attach(new TextEncoder().encode(JSON.stringify(toJsonResume(resume))), 'resume.json', {
      mimeType: 'application/json',
      description: 'JSON Resume',
    });
    const { outcome, embedded } = await parse(await doc.save());
    expect(embedded?.source).toContain('resume.json');
    expect(outcome.resume.experience).toEqual(resume.experience);
  });

  it('reads Resume Metadata Standard XMP written with pdf-lib', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    runs.forEach((r) => page.drawText(r.text, { x: r.x, y: 792 - r.y, size: r.size ?? 10, font }));
    const xmp = doc.context.stream(new TextEncoder().encode(rmsXmp('Ada Quill')), {
      Type: 'Metadata',
      Subtype: 'XML',
    });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
    const { outcome, embedded } = await parse(await doc.save({ useObjectStreams: false }));
    expect(embedded?.source).toContain('Resume Metadata Standard');
    expect(outcome.resume.personalInfo).toMatchObject({ name: 'Ada Quill', email: 'ada.quill@example.com' });
    expect(outcome.resume.footer.socials.linkedin).toBe('https://linkedin.com/in/ada-quill');
    expect(outcome.resume.experience[0]).toMatchObject({
      company: 'Northwind Ledger',
      start: '2021-03',
      end: 'present',
      bullets: ['Moved billing to event sourcing', 'Wrote the on-call guide & runbooks'],
    });
    expect(outcome.resume.skills).toEqual([
      {
        category: 'Languages',
        items: [
          { name: 'Go', level: null },
          { name: 'Rust', level: null },
        ],
      },
    ]);
  });

  it('prefers what the page prints when the embedded data disagrees, and says so', async () => {
    const pdf = buildPdf([{ runs }], { xmp: rmsXmp('Ada Q. Lovelock') });
    const { outcome, embedded } = await parse(pdf);
    expect(outcome.resume.personalInfo.name).toBe('Ada Quill');
    expect(embedded?.notes.map((n) => n.text).join('\n')).toContain(
      'gives your name as “Ada Q. Lovelock”, but the page prints “Ada Quill”',
    );
  });

  it('parses as before when a PDF carries nothing, or an attachment that is not a resume', async () => {
    const plain = await parse(buildPdf([{ runs }]));
    expect(plain.embedded).toBeNull();
    expect(plain.outcome.resume.personalInfo.name).toBe('Ada Quill');
    const other = await parse(
      buildPdf([{ runs }], { attachments: [{ name: 'data.json', text: '{"a":1}' }] }),
    );
    expect(other.embedded).toBeNull();
  });
});
