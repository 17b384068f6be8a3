import type { TemplateView } from '../types.js';
import { Socials } from './Socials.js';

/** The page footer every template ends with: socials and the owner's name. */
export function TemplateFooter({ data, className = '' }: { data: TemplateView; className?: string }) {
  return (
    <footer className={`fx-footer ${className}`}>
      <Socials socials={data.socials} />
      <p className="fx-footer__credit">
        © {data.name || data.t.portfolio} · {data.t.madeWithFolio}
      </p>
    </footer>
  );
}
