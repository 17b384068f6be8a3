import type { Line, Segment } from '../../lines/lines.js';
import { FIELD_LABEL, findEmails, findPhones, findUrls, locationScore } from '../../words/patterns.js';
import { letterCount, wordCount } from '../../items/text.js';

/*
 * A competency banner: rows of short phrases set apart from each other under the name ("Contract
 * Administration   Procurement   Negotiation   Cost Optimization"), with no heading. It lists skills;
 * it is not the person's headline.
 */

/** The banner's phrases in reading order, when the first line under the name opens one. */
export function competencyBanner(lines: Line[], first: Line | undefined): Segment[] | null {
  if (!first || !isBannerRow(first, 3)) return null;
  const rows = [first];
  for (const line of lines) {
    const last = rows[rows.length - 1];
    if (!last || line.page !== last.page || line.top <= last.top) continue;
    if (line.top - last.bottom > (last.bottom - last.top) * 1.5) break;
    if (!isBannerRow(line, 2)) break;
    rows.push(line);
  }
  // One row of three phrases could be a headline set with gaps; four, or a second row, is a banner.
  if (rows.length < 2 && first.segments.length < 4) return null;
  return rows.flatMap((r) => r.segments);
}

function isBannerRow(line: Line, least: number): boolean {
  if (line.segments.length < least) return false;
  return line.segments.every((s) => {
    const t = s.text.trim();
    return (
      wordCount(t) >= 1 &&
      wordCount(t) <= 4 &&
      letterCount(t) >= 3 &&
      !/[\d@:|.,;]/.test(t) &&
      !findEmails(t).length &&
      !findPhones(t).length &&
      !findUrls(t).length &&
      // "LinkedIn   GitHub   Portfolio", "Berlin   Germany": a row of contact details.
      !FIELD_LABEL.test(t) &&
      !PROFILE_LABEL.test(t) &&
      locationScore(t) < 2
    );
  });
}

const PROFILE_LABEL =
  /^(?:linkedin|github|gitlab|bitbucket|portfolio|website|web|blog|twitter|x|behance|dribbble|medium|kaggle|xing|e-?posta|e-?mail|correo|telegram|whatsapp|skype|instagram|facebook)$/i;
