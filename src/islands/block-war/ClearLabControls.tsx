// The clear lab's controls: preset, mover, empty board; piece, direction, previous and next placement, combo; what a
// click on the board does. Every change is the model's (clear-lab-model.ts).
import { ROUNDS, LIMIT_ROW, emptyBoard } from '~/engines/block-war';
import { DraftInput } from '../common/DraftInput';
import { DirectionSelect } from './DirectionSelect';
import { encodeBoard } from './codec';
import {
  PIECE_CHOICES,
  PRESETS,
  chooseChange,
  dirChange,
  pieceChange,
  presetChange,
  stepFrom,
  type LabState,
  type LabValues,
  type PieceOrNone,
  type Preset,
} from './clear-lab-model';
import type { CLEAR_LAB_MESSAGES } from './ClearLab.messages';

type Messages = (typeof CLEAR_LAB_MESSAGES)['en'];

/** A preset's title in the page's language. */
function presetTitle(p: Preset, m: Messages): string {
  if (p.picture === 1) return m.presetBefore(p.example, p.picture, p.piece);
  return p.picture === 2 ? m.presetLanded(p.example, p.picture) : m.presetAfter(p.example, p.picture);
}

interface Props {
  m: Messages;
  s: LabState;
  v: LabValues;
  set: (change: Partial<LabValues>) => void;
  /** A preset was loaded (the pointer's placement is forgotten). */
  onPreset: () => void;
}

const valueOf = (e: Event) => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;

export function ClearLabBoardControls({ m, s, v, set, onPreset }: Props) {
  return (
    <div class="atlas-controls">
      <label>
        {m.preset}
        <select
          value={s.preset?.id ?? ''}
          onChange={(e) => {
            const change = presetChange(valueOf(e));
            if (!change) return;
            onPreset();
            set(change);
          }}
        >
          <option value="" disabled>
            {m.ownBoard}
          </option>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {presetTitle(p, m)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {m.mover}
        <select value={v.clMover} onChange={(e) => set({ clMover: valueOf(e) as 'red' | 'blue' })}>
          <option value="red">{m.red}</option>
          <option value="blue">{m.blue}</option>
        </select>
      </label>
      <button type="button" class="atlas-button" onClick={() => set({ clBoard: encodeBoard(emptyBoard()) })}>
        {m.emptyBoard}
      </button>
    </div>
  );
}

export function ClearLabPieceControls({ m, s, v, set }: Omit<Props, 'onPreset'>) {
  const step = (k: number) => {
    const p = stepFrom(s, k);
    if (p) set(chooseChange(p));
  };
  return (
    <div class="atlas-controls">
      <label>
        {m.piece}
        <select value={s.piece} onChange={(e) => set(pieceChange(s.board, valueOf(e) as PieceOrNone))}>
          {PIECE_CHOICES.map((p) => (
            <option key={p} value={p}>
              {p === 'none' ? m.noPiece : p}
            </option>
          ))}
        </select>
      </label>
      <DirectionSelect label={m.direction} value={v.clDir} disabled={s.piece === 'none'} onPick={(d) => set(dirChange(s, d))} />
      <button type="button" class="atlas-button" disabled={s.legal.length === 0} onClick={() => step(-1)}>
        {m.previous}
      </button>
      <button type="button" class="atlas-button" disabled={s.legal.length === 0} onClick={() => step(1)}>
        {m.next}
      </button>
      <label>
        {m.combo}
        <DraftInput
          type="number"
          min={0}
          max={ROUNDS}
          value={v.clCombo}
          style={{ width: '4.5em' }}
          onChange={(e) => {
            const n = Math.round(Number(valueOf(e)));
            if (Number.isFinite(n)) set({ clCombo: Math.min(ROUNDS, Math.max(0, n)) });
          }}
        />
      </label>
    </div>
  );
}

export function ClearLabMode({ m, mode, setMode }: { m: Messages; mode: 'place' | 'edit'; setMode: (mode: 'place' | 'edit') => void }) {
  return (
    <fieldset class="atlas-controls">
      <legend>{m.clickLegend}</legend>
      <label>
        <input type="radio" name="cl-mode" checked={mode === 'place'} onChange={() => setMode('place')} /> {m.clickPlaces}
      </label>
      <label>
        <input type="radio" name="cl-mode" checked={mode === 'edit'} onChange={() => setMode('edit')} /> {m.clickEdits(LIMIT_ROW)}
      </label>
    </fieldset>
  );
}
