// Model of the review-data viewer (no DOM): the opened file, its check against the engine, the frame shown, and what
// the view draws for that frame. The view is ReviewViewer.tsx.
import { checkReview, parseReviewData, type FrameCheck, type ReviewCheck, type ReviewFile, type ReviewFrame } from '~/engines/block-war/review';

export interface ReviewState {
  file: ReviewFile;
  check: ReviewCheck;
  /** Name shown for the file (the chosen file's name, or the sample's). */
  name: string;
}

/** Largest file the viewer reads (a full 560-placement game is about 1.4 MB; our limit). */
export const MAX_REVIEW_BYTES = 4_000_000;

/** Opens a file's text: the parsed file and its check, or the reason it cannot be read. */
export function openReview(text: string, name: string): { ok: true; state: ReviewState } | { ok: false; error: string } {
  if (text.length > MAX_REVIEW_BYTES) return { ok: false, error: `the file is larger than ${MAX_REVIEW_BYTES} bytes` };
  try {
    const file = parseReviewData(text);
    return { ok: true, state: { file, check: checkReview(file), name: name.slice(0, 80) /* literal-ok: longest file name shown */ } };
  } catch (e) {
    return { ok: false, error: e instanceof RangeError ? e.message : 'the file could not be read' };
  }
}

/** A frame number kept inside the file (clamped). */
export function clampFrame(s: ReviewState, i: number): number {
  const n = s.file.frames.length;
  if (n === 0 || !Number.isFinite(i)) return 0;
  return Math.min(Math.max(0, Math.trunc(i)), n - 1);
}

/** The frames that disagree with the engine, in order (for "next disagreement"). */
export function disagreements(s: ReviewState): number[] {
  return s.check.frames.flatMap((c, i) => (c.ok === false ? [i] : []));
}

export interface FrameView {
  frame: ReviewFrame;
  check: FrameCheck;
  /** The new piece's cells in red's frame, as board marks. */
  placed: { x: number; y: number }[];
  /** The placement this frame belongs to (1-based). */
  placement: number;
}

/** What the view shows for frame i. */
export function frameView(s: ReviewState, i: number): FrameView | null {
  const f = s.file.frames[clampFrame(s, i)];
  if (!f) return null;
  const k = clampFrame(s, i);
  return { frame: f, check: s.check.frames[k], placed: f.newCells.map(([y, x]) => ({ x, y })), placement: Math.floor(k / 2) + 1 };
}
