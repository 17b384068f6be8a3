import { emptyExperience, emptyResume, type Experience, type ResumeData } from '../resume/schema.js';

/** Test factory: an empty resume with the given parts (STYLE.md: small factories, not giant fixtures). */
export function buildResume(parts: Partial<ResumeData> = {}): ResumeData {
  return { ...emptyResume(), ...parts };
}

export function buildRole(parts: Partial<Experience> = {}): Experience {
  return { ...emptyExperience(), ...parts };
}

/** A skills list of one unnamed group. */
export function skills(...names: string[]): ResumeData['skills'] {
  return [{ category: '', items: names.map((name) => ({ name, level: null })) }];
}
