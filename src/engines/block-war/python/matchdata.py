# The contest's MatchData, written fresh for the Stack Atlas arena (issue 27) from the contest's user document
# (用户文档.md, "MatchData类"): the same method names, arguments and return shapes (0/1 boards in the player's own
# frame, (y, x, direction) tuples, pieces numbered 1-7 = I J L O S T Z). Legal actions come from the site's engine (the
# JavaScript module blockwar_engine, registered by the host), so both languages get the same lists in the judge's order.
# Below it, the harness: the contest's import whitelist, exec / eval / compile refused, one Player per game.
import json as _json
import random as _random
import builtins as _builtins
import blockwar_engine as _engine

_LETTERS = 'IJLOSTZ'
# The piece table as data, from the engine: _OFFSETS[type][direction] = [(dx, dy), ...].
_OFFSETS = [None] + [[[tuple(c) for c in d] for d in ps] for ps in _json.loads(_engine.offsets())]


def _rows_text(board):
    # A board (25 lists, 0 empty) as the engine's text: rows joined by '/', '.' empty.
    return '/'.join(''.join('.' if v == 0 else '#' for v in row) for row in board)


def _tuples(flat):
    flat = flat.to_py() if hasattr(flat, 'to_py') else list(flat)
    return [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]


class MatchData:
    def __init__(self, view):
        self._view = view
        self._first = view['player'] == 'red'
        self._board = [[0 if c == '.' else 1 for c in row] for row in view['rows']]
        self._block = _LETTERS.index(view['piece']) + 1
        self._list = [0] + [_LETTERS.index(p) + 1 for p in view['blocks']]  # the judge keeps a 0 before the first piece
        last = view['lastAction']
        self.action = None if last is None else (last['y'], last['x'], last['dir'])
        self._listed = None

    # Legal actions (user document 1-6): de-duplicated lists in the judge's order; "Slow" gives the same list.
    def getAllValidAction(self, type, board):
        return _tuples(_engine.legal(_rows_text(board), type))

    def getAllValidActionSlow(self, type, board):
        return self.getAllValidAction(type, board)

    def getAllValidActionRepeating(self, type, board):
        return _tuples(_engine.finals(_rows_text(board), type))

    def getAllValidActionRepeatingSlow(self, type, board):
        return self.getAllValidActionRepeating(type, board)

    def getValidAction(self):
        if self._listed is None:
            self._listed = self.getAllValidAction(self._block, self._board)
        return list(self._listed)

    def getValidActionSlow(self):
        return self.getValidAction()

    def getCurrentRound(self):
        return (self._view['turn'] + 2) // 2  # the judge: (time + 1) // 2 with time counting placements from 1

    def getBoard(self):
        return list(map(list, self._board))

    def getCurrentBlock(self):
        return self._block

    def getBlock(self, round, isFirst):
        return self._list[2 * round - isFirst]

    def getBlockList(self):
        return list(self._list)

    def getMyPoint(self):
        return self._view['scores'][0 if self._first else 1]

    def getOpponentPoint(self):
        return self._view['scores'][1 if self._first else 0]

    def getCombo(self):
        return self._view['combo']

    def getRemoveLineInBattle(self):
        return bool(self._view['redClearedBattle'])

    def getTimeLeft(self):
        return self._view['timeLeft'] / 1000

    def getCells(self, type, action):
        y, x, direction = action
        return [(y + dy, x + dx) for dx, dy in _OFFSETS[type][direction]]

    def _modify(self, type, action, board, value):
        for y, x in self.getCells(type, action):
            board[y][x] = value
        return board

    def putBlock(self, type, action, board):
        return self._modify(type, action, board, 1)

    def delBlock(self, type, action, board):
        return self._modify(type, action, board, 0)

    def removeLines(self, board):
        r = _json.loads(_engine.clear(_rows_text(board)))
        rows = [[0 if c == '.' else 1 for c in row] for row in r['rows'][:15]] + [list(row) for row in board[15:]]
        return (rows, r['peace'], r['battle'])

    def getReverseBoard(self, board):
        for row in board:
            row.reverse()
        board.reverse()
        return board

    def copyReversedBoard(self, board):
        return [row[::-1] for row in reversed(board)]

    def getLastAction(self):
        return self.action


_ALLOWED = ('math', 'random', 'copy', 'time', 'collections', 'itertools', 'functools', 'operator')
_real_import = _builtins.__import__


def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    top = name.split('.')[0]
    if top == 'numpy':
        raise ImportError('numpy is not available here: the contest platform allowed it, but the arena runs Python in your browser without it')
    if level != 0 or top not in _ALLOWED:
        raise ImportError('import of ' + name + ' is refused: the contest allowed only ' + ', '.join(_ALLOWED))
    return _real_import(name, globals, locals, fromlist, level)


def _refused(name):
    def refuse(*args, **kwargs):
        raise RuntimeError(name + ' is refused, as on the contest platform')
    return refuse


_classes = {}
_players = {}


def load(code, slot='a'):
    # Reads the contest file into a slot (one per bot): it must define class Player. '' or why it cannot be used.
    safe = dict(vars(_builtins))
    safe['__import__'] = _guarded_import
    for name in ('exec', 'eval', 'compile'):
        safe[name] = _refused(name)
    space = {'__builtins__': safe, '__name__': 'player'}
    _builtins.exec(_builtins.compile(code, 'player.py', 'exec'), space)
    player_class = space.get('Player')
    if not isinstance(player_class, type):
        return 'the file must define class Player'
    _classes[slot] = player_class
    return ''


def start(slot, is_first, seed):
    # One Player per game, as the platform made one per match; random is seeded so a game can be replayed.
    _random.seed(seed)
    _players[slot] = _classes[slot](bool(is_first))


def move(slot, view_json):
    # One call of output(); the answer as JSON: the action as given if it is a tuple, else a description of it.
    md = MatchData(_json.loads(view_json))
    action = _players[slot].output(md)
    if type(action) is not tuple:
        return _json.dumps({'notTuple': repr(action)[:60]})
    listed = md.getValidAction()
    if action not in listed:
        return _json.dumps({'notListed': repr(action)[:60]})
    y, x, d = listed[listed.index(action)]
    return _json.dumps({'y': y, 'x': x, 'dir': d})
