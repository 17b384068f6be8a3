import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

const body: TextItem[] = [
  item('Experience', 40, 300, { size: 13 }),
  item('Harbour Freight Co', 40, 318),
  item('2018 – 2022', 460, 318),
  item('Dispatcher', 40, 331),
];

const infoOf = (items: TextItem[]) => parseExtracted(doc([...items, ...body])).resume.personalInfo;

describe('contact: the headline', () => {
  it('reads a headline that wraps after "&" whole, however long its second line', () => {
    const info = infoOf([
      item('Tereza Malá', 240, 40, { size: 22 }),
      item('Product Designer | Service Design &', 240, 70, { size: 14 }),
      item('Accessibility Audits | Figma & Webflow (Basic)', 240, 86, { size: 14 }),
      item('tereza@example.org', 40, 140),
    ]);
    expect(info.title).toBe(
      'Product Designer | Service Design & Accessibility Audits | Figma & Webflow (Basic)',
    );
  });

  it('reads a right-aligned headline wrapped over several lines', () => {
    const line = (text: string, y: number) => item(text, 560 - text.length * 7, y, { size: 14 });
    const info = infoOf([
      item('נועה לוי', 500, 40, { size: 30 }),
      line('מנהלת פרויקטים', 80),
      line('דיגיטליים | שיווק', 96),
      line('ותוכן', 112),
      item('noa@example.org', 40, 160),
    ]);
    expect(info.title).toBe('מנהלת פרויקטים דיגיטליים | שיווק ותוכן');
  });

  it('reads a headline set tight under a large name, inside its descent', () => {
    const info = infoOf([
      item('Lena Brandt', 200, 60, { size: 34 }),
      item('Doktorandin Geoinformatik – Stadtplanung', 170, 76, { size: 16 }),
      item('lena@example.org', 40, 140),
    ]);
    expect(info.title).toBe('Doktorandin Geoinformatik – Stadtplanung');
  });

  it('joins a headline split into pieces on its line ("B2B" + the rest)', () => {
    const info = infoOf([
      item('Min Park', 57, 40, { size: 18 }),
      item('B2B', 57, 62, { size: 11 }),
      item('Partner Success Lead', 90, 62, { size: 11 }),
      item('min@example.org', 57, 90),
    ]);
    expect(info.title).toBe('B2B Partner Success Lead');
  });

  it('takes a contact-block heading under the name for a heading, not a headline', () => {
    const info = parseExtracted(
      doc([
        item('Ayşe Demir', 90, 50, { size: 16, bold: true }),
        item('İletişim Bilgileri', 90, 72, { size: 13.5, bold: true }),
        item('Telefon: +90 555 123 45 67', 90, 92, { size: 12 }),
        item('Eğitim', 90, 150, { size: 15, bold: true }),
        item('Ege Üniversitesi (2019-2023)', 90, 170, { size: 12 }),
        item('Deneyim', 90, 220, { size: 15, bold: true }),
        item('Stajyer | Mart 2022 - Haziran 2022', 90, 240, { size: 12 }),
        item('Deniz Lojistik', 90, 255, { size: 12 }),
      ]),
    ).resume.personalInfo;
    expect(info.title).toBe('');
  });

  it('does not take the second line of a labelled address under the name for the headline', () => {
    const info = infoOf([
      item('Ramon Dela Cruz', 108, 50, { size: 12, bold: true }),
      item('Complete Address: Blk 7 Lot 14 Maple Heights', 108, 63, { size: 12 }),
      item('Calamba Laguna', 108, 76, { size: 12 }),
      item('ramon@example.org', 108, 89, { size: 12 }),
    ]);
    expect(info.title).toBe('');
    expect(info.location).toBe('Blk 7 Lot 14 Maple Heights, Calamba Laguna');
  });

  it('does not take the first line of a work address stacked under the name for the headline', () => {
    const info = infoOf([
      item('Maren Holt', 54, 40, { size: 13 }),
      item('School of Earth Sciences', 54, 80),
      item('+1 555 010 2000', 480, 80),
      item('Lakeside State University', 54, 94),
      item('Boise, Idaho', 54, 108),
      item('maren@example.org', 460, 94),
    ]);
    expect(info.title).toBe('');
  });

  it('keeps the name and not its Latin spelling beside it, and reads the headline below', () => {
    const info = infoOf([
      item('王 小明 | Wang Xiaoming', 46, 60, { size: 28 }),
      item('产品经理 / 交互设计师', 46, 90, { size: 12 }),
      item('wang@example.org', 46, 130),
    ]);
    expect(info.name).toBe('王 小明');
    expect(info.title).toBe('产品经理 / 交互设计师');
  });

  it('reads a headline set in the heading style with only contact details under it', () => {
    const info = parseExtracted(
      doc([
        item('Somchai Dee', 235, 40, { size: 27 }),
        item('BACKEND DEVELOPER', 235, 75, { size: 14 }),
        item('Website : https://somchai.example.org', 235, 95),
        item('Github : https://github.com/somchai-example', 235, 110),
        item('ABOUT ME', 235, 150, { size: 14 }),
        item('I build services for small shops and keep them running every day.', 235, 170),
        item('SKILLS', 235, 220, { size: 14 }),
        item('Go, PostgreSQL', 235, 240),
        item('EXPERIENCE', 235, 280, { size: 14 }),
        item('Harbour Freight Co', 235, 298),
        item('2018 – 2022', 460, 298),
        item('Dispatcher', 235, 311),
      ]),
    ).resume.personalInfo;
    expect(info.title).toBe('BACKEND DEVELOPER');
  });

  it('splits "Role, City, Country" into the headline and the place', () => {
    const info = infoOf([
      item('Data Engineer, Da Nang, Vietnam', 36, 30, { size: 11 }),
      item('TRAN VAN MINH', 36, 60, { size: 24 }),
      item('minh@example.org', 400, 30),
    ]);
    expect(info.title).toBe('Data Engineer');
    expect(info.location).toBe('Da Nang, Vietnam');
  });

  it('reads rows of short phrases set apart under the name as a banner of skills, not a headline', () => {
    const outcome = parseExtracted(
      doc([
        item('Priya Raman', 36, 40, { size: 18 }),
        item('Vendor Management', 50, 70, { size: 11 }),
        item('Sourcing', 170, 70, { size: 11 }),
        item('Contract Negotiation', 240, 70, { size: 11 }),
        item('Risk Assessment', 380, 70, { size: 11 }),
        item('Spend Analysis', 36, 84, { size: 11 }),
        item('Supplier Audits', 140, 84, { size: 11 }),
        item('Logistics', 250, 84, { size: 11 }),
        item('priya@example.org', 36, 110),
        ...body,
      ]),
    );
    expect(outcome.resume.personalInfo.title).toBe('');
    expect(outcome.resume.skills[0]?.items.map((i) => i.name)).toEqual([
      'Vendor Management',
      'Sourcing',
      'Contract Negotiation',
      'Risk Assessment',
      'Spend Analysis',
      'Supplier Audits',
      'Logistics',
    ]);
  });

  it('does not take a row of profile labels under the name for a banner', () => {
    const outcome = parseExtracted(
      doc([
        item('Priya Raman', 36, 40, { size: 18 }),
        item('Behance', 36, 62),
        item('Dribbble', 120, 62),
        item('Medium', 200, 62),
        item('Kaggle', 280, 62),
        ...body,
      ]),
    );
    expect(outcome.resume.skills).toEqual([]);
  });

  it('does not take a list run together under the name for the headline', () => {
    const info = infoOf([
      item('Lina Haddad', 200, 40, { size: 24 }),
      item('Programming with Kotlin,Swift,Dart', 200, 66, { size: 12 }),
      item('lina@example.org', 40, 120),
    ]);
    expect(info.title).toBe('');
  });

  it('reads the headline past the name printed a second time beside it, smaller', () => {
    const info = infoOf([
      item('Tereza Malá', 300, 40, { size: 14 }),
      item('Tereza Malá', 225, 56, { size: 12 }),
      item('Service Designer', 300, 72),
      item('tereza@example.org', 60, 120),
    ]);
    expect(info.name).toBe('Tereza Malá');
    expect(info.title).toBe('Service Designer');
  });
});
