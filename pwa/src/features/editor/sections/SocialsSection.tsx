import { SOCIAL_KEYS, type SocialKey } from '@folio/shared';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

const LABELS: Record<SocialKey, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  website: 'Website',
};

/** The profile links shown in the portfolio's footer. */
export function SocialsSection({ resume, update }: SectionProps) {
  const socials = resume.footer.socials;
  return (
    <section className="editor-section" aria-labelledby="sec-socials">
      <h2 id="sec-socials">Profiles</h2>
      <div className="editor-grid">
        {SOCIAL_KEYS.map((key) => (
          <TextInput
            key={key}
            label={LABELS[key]}
            type="url"
            path={`footer.socials.${key}`}
            value={socials[key] ?? ''}
            onChange={(value) =>
              update((r) => {
                const next = { ...r.footer.socials };
                if (value.trim()) next[key] = value;
                else delete next[key];
                return { ...r, footer: { socials: next } };
              })
            }
          />
        ))}
      </div>
    </section>
  );
}
