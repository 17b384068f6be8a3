import type { PageLanguageCode } from '@folio/shared';
import type { PortfolioRecord } from '../storage/types.js';
import { languageName } from '../pages/languages.js';

/** The README inside a downloaded site: what is in it and how to put it online elsewhere. */
export function siteReadme(input: {
  record: PortfolioRecord;
  publicUrl: string;
  hasPdf: boolean;
  /** The portfolio's further languages and the folder each is in (`de/`). */
  translations: readonly { lang: PageLanguageCode; folder: string }[];
}): string {
  const { record, publicUrl, hasPdf, translations } = input;
  const name = record.resume.personalInfo.name.trim() || record.title;
  const files = [
    '- `index.html` — your portfolio page, exactly as Folio serves it (open it in a browser to check).',
    '- `assets/` — its stylesheet and fonts.',
    '- `resume.json` — your resume in the JSON Resume format (jsonresume.org), with only what the page shows.',
    '- `resume.yaml` — the same resume as a RenderCV input file (rendercv.com): `rendercv render resume.yaml`',
    '  typesets it as a PDF.',
    ...(hasPdf
      ? [
          '- `resume.pdf` — the PDF you uploaded. It holds everything printed on it, including any contact',
          '  details you hid on the page: delete it before you publish this folder if it should stay private.',
        ]
      : []),
    ...translations.map(
      (t) =>
        `- \`${t.folder}\` — the page in ${languageName(t.lang)} (\`${t.folder}index.html\`), with its own \`resume.json\` and \`resume.yaml\`.`,
    ),
  ];
  return `# ${name} — portfolio site

Downloaded from Folio (${publicUrl}) on ${new Date().toISOString().slice(0, 10)}. This folder is a complete
static website: it needs no server program, database or account, and keeps working if Folio goes away.

${files.join('\n')}

## Put it online

**GitHub Pages.** Create a repository (for example \`yourname.github.io\`), add every file of this folder
to it (keep \`index.html\` at the top level), push, then in the repository's Settings → Pages choose
"Deploy from a branch", the \`main\` branch and the \`/ (root)\` folder. The site appears at
\`https://yourname.github.io/\` within a minute or two.

**Netlify.** Sign in at app.netlify.com, open "Add new site" → "Deploy manually" and drop this folder
onto the page. Netlify gives the site an address at once; a custom domain can be added in its settings.

Any other static host (Cloudflare Pages, an S3 bucket, nginx, Apache) works the same way: serve this
folder as it is.

## Good to know

- The contact form still sends messages to your Folio inbox while your Folio account exists; if you
  delete the account, remove the form from \`index.html\` or point it at another form service.
- Visits to this copy are not counted in Folio's statistics, and the page runs no scripts.
- The page's canonical link and preview image still name your Folio address; change them in
  \`index.html\` if this copy becomes your main site.${
    translations.length
      ? `
- The language switch links the pages of this folder; their \`hreflang\` links name your Folio
  addresses, as the canonical link does: change them together.`
      : ''
  }
`;
}
