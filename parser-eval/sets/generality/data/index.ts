import type { Resume } from '../model.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { PL } from './pl.js';
import { PT } from './pt.js';
import { SV } from './sv.js';

/** Every synthetic resume, in file-name order. */
export const RESUMES: readonly Resume[] = [...EN, ...DE, ...FR, ...ES, ...PT, ...SV, ...IT, ...PL].sort((a, b) =>
  a.id.localeCompare(b.id),
);
