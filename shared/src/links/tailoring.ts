import { z } from 'zod';
import { restoreResume } from '../resume/restore.js';
import { experienceSchema, projectSchema, type ResumeData } from '../resume/schema.js';
import { singleLine } from '../security/text.js';

/**
 * What one private link shows differently from the public page (issue 23, item 2): a headline of the
 * owner's own words, which skills, projects and bullet points lead and which are left out, and
 * entries shown on this link only (a confidential project for one recipient). Entries are named by
 * their own text (a skill's or project's name, a bullet's words), not by position, so an edit to the
 * resume never makes a link lead with or hide a different entry: a choice whose text is gone simply
 * stops applying, and the link shows what the public page shows.
 *
 * Link-only entries live here, on the link, never in the portfolio's resume: the public page, the
 * sitemap, the site export and the preview image are made from the resume and so cannot hold them.
 */

export const TAILORING_MAX_CHOICES = 200;
export const TAILORING_MAX_LINK_ONLY = 10;
export const TAILORING_HEADLINE_MAX = 300;
/** The stored tailoring as JSON, at most: a few choices and ten link-only entries fit many times over. */
export const TAILORING_MAX_BYTES = 128 * 1024;

const key = z.string().max(2000);
const choice = z
  .object({
    lead: z.array(key).max(TAILORING_MAX_CHOICES),
    hide: z.array(key).max(TAILORING_MAX_CHOICES),
  })
  .strict();

export const linkTailoringSchema = z
  .object({
    /** The headline this link's page leads with; '' keeps the public one. */
    headline: z
      .string()
      .max(TAILORING_HEADLINE_MAX * 2)
      .transform((s) => singleLine(s).trim())
      .pipe(z.string().max(TAILORING_HEADLINE_MAX)),
    /** By skill name. */
    skills: choice,
    /** By project name. */
    projects: choice,
    /** By the bullet's text, in whichever job it is. */
    bullets: choice,
    linkOnly: z
      .object({
        projects: z.array(projectSchema.strict()).max(TAILORING_MAX_LINK_ONLY),
        experience: z.array(experienceSchema.strict()).max(TAILORING_MAX_LINK_ONLY),
      })
      .strict()
      // Cleaned as every stored resume is (unsafe links emptied, text normalised): they reach a page.
      .transform((l) => {
        const { projects, experience } = restoreResume({ projects: l.projects, experience: l.experience });
        return { projects, experience };
      }),
    /** The posting it was tailored for, kept so the owner can see what the choices were made from. */
    posting: z.string().max(20_000),
  })
  .strict();

export type LinkTailoring = z.infer<typeof linkTailoringSchema>;
export type TailoringChoice = LinkTailoring['skills'];

export function emptyTailoring(): LinkTailoring {
  return {
    headline: '',
    skills: { lead: [], hide: [] },
    projects: { lead: [], hide: [] },
    bullets: { lead: [], hide: [] },
    linkOnly: { projects: [], experience: [] },
    posting: '',
  };
}

/** Whether a link's page would differ at all from the public page. */
export function isTailored(t: LinkTailoring | null): t is LinkTailoring {
  if (!t) return false;
  const c = (x: TailoringChoice) => x.lead.length + x.hide.length;
  return (
    t.headline !== '' ||
    c(t.skills) + c(t.projects) + c(t.bullets) > 0 ||
    t.linkOnly.projects.length + t.linkOnly.experience.length > 0
  );
}

const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase();

/** Leads first (in the order chosen), then the rest in their own order; hidden ones left out. */
export function arrange<T>(list: readonly T[], name: (t: T) => string, choice: TailoringChoice): T[] {
  const hide = new Set(choice.hide.map(norm));
  const lead = choice.lead.map(norm);
  const rank = (t: T) => {
    const i = lead.indexOf(norm(name(t)));
    return i < 0 ? lead.length : i;
  };
  return list
    .filter((t) => !hide.has(norm(name(t))))
    .map((t, i) => ({ t, i, r: rank(t) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.t);
}

/**
 * The resume as this link shows it. Only reorders, leaves out and adds the owner's own link-only
 * entries; no text is made up. Jobs keep their order (a reader expects time order); within each job
 * the chosen bullets lead. Skill groups holding a lead skill move up, in the order of their first lead.
 */
export function applyTailoring(resume: ResumeData, t: LinkTailoring | null): ResumeData {
  if (!isTailored(t)) return resume;
  const out = structuredClone(resume);
  if (t.headline) out.landing.headline = t.headline;
  const lead = t.skills.lead.map(norm);
  const groups = out.skills
    .map((g) => ({ ...g, items: arrange(g.items, (s) => s.name, t.skills) }))
    .filter((g, i) => g.items.length > 0 || (resume.skills[i]?.items.length ?? 0) === 0);
  const firstLead = (g: (typeof groups)[number]) => {
    const ranks = g.items.map((s) => lead.indexOf(norm(s.name))).filter((r) => r >= 0);
    return ranks.length ? Math.min(...ranks) : lead.length;
  };
  out.skills = groups
    .map((g, i) => ({ g, i, r: firstLead(g) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.g);
  out.projects = arrange(
    [...out.projects, ...structuredClone(t.linkOnly.projects)],
    (p) => p.name,
    t.projects,
  );
  out.experience = [...out.experience, ...structuredClone(t.linkOnly.experience)].map((job) => ({
    ...job,
    bullets: arrange(job.bullets, (b) => b, t.bullets),
  }));
  return out;
}
