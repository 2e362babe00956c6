# The arena's entry for a Python bot (after matchdata.py, in the bot sandbox's worker): one game per worker, so the
# Player is made on the first move, with the side the view names and the seed the page gives for this game.
def arena_move(view_json, seed):
    if 'a' not in _players:
        start('a', _json.loads(view_json)['player'] == 'red', seed)
    return move('a', view_json)
