// Test bots in Python, written by us (the judge's sample bots are GPL-3.0 and are not kept here). RANDOM_PICKER does
// what the judge's players/stupidAI1.py and stupidAI2.py do, in our own words: take the board and the piece from
// MatchData, list the legal actions for them and return one at random.
export const RANDOM_PICKER = `import random

class Player:
    def __init__(self, isFirst):
        self.isFirst = isFirst

    def output(self, matchData):
        options = matchData.getAllValidAction(matchData.getCurrentBlock(), matchData.getBoard())
        return random.choice(options)
`;

export const NUMPY = `import numpy
class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return matchData.getValidAction()[0]
`;

export const EVAL = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return eval('matchData.getValidAction()[0]')
`;

export const OS = `import os
class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return matchData.getValidAction()[0]
`;

/** Returns the same cells as the first listed action under another tuple when the piece has one (an alias). */
export const ALIAS = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData):
        if matchData.getCurrentBlock() == 1:
            y, x, d = matchData.getValidAction()[0]
            if d == 0:
                return (y, x + 1, 2)
        return matchData.getValidAction()[0]
`;

export const LIST_NOT_TUPLE = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return list(matchData.getValidAction()[0])
`;

export const HUGE_ALLOCATION = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData):
        block = [0] * (2 ** 31 - 1)
        return matchData.getValidAction()[0]
`;
