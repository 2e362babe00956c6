// The playable board's controls: seed and New match, who plays blue, Undo.
import type { Side } from './playable-model';
import { SeedField } from './SeedField';
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
  return (
    <div class="atlas-controls">
      <SeedField id="pb-seed-input" label={m.seed} button={m.newMatch} seed={seed} onSeed={onNewMatch} />
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
