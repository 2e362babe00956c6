// The arena's results: a table per opponent (won, drawn, lost, mean scores) and, for more than one game, every game
// with a button to replay it.
import { tournamentTable } from '~/engines/block-war';
import type { Game } from './arena-model';
import type { ARENA_MESSAGES } from './Arena.messages';

interface Props {
  m: (typeof ARENA_MESSAGES)['en'];
  f: (x: number) => string;
  fmt: (x: number) => string;
  games: Game[];
  /** The index of the game on the replay board, if it is one of these. */
  shownIndex: number | null;
  onShow: (g: Game) => void;
}

/** A table's header row of column headings. */
const Head = ({ cells }: { cells: string[] }) => (
  <thead>
    <tr>
      {cells.map((h) => (
        <th scope="col" key={h}>
          {h}
        </th>
      ))}
    </tr>
  </thead>
);

/** Why a game ended early, naming the code box in a game between the reader's two bots. */
export function forfeitOf(m: Props['m'], g: Pick<Game, 'forfeit' | 'forfeitBy'>): string {
  if (!g.forfeit) return '';
  return g.forfeitBy ? m.byBox(g.forfeitBy, m.forfeit(g.forfeit)) : m.forfeit(g.forfeit);
}

const resultWord = (g: Game) => (g.match.winner === 'draw' ? 'draw' : g.match.winner === g.me ? 'won' : 'lost');

export function ArenaTables({ m, f, fmt, games, shownIndex, onShow }: Props) {
  if (games.length === 0) return null;
  const table = tournamentTable(games);
  return (
    <>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.resultsRegion}>
        <table data-testid="ar-results">
          <caption>{m.resultsCaption}</caption>
          <Head cells={[m.opponent, m.games2, m.won, m.drawn, m.lost, m.meanFor, m.meanAgainst]} />
          <tbody>
            {table.map((t) => (
              <tr key={t.opponent}>
                <th scope="row">{t.opponent === 'all' ? m.allGames : m.bot(t.opponent)}</th>
                {[t.games, t.wins, t.draws, t.losses].map((x, i) => (
                  <td class="atlas-num" key={i}>
                    {f(x)}
                  </td>
                ))}
                <td class="atlas-num">{fmt(t.meanFor)}</td>
                <td class="atlas-num">{fmt(t.meanAgainst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games.length > 1 && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.gamesRegion}>
          <table data-testid="ar-games">
            <caption>{m.gamesCaption}</caption>
            <Head cells={[m.game, m.seed, m.you, m.opponent, m.score, m.result]} />
            <tbody>
              {games.map((g) => (
                <tr key={g.index}>
                  <td>
                    <button
                      type="button"
                      class="atlas-button"
                      aria-pressed={shownIndex === g.index}
                      aria-label={m.replayGame(f(g.index + 1))}
                      onClick={() => onShow(g)}
                    >
                      {f(g.index + 1)}
                    </button>
                  </td>
                  {/* A seed is a code (typed back into a link), not a quantity: raw digits, no grouping. */}
                  <td>{g.seed}</td>
                  <td>{m.side(g.me)}</td>
                  <td>{m.bot(g.opponent)}</td>
                  <td>
                    {f(g.match.scores[0])}–{f(g.match.scores[1])}
                  </td>
                  <td>
                    {m.outcome(resultWord(g))}
                    {g.forfeit ? ` (${forfeitOf(m, g)})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
