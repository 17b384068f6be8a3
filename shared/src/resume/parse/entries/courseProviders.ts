/*
 * Online courses name their provider by its web address: "learnhub.io: Intro to Statistics",
 * "site-a.com, codeyard.dev: SQL Basics". Such a domain before a colon is the school of the course,
 * not a link to drop.
 */

const DOMAINS = String.raw`(?:[\p{L}\d-]+\.)+\p{L}{2,}(?:\s*[,&/]\s*(?:[\p{L}\d-]+\.)+\p{L}{2,})*`;
const PROVIDER_DOMAIN = new RegExp(String.raw`^\s*(${DOMAINS})\s*[:：]\s*(\S.*)$`, 'u');

/** The provider's domain(s) and the course, when the text opens with domains and a colon. */
export function providerAndCourse(text: string): { provider: string; course: string } | null {
  const m = PROVIDER_DOMAIN.exec(text);
  return m?.[1] && m[2] ? { provider: m[1], course: m[2].trim() } : null;
}
