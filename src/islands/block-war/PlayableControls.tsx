// The playable board's controls: seed and New match, who plays blue, Undo.
import { useEffect, useState } from 'preact/hooks';
import { SEED_PATTERN, type Side } from './playable-model';
import type { PLAYABLE_BOARD_MESSAGES } from './PlayableBoard.messages';

interface Props {
  m: (typeof PLAYABLE_BOARD_MESSAGES)['en'];
  seed: string;
  blue: Side;
  canUndo: boolean;
  onNewMatch: (seed: string) => void;
  onBlue: (side: Side) => void;
  onUndo: () => void;
}

export function PlayableControls({ m, seed, blue, canUndo, onNewMatch, onBlue, onUndo }: Props) {
  const [seedText, setSeedText] = useState(seed);
  useEffect(() => setSeedText(seed), [seed]);
  return (
    <div class="atlas-controls">
      <label>
        {m.seed}
        <input
          id="pb-seed-input"
          type="text"
          value={seedText}
          maxLength={24}
          size={10}
          onInput={(e) => setSeedText((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <button type="button" class="atlas-button" onClick={() => SEED_PATTERN.test(seedText) && onNewMatch(seedText)}>
        {m.newMatch}
      </button>
      <label>
        {m.blueBy}
        <select value={blue} onChange={(e) => onBlue((e.currentTarget as HTMLSelectElement).value as Side)}>
          <option value="hand">{m.hand}</option>
          <option value="random">{m.randomBot}</option>
          <option value="greedy">{m.greedyBot}</option>
        </select>
      </label>
      <button type="button" class="atlas-button" disabled={!canUndo} onClick={onUndo}>
        {m.undo}
      </button>
    </div>
  );
}
