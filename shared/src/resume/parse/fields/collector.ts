import { unionBox, type Line, type Segment } from '../lines/lines.js';
import type { FieldProvenance } from '../types.js';

type Part = Line | Segment;

/**
 * Records where each field came from and which text was used, so the last step can list every line
 * that ended up nowhere (nothing is dropped silently).
 */
export class Collector {
  readonly provenance: Record<string, FieldProvenance> = {};
  private readonly usedSegments = new Set<Segment>();

  /** Marks the parts as used by `path` (a field path like `experience.0.company`). */
  add(path: string, parts: Part | Part[], confidence: number): void {
    const list = (Array.isArray(parts) ? parts : [parts]).filter(Boolean);
    const first = list[0];
    if (!first) return;
    for (const p of list) this.use(p);
    const samePage = list.filter((p) => p.page === first.page);
    this.provenance[path] = {
      page: first.page,
      box: unionBox(samePage),
      confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    };
  }

  /** Marks parts as consumed without a field of their own (a heading, a level label, a url line). */
  use(parts: Part | Part[]): void {
    for (const p of Array.isArray(parts) ? parts : [parts]) {
      const segments = 'segments' in p ? p.segments : [p];
      for (const s of segments) {
        this.usedSegments.add(s);
        for (const j of s.joined ?? []) this.usedSegments.add(j);
      }
    }
  }

  isUsed(segment: Segment): boolean {
    return this.usedSegments.has(segment);
  }
}
