import { describe, expect, it } from 'vitest';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { contentType } from './sectionContent.js';
import type { Section } from './section.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function section(type: Section['type'], items: TextItem[]): Section {
  return { type, heading: null, lines: linesFromSegments(buildSegments(items), 0) };
}

describe('sections read by their content', () => {
  it('reads an unknown section of schools, degrees and years as education', () => {
    const s = section('other', [
      item('2012 – 2016', 60, 100),
      item('Bachelor of Informatics', 160, 100),
      item('Northern Aegean University', 160, 113),
      item('2009 – 2012', 60, 130),
      item('Upper Secondary School of Kalamos', 160, 130),
    ]);
    expect(contentType(s)).toBe('education');
  });

  it('leaves activities that mention a school, and a list of talks, as they are', () => {
    const outreach = section('other', [
      item('• Public lecture about tide pools', 40, 100),
      item('2018', 400, 100),
      item('• Volunteer at the Eastbrook University observatory', 40, 113),
      item('2015 – 2018', 400, 113),
      item('• Helps high school astronomy clubs', 40, 126),
    ]);
    expect(contentType(outreach)).toBe('other');
  });

  it('reads a courses list whose courses are held at schools as education', () => {
    const s = section('certifications', [
      item('18-25 Jan 2020', 60, 100),
      item('Winter School on Image Analysis, University of Westbrook', 160, 100),
      item('3-10 Jul 2021', 60, 116),
      item('Summer School on Sensing, Polytechnic Institute of Northfield', 160, 116),
    ]);
    expect(contentType(s)).toBe('education');
    const certificates = section('certifications', [
      item('AWS Certified Solutions Architect', 60, 100),
      item('2021', 400, 100),
      item('Certified Scrum Master', 60, 113),
      item('2020', 400, 113),
    ]);
    expect(contentType(certificates)).toBe('certifications');
  });
});
