// The sample review-data file for the viewer's default state, read at build time by the replay page (never by the
// island's own code, so its JavaScript stays small): saved by the contest judge's main.py for its two sample bots
// (how it was made: tests/unit/block-war/fixtures/README.md).
import sample from '~/engines/block-war/data/review-stupidAI1-vs-stupidAI2-seed27.json';

export const REVIEW_SAMPLE = { text: JSON.stringify(sample), name: 'stupidAI1 vs stupidAI2 review data.json' };
