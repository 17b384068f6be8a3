import { detailText, type EntryLine } from '../entries/entry.js';
import { stripBullet } from '../items/text.js';
import { joinParagraph } from './contact/contact.js';

/** Detail lines → bullet texts: a bullet glyph starts a new bullet, wrapped lines continue it. */
export function bulletsOf(details: EntryLine[]): string[] {
  const anyBullet = details.some((d) => d.bullet);
  const bullets: string[][] = [];
  for (const d of details) {
    const text = detailText(d);
    const last = bullets[bullets.length - 1];
    const prevText = last?.[last.length - 1] ?? '';
    // Without bullet glyphs, a sentence that ended and a capital letter start the next point.
    const startsNew = !last || d.bullet || (!anyBullet && /[.!?]$/.test(prevText) && /^\p{Lu}/u.test(text));
    if (startsNew || !last) bullets.push([stripBullet(text)]);
    else last.push(text);
  }
  return bullets.map((b) => joinParagraph(b)).filter(Boolean);
}
