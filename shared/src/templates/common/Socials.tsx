import type { SocialLinkView } from '../types.js';

/** Footer social links: http(s) only (the normaliser checked), labelled in words, rel="me" for identity. */
export function Socials({ socials, className = '' }: { socials: SocialLinkView[]; className?: string }) {
  if (socials.length === 0) return null;
  return (
    <ul className={`fx-socials ${className}`}>
      {socials.map((s) => (
        <li key={s.url}>
          <a href={s.url} rel="me noopener noreferrer" data-social={s.key}>
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
