import type { HoldoutResume } from '../model.js';
import { DE } from './de.js';
import { EN, EN_GUTTER } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT, IT_EUROPASS } from './it.js';
import { PL, PL_EUROPASS } from './pl.js';
import { PT } from './pt.js';
import { SV } from './sv.js';

/** Every holdout resume, in file-name order. */
export const HOLDOUT: readonly HoldoutResume[] = [
  ...EN,
  EN_GUTTER,
  ...DE,
  ...FR,
  ...ES,
  ...PT,
  ...SV,
  ...IT,
  IT_EUROPASS,
  ...PL,
  PL_EUROPASS,
].sort(
  (a, b) => a.id.localeCompare(b.id),
);
