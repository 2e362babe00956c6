// The arena's board: the game being shown (from the tournament, a link or a file), replayed by the engine from its
// choices and shown round by round in the simulator's view; its link is in the address bar, its file downloads here.
import { useMemo, useState } from 'preact/hooks';
import { replayPicks } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { BOT_ARENA_MESSAGES } from './BotArena.messages';
import { gameFile, gameFromFile, type Shown } from './arena-model';
import { RoundView } from './RoundView';
import { RoundSlider } from './RoundSlider';

interface Props {
  shown: Shown | null;
  onOpen: (s: Shown) => void;
  locale: Locale;
}

export function ArenaBoard({ shown, onOpen, locale }: Props) {
  const m = messagesFor(BOT_ARENA_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const [round, setRound] = useState(0);
  const [fileError, setFileError] = useState('');
  const game = useMemo(() => (shown ? replayPicks(shown.lastRound, shown.picks) : null), [shown]);
  const last = game ? game.rounds.length - 1 : 0;
  const r = Math.min(round, last);
  const download = () => {
    if (!shown) return;
    const url = URL.createObjectURL(new Blob([gameFile(shown)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'lost-space-replay.json';
    a.click();
    URL.revokeObjectURL(url);
  };
  const open = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    const read = gameFromFile(await file.text());
    if ('error' in read) return setFileError(read.error);
    setFileError('');
    setRound(0);
    onOpen(read.shown);
  };
  return (
    <div class="ls-arena-board" data-testid="ls-arena-board">
      <h3>{m.shown}</h3>
      <div class="atlas-controls">
        <label for="ls-arena-file">
          {m.open}
          <input id="ls-arena-file" type="file" accept="application/json,.json" onChange={(e) => void open(e)} />
        </label>
        {shown && (
          <button type="button" class="atlas-button" onClick={download}>
            {m.download}
          </button>
        )}
      </div>
      {fileError && <p class="atlas-status">{m.badFile(fileError)}</p>}
      {shown && game && (
        <>
          <p data-testid="ls-arena-shown">
            {shown.from.kind === 'game' ? m.fromGame(num(shown.from.index + 1)) : shown.from.kind === 'link' ? m.fromLink : m.fromFile}
          </p>
          <RoundSlider id="ls-arena-round" round={r} last={last} onRound={setRound} locale={locale} />
          <RoundView game={game} round={r} names={shown.seats.map((c) => (c ? m.choice(c) : m.unknown))} locale={locale} eventsId="ls-arena-events" />
        </>
      )}
    </div>
  );
}
