import type { ResumeData } from '../schema.js';

/** `[x, y, width, height]` in PDF points, origin at the page's top-left corner. */
export type Box = [number, number, number, number];

/** One run of text as pdf.js reports it, already moved to top-left coordinates. */
export interface TextItem {
  text: string;
  /** Left edge and top edge of the glyph box. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Baseline, used to tell lines apart (superscripts sit above it). */
  baseline: number;
  fontSize: number;
  /** pdf.js' id for the font on this document ("g_d0_f3"). */
  fontId: string;
  /** The real font name ("ABCDEF+Roboto-Bold") when it was asked for, else "". */
  fontName: string;
  bold: boolean;
  italic: boolean;
  /** Drawn with an icon font (FontAwesome & co): its glyphs are pictures, not letters. */
  icon: boolean;
  /** 1-based page number. */
  page: number;
}

/** A URI link annotation: the clickable rectangle and where it goes. */
export interface LinkArea {
  page: number;
  box: Box;
  url: string;
}

export interface PageSize {
  width: number;
  height: number;
}

/** Everything the pipeline needs from a PDF; the only thing pdf.js produces. */
export interface ExtractedDocument {
  pages: PageSize[];
  items: TextItem[];
  links: LinkArea[];
}

export interface FieldProvenance {
  page: number;
  box: Box;
  /** 0–1: how sure the parser is that this text belongs in this field. */
  confidence: number;
}

export interface UnplacedLine {
  text: string;
  page: number;
  box: Box;
}

/** What a parse returns: the resume, where each field came from, and what could not be placed. */
export interface ParseOutcome {
  resume: ResumeData;
  /** Keyed by field path: `personalInfo.name`, `experience.0.company`, `skills.1.items.3`. */
  provenance: Record<string, FieldProvenance>;
  unplaced: UnplacedLine[];
  meta: { pages: number; ms: number; language: string };
}

export const PARSE_STAGES = ['load', 'text', 'lines', 'layout', 'sections', 'fields'] as const;
export type ParseStage = (typeof PARSE_STAGES)[number];

/** Reported while a parse runs; `page`/`pages` are set while pages are being read. */
export interface ParseProgress {
  stage: ParseStage;
  page?: number;
  pages?: number;
}

export type ProgressCallback = (progress: ParseProgress) => void;
