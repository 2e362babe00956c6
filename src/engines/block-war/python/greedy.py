# A greedy Block War bot written from the contest's user document alone (class Player, MatchData methods).
# It tries every listed action, places and clears on a copy of the board, and keeps the action with the best value:
# 4 x points + 0.8 x rows cleared - 0.5 x stack height - 0.4 x holes - 0.2 x unevenness (the site's greedy weights).
PEACE = [0, 0, 1, 2, 4]
BATTLE = [0, 1, 2, 4, 8]


def measure(board):
    heights = []
    holes = 0
    for x in range(10):
        top = 15
        for y in range(15):
            if board[y][x]:
                top = y
                break
        heights.append(15 - top)
        for y in range(top + 1, 15):
            if not board[y][x]:
                holes += 1
    bump = sum(abs(heights[x] - heights[x - 1]) for x in range(1, 10))
    return sum(heights), holes, bump


class Player:
    def __init__(self, isFirst):
        self.isFirst = isFirst

    def value(self, matchData, block, action, board, combo):
        after = matchData.putBlock(block, action, list(map(list, board)))
        after, peace, battle = matchData.removeLines(after)
        points = PEACE[peace] + BATTLE[battle] + (combo if battle else 0)
        total, holes, bump = measure(after)
        return points * 4 + (peace + battle) * 0.8 - total * 0.5 - holes * 0.4 - bump * 0.2

    def output(self, matchData):
        board = matchData.getBoard()
        block = matchData.getCurrentBlock()
        combo = matchData.getCombo()
        best = None
        best_value = None
        for action in matchData.getAllValidAction(block, board):
            v = self.value(matchData, block, action, board, combo)
            if best_value is None or v > best_value:
                best, best_value = action, v
        return best
